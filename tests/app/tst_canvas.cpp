// The canvas's drawing parts: geometry batches that stay inside what the renderer draws.
#include "gui/GeometryBatch.h"

#include <QSGGeometryNode>
#include <QtTest>

using scalescope::SceneRect;
using scalescope::gui::GeometryBatch;

class TestCanvas : public QObject {
    Q_OBJECT
private slots:
    void splitsLargeBatchesBelowTheVertexLimit()
    {
        // 30,000 rectangles are 180,000 vertices: more than one draw may hold.
        GeometryBatch batch(30000);
        QCOMPARE(batch.size(), std::size_t(30000));
        int vertices = 0;
        for (QSGNode* child = batch.firstChild(); child; child = child->nextSibling()) {
            const QSGGeometry* geometry = static_cast<QSGGeometryNode*>(child)->geometry();
            QVERIFY(geometry->vertexCount() <= 65535);
            vertices += geometry->vertexCount();
        }
        QCOMPARE(vertices, 180000);
        QCOMPARE(batch.childCount(), 3);

        // The last rectangle lands at the end of the last part.
        batch.setRect(29999, SceneRect{10, 20, 30, 40}, QColor(255, 0, 0));
        const QSGGeometry* last = static_cast<QSGGeometryNode*>(batch.lastChild())->geometry();
        const auto* v = last->vertexDataAsColoredPoint2D() + last->vertexCount() - 6;
        QCOMPARE(v[0].x, 10.f);
        QCOMPARE(v[0].y, 20.f);
        QCOMPARE(v[4].x, 40.f);
        QCOMPARE(v[4].y, 60.f);
        QCOMPARE(int(v[4].r), 255);
    }

    void recoloursKeepPlaces()
    {
        GeometryBatch batch(2);
        batch.setLine(1, 0, 0, 10, 0, 2, QColor(0, 0, 255));
        batch.setColour(1, QColor(0, 255, 0, 128));
        const auto* v = static_cast<QSGGeometryNode*>(batch.firstChild())->geometry()->vertexDataAsColoredPoint2D() + 6;
        QCOMPARE(v[0].y, 1.f);  // half the width to one side
        QCOMPARE(v[2].y, -1.f); // and to the other
        QCOMPARE(int(v[0].g), 128); // premultiplied
        QCOMPARE(int(v[0].a), 128);
    }
};

QTEST_GUILESS_MAIN(TestCanvas)
#include "tst_canvas.moc"

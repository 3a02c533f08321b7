// The canvas's drawing parts: geometry batches that stay inside what the renderer draws, and
// the raster of palette indexes that links and boxes are drawn into.
#include "gui/rendering/GeometryBatch.h"
#include "gui/rendering/SceneRaster.h"

#include <QSGGeometryNode>
#include <QtTest>

using scalescope::SceneRect;
using scalescope::gui::GeometryBatch;
using scalescope::gui::paletteIndexAt;
using scalescope::gui::RasterContent;
using scalescope::gui::rasterScene;

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
        batch.setRect(29999, SceneRect { 10, 20, 30, 40 }, QColor(255, 0, 0));
        const QSGGeometry* last = static_cast<QSGGeometryNode*>(batch.lastChild())->geometry();
        const auto* v = last->vertexDataAsColoredPoint2D() + last->vertexCount() - 6;
        QCOMPARE(v[0].x, 10.f);
        QCOMPARE(v[0].y, 20.f);
        QCOMPARE(v[4].x, 40.f);
        QCOMPARE(v[4].y, 60.f);
        QCOMPARE(int(v[4].r), 255);
    }

    void premultipliesTranslucentColours()
    {
        GeometryBatch batch(1);
        batch.setRect(0, SceneRect { 0, 0, 1, 1 }, QColor(0, 255, 0, 128));
        const auto* v = static_cast<QSGGeometryNode*>(batch.firstChild())->geometry()->vertexDataAsColoredPoint2D();
        QCOMPARE(int(v[0].g), 128);
        QCOMPARE(int(v[0].a), 128);
    }

    void rastersBoxesThenLinksOverThem()
    {
        // Scene area (100, 200) to (300, 300) at 0.5 pixels a unit: 100 x 50 pixels.
        RasterContent content;
        content.rects.push_back({ 120, 220, 40, 40, 7 }); // pixels (10, 10) to (30, 30)
        content.segments.push_back({ 100, 240, 300, 240, 1, 3 }); // row 20, left to right
        content.segments.push_back({ 200, 200, 200, 300, 1, 70001 }); // column 50, over the first
        const QImage image = rasterScene(content, QRectF(100, 200, 200, 100), QSize(100, 50));
        QCOMPARE(image.size(), QSize(100, 50));
        QCOMPARE(paletteIndexAt(image, { 2, 2 }), 0u); // background
        QCOMPARE(paletteIndexAt(image, { 15, 12 }), 7u); // the box
        QCOMPARE(paletteIndexAt(image, { 15, 20 }), 3u); // the line over the box
        QCOMPARE(paletteIndexAt(image, { 80, 20 }), 3u);
        QCOMPARE(paletteIndexAt(image, { 50, 20 }), 70001u); // the later line wins where they cross
        QCOMPARE(paletteIndexAt(image, { 50, 45 }), 70001u);
        QCOMPARE(paletteIndexAt(image, { 80, 22 }), 0u); // one pixel wide
        QCOMPARE(paletteIndexAt(image, { 500, 20 }), 0u); // outside the image
    }

    void rastersLinesAsWideAsTheirCapacity()
    {
        RasterContent content;
        content.segments.push_back({ 0, 50, 100, 50, 3, 9 }); // three pixels wide, whatever the zoom
        const QImage image = rasterScene(content, QRectF(0, 0, 100, 100), QSize(200, 200));
        int rows = 0;
        for (int y = 90; y < 110; ++y)
            rows += paletteIndexAt(image, { 100, y }) == 9u;
        QCOMPARE(rows, 3);
        // On a high-DPI screen the image is in device pixels: twice as many rows at a ratio of 2.
        const QImage sharp = rasterScene(content, QRectF(0, 0, 100, 100), QSize(400, 400), 2);
        rows = 0;
        for (int y = 190; y < 210; ++y)
            rows += paletteIndexAt(sharp, { 200, y }) == 9u;
        QCOMPARE(rows, 6);
    }

    void skipsWhatLiesOutsideTheArea()
    {
        RasterContent content;
        content.segments.push_back({ -500, -500, -400, -400, 1, 5 });
        const QImage image = rasterScene(content, QRectF(0, 0, 10, 10), QSize(10, 10));
        for (int y = 0; y < 10; ++y)
            for (int x = 0; x < 10; ++x)
                QCOMPARE(paletteIndexAt(image, { x, y }), 0u);
    }
};

QTEST_GUILESS_MAIN(TestCanvas)
#include "tst_canvas.moc"

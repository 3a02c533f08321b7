// The annotations over the main view as the canvas and a story's scenes use them: an annotation
// of a kind and colour there is is added, a bad kind or colour is refused; moved, both its points
// move; removed, that one alone goes; a scene's annotations replace those shown. The presenter's
// tools take only a tool and a colour there are, and their selection never points past the
// annotations.
#include "gui/adapters/AnnotationLayer.h"
#include "gui/adapters/PresenterTools.h"

#include <QSignalSpy>
#include <QtTest>

using namespace scalescope;
using namespace scalescope::gui;

namespace {

QVariantMap itemAt(const AnnotationLayer& layer, int index)
{
    return layer.items().value(index).toMap();
}

} // namespace

class TestAnnotationLayer : public QObject {
    Q_OBJECT

private slots:
    void addsWhatThereIsAndRefusesABadKindOrColour()
    {
        AnnotationLayer layer;
        QSignalSpy changed(&layer, &AnnotationLayer::changed);
        QCOMPARE(layer.add("arrow", { 10, 20 }, { 300, 40 }, "NVLink", "magenta"), -1);
        QCOMPARE(layer.add("circle", { 10, 20 }, { 300, 40 }, "", "red"), -1);
        QCOMPARE(layer.add("arrow", { 10, 20 }, { 300, 40 }, "NVLink", ""), -1);
        QCOMPARE(layer.count(), 0);
        QCOMPARE(changed.count(), 0);
        QCOMPARE(layer.add("arrow", { 10, 20 }, { 300, 40 }, "NVLink", "red"), 0);
        QCOMPARE(layer.add("text", { 5, 6 }, { 5, 6 }, "130 TB/s", "accent"), 1);
        QCOMPARE(changed.count(), 2);
        const QVariantMap arrow = itemAt(layer, 0);
        QCOMPARE(arrow["kind"].toString(), QStringLiteral("arrow"));
        QCOMPARE(arrow["from"].toPointF(), QPointF(10, 20));
        QCOMPARE(arrow["to"].toPointF(), QPointF(300, 40));
        QCOMPARE(arrow["text"].toString(), QStringLiteral("NVLink"));
        QCOMPARE(arrow["colour"].toString(), QStringLiteral("red"));
        // What the story player reads and writes back.
        QCOMPARE(layer.all().at(1).kind, AnnotationKind::Text);
        QCOMPARE(layer.all().at(1).text, std::string("130 TB/s"));
        // A colour changed only to one there is.
        layer.setColour(0, "chartreuse");
        QCOMPARE(itemAt(layer, 0)["colour"].toString(), QStringLiteral("red"));
        layer.setColour(0, "blue");
        QCOMPARE(itemAt(layer, 0)["colour"].toString(), QStringLiteral("blue"));
        QCOMPARE(layer.colours().size(), 8);
    }

    void movingMovesBothPoints()
    {
        AnnotationLayer layer;
        QCOMPARE(layer.add("frame", { 0, 0 }, { 500, 300 }, "", "yellow"), 0);
        layer.moveBy(0, 25.5, -10);
        QCOMPARE(itemAt(layer, 0)["from"].toPointF(), QPointF(25.5, -10));
        QCOMPARE(itemAt(layer, 0)["to"].toPointF(), QPointF(525.5, 290));
        // One that is not there: nothing moves, nothing is said.
        QSignalSpy changed(&layer, &AnnotationLayer::changed);
        layer.moveBy(1, 5, 5);
        layer.moveBy(-1, 5, 5);
        QCOMPARE(changed.count(), 0);
        QCOMPARE(itemAt(layer, 0)["from"].toPointF(), QPointF(25.5, -10));
    }

    void removingTakesOutThatOneAlone()
    {
        AnnotationLayer layer;
        for (const char* colour : { "red", "green", "blue" })
            QVERIFY(layer.add("frame", { 0, 0 }, { 10, 10 }, "", colour) >= 0);
        layer.remove(1);
        QCOMPARE(layer.count(), 2);
        QCOMPARE(itemAt(layer, 0)["colour"].toString(), QStringLiteral("red"));
        QCOMPARE(itemAt(layer, 1)["colour"].toString(), QStringLiteral("blue"));
        QSignalSpy changed(&layer, &AnnotationLayer::changed);
        layer.remove(5); // not there
        layer.remove(-1);
        QCOMPARE(layer.count(), 2);
        QCOMPARE(changed.count(), 0);
    }

    void aScenesAnnotationsReplaceThoseShown()
    {
        AnnotationLayer layer;
        QVERIFY(layer.add("text", { 1, 2 }, { 1, 2 }, "here", "grey") >= 0);
        Annotation frame;
        frame.kind = AnnotationKind::Frame;
        frame.from = { 0, 0 };
        frame.to = { 40, 30 };
        frame.colour = "orange";
        QSignalSpy changed(&layer, &AnnotationLayer::changed);
        layer.replaceAll({ frame, frame });
        QCOMPARE(layer.count(), 2);
        QCOMPARE(itemAt(layer, 1)["kind"].toString(), QStringLiteral("frame"));
        QCOMPARE(itemAt(layer, 1)["to"].toPointF(), QPointF(40, 30));
        layer.replaceAll({ frame, frame }); // the same again: nothing said
        QCOMPARE(changed.count(), 1);
        layer.clear();
        QCOMPARE(layer.count(), 0);
    }

    void thePresentersToolsTakeWhatThereIsAndFollowTheAnnotations()
    {
        AnnotationLayer layer;
        PresenterTools tools(layer);
        QCOMPARE(tools.tool(), QString());
        QCOMPARE(tools.toolColour(), QStringLiteral("accent"));
        tools.setTool("arrow");
        QCOMPARE(tools.tool(), QStringLiteral("arrow"));
        tools.setTool("circle"); // no such kind: the tool stays armed as it was
        QCOMPARE(tools.tool(), QStringLiteral("arrow"));
        tools.setToolColour("red");
        tools.setToolColour("puce");
        QCOMPARE(tools.toolColour(), QStringLiteral("red"));
        tools.setSelected(0); // nothing to select yet
        QCOMPARE(tools.selected(), -1);
        QVERIFY(layer.add("arrow", { 0, 0 }, { 10, 10 }, "", "red") >= 0);
        QVERIFY(layer.add("text", { 5, 5 }, { 5, 5 }, "NVLink", "red") >= 0);
        tools.setSelected(1);
        QCOMPARE(tools.selected(), 1);
        layer.remove(0); // the selected one is now past the end
        QCOMPARE(tools.selected(), -1);
        tools.setSelected(0);
        layer.replaceAll({}); // a scene without annotations
        QCOMPARE(tools.selected(), -1);
        QSignalSpy changed(&tools, &PresenterTools::changed);
        tools.setSpotlight(true);
        tools.setSpotlight(true);
        tools.setLaserPointer(true);
        QCOMPARE(changed.count(), 2);
    }
};

QTEST_GUILESS_MAIN(TestAnnotationLayer)
#include "tst_annotation_layer.moc"

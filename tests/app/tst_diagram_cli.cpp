// The diagram exporter as the command line calls it: in a program with no application object,
// without a display. It makes its own (offscreen) for the drawing and lets it go after.
// Large designs are drawn as rack blocks, as the canvas draws them zoomed out.
#include "gui/diagrams/DiagramExportCommand.h"
#include "gui/diagrams/DiagramRenderer.h"
#include "gui/rendering/SceneStyle.h"
#include "io/DesignFile.h"

#include <QCoreApplication>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace scalescope;

class TestDiagramCli : public QObject {
    Q_OBJECT
private slots:
    void drawsWithoutAnApplicationOrADisplay()
    {
        qunsetenv("QT_QPA_PLATFORM");
        qunsetenv("DISPLAY");
        QVERIFY(!QCoreApplication::instance());
        const LoadedDesign loaded = loadDesignFile(
            SCALESCOPE_SOURCE_DIR "/resources/examples/dgx-h100-4.scalescope.json", Catalog::builtInShared());
        cli::DiagramRequest request;
        request.designPath = "dgx-h100-4.scalescope.json";
        request.design = &loaded.design;
        request.topology = &loaded.expanded.topology;
        request.catalog = loaded.expanded.catalog.get();
        request.format = "png";
        request.dotsPerInch = 72;
        const std::string png = gui::exportDiagram(request);
        QVERIFY(!QCoreApplication::instance()); // made for the drawing, gone after it
        QCOMPARE(qgetenv("QT_QPA_PLATFORM"), QByteArray("offscreen"));
        QVERIFY(png.starts_with(std::string("\x89PNG\r\n\x1a\n", 8)));

        // And again: a second application, a second drawing.
        request.format = "svg";
        const std::string svg = gui::exportDiagram(request);
        QVERIFY(svg.find("<text") != std::string::npos);
    }

    void largeDesignsAreDrawnAsRackBlocks()
    {
        qputenv("QT_QPA_PLATFORM", "offscreen");
        int argc = 1;
        char name[] = "tst_diagram_cli";
        char* argv[] = { name, nullptr };
        QGuiApplication application(argc, argv);
        Design design;
        ClusterOptions options;
        options.preset = "gb300-nvl72";
        options.count = 256; // 18,432 GPUs: too small a drawing for every device, as the canvas zoomed out
        design.generator = options;
        const Topology topology = expandDesign(design, Catalog::builtInShared(), "test").topology;
        QVERIFY(topology.nodes.size() > gui::kAlwaysDetailedDevices);
        const Scene scene = layoutScene(topology);
        gui::DiagramOptions diagram;
        diagram.title = "gb300 x 256";
        const gui::DiagramRenderer renderer(topology, scene, diagram);
        QVERIFY(!renderer.detailed());
        QCOMPARE(renderer.segmentCount(), scene.bundles.size());
        QVERIFY(renderer.pageSize().width() <= gui::DiagramRenderer::kMaxDrawingWidth + 100);
        // Asked for, every device and link all the same.
        diagram.detail = gui::DiagramDetail::Full;
        const gui::DiagramRenderer full(topology, scene, diagram);
        QVERIFY(full.detailed());
        QCOMPARE(full.segmentCount(), topology.links.size());
    }
};

QTEST_APPLESS_MAIN(TestDiagramCli)
#include "tst_diagram_cli.moc"

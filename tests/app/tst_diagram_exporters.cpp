// The diagram exporters: File > Export… writes what is asked (format, resolution, blocks, the text
// formats) and the main view as the canvas shows it; the export command writes nothing on error.
#include "DiagramFixtures.h"

#include "gui/diagrams/DiagramExportCommand.h"
#include "gui/diagrams/DiagramRenderer.h"
#include "gui/rendering/TopologyCanvas.h"
#include "model/InputError.h"

#include <QFile>
#include <QImage>
#include <QtTest>

using namespace scalescope;
using namespace scalescope::gui;
using namespace scalescope::gui::fixtures;

class TestDiagramExporters : public DiagramTestCase {
    Q_OBJECT
private slots:
    void theDesktopExporterWritesWhatIsAsked()
    {
        ExportController& exporter = *m_workspace->exporter();
        QCOMPARE(exporter.formats().size(), 5); // svg, pdf, png; dot and draw.io
        QCOMPARE(exporter.withExtension("/x/集群拓扑 GB300.svg", "png"), QString("/x/集群拓扑 GB300.png"));
        QCOMPARE(exporter.withExtension("/x/diagram", "pdf"), QString("/x/diagram.pdf"));
        QVERIFY(exporter.suggestedPath("svg").endsWith(m_document->title() + ".svg"));
        QVERIFY(!exporter.heatmapAvailable()); // no traffic shown

        const QString path = outputPath("desktop.png");
        QVERIFY2(exporter.exportDiagram(path, "png", 48, false, "auto", true), qPrintable(exporter.errorText()));
        QImage image(path);
        QVERIFY(!image.isNull());
        QCOMPARE(image.dotsPerMeterX(), static_cast<int>(std::lround(48 / 0.0254)));
        // The dialog says how large it would be.
        QCOMPARE(exporter.imageSizeText(48, false, "auto"),
            QString("%1 × %2 pixels").arg(QLocale().toString(image.width()), QLocale().toString(image.height())));
        // Racks as blocks when asked: one line per bundle and per tier in the legend.
        const QString blocks = outputPath("desktop-blocks.svg");
        QVERIFY(exporter.exportDiagram(blocks, "svg", 96, false, "blocks", false));
        QFile blocksFile(blocks);
        QVERIFY(blocksFile.open(QIODevice::ReadOnly));
        const SvgContent blocksContent = readSvg(blocksFile.readAll());
        QVERIFY(blocksContent.texts.contains("Bundled links"));
        QVERIFY(blocksContent.texts.contains(m_document->title()));
        // A title typed in the dialog; cleared, the design's again.
        exporter.setTitle("  Lecture 3: the pod  ");
        const QString titled = outputPath("desktop-titled.svg");
        QVERIFY(exporter.exportDiagram(titled, "svg", 96, false, "auto", false));
        QFile titledFile(titled);
        QVERIFY(titledFile.open(QIODevice::ReadOnly));
        const SvgContent titledContent = readSvg(titledFile.readAll());
        QVERIFY(titledContent.texts.contains("Lecture 3: the pod"));
        QVERIFY(!titledContent.texts.contains(m_document->title()));
        exporter.setTitle("");
        QCOMPARE(exporter.title(), m_document->title());
        QVERIFY(blocksContent.lineStrokes.size() > static_cast<int>(m_document->scene()->bundles.size()));
        QVERIFY(blocksContent.lineStrokes.size()
            < static_cast<int>(m_document->scene()->bundles.size()) + kLinkTierCount + 1);

        // The text formats: the whole design, as the command line writes it.
        const QString dot = outputPath("desktop.dot");
        QVERIFY2(exporter.exportDiagram(dot, "dot", 96, true, "auto", true), qPrintable(exporter.errorText()));
        QFile dotFile(dot);
        QVERIFY(dotFile.open(QIODevice::ReadOnly));
        QVERIFY(dotFile.readAll().startsWith("graph \""));
        const QString drawio = outputPath("desktop.drawio");
        QVERIFY(exporter.exportDiagram(drawio, "drawio", 96, false, "auto", false));
        QFile drawioFile(drawio);
        QVERIFY(drawioFile.open(QIODevice::ReadOnly));
        QVERIFY(drawioFile.readAll().startsWith("<mxfile"));

        QSignalSpy failed(&exporter, &ExportController::failed);
        QVERIFY(!exporter.exportDiagram(outputPath("desktop.bmp"), "bmp", 96, false, "auto", false));
        QVERIFY(!exporter.exportDiagram(outputPath("no-such-folder/desktop.svg"), "svg", 96, false, "auto", false));
        QCOMPARE(failed.count(), 2);
        QVERIFY(exporter.errorText().contains("no-such-folder"));
        QVERIFY(!QFile::exists(outputPath("desktop.bmp")));
    }

    void theCurrentViewIsWhatTheCanvasShows()
    {
        // The main view as the window has it: it publishes its camera to the view state, which
        // the exporter reads.
        TopologyCanvas canvas;
        canvas.setMainView(true);
        canvas.setWorkspace(m_workspace);
        canvas.setSize(QSizeF(800, 500));
        canvas.fitToView();
        canvas.zoomAt(QPointF(400, 250), 3); // into the middle
        ExportController& exporter = *m_workspace->exporter();
        const QString path = outputPath("gb300-2-current-view.svg");
        QVERIFY2(exporter.exportDiagram(path, "svg", 96, true, "blocks", false), qPrintable(exporter.errorText()));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const SvgContent content = readSvg(file.readAll());
        QVERIFY(content.error.isEmpty());
        // Fewer links than the whole design, each drawn once, plus the legend's.
        QVERIFY(content.lineStrokes.size() > 10);
        QVERIFY(content.lineStrokes.size() < static_cast<int>(m_document->topology()->links.size()));
        // At the canvas's scale: the drawing is the canvas's size.
        DiagramOptions options;
        options.sceneArea = canvas.visibleScene();
        options.pixelsPerSceneUnit = canvas.zoom();
        const DiagramRenderer renderer(*m_document->topology(), *m_document->scene(), options);
        QCOMPARE(renderer.drawingRect().size().toSize(), QSize(800, 500));
    }

    void whatCannotBeDrawnIsRefused()
    {
        // The export command writes what the drawing returns, so nothing is written when it throws.
        Design design = m_document->design();
        design.jobs = { ringJob() };
        cli::DiagramRequest request;
        request.designPath = "gb300.scalescope.json";
        request.design = &design;
        request.topology = m_document->topology().get();
        request.catalog = m_document->catalog().get();
        request.format = "svg";

        request.timeSeconds = 0.0;
        request.job = "no-such-job";
        QVERIFY_THROWS_EXCEPTION(InputError, exportDiagram(request));
        request.job.reset();
        request.timeSeconds = 3600.0; // past the end of the run
        QVERIFY_THROWS_EXCEPTION(InputError, exportDiagram(request));
        request.timeSeconds.reset();
        request.format = "bmp";
        QVERIFY_THROWS_EXCEPTION(std::runtime_error, exportDiagram(request));
        request.format = "png";
        request.dotsPerInch = 100000; // far too large an image
        QVERIFY_THROWS_EXCEPTION(std::runtime_error, exportDiagram(request));
        request.dotsPerInch = 1000; // sides a painter could reach, but too many pixels in all
        QVERIFY_THROWS_EXCEPTION(std::runtime_error, exportDiagram(request));
    }
};

QTEST_MAIN(TestDiagramExporters)
#include "tst_diagram_exporters.moc"

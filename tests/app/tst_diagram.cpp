// Diagrams written to files (SVG, PDF, PNG), as `scalescope export` and File > Export… write
// them: the title and legend as text, one line per link or bundle, the requested resolution,
// the screen's colours, a job's load as heatmap colours, CJK text, nothing written on error.
// SCALESCOPE_DIAGRAM_DIR=folder keeps the files there to look at.
#include "gui/adapters/Workspace.h"
#include "gui/diagrams/DiagramExportCommand.h"
#include "gui/diagrams/DiagramRenderer.h"
#include "gui/diagrams/JobHeatmap.h"
#include "gui/rendering/HeatScale.h"
#include "gui/rendering/SceneStyle.h"
#include "gui/rendering/TopologyCanvas.h"
#include "model/InputError.h"
#include "sim/LoadTimeline.h"
#include "sim/RankSelection.h"
#include "sim/Simulator.h"

#include <QFile>
#include <QImage>
#include <QSet>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <QtTest>

#include <optional>
#include <set>

using namespace scalescope;
using namespace scalescope::gui;

namespace {

const QString kCjkTitle = QStringLiteral("集群拓扑 GB300");

struct SvgContent {
    QStringList texts; // every <text> element's text, whitespace simplified
    QStringList lineStrokes; // the stroke colour of every line (polyline) drawn
    QString error;
};

// Reads an SVG as XML; lines inherit their stroke from the enclosing <g>.
SvgContent readSvg(const QByteArray& svg)
{
    SvgContent out;
    QXmlStreamReader xml(svg);
    QStringList strokes { QString() };
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            const QString stroke = xml.attributes().value("stroke").toString();
            strokes.append(stroke.isEmpty() ? strokes.last() : stroke);
            if (xml.name() == QLatin1String("text")) {
                out.texts.append(xml.readElementText(QXmlStreamReader::IncludeChildElements).simplified());
                strokes.removeLast();
            } else if (xml.name() == QLatin1String("polyline") || xml.name() == QLatin1String("line")) {
                out.lineStrokes.append(strokes.last().toLower());
            }
        } else if (xml.isEndElement()) {
            strokes.removeLast();
        }
    }
    if (xml.hasError())
        out.error = xml.errorString();
    return out;
}

std::size_t distinctColours(const QImage& image, const QRect& area)
{
    QSet<QRgb> colours;
    for (int y = area.top(); y <= area.bottom(); y += 2)
        for (int x = area.left(); x <= area.right(); x += 2)
            colours.insert(image.pixel(x, y));
    return static_cast<std::size_t>(colours.size());
}

bool hasColourNear(const QImage& image, const QRect& area, const QColor& colour, int tolerance)
{
    for (int y = area.top(); y <= area.bottom(); ++y)
        for (int x = area.left(); x <= area.right(); ++x) {
            const QRgb p = image.pixel(x, y);
            if (std::abs(qRed(p) - colour.red()) <= tolerance && std::abs(qGreen(p) - colour.green()) <= tolerance
                && std::abs(qBlue(p) - colour.blue()) <= tolerance)
                return true;
        }
    return false;
}

} // namespace

class TestDiagram : public QObject {
    Q_OBJECT
    Workspace* m_workspace = nullptr;
    DesignDocument* m_document = nullptr;
    QTemporaryDir m_temporary;
    QString m_folder;

    QString outputPath(const QString& name) const { return m_folder + QLatin1Char('/') + name; }

    void keep(const QString& name, const QByteArray& bytes) const
    {
        QFile file(outputPath(name));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(bytes);
    }

    // A job whose ring keeps links fully busy, and a time at which some link is at 100%.
    static JobSpec ringJob()
    {
        JobSpec job;
        job.name = "ring";
        job.bytes = ByteCount(256) << 20;
        job.algorithm = Algorithm::Ring;
        return job;
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName("ScaleScopeTests");
        QCoreApplication::setApplicationName("tst_diagram");
        QSettings().clear();
        m_folder = qEnvironmentVariable("SCALESCOPE_DIAGRAM_DIR", m_temporary.path());
        m_workspace = new Workspace(this);
        m_document = m_workspace->document();
        QVERIFY(m_document->newFromPreset("gb300-nvl72", 2, "", 1.0, "", 0));
    }

    void svgHoldsTitleLegendAndOneLinePerLink()
    {
        const Topology& topology = *m_document->topology();
        DiagramOptions options;
        options.title = kCjkTitle;
        options.subtitle = m_workspace->summary()->countsText();
        const DiagramRenderer renderer(topology, *m_document->scene(), options);
        QVERIFY(renderer.detailed()); // a small design: every device and link
        const QByteArray svg = renderer.render(DiagramFormat::Svg, 96);
        keep("gb300-2.svg", svg);
        const SvgContent content = readSvg(svg);
        QVERIFY2(content.error.isEmpty(), qPrintable(content.error));

        // Title (CJK as written), subtitle and legend are text.
        // (Text is written in runs of one font: the CJK characters and the Latin ones apart.)
        QVERIFY(svg.contains(QStringLiteral("集群拓扑").toUtf8()));
        QVERIFY2(
            content.texts.join("").startsWith(QString(kCjkTitle).remove(' ')), qPrintable(content.texts.join(" | ")));
        QVERIFY(content.texts.contains(m_workspace->summary()->countsText()));
        for (const char* label :
            { "Devices", "Links", "GPU", "NVSwitch", "NIC", "InfiniBand switch", "NVLink", "InfiniBand" })
            QVERIFY2(content.texts.contains(QLatin1String(label)), label);
        // Device labels where they fit.
        QVERIFY(content.texts.contains("gpu0"));

        // One line per link, and one in the legend per tier present.
        std::set<LinkTier> tiers;
        for (const Link& link : topology.links)
            tiers.insert(link.tier);
        QCOMPARE(renderer.segmentCount(), topology.links.size());
        QCOMPARE(static_cast<std::size_t>(content.lineStrokes.size()), topology.links.size() + tiers.size());
        // In the screen's colours.
        const QString nvlink = tierColour(LinkTier::NvLink, false).name();
        QVERIFY(content.lineStrokes.contains(nvlink));
        QVERIFY(content.lineStrokes.contains(tierColour(LinkTier::InfiniBand, false).name()));
    }

    void blocksBundleTheLinksBetweenRacks()
    {
        DiagramOptions options;
        options.title = "blocks";
        options.detail = DiagramDetail::Blocks;
        const Scene& scene = *m_document->scene();
        const DiagramRenderer renderer(*m_document->topology(), scene, options);
        QVERIFY(!renderer.detailed());
        QVERIFY(!scene.bundles.empty());
        QCOMPARE(renderer.segmentCount(), scene.bundles.size());
        const QByteArray svg = renderer.render(DiagramFormat::Svg, 96);
        keep("gb300-2-blocks.svg", svg);
        const SvgContent content = readSvg(svg);
        QVERIFY(content.error.isEmpty());
        QVERIFY(content.texts.contains("Blocks"));
        QVERIFY(content.texts.contains("rack0"));
        std::set<LinkTier> tiers;
        for (const SceneBundle& bundle : scene.bundles)
            tiers.insert(bundle.tier);
        QCOMPARE(static_cast<std::size_t>(content.lineStrokes.size()), scene.bundles.size() + tiers.size());
    }

    void aCollapsedRackIsOneBlockWithItsLinksBundledAtIt()
    {
        const Topology& topology = *m_document->topology();
        const GroupId rack0 = *topology.findGroup("rack0");
        ViewState view(*m_document);
        view.toggleCollapsed(static_cast<int>(*topology.findNode("rack0/tray0/gpu0")));
        DiagramOptions options;
        options.title = "rack0 collapsed";
        options.collapsedGroups = view.collapsedGroups(topology);
        const DiagramRenderer renderer(topology, *m_document->scene(), options);
        // Links apart from the rack each a line; its links to the outside one line for each
        // device and tier they reach; those inside it none.
        std::size_t apart = 0;
        std::set<std::pair<NodeId, LinkTier>> reached;
        for (const Link& link : topology.links) {
            const bool a = topology.rackOf(link.a) == rack0, b = topology.rackOf(link.b) == rack0;
            if (!a && !b)
                ++apart;
            else if (a != b)
                reached.emplace(a ? link.b : link.a, link.tier);
        }
        QVERIFY(!reached.empty());
        QCOMPARE(renderer.segmentCount(), apart + reached.size());
        const QByteArray svg = renderer.render(DiagramFormat::Svg, 96);
        keep("gb300-2-collapsed.svg", svg);
        const SvgContent content = readSvg(svg);
        QVERIFY(content.texts.contains("Collapsed rack"));
        QCOMPARE(content.texts.count("gpu0"), 18); // rack1's trays only
    }

    void hiddenTiersAreLeftOut()
    {
        const Topology& topology = *m_document->topology();
        DiagramOptions options;
        options.title = "no Ethernet";
        options.hiddenTiers = { "ethernet" };
        const DiagramRenderer renderer(topology, *m_document->scene(), options);
        const auto ethernet = static_cast<std::size_t>(std::count_if(topology.links.begin(), topology.links.end(),
            [](const Link& link) { return link.tier == LinkTier::Ethernet; }));
        QVERIFY(ethernet > 0);
        QCOMPARE(renderer.segmentCount(), topology.links.size() - ethernet);
        const SvgContent content = readSvg(renderer.render(DiagramFormat::Svg, 96));
        QVERIFY(!content.texts.contains("Ethernet"));
        QCOMPARE(content.lineStrokes.count(tierColour(LinkTier::Ethernet, false).name()), 0);
    }

    void aViewDrawsOnlyWhatIsInIt()
    {
        // The first rack's left half, as a canvas at zoom 2 would show it.
        const SceneRect& rack = m_document->scene()->groups[*m_document->topology()->findGroup("rack0")];
        DiagramOptions options;
        options.title = "view";
        options.sceneArea = QRectF(rack.x, rack.y, rack.width / 2, rack.height / 2);
        options.pixelsPerSceneUnit = 2;
        const DiagramRenderer renderer(*m_document->topology(), *m_document->scene(), options);
        QVERIFY(renderer.segmentCount() > 0);
        QVERIFY(renderer.segmentCount() < m_document->topology()->links.size());
        QCOMPARE(renderer.drawingRect().size(), QSizeF(rack.width, rack.height));
        keep("gb300-2-view.png", renderer.render(DiagramFormat::Png, 96));
    }

    void pdfIsAPageWithTextInIt()
    {
        DiagramOptions options;
        options.title = kCjkTitle;
        const DiagramRenderer renderer(*m_document->topology(), *m_document->scene(), options);
        const QByteArray pdf = renderer.render(DiagramFormat::Pdf, 300);
        keep("gb300-2.pdf", pdf);
        QVERIFY(pdf.startsWith("%PDF-"));
        QVERIFY2(pdf.size() > 20'000 && pdf.size() < 20'000'000, QByteArray::number(pdf.size()));
        QVERIFY(pdf.contains("/Type /Font")); // text is text, with its fonts
        QVERIFY(pdf.contains("/MediaBox"));
    }

    void pngHasTheRequestedResolution()
    {
        DiagramOptions options;
        options.title = kCjkTitle;
        const DiagramRenderer renderer(*m_document->topology(), *m_document->scene(), options);
        for (const int dpi : { 96, 192 }) {
            const QByteArray png = renderer.render(DiagramFormat::Png, dpi);
            keep(QString("gb300-2-%1dpi.png").arg(dpi), png);
            QVERIFY(png.startsWith("\x89PNG\r\n\x1a\n"));
            QImage image;
            QVERIFY(image.loadFromData(png, "PNG"));
            const double scale = dpi / DiagramRenderer::kPagePixelsPerInch;
            QCOMPARE(image.width(), static_cast<int>(std::ceil(renderer.pageSize().width() * scale)));
            QCOMPARE(image.height(), static_cast<int>(std::ceil(renderer.pageSize().height() * scale)));
            QCOMPARE(image.dotsPerMeterX(), static_cast<int>(std::lround(dpi / 0.0254)));

            // The drawing is not blank, and its links wear their tiers' colours.
            const QRectF drawing = renderer.drawingRect();
            const QRect area(QPoint(static_cast<int>(drawing.left() * scale), static_cast<int>(drawing.top() * scale)),
                QPoint(static_cast<int>(drawing.right() * scale) - 1, static_cast<int>(drawing.bottom() * scale) - 1));
            QVERIFY2(distinctColours(image, area) > 40, QByteArray::number(qulonglong(distinctColours(image, area))));
            QVERIFY(hasColourNear(image, area, tierColour(LinkTier::NvLink, false), 4));
            QVERIFY(hasColourNear(image, area, kindColour(NodeKind::IbSwitch, false), 4));
            QVERIFY(hasColourNear(image, area, sceneColour("rack", false), 2));
        }
    }

    void aFullyLoadedLinkHasThePalettesTopColour()
    {
        const Topology& topology = *m_document->topology();
        DiagramOptions options;
        options.title = "heat";
        options.linkLoads.assign(topology.links.size(), 0.0f);
        options.linkLoads[7] = 1.0f;
        options.linkLoads[8] = 0.5f;
        const DiagramRenderer renderer(topology, *m_document->scene(), options);
        QVERIFY(renderer.heatmap());
        const SvgContent content = readSvg(renderer.render(DiagramFormat::Svg, 96));
        QCOMPARE(content.lineStrokes.count(QColor::fromRgb(heatColourAt(1.0)).name()), 1);
        QCOMPARE(content.lineStrokes.count(QColor::fromRgb(heatColourAt(0.5)).name()), 1);
        // Idle links: faint in their tier's colour, never the plain one.
        const QColor nvlink = tierColour(LinkTier::NvLink, false);
        QCOMPARE(content.lineStrokes.count(nvlink.name()), 0);
        QVERIFY(content.lineStrokes.count(over(nvlink, sceneColour("background", false), kIdleOpacity).name()) > 0);
        // The scale in the legend, log or linear.
        QVERIFY(content.texts.contains("Link utilization"));
        QVERIFY(content.texts.contains("100%"));
        options.logScale = true;
        const SvgContent logContent
            = readSvg(DiagramRenderer(topology, *m_document->scene(), options).render(DiagramFormat::Svg, 96));
        QVERIFY(logContent.texts.contains("Link utilization (log scale)"));
        QVERIFY(logContent.texts.contains("0.1%"));
        QCOMPARE(logContent.lineStrokes.count(QColor::fromRgb(heatColour(0.5, true)).name()), 1);
    }

    void aTimeColoursTheLinksByTheJobsLoad()
    {
        // The job on its own: the middle of its first phase that keeps some link busy.
        const Topology& topology = *m_document->topology();
        const JobSpec job = ringJob();
        Workload workload;
        workload.bytes = job.bytes;
        workload.algorithm = job.algorithm;
        workload.ranks = selectRanks(job.ranks, topology);
        SimOptions simOptions;
        simOptions.fidelity = Fidelity::Flow;
        const SimResult result = simulate(topology, *m_document->catalog(), workload, simOptions);
        const LoadTimeline timeline(result, topology.links.size());
        std::optional<double> busyUs;
        std::vector<float> loads;
        for (const SimEvent& event : result.events) {
            const double t = (event.startUs + event.endUs) / 2;
            timeline.sample(t, loads);
            if (*std::max_element(loads.begin(), loads.end()) >= 0.5f) {
                busyUs = t;
                break;
            }
        }
        QVERIFY(busyUs);

        // The export command's way: the saved job, the time in seconds.
        Design design = m_document->design();
        design.jobs = { job };
        cli::DiagramRequest request;
        request.designPath = "gb300.scalescope.json";
        request.design = &design;
        request.topology = &topology;
        request.catalog = m_document->catalog().get();
        request.format = "svg";
        request.timeSeconds = *busyUs * 1e-6;
        request.title = kCjkTitle.toStdString();
        request.outputPath = outputPath("gb300-2-heatmap.svg").toStdString();
        exportDiagram(request);
        QFile file(QString::fromStdString(request.outputPath));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const SvgContent content = readSvg(file.readAll());
        QVERIFY(content.error.isEmpty());
        QVERIFY(content.texts.contains("Link utilization"));
        QVERIFY(content.texts.join(" ").contains("link load at"));

        // Every link with traffic wears the heat scale's colour of its load then, the busiest
        // one included; nothing else does.
        QMap<QString, int> expected, drawn;
        for (const float load : loads)
            if (load > 0)
                ++expected[QColor::fromRgb(heatColour(load, false)).name()];
        for (const QString& stroke : content.lineStrokes)
            if (expected.contains(stroke))
                ++drawn[stroke];
        QVERIFY(!expected.isEmpty());
        QCOMPARE(drawn, expected);
        const float busiest = *std::max_element(loads.begin(), loads.end());
        QVERIFY(drawn.contains(QColor::fromRgb(heatColour(busiest, false)).name()));

        request.format = "png";
        request.dotsPerInch = 144;
        request.outputPath = outputPath("gb300-2-heatmap.png").toStdString();
        exportDiagram(request);
        QImage image(QString::fromStdString(request.outputPath));
        QVERIFY(!image.isNull());
        QVERIFY(hasColourNear(image, image.rect(), QColor::fromRgb(heatColour(busiest, false)), 3));

        request.format = "pdf";
        request.outputPath = outputPath("gb300-2-heatmap.pdf").toStdString();
        exportDiagram(request);
        QFile pdf(QString::fromStdString(request.outputPath));
        QVERIFY(pdf.open(QIODevice::ReadOnly));
        QVERIFY(pdf.read(5) == "%PDF-");
    }

    void aSavedJobWithoutGpuDirectShowsItsOwnRun()
    {
        // Staged through host memory, the traffic between the racks is slower: the heatmap is of
        // the job as saved, not of the job with GPUDirect on.
        const Topology& topology = *m_document->topology();
        JobSpec staged = ringJob();
        staged.gpuDirect = false;
        const Catalog& catalog = *m_document->catalog();
        const JobHeatmap direct = jobHeatmapAt(topology, catalog, ringJob(), 0);
        const JobHeatmap withoutGdr = jobHeatmapAt(topology, catalog, staged, 0);
        QVERIFY2(withoutGdr.durationUs > direct.durationUs * 1.01,
            qPrintable(
                QString("%1 us with GPUDirect, %2 us without").arg(direct.durationUs).arg(withoutGdr.durationUs)));
        // A time past the end of the run is refused, saying how long it lasts.
        try {
            jobHeatmapAt(topology, catalog, ringJob(), direct.durationUs * 2);
            QFAIL("a time after the run was accepted");
        } catch (const std::invalid_argument& error) {
            QVERIFY2(QString(error.what()).startsWith("the run lasts "), error.what());
        }
    }

    void bundlesShowTheLoadOfTheirLinksTogether()
    {
        const Topology& topology = *m_document->topology();
        const Scene& scene = *m_document->scene();
        DiagramOptions options;
        options.title = "blocks, half loaded";
        options.detail = DiagramDetail::Blocks;
        options.linkLoads.assign(topology.links.size(), 0.5f);
        const SvgContent content = readSvg(DiagramRenderer(topology, scene, options).render(DiagramFormat::Svg, 96));
        QCOMPARE(content.lineStrokes.count(QColor::fromRgb(heatColour(0.5, false)).name()),
            static_cast<int>(scene.bundles.size()));
    }

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

    void nothingIsWrittenOnError()
    {
        const QString path = outputPath("kept.svg");
        {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("what was there");
        }
        Design design = m_document->design();
        design.jobs = { ringJob() };
        cli::DiagramRequest request;
        request.designPath = "gb300.scalescope.json";
        request.design = &design;
        request.topology = m_document->topology().get();
        request.catalog = m_document->catalog().get();
        request.format = "svg";
        request.outputPath = path.toStdString();

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

        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), QByteArray("what was there"));
    }
};

QTEST_MAIN(TestDiagram)
#include "tst_diagram.moc"

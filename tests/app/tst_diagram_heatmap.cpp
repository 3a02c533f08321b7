// Diagrams of a job's traffic: links in the heat scale's colours of their load (a given load, or
// a saved job's run at a time, as `scalescope export --time` draws it), the scale in the legend,
// a job without GPUDirect its own run, bundles the load of their links together.
#include "DiagramFixtures.h"

#include "gui/diagrams/DiagramExportCommand.h"
#include "gui/diagrams/DiagramRenderer.h"
#include "gui/diagrams/JobHeatmap.h"
#include "gui/rendering/HeatScale.h"
#include "gui/rendering/SceneStyle.h"
#include "sim/LoadTimeline.h"
#include "sim/RankSelection.h"
#include "sim/Simulator.h"

#include <QFile>
#include <QImage>
#include <QtTest>

#include <optional>

using namespace scalescope;
using namespace scalescope::gui;
using namespace scalescope::gui::fixtures;

namespace {
// The heat scale of a diagram: on the light theme's canvas, as files are drawn.
HeatRange paperHeat()
{
    return heatRangeOn(sceneColour("background", false).rgb());
}
} // namespace

class TestDiagramHeatmap : public DiagramTestCase {
    Q_OBJECT
private slots:
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
        QCOMPARE(content.lineStrokes.count(QColor::fromRgb(heatColourAt(1.0, paperHeat())).name()), 1);
        QCOMPARE(content.lineStrokes.count(QColor::fromRgb(heatColourAt(0.5, paperHeat())).name()), 1);
        // Idle links: the neutral grey whatever their tier, never the tier's colour.
        const QColor nvlink = tierColour(LinkTier::NvLink, false);
        QCOMPARE(content.lineStrokes.count(nvlink.name()), 0);
        QVERIFY(content.lineStrokes.count(sceneColour("idleLink", false).name()) > 0);
        // The scale in the legend, log or linear.
        QVERIFY(content.texts.contains("Link utilization"));
        QVERIFY(content.texts.contains("100%"));
        options.logScale = true;
        const SvgContent logContent
            = readSvg(DiagramRenderer(topology, *m_document->scene(), options).render(DiagramFormat::Svg, 96));
        QVERIFY(logContent.texts.contains("Link utilization (log scale)"));
        QVERIFY(logContent.texts.contains("0.1%"));
        QCOMPARE(logContent.lineStrokes.count(QColor::fromRgb(heatColour(0.5, true, paperHeat())).name()), 1);
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
        const SvgContent content = readSvg(QByteArray::fromStdString(exportDiagram(request)));
        QVERIFY(content.error.isEmpty());
        QVERIFY(content.texts.contains("Link utilization"));
        QVERIFY(content.texts.join(" ").contains("link load at"));

        // Every link with traffic wears the heat scale's colour of its load then, the busiest
        // one included; nothing else does.
        QMap<QString, int> expected, drawn;
        for (const float load : loads)
            if (load > 0)
                ++expected[QColor::fromRgb(heatColour(load, false, paperHeat())).name()];
        for (const QString& stroke : content.lineStrokes)
            if (expected.contains(stroke))
                ++drawn[stroke];
        QVERIFY(!expected.isEmpty());
        QCOMPARE(drawn, expected);
        const float busiest = *std::max_element(loads.begin(), loads.end());
        QVERIFY(drawn.contains(QColor::fromRgb(heatColour(busiest, false, paperHeat())).name()));

        request.format = "png";
        request.dotsPerInch = 144;
        const QImage image = QImage::fromData(QByteArray::fromStdString(exportDiagram(request)), "PNG");
        QVERIFY(!image.isNull());
        QVERIFY(hasColourNear(image, image.rect(), QColor::fromRgb(heatColour(busiest, false, paperHeat())), 3));

        request.format = "pdf";
        QVERIFY(exportDiagram(request).starts_with("%PDF-"));
    }

    void aSavedJobWithoutGpuDirectShowsItsOwnRun()
    {
        // Staged through host memory, the traffic between the racks is slower: the heatmap is of
        // the job as saved, not of the job with GPUDirect on. (On GB300 racks the ring's channels,
        // at NCCL's per-channel speed, bind before Grace's host-staged path does, so staging costs
        // its latency per network step, not bandwidth.)
        const Topology& topology = *m_document->topology();
        JobSpec staged = ringJob();
        staged.gpuDirect = false;
        const Catalog& catalog = *m_document->catalog();
        const JobHeatmap direct = jobHeatmapAt(topology, catalog, ringJob(), 0);
        const JobHeatmap withoutGdr = jobHeatmapAt(topology, catalog, staged, 0);
        QVERIFY2(withoutGdr.durationUs > direct.durationUs,
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
        QCOMPARE(content.lineStrokes.count(QColor::fromRgb(heatColour(0.5, false, paperHeat())).name()),
            static_cast<int>(scene.bundles.size()));
    }
};

QTEST_MAIN(TestDiagramHeatmap)
#include "tst_diagram_heatmap.moc"

// Two designs side by side in the window: a baseline chosen on the Compare tab is drawn on a
// canvas of its own at the left, at the open design's scale (Fit shows both whole at the zoom the
// larger needs; zooming one zooms the other), each under a heading naming it; the Traffic tab's
// job runs on both and each canvas plays its own heatmap at the one simulated time, which goes on
// to the slower design's end; a job the baseline cannot run says why on its heading; turned off,
// the open design has the whole canvas again.
#include "InteractionFixtures.h"

#include <QQmlProperty>

using namespace scalescope;
using namespace scalescope::gui;
using namespace scalescope::gui::fixtures;

namespace {

const QString kExamples = QString(SCALESCOPE_SOURCE_DIR) + "/resources/examples/";

QRectF boundsOf(const Scene& scene)
{
    return QRectF(scene.bounds.x, scene.bounds.y, scene.bounds.width, scene.bounds.height);
}

// The share of the canvas's width or height (the larger) that a design's bounds take.
double filled(const TopologyCanvas& canvas, const QRectF& bounds)
{
    const QRectF shown = canvas.visibleScene();
    return std::max(bounds.width() / shown.width(), bounds.height() / shown.height());
}

float maxLoad(const std::vector<float>& loads)
{
    return loads.empty() ? 0.0f : *std::max_element(loads.begin(), loads.end());
}

} // namespace

class TestSideBySide : public InteractionTestCase {
    Q_OBJECT
    ComparisonSession& m_comparison = *m_workspace.comparison();
    BaselineView& m_baseline = *m_workspace.baseline();
    TrafficSession& m_traffic = *m_workspace.traffic();

    TopologyCanvas* baselineCanvas() const { return m_window->findChild<TopologyCanvas*>("baselineCanvas"); }
    QString headingFigures(const char* name) const
    {
        QObject* heading = m_window->findChild<QObject*>(name);
        return heading ? QQmlProperty::read(heading, "figures").toString() : QString();
    }
    // The traffic's job run to its end on the open design and then on the baseline (which starts
    // its run as the open design's comes in; one started before, for another job, is dropped).
    void runJob()
    {
        const int traffic = m_traffic.finishedRuns();
        m_traffic.run();
        QTRY_VERIFY_WITH_TIMEOUT(m_traffic.finishedRuns() > traffic, 30000);
        QTRY_VERIFY_WITH_TIMEOUT(!m_baseline.running(), 30000);
    }

private slots:
    void aBaselineIsDrawnBesideTheDesignAtItsScale()
    {
        const double fullWidth = m_canvas->width();
        QVERIFY(m_comparison.compareWithFile(QUrl::fromLocalFile(kExamples + "dgx-b200-9.scalescope.json")));
        QVERIFY(m_comparison.sideBySide()); // on as a baseline is chosen
        QVERIFY(m_baseline.shown());
        TopologyCanvas* other = baselineCanvas();
        QVERIFY(other);
        QTRY_VERIFY(other->isVisible() && other->width() > 100);
        QTRY_VERIFY(m_canvas->width() < fullWidth * 0.6);
        QVERIFY(qAbs(other->width() - m_canvas->width()) < 2);
        QVERIFY(qAbs(other->height() - m_canvas->height()) < 2);
        // One scale, each design whole, the larger (nine nodes and their fabric) filling its canvas.
        m_canvas->fitToView();
        QCOMPARE(other->zoom(), m_canvas->zoom());
        const QRectF baselineBounds = boundsOf(*m_baseline.scene());
        const QRectF openBounds = boundsOf(*m_document.scene());
        QVERIFY(other->visibleScene().contains(baselineBounds));
        QVERIFY(m_canvas->visibleScene().contains(openBounds));
        QVERIFY(filled(*other, baselineBounds) > 0.9);
        QVERIFY(filled(*m_canvas, openBounds) < filled(*other, baselineBounds));
        // Zooming either zooms both.
        m_canvas->zoomAt(QPointF(m_canvas->width() / 2, m_canvas->height() / 2), 1.5);
        QCOMPARE(other->zoom(), m_canvas->zoom());
        other->zoomAt(QPointF(10, 10), 0.8);
        QCOMPARE(m_canvas->zoom(), other->zoom());
        // Each draws its own design: the baseline's three racks and spines only on the left.
        settle(m_window);
        m_canvas->fitToView();
        settle(m_window);
        QVERIFY(other->shownLabels().contains("rack2"));
        QVERIFY(other->shownLabels().contains("2 spine switches, QM9700"));
        QVERIFY(!m_canvas->shownLabels().contains("rack2"));
        QVERIFY(m_canvas->shownLabels().contains("2 Ethernet switches, 2 storage servers"));
        // The headings name both.
        QObject* heading = m_window->findChild<QObject*>("baselineHeading");
        QVERIFY(heading);
        QVERIFY(QQmlProperty::read(heading, "title").toString().contains("nine DGX B200"));
    }

    void eachCanvasPlaysItsOwnHeatmapAtOneTime()
    {
        m_workspace.view()->setCurrentTab("traffic");
        m_traffic.setCollective("all_reduce");
        m_traffic.setSize("256M");
        m_traffic.setFidelity("flow");
        runJob();
        QVERIFY2(m_baseline.error().isEmpty(), qPrintable(m_baseline.error()));
        QVERIFY(headingFigures("baselineHeading").contains("all_reduce 256M"));
        QVERIFY(headingFigures("currentHeading").contains("all_reduce 256M"));
        // Nine nodes take longer than four: the playback goes on to the baseline's end.
        const double openUs = m_traffic.result()->timeUs();
        QVERIFY(m_traffic.durationUs() > openUs);
        m_traffic.seek(openUs * 0.3);
        QCOMPARE(m_baseline.loads().size(), m_baseline.topology()->links.size());
        QVERIFY(maxLoad(m_baseline.loads()) > 0.1f);
        QVERIFY(maxLoad(m_workspace.view()->linkLoads()) > 0.1f);
        // Past the open design's end the baseline still runs, the open design is quiet.
        m_traffic.seek((openUs + m_traffic.durationUs()) / 2);
        QVERIFY(maxLoad(m_baseline.loads()) > 0.1f);
        QCOMPARE(maxLoad(m_workspace.view()->linkLoads()), 0.0f);
        m_traffic.seek(m_traffic.durationUs());
        QCOMPARE(maxLoad(m_baseline.loads()), 0.0f);
    }

    void aJobTheBaselineCannotRunSaysWhy()
    {
        // The GB300 rack's GPUs are named by tray: it has no node0/gpu0.
        QVERIFY(m_comparison.compareWithFile(QUrl::fromLocalFile(kExamples + "gb300-nvl72-rack.scalescope.json")));
        m_traffic.setRanks("node0/gpu0,node1/gpu0");
        runJob();
        QVERIFY(m_baseline.error().contains("node0/gpu0"));
        QVERIFY(m_baseline.loads().empty());
        QCOMPARE(headingFigures("baselineHeading"), m_baseline.error());
        QVERIFY(m_traffic.error().isEmpty()); // the open design ran it
    }

    void turnedOffTheDesignHasTheWholeCanvas()
    {
        QVERIFY(m_comparison.compareWithFile(QUrl::fromLocalFile(kExamples + "dgx-b200-9.scalescope.json")));
        m_traffic.setRanks("all");
        runJob();
        const double stretchedUs = m_traffic.durationUs();
        QVERIFY(stretchedUs > m_traffic.result()->timeUs());
        const double halfWidth = m_canvas->width();
        m_comparison.setSideBySide(false);
        QVERIFY(!m_baseline.shown());
        QTRY_VERIFY(m_canvas->width() > halfWidth * 1.8);
        QVERIFY(!baselineCanvas()->isVisible());
        QVERIFY(m_comparison.hasBaseline()); // the Compare tab's table stays
        // The playback is the open design's own again, and the baseline's heatmap is gone.
        QVERIFY(m_traffic.durationUs() < stretchedUs);
        QVERIFY(qAbs(m_traffic.durationUs() - m_traffic.result()->timeUs()) < 0.01 * m_traffic.durationUs());
        QVERIFY(m_baseline.loads().empty());
    }
};

QTEST_MAIN(TestSideBySide)
#include "tst_side_by_side.moc"

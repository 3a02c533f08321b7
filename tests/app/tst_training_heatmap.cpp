// While the Training tab is open the canvas's heatmap shows the iteration's links: NVLink only
// with the job inside one rack, InfiniBand too once its TP groups cross the racks; a moment of the
// Gantt chart inside a DP bar shows DP's links, one with only computation none.
#include "TrainingSessionFixture.h"

using namespace scalescope;
using namespace scalescope::gui;
using namespace scalescope::gui::fixtures;

class TestTrainingHeatmap : public QObject, private TrainingSessionFixture {
    Q_OBJECT

private slots:
    void initTestCase() { isolateSettings("tst_training_heatmap"); }
    void init() { open(this); }
    void cleanup() { close(); }

    void theHeatmapShowsNvlinkOnlyWhileTheJobStaysInItsRack()
    {
        m_workspace->view()->setCurrentTab("training");
        QTRY_COMPARE_WITH_TIMEOUT(m_session->finishedRuns(), 1, 30000);
        QVERIFY2(m_session->error().isEmpty(), qPrintable(m_session->error()));
        QTRY_COMPARE_WITH_TIMEOUT(m_session->finishedLoads(), 1, 30000);
        QVERIFY2(m_session->linkLoads(), qPrintable(m_session->heatmapNote()));
        QVERIFY(m_workspace->view()->heatmap());
        const auto tiers = loadedLinksByTier();
        QVERIFY(tiers.count(LinkTier::NvLink) && tiers.at(LinkTier::NvLink) > 0);
        QCOMPARE(tiers.count(LinkTier::InfiniBand), std::size_t(0)); // packed inside rack0's NVLink domain
        QCOMPARE(m_session->activeKinds(), (QStringList { "tp", "pp", "dp" }));

        m_workspace->view()->setCurrentTab("traffic"); // the Traffic tab shows its own loads (none)
        QVERIFY(!m_workspace->view()->heatmap());
        m_workspace->view()->setCurrentTab("training");
        QVERIFY(m_workspace->view()->heatmap());
    }

    void tpAcrossTheRacksLightsUpInfiniBand()
    {
        m_workspace->view()->setCurrentTab("training");
        editLastJob([](TrainingJobSpec& job) { job.placement = "spread"; }); // ranks alternate between racks
        QTRY_COMPARE_WITH_TIMEOUT(m_session->finishedRuns(), 1, 30000);
        QVERIFY2(m_session->error().isEmpty(), qPrintable(m_session->error()));
        QTRY_COMPARE_WITH_TIMEOUT(m_session->finishedLoads(), 1, 30000);
        QVERIFY2(m_session->linkLoads(), qPrintable(m_session->heatmapNote()));
        const auto tiers = loadedLinksByTier();
        QVERIFY(tiers.count(LinkTier::InfiniBand) && tiers.at(LinkTier::InfiniBand) > 0);
        const KindLinkLoads* tp = m_session->linkLoads()->find("tp");
        QVERIFY(tp);
        const Topology& topology = *m_document->topology();
        QVERIFY(std::any_of(tp->links.begin(), tp->links.end(),
            [&](const LinkLoad& l) { return topology.links.at(l.link).tier == LinkTier::InfiniBand; }));
    }

    void scrubbingShowsTheLinksOfWhatRunsAtThatMoment()
    {
        m_workspace->view()->setCurrentTab("training");
        editLastJob([](TrainingJobSpec& job) { job.placement = "spread"; });
        QTRY_COMPARE_WITH_TIMEOUT(m_session->finishedRuns(), 1, 30000);
        QTRY_COMPARE_WITH_TIMEOUT(m_session->finishedLoads(), 1, 30000);
        QVERIFY2(m_session->linkLoads(), qPrintable(m_session->heatmapNote()));
        const KindLinkLoads* dp = m_session->linkLoads()->find("dp");
        QVERIFY(dp && !dp->links.empty());
        const LinkId dpLink = dp->links.front().link;
        const double iterationUs = m_session->result()->iterationUs;

        const double inDp = middleOfFirstBar(TimelineKind::Dp);
        QVERIFY(inDp > 0);
        m_session->scrubTo(inDp / iterationUs);
        QCOMPARE(m_session->activeKinds(), QStringList { "dp" });
        QVERIFY(std::abs(m_session->scrubPosition() - inDp / iterationUs) < 1e-12);
        QVERIFY2(m_session->scrubText().contains("DP"), qPrintable(m_session->scrubText()));
        QCOMPARE(m_workspace->view()->linkLoads().at(dpLink), dp->links.front().utilization);

        const double inCompute = middleOfFirstBar(TimelineKind::Compute); // stage 0's first forward
        m_session->scrubTo(inCompute / iterationUs);
        QVERIFY(m_session->activeKinds().isEmpty());
        QVERIFY(m_workspace->view()->heatmap()); // the heatmap stays, every link idle
        QCOMPARE(m_workspace->view()->linkLoads().at(dpLink), 0.0F);
        QVERIFY2(m_session->scrubText().contains("no communication"), qPrintable(m_session->scrubText()));

        m_session->clearScrub();
        QCOMPARE(m_session->scrubPosition(), -1.0);
        QVERIFY(m_workspace->view()->linkLoads().at(dpLink) > 0);
    }
};

QTEST_MAIN(TestTrainingHeatmap)
#include "tst_training_heatmap.moc"

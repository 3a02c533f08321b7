// Random failures and the blast radius in the core: the seeded draw is the same on every platform
// (its sequence pinned here), a share is rounded to the nearest count, marked parts are not drawn
// again, every drawn link names one link; the touch check sees a job across spines and not one
// under a leaf; blastRadius' before and after.
#include "design/BlastRadius.h"
#include "design/RandomFailures.h"
#include "design/Survivors.h"
#include "train/PlacementPolicies.h"

#include "BuiltClusters.h"

#include <QtTest>

using namespace scalescope;

namespace {

// 8 DGX A100 on a two-tier fat tree: 64 NICs on 4 leaves, each leaf's uplinks split between 2 spines.
Topology smallFatTree()
{
    ClusterOptions options;
    options.fabric = FabricKind::FatTree;
    return fixtures::builtTopology("dgx-a100", 8, options);
}

SurvivingTopology failing(const Topology& topology, const std::vector<std::string>& targets)
{
    FailureScenario scenario;
    for (const std::string& target : targets)
        scenario.marks.push_back(FailureMark { target, FailureState::Failed, std::nullopt, std::nullopt });
    return applyFailures(topology, scenario);
}

} // namespace

class TestRandomFailures : public QObject {
    Q_OBJECT

private slots:
    // std::mt19937_64's sequence is fixed by the standard and the bounded draw is our own: these
    // indices are what every platform draws.
    void theSeededDrawIsPinned()
    {
        const std::vector<std::size_t> drawn = seededSample(100, 5, 1);
        QCOMPARE(drawn, seededSample(100, 5, 1));
        QCOMPARE(drawn, (std::vector<std::size_t> { 28, 79, 62, 45, 0 }));
        QCOMPARE(seededSample(3, 10, 4).size(), std::size_t(3));
    }

    void aShareIsRoundedAndEveryLinkDrawnFails()
    {
        const Topology topology = smallFatTree();
        const RandomFailures drawn
            = drawRandomFailures(topology, RandomFailureKind::IbLink, *parseRandomFailureCount("5%"), 1);
        QCOMPARE(drawn.population, std::size_t(128));
        QCOMPARE(drawn.marks.size(), std::size_t(6)); // 6.4
        FailureScenario scenario;
        scenario.marks = drawn.marks;
        QCOMPARE(applyFailures(topology, scenario).tally.linksFailed, 6);
        QCOMPARE(
            drawRandomFailures(topology, RandomFailureKind::IbLink, *parseRandomFailureCount("10%"), 1).marks.size(),
            std::size_t(13)); // 12.8
    }

    void markedPartsAreNotDrawnAgain()
    {
        const Topology topology = smallFatTree();
        const RandomFailures drawn
            = drawRandomFailures(topology, RandomFailureKind::Spine, *parseRandomFailureCount("1"), 3, { "ib/spine0" });
        QCOMPARE(drawn.population, std::size_t(1));
        QCOMPARE(drawn.marks.front().target, std::string("ib/spine1"));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
            drawRandomFailures(topology, RandomFailureKind::Spine, *parseRandomFailureCount("2"), 3, { "ib/spine0" }));
    }

    void countsAreReadStrictly()
    {
        for (const char* bad : { "", "%", "-1", "+1", "1.5", "101%", "nan%", "1e999", "5 %", "x" })
            QVERIFY2(!parseRandomFailureCount(bad), bad);
        QCOMPARE(parseRandomFailureCount("2.5%")->value, 2.5);
        QCOMPARE(parseRandomFailureKind("switch_tray"), std::optional(RandomFailureKind::SwitchTray));
        QVERIFY(!parseRandomFailureKind("spines"));
    }

    void theTouchCheckFollowsTheJobsFootprint()
    {
        const Topology topology = smallFatTree();
        std::vector<NodeId> all, underLeaf0;
        for (NodeId n = 0; n < topology.nodes.size(); ++n)
            if (topology.nodes[n].kind == NodeKind::Gpu) {
                all.push_back(n);
                if (topology.nodes[n].name.starts_with("node0/") || topology.nodes[n].name.starts_with("node1/"))
                    underLeaf0.push_back(n);
            }
        const SurvivingTopology spine = failing(topology, { "ib/spine1" });
        QCOMPARE(touchedBy(topology, spine, all).why, std::string("ib/spine1 failed"));
        QVERIFY(!touchedBy(topology, spine, underLeaf0).touched);
        const SurvivingTopology leaf = failing(topology, { "ib/leaf0" });
        QVERIFY(touchedBy(topology, leaf, underLeaf0).touched);
        const SurvivingTopology otherNode = failing(topology, { "node5/gpu0" });
        QVERIFY(!touchedBy(topology, otherNode, underLeaf0).touched);
        QCOMPARE(touchedBy(topology, otherNode, all).why, std::string("rank node5/gpu0 failed"));
    }

    void theBlastRadiusRunsEachJobBeforeAndAfter()
    {
        const Topology topology = smallFatTree();
        JobSpec across { .name = "across", .ranks = "all" }; // flow: the fabric's paths, one spine fewer
        JobSpec inside { .name = "inside", .ranks = "0-15" };
        inside.fidelity = Fidelity::Analytic;
        JobSpec lost { .name = "lost", .ranks = "node5/gpu0,node6/gpu0" };
        const std::vector<JobImpact> impacts = blastRadius(topology, Catalog::builtIn(), { across, inside, lost }, {},
            failing(topology, { "ib/spine1", "node5/gpu0" }));
        QCOMPARE(impacts.size(), std::size_t(3));
        QVERIFY(impacts[0].check.touched);
        QVERIFY(impacts[0].slowdown() > 1.5);
        QVERIFY(!impacts[1].check.touched);
        QCOMPARE(impacts[1].after.timeUs, impacts[1].before.timeUs);
        QVERIFY(impacts[2].before.ran());
        QVERIFY2(
            impacts[2].after.cannotRun.find("node5/gpu0") != std::string::npos, impacts[2].after.cannotRun.c_str());
        QCOMPARE(impacts[2].slowdown(), 0.0);
    }
};

QTEST_GUILESS_MAIN(TestRandomFailures)
#include "tst_random_failures.moc"

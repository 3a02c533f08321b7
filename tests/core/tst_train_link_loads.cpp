// Where an iteration's communication goes, link by link (IterationLinkLoads): on two DGX H100 nodes
// with TP 8 inside each node TP loads NVLink only and DP crosses InfiniBand; with DP innermost
// (dp-tp-pp) the TP groups span both nodes and TP's loads reach InfiniBand. PP's groups are the
// pairs of neighbouring stages; the experts' gradients go over expert DP groups; the loads shown at a moment are the
// largest of the kinds active.
#include "BuiltClusters.h"
#include "TrainingFixtures.h"

#include "sim/RankLayout.h"
#include "train/IterationLinkLoads.h"

#include <QtTest>

using namespace scalescope;
using fixtures::builtTopology;

namespace {

IterationResult iterate(const Topology& topology, int tp, int pp, int dp, const char* order)
{
    ParallelConfig c;
    c.tp = tp;
    c.pp = pp;
    c.dp = dp;
    IterationOptions options;
    options.order = parseRankOrder(order, c);
    return fixtures::iterateOnFirstGpus(topology, "llama3-8b", c, options);
}

int linksOfTier(const Topology& topology, const KindLinkLoads& kind, LinkTier tier)
{
    int count = 0;
    for (const LinkLoad& load : kind.links) {
        if (load.utilization <= 0 || load.utilization > 1)
            return -1; // only loaded links are listed, none above the line rate
        count += topology.links.at(load.link).tier == tier ? 1 : 0;
    }
    return count;
}

} // namespace

class TestTrainLinkLoads : public QObject {
    Q_OBJECT

private slots:
    void tpInsideTheNodesLoadsNvlinkAndDpCrossesInfiniband()
    {
        const Topology topology = builtTopology("dgx-h100", 2);
        const IterationResult result = iterate(topology, 8, 1, 2, "tp-cp-ep-dp-pp");
        const IterationLinkLoads loads = iterationLinkLoads(topology, Catalog::builtIn(), result, {});
        QCOMPARE(loads.kinds.size(), std::size_t(2)); // tp, dp
        const KindLinkLoads* tp = loads.find("tp");
        const KindLinkLoads* dp = loads.find("dp");
        QVERIFY(tp && dp && !loads.find("pp"));
        QVERIFY(tp->runUs > 0);
        QVERIFY(linksOfTier(topology, *tp, LinkTier::NvLink) > 0);
        QCOMPARE(linksOfTier(topology, *tp, LinkTier::InfiniBand), 0);
        QVERIFY(linksOfTier(topology, *dp, LinkTier::InfiniBand) > 0);
        QVERIFY2(QString::fromStdString(tp->during).contains("2 groups of 8 GPUs"), tp->during.c_str());
    }

    void tpAcrossTheNodesLoadsInfiniband()
    {
        const Topology topology = builtTopology("dgx-h100", 2);
        const IterationResult result = iterate(topology, 8, 1, 2, "dp-tp-pp");
        const IterationLinkLoads loads = iterationLinkLoads(topology, Catalog::builtIn(), result, {});
        const KindLinkLoads* tp = loads.find("tp");
        QVERIFY(tp);
        QVERIFY(linksOfTier(topology, *tp, LinkTier::InfiniBand) > 0);
    }

    void ppGroupsArePairsOfNeighbouringStages()
    {
        ParallelConfig c;
        c.pp = 4;
        c.dp = 2;
        const auto pairs = groupsOfKind(c, parseRankOrder("tp-cp-ep-dp-pp", c), { "pp", Collective::SendRecv });
        QCOMPARE(pairs.size(), std::size_t(6)); // 3 per pipeline, 2 pipelines
        QCOMPARE(pairs.front(), (std::vector<int> { 0, 2 }));
        QVERIFY(groupsOfKind(c, parseRankOrder("tp-cp-ep-dp-pp", c), { "tp", Collective::AllGather })
                    .empty()); // TP 1: no group
        QVERIFY(groupsOfKind(c, parseRankOrder("tp-cp-ep-dp-pp", c), { "bubble", Collective::AllReduce }).empty());
        // Interleaved, the chunks go round: the last stage passes its output to the first.
        c.vpp = 2;
        const auto round = groupsOfKind(c, parseRankOrder("tp-cp-ep-dp-pp", c), { "pp", Collective::SendRecv });
        QCOMPARE(round.size(), std::size_t(8));
        QCOMPARE(round[3], (std::vector<int> { 6, 0 }));
    }

    // a2a+p2p at CP 8 in groups of 4: the all-to-all's groups are 4 consecutive CP ranks, the
    // ring's the 2 ranks at the same place in each, as the iteration timed them.
    void hierarchicalCpLoadsTheGroupsItRanOn()
    {
        ParallelConfig c;
        c.cp = 8;
        c.cpComm = ContextParallelComm::AllToAllThenRing;
        c.cpAllToAllRanks = 4;
        const RankOrder order = parseRankOrder("tp-cp-ep-dp-pp", c);
        QCOMPARE(groupsOfKind(c, order, { "cp", Collective::AllToAll }),
            (std::vector<std::vector<int>> { { 0, 1, 2, 3 }, { 4, 5, 6, 7 } }));
        QCOMPARE(groupsOfKind(c, order, { "cp", Collective::AllGather }),
            (std::vector<std::vector<int>> { { 0, 4 }, { 1, 5 }, { 2, 6 }, { 3, 7 } }));
    }

    // Mixtral 8x7B at DP 32 and EP 8: the experts' gradients, most of the DP traffic, are reduced
    // over expert DP groups of 4 (the ranks holding the same experts), the dense weights' over all
    // 32; the heatmap replays the busiest on the groups it ran on.
    void expertGradientsLoadTheExpertDpGroups()
    {
        const Topology topology = builtTopology("dgx-h100", 4);
        ParallelConfig c;
        c.dp = 32;
        c.ep = 8;
        c.seqLength = 4096;
        c.recompute = Recompute::Full;
        const IterationResult result = fixtures::iterateOnFirstGpus(topology, "mixtral-8x7b", c);
        const IterationCollective* experts = nullptr;
        const IterationCollective* dense = nullptr;
        for (const IterationCollective& collective : result.collectives)
            if (collective.kind == "dp")
                (collective.onExpertGroups ? experts : dense) = &collective;
        QVERIFY(experts && dense);
        QVERIFY(experts->totalUs() > dense->totalUs());
        const auto expertGroups = groupsOfKind(result.config, result.order, *experts);
        QCOMPARE(expertGroups.size(), std::size_t(8));
        QCOMPARE(expertGroups.front(), (std::vector<int> { 0, 8, 16, 24 })); // the ranks with rank 0's experts
        QCOMPARE(groupsOfKind(result.config, result.order, *dense).size(), std::size_t(1));
        const IterationLinkLoads loads = iterationLinkLoads(topology, Catalog::builtIn(), result, {});
        const KindLinkLoads* dp = loads.find("dp");
        QVERIFY(dp);
        QVERIFY2(QString::fromStdString(dp->during).contains("8 groups of 4 GPUs"), dp->during.c_str());
    }

    void aMomentShowsTheLargestLoadOfTheKindsActive()
    {
        IterationLinkLoads loads;
        loads.kinds.push_back({ "tp", "", 1, { { 1, 0.5F }, { 3, 0.25F } } });
        loads.kinds.push_back({ "dp", "", 1, { { 3, 0.75F }, { 9, 0.5F } } });
        std::vector<float> out;
        combineLinkLoads(loads, { "tp", "dp" }, 5, out);
        QCOMPARE(out, (std::vector<float> { 0, 0.5F, 0, 0.75F, 0 })); // link 9 beyond the topology left out
        combineLinkLoads(loads, { "tp" }, 5, out);
        QCOMPARE(out, (std::vector<float> { 0, 0.5F, 0, 0.25F, 0 }));
        combineLinkLoads(loads, {}, 5, out);
        QCOMPARE(out, std::vector<float>(5, 0.0F));
    }
};

QTEST_GUILESS_MAIN(TestTrainLinkLoads)
#include "tst_train_link_loads.moc"

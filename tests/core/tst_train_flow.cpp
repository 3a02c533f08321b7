// A training iteration at flow fidelity: every group of a kind runs at the same moment on one
// network. Where nothing is shared (one DGX node; DP on its own rails) it agrees with the analytic
// iteration; where groups meet on an oversubscribed fabric's uplinks it is slower, and the busiest
// links it reports are those uplinks; groups inside NVLink domains are timed once per shape.
#include "BuiltClusters.h"
#include "TrainingFixtures.h"

#include "design/TrainingJobPlacement.h"
#include "model/Names.h"
#include "sim/RankLayout.h"
#include "train/TrainingIteration.h"
#include "train/TrainingTenants.h"

#include <QtTest>

#include <cmath>

using namespace scalescope;
using fixtures::builtTopology;

namespace {

constexpr double kAgreement = 0.01; // flow within 1% of analytic where no link is shared

ParallelConfig config(int tp, int pp, int dp)
{
    ParallelConfig c;
    c.tp = tp;
    c.pp = pp;
    c.dp = dp;
    return c;
}

IterationResult iterate(const Topology& topology, const ParallelConfig& c, Fidelity fidelity,
    const char* order = "tp-cp-ep-dp-pp", const char* modelId = "llama3-8b")
{
    IterationOptions options;
    options.order = parseRankOrder(order, c);
    options.sim.fidelity = fidelity;
    return fixtures::iterateOnFirstGpus(topology, modelId, c, options);
}

// Every collective at flow takes at least what it takes alone (analytic), within rounding.
void verifyNoCollectiveFaster(const IterationResult& flow, const IterationResult& analytic)
{
    QCOMPARE(flow.collectives.size(), analytic.collectives.size());
    for (const IterationCollective& f : flow.collectives)
        for (const IterationCollective& a : analytic.collectives)
            if (f.kind == a.kind && f.collective == a.collective && f.bytes == a.bytes)
                QVERIFY2(f.eachUs >= a.eachUs * (1 - 1e-9), qPrintable(QString::fromStdString(f.kind)));
}

Topology oversubscribedDgx(int nodes)
{
    ClusterOptions options;
    options.oversubscription = 8;
    return builtTopology("dgx-h100", nodes, options);
}

// The GPUs of the given DGX nodes, node by node.
std::vector<NodeId> nodesGpus(const Topology& topology, const std::vector<int>& nodes)
{
    std::vector<NodeId> gpus;
    for (int n : nodes)
        for (int g = 0; g < 8; ++g)
            gpus.push_back(topology.findNode("node" + std::to_string(n) + "/gpu" + std::to_string(g)).value());
    return gpus;
}

TenantJob tenant(const std::string& name, const Topology& topology, const std::vector<int>& nodes,
    const char* order = "tp-cp-ep-dp-pp")
{
    TenantJob job;
    job.name = name;
    job.model = Catalog::builtIn().model("llama3-8b");
    job.gpus = nodesGpus(topology, nodes);
    job.config = config(8, 1, static_cast<int>(nodes.size()));
    job.options.order = parseRankOrder(order, job.config);
    return job;
}

std::vector<int> nodeRange(int first, int count, int step = 1)
{
    std::vector<int> nodes;
    for (int i = 0; i < count; ++i)
        nodes.push_back(first + i * step);
    return nodes;
}

} // namespace

class TestTrainFlow : public QObject {
    Q_OBJECT
private slots:
    void flowAgreesWithAnalyticInsideOneNode()
    {
        const Topology topology = builtTopology("dgx-h100", 1);
        const IterationResult analytic = iterate(topology, config(8, 1, 1), Fidelity::Analytic);
        const IterationResult flow = iterate(topology, config(8, 1, 1), Fidelity::Flow);
        QVERIFY(flow.fidelity == Fidelity::Flow);
        QVERIFY(std::abs(flow.iterationUs - analytic.iterationUs) <= kAgreement * analytic.iterationUs);
        QVERIFY(!flow.busiestLinks.empty());
        QVERIFY(topology.links[flow.busiestLinks.front().link].tier == LinkTier::NvLink);
        QVERIFY(analytic.busiestLinks.empty());
    }

    void dataParallelRailsShareNothing()
    {
        // TP 8 in each of 2 nodes, DP 2: each DP pair on its own rail's NICs, all eight at once.
        const Topology topology = builtTopology("dgx-h100", 2);
        const IterationResult analytic = iterate(topology, config(8, 1, 2), Fidelity::Analytic);
        const IterationResult flow = iterate(topology, config(8, 1, 2), Fidelity::Flow);
        QVERIFY(analytic.breakdownUs.dp > 0 || !analytic.collectives.empty());
        QVERIFY(std::abs(flow.iterationUs - analytic.iterationUs) <= kAgreement * analytic.iterationUs);
        verifyNoCollectiveFaster(flow, analytic);
    }

    void groupsMeetingOnOversubscribedUplinksAreSlower()
    {
        // 64 DGX nodes, leaves 8:1 oversubscribed. DP innermost puts each TP group on one rail
        // across 8 nodes in both scalable units: the TP groups of a rail cross the same leaf's
        // few uplinks at once. Alone (analytic) each group has them to itself.
        const Topology topology = oversubscribedDgx(64);
        const ParallelConfig c = config(8, 1, 64);
        const IterationResult analytic = iterate(topology, c, Fidelity::Analytic, "dp-tp-pp");
        const IterationResult flow = iterate(topology, c, Fidelity::Flow, "dp-tp-pp");
        const IterationResult packed = iterate(topology, c, Fidelity::Flow);
        verifyNoCollectiveFaster(flow, analytic);
        QVERIFY2(flow.breakdownUs.tp > 2 * analytic.breakdownUs.tp,
            qPrintable(QString("flow TP %1 us, analytic %2 us").arg(flow.breakdownUs.tp).arg(analytic.breakdownUs.tp)));
        QVERIFY(flow.iterationUs > packed.iterationUs);
        const BusyLink& busiest = flow.busiestLinks.front();
        QVERIFY(topology.links[busiest.link].tier == LinkTier::InfiniBand);
        const Link& link = topology.links[busiest.link];
        QVERIFY2(topology.nodes[link.a].kind == NodeKind::IbSwitch && topology.nodes[link.b].kind == NodeKind::IbSwitch,
            "the busiest link is a leaf-spine uplink");
        QVERIFY(busiest.utilization > 0.5 && busiest.utilization <= 1 + 1e-9);
    }

    void groupsInsideNvlinkDomainsAreTimedOncePerShape()
    {
        // Two NVL72 racks, TP 8 inside each: 18 TP groups of one shape, timed as one rack's set.
        const Topology topology = builtTopology("gb200-nvl72", 2);
        const ParallelConfig c = config(8, 1, 18);
        const IterationResult analytic = iterate(topology, c, Fidelity::Analytic);
        const IterationResult flow = iterate(topology, c, Fidelity::Flow);
        QCOMPARE(flow.simulations, analytic.simulations);
        verifyNoCollectiveFaster(flow, analytic);
    }

    void tenantsSharingSpinesSlowEachOther()
    {
        // Two tenants on alternate nodes of 64 (both scalable units), TP across nodes on one rail:
        // both jobs' TP groups cross the same 8:1 leaves' uplinks.
        const Topology topology = oversubscribedDgx(64);
        const std::vector<TenantResult> results = simulateTenants(topology, Catalog::builtIn(),
            { tenant("a", topology, nodeRange(0, 32, 2), "dp-tp-pp"),
                tenant("b", topology, nodeRange(1, 32, 2), "dp-tp-pp") });
        QCOMPARE(results.size(), std::size_t(2));
        for (const TenantResult& r : results) {
            QVERIFY(r.alone.fidelity == Fidelity::Flow && r.together.fidelity == Fidelity::Flow);
            QVERIFY2(r.slowdown() > 1.05, qPrintable(QString("slowdown %1").arg(r.slowdown())));
            verifyNoCollectiveFaster(r.together, r.alone);
        }
    }

    void tenantInsideItsDomainIsNotSlowed()
    {
        // Tenant a on node 0 alone (TP 8 on NVLink); tenant b's DP over nodes 1-3 crosses the
        // fabric. They share no link: a is exactly as fast together; b too, a's traffic being
        // on NVLink only.
        const Topology topology = builtTopology("dgx-h100", 4);
        const std::vector<TenantResult> results = simulateTenants(
            topology, Catalog::builtIn(), { tenant("a", topology, { 0 }), tenant("b", topology, { 1, 2, 3 }) });
        QCOMPARE(results[0].together.iterationUs, results[0].alone.iterationUs);
        QCOMPARE(results[1].together.iterationUs, results[1].alone.iterationUs);
        QVERIFY(results[1].alone.breakdownUs.dp > 0 || !results[1].alone.collectives.empty());
    }

    void savedJobsArePlacedInOrderOnWhatIsLeft()
    {
        // Three DGX nodes: a 16-GPU job, a 16-GPU job that no longer fits, an 8-GPU job.
        const Topology topology = builtTopology("dgx-h100", 3);
        TrainingJobSpec first, tooBig, last;
        first.name = "first";
        first.parallel = config(8, 1, 2);
        tooBig.name = "too-big";
        tooBig.parallel = config(8, 1, 2);
        last.name = "last";
        last.parallel = config(8, 1, 1);
        const std::vector<PlacedTrainingJob> placed = placeTrainingJobs({ first, tooBig, last }, topology);
        QCOMPARE(placed.size(), std::size_t(3));
        QVERIFY(placed[0].ok() && placed[0].gpus.size() == 16);
        QVERIFY(!placed[1].ok() && placed[1].gpus.empty() && !placed[1].problem.empty());
        QVERIFY(placed[2].ok() && placed[2].gpus.size() == 8);
        for (NodeId gpu : placed[2].gpus)
            QVERIFY(std::find(placed[0].gpus.begin(), placed[0].gpus.end(), gpu) == placed[0].gpus.end());
    }

    void tenantErrorsNameTheJob()
    {
        const Topology topology = builtTopology("dgx-h100", 2);
        TenantJob bad = tenant("bad", topology, { 0 });
        bad.config.tp = 3; // Llama 3 8B's 32 heads do not divide by 3
        try {
            simulateTenants(topology, Catalog::builtIn(), { tenant("a", topology, { 1 }), bad });
            QFAIL("an invalid configuration ran");
        } catch (const TrainingConfigError& e) {
            QVERIFY(!e.problems().empty());
            QVERIFY(e.problems().front().find("job \"bad\"") != std::string::npos);
        }
    }
};

QTEST_GUILESS_MAIN(TestTrainFlow)
#include "tst_train_flow.moc"

// A flow-fidelity run is estimated before it starts and refused above the memory budget it is
// given: the issue's runs that ran out of memory (alltoall on 2048 DGX H100 nodes, on 64 GB200
// racks) are refused at once, with the estimate and the way out, and a run within the budget
// runs as before. No test here needs more than a few MiB: the budgets are parameters.
#include "BuiltClusters.h"

#include "design/JobRunner.h"
#include "sim/AlgorithmPhases.h"
#include "sim/ChannelCapacities.h"
#include "sim/FlowMemory.h"
#include "sim/PhaseFlows.h"
#include "sim/PlaneFold.h"
#include "sim/Router.h"
#include "sim/SimulateTogether.h"

#include <QtTest>

using namespace scalescope;
using namespace scalescope::fixtures;

namespace {

JobSpec alltoall(Algorithm algorithm = Algorithm::Auto)
{
    JobSpec spec;
    spec.collective = Collective::AllToAll;
    spec.bytes = ByteCount(1) << 30;
    spec.algorithm = algorithm;
    spec.fidelity = Fidelity::Flow;
    return spec;
}

constexpr double kGiB = 1024.0 * 1024 * 1024;

// The refusal runJob gives under `budget`, or nothing when the job ran.
std::optional<JobError> refusal(const Topology& topology, const JobSpec& spec, double budget)
{
    JobRunOptions options;
    options.memoryBudgetBytes = budget;
    try {
        runJob(topology, Catalog::builtIn(), spec, options);
    } catch (const JobError& error) {
        return error;
    }
    return std::nullopt;
}

} // namespace

class TestSimFlowMemory : public QObject {
    Q_OBJECT
private slots:
    void theIssuesRunsAreRefusedBeforeTheyStart_data()
    {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<int>("count");
        QTest::addColumn<int>("gpus");
        QTest::addColumn<int>("budgetGiB");
        // Both ran out of a 12 GB cap after 20-30 s (std::bad_alloc) before any estimate. Since
        // flows are merged as they are routed and a rack's 18 NVSwitch chips routed as one
        // (PlaneFold), 64 GB200 racks need about 2 GiB: refused under 1.
        QTest::newRow("dgx-h100 x 2048") << "dgx-h100" << 2048 << 16384 << 12;
        QTest::newRow("gb200-nvl72 x 64") << "gb200-nvl72" << 64 << 4608 << 1;
    }

    void theIssuesRunsAreRefusedBeforeTheyStart()
    {
        QFETCH(QString, preset);
        QFETCH(int, count);
        QFETCH(int, gpus);
        QFETCH(int, budgetGiB);
        const Topology topology = builtTopology(preset.toStdString(), count);
        const auto error = refusal(topology, alltoall(), budgetGiB * kGiB);
        QVERIFY(error.has_value());
        QCOMPARE(error->part(), JobError::Part::Memory);
        const QString what = error->what();
        QVERIFY2(what.contains("a flow-fidelity run of alltoall") && what.contains(QString("on %1 GPUs").arg(gpus))
                && what.contains(QString::fromStdString("more than its budget of " + formatMemory(budgetGiB * kGiB)))
                && what.contains("use analytic fidelity"),
            qPrintable(what));
        // Analytic fidelity runs the same job at once.
        JobSpec analytic = alltoall();
        analytic.fidelity = Fidelity::Analytic;
        QVERIFY(!refusal(topology, analytic, budgetGiB * kGiB).has_value());
    }

    void anAlltoallOn64Gb200RacksFitsA32GBMachine()
    {
        // Half of a 32 GB machine is its default budget. The estimate counts the flows merged: the
        // routes inside each rack and a network segment per relaying GPU and destination.
        const Topology topology = builtTopology("gb200-nvl72", 64);
        const RankLayout layout = layoutRanks(topology, Catalog::builtIn(), allGpus(topology));
        Router router(topology, layout, true);
        const PlaneFold fold = foldSwitchPlanes(topology,
            channelCapacities(topology, layout, Protocol::Simple, Algorithm::Ring, Collective::AllReduce, {}));
        router.foldPlanes(&fold.copies);
        const FlowMemoryEstimate estimate = estimateAllPairsMemory(layout, router, 2 * topology.links.size(), true);
        QCOMPARE(estimate.transfers, 4608.0 * 4607);
        // 72 x 71 pairs in each of 64 racks over the 18 NVSwitch chips folded into one; 18 relays
        // per rack and rail (one per tray) to each of the 64 x 1152 - 18 GPUs on their rail
        // elsewhere, 4 rails.
        QCOMPARE(estimate.peakFlows, 72.0 * 71 * 64 + 64 * 4 * 18 * (1152.0 - 18));
        QVERIFY2(estimate.bytes > 1 * kGiB && estimate.bytes < 4 * kGiB, qPrintable(QString::number(estimate.bytes)));
    }

    void aRunWithinItsBudgetRunsAndSaysItsEstimate()
    {
        const Topology topology = builtTopology("dgx-h100", 2);
        JobRunOptions options;
        options.memoryBudgetBytes = 1 * kGiB;
        const JobResult result = runJob(topology, Catalog::builtIn(), alltoall(Algorithm::Direct), options);
        const double estimate = result.simulation.flowMemory.bytes;
        QVERIFY2(estimate > 0 && estimate < 64.0 * 1024 * 1024, qPrintable(QString::number(estimate)));
        QVERIFY(result.simulation.timeUs > 0);
        // Just below its own estimate, the same run is refused; no budget sets no limit.
        QCOMPARE(refusal(topology, alltoall(Algorithm::Direct), estimate * 0.99)->part(), JobError::Part::Memory);
        QVERIFY(!refusal(topology, alltoall(Algorithm::Direct), 0).has_value());
    }

    void collectivesRunTogetherAreEstimatedAsOneRun()
    {
        // Eight all-reduces of one node each, run together. Their routers share the topology's
        // tables and their flows one network, so the link directions count once: eight fit in four
        // times what one alone is estimated to need. Above the budget, the refusal says how many
        // were counted when it was passed, not one collective's name as if it alone needed it all.
        const Topology topology = builtTopology("dgx-h100", 8);
        std::vector<Workload> workloads;
        for (NodeId gpu = 0, node = 0; node < 8; ++node) {
            Workload w;
            w.collective = Collective::AllReduce;
            w.bytes = ByteCount(1) << 30;
            w.algorithm = Algorithm::Ring;
            while (w.ranks.size() < 8) {
                if (topology.nodes[gpu].kind == NodeKind::Gpu)
                    w.ranks.push_back(gpu);
                ++gpu;
            }
            workloads.push_back(std::move(w));
        }
        SimOptions options;
        options.fidelity = Fidelity::Flow;
        const double alone = simulate(topology, Catalog::builtIn(), workloads[0], options).flowMemory.bytes;
        QVERIFY(alone > 0);
        options.memoryBudgetBytes = 4 * alone;
        const TogetherResult together = simulateTogether(topology, Catalog::builtIn(), workloads, options);
        QVERIFY(together.timeUs > 0);
        options.memoryBudgetBytes = 1.001 * alone;
        try {
            simulateTogether(topology, Catalog::builtIn(), workloads, options);
            QFAIL("eight collectives together ran within the budget of one");
        } catch (const FlowMemoryExceeded& error) {
            const QString what = error.what();
            QVERIFY2(what.contains("a flow-fidelity run of 8 collectives together, of which the first 2 would need"),
                qPrintable(what));
        }
    }

    void theEstimateCountsWhatTheRunHolds()
    {
        auto countsOf = [](const Topology& topology, JobSpec spec) {
            return runJob(topology, Catalog::builtIn(), spec).simulation.flowMemory;
        };
        const Topology small = builtTopology("dgx-h100", 2), large = builtTopology("dgx-h100", 8);
        // An alltoall holds n(n-1) transfers, all routed at once, but the flows they merge into
        // grow more slowly: four times the GPUs, less than sixteen times the memory.
        const FlowMemoryEstimate direct = countsOf(large, alltoall(Algorithm::Direct));
        QCOMPARE(direct.transfers, 64.0 * 63);
        QCOMPARE(direct.channels, 2.0 * large.links.size());
        // Merged: the 8 x 7 routes inside each node over its 4 NVSwitch chips, folded into two
        // (the 5-lane and the 4-lane pair), and from each node one relaying GPU per rail to each
        // of the 7 GPUs on that rail elsewhere.
        QCOMPARE(direct.peakFlows, 8.0 * 7 * 8 * 2 + 8 * 8 * 7);
        const double ratio = direct.bytes / countsOf(small, alltoall(Algorithm::Direct)).bytes;
        QVERIFY2(ratio > 4 && ratio < 20, qPrintable(QString::number(ratio)));
        // Pairwise holds the same transfers but routes one partner a phase.
        const FlowMemoryEstimate pairwise = countsOf(large, alltoall(Algorithm::Pairwise));
        QCOMPARE(pairwise.transfers, direct.transfers);
        QCOMPARE(pairwise.totalFlows, direct.totalFlows);
        QVERIFY(pairwise.peakFlows * 4 < direct.peakFlows);
        // A ring: one per local GPU, each GPU sending to the next: 8 x 64 transfers.
        JobSpec ring = alltoall(Algorithm::Ring);
        ring.collective = Collective::AllReduce;
        QCOMPARE(countsOf(large, ring).transfers, 8.0 * 64);
    }

    void anAlltoallUnderStaticEcmpCountsEveryHashedConnection()
    {
        // Under ECMP a network route is one flow per hashed connection: NCCL's 2 a NIC pair on DGX
        // H100, times the queue pairs of each. Counted as one, an alltoall of 256 MiB on 32 such
        // nodes with 64 queue pairs was estimated at 7 MB and held 257 MB.
        ClusterOptions roce;
        roce.network = ScaleOutNetwork::RoceV2;
        roce.fabric = FabricKind::FatTree;
        roce.routing = FabricRouting::Ecmp;
        const Topology topology = builtTopology("dgx-h100", 8, roce);
        const auto peakFlows = [&](int qps) {
            JobSpec spec = alltoall(Algorithm::Direct);
            spec.bytes = ByteCount(1) << 20;
            spec.qpsPerConnection = qps;
            return runJob(topology, Catalog::builtIn(), spec).simulation.flowMemory.peakFlows;
        };
        // The routes inside each node over its NVSwitch chips (folded into two), and from each
        // node one relaying GPU per rail to each of the 7 GPUs on that rail elsewhere, a flow for
        // each path its connections were hashed onto: 2 connections, 2 paths of the 1,024 between
        // the two leaves; 32 connections, a few of them on one path and merged.
        const double inNodes = 8.0 * 7 * 8 * 2, networkRoutes = 8.0 * 8 * 7;
        QCOMPARE(peakFlows(1), inNodes + networkRoutes * 2);
        const double sixteen = peakFlows(16);
        QVERIFY2(sixteen > inNodes + networkRoutes * 28 && sixteen <= inNodes + networkRoutes * 32,
            qPrintable(QString::number((sixteen - inNodes) / networkRoutes)));
    }

    void aTreeCountsTheSpreadPathsBetweenTwoLeavesOnce_data()
    {
        QTest::addColumn<int>("algorithm");
        QTest::newRow("tree") << static_cast<int>(Algorithm::Tree);
        QTest::newRow("nvlstree") << static_cast<int>(Algorithm::NvlsTree);
    }

    void aTreeCountsTheSpreadPathsBetweenTwoLeavesOnce()
    {
        // Adaptive routing spreads each transfer between two leaves over every spine; those paths
        // are routed once per pair of leaves and merged. The estimate counted them once per pair
        // of GPUs: 6.8 times the memory the nvlstree all_reduce on 512 DGX H100 nodes took (1.2
        // GiB for 184 MiB), so that runs which fit were refused.
        QFETCH(int, algorithm);
        const Topology topology = builtTopology("dgx-h100", 64);
        const RankLayout layout = layoutRanks(topology, Catalog::builtIn(), allGpus(topology));
        Router router(topology, layout, true);
        const PlaneFold fold = foldSwitchPlanes(topology,
            channelCapacities(topology, layout, Protocol::Simple, Algorithm::Ring, Collective::AllReduce, {}));
        router.foldPlanes(&fold.copies);
        const TransferPatterns patterns(layout, router, StepLatencies {}, 1 << 30);
        Estimate chosen;
        chosen.algorithm = static_cast<Algorithm>(algorithm);
        std::vector<Phase> phases = expandPhases(patterns, Collective::AllReduce, chosen.algorithm, chosen, layout);
        QCOMPARE(phases.size(), std::size_t { 1 });
        const FlowMemoryEstimate estimate = estimateFlowMemory(phases, router, 2 * topology.links.size());
        TierBytes payload {};
        const double routed = static_cast<double>(routePhase(phases[0], router, topology, payload).size());
        QVERIFY2(estimate.peakFlows > 0.5 * routed && estimate.peakFlows < 2 * routed,
            qPrintable(QString("estimated %1 flows, routed %2").arg(estimate.peakFlows).arg(routed)));
    }

    void memoryIsWrittenInBinaryUnits()
    {
        QCOMPARE(formatMemory(512), std::string("512 B"));
        QCOMPARE(formatMemory(1536), std::string("1.5 KiB"));
        QCOMPARE(formatMemory(12 * kGiB), std::string("12 GiB"));
        QCOMPARE(formatMemory(11.7 * kGiB), std::string("12 GiB"));
        QCOMPARE(formatMemory(7.25 * kGiB), std::string("7.2 GiB"));
        QCOMPARE(formatMemory(300 * 1024 * kGiB), std::string("300 TiB"));
        QCOMPARE(formatMemory(11.7 * kGiB, 1), std::string("11.7 GiB"));
        QCOMPARE(formatMemory(512, 2), std::string("512 B"));
        // A refusal whose need and budget would both read "12 GiB" tells them apart.
        FlowMemoryEstimate estimate;
        estimate.bytes = 12.4 * kGiB;
        estimate.peakFlows = 79493;
        try {
            requireWithinBudget(estimate, 11.7 * kGiB, "sendrecv (direct) on 2 GPUs");
            QFAIL("not refused");
        } catch (const FlowMemoryExceeded& error) {
            const std::string what = error.what();
            QVERIFY2(what.find("about 12.4 GiB of memory (79,493 flows at once), more than its budget of 11.7 GiB")
                    != std::string::npos,
                what.c_str());
        }
    }
};

QTEST_APPLESS_MAIN(TestSimFlowMemory)
#include "tst_sim_flow_memory.moc"

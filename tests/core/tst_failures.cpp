// The failure scenario: what survives (Survivors.h), the design file's "failures" section, and
// jobs on the survivors: routing takes the paths left, a failed NIC's GPU goes through a
// neighbour's NIC, a partitioned fabric and a failed GPU are refused naming what is missing; the
// analytic model sees the leaves' and the pods' uplinks a failure leaves.
#include "design/JobRunner.h"
#include "design/Survivors.h"
#include "io/DesignFile.h"
#include "model/InputError.h"
#include "sim/Router.h"

#include "BuiltClusters.h"

#include <QtTest>

using namespace scalescope;
using namespace scalescope::fixtures;

namespace {

constexpr ByteCount kGiB = ByteCount(1) << 30;

// 8 DGX A100 on a two-tier fat tree: 64 NICs on 4 leaves (20, 20, 20 and 4) with as many uplinks,
// half of each leaf's to each of the 2 spines.
Design smallFatTree()
{
    Design design;
    ClusterOptions options;
    options.preset = "dgx-a100";
    options.count = 8;
    options.fabric = FabricKind::FatTree;
    design.generator = options;
    return design;
}

ExpandedDesign expanded(const Design& design)
{
    return expandDesign(design, Catalog::builtInShared(), "mem");
}

FailureMark failed(const std::string& target)
{
    return FailureMark { target, FailureState::Failed, std::nullopt, std::nullopt };
}

JobSpec allReduce(Fidelity fidelity, std::optional<FabricRouting> routing = std::nullopt, std::string ranks = "all")
{
    JobSpec job;
    job.ranks = std::move(ranks);
    job.bytes = kGiB;
    job.fidelity = fidelity;
    job.routing = routing;
    return job;
}

// Bytes the run put on links with an end at `device` (of the full topology).
double bytesAt(const Topology& full, const SimResult& result, const std::string& device)
{
    const NodeId id = *full.findNode(device);
    double bytes = 0;
    for (const LinkTimeline& timeline : result.links) {
        const Link& link = full.links[timeline.link];
        if (link.a == id || link.b == id)
            bytes += timeline.bytes;
    }
    return bytes;
}

std::string jobError(const ExpandedDesign& design, const JobSpec& job, const JobRunOptions& options = {})
{
    try {
        runJob(design, job, options);
    } catch (const JobError& error) {
        return error.what();
    }
    return {};
}

} // namespace

class TestFailures : public QObject {
    Q_OBJECT
private slots:
    void aFailedSpineLeavesTheOtherCarryingTheTraffic_data()
    {
        QTest::addColumn<int>("routing");
        QTest::newRow("ecmp") << static_cast<int>(FabricRouting::Ecmp);
        QTest::newRow("adaptive") << static_cast<int>(FabricRouting::Adaptive);
    }
    void aFailedSpineLeavesTheOtherCarryingTheTraffic()
    {
        QFETCH(int, routing);
        const auto fabricRouting = static_cast<FabricRouting>(routing);
        Design design = smallFatTree();
        const ExpandedDesign whole = expanded(design);
        design.failures.marks = { failed("ib/spine1") };
        const ExpandedDesign failing = expanded(design);
        QVERIFY(failing.survivors);
        QCOMPARE(failing.survivors->tally.devicesByKind[static_cast<int>(NodeKind::IbSwitch)], 1);
        QCOMPARE(failing.survivors->tally.linksLost, 32); // half of the leaves' 64 uplinks

        const SimResult before = runJob(whole, allReduce(Fidelity::Flow, fabricRouting)).simulation;
        const SimResult after = runJob(failing, allReduce(Fidelity::Flow, fabricRouting)).simulation;
        QVERIFY(bytesAt(whole.topology, before, "ib/spine1") > 0);
        QCOMPARE(bytesAt(failing.topology, after, "ib/spine1"), 0.0);
        QVERIFY(bytesAt(failing.topology, after, "ib/spine0") > bytesAt(whole.topology, before, "ib/spine0"));
        if (fabricRouting == FabricRouting::Adaptive) {
            // Spread evenly, the ring's crossings are bound by the leaves' uplinks: every leaf keeps
            // half of them (leaf3's 4 NICs now on 2 uplinks, 2:1), so busbw halves.
            const double ratio = after.busbwGBps / before.busbwGBps;
            QVERIFY2(ratio > 0.45 && ratio < 0.6, qPrintable(QString::number(ratio)));
        } else {
            QVERIFY(after.busbwGBps <= before.busbwGBps * 1.001);
        }
    }

    void aLeafsDegradedUplinksRunAtTheirLowerRate()
    {
        Design design = smallFatTree();
        design.failures.marks = { FailureMark { "ib/leaf0--ib/spine0", FailureState::Degraded, std::nullopt, 1 },
            FailureMark { "ib/leaf0--ib/spine1", FailureState::Degraded, std::nullopt, 1 } };
        const ExpandedDesign failing = expanded(design);
        QCOMPARE(failing.survivors->tally.linksDegraded, 20); // leaf0's 20 uplinks
        QCOMPARE(failing.survivors->tally.linksLost, 0);
        const Topology& survivors = failing.survivors->topology;
        const NodeId leaf = *survivors.findNode("ib/leaf0");
        for (const Link& link : survivors.links)
            if ((link.a == leaf || link.b == leaf)
                && survivors.nodes[link.a == leaf ? link.b : link.a].role == SwitchRole::Spine) {
                QCOMPARE(link.lanes, std::uint16_t(1));
                QCOMPARE(link.bytesPerSecPerDirection, 200e9 / 8 / 4); // HDR 200 Gb/s on 1 of its 4 lanes
            }
        const SimResult before = runJob(expanded(smallFatTree()), allReduce(Fidelity::Flow)).simulation;
        const SimResult after = runJob(failing, allReduce(Fidelity::Flow)).simulation;
        // leaf0's 20 NICs (4 Tb/s) over uplinks of 1 Tb/s: 4:1, where 2:1 would still keep pace with the
        // ring's crossings; the run slows.
        QVERIFY2(after.timeUs > before.timeUs * 1.3, qPrintable(QString("%1 %2").arg(before.timeUs).arg(after.timeUs)));
    }

    // The analytic fidelity sees the uplinks a failure leaves as the flow fidelity does: a ring's
    // crossings between leaves halve with a spine of two, and a tree's slow too; a healthy
    // non-blocking fabric keeps the NICs' pace.
    void theAnalyticModelSeesTheUplinksLeft_data()
    {
        QTest::addColumn<int>("algorithm");
        QTest::addColumn<QString>("mark");
        QTest::addColumn<double>("tolerance");
        QTest::newRow("ring, spine failed") << static_cast<int>(Algorithm::Ring) << "ib/spine1" << 0.05;
        QTest::newRow("hierarchical, spine failed") << static_cast<int>(Algorithm::Hierarchical) << "ib/spine1" << 0.05;
        // The analytic tree spreads its edges' load evenly; the flow's trees are not quite even.
        QTest::newRow("tree, spine failed") << static_cast<int>(Algorithm::Tree) << "ib/spine1" << 0.25;
    }
    void theAnalyticModelSeesTheUplinksLeft()
    {
        QFETCH(int, algorithm);
        QFETCH(QString, mark);
        QFETCH(double, tolerance);
        Design design = smallFatTree();
        const ExpandedDesign whole = expanded(design);
        design.failures.marks = { failed(mark.toStdString()) };
        const ExpandedDesign failing = expanded(design);
        auto timeUs = [&](const ExpandedDesign& on, Fidelity fidelity) {
            JobSpec job = allReduce(fidelity);
            job.algorithm = static_cast<Algorithm>(algorithm);
            return runJob(on, job).simulation.timeUs;
        };
        const double healthy = timeUs(whole, Fidelity::Analytic);
        const double analytic = timeUs(failing, Fidelity::Analytic);
        const double flow = timeUs(failing, Fidelity::Flow);
        const QString figures
            = QString("healthy %1, failed: analytic %2, flow %3").arg(healthy).arg(analytic).arg(flow);
        QVERIFY2(analytic > healthy * 1.4, qPrintable(figures));
        QVERIFY2(std::abs(analytic / flow - 1) <= tolerance, qPrintable(figures));
        // Nothing failed: the leaves' uplinks keep up, nothing in the estimate changes.
        QVERIFY2(std::abs(healthy / timeUs(whole, Fidelity::Flow) - 1) <= tolerance, qPrintable(figures));
    }

    // Three tiers (128 DGX A100 behind QM8700: pods of leaves and spines under 40 cores), half
    // the cores failed: the trees' edges between pods share what the pods' uplinks to the cores
    // have left, and the analytic tree slows as the flow's does; a ring, crossing pods a few
    // times, keeps its pace at both fidelities.
    void theAnalyticModelSeesTheCoresLeft()
    {
        Design design = smallFatTree();
        design.generator->count = 128;
        const ExpandedDesign whole = expanded(design);
        for (int core = 0; core < 20; ++core)
            design.failures.marks.push_back(failed("ib/core" + std::to_string(core)));
        const ExpandedDesign failing = expanded(design);
        auto timeUs = [&](const ExpandedDesign& on, Algorithm algorithm, Fidelity fidelity) {
            JobSpec job = allReduce(fidelity);
            job.algorithm = algorithm;
            return runJob(on, job).simulation.timeUs;
        };
        const double healthy = timeUs(whole, Algorithm::Tree, Fidelity::Analytic);
        const double analytic = timeUs(failing, Algorithm::Tree, Fidelity::Analytic);
        const double flow = timeUs(failing, Algorithm::Tree, Fidelity::Flow);
        const QString figures
            = QString("tree: healthy %1, failed: analytic %2, flow %3").arg(healthy).arg(analytic).arg(flow);
        QVERIFY2(analytic > healthy * 1.3, qPrintable(figures));
        QVERIFY2(std::abs(analytic / flow - 1) <= 0.25, qPrintable(figures));
        QCOMPARE(
            timeUs(failing, Algorithm::Ring, Fidelity::Analytic), timeUs(whole, Algorithm::Ring, Fidelity::Analytic));
    }

    void aGpuWhoseNicFailedGoesThroughItsNeighboursNic()
    {
        Design design;
        ClusterOptions options;
        options.preset = "dgx-h100";
        options.count = 2;
        design.generator = options;
        design.failures.marks = { failed("node0/nic4") };
        const ExpandedDesign failing = expanded(design);
        const SurvivingTopology& survivors = *failing.survivors;
        QCOMPARE(survivors.nicFallbacks.size(), std::size_t(1));
        const Topology& full = failing.topology;
        QCOMPARE(full.nodes[survivors.nicFallbacks[0].nic].name, std::string("node0/nic5")); // 4 % 7 of those left

        const Topology& topology = survivors.topology;
        const NodeId from = *topology.findNode("node0/gpu4"), to = *topology.findNode("node1/gpu4");
        const RankLayout layout = layoutRanks(topology, Catalog::builtIn(), { from, to }, survivors.nicOfGpu);
        Router router(topology, layout, true);
        const std::vector<Segment> route = router.route(from, to);
        QVERIFY(!route.empty());
        // node0/gpu4 shares its PCIe switch with node0/nic5: out through it, not through the host.
        const NodeId nic5 = *topology.findNode("node0/nic5");
        bool throughNic5 = false, throughHost = false;
        for (const Segment& segment : route)
            for (const Channel channel : segment.channels) {
                throughNic5 = throughNic5 || router.endOf(channel) == nic5;
                throughHost = throughHost || topology.nodes[router.endOf(channel)].kind == NodeKind::Cpu;
            }
        QVERIFY(!throughHost);
        QVERIFY(throughNic5);
        QVERIFY(runJob(failing, allReduce(Fidelity::Flow)).simulation.busbwGBps > 0);
    }

    void aLeafWithoutUplinksIsAMissingHop_data()
    {
        QTest::addColumn<int>("fidelity");
        QTest::newRow("analytic") << static_cast<int>(Fidelity::Analytic);
        QTest::newRow("flow") << static_cast<int>(Fidelity::Flow);
    }
    void aLeafWithoutUplinksIsAMissingHop()
    {
        QFETCH(int, fidelity);
        Design design = smallFatTree();
        design.failures.marks = { failed("ib/leaf0--ib/spine0"), failed("ib/leaf0--ib/spine1") };
        const std::string error = jobError(expanded(design), allReduce(static_cast<Fidelity>(fidelity)));
        QVERIFY2(error.find("no path is left from") != std::string::npos, error.c_str());
        QVERIFY2(error.find("ib/leaf0") != std::string::npos, error.c_str());
    }

    void aFailedGpuStopsTheJobUnlessItRunsOnTheSurvivors()
    {
        Design design = smallFatTree();
        design.failures.marks = { failed("node0/gpu3") };
        const ExpandedDesign failing = expanded(design);
        const std::string error = jobError(failing, allReduce(Fidelity::Analytic, std::nullopt, "0-15"));
        QVERIFY2(error.find("node0/gpu3") != std::string::npos, error.c_str());
        JobRunOptions survivorsOnly;
        survivorsOnly.survivorsOnly = true;
        QCOMPARE(
            runJob(failing, allReduce(Fidelity::Analytic, std::nullopt, "0-15"), survivorsOnly).simulation.ranks, 15);
        QCOMPARE(runJob(failing, allReduce(Fidelity::Analytic)).simulation.ranks, 63); // all: the survivors
    }

    void aFailedRackTakesEveryDeviceInIt()
    {
        Design design = smallFatTree();
        design.failures.marks = { failed("node1") };
        const ExpandedDesign failing = expanded(design);
        QCOMPARE(failing.survivors->tally.devicesByKind[static_cast<int>(NodeKind::Gpu)], 8);
        QCOMPARE(runJob(failing, allReduce(Fidelity::Analytic)).simulation.ranks, 56);
    }

    void aDisabledScenarioIsNoScenario()
    {
        Design design = smallFatTree();
        const SimResult none = runJob(expanded(design), allReduce(Fidelity::Flow)).simulation;
        design.failures.marks = { failed("ib/spine1"), failed("node0/gpu3") };
        design.failures.enabled = false;
        const ExpandedDesign off = expanded(design);
        QVERIFY(!off.survivors);
        const SimResult result = runJob(off, allReduce(Fidelity::Flow)).simulation;
        QCOMPARE(result.timeUs, none.timeUs);
        QCOMPARE(result.busbwGBps, none.busbwGBps);
        QCOMPARE(result.links.size(), none.links.size());
    }

    void theScenarioIsSavedAndReadBack()
    {
        Design design = smallFatTree();
        design.failures.enabled = false;
        design.failures.marks = { failed("ib/spine1"), failed("node2"),
            FailureMark { "node0/nic0--ib/leaf0", FailureState::Degraded, 100e9 / 8, std::nullopt },
            FailureMark { "ib/leaf1--ib/spine0", FailureState::Degraded, std::nullopt, 2 } };
        const std::string text = formatDesign(design, Catalog::builtIn());
        const Design read = parseDesign(text, "mem", Catalog::builtIn());
        QVERIFY(read.failures == design.failures);
        QCOMPARE(formatDesign(read, Catalog::builtIn()), text);
    }

    void aMarkThatNamesNothingIsAnErrorAtItsPointer()
    {
        Design design = smallFatTree();
        design.failures.marks = { failed("ib/spine1"), failed("ib/spine9") };
        try {
            expanded(design);
            QFAIL("expanded");
        } catch (const InputError& error) {
            QCOMPARE(QString::fromStdString(error.problems().front().pointer), QString("/failures/marks/1/target"));
            QVERIFY(std::string(error.what()).find("ib/spine9") != std::string::npos);
        }
        design.failures.marks = { FailureMark { "ib/spine1", FailureState::Degraded, std::nullopt, 2 } };
        QVERIFY_THROWS_EXCEPTION(InputError, expanded(design)); // only a link degrades
    }
};

QTEST_GUILESS_MAIN(TestFailures)
#include "tst_failures.moc"

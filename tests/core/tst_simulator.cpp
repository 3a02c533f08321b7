// The simulator keeps physics and matches what real clusters measure: ideal runs equal the
// closed forms, calibrated runs land on NCCL's published figures, nothing beats the wires
// except in-network reduction, oversubscription and hierarchy act as they must.
#include "generate/ClusterBuilder.h"
#include "model/Names.h"
#include "sim/FluidNetwork.h"
#include "sim/LoadTimeline.h"
#include "sim/RankSelection.h"
#include "sim/Simulator.h"

#include <QtTest>

using namespace scalescope;

namespace {

struct Cluster {
    Topology topology;
    Cluster(const std::string& preset, int count, ClusterOptions options = {})
    {
        options.preset = preset;
        options.count = count;
        topology = buildCluster(Catalog::builtIn(), options).topology;
    }
    NodeId gpu(const std::string& name) const { return topology.findNode(name).value(); }
};

SimResult run(const Cluster& c, Collective collective, ByteCount bytes, Algorithm algorithm, std::vector<NodeId> ranks,
    Fidelity fidelity = Fidelity::Analytic, bool ideal = false, bool gpuDirect = true)
{
    Workload w;
    w.collective = collective;
    w.bytes = bytes;
    w.algorithm = algorithm;
    w.ranks = ranks.empty() ? allGpus(c.topology) : std::move(ranks);
    return simulate(c.topology, Catalog::builtIn(), w, SimOptions { fidelity, ideal, gpuDirect });
}

// GPU 0 of each of the first `nodes` DGX nodes: one rank per domain, all on rail 0.
std::vector<NodeId> firstGpus(const Cluster& c, int nodes)
{
    std::vector<NodeId> ranks;
    for (int i = 0; i < nodes; ++i)
        ranks.push_back(c.gpu("node" + std::to_string(i) + "/gpu0"));
    return ranks;
}

void verifyClose(double actual, double expected, double tolerance, const QString& what)
{
    const double error = std::fabs(actual - expected) / expected;
    QVERIFY2(error <= tolerance,
        qPrintable(QString("%1: %2 vs %3 (%4%)").arg(what).arg(actual).arg(expected).arg(error * 100)));
}

QString name(Algorithm a)
{
    return QString::fromLatin1(toString(a).data(), static_cast<int>(toString(a).size()));
}
QString name(Protocol p)
{
    return QString::fromLatin1(toString(p).data(), static_cast<int>(toString(p).size()));
}

constexpr ByteCount kGiB = ByteCount(1) << 30;
constexpr double kMicro = 1e-6;

} // namespace

class TestSimulator : public QObject {
    Q_OBJECT
private slots:
    void idealRunsEqualTheClosedForms_data()
    {
        QTest::addColumn<int>("fidelity");
        QTest::newRow("analytic") << static_cast<int>(Fidelity::Analytic);
        QTest::newRow("flow") << static_cast<int>(Fidelity::Flow);
    }
    void idealRunsEqualTheClosedForms()
    {
        QFETCH(int, fidelity);
        const auto f = static_cast<Fidelity>(fidelity);
        const Cluster one("dgx-h100", 1);
        const Cluster eight("dgx-h100", 8);
        const RankLayout inNode = layoutRanks(one.topology, Catalog::builtIn(), allGpus(one.topology));
        const RankLayout across = layoutRanks(eight.topology, Catalog::builtIn(), firstGpus(eight, 8));
        const double S = static_cast<double>(kGiB);
        const double n = 8;
        // One domain: B is a GPU's NVLink bandwidth, alpha one NVLink hop.
        const double Bnv = inNode.nvlinkPerGpu, aNv = inNode.nvlinkHopNs * 1e-3;
        QCOMPARE(Bnv, 450e9);
        verifyClose(run(one, Collective::AllReduce, kGiB, Algorithm::Ring, {}, f, true).timeUs,
            2 * (n - 1) * aNv + 2 * (n - 1) / n * S / Bnv / kMicro, 0.005, "ring all_reduce");
        verifyClose(run(one, Collective::AllGather, kGiB, Algorithm::Ring, {}, f, true).timeUs,
            (n - 1) * aNv + (n - 1) / n * S / Bnv / kMicro, 0.005, "ring all_gather");
        verifyClose(run(one, Collective::ReduceScatter, kGiB, Algorithm::Ring, {}, f, true).timeUs,
            (n - 1) * aNv + (n - 1) / n * S / Bnv / kMicro, 0.005, "ring reduce_scatter");
        verifyClose(run(one, Collective::AllReduce, kGiB, Algorithm::HalvingDoubling, {}, f, true).timeUs,
            2 * std::log2(n) * aNv + 2 * (n - 1) / n * S / Bnv / kMicro, 0.005, "halving-doubling");
        // One GPU in each of 8 nodes: B is the NIC, alpha a network hop.
        const double Bnic = across.nicPerGpu, aNet = across.networkHopNs * 1e-3;
        QCOMPARE(Bnic, 50e9);
        QVERIFY(aNet > 0.3 && aNet < 5); // PCIe, cables and one leaf switch: under a microsecond or so
        const auto ranks = firstGpus(eight, 8);
        verifyClose(run(eight, Collective::AllReduce, kGiB, Algorithm::Ring, ranks, f, true).timeUs,
            2 * (n - 1) * aNet + 2 * (n - 1) / n * S / Bnic / kMicro, 0.005, "ring across nodes");
        verifyClose(run(eight, Collective::AllReduce, kGiB, Algorithm::Tree, ranks, f, true).timeUs,
            2 * std::log2(n) * aNet + 2 * S / Bnic / kMicro, 0.005, "double binary tree");
        verifyClose(run(eight, Collective::AllReduce, kGiB, Algorithm::HalvingDoubling, ranks, f, true).timeUs,
            2 * std::log2(n) * aNet + 2 * (n - 1) / n * S / Bnic / kMicro, 0.005, "halving-doubling across");
        // Four whole nodes: reduce-scatter inside, all_reduce of S/L per rail across, all-gather inside.
        const Cluster four("dgx-h100", 4);
        const RankLayout all4 = layoutRanks(four.topology, Catalog::builtIn(), allGpus(four.topology));
        const double L = 8, N = 4;
        const double expected = 2 * (L - 1) * all4.nvlinkHopNs * 1e-3 + 2 * (L - 1) / L * S / Bnv / kMicro
            + 2 * (N - 1) * all4.networkHopNs * 1e-3 + 2 * (N - 1) / N * (S / L) / Bnic / kMicro;
        verifyClose(run(four, Collective::AllReduce, kGiB, Algorithm::Hierarchical, {}, f, true).timeUs, expected,
            0.005, "hierarchical");
    }

    void calibrationPointsWithinFivePercent()
    {
        // NCCL on real hardware (DOMAIN section 6): 8 x H100 ring ~370 GB/s, NVLS ~480 GB/s,
        // 8 x A100 ring ~230 GB/s busbw; one 400G NIC ~47 GB/s, one 200G NIC ~24 GB/s.
        const Cluster h100("dgx-h100", 2);
        const Cluster a100("dgx-a100", 2);
        std::vector<NodeId> h100Node, a100Node;
        for (int g = 0; g < 8; ++g) {
            h100Node.push_back(h100.gpu("node0/gpu" + std::to_string(g)));
            a100Node.push_back(a100.gpu("node0/gpu" + std::to_string(g)));
        }
        for (const auto f : { Fidelity::Analytic, Fidelity::Flow }) {
            verifyClose(run(h100, Collective::AllReduce, 8 * kGiB, Algorithm::Ring, h100Node, f).busbwGBps, 370, 0.05,
                "H100 ring");
            verifyClose(run(h100, Collective::AllReduce, 8 * kGiB, Algorithm::Nvls, h100Node, f).busbwGBps, 480, 0.05,
                "H100 NVLS");
            verifyClose(run(a100, Collective::AllReduce, 8 * kGiB, Algorithm::Ring, a100Node, f).busbwGBps, 230, 0.05,
                "A100 ring");
            const std::vector<NodeId> h100Pair { h100.gpu("node0/gpu0"), h100.gpu("node1/gpu0") };
            const std::vector<NodeId> a100Pair { a100.gpu("node0/gpu0"), a100.gpu("node1/gpu0") };
            verifyClose(run(h100, Collective::SendRecv, 8 * kGiB, Algorithm::Direct, h100Pair, f).busbwGBps, 47, 0.05,
                "400G NIC");
            verifyClose(run(a100, Collective::SendRecv, 8 * kGiB, Algorithm::Direct, a100Pair, f).busbwGBps, 24, 0.05,
                "200G NIC");
        }
    }

    void autoPicksWhatNcclPicks()
    {
        const Cluster h100("dgx-h100", 1), a100("dgx-a100", 1), nvl72("gb200-nvl72", 1), two("dgx-h100", 4);
        // Large messages: NVLS in an NVSwitch domain that can reduce (Hopper, Blackwell), ring on Ampere.
        QCOMPARE(name(run(h100, Collective::AllReduce, kGiB, Algorithm::Auto, {}).algorithm), name(Algorithm::Nvls));
        QCOMPARE(name(run(nvl72, Collective::AllReduce, kGiB, Algorithm::Auto, {}).algorithm), name(Algorithm::Nvls));
        QCOMPARE(name(run(a100, Collective::AllReduce, kGiB, Algorithm::Auto, {}).algorithm), name(Algorithm::Ring));
        // Tiny messages are latency-bound: the LL protocol.
        QCOMPARE(name(run(h100, Collective::AllReduce, 8, Algorithm::Auto, {}).protocol), name(Protocol::LL));
        QCOMPARE(name(run(a100, Collective::AllGather, 1024, Algorithm::Auto, {}).protocol), name(Protocol::LL));
        // Large ones use Simple; CollNet stays off as in NCCL's defaults.
        const SimResult big = run(two, Collective::AllReduce, kGiB, Algorithm::Auto, {});
        QCOMPARE(name(big.protocol), name(Protocol::Simple));
        QVERIFY(big.algorithm != Algorithm::CollNet);
        // Alltoall and sendrecv go point to point.
        QCOMPARE(name(run(two, Collective::AllToAll, kGiB, Algorithm::Auto, {}).algorithm), name(Algorithm::Direct));
        // Candidates are ordered fastest first, the chosen one on top.
        const SimResult explained = run(two, Collective::AllReduce, 1 << 20, Algorithm::Auto, {});
        for (std::size_t i = 1; i < explained.candidates.size(); ++i)
            if (explained.candidates[i].applies)
                QVERIFY(explained.candidates[i - 1].timeUs() <= explained.candidates[i].timeUs());
    }

    void nothingBeatsTheWiresButInNetworkReduction()
    {
        const Cluster cluster("dgx-h100", 4);
        for (const auto f : { Fidelity::Analytic, Fidelity::Flow })
            for (const bool ideal : { false, true })
                for (const ByteCount bytes : { ByteCount(1) << 16, ByteCount(64) << 20, kGiB }) {
                    for (const Algorithm a :
                        { Algorithm::Ring, Algorithm::Tree, Algorithm::Hierarchical, Algorithm::HalvingDoubling }) {
                        const SimResult r = run(cluster, Collective::AllReduce, bytes, a, {}, f, ideal);
                        QVERIFY2(r.timeUs >= r.boundUs * (1 - 1e-9),
                            qPrintable(QString::fromStdString(std::string(toString(a)))));
                    }
                    const SimResult all = run(cluster, Collective::AllToAll, bytes, Algorithm::Direct, {}, f, ideal);
                    QVERIFY(all.timeUs >= all.boundUs * (1 - 1e-9));
                }
        // In-switch reduction legitimately beats the point-to-point bound.
        const Cluster one("dgx-h100", 1);
        const SimResult nvls = run(one, Collective::AllReduce, kGiB, Algorithm::Nvls, {});
        QVERIFY(nvls.timeUs < nvls.boundUs);
    }

    void oversubscriptionSlowsCrossFabricAlltoall()
    {
        ClusterOptions full, half;
        full.fabric = half.fabric = FabricKind::FatTree;
        half.oversubscription = 2;
        const Cluster a("dgx-h100", 16, full), b("dgx-h100", 16, half);
        auto ratio = [&](Fidelity f) {
            return run(b, Collective::AllToAll, 256 << 20, Algorithm::Direct, {}, f).timeUs
                / run(a, Collective::AllToAll, 256 << 20, Algorithm::Direct, {}, f).timeUs;
        };
        // Bandwidth-bound, the cross-fabric part takes twice as long at 2:1.
        const double analytic = ratio(Fidelity::Analytic);
        QVERIFY2(analytic > 1.9 && analytic < 2.1, qPrintable(QString::number(analytic)));
        // With real routes, ECMP collisions already make hot uplinks at 1:1 (few large
        // rail-to-rail flows per leaf), so halving the uplinks costs less than twice.
        const double flow = ratio(Fidelity::Flow);
        QVERIFY2(flow > 1.2 && flow < 2.1, qPrintable(QString::number(flow)));
    }

    void hierarchicalCrossesTheFabricLocalTimesLess()
    {
        // A flat ring (ranks in no particular node order) against the hierarchical all_reduce.
        const Cluster cluster("dgx-h100", 16);
        std::vector<NodeId> interleaved;
        for (int g = 0; g < 8; ++g)
            for (int node = 0; node < 16; ++node)
                interleaved.push_back(cluster.gpu("node" + std::to_string(node) + "/gpu" + std::to_string(g)));
        const int ib = static_cast<int>(LinkTier::InfiniBand);
        const double flat = run(cluster, Collective::AllReduce, kGiB, Algorithm::Ring, interleaved).bytesPerTier[ib];
        const double hierarchical
            = run(cluster, Collective::AllReduce, kGiB, Algorithm::Hierarchical, {}).bytesPerTier[ib];
        const double ratio = flat / hierarchical;
        QVERIFY2(ratio >= 8 && ratio <= 8 * 1.1, qPrintable(QString::number(ratio)));
    }

    void bothFidelitiesCountEachTiersPayloadOnce_data()
    {
        QTest::addColumn<int>("nodes");
        QTest::addColumn<int>("collective");
        QTest::addColumn<int>("algorithm");
        QTest::addColumn<double>("nvlinkGiB"); // payload over NVLink, in units of the 1 GiB message
        QTest::addColumn<double>("networkGiB"); // over InfiniBand, and so over PCIe
        const int allReduce = static_cast<int>(Collective::AllReduce);
        // One DGX H100, 8 GPUs: a ring moves 2 (n-1)/n S from each GPU to the next, 14 S in all;
        // NVLS sends S (1 + 1/8) to the switches and gets as much back from every GPU, 18 S.
        QTest::newRow("8 GPUs, ring") << 1 << allReduce << static_cast<int>(Algorithm::Ring) << 14.0 << 0.0;
        QTest::newRow("8 GPUs, nvls (auto)") << 1 << allReduce << static_cast<int>(Algorithm::Auto) << 18.0 << 0.0;
        QTest::newRow("8 GPUs, tree") << 1 << allReduce << static_cast<int>(Algorithm::Tree) << 14.0 << 0.0;
        // Two nodes: 8 rings of 16 GPUs, 2 x 15/16 S from each; each ring crosses twice, through a
        // NIC after a PXN hop over NVLink, so all 16 transfers of a ring use NVLink.
        QTest::newRow("16 GPUs, ring") << 2 << allReduce << static_cast<int>(Algorithm::Ring) << 30.0 << 3.75;
        // Chains of 7 hops each way in both nodes (28 S), one tree edge per channel carrying S each way.
        QTest::newRow("16 GPUs, tree") << 2 << allReduce << static_cast<int>(Algorithm::Tree) << 28.0 << 2.0;
        QTest::newRow("16 GPUs, hierarchical")
            << 2 << allReduce << static_cast<int>(Algorithm::Hierarchical) << 28.0 << 2.0;
        // Four nodes: both trees' 3 edges carry S/2 each way.
        QTest::newRow("32 GPUs, tree") << 4 << allReduce << static_cast<int>(Algorithm::Tree) << 56.0 << 6.0;
        // Alltoall over two nodes: S/16 from every GPU to every other; 7 S inside the nodes, 8 S
        // across, 7 S of which first hop over NVLink to the GPU on the destination's rail (PXN).
        QTest::newRow("16 GPUs, alltoall")
            << 2 << static_cast<int>(Collective::AllToAll) << static_cast<int>(Algorithm::Direct) << 14.0 << 8.0;
    }
    void bothFidelitiesCountEachTiersPayloadOnce()
    {
        // bytes_per_tier is one quantity at both fidelities: a transfer's bytes once for every tier
        // its route uses. The flow fidelity also sums what every link carried, which is more where
        // a path has more than one hop of a tier: GPU -> NVSwitch -> GPU is two NVLinks, GPU -> PCIe
        // switch -> NIC two PCIe links at each end, NIC -> rail leaf -> NIC two InfiniBand links.
        QFETCH(int, nodes);
        QFETCH(int, collective);
        QFETCH(int, algorithm);
        QFETCH(double, nvlinkGiB);
        QFETCH(double, networkGiB);
        const Cluster cluster("dgx-h100", nodes);
        const auto a = static_cast<Algorithm>(algorithm);
        const auto c = static_cast<Collective>(collective);
        const SimResult analytic = run(cluster, c, kGiB, a, {}, Fidelity::Analytic);
        const SimResult flow = run(cluster, c, kGiB, a, {}, Fidelity::Flow);
        QCOMPARE(name(flow.algorithm), name(analytic.algorithm));
        const double S = static_cast<double>(kGiB);
        const int nvlink = static_cast<int>(LinkTier::NvLink);
        const int pcie = static_cast<int>(LinkTier::Pcie);
        const int ib = static_cast<int>(LinkTier::InfiniBand);
        TierBytes expected {};
        expected[nvlink] = nvlinkGiB * S;
        expected[pcie] = expected[ib] = networkGiB * S;
        for (int t = 0; t < kLinkTierCount; ++t) {
            const QString tier = QString::fromStdString(std::string(toString(static_cast<LinkTier>(t))));
            if (expected[t] == 0) {
                QCOMPARE(analytic.bytesPerTier[t], 0.0);
                QCOMPARE(flow.bytesPerTier[t], 0.0);
                continue;
            }
            verifyClose(analytic.bytesPerTier[t], expected[t], 1e-9, "analytic " + tier);
            verifyClose(flow.bytesPerTier[t], expected[t], 1e-6, "flow " + tier);
        }
        // Links: only the flow fidelity knows them.
        QVERIFY(!analytic.linkBytesPerTier.has_value());
        QVERIFY(flow.linkBytesPerTier.has_value());
        const TierBytes& links = *flow.linkBytesPerTier;
        // NVLS writes to and reads from the switch chips: one hop each, so there link and payload agree.
        const double nvlinkHops = flow.algorithm == Algorithm::Nvls ? 1 : 2;
        verifyClose(links[nvlink], nvlinkHops * expected[nvlink], 1e-6, "NVLink links");
        if (networkGiB > 0) {
            verifyClose(links[pcie], 4 * expected[pcie], 1e-6, "PCIe links");
            verifyClose(links[ib], 2 * expected[ib], 1e-6, "InfiniBand links");
        }
    }

    void theReportSaysWhatItsByteCountsMean()
    {
        const Cluster one("dgx-h100", 1);
        const auto analytic
            = resultToJson(run(one, Collective::AllReduce, kGiB, Algorithm::Ring, {}, Fidelity::Analytic));
        const auto flow = resultToJson(run(one, Collective::AllReduce, kGiB, Algorithm::Ring, {}, Fidelity::Flow));
        QVERIFY(analytic["link_bytes_per_tier"].is_null());
        QVERIFY(flow["link_bytes_per_tier"]["nvlink"].get<double>() > flow["bytes_per_tier"]["nvlink"].get<double>());
        for (const auto* report : { &analytic, &flow }) {
            const auto& definitions = (*report)["definitions"];
            QVERIFY(definitions["bytes_per_tier"].get<std::string>().find("once for every tier") != std::string::npos);
            QVERIFY(definitions["link_bytes_per_tier"].get<std::string>().find("every link") != std::string::npos);
        }
    }

    void withoutGpuDirectTheHostSlowsTheNetwork()
    {
        const Cluster cluster("dgx-h100", 2);
        for (const auto f : { Fidelity::Analytic, Fidelity::Flow }) {
            const SimResult gdr = run(cluster, Collective::AllReduce, kGiB, Algorithm::Ring, {}, f);
            const SimResult staged = run(cluster, Collective::AllReduce, kGiB, Algorithm::Ring, {}, f, false, false);
            QVERIFY(staged.timeUs > 1.5 * gdr.timeUs);
        }
    }

    void flowRunsRecordEveryLinksLoad()
    {
        const Cluster cluster("gb300-nvl72", 2);
        const SimResult r = run(cluster, Collective::AllReduce, 256 << 20, Algorithm::Ring, {}, Fidelity::Flow);
        QVERIFY(!r.links.empty());
        QVERIFY(!r.events.empty());
        bool nvlink = false, infiniband = false;
        for (const LinkTimeline& line : r.links) {
            const LinkTier tier = cluster.topology.links[line.link].tier;
            nvlink = nvlink || tier == LinkTier::NvLink;
            infiniband = infiniband || tier == LinkTier::InfiniBand;
            double previousEnd = 0, bytes = 0;
            for (const LinkSegment& s : line.segments) {
                QVERIFY(s.startUs >= previousEnd - 1e-6 && s.endUs > s.startUs);
                QVERIFY(s.utilization > 0 && s.utilization <= 1 + 1e-9);
                QVERIFY(s.endUs <= r.timeUs + 1e-6);
                bytes += s.utilization * cluster.topology.links[line.link].bytesPerSecPerDirection
                    * (s.endUs - s.startUs) * kMicro;
                previousEnd = s.endUs;
            }
            QVERIFY(std::fabs(bytes - line.bytes) <= 1e-6 * line.bytes + 1);
        }
        QVERIFY(nvlink && infiniband);
        for (std::size_t i = 1; i < r.events.size(); ++i)
            QVERIFY(r.events[i].startUs >= r.events[i - 1].startUs);
    }

    void theTimelineSamplesWhatTheSimulatorRecorded()
    {
        const Cluster cluster("gb300-nvl72", 2);
        const SimResult r = run(cluster, Collective::AllReduce, 256 << 20, Algorithm::Ring, {}, Fidelity::Flow);
        const LoadTimeline timeline(r, cluster.topology.links.size());
        QCOMPARE(timeline.durationUs(), r.timeUs);
        std::vector<float> loads;
        int checked = 0;
        for (const LinkTimeline& line : r.links)
            for (const LinkSegment& s : line.segments) {
                // Inside a segment: its utilization on that direction, and the link shows at
                // least that much (the busier direction).
                if (s.endUs - s.startUs < 1e-6)
                    continue; // too short to hold a sample
                const double middle = (s.startUs + s.endUs) / 2;
                QCOMPARE(timeline.utilizationAt(line.link, middle, line.fromA), static_cast<float>(s.utilization));
                timeline.sample(middle, loads);
                QVERIFY(loads[line.link] >= static_cast<float>(s.utilization));
                QVERIFY(loads[line.link] <= 1.0f + 1e-6f);
                ++checked;
            }
        QVERIFY(checked > 100);
        // Before the first byte moves and after the end, nothing is lit.
        timeline.sample(r.timeUs + 1, loads);
        QCOMPARE(*std::max_element(loads.begin(), loads.end()), 0.0f);
        QCOMPARE(loads.size(), cluster.topology.links.size());
        // Stepping goes from phase to phase and stops at the ends.
        QVERIFY(!timeline.stepTimes().empty());
        const double first = timeline.nextStep(-1);
        QCOMPARE(first, timeline.stepTimes().front());
        QVERIFY(timeline.nextStep(first) > first);
        QCOMPARE(timeline.previousStep(first), 0.0);
        QCOMPARE(timeline.nextStep(r.timeUs), r.timeUs);
        const int event = timeline.eventAt((r.events[0].startUs + r.events[0].endUs) / 2);
        QVERIFY(event >= 0);
        QVERIFY(r.events[static_cast<std::size_t>(event)].startUs <= r.events[0].endUs);
    }

    void flowsShareLinksFairlyAsOthersFinish()
    {
        // Ten slow flows limited by a 10 GB/s link, three fast ones sharing what they leave of a
        // 100 GB/s link: 30 GB/s each, then 45 when the first ends, then 90 when the second does.
        const std::vector<double> capacity { 100e9, 10e9 };
        FluidNetwork network(capacity, capacity);
        std::vector<FluidFlow> flows;
        for (int i = 0; i < 10; ++i)
            flows.push_back(FluidFlow { { 0, 1 }, 1e6 }); // 1 GB/s for 1000 us
        flows.push_back(FluidFlow { { 0 }, 3e6 }); // 30 GB/s for 100 us
        flows.push_back(FluidFlow { { 0 }, 7.5e6 }); // then 45 GB/s until 200 us
        flows.push_back(FluidFlow { { 0 }, 16.5e6 }); // then 90 GB/s until 300 us
        QCOMPARE_LE(std::fabs(network.run(flows, 0) - 1000), 1e-6);
        const auto& shared = network.timeline()[0];
        QCOMPARE(shared.size(), std::size_t(2));
        QCOMPARE_LE(std::fabs(shared[0].endUs - 300), 1e-6); // full until the fast ones are done
        QCOMPARE_LE(std::fabs(shared[0].utilization - 1), 1e-9);
        QCOMPARE_LE(std::fabs(shared[1].utilization - 0.1), 1e-9);
        QCOMPARE_LE(std::fabs(network.bytesCarried()[0] - 37e6), 1);
        QCOMPARE_LE(std::fabs(network.bytesCarried()[1] - 10e6), 1);
    }

    void aRaisedStopFlagEndsAFlowRun()
    {
        // The desktop program raises it when a run is cancelled or replaced by a newer one.
        const Cluster c("dgx-h100", 4);
        Workload w;
        w.collective = Collective::AllReduce;
        w.bytes = ByteCount(1) << 28;
        w.ranks = allGpus(c.topology);
        std::atomic<bool> raised { true };
        SimOptions options { Fidelity::Flow };
        options.stop = StopFlag(&raised);
        QVERIFY_THROWS_EXCEPTION(SimulationStopped, simulate(c.topology, Catalog::builtIn(), w, options));
        raised = false;
        QVERIFY(simulate(c.topology, Catalog::builtIn(), w, options).timeUs > 0);
    }

    void ranksAreChosenAsPeopleWriteThem()
    {
        const Cluster cluster("gb300-nvl72", 2);
        QCOMPARE(selectRanks("all", cluster.topology).size(), std::size_t(144));
        QCOMPARE(selectRanks("rack1", cluster.topology).size(), std::size_t(72));
        QCOMPARE(selectRanks("rack1/tray0", cluster.topology).size(), std::size_t(4));
        QCOMPARE(selectRanks("0-7", cluster.topology).size(), std::size_t(8));
        QCOMPARE(selectRanks("rack0/tray0/gpu0,rack1/tray0/gpu0", cluster.topology).size(), std::size_t(2));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, selectRanks("0-999", cluster.topology));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, selectRanks("7-3", cluster.topology));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, selectRanks("rack0/tray0/cpu0", cluster.topology));
    }

    void sameInputsSameOutputs()
    {
        const Cluster cluster("dgx-b200", 8);
        for (const auto f : { Fidelity::Analytic, Fidelity::Flow }) {
            const auto first
                = resultToJson(run(cluster, Collective::AllToAll, 32 << 20, Algorithm::Auto, {}, f)).dump();
            const auto second
                = resultToJson(run(cluster, Collective::AllToAll, 32 << 20, Algorithm::Auto, {}, f)).dump();
            QCOMPARE(first, second);
        }
    }

    void everyCollectiveRunsOnEveryPreset_data()
    {
        QTest::addColumn<QString>("preset");
        for (const char* preset : { "dgx-a100", "dgx-h100", "dgx-h200", "dgx-b200", "gb200-nvl72", "gb300-nvl72" })
            QTest::newRow(preset) << preset;
    }
    void everyCollectiveRunsOnEveryPreset()
    {
        QFETCH(QString, preset);
        const std::string name = preset.toStdString();
        const Cluster cluster(name, name.find("nvl72") != std::string::npos ? 2 : 4);
        const auto gpus = allGpus(cluster.topology);
        for (const auto f : { Fidelity::Analytic, Fidelity::Flow })
            for (const bool gpuDirect : { true, false })
                for (const Collective c : { Collective::AllReduce, Collective::AllGather, Collective::ReduceScatter,
                         Collective::Broadcast, Collective::Reduce, Collective::AllToAll, Collective::SendRecv }) {
                    std::vector<NodeId> ranks = gpus;
                    if (c == Collective::SendRecv)
                        ranks = { gpus.front(), gpus.back() };
                    if (c == Collective::AllToAll && f == Fidelity::Flow)
                        ranks.resize(std::min<std::size_t>(ranks.size(), 64)); // keep the all-pairs flow run small
                    const SimResult r = run(cluster, c, 64 << 20, Algorithm::Auto, ranks, f, false, gpuDirect);
                    QVERIFY(r.timeUs > 0 && std::isfinite(r.timeUs));
                    QVERIFY(r.busbwGBps > 0);
                    if (f == Fidelity::Flow)
                        QVERIFY(!r.links.empty());
                }
    }

    void refusesWhatCannotRun()
    {
        const Cluster cluster("dgx-a100", 2);
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
            run(cluster, Collective::AllReduce, kGiB, Algorithm::Auto, { cluster.gpu("node0/gpu0") }));
        const std::vector<NodeId> three { cluster.gpu("node0/gpu0"), cluster.gpu("node0/gpu1"),
            cluster.gpu("node1/gpu0") };
        QVERIFY_THROWS_EXCEPTION(
            std::invalid_argument, run(cluster, Collective::SendRecv, kGiB, Algorithm::Auto, three));
        QVERIFY_THROWS_EXCEPTION(
            std::invalid_argument, run(cluster, Collective::AllReduce, kGiB, Algorithm::Nvls, {})); // Ampere
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, run(cluster, Collective::AllReduce, 0, Algorithm::Ring, {}));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
            run(cluster, Collective::AllReduce, kGiB, Algorithm::Ring,
                { cluster.gpu("node0/gpu0"), cluster.gpu("node0/nvsw0") }));
    }
};

QTEST_APPLESS_MAIN(TestSimulator)
#include "tst_simulator.moc"

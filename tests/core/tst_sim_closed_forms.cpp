// The simulator against the closed forms: ideal runs of each algorithm equal its alpha-beta cost,
// and both fidelities count each tier's payload as the algorithm moves it, which the report says.
#include "SimulatorFixtures.h"

#include <QtTest>

#include <algorithm>

using namespace scalescope;
using namespace scalescope::fixtures;

namespace {

// GPU 0 of each of the first `nodes` DGX nodes: one rank per domain, all on rail 0.
std::vector<NodeId> firstGpus(const Cluster& c, int nodes)
{
    std::vector<NodeId> ranks;
    for (int i = 0; i < nodes; ++i)
        ranks.push_back(c.gpu("node" + std::to_string(i) + "/gpu0"));
    return ranks;
}

} // namespace

class TestSimClosedForms : public QObject {
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
        // Over three nodes one edge is in both trees and the busiest node has three edges, each
        // carrying S/2 each way: 1.5 S through its NIC, not the 2 S of larger trees.
        verifyClose(run(eight, Collective::AllReduce, kGiB, Algorithm::Tree, firstGpus(eight, 3), f, true).timeUs,
            2 * 2 * aNet + 1.5 * S / Bnic / kMicro, 0.005, "double binary tree over three nodes");
        verifyClose(run(eight, Collective::AllReduce, kGiB, Algorithm::HalvingDoubling, ranks, f, true).timeUs,
            2 * std::log2(n) * aNet + 2 * (n - 1) / n * S / Bnic / kMicro, 0.005, "halving-doubling across");
        // Four whole nodes: reduce-scatter inside, all_reduce of S/L per rail across, all-gather inside,
        // pipelined: the stages' latencies add, their bytes move at once (NVLink and NICs side by side).
        const Cluster four("dgx-h100", 4);
        const RankLayout all4 = layoutRanks(four.topology, Catalog::builtIn(), allGpus(four.topology));
        const double L = 8, N = 4;
        const double expected = 2 * (L - 1) * all4.nvlinkHopNs * 1e-3 + 2 * (N - 1) * all4.networkHopNs * 1e-3
            + std::max(2 * (L - 1) / L * S / Bnv, 2 * (N - 1) / N * (S / L) / Bnic) / kMicro;
        verifyClose(run(four, Collective::AllReduce, kGiB, Algorithm::Hierarchical, {}, f, true).timeUs, expected,
            0.005, "hierarchical");
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
};

QTEST_APPLESS_MAIN(TestSimClosedForms)
#include "tst_sim_closed_forms.moc"

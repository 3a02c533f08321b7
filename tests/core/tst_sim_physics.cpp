// The simulator keeps physics: nothing beats the wires except in-network reduction,
// oversubscription and hierarchy act as they must, staging through the host costs, and flows
// share a link fairly as others finish.
#include "SimulatorFixtures.h"

#include "sim/FluidNetwork.h"

#include <QtTest>

using namespace scalescope;
using namespace scalescope::fixtures;

class TestSimPhysics : public QObject {
    Q_OBJECT
private slots:
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

    void hierarchicalBeatsTheFlatRingAcrossManyNodes()
    {
        // 128 DGX H100 nodes: a flat ring pays 2 (n-1) = 2,046 steps, the hierarchical all_reduce
        // 2 (L-1) NVLink steps and 2 (N-1) network steps, 268; its stages pipelined, its bytes take
        // as long as the slowest stage.
        const Cluster cluster("dgx-h100", 128);
        for (const ByteCount bytes :
            { ByteCount(8), ByteCount(64) << 10, ByteCount(1) << 20, ByteCount(16) << 20, kGiB }) {
            const SimResult ring = run(cluster, Collective::AllReduce, bytes, Algorithm::Ring, {});
            const SimResult hierarchical = run(cluster, Collective::AllReduce, bytes, Algorithm::Hierarchical, {});
            QVERIFY2(hierarchical.timeUs < ring.timeUs,
                qPrintable(QString("%1 B: %2 us against the ring's %3 us")
                               .arg(bytes)
                               .arg(hierarchical.timeUs)
                               .arg(ring.timeUs)));
        }
        // At 1 GiB the stage across nodes is the slowest: at line rate its bytes take
        // 2 (N-1)/N (S/L) / 50 GB/s, which the ideal run's bytes term equals at both fidelities.
        const double S = static_cast<double>(kGiB), N = 128, L = 8;
        const double acrossUs = 2 * (N - 1) / N * (S / L) / 50e9 / kMicro;
        const SimResult ideal
            = run(cluster, Collective::AllReduce, kGiB, Algorithm::Hierarchical, {}, Fidelity::Analytic, true);
        verifyClose(ideal.candidates.front().transferUs, acrossUs, 0.005, "bytes term at line rate");
        const SimResult flow
            = run(cluster, Collective::AllReduce, kGiB, Algorithm::Hierarchical, {}, Fidelity::Flow, true);
        verifyClose(flow.timeUs, ideal.timeUs, 0.005, "flow at line rate");
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
};

QTEST_APPLESS_MAIN(TestSimPhysics)
#include "tst_sim_physics.moc"

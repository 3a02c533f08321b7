// The two fidelities agree wherever no link is shared unequally: the flow fidelity routes every
// transfer on its real path and shares each link max-min fairly, the analytic one assumes every
// GPU gets its NVLink and NIC bandwidth to itself. Where the flows of an algorithm share every
// link they use equally, both must tell the same time within 5%.
//
// Left out, with the reason:
// - tree, NVLS+tree and CollNet at bandwidth-bound sizes: the analytic model derates them by
//   NCCL's pipelining efficiency (efficiency::kTree, kCollNet), which is no link's rate, so the
//   flow fidelity (links only) is 8-20% faster; and the analytic tree charges every GPU 2 S over
//   NVLink where the flow's chains, their heads rotated per channel, move 2 (L-1)/L S.
// - LL at sizes where its bus-bandwidth ceiling binds (NCCL llMaxBws, 64 KiB to a few MiB on two
//   nodes): a ceiling of NCCL's tuner, not of a link, which the flow fidelity does not know.
// - Static ECMP over several leaves with many flows per leaf, unequal sharing by design: on
//   gb200-nvl72 x 16 the ring's 1,152 flows between racks land up to six on one spine-to-leaf
//   link while others carry one, and its 1 GiB all_reduce takes 11% longer at flow fidelity (the
//   analytic model has no paths). Hierarchical hides the same collisions there: its stage across
//   racks carries 1/72 of the buffer per NIC and runs beside the NVLink stages, which take longer.
#include "SimulatorFixtures.h"

#include <QtTest>

using namespace scalescope;
using namespace scalescope::fixtures;

class TestSimAgreement : public QObject {
    Q_OBJECT
private slots:
    void flowAndAnalyticAgreeWhereLinksAreSharedEqually_data()
    {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<int>("count");
        QTest::addColumn<int>("algorithm");
        QTest::addColumn<qint64>("bytes");
        const struct {
            const char* preset;
            int count;
        } designs[] = { { "dgx-h100", 2 }, { "dgx-h100", 16 }, { "gb200-nvl72", 2 } };
        const Algorithm everySize[] = { Algorithm::Ring, Algorithm::Hierarchical, Algorithm::Nvls };
        // Latency-bound: every algorithm; bandwidth-bound: those without a derating of their own.
        const Algorithm smallOnly[] = { Algorithm::Tree, Algorithm::NvlsTree, Algorithm::CollNet };
        for (const auto& d : designs) {
            auto add = [&](Algorithm a, qint64 bytes) {
                const std::string row = std::string(d.preset) + " x" + std::to_string(d.count) + ", "
                    + std::string(toString(a)) + ", " + std::to_string(bytes) + " B";
                QTest::newRow(row.c_str()) << QString(d.preset) << d.count << static_cast<int>(a) << bytes;
            };
            for (const qint64 bytes : { qint64(8), qint64(4096), qint64(kGiB) })
                for (const Algorithm a : everySize)
                    add(a, bytes);
            for (const qint64 bytes : { qint64(8), qint64(4096) })
                for (const Algorithm a : smallOnly)
                    add(a, bytes);
            // Halving-doubling needs a power-of-two count of GPUs (72 per rack is not).
            if (std::string(d.preset) == "dgx-h100")
                for (const qint64 bytes : { qint64(8), qint64(4096), qint64(kGiB) })
                    add(Algorithm::HalvingDoubling, bytes);
        }
    }

    void flowAndAnalyticAgreeWhereLinksAreSharedEqually()
    {
        QFETCH(QString, preset);
        QFETCH(int, count);
        QFETCH(int, algorithm);
        QFETCH(qint64, bytes);
        const Cluster cluster(preset.toStdString(), count);
        const auto a = static_cast<Algorithm>(algorithm);
        const SimResult analytic = run(cluster, Collective::AllReduce, ByteCount(bytes), a, {}, Fidelity::Analytic);
        const SimResult flow = run(cluster, Collective::AllReduce, ByteCount(bytes), a, {}, Fidelity::Flow);
        QCOMPARE(name(flow.protocol), name(analytic.protocol));
        verifyClose(flow.timeUs, analytic.timeUs, 0.05, "flow against analytic");
    }

    // A job on unequal shares of two racks (72 GPUs and 56, as a scheduler fills the first rack
    // first): an alltoall rank of the emptier rack sends 72 of its 128 chunks through its own NIC,
    // the most of any rank, so that rack's NICs bound the time in both fidelities. The analytic
    // model once counted the fuller rack's 56 and told 107.7 GB/s of busbw, above what 400G NICs
    // carry of that share (99.2), where the flow fidelity found 83.6.
    void anAlltoallOnUnequalRacksIsBoundByTheEmptierOnesNics()
    {
        const Cluster cluster("gb200-nvl72", 2);
        std::vector<NodeId> ranks;
        for (int i = 0; i < 128; ++i)
            ranks.push_back(cluster.gpu("rack" + std::to_string(i / 72) + "/tray" + std::to_string(i % 72 / 4) + "/gpu"
                + std::to_string(i % 4)));
        const ByteCount bytes(kGiB);
        const SimResult analytic = run(cluster, Collective::AllToAll, bytes, Algorithm::Direct, ranks);
        const SimResult flow = run(cluster, Collective::AllToAll, bytes, Algorithm::Direct, ranks, Fidelity::Flow);
        verifyClose(flow.timeUs, analytic.timeUs, 0.05, "flow against analytic");
        const double nicBytesPerUs = 50e9 / 1e6, leavingChunks = 72.0 / 128;
        QVERIFY(analytic.timeUs >= double(kGiB) * leavingChunks / nicBytesPerUs);
    }
};

QTEST_GUILESS_MAIN(TestSimAgreement)
#include "tst_sim_agreement.moc"

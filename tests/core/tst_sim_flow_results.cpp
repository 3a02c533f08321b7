// The flow fidelity's results are kept as its engine is made faster: each run below is compared
// with what the engine gave before (main at 94178201, 2026-12-01, printed with 17 digits; the times of
// the ring, tree and NVLS runs re-recorded when the analytic model took NCCL's channels, NVLS heads and
// the tree's pipeline fill, which the flow time includes; bytes and load unchanged; the GB200 runs
// re-recorded when InfiniBand fabrics took adaptive routing by default: every spine link carries a
// share of the spread, and the alltoall that took 4,417.8 us with each NIC pair hashed onto one
// path takes 3,319.0 us, 3,315.1 us once each pair of leaves starts its spray where the pair says; the GB200 ring's
// time again when LL128 went off across racks whose GPUs reach their NICs through Grace, Simple's latency in place of
// LL128's; the GB200 ring's and tree's times when NVLink 5 took the data rate Blackwell's copies
// reach, 37.3 GB/s a link, not NCCL's 40.1), within floating rounding (1e-9 relative). The runs cover rings, trees,
// NVLS, alltoall direct and pairwise on DGX H100 nodes and GB200 NVL72 racks: routes over NVLink switches, PXN and the
// fabric, flows merged and shared.
#include "SimulatorFixtures.h"

#include <QtTest>

using namespace scalescope;
using namespace scalescope::fixtures;

namespace {

// What a run is compared by: its time, the payload and link bytes of NVLink, PCIe and
// InfiniBand, how many link directions it loaded and its load integrated over time.
struct Digest {
    double timeUs = 0;
    double payload[3] {};
    double linkBytes[3] {};
    double timelines = 0;
    double loadUs = 0; // utilization x duration, summed over every segment of every timeline
};

Digest digestOf(const SimResult& r)
{
    Digest d;
    d.timeUs = r.timeUs;
    const LinkTier tiers[3] = { LinkTier::NvLink, LinkTier::Pcie, LinkTier::InfiniBand };
    for (int i = 0; i < 3; ++i) {
        d.payload[i] = r.bytesPerTier[static_cast<std::size_t>(tiers[i])];
        d.linkBytes[i] = (*r.linkBytesPerTier)[static_cast<std::size_t>(tiers[i])];
    }
    d.timelines = static_cast<double>(r.links.size());
    for (const LinkTimeline& line : r.links)
        for (const LinkSegment& s : line.segments)
            d.loadUs += s.utilization * (s.endUs - s.startUs);
    return d;
}

QString printed(const Digest& d)
{
    QString text = QString::asprintf("%.17g, { %.17g, %.17g, %.17g }, { %.17g, %.17g, %.17g }, %.17g, %.17g", d.timeUs,
        d.payload[0], d.payload[1], d.payload[2], d.linkBytes[0], d.linkBytes[1], d.linkBytes[2], d.timelines,
        d.loadUs);
    return text;
}

bool close(double actual, double expected)
{
    return std::fabs(actual - expected) <= 1e-9 * std::max(std::fabs(expected), 1.0);
}

bool same(const Digest& a, const Digest& e)
{
    bool ok = close(a.timeUs, e.timeUs) && a.timelines == e.timelines && close(a.loadUs, e.loadUs);
    for (int i = 0; i < 3; ++i)
        ok = ok && close(a.payload[i], e.payload[i]) && close(a.linkBytes[i], e.linkBytes[i]);
    return ok;
}

} // namespace

Q_DECLARE_METATYPE(Digest)
Q_DECLARE_METATYPE(Collective)
Q_DECLARE_METATYPE(Algorithm)

class TestSimFlowResults : public QObject {
    Q_OBJECT
private slots:
    void theEngineGivesWhatItGaveBefore_data()
    {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<int>("count");
        QTest::addColumn<Collective>("collective");
        QTest::addColumn<Algorithm>("algorithm");
        QTest::addColumn<qint64>("bytes");
        QTest::addColumn<Digest>("before");
        const qint64 gib = qint64(1) << 30, mib256 = qint64(256) << 20;
        const Collective ar = Collective::AllReduce, a2a = Collective::AllToAll;
        QTest::newRow("dgx-h100 x4 ring")
            << "dgx-h100" << 4 << ar << Algorithm::Ring << gib
            << Digest { 6006.4237324703345, { 66571993088, 8321499136, 8321499136 },
                   { 133143986176, 33285996543.999996, 16642998271.999998 }, 448, 2044711.2162742927 };
        QTest::newRow("dgx-h100 x4 tree") << "dgx-h100" << 4 << ar << Algorithm::Tree << gib
                                          << Digest { 5605.9854340790771, { 60129542144, 6442450944, 6442450944 },
                                                 { 120259084288, 25769803776, 12884901888 }, 448, 1735712.1802565183 };
        QTest::newRow("dgx-h100 x4 alltoall")
            << "dgx-h100" << 4 << a2a << Algorithm::Direct << mib256
            << Digest { 4260.854568421053, { 7516192768, 6442450944, 6442450944 },
                   { 15032385536, 25769803776, 12884901888 }, 448, 800363.7469053925 };
        QTest::newRow("dgx-h100 x4 pairwise")
            << "dgx-h100" << 4 << a2a << Algorithm::Pairwise << mib256
            << Digest { 5842.8704842105271, { 7516192768, 6442450944, 6442450944 },
                   { 15032385536.000065, 25769803776, 12884901888 }, 448, 800363.7469055315 };
        QTest::newRow("gb200-nvl72 x2 ring")
            << "gb200-nvl72" << 2 << ar << Algorithm::Ring << gib
            << Digest { 4579.1040916161892, { 307090161663.99615, 4265141134.2222357, 4265141134.2222357 },
                   { 614180323328.06555, 8530282268.4444199, 17001326465.580313 }, 6336, 12777990.48453939 };
        QTest::newRow("gb200-nvl72 x2 tree")
            << "gb200-nvl72" << 2 << ar << Algorithm::Tree << gib
            << Digest { 7642.5596782266148, { 304942678015.99969, 2147483647.9999945, 2147483647.9999945 },
                   { 609885356032.00427, 4294967295.9999871, 8589934592.0000515 }, 6336, 12447224.268312603 };
        QTest::newRow("gb200-nvl72 x2 nvls")
            << "gb200-nvl72" << 2 << ar << Algorithm::Nvls << gib
            << Digest { 2350.8220207304071, { 313532612607.97968, 0, 4294967295.9999871 },
                   { 313532612607.97968, 0, 8589934592.0000324 }, 5651, 6442450.9439992942 };
        QTest::newRow("gb200-nvl72 x2 alltoall")
            << "gb200-nvl72" << 2 << a2a << Algorithm::Direct << mib256
            << Digest { 3315.0837143101949, { 33554431999.993454, 19327352831.996689, 19327352831.996689 },
                   { 67108863999.999062, 38654705663.999992, 75877755562.663055 }, 6336, 3559198.4937449177 };
    }

    void theEngineGivesWhatItGaveBefore()
    {
        QFETCH(QString, preset);
        QFETCH(int, count);
        QFETCH(Collective, collective);
        QFETCH(Algorithm, algorithm);
        QFETCH(qint64, bytes);
        QFETCH(Digest, before);
        const Cluster c(preset.toStdString(), count);
        const Digest actual
            = digestOf(run(c, collective, static_cast<ByteCount>(bytes), algorithm, {}, Fidelity::Flow));
        QVERIFY2(actual.timeUs > 0, "the run moved nothing");
        QVERIFY2(same(actual, before), qPrintable("now " + printed(actual) + "; before " + printed(before)));
    }
};

QTEST_APPLESS_MAIN(TestSimFlowResults)
#include "tst_sim_flow_results.moc"

// The ASTRA-sim network import: every sample reads into the design its file states (counts taken
// from the files themselves), builds, checks and round-trips, with each dimension's bandwidth in
// ASTRA-sim's unit and its latency; broken input is refused with the file, line and column; and
// every fabric sample is detected as its format.
#include "FabricImportFixtures.h"

#include "io/TextFile.h"
#include "io/import/AstraSimNetwork.h"
#include "io/import/Import.h"

#include <QtTest>

#include <map>
#include <set>

using namespace scalescope;
using namespace scalescope::fixtures;

namespace {

// ASTRA-sim's "GB/s" is 2^30 bytes/s: its analytical backend multiplies the file's bandwidth by
// 2^30 (astra-network-analytical, common/NetworkFunction.cpp, bw_GBps_to_Bpns).
constexpr double kAstraSimBytesPerGB = 1024.0 * 1024.0 * 1024.0;

} // namespace

class TestFabricImportAstraSim : public QObject {
    Q_OBJECT
private slots:
    // Counts from the files: the product of npus_count GPUs; dimension 0 inside each node.
    void astraSimSamples_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("gpus");
        QTest::addColumn<int>("nics");
        QTest::addColumn<int>("nvswitches");
        QTest::addColumn<int>("ibSwitches");
        QTest::addColumn<int>("nodes");
        QTest::addColumn<int>("nvlinks");
        QTest::addColumn<int>("ibLinks");
        QTest::addColumn<int>("pcieLinks");
        // [Ring 2, FullyConnected 8, Switch 4]: 32 rings of 2 (one link each: a device holds one link per neighbour), 8
        // groups of 8 fully connected (28 each), 16 switches of 4.
        QTest::newRow("Ring_FullyConnected_Switch") << "astra-network-analytical_Ring_FullyConnected_Switch.yml" << 64
                                                    << 64 << 0 << 16 << 32 << 32 << 8 * 28 + 64 << 64;
        QTest::newRow("HGX-H100-validated")
            << "astra-sim_HGX-H100-validated.yml" << 8 << 0 << 1 << 0 << 1 << 8 << 0 << 0;
        // [Switch 8, Ring 4]: 4 NVSwitched nodes, 8 rings of 4 NICs.
        QTest::newRow("hgx_h100_32gpu") << "astra-sim_hgx_h100_32gpu.yml" << 32 << 32 << 4 << 0 << 4 << 32 << 32 << 32;
    }

    void astraSimSamples()
    {
        QFETCH(QString, file);
        QFETCH(int, gpus);
        QFETCH(int, nics);
        QFETCH(int, nvswitches);
        QFETCH(int, ibSwitches);
        QFETCH(int, nodes);
        QFETCH(int, nvlinks);
        QFETCH(int, ibLinks);
        QFETCH(int, pcieLinks);
        const std::string path = sample("astra-sim", file);
        const std::string text = readTextFile(path);
        QCOMPARE(detectImportFormat(text), std::optional(ImportFormat::AstraSim));
        const ImportedDesign imported = importText(text, ImportFormat::AstraSim, path);
        const Design& d = imported.design;
        QCOMPARE(count(d, NodeKind::Gpu), std::size_t(gpus));
        QCOMPARE(count(d, NodeKind::Nic), std::size_t(nics));
        QCOMPARE(count(d, NodeKind::NvSwitch), std::size_t(nvswitches));
        QCOMPARE(count(d, NodeKind::IbSwitch), std::size_t(ibSwitches));
        QCOMPARE(d.groups.size(), std::size_t(nodes));
        QCOMPARE(countTier(d, LinkTier::NvLink), std::size_t(nvlinks));
        QCOMPARE(countTier(d, LinkTier::InfiniBand), std::size_t(ibLinks));
        QCOMPARE(countTier(d, LinkTier::Pcie), std::size_t(pcieLinks));
        QCOMPARE(d.links.size(), std::size_t(nvlinks + ibLinks + pcieLinks));
        QVERIFY(!imported.notes.empty());
        checkEachCableOnce(d);
        checkDesign(d, path);
    }

    void astraSimBandwidthAndLatencyPerDimension()
    {
        const std::string path = sample("astra-sim", "astra-network-analytical_Ring_FullyConnected_Switch.yml");
        const Design d = readAstraSimNetwork(readTextFile(path), path).design;
        // bandwidth: [200, 100, 50] in ASTRA-sim's GB/s (x 2^30 bytes/s), latency: [50, 500, 2000] ns,
        // per link and direction.
        const LinkSpec* ring = linkBetween(d, { "node0/gpu0", 0 }, { "node0/gpu1", 0 });
        QVERIFY(ring);
        QCOMPARE(ring->bytesPerSecPerDirection, 200 * kAstraSimBytesPerGB); // 214.7e9 bytes/s
        QCOMPARE(ring->latencyNs, std::optional<double>(50));
        QCOMPARE(nodeNamed(d, "node0/gpu0")->ports, std::optional<int>(1)); // a ring of two: one neighbour
        // Dimension 1 (FullyConnected of 8) joins the NICs of GPU 0 in nodes 0..7.
        const LinkSpec* mesh = linkBetween(d, { "node0/nic0", 1 + 6 }, { "node7/nic0", 1 + 0 });
        QVERIFY(mesh);
        QCOMPARE(mesh->bytesPerSecPerDirection, 100 * kAstraSimBytesPerGB);
        QCOMPARE(mesh->latencyNs, std::optional<double>(500));
        // Dimension 2 (Switch of 4): NPUs 0, 16, 32, 48 on one switch, after the 7 mesh ports.
        const LinkSpec* up = linkBetween(d, { "node24/nic0", 8 }, { "dim2/switch0", 4 });
        QVERIFY(up);
        QCOMPARE(up->bytesPerSecPerDirection, 50 * kAstraSimBytesPerGB);
        QCOMPARE(up->latencyNs, std::optional<double>(2000));
        QCOMPARE(nodeNamed(d, "node0/nic0")->ports, std::optional<int>(8));
    }

    void astraSimSampleBandwidthIsGiBPerSecond()
    {
        // ASTRA-sim's HGX H100 of 32 GPUs: bandwidth [400, 50], which ASTRA-sim runs at 400 x 2^30 =
        // 429.5e9 bytes/s of NVLink and 50 x 2^30 = 53.7e9 bytes/s per ring link between NICs.
        const std::string path = sample("astra-sim", "astra-sim_hgx_h100_32gpu.yml");
        const Design d = readAstraSimNetwork(readTextFile(path), path).design;
        std::map<LinkTier, std::set<double>> rates;
        for (const LinkSpec& link : d.links)
            rates[link.tier].insert(link.bytesPerSecPerDirection);
        QCOMPARE(rates[LinkTier::NvLink], (std::set<double> { 400 * kAstraSimBytesPerGB }));
        QCOMPARE(rates[LinkTier::InfiniBand], (std::set<double> { 50 * kAstraSimBytesPerGB }));
        // Each GPU reaches its NIC as fast as the NIC's two ring cables together.
        QCOMPARE(rates[LinkTier::Pcie], (std::set<double> { 2 * 50 * kAstraSimBytesPerGB }));
    }

    void astraSimRefusesBrokenInput_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected");
        QTest::newRow("lengths") << "topology: [Ring, Switch]\nnpus_count: [4, 2]\nbandwidth: [100]\nlatency: [1, 2]\n"
                                 << "net.yml:3:12: \"bandwidth\" has 1 entries but \"topology\" has 2";
        QTest::newRow("unknown topology")
            << "topology: [Ring, Torus3D]\nnpus_count: [4, 2]\nbandwidth: [1, 2]\nlatency: [1, 2]\n"
            << "net.yml:1:18: topology[1]: unknown topology \"Torus3D\"";
        QTest::newRow("zero npus") << "topology: [Ring]\nnpus_count: [0]\nbandwidth: [1]\nlatency: [1]\n"
                                   << "net.yml:2:14: npus_count[0] is 0; a dimension has at least 2 NPUs";
        QTest::newRow("negative npus") << "topology: [Ring]\nnpus_count: [-3]\nbandwidth: [1]\nlatency: [1]\n"
                                       << "net.yml:2:14: npus_count[0] is -3";
        QTest::newRow("huge product") << "topology: [Ring, Ring, Ring]\nnpus_count: [1000, 1000, 1000]\nbandwidth: [1, "
                                         "1, 1]\nlatency: [1, 1, 1]\n"
                                      << "net.yml:2:20: npus_count multiplies to more than 131072 NPUs";
        QTest::newRow("huge number")
            << "topology: [Ring]\nnpus_count: [99999999999999999999999]\nbandwidth: [1]\nlatency: [1]\n"
            << "net.yml:2:14: npus_count[0]: expected a whole number of NPUs";
        QTest::newRow("fully connected too big")
            << "topology: [FullyConnected]\nnpus_count: [8192]\nbandwidth: [1]\nlatency: [1]\n"
            << "net.yml:2:14: npus_count[0] needs devices of more than 4096 ports";
        QTest::newRow("bandwidth text") << "topology: [Ring]\nnpus_count: [4]\nbandwidth: [fast]\nlatency: [1]\n"
                                        << "net.yml:3:13: bandwidth[0]: expected a bandwidth in GB/s, found \"fast\"";
        QTest::newRow("no bandwidth") << "topology: [Ring]\nnpus_count: [4]\nbandwidth: [0]\nlatency: [1]\n"
                                      << "net.yml:3:13: bandwidth[0] must be a link's rate, 1 Mb/s to 1 PB/s";
        QTest::newRow("negative latency") << "topology: [Ring]\nnpus_count: [4]\nbandwidth: [1]\nlatency: [-1]\n"
                                          << "net.yml:4:11: latency[0] must be from 0";
        QTest::newRow("missing key") << "topology: [Ring]\nnpus_count: [4]\nbandwidth: [1]\n"
                                     << "net.yml:1:1: missing \"latency\"";
        QTest::newRow("not a list") << "topology: Ring\nnpus_count: [4]\nbandwidth: [1]\nlatency: [1]\n"
                                    << "net.yml:1:11: \"topology\" must be a list";
        QTest::newRow("nested value") << "topology: [Ring]\nnpus_count: [[4]]\nbandwidth: [1]\nlatency: [1]\n"
                                      << "net.yml:2:14: npus_count[0]: expected a whole number of NPUs";
        QTest::newRow("bad yaml") << "topology: [Ring\nnpus_count: [4]\n"
                                  << "net.yml:2:11: not valid YAML";
        QTest::newRow("empty") << ""
                               << "net.yml:1:1: empty file";
        QTest::newRow("not a mapping") << "- 1\n- 2\n"
                                       << "net.yml:1:1: expected a mapping";
    }

    void astraSimRefusesBrokenInput()
    {
        QFETCH(QString, text);
        QFETCH(QString, expected);
        const QString message = errorOf([&] { readAstraSimNetwork(text.toStdString(), "net.yml"); });
        QVERIFY2(message.startsWith(expected), qPrintable(message));
    }

    void astraSimRefusesDeepAndBinaryInput()
    {
        const std::string deep = "topology: " + std::string(10000, '[') + std::string(10000, ']') + "\n";
        QVERIFY(QRegularExpression("^deep.yml:1:\\d+: lists or mappings nested deeper than \\d+ levels$")
                    .match(errorOf([&] { readAstraSimNetwork(deep, "deep.yml"); }))
                    .hasMatch());
        std::string garbage;
        for (int i = 0; i < 4096; ++i)
            garbage += static_cast<char>((i * 7919 + 13) % 256);
        QVERIFY(QRegularExpression("^garbage.bin:\\d+:\\d+: ")
                    .match(errorOf([&] { readAstraSimNetwork(garbage, "garbage.bin"); }))
                    .hasMatch());
        // Cut short: the lists no longer match.
        const std::string text = readTextFile(sample("astra-sim", "astra-sim_hgx_h100_32gpu.yml"));
        const QString cut = errorOf([&] { readAstraSimNetwork(text.substr(0, text.find("latency:")), "cut.yml"); });
        QVERIFY2(cut.startsWith("cut.yml:4:1: missing \"latency\""), qPrintable(cut));
    }

    void detectionOfEverySample()
    {
        for (const char* file : { "Mellanox-ufm_sdk_selene.compute.txt", "Mellanox-ufm_sdk_small_topo_file.txt",
                 "ltaulell-HPC_toolset_X5.topofile", "rdma-core-manpage-example.txt" })
            QCOMPARE(detectImportFormat(readTextFile(sample("ibnetdiscover", file))),
                std::optional(ImportFormat::IbNetDiscover));
        for (const char* file : { "astra-network-analytical_Ring_FullyConnected_Switch.yml",
                 "astra-sim_HGX-H100-validated.yml", "astra-sim_hgx_h100_32gpu.yml" })
            QCOMPARE(
                detectImportFormat(readTextFile(sample("astra-sim", file))), std::optional(ImportFormat::AstraSim));
        // htsim's fat-tree file is another simulator's format.
        QVERIFY(detectImportFormat(readTextFile(sample("astra-sim", "astra-sim_8nodes.topo")))
            != std::optional(ImportFormat::AstraSim));
    }
};

QTEST_APPLESS_MAIN(TestFabricImportAstraSim)
#include "tst_fabric_import_astra_sim.moc"

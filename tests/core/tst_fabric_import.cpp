// Fabric imports: every ibnetdiscover and ASTRA-sim sample reads into the design its file
// states (counts taken from the files themselves), builds, checks and round-trips; each cable
// is one link; switch tiers come from the graph; NCCL node dumps join the fabric by NIC GUID;
// and broken input is refused with the file, line and column.
#include "io/DesignFile.h"
#include "io/TextFile.h"
#include "io/import/AstraSimNetwork.h"
#include "io/import/GuidJoin.h"
#include "io/import/IbNetDiscover.h"
#include "io/import/Import.h"
#include "io/import/NcclTopoXml.h"
#include "layout/SceneLayout.h"
#include "model/InputError.h"
#include "model/TopologyCheck.h"

#include <QtTest>

#include <cstdio>
#include <map>
#include <set>

using namespace scalescope;

namespace {

// ASTRA-sim's "GB/s" is 2^30 bytes/s: its analytical backend multiplies the file's bandwidth by
// 2^30 (astra-network-analytical, common/NetworkFunction.cpp, bw_GBps_to_Bpns).
constexpr double kAstraSimBytesPerGB = 1024.0 * 1024.0 * 1024.0;

std::string sample(const QString& folder, const QString& file)
{
    return std::string(SCALESCOPE_TEST_DATA) + "/samples/" + folder.toStdString() + "/" + file.toStdString();
}
std::string fixture(const char* name)
{
    return std::string(SCALESCOPE_TEST_DATA) + "/import/" + name;
}

std::size_t count(const Design& design, NodeKind kind)
{
    return static_cast<std::size_t>(
        std::count_if(design.nodes.begin(), design.nodes.end(), [&](const NodeSpec& n) { return n.kind == kind; }));
}
std::size_t countRole(const Design& design, SwitchRole role)
{
    return static_cast<std::size_t>(std::count_if(design.nodes.begin(), design.nodes.end(),
        [&](const NodeSpec& n) { return n.kind == NodeKind::IbSwitch && n.role == role; }));
}
std::size_t countTier(const Design& design, LinkTier tier)
{
    return static_cast<std::size_t>(
        std::count_if(design.links.begin(), design.links.end(), [&](const LinkSpec& l) { return l.tier == tier; }));
}
const NodeSpec* nodeNamed(const Design& design, const std::string& name)
{
    for (const NodeSpec& n : design.nodes)
        if (n.name == name)
            return &n;
    return nullptr;
}
const LinkSpec* linkBetween(const Design& design, const PortRef& a, const PortRef& b)
{
    for (const LinkSpec& l : design.links)
        if ((l.a == a && l.b == b) || (l.a == b && l.b == a))
            return &l;
    return nullptr;
}

// The design builds, keeps every invariant, and reads back from its own file unchanged.
void checkDesign(const Design& design, const std::string& origin)
{
    const ExpandedDesign expanded = expandDesign(design, Catalog::builtInShared(), origin);
    const std::vector<std::string> problems = checkTopology(expanded.topology);
    QVERIFY2(problems.empty(), problems.empty() ? "" : problems.front().c_str());
    QCOMPARE(expanded.topology.nodes.size(), design.nodes.size());
    QCOMPARE(expanded.topology.links.size(), design.links.size());
    const Design reread = parseDesign(formatDesign(design, Catalog::builtIn()), origin, Catalog::builtIn());
    QVERIFY(reread.nodes == design.nodes);
    QVERIFY(reread.links == design.links);
    QVERIFY(reread.groups == design.groups);
    QVERIFY(reread == design);
}

// Every (device, port) at most once per tier, and no two links join the same two ports.
void checkEachCableOnce(const Design& design)
{
    std::set<std::tuple<std::string, int, int>> ends;
    for (const LinkSpec& l : design.links) {
        QVERIFY2(ends.emplace(l.a.node, l.a.port, static_cast<int>(l.tier)).second, (l.a.node + " used twice").c_str());
        QVERIFY2(ends.emplace(l.b.node, l.b.port, static_cast<int>(l.tier)).second, (l.b.node + " used twice").c_str());
    }
}

// The message of the InputError `read` throws; fails the test when nothing is thrown.
template <typename Read> QString errorOf(Read read)
{
    try {
        read();
    } catch (const InputError& error) {
        return QString::fromStdString(error.what());
    }
    return QStringLiteral("<no error>");
}

ImportedDesign readFabric(const std::string& text, const std::string& origin = "fabric.txt")
{
    return readIbNetDiscover(text, origin);
}

// One port line of the tier fixture, changed.
std::string fixtureWith(const std::string& from, const std::string& to)
{
    std::string text = readTextFile(fixture("tiers.ibnetdiscover"));
    const auto at = text.find(from);
    if (at == std::string::npos)
        qFatal("fixture text not found: %s", from.c_str());
    text.replace(at, from.size(), to);
    return text;
}

std::uint64_t byteSwapped(std::uint64_t value)
{
    std::uint64_t out = 0;
    for (int i = 0; i < 8; ++i)
        out = out << 8 | ((value >> (8 * i)) & 0xFF);
    return out;
}

// A node as NCCL's topology dump describes one, as a design: a CPU, a PCIe switch, two GPUs
// joined by NVLink, and NICs with the GUID NCCL writes.
ImportedDesign ncclNode(const std::vector<std::pair<std::string, std::uint64_t>>& nics)
{
    ImportedDesign node;
    Design& d = node.design;
    d.groups.push_back(GroupSpec { "node", GroupKind::Node, {}, {} });
    auto add = [&](const std::string& name, NodeKind kind, std::optional<int> ports) {
        NodeSpec spec;
        spec.name = name;
        spec.kind = kind;
        spec.ports = ports;
        spec.group = "node";
        d.nodes.push_back(spec);
        return &d.nodes.back();
    };
    add("cpu0", NodeKind::Cpu, 0);
    add("pcie0", NodeKind::PcieSwitch, 8);
    add("gpu0", NodeKind::Gpu, 12);
    add("gpu1", NodeKind::Gpu, 12);
    d.links.push_back(LinkSpec { { "gpu0", 0 }, { "gpu1", 0 }, LinkTier::NvLink, bytesPerSecFromGBps(25), 12, {} });
    d.links.push_back(LinkSpec { { "cpu0", 0 }, { "pcie0", 0 }, LinkTier::Pcie, bytesPerSecFromGBps(32), {}, {} });
    d.links.push_back(LinkSpec { { "gpu0", 0 }, { "pcie0", 1 }, LinkTier::Pcie, bytesPerSecFromGBps(32), {}, {} });
    int port = 2;
    for (const auto& [name, guid] : nics) {
        NodeSpec* nic = add(name, NodeKind::Nic, 1);
        nic->network = Network::Compute;
        nic->guid = guid;
        nic->pci = 0x1800u + static_cast<std::uint32_t>(port);
        d.links.push_back(
            LinkSpec { { name, 0 }, { "pcie0", port++ }, LinkTier::Pcie, bytesPerSecFromGBps(32), {}, {} });
    }
    return node;
}

} // namespace

class TestFabricImport : public QObject {
    Q_OBJECT
private slots:
    // Counts from the files (grep and a separate script: 'Switch' and 'Ca' headers, adapters
    // whose sysimgguid is a switch's, distinct hosts, cables counted once from both ends).
    void ibnetdiscoverSamples_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("switches");
        QTest::addColumn<int>("adapters");
        QTest::addColumn<int>("hosts");
        QTest::addColumn<int>("links");
        QTest::addColumn<int>("leaves");
        QTest::addColumn<int>("spines");
        QTest::addColumn<int>("cores");
        // 4,341 Ca blocks of which 666 are the switches' SHARP aggregation nodes; 25,704 port
        // lines = 12,852 cables, 666 of them to aggregation nodes.
        QTest::newRow("selene") << "Mellanox-ufm_sdk_selene.compute.txt" << 666 << 3675 << 469 << 12186 << 203 << 321
                                << 142;
        // 13 Ca blocks, one an aggregation node; two loopback cables on the SX6036 (25-26, 28-29).
        QTest::newRow("ufm small") << "Mellanox-ufm_sdk_small_topo_file.txt" << 2 << 12 << 5 << 13 << 2 << 0 << 0;
        // Descriptions name no host: one host per system image GUID.
        QTest::newRow("X5") << "ltaulell-HPC_toolset_X5.topofile" << 11 << 89 << 89 << 159 << 6 << 4 << 1;
        QTest::newRow("man page") << "rdma-core-manpage-example.txt" << 2 << 4 << 4 << 7 << 2 << 0 << 0;
    }
    void ibnetdiscoverSamples()
    {
        QFETCH(QString, file);
        QFETCH(int, switches);
        QFETCH(int, adapters);
        QFETCH(int, hosts);
        QFETCH(int, links);
        QFETCH(int, leaves);
        QFETCH(int, spines);
        QFETCH(int, cores);
        const std::string path = sample("ibnetdiscover", file);
        const std::string text = readTextFile(path);
        QCOMPARE(detectImportFormat(text), std::optional(ImportFormat::IbNetDiscover));
        const ImportedDesign imported = importText(text, ImportFormat::IbNetDiscover, path);
        const Design& d = imported.design;
        QCOMPARE(count(d, NodeKind::IbSwitch), std::size_t(switches));
        QCOMPARE(count(d, NodeKind::Nic), std::size_t(adapters));
        QCOMPARE(d.nodes.size(), std::size_t(switches + adapters));
        QCOMPARE(d.groups.size(), std::size_t(hosts));
        QCOMPARE(d.links.size(), std::size_t(links));
        QCOMPARE(countTier(d, LinkTier::InfiniBand), std::size_t(links));
        QCOMPARE(countRole(d, SwitchRole::Leaf), std::size_t(leaves));
        QCOMPARE(countRole(d, SwitchRole::Spine), std::size_t(spines));
        QCOMPARE(countRole(d, SwitchRole::Core), std::size_t(cores));
        for (const GroupSpec& g : d.groups)
            QVERIFY(g.kind == GroupKind::Node);
        for (const NodeSpec& n : d.nodes) {
            QVERIFY2(n.guid.has_value(), n.name.c_str());
            QVERIFY2(n.name.find(':') == std::string::npos, n.name.c_str());
            QVERIFY2(n.kind == NodeKind::IbSwitch || !n.group.empty(), n.name.c_str());
        }
        QCOMPARE(imported.adapterSystemGuids.size(), std::size_t(adapters));
        checkEachCableOnce(d);
        checkDesign(d, path);
    }

    // What a few lines of the files say, device by device.
    void ibnetdiscoverKeepsTheDumpsFacts()
    {
        const std::string selenePath = sample("ibnetdiscover", "Mellanox-ufm_sdk_selene.compute.txt");
        const Design selene = readIbNetDiscover(readTextFile(selenePath), selenePath).design;
        // Switch 41 "S-1c34da0300728866" # "MF0;MLG01-02:MQM8700/U1" enhanced port 0 lid 1600 lmc 0
        const NodeSpec* leaf = nodeNamed(selene, "MLG01-02");
        QVERIFY(leaf);
        QCOMPARE(leaf->lid, std::optional<std::uint16_t>(1600));
        QCOMPARE(leaf->guid, std::optional<std::uint64_t>(0x1c34da0300728866));
        QCOMPARE(leaf->ports, std::optional<int>(41));
        QCOMPARE(leaf->model, std::string("QM8700"));
        QVERIFY(leaf->role == SwitchRole::Leaf);
        // [1] "H-1c34da0300608820"[1](1c34da0300608820) # "selene-swift-01 HCA-2" lid 837 4xHDR
        const NodeSpec* hca = nodeNamed(selene, "selene-swift-01/HCA-2");
        QVERIFY(hca);
        QCOMPARE(hca->group, std::string("selene-swift-01"));
        QCOMPARE(hca->lid, std::optional<std::uint16_t>(837));
        QCOMPARE(hca->guid, std::optional<std::uint64_t>(0x1c34da0300608820));
        QCOMPARE(hca->model, std::string("ConnectX-6")); // devid=0x101b
        const LinkSpec* hdr = linkBetween(selene, { "MLG01-02", 1 }, { "selene-swift-01/HCA-2", 1 });
        QVERIFY(hdr);
        QCOMPARE(hdr->bytesPerSecPerDirection, bytesPerSecFromGbps(200)); // 4 lanes x 50 Gb/s
        QVERIFY(!hdr->lanes); // 4x, the default
        // "selene-cache-02 mlx5_1 " (a trailing blank in the dump)
        QVERIFY(nodeNamed(selene, "selene-cache-02/mlx5_1"));

        const std::string manPath = sample("ibnetdiscover", "rdma-core-manpage-example.txt");
        const ImportedDesign man = readIbNetDiscover(readTextFile(manPath), manPath);
        // [22] "H-0008f10403961354"[1](8f10403961355) # "..." lid 4 4xSDR: port numbers as dumped
        const LinkSpec* sdr
            = linkBetween(man.design, { "ISR9024 Voltaire", 22 }, { "host-0008f10403961354/H-0008f10403961354", 1 });
        QVERIFY(sdr);
        QCOMPARE(sdr->bytesPerSecPerDirection, bytesPerSecFromGbps(8)); // 4 lanes x 2 Gb/s after 8b/10b
        // Switch port 1 says 1xSDR, the other end 4xSDR: the slower is kept and it is said.
        const LinkSpec* narrow = linkBetween(man.design, { "SW-6IB4 Voltaire", 1 }, { "ISR9024 Voltaire", 10 });
        QVERIFY(narrow);
        QCOMPARE(narrow->lanes, std::optional<int>(1));
        QCOMPARE(narrow->bytesPerSecPerDirection, bytesPerSecFromGbps(2));
        bool told = false;
        for (const std::string& note : man.notes)
            told = told
                || note.find("2 cables' two ends report different widths or speeds (first: line 15 says 4xSDR, line 26 "
                             "1xSDR); the slower is kept")
                    != std::string::npos;
        QVERIFY(told);
        // The dual-port adapter keeps its first port's LID (port 1: lid 10).
        QCOMPARE(
            nodeNamed(man.design, "host-0008f10403960558/H-0008f10403960558")->lid, std::optional<std::uint16_t>(10));

        // FDR is 14.0625 GBd x 64/66 per lane; FDR10 10 Gb/s; EDR 25 Gb/s.
        const std::string smallPath = sample("ibnetdiscover", "Mellanox-ufm_sdk_small_topo_file.txt");
        const Design small = readIbNetDiscover(readTextFile(smallPath), smallPath).design;
        const LinkSpec* fdr = linkBetween(small, { "r-ufm-sw226", 1 }, { "r-ufm-sw95", 3 });
        QVERIFY(fdr);
        QCOMPARE(fdr->bytesPerSecPerDirection, bytesPerSecFromGbps(4 * 14.0625 * 64 / 66));
        const LinkSpec* edr = linkBetween(small, { "r-ufm-sw95", 23 }, { "r-dcs96/HCA-1", 1 });
        QVERIFY(edr);
        QCOMPARE(edr->bytesPerSecPerDirection, bytesPerSecFromGbps(100));
    }

    void tiersFromTheGraph()
    {
        const ImportedDesign imported
            = readIbNetDiscover(readTextFile(fixture("tiers.ibnetdiscover")), "tiers.ibnetdiscover");
        const Design& d = imported.design;
        auto role = [&](const char* name) {
            const NodeSpec* n = nodeNamed(d, name);
            return n ? n->role : SwitchRole::None;
        };
        QVERIFY(role("leaf-1") == SwitchRole::Leaf);
        QVERIFY(role("leaf-2") == SwitchRole::Leaf);
        // Two switches share a description: named by GUID.
        QVERIFY(role("S-0000000000000501") == SwitchRole::Spine);
        QVERIFY(role("S-0000000000000502") == SwitchRole::Spine);
        QVERIFY(role("core-1") == SwitchRole::Core);
        // Three hops from the hosts; its aggregation node does not make it a leaf.
        QVERIFY(role("Spare") == SwitchRole::Core);
        QVERIFY(!nodeNamed(d, "Spare/aggregation-node"));
        QCOMPARE(count(d, NodeKind::Nic), std::size_t(4));
        QCOMPARE(d.links.size(), std::size_t(10));
        QCOMPARE(nodeNamed(d, "h1/mlx5_0")->group, std::string("h1"));
        QCOMPARE(nodeNamed(d, "h1/mlx5_1")->group, std::string("h1"));
        QCOMPARE(nodeNamed(d, "h2/mlx5_0")->group, std::string("h2"));
        QCOMPARE(nodeNamed(d, "host-0000000000000b00/H-0000000000000b01")->group, std::string("host-0000000000000b00"));
        QCOMPARE(imported.adapterSystemGuids.at("h1/mlx5_1"), std::uint64_t(0xa00));
        checkDesign(d, "tiers");
    }

    void ibnetdiscoverRefusesBrokenInput_data()
    {
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::addColumn<QString>("expected");
        QTest::newRow("lid abc") << "# lid 11 lmc 0"
                                 << "# lid abc lmc 0"
                                 << "fabric.txt:73:42: expected a LID, found \"abc\"";
        QTest::newRow("port [x]") << "[3]\t\"S-0000000000000501\"[1]"
                                  << "[x]\t\"S-0000000000000501\"[1]"
                                  << "fabric.txt:41:2: expected a port number, found \"x]\"";
        QTest::newRow("huge port")
            << "[3]\t\"S-0000000000000501\"[1]"
            << "[99999999999999999999]\t\"S-0000000000000501\"[1]"
            << "fabric.txt:41:2: a port number 99999999999999999999 is out of range (at most 254)";
        QTest::newRow("port past the count") << "[3]\t\"S-0000000000000501\"[1]"
                                             << "[9]\t\"S-0000000000000501\"[1]"
                                             << "fabric.txt:41:2: port 9 is outside the node's ports 1..4";
        QTest::newRow("multicast lid") << "lid 4 lmc 0"
                                       << "lid 50000 lmc 0"
                                       << "fabric.txt:38:78: LID 50000 is outside the unicast range 1..49151";
        QTest::newRow("long guid") << "\"S-0000000000000c01\"\t\t# \"MF0;core-1"
                                   << "\"S-00000000000000000c01\"\t\t# \"MF0;core-1"
                                   << "fabric.txt:12:10: \"S-00000000000000000c01\" does not end in a GUID";
        QTest::newRow("unknown speed") << "lid 2 4xHDR"
                                       << "lid 2 4xQQR"
                                       << "fabric.txt:13:55: unknown speed \"QQR\"";
        QTest::newRow("odd width") << "lid 2 4xHDR"
                                   << "lid 2 3xHDR"
                                   << "fabric.txt:13:53: expected a link width and speed like 4xHDR";
        QTest::newRow("ends disagree")
            << "[1]\t\"S-0000000000000501\"[3]"
            << "[1]\t\"S-0000000000000501\"[4]"
            << "fabric.txt:24:5: the two ends disagree: this line joins port 3 of S-0000000000000501 to "
               "S-0000000000000c01[1], which line 13 joins to S-0000000000000501[4]";
        QTest::newRow("no block") << "[3]\t\"S-0000000000000f01\"[1]"
                                  << "[3]\t\"S-0000000000000f02\"[1]"
                                  << "fabric.txt:15:5: \"S-0000000000000f02\" has no Switch block in the file";
        QTest::newRow("twice") << "[2]\t\"S-0000000000000502\"[3]"
                               << "[1]\t\"S-0000000000000502\"[3]"
                               << "fabric.txt:14:1: port 1 is listed twice (also at line 13)";
        QTest::newRow("lid taken") << "# lid 12 lmc 0"
                                   << "# lid 11 lmc 0"
                                   << "fabric.txt:80:1: LID 11 is already H-0000000000000a01's";
        QTest::newRow("router") << "Ca\t1 \"H-0000000000000b01\""
                                << "Rt\t1 \"R-0000000000000b01\""
                                << "fabric.txt:93:1: routers";
        QTest::newRow("unclosed quote") << "# \"h2 mlx5_0\"\n"
                                        << "# \"h2 mlx5_0\n"
                                        << "fabric.txt:86:31: the quoted node description has no closing '\"'";
        QTest::newRow("stray text") << "vendid=0x2c9\ndevid=0x101b\nsysimgguid=0xa03"
                                    << "vendid=0x2c9\nhello\nsysimgguid=0xa03"
                                    << "fabric.txt:83:1: expected a Switch or Ca header";
    }
    void ibnetdiscoverRefusesBrokenInput()
    {
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(QString, expected);
        const std::string text = fixtureWith(from.toStdString(), to.toStdString());
        const QString message = errorOf([&] { readFabric(text); });
        QVERIFY2(message.startsWith(expected), qPrintable(message));
    }

    void ibnetdiscoverRefusesCutAndForeignFiles()
    {
        const std::string text = readTextFile(sample("ibnetdiscover", "Mellanox-ufm_sdk_selene.compute.txt"));
        // Cut anywhere: the cables to what is no longer described, or the broken line, are named.
        for (const double fraction : { 0.01, 0.25, 0.5, 0.75, 0.999 }) {
            const std::string cut = text.substr(0, static_cast<std::size_t>(text.size() * fraction));
            const QString message = errorOf([&] { readFabric(cut, "cut.txt"); });
            QVERIFY2(QRegularExpression("^cut.txt:\\d+:\\d+: ").match(message).hasMatch(), qPrintable(message));
        }
        // Cut at a line end: cables reach adapters whose blocks are gone.
        const std::size_t lineEnd = text.rfind('\n', text.size() / 2) + 1;
        QVERIFY(errorOf([&] {
            readFabric(text.substr(0, lineEnd), "cut.txt");
        }).contains("has no Ca block in the file (is the file cut short?)"));
        QCOMPARE(errorOf([&] { readFabric("", "empty.txt"); }),
            QString("empty.txt:1:1: no Switch or Ca in the file: not an ibnetdiscover topology"));
        std::string garbage;
        for (int i = 0; i < 4096; ++i)
            garbage += static_cast<char>((i * 7919 + 13) % 256);
        QVERIFY(errorOf([&] { readFabric(garbage, "garbage.bin"); }).startsWith("garbage.bin:1:"));
        QVERIFY(!detectImportFormat(garbage));
    }

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

    // Selene's 469 hosts are no rack's: each is a box in the grid under the switch tiers, and a
    // block of its own in the collapsed view, with its adapters inside.
    void seleneLaysOutHostByHost()
    {
        const std::string path = sample("ibnetdiscover", "Mellanox-ufm_sdk_selene.compute.txt");
        const Topology t
            = expandDesign(readIbNetDiscover(readTextFile(path), path).design, Catalog::builtInShared(), path).topology;
        const Scene s = layoutScene(t);
        float lowestSwitch = 0;
        for (NodeId n = 0; n < t.nodes.size(); ++n)
            if (t.nodes[n].kind == NodeKind::IbSwitch)
                lowestSwitch = std::max(lowestSwitch, s.devices[n].y + s.devices[n].height);
        std::vector<std::uint32_t> blockOfGroup(t.groups.size(), ~0u);
        for (NodeId n = 0; n < t.nodes.size(); ++n) {
            const SceneRect& r = s.devices[n];
            QVERIFY(!r.empty());
            if (t.nodes[n].group == kNoGroup)
                continue;
            const SceneRect& box = s.groups[t.nodes[n].group];
            QVERIFY(r.x >= box.x && r.y >= box.y && r.x + r.width <= box.x + box.width
                && r.y + r.height <= box.y + box.height);
            QVERIFY(box.y > lowestSwitch);
            std::uint32_t& block = blockOfGroup[t.nodes[n].group];
            QVERIFY(block == ~0u || block == s.blockOfNode[n]);
            block = s.blockOfNode[n];
        }
        QCOMPARE(std::set<std::uint32_t>(blockOfGroup.begin(), blockOfGroup.end()).size(), t.groups.size());
        for (std::size_t g = 0; g < t.groups.size(); ++g)
            for (std::size_t h = g + 1; h < t.groups.size(); ++h) {
                const SceneRect& a = s.groups[g];
                const SceneRect& b = s.groups[h];
                QVERIFY(!(a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height));
            }
        // Far fewer blocks than devices: links between hosts and switches are drawn as bundles.
        QVERIFY(s.blocks.size() < t.nodes.size() / 4);
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

    void aNcclDumpJoinsTheFabricThroughItsReader()
    {
        // The whole path: NCCL prints the system image GUID with its bytes reversed, the NCCL
        // reader puts them back in order, and the join finds the adapter by it.
        const ImportedDesign fabric
            = readIbNetDiscover(readTextFile(fixture("tiers.ibnetdiscover")), "tiers.ibnetdiscover");
        char printed[32];
        std::snprintf(printed, sizeof printed, "%#llx", static_cast<unsigned long long>(byteSwapped(0xa03)));
        const std::string xml
            = std::string("<system version=\"1\">\n"
                          "  <cpu numaid=\"0\" affinity=\"0000ffff\" arch=\"x86_64\" vendor=\"GenuineIntel\">\n"
                          "    <pci busid=\"0000:18:00.0\" class=\"0x020700\" vendor=\"0x15b3\" device=\"0x101b\""
                          " link_speed=\"16.0 GT/s PCIe\" link_width=\"16\">\n"
                          "      <nic>\n"
                          "        <net name=\"mlx5_0\" dev=\"0\" speed=\"200000\" port=\"1\" guid=\"")
            + printed + "\" maxconn=\"131072\" gdr=\"1\"/>\n      </nic>\n    </pci>\n  </cpu>\n</system>\n";
        std::vector<NamedImport> nodes { { "h2.xml", readNcclTopoXml(xml, "h2.xml") } };
        const ImportedDesign joined = joinNodesToFabric(fabric, nodes);
        QCOMPARE(joined.notes.back(), std::string("h2.xml joined to host h2 through 1 NIC"));
        checkDesign(joined.design, "joined through the reader");
    }

    void nodesJoinTheFabricByGuid()
    {
        const ImportedDesign fabric
            = readIbNetDiscover(readTextFile(fixture("tiers.ibnetdiscover")), "tiers.ibnetdiscover");
        // h1's two adapters share system image GUID 0xa00 (one dual-port NIC), as the NCCL reader
        // gives it. A third NIC (storage, Ethernet) is not in the fabric.
        std::vector<NamedImport> nodes;
        nodes.push_back({ "h1.xml", ncclNode({ { "mlx5_0", 0xa00 }, { "mlx5_1", 0xa00 }, { "mlx5_2", 0x1234 } }) });
        nodes.push_back({ "h2.xml", ncclNode({ { "mlx5_0", 0xa03 } }) });
        const ImportedDesign joined = joinNodesToFabric(fabric, nodes);
        const Design& d = joined.design;
        // Fabric adapters keep their names, GUIDs, LIDs and cables; they gain the node's PCIe.
        const NodeSpec* nic = nodeNamed(d, "h1/mlx5_1");
        QVERIFY(nic);
        QCOMPARE(nic->guid, std::optional<std::uint64_t>(0xa02));
        QCOMPARE(nic->lid, std::optional<std::uint16_t>(12));
        QCOMPARE(nic->pci, std::optional<std::uint32_t>(0x1803));
        QVERIFY(linkBetween(d, { "h1/mlx5_1", 1 }, { "leaf-2", 1 }));
        QVERIFY(linkBetween(d, { "h1/mlx5_1", 0 }, { "h1/pcie0", 3 }));
        QVERIFY(linkBetween(d, { "h1/mlx5_0", 0 }, { "h1/pcie0", 2 }));
        QVERIFY(linkBetween(d, { "h2/mlx5_0", 0 }, { "h2/pcie0", 2 }));
        // The node's devices are in the host, the NVLink between its GPUs kept.
        for (const char* name : { "h1/gpu0", "h1/gpu1", "h1/cpu0", "h1/pcie0", "h1/mlx5_2" })
            QCOMPARE(nodeNamed(d, name) ? nodeNamed(d, name)->group : std::string("<missing>"), std::string("h1"));
        QVERIFY(linkBetween(d, { "h1/gpu0", 0 }, { "h1/gpu1", 0 }));
        // The storage NIC is no fabric adapter: kept with its GUID.
        QCOMPARE(nodeNamed(d, "h1/mlx5_2")->guid, std::optional<std::uint64_t>(0x1234));
        QCOMPARE(joined.notes.back(), std::string("h2.xml joined to host h2 through 1 NIC"));
        QCOMPARE(joined.notes[joined.notes.size() - 2],
            std::string(
                "h1.xml joined to host h1 through 2 NICs; 1 NIC is not in the fabric: kept without fabric links"));
        QCOMPARE(count(d, NodeKind::Gpu), std::size_t(4));
        QCOMPARE(count(d, NodeKind::Nic), std::size_t(4 + 1)); // the fabric's four, h1's storage NIC
        QCOMPARE(d.groups.size(), fabric.design.groups.size());
        QCOMPARE(d.links.size(), fabric.design.links.size() + 2 * 3 + 3 + 1);
        checkDesign(d, "joined");

        // A node none of whose NICs is in the fabric, and one whose NIC another node took.
        std::vector<NamedImport> stranger { { "stranger.xml", ncclNode({ { "mlx5_0", 0x0c42a1030000beefull } }) } };
        QCOMPARE(errorOf([&] { joinNodesToFabric(fabric, stranger); }),
            QString("stranger.xml: none of the node's NICs (system image guid 0x0c42a1030000beef) is an adapter "
                    "of the fabric dump"));
        std::vector<NamedImport> twice { { "a.xml", ncclNode({ { "mlx5_0", 0xa03 } }) },
            { "b.xml", ncclNode({ { "mlx5_0", 0xa03 } }) } };
        QVERIFY(errorOf([&] { joinNodesToFabric(fabric, twice); }).startsWith("b.xml: NIC mlx5_0 (guid "));
    }
};

QTEST_APPLESS_MAIN(TestFabricImport)
#include "tst_fabric_import.moc"

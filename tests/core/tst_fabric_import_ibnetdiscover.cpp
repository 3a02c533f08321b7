// The ibnetdiscover import: every sample reads into the design its file states (counts taken from
// the files themselves), builds, checks and round-trips; each cable is one link; switch tiers come
// from the graph; Selene lays out host by host; broken input is refused with the file, line and
// column.
#include "FabricImportFixtures.h"

#include "io/TextFile.h"
#include "io/import/IbNetDiscover.h"
#include "io/import/Import.h"
#include "layout/SceneLayout.h"

#include <QtTest>

#include <set>

using namespace scalescope;
using namespace scalescope::fixtures;

namespace {

std::size_t countRole(const Design& design, SwitchRole role)
{
    return static_cast<std::size_t>(std::count_if(design.nodes.begin(), design.nodes.end(),
        [&](const NodeSpec& n) { return n.kind == NodeKind::IbSwitch && n.role == role; }));
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

} // namespace

class TestFabricImportIbNetDiscover : public QObject {
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

    // Selene's 469 hosts are no rack's: each is a box under the switch tiers, with its adapters
    // inside; in the collapsed view the hosts of one scalable unit (cabled to the same leaves)
    // are one block, named by its unit.
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
        const std::set<std::uint32_t> hostBlocks(blockOfGroup.begin(), blockOfGroup.end());
        QCOMPARE(hostBlocks.size(), std::size_t(28));
        for (const std::uint32_t block : hostBlocks)
            QVERIFY2(s.blockNames[block].rfind("SU ", 0) == 0, s.blockNames[block].c_str());
        for (std::size_t g = 0; g < t.groups.size(); ++g)
            for (std::size_t h = g + 1; h < t.groups.size(); ++h) {
                const SceneRect& a = s.groups[g];
                const SceneRect& b = s.groups[h];
                QVERIFY(!(a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height));
            }
        // Far fewer blocks than devices: links between hosts and switches are drawn as bundles.
        QVERIFY(s.blocks.size() < 100);
    }
};

QTEST_APPLESS_MAIN(TestFabricImportIbNetDiscover)
#include "tst_fabric_import_ibnetdiscover.moc"

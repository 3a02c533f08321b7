// Presets build the hardware they name, wired as the real systems are, and every fabric they
// generate keeps within its switches' radix.
#include "generate/AddressPlan.h"
#include "BuiltClusters.h"
#include "design/Summary.h"
#include "model/TopologyCheck.h"

#include <QtTest>

#include <map>
#include <set>
#include <tuple>

using namespace scalescope;
using namespace scalescope::fixtures;

namespace {

std::map<NodeId, int> linksPerNode(const Topology& t, LinkTier tier)
{
    std::map<NodeId, int> degree;
    for (const Link& link : t.links)
        if (link.tier == tier) {
            ++degree[link.a];
            ++degree[link.b];
        }
    return degree;
}

void verifySound(const Topology& t)
{
    const auto problems = checkTopology(t);
    QVERIFY2(problems.empty(), problems.empty() ? "" : problems.front().c_str());
}

} // namespace

class TestGenerators : public QObject {
    Q_OBJECT
private slots:
    void countsForEveryPreset_data()
    {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<int>("count");
        QTest::addColumn<int>("gpusPerDomain");
        QTest::addColumn<int>("chipsPerDomain");
        QTest::addColumn<int>("cpusPerDomain");
        QTest::addColumn<double>("nvlinkTBpsPerGpu"); // both directions
        for (const int nodes : { 1, 4, 32, 100 }) {
            const auto tag = [&](const char* p) { return QByteArray(p) + " x" + QByteArray::number(nodes); };
            QTest::newRow(tag("dgx-a100")) << "dgx-a100" << nodes << 8 << 6 << 2 << 0.6;
            QTest::newRow(tag("dgx-h100")) << "dgx-h100" << nodes << 8 << 4 << 2 << 0.9;
            QTest::newRow(tag("dgx-h200")) << "dgx-h200" << nodes << 8 << 4 << 2 << 0.9;
            QTest::newRow(tag("dgx-b200")) << "dgx-b200" << nodes << 8 << 2 << 2 << 1.8;
        }
        for (const int racks : { 1, 2, 16 }) {
            const auto tag = [&](const char* p) { return QByteArray(p) + " x" + QByteArray::number(racks); };
            QTest::newRow(tag("gb200-nvl72")) << "gb200-nvl72" << racks << 72 << 18 << 36 << 1.8;
            QTest::newRow(tag("gb300-nvl72")) << "gb300-nvl72" << racks << 72 << 18 << 36 << 1.8;
        }
    }
    void countsForEveryPreset()
    {
        QFETCH(QString, preset);
        QFETCH(int, count);
        QFETCH(int, gpusPerDomain);
        QFETCH(int, chipsPerDomain);
        QFETCH(int, cpusPerDomain);
        QFETCH(double, nvlinkTBpsPerGpu);
        const GeneratedCluster cluster = builtCluster(preset.toStdString(), count);
        const TopologySummary s = summarize(cluster.topology);
        const std::size_t gpus = static_cast<std::size_t>(count) * gpusPerDomain;
        QCOMPARE(s.count(NodeKind::Gpu), gpus);
        QCOMPARE(s.count(NodeKind::NvSwitch), static_cast<std::size_t>(count) * chipsPerDomain);
        QCOMPARE(s.count(NodeKind::Cpu), static_cast<std::size_t>(count) * cpusPerDomain);
        QCOMPARE(s.computeNics, gpus); // one compute NIC per GPU
        QCOMPARE(s.count(LinkTier::NvLink), gpus * chipsPerDomain); // every GPU linked to every chip of its domain
        QVERIFY(qAbs(tBpsFromBytesPerSec(s.nvlinkBidirectional) - nvlinkTBpsPerGpu * gpus) < 1e-6 * gpus);
        // Every compute NIC is cabled to the fabric; the Ethernet tier is always there.
        QCOMPARE(s.scaleoutBidirectional, 2 * static_cast<double>(gpus) * cluster.report.computeNicBytesPerSec);
        QVERIFY(s.ethernetSwitches > 0);
        QVERIFY(s.count(NodeKind::Storage) >= 2);
        QCOMPARE(s.count(LinkTier::Ethernet) > 0, true);
        verifySound(cluster.topology);
    }

    void nvl72RackIsWiredAsTheRealOne()
    {
        const GeneratedCluster cluster = builtCluster("gb200-nvl72", 1);
        const Topology& t = cluster.topology;
        const TopologySummary s = summarize(t);
        QCOMPARE(s.count(NodeKind::Gpu), std::size_t(72));
        QCOMPARE(s.count(NodeKind::Cpu), std::size_t(36));
        QCOMPARE(s.count(NodeKind::NvSwitch), std::size_t(18));
        QCOMPARE(s.count(LinkTier::NvLink), std::size_t(1296));
        QCOMPARE(s.count(LinkTier::NvLinkC2C), std::size_t(72));
        QVERIFY(qAbs(tBpsFromBytesPerSec(s.nvlinkBidirectional) - 129.6) < 1e-9);
        // 18 compute trays (2 Grace + 4 GPUs each, one OS each) and 9 switch trays of 2 chips.
        std::map<GroupId, std::pair<int, int>> trayContents;
        std::map<GroupId, int> switchTrayChips;
        for (const Node& node : t.nodes) {
            if (node.kind == NodeKind::Gpu)
                ++trayContents[node.group].first;
            if (node.kind == NodeKind::Cpu)
                ++trayContents[node.group].second;
            if (node.kind == NodeKind::NvSwitch)
                ++switchTrayChips[node.group];
        }
        QCOMPARE(trayContents.size(), std::size_t(18));
        for (const auto& [group, contents] : trayContents) {
            QCOMPARE(t.groups[group].kind, GroupKind::Node);
            QCOMPARE(contents, std::make_pair(4, 2));
        }
        QCOMPARE(switchTrayChips.size(), std::size_t(9));
        for (const auto& [group, chips] : switchTrayChips) {
            QCOMPARE(t.groups[group].kind, GroupKind::SwitchTray);
            QCOMPARE(chips, 2);
        }
        // Every GPU has exactly one link to every switch chip, and each chip uses its 72 ports.
        std::set<std::pair<NodeId, NodeId>> pairs;
        for (const Link& link : t.links)
            if (link.tier == LinkTier::NvLink) {
                QCOMPARE(link.lanes, std::uint16_t(1));
                QVERIFY(pairs.emplace(link.a, link.b).second);
            }
        for (const auto& [node, degree] : linksPerNode(t, LinkTier::NvLink))
            QCOMPARE(degree, t.nodes[node].kind == NodeKind::Gpu ? 18 : 72);
    }

    void dgxH100HasFourSwitchChipsAndEightNicsBehindPcieSwitches()
    {
        const GeneratedCluster cluster = builtCluster("dgx-h100", 1);
        const Topology& t = cluster.topology;
        std::multiset<int> lanesPerChip;
        for (const Link& link : t.links)
            if (link.tier == LinkTier::NvLink && t.nodes[link.a].name == "node0/gpu0")
                lanesPerChip.insert(link.lanes);
        QCOMPARE(lanesPerChip, (std::multiset<int> { 4, 4, 5, 5 }));
        int nicsOnPcieSwitches = 0;
        for (const Link& link : t.links) {
            const Node& a = t.nodes[link.a];
            const Node& b = t.nodes[link.b];
            if (link.tier == LinkTier::Pcie && a.kind == NodeKind::Nic && a.network == Network::Compute
                && b.kind == NodeKind::PcieSwitch) {
                ++nicsOnPcieSwitches;
                QCOMPARE(gbpsFromBytesPerSec(link.bytesPerSecPerDirection), 504.0); // PCIe Gen5 x16, 63 GB/s
            }
        }
        QCOMPARE(nicsOnPcieSwitches, 8);
        QCOMPARE(gbpsFromBytesPerSec(cluster.report.computeNicBytesPerSec), 400.0);
    }

    void railOptimizedUnitsOf32Nodes()
    {
        // A 32-node DGX H100 is one scalable unit: 256 GPUs and 8 rail leaves, leaf r holding
        // NIC r of every node; a 64-node one is two units.
        for (const int nodes : { 32, 64 }) {
            const GeneratedCluster cluster = builtCluster("dgx-h100", nodes);
            const Topology& t = cluster.topology;
            QCOMPARE(summarize(t).count(NodeKind::Gpu), std::size_t(nodes * 8));
            std::map<NodeId, std::set<int>> railsOnLeaf;
            std::map<NodeId, std::set<GroupId>> nodesOnLeaf;
            for (const Link& link : t.links) {
                const Node& nic = t.nodes[link.a];
                const Node& leaf = t.nodes[link.b];
                if (link.tier != LinkTier::InfiniBand || nic.kind != NodeKind::Nic)
                    continue;
                QCOMPARE(leaf.role, SwitchRole::Leaf);
                railsOnLeaf[link.b].insert(nic.localIndex);
                nodesOnLeaf[link.b].insert(nic.group);
            }
            QCOMPARE(railsOnLeaf.size(), std::size_t(8 * nodes / 32));
            for (const auto& [leaf, rails] : railsOnLeaf) {
                QCOMPARE(rails.size(), std::size_t(1));
                QCOMPARE(nodesOnLeaf[leaf].size(), std::size_t(32));
            }
            QCOMPARE(cluster.report.fabrics[0].shape.tiers, 2);
        }
    }

    void fatTreeNeverExceedsRadix_data()
    {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<int>("count");
        QTest::addColumn<QString>("fabric");
        QTest::addColumn<double>("oversubscription");
        QTest::addColumn<int>("tiers");
        QTest::newRow("h100 1 node") << "dgx-h100" << 1 << "fat-tree" << 1.0 << 1;
        QTest::newRow("h100 5 nodes") << "dgx-h100" << 5 << "fat-tree" << 1.0 << 2;
        QTest::newRow("h100 256 nodes, 2 tiers full") << "dgx-h100" << 256 << "fat-tree" << 1.0 << 2;
        QTest::newRow("h100 257 nodes, 3 tiers") << "dgx-h100" << 257 << "fat-tree" << 1.0 << 3;
        QTest::newRow("h100 520 nodes rail") << "dgx-h100" << 520 << "rail-optimized" << 1.0 << 3;
        QTest::newRow("h100 100 nodes 2:1") << "dgx-h100" << 100 << "fat-tree" << 2.0 << 2;
        QTest::newRow("h100 600 nodes 3:1 rail") << "dgx-h100" << 600 << "rail-optimized" << 3.0 << 3;
        QTest::newRow("a100 140 nodes rail") << "dgx-a100" << 140 << "rail-optimized" << 1.0 << 3;
        QTest::newRow("gb200 16 racks") << "gb200-nvl72" << 16 << "fat-tree" << 1.0 << 2;
        QTest::newRow("gb200 40 racks rail") << "gb200-nvl72" << 40 << "rail-optimized" << 1.0 << 3;
        QTest::newRow("gb300 16 racks") << "gb300-nvl72" << 16 << "fat-tree" << 1.0 << 2;
        QTest::newRow("gb300 150 racks") << "gb300-nvl72" << 150 << "fat-tree" << 1.0 << 3;
    }
    void fatTreeNeverExceedsRadix()
    {
        QFETCH(QString, preset);
        QFETCH(int, count);
        QFETCH(QString, fabric);
        QFETCH(double, oversubscription);
        QFETCH(int, tiers);
        ClusterOptions options;
        options.fabric = parseFabricKind(fabric.toStdString());
        options.oversubscription = oversubscription;
        const GeneratedCluster cluster = builtCluster(preset.toStdString(), count, options);
        const Topology& t = cluster.topology;
        QCOMPARE(cluster.report.fabrics[0].shape.tiers, tiers);
        for (const LinkTier tier : { LinkTier::InfiniBand, LinkTier::Ethernet })
            for (const auto& [node, degree] : linksPerNode(t, tier)) {
                const Node& n = t.nodes[node];
                if (n.kind == NodeKind::IbSwitch || n.kind == NodeKind::EthSwitch)
                    QVERIFY2(degree <= n.portCount, qPrintable(QString::fromStdString(n.name)));
            }
        // No leaf carries more down than R times its up capacity.
        std::map<NodeId, std::pair<double, double>> downUp;
        for (const Link& link : t.links) {
            if (link.tier != LinkTier::InfiniBand)
                continue;
            const Node& a = t.nodes[link.a];
            const Node& b = t.nodes[link.b];
            if (b.role == SwitchRole::Leaf && a.kind == NodeKind::Nic)
                downUp[link.b].first += link.bytesPerSecPerDirection;
            if (a.role == SwitchRole::Leaf && b.role == SwitchRole::Spine)
                downUp[link.a].second += link.bytesPerSecPerDirection;
        }
        if (tiers > 1)
            for (const auto& [leaf, load] : downUp)
                QVERIFY(load.first <= oversubscription * load.second * (1 + 1e-9));
        verifySound(t);
    }

    void nicOptionChoosesNicAndSwitch()
    {
        ClusterOptions options;
        options.nicBytesPerSec = parseRate("800G");
        const GeneratedCluster fast = builtCluster("dgx-h100", 4, options);
        QCOMPARE(fast.report.computeNic, std::string("ConnectX-8"));
        QCOMPARE(fast.report.fabrics[0].switchModel, std::string("Q3400"));
        options.nicBytesPerSec = parseRate("200G");
        const GeneratedCluster slow = builtCluster("dgx-h100", 4, options);
        QCOMPARE(slow.report.computeNic, std::string("ConnectX-7"));
        QCOMPARE(slow.report.fabrics[0].switchModel, std::string("QM8700"));
        QCOMPARE(gbpsFromBytesPerSec(summarize(slow.topology).scaleoutBidirectional), 2.0 * 32 * 200);
    }

    void hugeClustersSplitIntoPlanesAndSubnets()
    {
        // 65,536 NDR NICs fit a three-tier fat tree of QM9700 but not one subnet's LIDs.
        const GeneratedCluster cluster = builtCluster("dgx-h100", 8192);
        QCOMPARE(cluster.report.fabrics[0].planes, 2);
        QCOMPARE(cluster.report.fabrics[0].shape.tiers, 3);
        const TopologySummary s = summarize(cluster.topology);
        QCOMPARE(s.ibSubnets, std::size_t(2));
        for (const Node& node : cluster.topology.nodes)
            QVERIFY(node.addresses.lid <= kMaxUnicastLid);
    }

    void addressesAreUniqueAndDeterministic()
    {
        const GeneratedCluster first = builtCluster("gb300-nvl72", 2);
        const GeneratedCluster second = builtCluster("gb300-nvl72", 2);
        QCOMPARE(first.topology.nodes.size(), second.topology.nodes.size());
        std::set<std::pair<int, int>> lids;
        std::set<std::uint64_t> guids, macs;
        std::set<std::uint32_t> ips;
        std::set<std::pair<GroupId, std::uint32_t>> pci;
        for (std::size_t i = 0; i < first.topology.nodes.size(); ++i) {
            const Node& node = first.topology.nodes[i];
            const Addresses& a = node.addresses;
            const Addresses& b = second.topology.nodes[i].addresses;
            QCOMPARE(node.name, second.topology.nodes[i].name);
            QVERIFY(a.pciBdf == b.pciBdf && a.lid == b.lid && a.guid == b.guid && a.ipv4 == b.ipv4 && a.mac == b.mac);
            const bool onIb
                = node.kind == NodeKind::IbSwitch || (node.kind == NodeKind::Nic && node.network == Network::Compute);
            QCOMPARE(a.lid != 0, onIb);
            QCOMPARE(a.guid != 0, onIb);
            QCOMPARE(a.ipv4 != 0, takesEthernetAddress(node));
            QCOMPARE(a.pciBdf != Addresses::kNoPci, takesPciAddress(node) && node.group != kNoGroup);
            if (a.lid)
                QVERIFY(lids.emplace(a.ibSubnet, a.lid).second);
            if (a.guid)
                QVERIFY(guids.insert(a.guid).second);
            if (a.ipv4)
                QVERIFY(ips.insert(a.ipv4).second);
            if (a.mac)
                QVERIFY(macs.insert(a.mac).second);
            if (a.pciBdf != Addresses::kNoPci)
                QVERIFY(pci.emplace(node.group, a.pciBdf).second);
        }
    }

    void storageAndManagementTiers()
    {
        ClusterOptions options;
        options.storageServers = 6;
        const GeneratedCluster cluster = builtCluster("dgx-h100", 8, options);
        const TopologySummary s = summarize(cluster.topology);
        QCOMPARE(s.count(NodeKind::Storage), std::size_t(6));
        int bmcLinks = 0, storageLinks = 0;
        for (const Link& link : cluster.topology.links) {
            const Node& a = cluster.topology.nodes[link.a];
            if (link.tier == LinkTier::Ethernet && a.kind == NodeKind::Nic && a.network == Network::Management)
                ++bmcLinks;
            if (link.tier == LinkTier::Ethernet && (a.network == Network::Storage && a.kind != NodeKind::EthSwitch))
                ++storageLinks;
        }
        QCOMPARE(bmcLinks, 8); // one BMC per node
        QCOMPARE(storageLinks, 8 * 2 * 2 + 6 * 2); // 2 dual-port NICs per node, 2 ports per server
        // The default: one server per 128 GPUs, at least two.
        QCOMPARE(summarize(builtCluster("dgx-h100", 64).topology).count(NodeKind::Storage), std::size_t(4));
        QCOMPARE(summarize(builtCluster("dgx-h100", 1).topology).count(NodeKind::Storage), std::size_t(2));
    }

    void planningByCountsAgreesWithPlanningByLeaves()
    {
        // planClos(leaves) decides from counts what planClos(list) decides leaf by leaf.
        for (const char* model : { "QM8700", "QM9700", "Q3400" })
            for (const double ratio : { 1.0, 2.0, 7.0 }) {
                const SwitchSpec& ibSwitch = *Catalog::builtIn().switchSpec(model);
                ClosParams params;
                params.leaf = params.spine = &ibSwitch;
                std::tie(params.leafDownPorts, params.leafUpPorts) = leafPortSplit(ibSwitch.ports, ratio);
                for (int leaves = 0; leaves < 12000; leaves += leaves < 100 ? 1 : 97) {
                    std::string byCount, byList;
                    ClosShape a, b;
                    try {
                        a = planClos(leaves, params);
                    } catch (const std::invalid_argument& error) {
                        byCount = error.what();
                    }
                    try {
                        b = planClos(std::vector<int>(leaves, params.leafUpPorts), params);
                    } catch (const std::invalid_argument& error) {
                        byList = error.what();
                    }
                    QCOMPARE(byCount, byList);
                    QVERIFY(a.tiers == b.tiers && a.leaves == b.leaves && a.spines == b.spines && a.cores == b.cores
                        && a.pods == b.pods && a.coreGroupSize == b.coreGroupSize);
                }
            }
    }

    void refusesWhatCannotBeBuilt()
    {
        ClusterOptions options;
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, builtCluster("dgx-z900", 1));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, builtCluster("dgx-h100", 0));
        options.oversubscription = 0.5;
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, builtCluster("dgx-h100", 1, options));
        options = {};
        options.nicBytesPerSec = parseRate("1600G");
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, builtCluster("dgx-h100", 1, options));
        options = {};
        options.fabricSwitch = "SN5600";
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, builtCluster("dgx-h100", 1, options));
    }
};

QTEST_APPLESS_MAIN(TestGenerators)
#include "tst_generators.moc"

// RoCE compute fabrics: the addresses RoCE derives (exact strings), what the generator builds
// for --network roce and roce-v1 on every preset, the design file keeping the network, routes
// whose hops say their layer, RoCE v1's refusal to leave an L2 subnet, and a simulation on RoCE.
#include "BuiltClusters.h"
#include "SimulatorFixtures.h"

#include "design/Design.h"
#include "generate/AddressPlan.h"
#include "io/DesignFile.h"
#include "model/AddressFormat.h"
#include "model/DeviceReport.h"
#include "model/RoceAddresses.h"
#include "model/TopologyCheck.h"
#include "sim/PathReport.h"

#include <QtTest>

#include <map>
#include <set>

using namespace scalescope;
using namespace scalescope::fixtures;

namespace {

ClusterOptions onNetwork(ScaleOutNetwork network)
{
    ClusterOptions options;
    options.network = network;
    return options;
}

std::size_t countKind(const Topology& t, NodeKind kind)
{
    std::size_t n = 0;
    for (const Node& node : t.nodes)
        n += node.kind == kind;
    return n;
}

} // namespace

class TestRoce : public QObject {
    Q_OBJECT
private slots:
    void roceAddressesAreDerivedAsTheToolsShowThem()
    {
        const std::uint64_t mac = *parseMac("0c:42:a1:00:00:01");
        QCOMPARE(eui64FromMac(mac), std::uint64_t(0x0e42a1fffe000001ull));
        QCOMPARE(formatGidGroups(linkLocalIpv6(mac)), std::string("fe80:0000:0000:0000:0e42:a1ff:fe00:0001"));
        QCOMPARE(formatIpv6(linkLocalIpv6(mac)), std::string("fe80::e42:a1ff:fe00:1"));
        // A locally administered MAC has the bit set already: flipping clears it.
        QCOMPARE(formatIpv6(linkLocalIpv6(*parseMac("02:00:5e:10:00:ff"))), std::string("fe80::5eff:fe10:ff"));
        const std::uint32_t ip = *parseIpv4("10.128.3.7");
        QCOMPARE(formatGidGroups(ipv4MappedIpv6(ip)), std::string("0000:0000:0000:0000:0000:ffff:0a80:0307"));
        QCOMPARE(formatIpv6(ipv4MappedIpv6(ip)), std::string("::ffff:a80:307"));
        QCOMPARE(formatIpv6(roceIpv6(ip)), std::string("fd00:a80:300::7"));
        QCOMPARE(formatGidGroups(roceIpv6(ip)), std::string("fd00:0a80:0300:0000:0000:0000:0000:0007"));
    }

    void ipv6TextFollowsRfc5952()
    {
        QCOMPARE(formatIpv6({ 0, 0, 0, 0, 0, 0, 0, 0 }), std::string("::"));
        QCOMPARE(formatIpv6({ 1, 0, 0, 0, 0, 0, 0, 0 }), std::string("1::"));
        QCOMPARE(formatIpv6({ 1, 2, 3, 4, 5, 6, 7, 8 }), std::string("1:2:3:4:5:6:7:8"));
        QCOMPARE(formatIpv6({ 1, 0, 2, 3, 4, 5, 6, 7 }), std::string("1:0:2:3:4:5:6:7")); // one zero stays
        QCOMPARE(formatIpv6({ 1, 0, 0, 2, 0, 0, 0, 3 }), std::string("1:0:0:2::3")); // the longest run
        QCOMPARE(formatIpv6({ 1, 0, 0, 2, 3, 0, 0, 4 }), std::string("1::2:3:0:0:4")); // the first of equal runs
    }

    void everyPresetBuildsOnRoce_data()
    {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<int>("count");
        QTest::addColumn<QString>("nic");
        QTest::addColumn<QString>("fabricSwitch");
        QTest::newRow("dgx-a100") << "dgx-a100" << 2 << "ConnectX-6"
                                  << "SN5400";
        QTest::newRow("dgx-h100") << "dgx-h100" << 40 << "ConnectX-7-400GbE"
                                  << "SN5400";
        QTest::newRow("dgx-h200") << "dgx-h200" << 2 << "ConnectX-7-400GbE"
                                  << "SN5400";
        QTest::newRow("dgx-b200") << "dgx-b200" << 2 << "ConnectX-7-400GbE"
                                  << "SN5400";
        QTest::newRow("gb200-nvl72") << "gb200-nvl72" << 2 << "ConnectX-7-400GbE"
                                     << "SN5400";
        QTest::newRow("gb300-nvl72") << "gb300-nvl72" << 2 << "ConnectX-8-800GbE"
                                     << "SN5600";
    }

    void everyPresetBuildsOnRoce()
    {
        QFETCH(QString, preset);
        QFETCH(int, count);
        QFETCH(QString, nic);
        QFETCH(QString, fabricSwitch);
        for (const ScaleOutNetwork network : { ScaleOutNetwork::RoceV2, ScaleOutNetwork::RoceV1 }) {
            const GeneratedCluster built = builtCluster(preset.toStdString(), count, onNetwork(network));
            const Topology& t = built.topology;
            QVERIFY(t.scaleOut == network);
            QVERIFY(built.report.network == network);
            QCOMPARE(built.report.computeNic, nic.toStdString());
            QCOMPARE(built.report.fabrics.front().switchModel, fabricSwitch.toStdString());
            QCOMPARE(countKind(t, NodeKind::IbSwitch), std::size_t(0));
            for (const Link& link : t.links)
                QVERIFY(link.tier != LinkTier::InfiniBand);
            std::size_t computeLinks = 0, leaves = 0;
            for (const Link& link : t.links)
                computeLinks += t.isComputeFabricLink(link);
            for (const Node& node : t.nodes)
                leaves += node.kind == NodeKind::EthSwitch && node.network == Network::Compute
                    && node.role == SwitchRole::Leaf && node.name.rfind("roce/", 0) == 0;
            QVERIFY(computeLinks > 0);
            QVERIFY(leaves > 0);
            const auto problems = checkTopology(t, 5);
            QVERIFY2(problems.empty(), problems.empty() ? "" : problems.front().c_str());
        }
    }

    void roceV2NicsTakeAnAddressInTheirLeafsSubnet()
    {
        // 40 DGX H100, rail-optimized: two scalable units of 32 and 8 nodes, 16 leaves.
        const Topology t = builtTopology("dgx-h100", 40, onNetwork(ScaleOutNetwork::RoceV2));
        std::set<std::uint32_t> addresses;
        std::map<std::string, std::set<std::uint32_t>> subnetsOfLeaf;
        for (const Link& link : t.links) {
            if (!t.isComputeFabricLink(link) || t.nodes[link.a].kind != NodeKind::Nic)
                continue;
            const Node& nic = t.nodes[link.a];
            QVERIFY2(nic.addresses.ipv4 >> 23 == kComputeSubnet >> 23, formatIpv4(nic.addresses.ipv4).c_str());
            QVERIFY(addresses.insert(nic.addresses.ipv4).second);
            QVERIFY(nic.addresses.mac != 0);
            QCOMPARE(nic.addresses.lid, std::uint16_t(0));
            subnetsOfLeaf[t.nodes[link.b].name].insert(nic.addresses.ipv4 >> 8);
        }
        QCOMPARE(addresses.size(), std::size_t(320));
        QCOMPARE(subnetsOfLeaf.size(), std::size_t(16));
        std::set<std::uint32_t> subnets;
        for (const auto& [leaf, ofLeaf] : subnetsOfLeaf) {
            QCOMPARE(ofLeaf.size(), std::size_t(1)); // one /24 per leaf
            QVERIFY(subnets.insert(*ofLeaf.begin()).second);
        }
        // The first leaf's first NIC, by its port.
        const NodeId first = t.findNode("node0/nic0").value();
        QCOMPARE(formatIpv4(t.nodes[first].addresses.ipv4), std::string("10.128.0.1"));
        const auto report = describeDevice(t, first);
        QCOMPARE(report["addresses"]["gid"].get<std::string>(), std::string("0000:0000:0000:0000:0000:ffff:0a80:0001"));
        QCOMPARE(report["addresses"]["ipv6"].get<std::string>(), std::string("fd00:a80::1"));
        QVERIFY(report["reached_by"].get<std::string>().find("IP routing") != std::string::npos);
    }

    void roceV1NicsAreReachedByMacAlone()
    {
        const Topology t = builtTopology("dgx-h100", 2, onNetwork(ScaleOutNetwork::RoceV1));
        const Node& nic = t.nodes[t.findNode("node1/nic3").value()];
        QCOMPARE(nic.addresses.ipv4, std::uint32_t(0));
        QVERIFY(nic.addresses.mac != 0);
        const auto report = describeDevice(t, *t.findNode("node1/nic3"));
        QCOMPARE(report["addresses"]["gid"].get<std::string>(), formatGidGroups(linkLocalIpv6(nic.addresses.mac)));
        QVERIFY(!report["addresses"].contains("ip"));
        QVERIFY(report["reached_by"].get<std::string>().find("L2 subnet") != std::string::npos);
    }

    void theDesignFileKeepsTheNetwork()
    {
        const Catalog& catalog = Catalog::builtIn();
        Design design;
        design.generator = ClusterOptions {};
        design.generator->preset = "dgx-h100";
        design.generator->count = 2;
        design.generator->network = ScaleOutNetwork::RoceV2;
        design.generator->fabricSwitch = "SN4700";
        const std::string text = formatDesign(design, catalog);
        QVERIFY(text.find("\"network\": \"roce\"") != std::string::npos);
        QVERIFY(text.find("\"eth_switch\": \"SN4700\"") != std::string::npos);
        QVERIFY(parseDesign(text, "roce.json", catalog) == design);
        // Spelled out, the design states the network itself and expands the same.
        const ExpandedDesign expanded = expandDesign(design, Catalog::builtInShared(), "roce.json");
        const Design spelled = designFromTopology(expanded.topology, "spelled");
        QVERIFY(spelled.network == ScaleOutNetwork::RoceV2);
        const Design reread = parseDesign(formatDesign(spelled, catalog), "spelled.json", catalog);
        QVERIFY(reread == spelled);
        const Topology again = expandDesign(reread, Catalog::builtInShared(), "spelled.json").topology;
        QVERIFY(again.scaleOut == ScaleOutNetwork::RoceV2);
        QCOMPARE(again.links.size(), expanded.topology.links.size());
        const NodeId nic = again.findNode("node1/nic5").value();
        QCOMPARE(again.nodes[nic].addresses.ipv4, expanded.topology.nodes[nic].addresses.ipv4);
        // A file written before RoCE states no network: InfiniBand.
        const Design old = parseDesign(R"({"format": "scalescope", "version": 1,
            "generator": {"preset": "dgx-h100", "nodes": 2}})",
            "old.json", catalog);
        QVERIFY(old.generator->network == ScaleOutNetwork::InfiniBand);
        QVERIFY(
            expandDesign(old, Catalog::builtInShared(), "old.json").topology.scaleOut == ScaleOutNetwork::InfiniBand);
    }

    void pathHopsSayTheirLayer()
    {
        // node0 and node33 are in different scalable units: leaf, spine, leaf.
        const Topology t = builtTopology("dgx-h100", 40, onNetwork(ScaleOutNetwork::RoceV2));
        const auto report = describePath(t, Catalog::builtIn(), *t.findNode("node0/gpu0"), *t.findNode("node33/gpu0"));
        std::vector<std::string> layers;
        for (const auto& hop : report["routes"][0]["hops"])
            layers.push_back(hop["layer"].get<std::string>());
        QCOMPARE(layers,
            (std::vector<std::string> {
                "pcie", "pcie", "l3_routed", "l3_routed", "l3_routed", "l3_routed", "pcie", "pcie" }));
        QCOMPARE(report["scale_out"]["from_address"].get<std::string>(), std::string("10.128.0.1"));
        QVERIFY(report["scale_out"]["how"].get<std::string>().find("routed by destination IP") != std::string::npos);
        const std::string text = pathReportToText(report);
        QVERIFY2(text.find("routed at L3 (RoCE v2 over UDP/IP)") != std::string::npos, text.c_str());
        // On InfiniBand the same hops are switched by LID.
        const Topology ib = builtTopology("dgx-h100", 40);
        const auto ibReport
            = describePath(ib, Catalog::builtIn(), *ib.findNode("node0/gpu0"), *ib.findNode("node33/gpu0"));
        QCOMPARE(ibReport["routes"][0]["hops"][2]["layer"].get<std::string>(), std::string("infiniband"));
        QVERIFY(ibReport["scale_out"]["from_address"].get<std::string>().rfind("LID ", 0) == 0);
    }

    void roceV1StaysInsideItsL2Subnet()
    {
        const Topology t = builtTopology("dgx-h100", 40, onNetwork(ScaleOutNetwork::RoceV1));
        // Same scalable unit, same rail: one leaf, one L2 subnet.
        const auto inside = describePath(t, Catalog::builtIn(), *t.findNode("node0/gpu0"), *t.findNode("node5/gpu0"));
        QCOMPARE(inside["routes"][0]["hops"][2]["layer"].get<std::string>(), std::string("l2_switched"));
        try {
            describePath(t, Catalog::builtIn(), *t.findNode("node0/gpu0"), *t.findNode("node33/gpu0"));
            QFAIL("a RoCE v1 path left its L2 subnet");
        } catch (const std::invalid_argument& error) {
            const std::string message = error.what();
            QVERIFY2(message.find("different L2 subnets (roce/leaf-su0-r0, roce/leaf-su1-r0)") != std::string::npos,
                message.c_str());
            QVERIFY2(message.find("no IP header") != std::string::npos, message.c_str());
        }
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
            routeLinks(t, Catalog::builtIn(), *t.findNode("node0/gpu0"), *t.findNode("node33/gpu0")));
    }

    void roceSimulatesWithTheNicsLineRate()
    {
        const Cluster ib("dgx-h100", 4);
        const Cluster roce("dgx-h100", 4, onNetwork(ScaleOutNetwork::RoceV2));
        for (const Fidelity fidelity : { Fidelity::Analytic, Fidelity::Flow }) {
            const SimResult a = run(ib, Collective::AllReduce, kGiB, Algorithm::Ring, {}, fidelity);
            const SimResult b = run(roce, Collective::AllReduce, kGiB, Algorithm::Ring, {}, fidelity);
            // Bandwidth-bound: the same 400 Gb/s per GPU; only switch latencies differ.
            verifyClose(b.timeUs, a.timeUs, 0.02, "RoCE v2 against InfiniBand, 1 GiB ring");
            QVERIFY(b.bytesPerTier[static_cast<int>(LinkTier::Ethernet)] > 0);
            QCOMPARE(b.bytesPerTier[static_cast<int>(LinkTier::InfiniBand)], 0.0);
        }
    }

    void roceV1RefusesAJobAcrossSubnets()
    {
        const Cluster inOneUnit("dgx-h100", 4, onNetwork(ScaleOutNetwork::RoceV1));
        QVERIFY(run(inOneUnit, Collective::AllReduce, kGiB, Algorithm::Ring, {}).timeUs > 0);
        const Cluster twoUnits("dgx-h100", 40, onNetwork(ScaleOutNetwork::RoceV1));
        try {
            run(twoUnits, Collective::AllReduce, kGiB, Algorithm::Ring, {});
            QFAIL("a RoCE v1 job ran across L2 subnets");
        } catch (const std::invalid_argument& error) {
            QVERIFY2(std::string(error.what()).find("different L2 subnets") != std::string::npos, error.what());
        }
    }
};

QTEST_APPLESS_MAIN(TestRoce)
#include "tst_roce.moc"

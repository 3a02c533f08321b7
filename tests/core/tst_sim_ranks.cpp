// What a job's ranks reach, part by part: every device's own links in one pass, the latency of
// the fabric path between two NICs, and how oversubscribed the leaves the job's NICs use are.
#include "LayoutFixtures.h"

#include "BuiltClusters.h"
#include "sim/JobFabric.h"
#include "sim/NodeLinkFacts.h"
#include "sim/RankLayout.h"

#include <QtTest>

using namespace scalescope;
using namespace scalescope::fixtures;

namespace {

Topology cluster(
    const std::string& preset, int count, std::optional<FabricKind> fabric = {}, double oversubscription = 1)
{
    ClusterOptions options;
    options.fabric = fabric;
    options.oversubscription = oversubscription;
    return builtTopology(preset, count, options);
}

std::vector<NodeId> devices(const Topology& t, const std::vector<std::string>& names)
{
    std::vector<NodeId> out;
    for (const std::string& name : names)
        out.push_back(t.findNode(name).value());
    return out;
}

std::vector<NodeId> computeNics(const Topology& t)
{
    std::vector<NodeId> out;
    for (NodeId n = 0; n < t.nodes.size(); ++n)
        if (t.nodes[n].kind == NodeKind::Nic && t.nodes[n].network == Network::Compute)
            out.push_back(n);
    return out;
}

} // namespace

class TestSimRanks : public QObject {
    Q_OBJECT
private slots:
    void aDgxH100GpuHasEighteenNvlinksAndItsPcieSwitch()
    {
        const Topology t = cluster("dgx-h100", 2);
        const NodeLinkFacts facts = gatherNodeLinkFacts(t);
        const NodeId gpu = *t.findNode("node0/gpu0");
        const NodeId nic = *t.findNode("node0/nic0");
        const NodeId pcie = *t.findNode("node0/pcie0");
        // NVLink 4: 18 links of 25 GB/s each way, to four NVSwitch chips.
        QCOMPARE(facts.nvlinkLanes[gpu], 18);
        QCOMPARE(facts.nvlinkRate[gpu], 18 * 25e9);
        QCOMPARE(facts.nvlinkRate[nic], 0.0);
        // ConnectX-7 at 400 Gb/s, both on a Gen5 x16 switch port.
        QCOMPARE(facts.fabricRate[nic], bytesPerSecFromGbps(400));
        QCOMPARE(facts.fabricRate[gpu], 0.0);
        QCOMPARE(facts.firstHopRate[gpu], facts.firstHopRate[nic]);
        QVERIFY(facts.firstHopRate[gpu] > 60e9);
        QCOMPARE(facts.switchOfGpu[gpu], pcie);
        QCOMPARE(facts.switchOfGpu[nic], NodeLinkFacts::kNone);
        QCOMPARE(facts.gpusOnSwitch[pcie], 2);
        const Link& up = t.links[facts.pcieUp[pcie]];
        QCOMPARE(t.nodes[up.a == pcie ? up.b : up.a].kind, NodeKind::Cpu);
        QCOMPARE(facts.pcieUp[gpu], NodeLinkFacts::kNone);
        QVERIFY(!facts.networkLinks.empty());
        for (const LinkId l : facts.networkLinks)
            QCOMPARE(t.links[l].tier, LinkTier::InfiniBand);
    }

    void aFabricPathAddsItsLinksAndTheSwitchesEntered()
    {
        Topology t;
        const NodeId a = addDevice(t, "a", NodeKind::Nic, kNoGroup, Network::Compute);
        const NodeId leaf = addSwitch(t, "leaf", SwitchRole::Leaf);
        const NodeId b = addDevice(t, "b", NodeKind::Nic, kNoGroup, Network::Compute);
        const NodeId alone = addDevice(t, "alone", NodeKind::Nic, kNoGroup, Network::Compute);
        t.nodes[leaf].model = t.internModel("leaf-model");
        const LinkId ab = addCable(t, a, leaf);
        const LinkId lb = addCable(t, leaf, b);
        t.links[ab].latencyNs = 100;
        t.links[lb].latencyNs = 150;
        SwitchSpec spec;
        spec.latencyNs = 230;
        std::vector<const SwitchSpec*> switchOfModel(t.models.size(), nullptr);
        switchOfModel[t.nodes[leaf].model] = &spec;
        QCOMPARE(networkPathNs(t, switchOfModel, { ab, lb }, a, b), 480.0);
        QCOMPARE(networkPathNs(t, switchOfModel, { ab, lb }, b, a), 480.0);
        QCOMPARE(networkPathNs(t, switchOfModel, { ab, lb }, a, a), 0.0);
        // Unreachable, or reachable only over links that are not the fabric's.
        QCOMPARE(networkPathNs(t, switchOfModel, { ab, lb }, a, alone), 0.0);
        QCOMPARE(networkPathNs(t, switchOfModel, { ab }, a, b), 0.0);
    }

    void aJobsLeavesAreAsOversubscribedAsItsNicsMakeThem()
    {
        // 2:1 fat tree: the first leaf takes 42 NICs and 21 uplinks, the second 22 and 11.
        const Topology t = cluster("dgx-h100", 8, FabricKind::FatTree, 2);
        const NodeLinkFacts facts = gatherNodeLinkFacts(t);
        const LeafOversubscription all = jobLeafOversubscription(t, facts.networkLinks, computeNics(t));
        QCOMPARE(all.worst, 2.0);
        QVERIFY(all.crossesLeaves);
        // Two NICs on one leaf load it far below its uplinks.
        const LeafOversubscription oneLeaf
            = jobLeafOversubscription(t, facts.networkLinks, devices(t, { "node0/nic0", "node0/nic7" }));
        QCOMPARE(oneLeaf.worst, 1.0);
        QVERIFY(!oneLeaf.crossesLeaves);
        const LeafOversubscription twoLeaves
            = jobLeafOversubscription(t, facts.networkLinks, devices(t, { "node5/nic1", "node5/nic2" }));
        QCOMPARE(twoLeaves.worst, 1.0);
        QVERIFY(twoLeaves.crossesLeaves);
        const LeafOversubscription noNics
            = jobLeafOversubscription(t, facts.networkLinks, { RankLayout::kNoNic, RankLayout::kNoNic });
        QCOMPARE(noNics.worst, 1.0);
        QVERIFY(!noNics.crossesLeaves);
    }

    void aNonBlockingFabricIsNotOversubscribed()
    {
        const Topology t = cluster("dgx-h100", 8, FabricKind::FatTree, 1);
        const NodeLinkFacts facts = gatherNodeLinkFacts(t);
        const LeafOversubscription all = jobLeafOversubscription(t, facts.networkLinks, computeNics(t));
        QCOMPARE(all.worst, 1.0);
        QVERIFY(all.crossesLeaves);
    }
};

QTEST_APPLESS_MAIN(TestSimRanks)
#include "tst_sim_ranks.moc"

// The design editor: every edit is made on a copy of the design and checked by expanding it;
// what cannot be made says why and changes nothing; moves snap to the grid and name what moves.
#include "design/DesignEditor.h"
#include "design/FabricChange.h"
#include "design/HostTyping.h"

#include <QtTest>

#include <algorithm>

using namespace scalescope;

namespace {

// Four DGX H100 nodes on a rail-optimized fabric, as the example design.
Design fourNodes()
{
    Design design;
    design.name = "four nodes";
    ClusterOptions options;
    options.preset = "dgx-h100";
    options.count = 4;
    design.generator = options;
    return design;
}

// A design with its topology and scene, as the program holds an open one.
struct Open {
    Design design = fourNodes();
    Topology topology = expandDesign(design, Catalog::builtInShared(), "test").topology;
    Scene scene = layoutScene(topology, design.positions);
    DesignEditor editor() const { return DesignEditor(design, topology, Catalog::builtIn(), Catalog::builtInShared()); }
    NodeId node(const std::string& name) const { return *topology.findNode(name); }
    // Takes a change as the program does: its design and expansion become the open ones.
    void take(DesignChange change)
    {
        QVERIFY(change.changes());
        design = std::move(change.after);
        topology = std::move(change.expanded->topology);
        scene = layoutScene(topology, design.positions);
    }
};

std::size_t count(const Topology& topology, NodeKind kind)
{
    return static_cast<std::size_t>(std::count_if(
        topology.nodes.begin(), topology.nodes.end(), [&](const Node& node) { return node.kind == kind; }));
}

// An imported fabric as an ibnetdiscover dump gives it: two hosts of eight ConnectX-6 adapters
// each (GUIDs and LIDs, no GPUs) on one HDR leaf, and a third host of one adapter.
Design adapterHosts()
{
    Design design;
    design.name = "imported";
    NodeSpec leaf { "leaf", NodeKind::IbSwitch, SwitchRole::Leaf, Network::Compute, "QM8700", 40 };
    design.nodes.push_back(leaf);
    int port = 1;
    for (const std::string host : { "luna-0001", "luna-0002", "head" }) {
        design.groups.push_back(GroupSpec { host, GroupKind::Node, "", "" });
        for (int a = 0; a < (host == "head" ? 1 : 8); ++a) {
            NodeSpec nic { host + "/mlx5_" + std::to_string(a), NodeKind::Nic, SwitchRole::None, Network::Compute,
                "ConnectX-6", 1, host };
            nic.lid = static_cast<std::uint16_t>(100 + port);
            nic.guid = 0x0c42a10300000000ULL + static_cast<std::uint64_t>(port);
            design.nodes.push_back(nic);
            design.links.push_back(LinkSpec { { nic.name, 1 }, { "leaf", port++ }, LinkTier::InfiniBand, 25e9 });
        }
    }
    return design;
}

// The first device drawn in `before` that is drawn elsewhere (or no longer there) in `after`;
// empty when every one of them kept its place and size.
std::string firstMoved(const Topology& before, const Scene& beforeScene, const Topology& after, const Scene& afterScene)
{
    for (NodeId n = 0; n < before.nodes.size(); ++n) {
        const auto same = after.findNode(before.nodes[n].name);
        if (!same)
            return before.nodes[n].name;
        const SceneRect& a = beforeScene.devices[n];
        const SceneRect& b = afterScene.devices[*same];
        if (a.x != b.x || a.y != b.y || a.width != b.width || a.height != b.height)
            return before.nodes[n].name;
    }
    return {};
}

} // namespace

class TestDesignEditor : public QObject {
    Q_OBJECT
private slots:
    void deletingAGeneratedDeviceNotesItAsRemoved()
    {
        Open open;
        const std::size_t devices = open.topology.nodes.size();
        const DesignChange change = open.editor().deleteDevices({ open.node("node1/gpu3"), open.node("node2/nic0") });
        QVERIFY(change.changes());
        QCOMPARE(change.made, (std::vector<std::string> { "node1/gpu3", "node2/nic0" }));
        QCOMPARE(change.after.removedNodes, (std::vector<std::string> { "node1/gpu3", "node2/nic0" }));
        QCOMPARE(change.expanded->topology.nodes.size(), devices - 2);
        QVERIFY(!change.expanded->topology.findNode("node1/gpu3"));
        // The open design itself is untouched until the change is taken.
        QVERIFY(open.design.removedNodes.empty());
    }

    void aDeletedDeviceLeavesTheScenesThatSelectedIt()
    {
        Open open;
        StoryScene scene;
        scene.selection = { "node0/gpu0", "node1/gpu3" };
        open.design.stories = { Story { "tour", {}, { scene } } };
        const DesignChange change = open.editor().deleteDevices({ open.node("node1/gpu3") });
        QCOMPARE(change.after.stories[0].scenes[0].selection, (std::vector<std::string> { "node0/gpu0" }));
    }

    void deletingAnAddedDeviceTakesItAndItsCablesOut()
    {
        Open open;
        open.take(open.editor().addItem("switch:QM9700:spine", Position { 503, -297 }));
        const std::string spine = open.design.nodes.back().name;
        open.take(open.editor().cable(open.node(spine), open.node("ib/leaf-su0-r0")));
        QCOMPARE(open.design.links.size(), std::size_t(1));
        const DesignChange change = open.editor().deleteDevices({ open.node(spine) });
        QVERIFY(change.after.nodes.empty());
        QVERIFY(change.after.links.empty());
        // Its place goes with it; the switches its adding kept in place stay where they are.
        QVERIFY(!change.after.positions.contains(spine));
        QCOMPARE(change.after.positions, [&] {
            auto kept = open.design.positions;
            kept.erase(spine);
            return kept;
        }());
        QVERIFY(change.after.removedNodes.empty());
        // Nothing that exists: no change.
        QVERIFY(!open.editor().deleteDevices({ NodeId(1u << 30) }).changes());
    }

    void anAddedItemIsSnappedAndSelectable()
    {
        Open open;
        const DesignChange change = open.editor().addItem("switch:QM9700:spine", Position { 503, -297 });
        QVERIFY(change.changes());
        const std::string name = change.made.front();
        QCOMPARE(change.after.positions.at(name), (Position { 500, -300 }));
        QVERIFY(change.focus);
        QCOMPARE(change.expanded->topology.nodes[*change.focus].name, name);
        QCOMPARE(change.expanded->topology.nodes[*change.focus].role, SwitchRole::Spine);
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, open.editor().addItem("system:no-such", Position {}));
    }

    void aWholeSystemComesWithItsWiringAndItsFirstDeviceSelected()
    {
        Open open;
        const DesignChange change = open.editor().addItem("system:gb200-nvl72", Position { 0, 4000 });
        QCOMPARE(count(change.expanded->topology, NodeKind::Gpu), count(open.topology, NodeKind::Gpu) + 72);
        QVERIFY(change.focus);
        const std::string& first = change.expanded->topology.nodes[*change.focus].name;
        QVERIFY2(first.rfind("gb200-nvl72-1/", 0) == 0, first.c_str());
    }

    void aPasteLandsBesideTheOriginal()
    {
        Open open;
        const std::string rack = movableItemOf(open.topology, open.node("node1/gpu1"));
        QCOMPARE(rack, std::string("rack0"));
        const DesignChange change = open.editor().paste({ rack }, open.scene);
        QCOMPARE(change.made, std::vector<std::string> { "copy-1/rack0" });
        QCOMPARE(count(change.expanded->topology, NodeKind::Gpu), 2 * count(open.topology, NodeKind::Gpu));
        const Position original = *itemCorner(open.topology, open.scene, "rack0");
        const Position copy = change.after.positions.at("copy-1/rack0");
        QVERIFY(copy.x > original.x + open.scene.groups[*open.topology.findGroup("rack0")].width);
        QCOMPARE(copy.y, snapToGrid(original).y);
        QVERIFY(change.focus);
        QVERIFY(change.expanded->topology.nodes[*change.focus].name.rfind("copy-1/", 0) == 0);
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, open.editor().paste({}, open.scene));
    }

    void addingOrPastingMovesNothingElse()
    {
        // A spine from the palette: the generated spines and leaves stay where they were drawn.
        const Open before;
        Open added = before;
        added.take(added.editor().addItem("switch:QM9700:spine", Position { 503, -297 }));
        QCOMPARE(firstMoved(before.topology, before.scene, added.topology, added.scene), std::string());
        // A rack pasted, then a switch beside it: nothing but the new items appears or moves.
        Open pasted = added;
        pasted.take(pasted.editor().paste({ "rack0" }, pasted.scene));
        QCOMPARE(firstMoved(added.topology, added.scene, pasted.topology, pasted.scene), std::string());
        Open leaf = pasted;
        leaf.take(leaf.editor().addItem("switch:QM9700:leaf", Position { 900, -300 }));
        QCOMPARE(firstMoved(pasted.topology, pasted.scene, leaf.topology, leaf.scene), std::string());
    }

    void devicesThatShareNoTierAreNotCabled()
    {
        Open open;
        try {
            open.editor().cable(open.node("node0/gpu0"), open.node("stor/server0"));
            QFAIL("a GPU was cabled to a storage server");
        } catch (const std::invalid_argument& error) {
            QVERIFY2(std::string(error.what()).find("share no tier") != std::string::npos, error.what());
        }
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, open.editor().cable(open.node("node0/gpu0"), NodeId(1u << 30)));
    }

    void aLinkRateIsSetAndAMissingPortRefused()
    {
        Open open;
        const DesignChange change = open.editor().setLinkRate(open.node("node0/nic0"), LinkTier::InfiniBand, 1, 25e9);
        QCOMPARE(change.after.links.size(), std::size_t(1));
        QCOMPARE(change.after.links.front().bytesPerSecPerDirection, 25e9);
        QVERIFY_THROWS_EXCEPTION(
            std::invalid_argument, open.editor().setLinkRate(open.node("node0/nic0"), LinkTier::InfiniBand, 9, 25e9));
    }

    void settingTheValueAPropertyHasIsNoChange()
    {
        Open open;
        const NodeId nic = open.node("node0/nic1");
        const std::string lid = std::to_string(open.topology.nodes[nic].addresses.lid);
        QVERIFY(!open.editor().setDeviceProperty(nic, "lid", lid).changes());
        const DesignChange change = open.editor().setDeviceProperty(nic, "lid", "777");
        QVERIFY(change.changes());
        QCOMPARE(change.expanded->topology.nodes[nic].addresses.lid, std::uint16_t(777));
        // Another NIC's LID is taken.
        const std::string taken = std::to_string(open.topology.nodes[open.node("node0/nic0")].addresses.lid);
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, open.editor().setDeviceProperty(nic, "lid", taken));
    }

    void onlyAGeneratedDesignChangesItsNicRate()
    {
        Open open;
        const DesignChange change = open.editor().setComputeNicRate(25e9);
        QCOMPARE(change.after.generator->nicBytesPerSec, std::optional<BytesPerSec>(25e9));
        QVERIFY(change.changes());
        Open handMade;
        handMade.design = designFromTopology(open.topology, "stated");
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, handMade.editor().setComputeNicRate(25e9));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, open.editor().setComputeNicRate(0));
    }

    void aNicRateChangeSaysHowTheFabricChanged()
    {
        // 64 DGX H100 nodes at 400G: 16 rail leaves and 8 spines of QM9700. At 800G the fabric
        // is generated again on the switch that suits the rate, with half as many of each.
        Open open;
        open.design.generator->count = 64;
        open.topology = expandDesign(open.design, Catalog::builtInShared(), "test").topology;
        const DesignChange faster = open.editor().setComputeNicRate(100e9);
        QCOMPARE(faster.made, std::vector<std::string> { "leaves 16 -> 8, spines 8 -> 4, switches QM9700 -> Q3400" });
        // Four nodes keep their counts: only the model is said.
        const Open four;
        QCOMPARE(four.editor().setComputeNicRate(25e9).made, std::vector<std::string> { "switches QM9700 -> QM8700" });
        QCOMPARE(computeFabricChange(four.topology, four.topology), std::string());
    }

    void hostsOfAdaptersAreTypedAsTheSystemTheAdaptersSay()
    {
        Open open;
        open.design = adapterHosts();
        open.topology = expandDesign(open.design, Catalog::builtInShared(), "test").topology;
        QCOMPARE(count(open.topology, NodeKind::Gpu), std::size_t(0));
        const auto offer = hostTypingOffer(open.design, Catalog::builtIn());
        QVERIFY(offer);
        QCOMPARE(offer->system, std::string("dgx-a100"));
        QCOMPARE(offer->hosts, (std::vector<std::string> { "luna-0001", "luna-0002" })); // not the head node
        const NodeId adapter = open.node("luna-0002/mlx5_3");
        const Addresses addresses = open.topology.nodes[adapter].addresses;
        open.take(open.editor().typeHosts());
        QCOMPARE(count(open.topology, NodeKind::Gpu), std::size_t(16));
        QVERIFY(!open.topology.findNode("luna-0002/mlx5_3"));
        // The adapter is the system's nic3 now, with its GUID and LID and its cable to the leaf.
        const NodeId nic = open.node("luna-0002/nic3");
        QCOMPARE(open.topology.nodes[nic].addresses.guid, addresses.guid);
        QCOMPARE(open.topology.nodes[nic].addresses.lid, addresses.lid);
        const bool cabled = std::any_of(open.topology.links.begin(), open.topology.links.end(), [&](const Link& l) {
            return (l.a == nic && l.b == open.node("leaf")) || (l.b == nic && l.a == open.node("leaf"));
        });
        QVERIFY(cabled);
        QVERIFY(open.topology.findNode("head/mlx5_0"));
        // Typed once: nothing more to offer.
        QVERIFY(!hostTypingOffer(open.design, Catalog::builtIn()));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, open.editor().typeHosts());
    }

    void aJobIsSavedOnceByName()
    {
        Open open;
        JobSpec job;
        job.name = "gather";
        job.collective = Collective::AllGather;
        open.design = open.editor().saveJob(job);
        job.bytes = 64 << 20;
        const Design after = open.editor().saveJob(job);
        QCOMPARE(after.jobs.size(), std::size_t(1));
        QCOMPARE(after.jobs.front().bytes, ByteCount(64 << 20));
    }

    void movesSnapAndNameWhatMoves()
    {
        Open open;
        QCOMPARE(movableItemsOf(
                     open.topology, { open.node("node0/gpu0"), open.node("node2/gpu3"), open.node("ib/leaf-su0-r0") }),
            (std::vector<std::string> { "rack0", "ib/leaf-su0-r0" }));
        // One item snaps; several keep their arrangement and move by whole grid steps.
        QCOMPARE(dragTarget(Position { 3, 4 }, Position { 14, 26 }, 1), (Position { 20, 30 }));
        QCOMPARE(dragTarget(Position { 3, 4 }, Position { 14, 26 }, 2), (Position { 13, 34 }));
        QVERIFY(!itemCorner(open.topology, open.scene, "no such rack"));
        Design design = open.design;
        placeItem(design, "rack0", Position { 10, 20 });
        QCOMPARE(design.positions.at("rack0"), (Position { 10, 20 }));
        placeItem(design, "rack0", std::nullopt);
        QVERIFY(design.positions.empty());
    }
};

QTEST_APPLESS_MAIN(TestDesignEditor)
#include "tst_designeditor.moc"

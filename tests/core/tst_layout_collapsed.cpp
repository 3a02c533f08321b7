// The collapsed view on its own: a block per rack holding every device in it, a block per
// scalable unit of racks on large designs, a block per switch tier of each plane, neighbours
// sharing blocks on huge designs (never across a row), and the links between two blocks bundled
// by tier.
#include "LayoutFixtures.h"

#include "layout/BlockNames.h"
#include "layout/CollapsedView.h"
#include "layout/StructureGroups.h"

#include <QtTest>

#include <map>
#include <tuple>

using namespace scalescope;
using namespace scalescope::fixtures;
using namespace scalescope::scene;

namespace {

Scene sceneWithRects(const Topology& t)
{
    Scene scene;
    scene.devices.assign(t.nodes.size(), SceneRect {});
    scene.groups.assign(t.groups.size(), SceneRect {});
    return scene;
}

// Every box (and the devices in it) placed in a row of its own every `perRow` boxes.
PlacedBoxes placeInRows(const Topology& t, const std::vector<GroupId>& boxes, std::size_t perRow, Scene& scene)
{
    PlacedBoxes placed;
    for (std::size_t i = 0; i < boxes.size(); ++i) {
        const float x = static_cast<float>(i % perRow) * 100, y = static_cast<float>(i / perRow) * 100;
        scene.groups[boxes[i]] = SceneRect { x, y, 80, 80 };
        placed.boxes.push_back(boxes[i]);
        placed.startsRow.push_back(i % perRow == 0);
    }
    for (NodeId n = 0; n < t.nodes.size(); ++n)
        if (const GroupId rack = t.rackOf(n); rack != kNoGroup) {
            const SceneRect& box = scene.groups[rack];
            scene.devices[n] = SceneRect { box.x + 10 + static_cast<float>(n % 3) * 20, box.y + 10, 16, 16 };
        }
    return placed;
}

} // namespace

class TestLayoutCollapsed : public QObject {
    Q_OBJECT
private slots:
    // Two racks (a tray of GPUs and a NIC each), a leaf and a storage server. Between the racks
    // three NVLinks and an Ethernet cable; from rack 0 two cables to the leaf, from rack 1 one;
    // one NVLink inside rack 0.
    void blocksHoldTheirRacksAndBundlesCountTheLinksBetweenThem()
    {
        Topology t;
        std::vector<GroupId> racks;
        std::vector<std::vector<NodeId>> gpus(2);
        std::vector<NodeId> nics;
        for (int r = 0; r < 2; ++r) {
            const std::string name = "rack" + std::to_string(r);
            racks.push_back(addGroup(t, name, GroupKind::Rack));
            const GroupId tray = addGroup(t, name + "/tray0", GroupKind::Node, racks.back());
            for (int g = 0; g < 2; ++g)
                gpus[r].push_back(addDevice(t, name + "/tray0/gpu" + std::to_string(g), NodeKind::Gpu, tray));
            nics.push_back(addDevice(t, name + "/tray0/nic0", NodeKind::Nic, tray, Network::Compute));
        }
        const NodeId leaf = addSwitch(t, "leaf0", SwitchRole::Leaf);
        const NodeId storage = addDevice(t, "storage0", NodeKind::Storage);
        const BytesPerSec nvlink = 900e9, ib = bytesPerSecFromGbps(400), eth = bytesPerSecFromGbps(200);
        const LinkId toLeaf0 = addCable(t, nics[0], leaf, LinkTier::InfiniBand, ib);
        const LinkId across0 = addCable(t, gpus[1][0], gpus[0][0], LinkTier::NvLink, nvlink);
        const LinkId inside0 = addCable(t, gpus[0][0], gpus[0][1], LinkTier::NvLink, nvlink);
        const LinkId across1 = addCable(t, gpus[0][1], gpus[1][1], LinkTier::NvLink, nvlink / 2);
        const LinkId ethernet = addCable(t, gpus[0][0], gpus[1][0], LinkTier::Ethernet, eth);
        const LinkId toLeaf1 = addCable(t, leaf, nics[0], LinkTier::InfiniBand, ib);
        const LinkId across2 = addCable(t, gpus[0][0], gpus[1][1], LinkTier::NvLink, nvlink);
        const LinkId fromRack1 = addCable(t, nics[1], leaf, LinkTier::InfiniBand, ib);

        Scene scene = sceneWithRects(t);
        const PlacedBoxes placed = placeInRows(t, racks, 2, scene);
        scene.devices[leaf] = SceneRect { 90, -100, 16, 16 };
        scene.devices[storage] = SceneRect { 90, 300, 16, 16 };
        const LayoutOutline outline = outlineTopology(t);
        collapseIntoBlocks(t, placed, outline.bands, scene);

        QCOMPARE(scene.blocks.size(), std::size_t(4));
        for (NodeId n = 0; n < t.nodes.size(); ++n) {
            const GroupId rack = t.rackOf(n);
            const std::uint32_t expected = rack == racks[0] ? 0 : rack == racks[1] ? 1 : n == leaf ? 2 : 3;
            QCOMPARE(scene.blockOfNode[n], expected);
            QVERIFY(inside(scene.devices[n], scene.blocks[expected]));
        }
        QVERIFY(sameRect(scene.blocks[0], scene.groups[racks[0]]));
        // A switch's block is its glyph and a margin, so that a tier reads as a band.
        QVERIFY(inside(scene.devices[leaf], scene.blocks[2]));
        QCOMPARE(scene.blocks[2].height, scene.devices[leaf].height + 2 * kBandBlockPad);

        bundleLinksBetweenBlocks(t, scene);
        // In the order of their first links; each one's links in link order.
        using Key = std::tuple<std::uint32_t, std::uint32_t, LinkTier>;
        const std::vector<std::pair<Key, std::vector<LinkId>>> expected {
            { { 0, 2, LinkTier::InfiniBand }, { toLeaf0, toLeaf1 } },
            { { 0, 1, LinkTier::NvLink }, { across0, across1, across2 } },
            { { 0, 1, LinkTier::Ethernet }, { ethernet } },
            { { 1, 2, LinkTier::InfiniBand }, { fromRack1 } },
        };
        QCOMPARE(scene.bundles.size(), expected.size());
        for (std::size_t i = 0; i < expected.size(); ++i) {
            const SceneBundle& bundle = scene.bundles[i];
            QCOMPARE(Key(bundle.blockA, bundle.blockB, bundle.tier), expected[i].first);
            QCOMPARE(bundle.links, static_cast<std::uint32_t>(expected[i].second.size()));
            const std::vector<LinkId> members(scene.bundleMembers.begin() + bundle.firstMember,
                scene.bundleMembers.begin() + bundle.firstMember + bundle.links);
            QCOMPARE(members, expected[i].second);
            BytesPerSec sum = 0;
            for (const LinkId l : members)
                sum += t.links[l].bytesPerSecPerDirection;
            QCOMPARE(bundle.bytesPerSecPerDirection, sum);
        }
        QCOMPARE(scene.bundles[1].bytesPerSecPerDirection, 2.5 * nvlink);
        QCOMPARE(scene.bundleMembers.size(), std::size_t(7)); // all but the link inside rack 0
        QVERIFY(
            std::find(scene.bundleMembers.begin(), scene.bundleMembers.end(), inside0) == scene.bundleMembers.end());
    }

    // 1,100 racks in rows of ten, in no scalable unit: up to three neighbours of a row to a block
    // (1,100 racks in at most 512 blocks' worth), a block never reaching into the next row; 130
    // leaves of one tier in one line, one block.
    void onHugeDesignsNeighboursShareBlocksWithinARow()
    {
        Topology t;
        std::vector<GroupId> racks;
        for (int r = 0; r < 1100; ++r) {
            racks.push_back(addGroup(t, "rack" + std::to_string(r), GroupKind::Rack));
            addDevice(t, "rack" + std::to_string(r) + "/gpu0", NodeKind::Gpu, racks.back());
        }
        std::vector<NodeId> leaves;
        for (int l = 0; l < 130; ++l)
            leaves.push_back(addSwitch(t, "leaf" + std::to_string(l), SwitchRole::Leaf));
        Scene scene = sceneWithRects(t);
        const PlacedBoxes placed = placeInRows(t, racks, 10, scene);
        for (std::size_t l = 0; l < leaves.size(); ++l)
            scene.devices[leaves[l]] = SceneRect { static_cast<float>(l) * 22, -200, 16, 16 };
        collapseIntoBlocks(t, placed, outlineTopology(t).bands, scene);

        std::map<std::uint32_t, std::vector<std::size_t>> racksOfBlock; // rack r's device is node r
        for (std::size_t r = 0; r < racks.size(); ++r)
            racksOfBlock[scene.blockOfNode[r]].push_back(r);
        // A row's first rack and every third one begin a block: four blocks to a row of ten.
        QCOMPARE(racksOfBlock.size(), std::size_t(110 * 4));
        for (const auto& [block, members] : racksOfBlock) {
            QVERIFY(members.size() <= 3);
            const SceneRect& first = scene.groups[racks[members.front()]];
            const SceneRect& last = scene.groups[racks[members.back()]];
            for (std::size_t k = 0; k < members.size(); ++k) {
                QCOMPARE(members[k], members.front() + k);
                QCOMPARE(members[k] / 10, members.front() / 10);
            }
            QVERIFY(sameRect(
                scene.blocks[block], SceneRect { first.x, first.y, last.x + last.width - first.x, first.height }));
        }
        for (const NodeId leaf : leaves)
            QCOMPARE(scene.blockOfNode[leaf], scene.blockOfNode[leaves[0]]);
        QCOMPARE(scene.blocks.size(), std::size_t(110 * 4 + 1));

        // Each block is called by what it holds: a run of racks by its ends, switches by count.
        nameBlocks(t, scene);
        QCOMPARE(scene.blockNames.size(), scene.blocks.size());
        QCOMPARE(scene.blockNames[scene.blockOfNode[0]], std::string("rack0 - rack2, 3 racks"));
        QCOMPARE(scene.blockNames[scene.blockOfNode[9]], std::string("rack9"));
        QCOMPARE(scene.blockNames[scene.blockOfNode[leaves[0]]], std::string("130 leaf switches"));
    }

    // 40 racks (more than are shown one by one), the first 20 cabled to two leaves of plane p0,
    // the rest to two of plane p1: a block per scalable unit named by its number, nodes and
    // ends; the leaves of each plane a block named with the plane, as are its spines.
    void onLargeDesignsAUnitOfRacksAndATierOfEachPlaneAreABlock()
    {
        Topology t;
        std::vector<GroupId> racks;
        std::vector<NodeId> nics;
        for (int r = 0; r < 40; ++r) {
            const std::string name = "rack" + std::to_string(r);
            racks.push_back(addGroup(t, name, GroupKind::Rack));
            const GroupId node = addGroup(t, name + "/node0", GroupKind::Node, racks.back());
            nics.push_back(addDevice(t, name + "/node0/nic0", NodeKind::Nic, node, Network::Compute));
        }
        std::vector<NodeId> leaves, spines;
        for (const std::string plane : { "p0", "p1" }) {
            spines.push_back(addSwitch(t, plane + "/spine0", SwitchRole::Spine));
            for (int l = 0; l < 2; ++l) {
                leaves.push_back(addSwitch(t, plane + "/leaf" + std::to_string(l), SwitchRole::Leaf));
                addCable(t, leaves.back(), spines.back());
            }
        }
        for (int r = 0; r < 40; ++r)
            for (int l = 0; l < 2; ++l)
                addCable(t, nics[r], leaves[(r / 20) * 2 + l]);
        Scene scene = sceneWithRects(t);
        PlacedBoxes placed = placeInRows(t, racks, 20, scene);
        for (std::size_t l = 0; l < leaves.size(); ++l)
            scene.devices[leaves[l]] = SceneRect { static_cast<float>(l) * 22, -200, 16, 16 };
        scene.devices[spines[0]] = SceneRect { 0, -400, 16, 16 };
        scene.devices[spines[1]] = SceneRect { 44, -400, 16, 16 };
        const LayoutOutline outline = outlineTopology(t);
        placed.unitOfBox = unitsOfRacks(t, racks, outline.bands[band::kLeaf]);
        QCOMPARE(commonUnitSize(placed.unitOfBox), std::size_t(20));
        collapseIntoBlocks(t, placed, outline.bands, scene);
        nameBlocks(t, scene);

        QCOMPARE(scene.blocks.size(), std::size_t(2 + 2 + 2));
        for (std::size_t r = 0; r < racks.size(); ++r)
            QCOMPARE(scene.blockOfNode[nics[r]], scene.blockOfNode[nics[r < 20 ? 0 : 20]]);
        QVERIFY(scene.blockOfNode[nics[0]] != scene.blockOfNode[nics[20]]);
        QCOMPARE(scene.blockNames[scene.blockOfNode[nics[0]]], std::string("SU 0: 20 nodes, rack0 - rack19"));
        QCOMPARE(scene.blockNames[scene.blockOfNode[nics[39]]], std::string("SU 1: 20 nodes, rack20 - rack39"));
        QCOMPARE(scene.blockNames[scene.blockOfNode[leaves[0]]], std::string("p0: 2 leaf switches"));
        QCOMPARE(scene.blockNames[scene.blockOfNode[leaves[3]]], std::string("p1: 2 leaf switches"));
        QCOMPARE(scene.blockNames[scene.blockOfNode[spines[1]]], std::string("p1/spine0"));
        QVERIFY(sameRect(
            scene.blocks[scene.blockOfNode[nics[0]]], SceneRect { 0, 0, 19 * 100 + 80, 80 })); // the whole first row

        // As few racks as are shown one by one: a block each.
        Scene few = sceneWithRects(t);
        PlacedBoxes firstRacks = placeInRows(t, { racks.begin(), racks.begin() + kMaxSeparateBoxes }, 40, few);
        firstRacks.unitOfBox.assign(kMaxSeparateBoxes, 0);
        collapseIntoBlocks(t, firstRacks, outline.bands, few);
        QCOMPARE(few.blockOfNode[nics[1]], 1u);
    }

    // A device in no placed box and in no band still has a block: its own rect.
    void aDeviceOutsideBoxesAndBandsIsABlockOfItsOwn()
    {
        Topology t;
        const GroupId rack = addGroup(t, "rack0", GroupKind::Rack);
        addDevice(t, "rack0/gpu0", NodeKind::Gpu, rack);
        const GroupId host = addGroup(t, "host0", GroupKind::Node);
        const NodeId hostGpu = addDevice(t, "host0/gpu0", NodeKind::Gpu, host);
        const NodeId loose = addDevice(t, "switch0", NodeKind::IbSwitch);
        Scene scene = sceneWithRects(t);
        const PlacedBoxes placed = placeInRows(t, { rack }, 1, scene);
        scene.devices[hostGpu] = SceneRect { 500, 500, 16, 16 };
        scene.devices[loose] = SceneRect { 600, 500, 16, 16 };
        collapseIntoBlocks(t, placed, DeviceBands {}, scene);
        QCOMPARE(scene.blocks.size(), std::size_t(3));
        QCOMPARE(scene.blockOfNode[0], 0u);
        QCOMPARE(scene.blockOfNode[hostGpu], 1u);
        QCOMPARE(scene.blockOfNode[loose], 2u);
        QVERIFY(sameRect(scene.blocks[1], scene.devices[hostGpu]));
        QVERIFY(sameRect(scene.blocks[2], scene.devices[loose]));
    }
};

QTEST_APPLESS_MAIN(TestLayoutCollapsed)
#include "tst_layout_collapsed.moc"

// An imported fabric's parts on their own: its hosts grouped into units by the leaves they are
// cabled to, and the fat tree drawn from those units (leaves over their hosts, spines over their
// leaves, cores over their spines).
#include "LayoutFixtures.h"

#include "layout/FabricRows.h"
#include "layout/FabricUnits.h"
#include "layout/GroupBoxes.h"
#include "layout/SwitchRows.h"

#include <QtTest>

#include <algorithm>

using namespace scalescope;
using namespace scalescope::fixtures;
using namespace scalescope::scene;

namespace {

using Positions = std::vector<std::uint32_t>;

// A host outside any rack with a compute NIC cabled to each of `leaves`.
GroupId addHost(Topology& t, const std::string& name, const std::vector<NodeId>& leaves)
{
    const GroupId host = addGroup(t, name, GroupKind::Node);
    addDevice(t, name + "/gpu0", NodeKind::Gpu, host);
    for (std::size_t i = 0; i < leaves.size(); ++i)
        addCable(t, addDevice(t, name + "/nic" + std::to_string(i), NodeKind::Nic, host, Network::Compute), leaves[i]);
    if (leaves.empty())
        addDevice(t, name + "/nic0", NodeKind::Nic, host, Network::Compute);
    return host;
}

std::vector<NodeId> addLeaves(Topology& t, int count)
{
    std::vector<NodeId> leaves;
    for (int i = 0; i < count; ++i)
        leaves.push_back(addSwitch(t, "leaf" + std::to_string(i), SwitchRole::Leaf));
    return leaves;
}

std::vector<FabricUnit> unitsOf(const Topology& t)
{
    const LayoutOutline outline = outlineTopology(t);
    return groupHostsIntoUnits(
        t, outline.hostGroups, outline.topGroupOf, outline.bands[band::kLeaf], outline.bands[band::kSpine]);
}

float bottomOf(const SceneRect& r)
{
    return r.y + r.height;
}

} // namespace

class TestLayoutFabric : public QObject {
    Q_OBJECT
private slots:
    // Hosts with the same leaf set are one unit; a host whose leaves all are in larger sets joins
    // the one of those with most hosts; each leaf sits above the unit with most cables to it.
    // Units left to right by their spines, those with none after; then the leaves with no hosts
    // (by their first spine), then the hosts cabled to no leaf.
    void hostsFormUnitsByTheLeavesTheyAreCabledTo()
    {
        Topology t;
        const std::vector<NodeId> leaf = addLeaves(t, 7);
        const NodeId spine0 = addSwitch(t, "spine0", SwitchRole::Spine);
        const NodeId spine1 = addSwitch(t, "spine1", SwitchRole::Spine);
        const std::vector<std::pair<int, NodeId>> uplinks { { 0, spine0 }, { 1, spine0 }, { 2, spine1 }, { 3, spine1 },
            { 4, spine1 }, { 6, spine0 } };
        for (const auto& [l, s] : uplinks)
            addCable(t, leaf[l], s);
        const GroupId noSpines = addHost(t, "h0", { leaf[5] }); // leaf 5 reaches no spine
        const GroupId onSpine1 = addHost(t, "h1", { leaf[4] });
        const GroupId a0 = addHost(t, "h2", { leaf[0], leaf[1] });
        const GroupId a1 = addHost(t, "h3", { leaf[1], leaf[0] });
        const GroupId intoA = addHost(t, "h4", { leaf[1] }); // in {0,1} (two hosts) and {1,2} (one)
        const GroupId intoC = addHost(t, "h5", { leaf[2] }); // in {1,2} only
        const GroupId unattached = addHost(t, "h6", {});
        const GroupId c = addHost(t, "h7", { leaf[1], leaf[2] });

        const std::vector<FabricUnit> units = unitsOf(t);
        QCOMPARE(units.size(), std::size_t(6));
        QCOMPARE(units[0].hosts, (std::vector<GroupId> { a0, a1, intoA }));
        QCOMPARE(units[0].leafSet, (Positions { 0, 1 }));
        QCOMPARE(units[0].leaves, (Positions { 0, 1 })); // leaf 1: three cables from here, one from h7
        QCOMPARE(units[0].spines, (Positions { 0 }));
        QCOMPARE(units[1].hosts, (std::vector<GroupId> { intoC, c }));
        QCOMPARE(units[1].leaves, (Positions { 2 }));
        QCOMPARE(units[1].spines, (Positions { 0, 1 }));
        QCOMPARE(units[2].hosts, (std::vector<GroupId> { onSpine1 }));
        QCOMPARE(units[2].leaves, (Positions { 4 }));
        QCOMPARE(units[2].spines, (Positions { 1 }));
        QCOMPARE(units[3].hosts, (std::vector<GroupId> { noSpines }));
        QCOMPARE(units[3].leaves, (Positions { 5 }));
        QVERIFY(units[3].spines.empty());
        QVERIFY(units[4].hosts.empty()); // the leaves with no hosts: 6 (spine 0) before 3 (spine 1)
        QCOMPARE(units[4].leaves, (Positions { 6, 3 }));
        QCOMPARE(units[5].hosts, (std::vector<GroupId> { unattached }));
        QVERIFY(units[5].leaves.empty());
    }

    // A leaf cabled equally by two units sits above the one formed first.
    void aLeafCabledEquallyByTwoUnitsGoesToTheFirst()
    {
        Topology t;
        const std::vector<NodeId> leaf = addLeaves(t, 3);
        addHost(t, "h0", { leaf[0], leaf[1] });
        addHost(t, "h1", { leaf[1], leaf[2] });
        const std::vector<FabricUnit> units = unitsOf(t);
        QCOMPARE(units.size(), std::size_t(2));
        QCOMPARE(units[0].leaves, (Positions { 0, 1 }));
        QCOMPARE(units[1].leaves, (Positions { 2 }));
    }

    // Two units of two hosts, each under its two leaves; spine 0 over the first unit's leaves,
    // spine 1 over the second's, spine 2 over all four, spine 3 where spine 0 wants to be; core 0
    // cabled to spine 1, core 1 to spine 0.
    void theTreeHasSpinesOverTheirLeavesAndHostsUnderThem()
    {
        Topology t;
        const std::vector<NodeId> leaf = addLeaves(t, 4);
        std::vector<NodeId> spine, core;
        for (int s = 0; s < 4; ++s)
            spine.push_back(addSwitch(t, "spine" + std::to_string(s), SwitchRole::Spine));
        for (int c = 0; c < 2; ++c)
            core.push_back(addSwitch(t, "core" + std::to_string(c), SwitchRole::Core));
        for (int l = 0; l < 4; ++l) {
            addCable(t, leaf[l], spine[l < 2 ? 0 : 1]);
            addCable(t, leaf[l], spine[2]);
            if (l < 2)
                addCable(t, leaf[l], spine[3]);
        }
        addCable(t, spine[1], core[0]);
        addCable(t, spine[0], core[1]);
        std::vector<GroupId> hosts;
        for (int h = 0; h < 4; ++h)
            hosts.push_back(addHost(t, "h" + std::to_string(h), { leaf[h < 2 ? 0 : 2], leaf[h < 2 ? 1 : 3] }));

        Scene scene;
        scene.devices.assign(t.nodes.size(), SceneRect {});
        scene.groups.assign(t.groups.size(), SceneRect {});
        LayoutOutline outline = outlineTopology(t);
        const std::vector<FabricUnit> units = groupHostsIntoUnits(
            t, outline.hostGroups, outline.topGroupOf, outline.bands[band::kLeaf], outline.bands[band::kSpine]);
        QCOMPARE(units.size(), std::size_t(2));
        GroupBoxes boxes(t, outline, scene);
        const BoxSize largest = boxes.largestBox({}, outline.hostGroups);
        const PlacedBoxes placed = placeFabricTree(t, units, largest.height, kRacksTop, boxes, outline.bands, scene);
        const auto& d = scene.devices;

        // Rows: cores, spines, leaves, hosts.
        for (const NodeId s : spine) {
            for (const NodeId c : core)
                QVERIFY(bottomOf(d[c]) < d[s].y);
            for (const NodeId l : leaf)
                QVERIFY(bottomOf(d[s]) < d[l].y);
        }
        for (const GroupId h : hosts)
            for (const NodeId l : leaf)
                QVERIFY(bottomOf(d[l]) < scene.groups[h].y);
        // Each unit's hosts under its own leaves, the units side by side.
        for (const GroupId h : hosts) {
            const float x = scene.groups[h].centerX();
            const bool first = h == hosts[0] || h == hosts[1];
            QVERIFY(x > d[leaf[first ? 0 : 2]].x && x < d[leaf[first ? 1 : 3]].x + kDevice);
            for (const NodeId n : outline.devicesOf[h])
                QVERIFY(inside(d[n], scene.groups[h]));
            QVERIFY(bottomOf(scene.groups[h]) <= placed.bottom);
        }
        QVERIFY(scene.groups[hosts[1]].x + scene.groups[hosts[1]].width < scene.groups[hosts[2]].x);
        QCOMPARE(placed.boxes.size(), hosts.size());
        QCOMPARE(outline.bands[band::kLeaf], leaf); // left to right
        // Spines over the mean of their leaves; spine 3 packed beside spine 0.
        auto mean = [&](std::initializer_list<NodeId> of) {
            float sum = 0;
            for (const NodeId n : of)
                sum += d[n].centerX();
            return sum / static_cast<float>(of.size());
        };
        QCOMPARE(d[spine[0]].centerX(), mean({ leaf[0], leaf[1] }));
        QCOMPARE(d[spine[3]].centerX(), d[spine[0]].centerX() + kDevice + kGap);
        QCOMPARE(d[spine[1]].centerX(), mean({ leaf[2], leaf[3] }));
        QCOMPARE(d[spine[2]].centerX(), mean({ leaf[0], leaf[1], leaf[2], leaf[3] }));
        QCOMPARE(outline.bands[band::kSpine], (std::vector<NodeId> { spine[0], spine[3], spine[2], spine[1] }));
        // Cores spread over the width in the order of their spines.
        QCOMPARE(outline.bands[band::kCore], (std::vector<NodeId> { core[1], core[0] }));
        QCOMPARE(d[core[1]].centerX(), placed.sceneWidth / 4);
        QCOMPARE(d[core[0]].centerX(), placed.sceneWidth * 3 / 4);
    }

    // A unit of many hosts takes several rows, the same number of hosts per row in every unit,
    // with its leaves spread over its columns.
    void aLargeUnitWrapsItsHostsIntoRowsUnderItsLeaves()
    {
        Topology t;
        const std::vector<NodeId> leaf = addLeaves(t, 2);
        std::vector<GroupId> hosts;
        for (int h = 0; h < 40; ++h)
            hosts.push_back(addHost(t, "h" + std::to_string(h), { leaf[0], leaf[1] }));
        Scene scene;
        scene.devices.assign(t.nodes.size(), SceneRect {});
        scene.groups.assign(t.groups.size(), SceneRect {});
        LayoutOutline outline = outlineTopology(t);
        const std::vector<FabricUnit> units = unitsOf(t);
        GroupBoxes boxes(t, outline, scene);
        const BoxSize largest = boxes.largestBox({}, outline.hostGroups);
        const PlacedBoxes placed = placeFabricTree(t, units, largest.height, kRacksTop, boxes, outline.bands, scene);
        std::size_t rows = 0, perRow = 0;
        for (std::size_t k = 0; k < placed.boxes.size(); ++k)
            if (placed.startsRow[k])
                ++rows;
            else if (rows == 1)
                perRow = k + 1;
        QVERIFY2(rows > 1 && perRow > 1, qPrintable(QString("%1 rows of %2").arg(rows).arg(perRow)));
        QCOMPARE(rows, (hosts.size() + perRow - 1) / perRow);
        // Leaves over the middles of the first and the last column.
        QCOMPARE(scene.devices[leaf[0]].centerX(), scene.groups[placed.boxes[0]].centerX());
        QCOMPARE(scene.devices[leaf[1]].centerX(), scene.groups[placed.boxes[perRow - 1]].centerX());
        // The whole (from the top of the scene to the last row) near 16:9.
        const float aspect = placed.sceneWidth / placed.bottom;
        QVERIFY2(aspect > 1.0f && aspect < 3.2f, qPrintable(QString::number(aspect)));
    }
};

QTEST_APPLESS_MAIN(TestLayoutFabric)
#include "tst_layout_fabric.moc"

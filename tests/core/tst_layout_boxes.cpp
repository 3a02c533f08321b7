// The layout's boxes on their own: a tray's devices in rows by kind, a rack's trays in columns
// (an NVL72's switch trays between two columns of compute trays), racks in a grid of rows near
// 16:9, hosts outside racks ordered by their first switch, switch rows spread evenly.
#include "LayoutFixtures.h"

#include "BuiltClusters.h"
#include "layout/GroupBoxes.h"
#include "layout/RackGrid.h"
#include "layout/SwitchRows.h"

#include <QtTest>

#include <cmath>

using namespace scalescope;
using namespace scalescope::fixtures;
using namespace scalescope::scene;

namespace {

Scene emptySceneFor(const Topology& t)
{
    Scene scene;
    scene.devices.assign(t.nodes.size(), SceneRect {});
    scene.groups.assign(t.groups.size(), SceneRect {});
    return scene;
}

// A rack of `computeTrays` trays of two GPUs and `switchTrays` trays of two NVSwitch chips.
GroupId addRack(Topology& t, const std::string& name, int computeTrays, int switchTrays)
{
    const GroupId rack = addGroup(t, name, GroupKind::Rack);
    for (int i = 0; i < computeTrays; ++i) {
        const GroupId tray = addGroup(t, name + "/tray" + std::to_string(i), GroupKind::Node, rack);
        for (int k = 0; k < 2; ++k)
            addDevice(t, t.groups[tray].name + "/gpu" + std::to_string(k), NodeKind::Gpu, tray);
    }
    for (int i = 0; i < switchTrays; ++i) {
        const GroupId tray = addGroup(t, name + "/switch" + std::to_string(i), GroupKind::SwitchTray, rack);
        for (int k = 0; k < 2; ++k)
            addDevice(t, t.groups[tray].name + "/nvsw" + std::to_string(k), NodeKind::NvSwitch, tray);
    }
    return rack;
}

float bottomOf(const SceneRect& r)
{
    return r.y + r.height;
}

} // namespace

class TestLayoutBoxes : public QObject {
    Q_OBJECT
private slots:
    void aTrayPutsItsDevicesInRowsByKind()
    {
        Topology t;
        const GroupId node = addGroup(t, "node0", GroupKind::Node);
        const NodeId cpu = addDevice(t, "cpu0", NodeKind::Cpu, node);
        const NodeId nic0 = addDevice(t, "nic0", NodeKind::Nic, node, Network::Compute);
        const NodeId gpu0 = addDevice(t, "gpu0", NodeKind::Gpu, node);
        const NodeId mgmt = addDevice(t, "mgmt0", NodeKind::Nic, node, Network::Management);
        const NodeId gpu1 = addDevice(t, "gpu1", NodeKind::Gpu, node);
        const NodeId nic1 = addDevice(t, "nic1", NodeKind::Nic, node, Network::Compute);
        const NodeId nvsw = addDevice(t, "nvsw0", NodeKind::NvSwitch, node);
        const NodeId pcie = addDevice(t, "pcie0", NodeKind::PcieSwitch, node);
        const GroupId empty = addGroup(t, "node1", GroupKind::Node);
        Scene scene = emptySceneFor(t);
        const LayoutOutline outline = outlineTopology(t);
        GroupBoxes boxes(t, outline, scene);

        const SceneRect box = boxes.placeTray(node, 100, 50);
        const auto& d = scene.devices;
        // Top to bottom: GPUs, switch chips, compute NICs, CPUs, PCIe switches, other NICs.
        const NodeId firstOfRow[] = { gpu0, nvsw, nic0, cpu, pcie, mgmt };
        for (std::size_t row = 0; row < std::size(firstOfRow); ++row) {
            QCOMPARE(d[firstOfRow[row]].x, 100 + kPadding);
            QCOMPARE(d[firstOfRow[row]].y, 50 + kPadding + static_cast<float>(row) * (kDevice + kGap));
        }
        // Within a row, node order left to right.
        QCOMPARE(d[gpu1].y, d[gpu0].y);
        QCOMPARE(d[gpu1].x, d[gpu0].x + kDevice + kGap);
        QCOMPARE(d[nic1].y, d[nic0].y);
        QCOMPARE(d[nic1].x, d[nic0].x + kDevice + kGap);
        // The box: the widest row and six rows with a padding around.
        QCOMPARE(box.x, 100.0f);
        QCOMPARE(box.y, 50.0f);
        QCOMPARE(box.width, 2 * kDevice + kGap + 2 * kPadding);
        QCOMPARE(box.height, 6 * kDevice + 5 * kGap + 2 * kPadding);
        QCOMPARE(scene.groups[node].width, box.width);
        // A node with no devices still has a box.
        const SceneRect none = boxes.placeTray(empty, 0, 0);
        QCOMPARE(none.width, 2 * kPadding);
        QCOMPARE(none.height, 2 * kPadding);
    }

    // An NVL72: nine switch trays between two columns of nine compute trays, each column stacked
    // top to bottom in tray order, the shorter columns centred on the tallest.
    void anNvl72RackHasItsSwitchTraysBetweenTwoColumnsOfComputeTrays()
    {
        const Topology t = builtTopology("gb200-nvl72");
        Scene scene = emptySceneFor(t);
        const LayoutOutline outline = outlineTopology(t);
        QCOMPARE(outline.racks.size(), std::size_t(1));
        const GroupId rack = outline.racks[0];
        GroupBoxes boxes(t, outline, scene);

        const auto columns = boxes.rackColumns(rack);
        QCOMPARE(columns.size(), std::size_t(3));
        std::vector<GroupId> compute;
        for (const GroupId tray : outline.childrenOf[rack])
            if (t.groups[tray].kind != GroupKind::SwitchTray)
                compute.push_back(tray);
        QCOMPARE(compute.size(), std::size_t(18));
        QCOMPARE(columns[0], std::vector<GroupId>(compute.begin(), compute.begin() + 9));
        QCOMPARE(columns[2], std::vector<GroupId>(compute.begin() + 9, compute.end()));
        QCOMPARE(columns[1].size(), std::size_t(9));
        for (const GroupId tray : columns[1])
            QCOMPARE(t.groups[tray].kind, GroupKind::SwitchTray);

        const SceneRect box = boxes.placeRack(rack, 1000, 2000);
        QCOMPARE(box.x, 1000.0f);
        QCOMPARE(box.y, 2000.0f);
        std::vector<float> left(3, 1e30f), right(3, -1e30f), top(3, 1e30f), bottom(3, -1e30f);
        for (std::size_t c = 0; c < 3; ++c) {
            for (std::size_t k = 0; k < columns[c].size(); ++k) {
                const SceneRect& tray = scene.groups[columns[c][k]];
                QVERIFY(inside(tray, box));
                QCOMPARE(tray.x, scene.groups[columns[c][0]].x);
                if (k > 0)
                    QCOMPARE(tray.y, bottomOf(scene.groups[columns[c][k - 1]]) + kGap);
                for (const NodeId n : outline.devicesOf[columns[c][k]])
                    QVERIFY(inside(scene.devices[n], tray));
                left[c] = std::min(left[c], tray.x), right[c] = std::max(right[c], tray.x + tray.width);
                top[c] = std::min(top[c], tray.y), bottom[c] = std::max(bottom[c], bottomOf(tray));
            }
        }
        QCOMPARE(right[0] + kRackGap / 2, left[1]);
        QCOMPARE(right[1] + kRackGap / 2, left[2]);
        QCOMPARE((top[1] + bottom[1]) / 2, (top[0] + bottom[0]) / 2);
        QCOMPARE((top[2] + bottom[2]) / 2, (top[0] + bottom[0]) / 2);
        // As tall as half its compute trays stacked, less than half as tall as one column of all.
        QCOMPARE(box.height, bottom[0] - top[0] + 2 * kPadding);
        float stacked = 0;
        for (const GroupId tray : outline.childrenOf[rack])
            stacked += scene.groups[tray].height + kGap;
        QVERIFY2(
            box.height < stacked / 2, qPrintable(QString("%1 tall, %2 in one column").arg(box.height).arg(stacked)));
    }

    void aRackWithoutSwitchTraysIsOneColumnAndAnOddOneGivesTheLeftTheLargerHalf()
    {
        Topology t;
        const GroupId plain = addRack(t, "plain", 3, 0);
        const GroupId odd = addRack(t, "odd", 3, 1);
        Scene scene = emptySceneFor(t);
        const LayoutOutline outline = outlineTopology(t);
        const GroupBoxes boxes(t, outline, scene);
        const auto one = boxes.rackColumns(plain);
        QCOMPARE(one.size(), std::size_t(1));
        QCOMPARE(one[0], outline.childrenOf[plain]);
        const auto three = boxes.rackColumns(odd);
        QCOMPARE(three.size(), std::size_t(3));
        QCOMPARE(three[0].size(), std::size_t(2));
        QCOMPARE(three[1].size(), std::size_t(1));
        QCOMPARE(three[2].size(), std::size_t(1));
    }

    void devicesDirectlyInARackSitBelowItsTrays()
    {
        Topology t;
        const GroupId rack = addRack(t, "rack0", 2, 0);
        const NodeId a = addDevice(t, "rack0/pdu", NodeKind::Storage, rack);
        const NodeId b = addDevice(t, "rack0/tor", NodeKind::EthSwitch, rack);
        Scene scene = emptySceneFor(t);
        const LayoutOutline outline = outlineTopology(t);
        GroupBoxes boxes(t, outline, scene);
        const SceneRect box = boxes.placeRack(rack, 0, 0);
        float traysBottom = 0;
        for (const GroupId tray : outline.childrenOf[rack])
            traysBottom = std::max(traysBottom, bottomOf(scene.groups[tray]));
        QCOMPARE(scene.devices[a].y, traysBottom + kGap);
        QCOMPARE(scene.devices[b].y, scene.devices[a].y);
        QCOMPARE(scene.devices[b].x, scene.devices[a].x + kDevice + kGap);
        QVERIFY(inside(scene.devices[b], box));
        QCOMPARE(bottomOf(box), bottomOf(scene.devices[a]) + kPadding);
    }

    // The widest and the tallest box may be different ones.
    void theLargestBoxTakesTheWidestAndTheTallest()
    {
        Topology t;
        const GroupId wide = addRack(t, "wide", 1, 0);
        const GroupId wideTray = *t.findGroup("wide/tray0");
        for (int k = 2; k < 8; ++k)
            addDevice(t, "wide/tray0/gpu" + std::to_string(k), NodeKind::Gpu, wideTray);
        const GroupId tall = addGroup(t, "host", GroupKind::Node);
        for (const NodeKind kind : { NodeKind::Gpu, NodeKind::NvSwitch, NodeKind::Cpu, NodeKind::PcieSwitch })
            addDevice(t, "host/" + std::to_string(static_cast<int>(kind)), kind, tall);
        Scene scene = emptySceneFor(t);
        const LayoutOutline outline = outlineTopology(t);
        GroupBoxes boxes(t, outline, scene);
        const BoxSize largest = boxes.largestBox(outline.racks, outline.hostGroups);
        QCOMPARE(largest.width, scene.groups[wide].width);
        QCOMPARE(largest.height, scene.groups[tall].height);
        QVERIFY(scene.groups[wide].height < largest.height);
        QVERIFY(scene.groups[tall].width < largest.width);
        const BoxSize none = boxes.largestBox({}, {});
        QCOMPARE(none.width, 1.0f);
        QCOMPARE(none.height, 1.0f);
    }

    // As many boxes per row as make the grid about 16:9: n boxes of w x h, sqrt(n * 16/9 * h/w)
    // per row, rounded, at most kMaxRacksPerRow.
    void theRackGridHasRowsOfTheExpectedWidth_data()
    {
        QTest::addColumn<int>("boxes");
        QTest::addColumn<float>("width");
        QTest::addColumn<float>("height");
        QTest::addColumn<int>("perRow");
        QTest::newRow("one") << 1 << 300.0f << 300.0f << 1;
        QTest::newRow("16 square") << 16 << 300.0f << 300.0f << 5;
        QTest::newRow("64 square") << 64 << 300.0f << 300.0f << 11;
        QTest::newRow("18 tall") << 18 << 500.0f << 1000.0f << 8;
        QTest::newRow("1024 wide") << 1024 << 400.0f << 300.0f << 37;
        QTest::newRow("200000 small") << 200000 << 10.0f << 10.0f << kMaxRacksPerRow;
    }
    void theRackGridHasRowsOfTheExpectedWidth()
    {
        QFETCH(int, boxes);
        QFETCH(float, width);
        QFETCH(float, height);
        QFETCH(int, perRow);
        const RackGridShape shape = rackGridShape(static_cast<std::size_t>(boxes), BoxSize { width, height });
        QCOMPARE(shape.boxesPerRow, perRow);
        QCOMPARE(shape.rows, (boxes + perRow - 1) / perRow);
        QCOMPARE(shape.boxesWidth, static_cast<float>(std::min(boxes, perRow)) * (width + kRackGap) - kRackGap);
        QCOMPARE(shape.boxesHeight, static_cast<float>(shape.rows) * (height + kRackGap));
        QVERIFY(shape.sceneWidth >= shape.boxesWidth);
        QVERIFY(shape.sceneWidth >= kMinWidth);
        // Centred: as much room left of the grid as right of it.
        QCOMPARE(shape.left, shape.sceneWidth - shape.left - shape.boxesWidth);
    }

    // Racks first, then hosts outside racks, left to right and row by row in cells of the
    // largest box.
    void theRackGridPlacesRacksThenHostsRowByRow()
    {
        Topology t;
        std::vector<GroupId> racks, hosts;
        for (int r = 0; r < 7; ++r)
            racks.push_back(addRack(t, "rack" + std::to_string(r), 1, 0));
        for (int h = 0; h < 2; ++h) {
            hosts.push_back(addGroup(t, "host" + std::to_string(h), GroupKind::Node));
            addDevice(t, "host" + std::to_string(h) + "/gpu0", NodeKind::Gpu, hosts.back());
        }
        Scene scene = emptySceneFor(t);
        const LayoutOutline outline = outlineTopology(t);
        GroupBoxes boxes(t, outline, scene);
        const BoxSize largest = boxes.largestBox(racks, hosts);
        const PlacedBoxes placed = placeRackGrid(boxes, racks, hosts, largest, 500);
        const RackGridShape shape = rackGridShape(9, largest);
        // Nine cells of a rack's 78 x 56: sqrt(9 * 16/9 * 56/78) = 3.4, three per row.
        QCOMPARE(largest.width, 78.0f);
        QCOMPARE(largest.height, 56.0f);
        QCOMPARE(shape.boxesPerRow, 3);
        std::vector<GroupId> expected = racks;
        expected.insert(expected.end(), hosts.begin(), hosts.end());
        QCOMPARE(placed.boxes, expected);
        for (std::size_t i = 0; i < expected.size(); ++i) {
            const SceneRect& box = scene.groups[expected[i]];
            QCOMPARE(box.x, shape.left + static_cast<float>(i % 3) * (largest.width + kRackGap));
            QCOMPARE(box.y, 500 + static_cast<float>(i / 3) * (largest.height + kRackGap));
            QCOMPARE(static_cast<bool>(placed.startsRow[i]), i % 3 == 0);
            for (const NodeId n : outline.devicesOf[expected[i]])
                QVERIFY(inside(scene.devices[n], box));
        }
        QCOMPARE(placed.bottom, 500 + 3 * (largest.height + kRackGap));
        QCOMPARE(placed.sceneWidth, shape.sceneWidth);
    }

    // Hosts outside racks: those of a leaf together, leaves before spines, the uncabled last.
    void hostsOutsideRacksFollowTheirFirstSwitch()
    {
        Topology t;
        const NodeId leaf0 = addSwitch(t, "leaf0", SwitchRole::Leaf);
        const NodeId leaf1 = addSwitch(t, "leaf1", SwitchRole::Leaf);
        const NodeId spine = addSwitch(t, "spine0", SwitchRole::Spine);
        std::vector<GroupId> hosts;
        std::vector<NodeId> nics;
        for (int h = 0; h < 5; ++h) {
            hosts.push_back(addGroup(t, "host" + std::to_string(h), GroupKind::Node));
            nics.push_back(
                addDevice(t, "host" + std::to_string(h) + "/nic0", NodeKind::Nic, hosts.back(), Network::Compute));
        }
        addCable(t, nics[0], leaf1);
        addCable(t, nics[1], spine);
        addCable(t, nics[3], leaf0);
        addCable(t, nics[4], leaf1);
        addCable(t, nics[4], spine);
        const LayoutOutline outline = outlineTopology(t);
        std::vector<GroupId> order = outline.hostGroups;
        QCOMPARE(order, hosts);
        orderHostsByFirstSwitch(t, outline, order);
        QCOMPARE(order, (std::vector<GroupId> { hosts[3], hosts[0], hosts[4], hosts[1], hosts[2] }));
    }

    // Spread evenly: each device in the middle of an equal share of the width; more than fit at a
    // device and its gap apart wrap onto further lines.
    void aSpreadRowWrapsWhenTooManyForItsWidth()
    {
        std::vector<SceneRect> rects(10);
        std::vector<NodeId> devices(10);
        for (NodeId n = 0; n < 10; ++n)
            devices[n] = 9 - n;
        const float height = placeSpreadRow(devices, 500, 100, rects); // 4 fit in 100 at 22 apart
        QCOMPARE(height, 3 * (kDevice + kGap));
        const float lineCentres[3][4] = { { 12.5f, 37.5f, 62.5f, 87.5f }, { 12.5f, 37.5f, 62.5f, 87.5f }, { 25, 75 } };
        for (std::size_t i = 0; i < devices.size(); ++i) {
            const SceneRect& r = rects[devices[i]];
            QCOMPARE(r.y, 500 + static_cast<float>(i / 4) * (kDevice + kGap));
            QCOMPARE(r.centerX(), lineCentres[i / 4][i % 4]);
            QCOMPARE(r.width, kDevice);
        }
    }

    void switchTiersSitInRowsAboveTheRacks()
    {
        Topology t;
        const NodeId core = addSwitch(t, "core0", SwitchRole::Core);
        const NodeId spine = addSwitch(t, "spine0", SwitchRole::Spine);
        const NodeId leaf = addSwitch(t, "leaf0", SwitchRole::Leaf);
        const NodeId storage = addDevice(t, "storage0", NodeKind::Storage);
        const LayoutOutline outline = outlineTopology(t);
        std::vector<SceneRect> rects(t.nodes.size());
        placeSwitchTiers(outline.bands, 400, rects);
        QVERIFY(bottomOf(rects[core]) < rects[spine].y);
        QVERIFY(bottomOf(rects[spine]) < rects[leaf].y);
        QVERIFY(bottomOf(rects[leaf]) < kRacksTop);
        QCOMPARE(rects[core].centerX(), 200.0f);
        QVERIFY(rects[storage].empty()); // the Ethernet tier is placed below the racks, not here
    }
};

QTEST_APPLESS_MAIN(TestLayoutBoxes)
#include "tst_layout_boxes.moc"

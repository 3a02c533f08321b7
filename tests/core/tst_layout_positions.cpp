// The user's positions on their own: a rack, node or tray moves with everything in it, a device
// on its own; groups before devices; the scene's bounds grow to hold what moved.
#include "LayoutFixtures.h"

#include "BuiltClusters.h"
#include "layout/UserPositions.h"

#include <QtTest>

using namespace scalescope;
using namespace scalescope::fixtures;
using namespace scalescope::scene;

namespace {

Topology nvl72Rack()
{
    return builtTopology("gb200-nvl72");
}

// The scene with `positions` applied to the automatic layout.
Scene withPositions(const Topology& t, const std::map<std::string, Position>& positions)
{
    Scene scene = layoutScene(t);
    applyUserPositions(t, outlineTopology(t), positions, scene);
    return scene;
}

bool isIn(const Topology& t, GroupId group, GroupId ancestor)
{
    for (; group != kNoGroup; group = t.groups[group].parent)
        if (group == ancestor)
            return true;
    return false;
}

} // namespace

class TestLayoutPositions : public QObject {
    Q_OBJECT
private slots:
    void aRackMovesWithEverythingInIt()
    {
        const Topology t = nvl72Rack();
        const Scene before = layoutScene(t);
        const GroupId rack = outlineTopology(t).racks[0];
        const Scene after = withPositions(t, { { t.groups[rack].name, Position { 5000, -300 } } });
        const float dx = 5000 - before.groups[rack].x, dy = -300 - before.groups[rack].y;
        QCOMPARE(after.groups[rack].x, 5000.0f);
        QCOMPARE(after.groups[rack].y, -300.0f);
        for (GroupId g = 0; g < static_cast<GroupId>(t.groups.size()); ++g)
            QVERIFY2(isIn(t, g, rack) ? shifted(before.groups[g], after.groups[g], dx, dy)
                                      : sameRect(before.groups[g], after.groups[g]),
                t.groups[g].name.c_str());
        std::size_t moved = 0;
        for (NodeId n = 0; n < t.nodes.size(); ++n) {
            const bool inRack = isIn(t, t.nodes[n].group, rack);
            QVERIFY2(inRack ? shifted(before.devices[n], after.devices[n], dx, dy)
                            : sameRect(before.devices[n], after.devices[n]),
                t.nodes[n].name.c_str());
            moved += inRack;
        }
        QVERIFY(moved >= 72 + 36 + 18);
        // The bounds grow to hold the rack with a padding around it.
        const SceneRect& box = after.groups[rack];
        QCOMPARE(after.bounds.y, -300 - kPadding);
        QCOMPARE(after.bounds.x + after.bounds.width, box.x + box.width + kPadding);
        QCOMPARE(after.bounds.x, before.bounds.x);
    }

    void aTrayMovesWithinItsRackAndTheRackStays()
    {
        const Topology t = nvl72Rack();
        const Scene before = layoutScene(t);
        GroupId tray = kNoGroup;
        for (GroupId g = 0; g < static_cast<GroupId>(t.groups.size()) && tray == kNoGroup; ++g)
            if (t.groups[g].kind == GroupKind::SwitchTray)
                tray = g;
        QVERIFY(tray != kNoGroup);
        const Scene after = withPositions(t, { { t.groups[tray].name, Position { 120, 40 } } });
        const float dx = 120 - before.groups[tray].x, dy = 40 - before.groups[tray].y;
        for (GroupId g = 0; g < static_cast<GroupId>(t.groups.size()); ++g)
            QVERIFY(g == tray ? shifted(before.groups[g], after.groups[g], dx, dy)
                              : sameRect(before.groups[g], after.groups[g]));
        for (NodeId n = 0; n < t.nodes.size(); ++n)
            QVERIFY(t.nodes[n].group == tray ? shifted(before.devices[n], after.devices[n], dx, dy)
                                             : sameRect(before.devices[n], after.devices[n]));
    }

    void aDeviceMovesOnItsOwn()
    {
        const Topology t = nvl72Rack();
        const Scene before = layoutScene(t);
        const NodeId gpu = *t.findNode("rack0/tray3/gpu1");
        const Scene after = withPositions(t, { { "rack0/tray3/gpu1", Position { -70, 20 } } });
        QCOMPARE(after.devices[gpu].x, -70.0f);
        QCOMPARE(after.devices[gpu].y, 20.0f);
        QCOMPARE(after.devices[gpu].width, before.devices[gpu].width);
        for (NodeId n = 0; n < t.nodes.size(); ++n)
            if (n != gpu)
                QVERIFY(sameRect(before.devices[n], after.devices[n]));
        for (GroupId g = 0; g < static_cast<GroupId>(t.groups.size()); ++g)
            QVERIFY(sameRect(before.groups[g], after.groups[g]));
        QCOMPARE(after.bounds.x, -70 - kPadding);
    }

    // A device's own position wins over its group's move, whatever order their names sort in;
    // a name that is both a group's and a device's moves the group; unknown names are passed over.
    void groupsMoveFirstThenDevices()
    {
        Topology t;
        const GroupId host = addGroup(t, "zhost", GroupKind::Node);
        const NodeId own = addDevice(t, "agpu", NodeKind::Gpu, host);
        const NodeId carried = addDevice(t, "zhost/gpu1", NodeKind::Gpu, host);
        const GroupId same = addGroup(t, "twin", GroupKind::Node);
        addDevice(t, "twin/gpu0", NodeKind::Gpu, same);
        const NodeId twinDevice = addDevice(t, "twin", NodeKind::Storage);
        const Scene before = layoutScene(t);
        const Scene after = withPositions(t,
            { { "agpu", Position { 1, 2 } }, { "zhost", Position { 700, 800 } }, { "twin", Position { 900, 900 } },
                { "nothing-of-that-name", Position { 3, 4 } } });
        QCOMPARE(after.devices[own].x, 1.0f);
        QCOMPARE(after.devices[own].y, 2.0f);
        QVERIFY(shifted(
            before.devices[carried], after.devices[carried], 700 - before.groups[host].x, 800 - before.groups[host].y));
        QCOMPARE(after.groups[same].x, 900.0f);
        QVERIFY(sameRect(before.devices[twinDevice], after.devices[twinDevice]));
    }

    void unknownNamesChangeNothing()
    {
        const Topology t = nvl72Rack();
        const Scene before = layoutScene(t);
        const Scene after = withPositions(t, { { "rack9", Position { 1, 1 } } });
        for (NodeId n = 0; n < t.nodes.size(); ++n)
            QVERIFY(sameRect(before.devices[n], after.devices[n]));
        for (GroupId g = 0; g < static_cast<GroupId>(t.groups.size()); ++g)
            QVERIFY(sameRect(before.groups[g], after.groups[g]));
        QVERIFY(sameRect(before.bounds, after.bounds));
    }
};

QTEST_APPLESS_MAIN(TestLayoutPositions)
#include "tst_layout_positions.moc"

// The box of a node, tray or rack with everything in it, placed with its top-left corner at a
// given point (scene units): a tray's devices in rows by kind, a rack's trays stacked, an NVL72's
// in three columns with its switch trays in the middle.
#pragma once

#include "layout/LayoutOutline.h"
#include "layout/SceneLayout.h"

#include <vector>

namespace scalescope {

// A box's size, in scene units.
struct BoxSize {
    float width = 1;
    float height = 1;
};

// Where the racks' and hosts' boxes went: the width the scene takes and, in the order placed,
// the boxes, which the collapsed view follows to make blocks of neighbours.
struct PlacedBoxes {
    float sceneWidth = 0; // what the switch rows span, scene units
    float bottom = 0; // below the last row of boxes, scene units
    std::vector<GroupId> boxes; // racks and top-level groups outside racks
    std::vector<bool> startsRow; // per box: the first of a row
    std::vector<std::uint32_t> unitOfBox; // per box: its scalable unit (scene::kNoUnit: none); may be empty
    std::vector<std::uint32_t> unitOfLeaf; // per node: the unit a leaf is drawn above (FabricRows); may be empty
    bool unitsSpanRows = false; // a unit's boxes make one rectangle over its rows (FabricRows)
};

// Writes the devices' and groups' rects into the scene it is given.
class GroupBoxes {
public:
    GroupBoxes(const Topology& topology, const LayoutOutline& outline, Scene& scene);

    // A node or tray: its devices in rows (GPUs on top, then switch chips, compute NICs, CPUs,
    // PCIe switches, other NICs, the rest), each row in node order, a box around them. Child
    // groups are left where they are. Returns the box.
    SceneRect placeTray(GroupId tray, float x, float y);
    // A rack: its trays stacked in columns (see rackColumns), shorter columns centred vertically;
    // devices directly in the rack (none in generated designs) in a row below. Returns the box.
    SceneRect placeRack(GroupId rack, float x, float y);
    // The widest and the tallest box of these racks and top-level groups outside racks, at least
    // 1 x 1. Each is placed at the origin on the way, to be placed again where it belongs.
    BoxSize largestBox(const std::vector<GroupId>& racks, const std::vector<GroupId>& hostGroups);

    // A rack's trays as columns: one, or, with switch trays (an NVL72), three: the first half of
    // the compute trays (the larger half), the switch trays, the rest, so that its NVLinks fan
    // out both ways and the rack is only as tall as half its compute trays.
    std::vector<std::vector<GroupId>> rackColumns(GroupId rack) const;

private:
    // Devices in one row from (x, y); returns the x after the last one's gap.
    float placeDeviceRow(const std::vector<NodeId>& devices, float x, float y);

    const Topology& m_topology;
    const LayoutOutline& m_outline;
    Scene& m_scene;
};

} // namespace scalescope

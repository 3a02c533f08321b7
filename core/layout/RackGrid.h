// Racks, and top-level groups outside racks, in a grid of equal cells under the switch tiers:
// as many per row as make the whole about 16:9; a design of few tall racks gets switch rows wider
// than its racks, with the racks in the middle.
#pragma once

#include "layout/GroupBoxes.h"

#include <cstddef>
#include <vector>

namespace scalescope {

// The grid for `boxCount` cells the size of `largest`, in scene units.
struct RackGridShape {
    int boxesPerRow = 1;
    int rows = 0;
    float boxesWidth = 0; // the fullest row, without a gap after its last box
    float boxesHeight = 0; // every row with the gap below it
    float sceneWidth = 0; // the boxes' width, or wider to keep the scene near 16:9 (and >= scene::kMinWidth)
    float left = 0; // where the first column starts, so that the grid is centred in sceneWidth
};
// With `unitSize` racks to a scalable unit on a large design (more than
// scene::kMaxSeparateBoxes), as many per row as the nearest multiple of it, so that a unit
// stays on one row.
RackGridShape rackGridShape(std::size_t boxCount, BoxSize largest, std::size_t unitSize = 1);

// Top-level groups outside racks in the order of the first switch they are cabled to (any leaf
// before any spine before any core; within a tier in node order), so that the hosts of one leaf
// are neighbours; those cabled to no switch keep their order at the end.
void orderHostsByFirstSwitch(const Topology& topology, const LayoutOutline& outline, std::vector<GroupId>& hostGroups);

// The racks, then the host groups, in the grid from `top` down, each in the top-left corner of
// its cell.
PlacedBoxes placeRackGrid(GroupBoxes& boxes, const std::vector<GroupId>& racks, const std::vector<GroupId>& hostGroups,
    BoxSize largest, float top, std::size_t unitSize = 1);

} // namespace scalescope

// The collapsed view: a block per rack (and per top-level group outside racks, as an imported
// fabric's hosts are) and per device outside them, links between blocks bundled. On very large
// designs neighbouring racks of a row, or neighbouring switches of one band, share a block, so
// that what is drawn stays within a few thousand blocks (scene::kMaxRackBlocks and
// scene::kMaxBandBlocks).
#pragma once

#include "layout/GroupBoxes.h"
#include "layout/LayoutOutline.h"
#include "layout/SceneLayout.h"

namespace scalescope {

// Fills scene.blocks and scene.blockOfNode from the placed rects: the boxes' blocks in the order
// placed (a block never spans two rows), then each band's in its order, then a block of its own
// for any device in neither.
void collapseIntoBlocks(const Topology& topology, const PlacedBoxes& placed, const DeviceBands& bands, Scene& scene);

// Fills scene.bundles and scene.bundleMembers: the links between different blocks, one bundle per
// pair of blocks and tier, in the order of their first links, each bundle's links in link order.
void bundleLinksBetweenBlocks(const Topology& topology, Scene& scene);

} // namespace scalescope

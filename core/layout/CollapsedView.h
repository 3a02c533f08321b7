// The collapsed view, the design's structure: a block per rack (and per top-level group outside
// racks, as an imported fabric's hosts are), or on large designs (more than
// scene::kMaxSeparateBoxes) per scalable unit of them; a block per switch tier of each plane (and
// per unit the tier's leaves are drawn above), per kind of other device outside racks; links
// between blocks bundled. Racks outside units share blocks by neighbours within a row, and a
// band beyond scene::kMaxBandBlocks such blocks by count, so that what is drawn stays within a
// few thousand blocks.
#pragma once

#include "layout/GroupBoxes.h"
#include "layout/LayoutOutline.h"
#include "layout/SceneLayout.h"

namespace scalescope {

// Fills scene.blocks, scene.blockGroupings and scene.blockOfNode from the placed rects: the
// boxes' blocks in the order placed (a block never spans two rows), then each band's in its
// order, then a block of its own for any device in neither.
void collapseIntoBlocks(const Topology& topology, const PlacedBoxes& placed, const DeviceBands& bands, Scene& scene);

// Fills scene.bundles and scene.bundleMembers: the links between different blocks, one bundle per
// pair of blocks and tier, in the order of their first links, each bundle's links in link order.
void bundleLinksBetweenBlocks(const Topology& topology, Scene& scene);

} // namespace scalescope

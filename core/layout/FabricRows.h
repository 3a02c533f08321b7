// An imported fabric drawn as its fat tree: cores, spines and leaves in rows, and below the
// leaves its hosts in units (FabricUnits) side by side, each a block of hosts under a row of its
// own leaves. Spines sit above the mean of their leaves, cores spread in the order of the mean of
// their spines.
#pragma once

#include "layout/FabricUnits.h"
#include "layout/GroupBoxes.h"

#include <cstddef>
#include <vector>

namespace scalescope {

// Places the units' leaves at the leaf tier and their hosts from `top` down, in cells of
// `boxHeight` (the tallest host box), then the spines and cores. Every unit has the same number
// of hosts per row, the one that makes the whole closest to 16:9. The leaf, spine and core bands
// are reordered left to right as placed.
PlacedBoxes placeFabricTree(const Topology& topology, const std::vector<FabricUnit>& units, float boxHeight, float top,
    GroupBoxes& boxes, DeviceBands& bands, Scene& scene);

// Spines above the mean of the leaves they are cabled to, packed no closer than a device and its
// gap (or spread evenly when too many for `sceneWidth`); cores, cabled across the whole tree,
// spread evenly in the order of the mean of their spines. Either band sorted left to right, those
// cabled to nothing below them at the right end.
void placeSpinesAndCores(
    const Topology& topology, DeviceBands& bands, float sceneWidth, std::vector<SceneRect>& deviceRects);

} // namespace scalescope

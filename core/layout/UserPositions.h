// The positions the user chose (a design's `layout.positions`, by name) over the automatic
// layout: a rack, node or tray moves with everything in it, a single device on its own.
#pragma once

#include "layout/LayoutOutline.h"
#include "layout/SceneLayout.h"
#include "model/Position.h"

#include <map>
#include <string>

namespace scalescope {

// Groups first (each with its devices and child groups, the position its box's top-left corner),
// then single devices; names of nothing in the topology are passed over. The scene's bounds then
// grow to hold every rect with a padding around it.
void applyUserPositions(const Topology& topology, const LayoutOutline& outline,
    const std::map<std::string, Position>& positions, Scene& scene);

} // namespace scalescope

// Rows of devices outside any group: the switch tiers above the racks (cores, spines, leaves,
// each a row at its own height) and the Ethernet tier and the rest below them.
#pragma once

#include "layout/LayoutOutline.h"
#include "layout/SceneLayout.h"

#include <vector>

namespace scalescope {

// The top of a switch tier's row (band::kCore, kSpine or kLeaf), in scene units; the racks start
// a tier below the leaves.
constexpr float switchTierTop(int band)
{
    return static_cast<float>(band) * (scene::kDevice + scene::kTierGap);
}
inline constexpr float kRacksTop = switchTierTop(band::kLeaf + 1);

// The devices spread evenly over `width` from x = 0 at `top`, wrapping into further lines of as
// many as fit at a device and its gap apart. Returns the height taken, in scene units.
float placeSpreadRow(const std::vector<NodeId>& devices, float top, float width, std::vector<SceneRect>& rects);

// The devices by kind, network and role (in the order each first appears), each kind spread
// over `width` in rows of its own, scene::kRoleRowGap apart: the Ethernet tier's storage
// servers, leaves, spines and cores one above the other. Returns the height taken.
float placeRowsByRole(const Topology& topology, const std::vector<NodeId>& devices, float top, float width,
    std::vector<SceneRect>& rects);

// The core, spine and leaf rows spread over `width` at their tiers' tops.
void placeSwitchTiers(const DeviceBands& bands, float width, std::vector<SceneRect>& rects);

} // namespace scalescope

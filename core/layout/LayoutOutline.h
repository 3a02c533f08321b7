// Who is in what, as the layout reads a topology: each group's own devices and child groups, the
// racks and the other top-level groups (hosts outside racks, as an imported fabric's), and the
// devices outside any group in bands, top to bottom: the switch tiers, the Ethernet tier, the
// rest. Every part of the layout works from this outline.
#pragma once

#include "model/Topology.h"

#include <array>
#include <vector>

namespace scalescope {

// The bands of devices outside any group, top to bottom.
namespace band {
inline constexpr int kCore = 0; // compute fabric cores
inline constexpr int kSpine = 1;
inline constexpr int kLeaf = 2; // leaves and switches with no role
inline constexpr int kEthernet = 3; // storage and management switches, storage servers
inline constexpr int kOther = 4;
inline constexpr int kCount = 5;
} // namespace band

using DeviceBands = std::array<std::vector<NodeId>, band::kCount>;

// The band of a device outside any group.
int bandOf(const Node& node);

struct LayoutOutline {
    std::vector<std::vector<NodeId>> devicesOf; // per group, the devices directly in it, in node order
    std::vector<std::vector<GroupId>> childrenOf; // per group, in group order
    std::vector<GroupId> racks; // top-level racks, in group order
    std::vector<GroupId> hostGroups; // the other top-level groups, in group order
    // Per node, the top-level group it sits in (kNoGroup outside any); left empty when every
    // top-level group is a rack, the only case where nothing reads it.
    std::vector<GroupId> topGroupOf;
    DeviceBands bands; // devices outside any group, in node order
};

LayoutOutline outlineTopology(const Topology& topology);

} // namespace scalescope

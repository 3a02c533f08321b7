// How many independent planes a generated fabric is split into, decided from counts alone so
// that the generator and the capacity check (ClusterCapacity) take the same decision before
// anything is built.
#pragma once

#include "generate/ClosBuilder.h"

#include <string>

namespace scalescope {

// The fewest planes that hold a fabric, or 0 with the reason none does.
struct PlaneChoice {
    int planes = 0;
    std::string why;
};

// The compute fabric's parameters for a switch, a leaf down:up ratio and what the fabric runs
// (InfiniBand links, or Ethernet for RoCE); throws std::invalid_argument when the ratio leaves
// the leaf without down or up ports.
ClosParams computeFabricParams(
    const SwitchSpec& fabricSwitch, double oversubscription, ScaleOutNetwork network = ScaleOutNetwork::InfiniBand);
// An Ethernet network's parameters for its leaf and spine models.
ClosParams ethernetParams(const SwitchSpec& leaf, const SwitchSpec& spine, Network network);

// Compute NICs of `trays` trays with `rails` NICs each: the fewest planes, each a whole number of
// rails, in which every plane fits three tiers and one InfiniBand subnet's unicast LIDs.
PlaneChoice chooseComputePlanes(int trays, int rails, FabricKind fabric, const ClosParams& params);
// Leaves of one compute plane of `railsPerPlane` rails.
int computePlaneLeaves(int trays, int railsPerPlane, FabricKind fabric, int leafDownPorts);

// `ports` Ethernet ports: the fewest planes (1, 2, 4 ... kMaxEthernetPlanes, ports dealt
// round-robin) in which each plane fits three tiers.
inline constexpr int kMaxEthernetPlanes = 64;
PlaneChoice chooseEthernetPlanes(int ports, const ClosParams& params);

} // namespace scalescope

// An imported fabric's hosts (top-level groups outside racks) grouped into the units its
// fat-tree drawing shows, one block of hosts under a row of leaves each. Hosts cabled to the same
// set of leaves form a unit (on a rail-optimized fabric, a scalable unit and its rail leaves); a
// unit whose leaves all are in a larger unit's set joins the one of those with most hosts. Each
// leaf is drawn above the unit with most cables to it (a tie: the unit first formed). No
// geometry: FabricRows places the units.
#pragma once

#include "model/Topology.h"

#include <cstdint>
#include <vector>

namespace scalescope {

struct FabricUnit {
    std::vector<std::uint32_t> leafSet; // the leaves its hosts are cabled to (positions in the leaf band), sorted
    std::vector<GroupId> hosts; // sorted
    std::vector<std::uint32_t> leaves; // those drawn above it (positions in the leaf band), in band order
    std::vector<std::uint32_t> spines; // cabled to its leaf set (positions in the spine band), sorted
};

// The units left to right: units cabled to the same spines together, in the order of those
// spines, then those whose leaves reach no spine; after them a unit of the leaves with no hosts
// (in the order of their first spine) and then one of the hosts cabled to no leaf, when there are
// such. `topGroupOf` is per node, the top-level group it sits in (LayoutOutline's).
std::vector<FabricUnit> groupHostsIntoUnits(const Topology& topology, const std::vector<GroupId>& hostGroups,
    const std::vector<GroupId>& topGroupOf, const std::vector<NodeId>& leaves, const std::vector<NodeId>& spines);

} // namespace scalescope

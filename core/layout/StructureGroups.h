// What the structural (zoomed-out) view takes together: the racks of one scalable unit (racks
// cabled to the same leaves), and a switch band's devices by tier, plane and line. No geometry
// beyond the rows already placed: CollapsedView makes the blocks.
#pragma once

#include "layout/SceneLayout.h"

#include <cstdint>
#include <vector>

namespace scalescope {

// Per rack of `racks` (in their order): its scalable unit, numbered from 0 in that order.
// Neighbouring racks whose devices are cabled to the same set of `leaves` share a unit; a rack
// cabled to no leaf is in none (scene::kNoUnit).
std::vector<std::uint32_t> unitsOfRacks(
    const Topology& topology, const std::vector<GroupId>& racks, const std::vector<NodeId>& leaves);

// The number of racks most units have (1 when no unit has several), for the grid to keep a
// unit on one row.
std::size_t commonUnitSize(const std::vector<std::uint32_t>& unitOfRack);

// Per node: the plane of a switch outside any group (switches joined by links between such
// switches share one, numbered in node order), scene::kNoUnit for every other device and for a
// switch cabled to no other.
std::vector<std::uint32_t> switchPlanes(const Topology& topology);

// What must be equal for neighbours of a band to share a block.
struct BandBlockKey {
    NodeKind kind = NodeKind::IbSwitch;
    Network network = Network::None;
    SwitchRole role = SwitchRole::None;
    std::uint32_t plane = scene::kNoUnit;
    std::uint32_t unit = scene::kNoUnit; // the unit it is drawn above
    float top = 0; // its line in the band
    bool operator==(const BandBlockKey&) const = default;
};

// Per device of a band (in its order): its key, the unit from `unitOfDevice` (per node, may be
// empty: none).
std::vector<BandBlockKey> bandBlockKeys(const Topology& topology, const std::vector<NodeId>& devices,
    const std::vector<std::uint32_t>& planeOfNode, const std::vector<std::uint32_t>& unitOfDevice,
    const std::vector<SceneRect>& rects);

} // namespace scalescope

#include "layout/StructureGroups.h"

#include "util/DisjointSets.h"

#include <algorithm>
#include <map>
#include <utility>

namespace scalescope {
namespace {

bool isLooseSwitch(const Node& node)
{
    return (node.kind == NodeKind::IbSwitch || node.kind == NodeKind::EthSwitch) && node.group == kNoGroup;
}

} // namespace

std::vector<std::uint32_t> unitsOfRacks(
    const Topology& topology, const std::vector<GroupId>& racks, const std::vector<NodeId>& leaves)
{
    constexpr std::uint32_t kNone = scene::kNoUnit;
    std::vector<std::uint32_t> leafAt(topology.nodes.size(), kNone);
    for (std::uint32_t i = 0; i < leaves.size(); ++i)
        leafAt[leaves[i]] = i;
    std::vector<std::uint32_t> placeOfRack(topology.groups.size(), kNone);
    for (std::uint32_t i = 0; i < racks.size(); ++i)
        placeOfRack[racks[i]] = i;
    std::vector<std::vector<std::uint32_t>> leavesOfRack(racks.size());
    for (const Link& link : topology.links)
        for (const auto& [end, other] : { std::pair { link.a, link.b }, std::pair { link.b, link.a } }) {
            if (leafAt[other] == kNone)
                continue;
            const GroupId rack = topology.rackOf(end);
            if (rack != kNoGroup && placeOfRack[rack] != kNone)
                leavesOfRack[placeOfRack[rack]].push_back(leafAt[other]);
        }
    std::vector<std::uint32_t> units(racks.size(), kNone);
    std::uint32_t next = 0;
    for (std::size_t i = 0; i < racks.size(); ++i) {
        std::vector<std::uint32_t>& set = leavesOfRack[i];
        std::sort(set.begin(), set.end());
        set.erase(std::unique(set.begin(), set.end()), set.end());
        if (set.empty())
            continue;
        units[i] = i > 0 && units[i - 1] != kNone && leavesOfRack[i - 1] == set ? units[i - 1] : next++;
    }
    return units;
}

std::size_t commonUnitSize(const std::vector<std::uint32_t>& unitOfRack)
{
    std::map<std::size_t, std::size_t> unitsOfSize;
    for (std::size_t i = 0; i < unitOfRack.size();) {
        std::size_t end = i + 1;
        while (end < unitOfRack.size() && unitOfRack[end] == unitOfRack[i] && unitOfRack[i] != scene::kNoUnit)
            ++end;
        if (unitOfRack[i] != scene::kNoUnit)
            ++unitsOfSize[end - i];
        i = end;
    }
    std::size_t best = 1, most = 0;
    for (const auto& [size, count] : unitsOfSize)
        if (count > most || (count == most && size > best))
            best = size, most = count;
    return best;
}

std::vector<std::uint32_t> switchPlanes(const Topology& topology)
{
    const std::size_t nodeCount = topology.nodes.size();
    DisjointSets sets(nodeCount);
    for (const Link& link : topology.links)
        if (isLooseSwitch(topology.nodes[link.a]) && isLooseSwitch(topology.nodes[link.b]))
            sets.join(link.a, link.b);
    std::vector<std::uint32_t> planes(nodeCount, scene::kNoUnit);
    std::vector<std::uint32_t> planeOfRoot(nodeCount, scene::kNoUnit);
    std::vector<std::uint32_t> sizeOfRoot(nodeCount, 0);
    for (NodeId n = 0; n < nodeCount; ++n)
        if (isLooseSwitch(topology.nodes[n]))
            ++sizeOfRoot[sets.find(n)];
    std::uint32_t next = 0;
    for (NodeId n = 0; n < nodeCount; ++n) {
        // A switch cabled to no other is in no plane.
        if (!isLooseSwitch(topology.nodes[n]) || sizeOfRoot[sets.find(n)] < 2)
            continue;
        std::uint32_t& plane = planeOfRoot[sets.find(n)];
        if (plane == scene::kNoUnit)
            plane = next++;
        planes[n] = plane;
    }
    return planes;
}

std::vector<BandBlockKey> bandBlockKeys(const Topology& topology, const std::vector<NodeId>& devices,
    const std::vector<std::uint32_t>& planeOfNode, const std::vector<std::uint32_t>& unitOfDevice,
    const std::vector<SceneRect>& rects)
{
    std::vector<BandBlockKey> keys;
    keys.reserve(devices.size());
    for (const NodeId n : devices) {
        const Node& node = topology.nodes[n];
        keys.push_back(BandBlockKey { node.kind, node.network, node.role, planeOfNode[n],
            unitOfDevice.empty() ? scene::kNoUnit : unitOfDevice[n], rects[n].y });
    }
    return keys;
}

} // namespace scalescope

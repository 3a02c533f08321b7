#include "layout/FabricUnits.h"

#include <algorithm>
#include <map>
#include <utility>

namespace scalescope {
namespace {

constexpr std::uint32_t kNone = ~0u;

void sortUnique(std::vector<std::uint32_t>& values)
{
    std::sort(values.begin(), values.end());
    values.erase(std::unique(values.begin(), values.end()), values.end());
}

// Who is cabled to the leaves: per top-level group, the leaf of each of its cables to a leaf
// (sorted, a leaf as often as it is cabled); per leaf, the spines cabled to it (sorted, once each).
// Leaves and spines are positions in their bands.
struct LeafCabling {
    std::vector<std::vector<std::uint32_t>> cablesOfHost;
    std::vector<std::vector<std::uint32_t>> spinesOfLeaf;
};

LeafCabling cablingOfLeaves(const Topology& topology, const std::vector<GroupId>& topGroupOf,
    const std::vector<NodeId>& leaves, const std::vector<NodeId>& spines)
{
    std::vector<std::uint32_t> leafAt(topology.nodes.size(), kNone), spineAt(topology.nodes.size(), kNone);
    for (std::uint32_t i = 0; i < leaves.size(); ++i)
        leafAt[leaves[i]] = i;
    for (std::uint32_t i = 0; i < spines.size(); ++i)
        spineAt[spines[i]] = i;
    LeafCabling cabling { std::vector<std::vector<std::uint32_t>>(topology.groups.size()),
        std::vector<std::vector<std::uint32_t>>(leaves.size()) };
    for (const Link& link : topology.links)
        for (const auto& [end, other] : { std::pair { link.a, link.b }, std::pair { link.b, link.a } }) {
            const std::uint32_t leaf = leafAt[other];
            if (leaf == kNone)
                continue;
            if (spineAt[end] != kNone)
                cabling.spinesOfLeaf[leaf].push_back(spineAt[end]);
            else if (topGroupOf[end] != kNoGroup)
                cabling.cablesOfHost[topGroupOf[end]].push_back(leaf);
        }
    for (auto& cables : cabling.cablesOfHost)
        std::sort(cables.begin(), cables.end());
    for (auto& spinesOfOne : cabling.spinesOfLeaf)
        sortUnique(spinesOfOne);
    return cabling;
}

// A unit per distinct leaf set, in the order of their first hosts; hosts cabled to no leaf go
// to `unattached`.
std::vector<FabricUnit> unitsByLeafSet(
    const std::vector<GroupId>& hostGroups, const LeafCabling& cabling, std::vector<GroupId>& unattached)
{
    std::vector<FabricUnit> units;
    std::map<std::vector<std::uint32_t>, std::uint32_t> unitOfSet;
    for (const GroupId g : hostGroups) {
        std::vector<std::uint32_t> leafSet = cabling.cablesOfHost[g];
        sortUnique(leafSet);
        if (leafSet.empty()) {
            unattached.push_back(g);
            continue;
        }
        const auto [it, fresh] = unitOfSet.try_emplace(leafSet, static_cast<std::uint32_t>(units.size()));
        if (fresh)
            units.push_back(FabricUnit { std::move(leafSet), {}, {}, {} });
        units[it->second].hosts.push_back(g);
    }
    return units;
}

// The unit whose leaf set strictly contains `unit`'s with most hosts (a tie: the first formed),
// among `candidates`; kNone when there is none.
std::uint32_t largestContaining(
    const std::vector<FabricUnit>& units, const FabricUnit& unit, const std::vector<std::uint32_t>& candidates)
{
    std::uint32_t into = kNone;
    for (const std::uint32_t v : candidates)
        if (units[v].leafSet.size() > unit.leafSet.size()
            && std::includes(units[v].leafSet.begin(), units[v].leafSet.end(), unit.leafSet.begin(), unit.leafSet.end())
            && (into == kNone || units[v].hosts.size() > units[into].hosts.size()
                || (units[v].hosts.size() == units[into].hosts.size() && v < into)))
            into = v;
    return into;
}

// Joins, largest sets first so that a unit only joins one that stays; a unit that contains
// another contains its first leaf, so only the kept units with that leaf are looked at. The
// joined units are dropped, the others keep their order.
void joinContainedUnits(std::vector<FabricUnit>& units, std::size_t leafCount)
{
    std::vector<std::uint32_t> bySize(units.size());
    for (std::uint32_t u = 0; u < bySize.size(); ++u)
        bySize[u] = u;
    std::stable_sort(bySize.begin(), bySize.end(),
        [&](std::uint32_t x, std::uint32_t y) { return units[x].leafSet.size() > units[y].leafSet.size(); });
    std::vector<std::vector<std::uint32_t>> keptWithLeaf(leafCount);
    std::vector<bool> joined(units.size(), false);
    for (const std::uint32_t u : bySize) {
        FabricUnit& unit = units[u];
        const std::uint32_t into = largestContaining(units, unit, keptWithLeaf[unit.leafSet.front()]);
        if (into == kNone) {
            for (const std::uint32_t leaf : unit.leafSet)
                keptWithLeaf[leaf].push_back(u);
            continue;
        }
        units[into].hosts.insert(units[into].hosts.end(), unit.hosts.begin(), unit.hosts.end());
        unit.hosts.clear();
        joined[u] = true;
    }
    std::vector<FabricUnit> kept;
    for (std::uint32_t u = 0; u < units.size(); ++u)
        if (!joined[u])
            kept.push_back(std::move(units[u]));
    units = std::move(kept);
}

// Sorts each unit's hosts, gathers its spines and gives each leaf to the unit with most cables
// to it (a tie: the first). Returns the leaves no unit's hosts are cabled to.
std::vector<std::uint32_t> assignLeavesToUnits(std::vector<FabricUnit>& units, const LeafCabling& cabling)
{
    const std::size_t leafCount = cabling.spinesOfLeaf.size();
    std::vector<std::uint32_t> ownerOf(leafCount, kNone), ownerCables(leafCount, 0), cables(leafCount, 0);
    for (std::uint32_t u = 0; u < units.size(); ++u) {
        FabricUnit& unit = units[u];
        std::sort(unit.hosts.begin(), unit.hosts.end());
        for (const GroupId g : unit.hosts)
            for (const std::uint32_t leaf : cabling.cablesOfHost[g])
                ++cables[leaf];
        for (const std::uint32_t leaf : unit.leafSet) {
            if (cables[leaf] > ownerCables[leaf])
                ownerOf[leaf] = u, ownerCables[leaf] = cables[leaf];
            cables[leaf] = 0;
            const std::vector<std::uint32_t>& spines = cabling.spinesOfLeaf[leaf];
            unit.spines.insert(unit.spines.end(), spines.begin(), spines.end());
        }
        sortUnique(unit.spines);
    }
    std::vector<std::uint32_t> hostlessLeaves;
    for (std::uint32_t leaf = 0; leaf < leafCount; ++leaf)
        (ownerOf[leaf] == kNone ? hostlessLeaves : units[ownerOf[leaf]].leaves).push_back(leaf);
    return hostlessLeaves;
}

} // namespace

std::vector<FabricUnit> groupHostsIntoUnits(const Topology& topology, const std::vector<GroupId>& hostGroups,
    const std::vector<GroupId>& topGroupOf, const std::vector<NodeId>& leaves, const std::vector<NodeId>& spines)
{
    const LeafCabling cabling = cablingOfLeaves(topology, topGroupOf, leaves, spines);
    std::vector<GroupId> unattached;
    std::vector<FabricUnit> units = unitsByLeafSet(hostGroups, cabling, unattached);
    joinContainedUnits(units, leaves.size());
    std::vector<std::uint32_t> hostlessLeaves = assignLeavesToUnits(units, cabling);
    std::stable_sort(units.begin(), units.end(), [](const FabricUnit& x, const FabricUnit& y) {
        if (x.spines.empty() || y.spines.empty())
            return !x.spines.empty() && y.spines.empty();
        return x.spines < y.spines;
    });
    const auto& spinesOf = cabling.spinesOfLeaf;
    std::stable_sort(hostlessLeaves.begin(), hostlessLeaves.end(), [&](std::uint32_t x, std::uint32_t y) {
        return (spinesOf[x].empty() ? kNone : spinesOf[x].front())
            < (spinesOf[y].empty() ? kNone : spinesOf[y].front());
    });
    if (!hostlessLeaves.empty())
        units.push_back(FabricUnit { {}, {}, std::move(hostlessLeaves), {} });
    if (!unattached.empty())
        units.push_back(FabricUnit { {}, std::move(unattached), {}, {} });
    return units;
}

} // namespace scalescope

#include "sim/PlaneFold.h"

#include "util/DisjointSets.h"

#include <map>
#include <numeric>
#include <tuple>

namespace scalescope {
namespace {

bool isGpuToSwitch(const Topology& topology, const Link& link)
{
    const NodeKind a = topology.nodes[link.a].kind, b = topology.nodes[link.b].kind;
    return (a == NodeKind::Gpu && b == NodeKind::NvSwitch) || (a == NodeKind::NvSwitch && b == NodeKind::Gpu);
}

// NVLink domains (components of the NVLink links) whose links all join a GPU to a switch chip,
// each pair once: per node, whether its domain can be folded.
std::vector<bool> foldableDomains(const Topology& topology)
{
    DisjointSets domains(topology.nodes.size());
    for (const Link& link : topology.links)
        if (link.tier == LinkTier::NvLink)
            domains.join(link.a, link.b);
    std::vector<bool> foldable(topology.nodes.size(), true);
    std::map<std::pair<NodeId, NodeId>, int> pairs;
    for (const Link& link : topology.links) {
        if (link.tier != LinkTier::NvLink)
            continue;
        if (!isGpuToSwitch(topology, link) || ++pairs[std::minmax(link.a, link.b)] > 1)
            foldable[domains.find(link.a)] = false;
    }
    std::vector<bool> out(topology.nodes.size());
    for (NodeId n = 0; n < out.size(); ++n)
        out[n] = foldable[domains.find(n)];
    return out;
}

// What makes two switch chips interchangeable: per GPU reached (in node order), the lanes and
// both directions' capacities.
using Reach = std::tuple<NodeId, int, double, double, double, double, double, double>;

Reach reachOf(const Topology& topology, LinkId l, NodeId chip, const ChannelCapacities& capacities)
{
    const Link& link = topology.links[l];
    const Channel up = channelOf(l, link.a != chip), down = channelOf(l, link.a == chip);
    return { link.a == chip ? link.b : link.a, link.lanes, capacities.effectiveBytesPerSec[up],
        capacities.rawBytesPerSec[up], capacities.inSwitchScale[up], capacities.effectiveBytesPerSec[down],
        capacities.rawBytesPerSec[down], capacities.inSwitchScale[down] };
}

} // namespace

PlaneFold foldSwitchPlanes(const Topology& topology, const ChannelCapacities& capacities)
{
    PlaneFold fold;
    fold.copies.assign(topology.nodes.size(), 1);
    fold.sourceOf.resize(topology.links.size() * 2);
    std::iota(fold.sourceOf.begin(), fold.sourceOf.end(), Channel(0));
    const std::vector<bool> foldable = foldableDomains(topology);
    // Per chip of a foldable domain, its NVLinks by the GPU they reach.
    std::vector<std::map<NodeId, LinkId>> linksOf(topology.nodes.size());
    for (LinkId l = 0; l < topology.links.size(); ++l) {
        const Link& link = topology.links[l];
        if (link.tier != LinkTier::NvLink || !foldable[link.a])
            continue;
        const bool aIsChip = topology.nodes[link.a].kind == NodeKind::NvSwitch;
        linksOf[aIsChip ? link.a : link.b][aIsChip ? link.b : link.a] = l;
    }
    std::map<std::vector<Reach>, NodeId> representative;
    for (NodeId chip = 0; chip < topology.nodes.size(); ++chip) {
        if (linksOf[chip].empty())
            continue;
        std::vector<Reach> reach;
        for (const auto& [gpu, l] : linksOf[chip])
            reach.push_back(reachOf(topology, l, chip, capacities));
        const auto [it, fresh] = representative.emplace(std::move(reach), chip);
        if (fresh)
            continue;
        const NodeId first = it->second;
        ++fold.copies[first];
        fold.copies[chip] = 0;
        for (const auto& [gpu, l] : linksOf[chip]) {
            const LinkId same = linksOf[first].at(gpu);
            const bool sameOrder = topology.links[l].a == chip, firstOrder = topology.links[same].a == first;
            for (const bool fromChip : { true, false })
                fold.sourceOf[channelOf(l, sameOrder == fromChip)] = channelOf(same, firstOrder == fromChip);
        }
    }
    return fold;
}

} // namespace scalescope

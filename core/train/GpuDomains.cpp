#include "train/GpuDomains.h"

#include "sim/NodeLinkFacts.h"
#include "sim/NvlinkDomains.h"
#include "sim/RailNics.h"
#include "sim/RankLayout.h"
#include "util/DisjointSets.h"

#include <algorithm>

namespace scalescope {
namespace {

// The group that holds every GPU of a domain: their node when they share one, else the rack of
// the first when they all sit in it, else the first GPU's name.
std::string domainName(const Topology& topology, const GpuDomains& shape, const std::vector<int>& members)
{
    const GroupId node = shape.nodeOf[members.front()];
    const bool oneNode = std::all_of(members.begin(), members.end(), [&](int g) { return shape.nodeOf[g] == node; });
    if (oneNode && node != kNoGroup)
        return topology.groups[node].name;
    const GroupId rack = topology.rackOf(shape.gpus[members.front()]);
    const bool oneRack
        = std::all_of(members.begin(), members.end(), [&](int g) { return topology.rackOf(shape.gpus[g]) == rack; });
    if (oneRack && rack != kNoGroup)
        return topology.groups[rack].name;
    return topology.nodes[shape.gpus[members.front()]].name;
}

// Per compute NIC, the fabric switch it is cabled to (the first, when several).
std::vector<NodeId> switchOfNic(const Topology& topology, const std::vector<LinkId>& networkLinks)
{
    std::vector<NodeId> out(topology.nodes.size(), RailNics::kNoNic);
    for (const LinkId l : networkLinks) {
        const Link& link = topology.links[l];
        for (const auto& [nic, other] : { std::pair(link.a, link.b), std::pair(link.b, link.a) })
            if (topology.nodes[nic].kind == NodeKind::Nic && topology.nodes[other].kind != NodeKind::Nic
                && out[nic] == RailNics::kNoNic)
                out[nic] = other;
    }
    return out;
}

// Numbers the sets of `sets` in member order: per member, its set's number; `count` gets how many.
std::vector<int> numberSets(DisjointSets& sets, std::size_t members, int& count)
{
    std::vector<int> numberOfRoot(members, -1), out;
    for (std::size_t m = 0; m < members; ++m) {
        int& number = numberOfRoot[sets.find(static_cast<std::uint32_t>(m))];
        if (number < 0)
            number = count++;
        out.push_back(number);
    }
    return out;
}

// Pods: units joined when a leaf of each is cabled to the same spine.
void joinPods(const Topology& topology, const std::vector<LinkId>& networkLinks, const std::vector<int>& domainOfLeaf,
    GpuDomains& shape)
{
    DisjointSets pods(static_cast<std::size_t>(shape.units));
    std::vector<int> unitOfSpine(topology.nodes.size(), -1);
    for (const LinkId l : networkLinks) {
        const Link& link = topology.links[l];
        for (const auto& [leaf, spine] : { std::pair(link.a, link.b), std::pair(link.b, link.a) }) {
            if (domainOfLeaf[leaf] < 0 || topology.nodes[spine].role != SwitchRole::Spine)
                continue;
            const int unit = shape.unitOfDomain[domainOfLeaf[leaf]];
            int& first = unitOfSpine[spine];
            if (first < 0)
                first = unit;
            else
                pods.join(static_cast<std::uint32_t>(first), static_cast<std::uint32_t>(unit));
        }
    }
    shape.podOfUnit = numberSets(pods, static_cast<std::size_t>(shape.units), shape.pods);
}

// Scalable units: domains joined when a GPU of each reaches the same leaf through its rail NIC.
void joinUnits(const Topology& topology, GpuDomains& shape)
{
    const RailNics railNics(topology);
    const std::vector<LinkId> networkLinks = gatherNodeLinkFacts(topology).networkLinks;
    const std::vector<NodeId> leafOfNic = switchOfNic(topology, networkLinks);
    DisjointSets units(shape.gpusOfDomain.size());
    std::vector<int> domainOfLeaf(topology.nodes.size(), -1);
    for (std::size_t g = 0; g < shape.gpus.size(); ++g) {
        const NodeId nic = railNics.of(topology.nodes[shape.gpus[g]], shape.gpus[g]).nic;
        if (nic == RailNics::kNoNic || leafOfNic[nic] == RailNics::kNoNic)
            continue;
        int& first = domainOfLeaf[leafOfNic[nic]];
        if (first < 0)
            first = shape.domainOf[g];
        else
            units.join(static_cast<std::uint32_t>(first), static_cast<std::uint32_t>(shape.domainOf[g]));
    }
    shape.unitOfDomain = numberSets(units, shape.gpusOfDomain.size(), shape.units);
    joinPods(topology, networkLinks, domainOfLeaf, shape);
}

} // namespace

int GpuDomains::indexOf(NodeId device) const
{
    const auto it = std::lower_bound(gpus.begin(), gpus.end(), device);
    return it != gpus.end() && *it == device ? static_cast<int>(it - gpus.begin()) : -1;
}

GpuDomains gatherGpuDomains(const Topology& topology)
{
    GpuDomains shape;
    shape.gpus = allGpus(topology);
    NvlinkDomains domains(topology);
    for (std::size_t g = 0; g < shape.gpus.size(); ++g) {
        const int domain = domains.numberOf(shape.gpus[g]);
        if (static_cast<std::size_t>(domain) == shape.gpusOfDomain.size())
            shape.gpusOfDomain.emplace_back();
        shape.gpusOfDomain[domain].push_back(static_cast<int>(g));
        shape.domainOf.push_back(domain);
        shape.nodeOf.push_back(topology.nodes[shape.gpus[g]].group);
    }
    for (const std::vector<int>& members : shape.gpusOfDomain)
        shape.domainNames.push_back(domainName(topology, shape, members));
    joinUnits(topology, shape);
    return shape;
}

} // namespace scalescope

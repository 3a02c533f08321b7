#include "train/PlacementSpan.h"

#include "train/GpuDomains.h"

#include <unordered_map>

namespace scalescope {
namespace {

// A part (domain or node) by key, made on first use in the order of first rank.
class Parts {
public:
    explicit Parts(std::vector<PlacementSpan::Part>& parts)
        : m_parts(parts)
    {
    }
    PlacementSpan::Part& at(long long key, const std::string& name, int domain)
    {
        const auto [it, added] = m_index.emplace(key, m_parts.size());
        if (added) {
            m_parts.push_back({});
            m_parts.back().name = name;
            m_parts.back().domain = domain;
        }
        return m_parts[it->second];
    }
    PlacementSpan::Part* find(long long key)
    {
        const auto it = m_index.find(key);
        return it == m_index.end() ? nullptr : &m_parts[it->second];
    }

private:
    std::vector<PlacementSpan::Part>& m_parts;
    std::unordered_map<long long, std::size_t> m_index;
};

// A node's key: its group, or (for a GPU in none) the GPU itself past every group.
long long nodeKey(const Topology& topology, const GpuDomains& shape, int g)
{
    return shape.nodeOf[g] != kNoGroup ? shape.nodeOf[g] : static_cast<long long>(topology.groups.size()) + g;
}

} // namespace

PlacementSpan describePlacement(
    const Topology& topology, const std::vector<NodeId>& gpus, const std::vector<NodeId>& excluded)
{
    const GpuDomains shape = gatherGpuDomains(topology);
    PlacementSpan span;
    Parts domains(span.domains), nodes(span.nodes);
    std::vector<char> unitUsed(static_cast<std::size_t>(shape.units), 0);
    for (std::size_t r = 0; r < gpus.size(); ++r) {
        const int g = shape.indexOf(gpus[r]);
        if (g < 0)
            continue;
        const int d = shape.domainOf[g];
        PlacementSpan::Part& domain = domains.at(d, shape.domainNames[d], 0);
        domain.ranks.push_back(static_cast<int>(r));
        domain.domain = static_cast<int>(&domain - span.domains.data());
        char& unit = unitUsed[shape.unitOfDomain[d]];
        span.units += unit == 0;
        unit = 1;
        const GroupId node = shape.nodeOf[g];
        const std::string nodeName = node != kNoGroup ? topology.groups[node].name : topology.nodes[gpus[r]].name;
        nodes.at(nodeKey(topology, shape, g), nodeName, domain.domain).ranks.push_back(static_cast<int>(r));
    }
    std::vector<char> isExcluded(topology.nodes.size(), 0);
    for (const NodeId device : excluded)
        if (device < isExcluded.size())
            isExcluded[device] = 1;
    for (std::size_t g = 0; g < shape.gpus.size(); ++g) {
        const int gi = static_cast<int>(g);
        for (PlacementSpan::Part* part : { domains.find(shape.domainOf[g]), nodes.find(nodeKey(topology, shape, gi)) })
            if (part) {
                ++part->gpus;
                part->excluded += isExcluded[shape.gpus[g]];
            }
    }
    return span;
}

std::string rankRanges(const std::vector<int>& ranks)
{
    std::string text;
    for (std::size_t i = 0; i < ranks.size();) {
        std::size_t j = i;
        while (j + 1 < ranks.size() && ranks[j + 1] == ranks[j] + 1)
            ++j;
        text += (text.empty() ? "" : ",") + std::to_string(ranks[i]);
        if (j > i)
            text += (j == i + 1 ? "," : "-") + std::to_string(ranks[j]);
        i = j + 1;
    }
    return text;
}

} // namespace scalescope

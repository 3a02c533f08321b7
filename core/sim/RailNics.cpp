#include "sim/RailNics.h"

#include <algorithm>

namespace scalescope {

RailNics::RailNics(const Topology& topology)
    : m_nicsOfGroup(topology.groups.size() + 1)
    , m_gpusOfGroup(topology.groups.size() + 1)
{
    for (NodeId n = 0; n < topology.nodes.size(); ++n) {
        const Node& node = topology.nodes[n];
        if (node.kind == NodeKind::Nic && node.network == Network::Compute)
            m_nicsOfGroup[node.group + 1].push_back(n);
        else if (node.kind == NodeKind::Gpu)
            m_gpusOfGroup[node.group + 1].push_back(n);
    }
}

RailNics::RailNics(const Topology& topology, const std::vector<NodeId>& nicOfGpu)
    : m_stated(nicOfGpu)
    , m_gpusOnStated(topology.nodes.size(), 0)
{
    for (const NodeId nic : m_stated)
        if (nic != kNoNic)
            ++m_gpusOnStated[nic];
}

RailNics::Choice RailNics::of(const Node& gpu, NodeId id) const
{
    if (!m_stated.empty()) {
        const NodeId nic = m_stated[id];
        return { nic, nic == kNoNic ? 1.0 : static_cast<double>(m_gpusOnStated[nic]) };
    }
    const auto& nics = m_nicsOfGroup[gpu.group + 1];
    if (nics.empty())
        return {};
    const auto& gpus = m_gpusOfGroup[gpu.group + 1];
    const auto position = static_cast<std::size_t>(std::find(gpus.begin(), gpus.end(), id) - gpus.begin());
    return { nics[position * nics.size() / gpus.size()],
        static_cast<double>(gpus.size()) / static_cast<double>(nics.size()) };
}

} // namespace scalescope

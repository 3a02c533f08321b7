#include "sim/NodeLinkFacts.h"

#include <algorithm>
#include <utility>

namespace scalescope {

NodeLinkFacts gatherNodeLinkFacts(const Topology& topology)
{
    const std::size_t count = topology.nodes.size();
    NodeLinkFacts facts;
    facts.nvlinkRate.assign(count, 0);
    facts.fabricRate.assign(count, 0);
    facts.firstHopRate.assign(count, 0);
    facts.nvlinkLanes.assign(count, 0);
    facts.gpusOnSwitch.assign(count, 0);
    facts.switchOfGpu.assign(count, NodeLinkFacts::kNone);
    facts.pcieUp.assign(count, NodeLinkFacts::kNone);
    facts.nicOnCpu.assign(count, 0);
    for (LinkId l = 0; l < topology.links.size(); ++l) {
        const Link& link = topology.links[l];
        const Node& a = topology.nodes[link.a];
        const Node& b = topology.nodes[link.b];
        switch (link.tier) {
        case LinkTier::NvLink:
            for (const auto& [end, node] : { std::pair { link.a, &a }, std::pair { link.b, &b } })
                if (node->kind == NodeKind::Gpu) {
                    facts.nvlinkRate[end] += link.bytesPerSecPerDirection;
                    facts.nvlinkLanes[end] += link.lanes;
                }
            break;
        case LinkTier::InfiniBand:
        case LinkTier::Ethernet:
            if (topology.isComputeFabricLink(link))
                facts.networkLinks.push_back(l);
            for (const auto& [end, node] : { std::pair { link.a, &a }, std::pair { link.b, &b } })
                if (node->kind == NodeKind::Nic)
                    facts.fabricRate[end] = std::max(facts.fabricRate[end], link.bytesPerSecPerDirection);
            break;
        case LinkTier::Pcie:
            if (a.kind == NodeKind::PcieSwitch && link.portA == 0)
                facts.pcieUp[link.a] = l;
            if (a.kind == NodeKind::Gpu && b.kind == NodeKind::PcieSwitch) {
                ++facts.gpusOnSwitch[link.b];
                facts.switchOfGpu[link.a] = link.b;
            }
            if (a.kind == NodeKind::Nic && b.kind == NodeKind::Cpu)
                facts.nicOnCpu[link.a] = 1;
            if (b.kind == NodeKind::Nic && a.kind == NodeKind::Cpu)
                facts.nicOnCpu[link.b] = 1;
            [[fallthrough]];
        case LinkTier::NvLinkC2C:
            for (const auto& [end, node] : { std::pair { link.a, &a }, std::pair { link.b, &b } })
                if (node->kind == NodeKind::Gpu || node->kind == NodeKind::Nic)
                    facts.firstHopRate[end] = std::max(facts.firstHopRate[end], link.bytesPerSecPerDirection);
            break;
        }
    }
    return facts;
}

} // namespace scalescope

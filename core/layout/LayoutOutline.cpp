#include "layout/LayoutOutline.h"

namespace scalescope {

int bandOf(const Node& node)
{
    if (node.kind == NodeKind::IbSwitch || (node.kind == NodeKind::EthSwitch && node.network == Network::Compute)) {
        if (node.role == SwitchRole::Core)
            return band::kCore;
        if (node.role == SwitchRole::Spine)
            return band::kSpine;
        return band::kLeaf;
    }
    if (node.kind == NodeKind::EthSwitch || node.kind == NodeKind::Storage)
        return band::kEthernet;
    return band::kOther;
}

LayoutOutline outlineTopology(const Topology& topology)
{
    LayoutOutline outline;
    const std::size_t nodeCount = topology.nodes.size();
    outline.devicesOf.resize(topology.groups.size());
    for (NodeId n = 0; n < nodeCount; ++n) {
        const Node& node = topology.nodes[n];
        if (node.group != kNoGroup)
            outline.devicesOf[node.group].push_back(n);
        else
            outline.bands[bandOf(node)].push_back(n);
    }
    outline.childrenOf.resize(topology.groups.size());
    for (GroupId g = 0; g < static_cast<GroupId>(topology.groups.size()); ++g) {
        const Group& group = topology.groups[g];
        if (group.parent != kNoGroup)
            outline.childrenOf[group.parent].push_back(g);
        else if (group.kind == GroupKind::Rack)
            outline.racks.push_back(g);
        else
            outline.hostGroups.push_back(g);
    }
    if (!outline.hostGroups.empty()) {
        outline.topGroupOf.assign(nodeCount, kNoGroup);
        for (NodeId n = 0; n < nodeCount; ++n)
            for (GroupId g = topology.nodes[n].group; g != kNoGroup; g = topology.groups[g].parent)
                outline.topGroupOf[n] = g;
    }
    return outline;
}

} // namespace scalescope

#include "model/Topology.h"

#include "model/Localized.h"

#include <stdexcept>

namespace scalescope {

std::optional<LinkTier> primaryTier(NodeKind kind, Network network, ScaleOutNetwork scaleOut)
{
    switch (kind) {
    case NodeKind::Gpu:
    case NodeKind::NvSwitch:
        return LinkTier::NvLink;
    case NodeKind::IbSwitch:
        return LinkTier::InfiniBand;
    case NodeKind::EthSwitch:
    case NodeKind::Storage:
        return LinkTier::Ethernet;
    case NodeKind::Nic:
        return network == Network::Compute ? fabricTier(scaleOut) : LinkTier::Ethernet;
    case NodeKind::Cpu:
    case NodeKind::PcieSwitch:
        return std::nullopt;
    }
    return std::nullopt;
}

bool Topology::isComputeFabricLink(const Link& link) const
{
    if (link.tier == LinkTier::InfiniBand)
        return true;
    return link.tier == LinkTier::Ethernet && scaleOut != ScaleOutNetwork::InfiniBand
        && nodes[link.a].network == Network::Compute && nodes[link.b].network == Network::Compute;
}

std::uint16_t Topology::internModel(std::string_view model)
{
    for (std::size_t i = 0; i < models.size(); ++i)
        if (models[i] == model)
            return static_cast<std::uint16_t>(i);
    if (models.size() >= 0xFFFF)
        throw std::length_error(
            localized(QT_TRANSLATE_NOOP("scalescope-core", "too many distinct device models in one design")));
    models.emplace_back(model);
    return static_cast<std::uint16_t>(models.size() - 1);
}

NodeId Topology::addNode(Node node)
{
    // The index's keys view the names: kept while the vector does not move them.
    const bool keepIndex = m_nodeIndex.built() && nodes.size() < nodes.capacity();
    nodes.push_back(std::move(node));
    const auto id = static_cast<NodeId>(nodes.size() - 1);
    if (keepIndex)
        m_nodeIndex.add(nodes.back().name, id);
    else
        m_nodeIndex.invalidate();
    return id;
}

LinkId Topology::addLink(const Link& link)
{
    links.push_back(link);
    return static_cast<LinkId>(links.size() - 1);
}

GroupId Topology::addGroup(Group group)
{
    groups.push_back(std::move(group));
    m_groupIndex.invalidate();
    return static_cast<GroupId>(groups.size() - 1);
}

std::optional<NodeId> Topology::findNode(std::string_view name) const
{
    return m_nodeIndex.find(name, [this](NameIndex<NodeId>::Map& index) {
        index.reserve(nodes.size());
        for (NodeId i = 0; i < nodes.size(); ++i)
            index.emplace(nodes[i].name, i);
    });
}

std::optional<GroupId> Topology::findGroup(std::string_view name) const
{
    return m_groupIndex.find(name, [this](NameIndex<GroupId>::Map& index) {
        for (GroupId i = 0; i < static_cast<GroupId>(groups.size()); ++i)
            index.emplace(groups[i].name, i);
    });
}

void Topology::invalidateIndexes()
{
    m_nodeIndex.invalidate();
    m_groupIndex.invalidate();
}

GroupId Topology::rackOf(NodeId node) const
{
    GroupId group = nodes.at(node).group;
    while (group != kNoGroup && groups[group].kind != GroupKind::Rack)
        group = groups[group].parent;
    return group;
}

GroupId Topology::topGroupOf(NodeId node) const
{
    GroupId group = nodes[node].group;
    while (group != kNoGroup && groups[group].parent != kNoGroup)
        group = groups[group].parent;
    return group;
}

} // namespace scalescope

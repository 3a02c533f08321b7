#include "layout/BlockNames.h"

#include <array>
#include <cstdint>
#include <string_view>

namespace scalescope {
namespace {

GroupId topGroupOf(const Topology& topology, NodeId n)
{
    GroupId group = topology.nodes[n].group;
    while (group != kNoGroup && topology.groups[group].parent != kNoGroup)
        group = topology.groups[group].parent;
    return group;
}

// Plurals as people say them, in the order of the enums.
constexpr std::array<std::string_view, kNodeKindCount> kKindPlurals { "GPUs", "CPUs", "NVSwitches", "PCIe switches",
    "NICs", "InfiniBand switches", "Ethernet switches", "storage servers" };
constexpr std::array<std::string_view, 4> kRolePlurals { "switches", "leaf switches", "spine switches",
    "core switches" };
constexpr std::array<std::string_view, 3> kGroupPlurals { "racks", "nodes", "switch trays" };

// What a block holds, gathered in one pass over the nodes.
struct BlockContents {
    std::uint32_t nodes = 0;
    NodeId firstNode = 0;
    GroupId firstGroup = kNoGroup, lastGroup = kNoGroup;
    std::uint32_t groups = 0;
    bool outsideGroups = false;
    bool oneKind = true, oneRole = true, oneModel = true;
};

void gather(const Topology& topology, NodeId n, BlockContents& block)
{
    const Node& node = topology.nodes[n];
    if (block.nodes++ == 0) {
        block.firstNode = n;
    } else {
        const Node& first = topology.nodes[block.firstNode];
        block.oneKind = block.oneKind && node.kind == first.kind;
        block.oneRole = block.oneRole && node.role == first.role;
        block.oneModel = block.oneModel && node.model == first.model;
    }
    const GroupId top = topGroupOf(topology, n);
    if (top == kNoGroup) {
        block.outsideGroups = true;
    } else if (top != block.lastGroup) {
        if (block.firstGroup == kNoGroup)
            block.firstGroup = top;
        block.lastGroup = top;
        ++block.groups;
    }
}

std::string devicesName(const Topology& topology, const BlockContents& block)
{
    const Node& first = topology.nodes[block.firstNode];
    if (block.nodes == 1)
        return first.name;
    const std::string_view what = block.oneRole && first.role != SwitchRole::None
        ? kRolePlurals[static_cast<std::size_t>(first.role)]
        : (block.oneKind ? kKindPlurals[static_cast<std::size_t>(first.kind)] : std::string_view("devices"));
    std::string name = std::to_string(block.nodes) + " " + std::string(what);
    if (block.oneKind && block.oneModel && first.model < topology.models.size()
        && !topology.models[first.model].empty())
        name += ", " + topology.models[first.model];
    return name;
}

std::string blockName(const Topology& topology, const BlockContents& block)
{
    if (block.nodes == 0)
        return {};
    if (block.outsideGroups || block.groups == 0)
        return devicesName(topology, block);
    const std::string& first = topology.groups[block.firstGroup].name;
    if (block.groups == 1)
        return first;
    return first + " - " + topology.groups[block.lastGroup].name + ", " + std::to_string(block.groups) + " "
        + std::string(kGroupPlurals[static_cast<std::size_t>(topology.groups[block.firstGroup].kind)]);
}

} // namespace

void nameBlocks(const Topology& topology, Scene& scene)
{
    std::vector<BlockContents> contents(scene.blocks.size());
    for (NodeId n = 0; n < topology.nodes.size() && n < scene.blockOfNode.size(); ++n)
        gather(topology, n, contents[scene.blockOfNode[n]]);
    scene.blockNames.clear();
    scene.blockNames.reserve(contents.size());
    for (const BlockContents& block : contents)
        scene.blockNames.push_back(blockName(topology, block));
}

} // namespace scalescope

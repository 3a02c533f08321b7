#include "layout/BlockNames.h"

#include <array>
#include <cstdint>
#include <iterator>
#include <string_view>
#include <utility>
#include <vector>

namespace scalescope {
namespace {

// Plurals as people say them, in the order of the enums.
constexpr std::array<std::string_view, kNodeKindCount> kKindPlurals { "GPUs", "CPUs", "NVSwitches", "PCIe switches",
    "NICs", "InfiniBand switches", "Ethernet switches", "storage servers" };
constexpr std::array<std::string_view, 4> kRolePlurals { "switches", "leaf switches", "spine switches",
    "core switches" };
constexpr std::array<std::string_view, 4> kShortRolePlurals { "switches", "leaves", "spines", "cores" };
constexpr std::array<std::string_view, 3> kGroupPlurals { "racks", "nodes", "switch trays" };

// What a block holds, gathered in one pass over the nodes.
struct BlockContents {
    std::uint32_t nodes = 0;
    std::uint32_t nodeGroups = 0; // nodes or trays (GroupKind::Node) of the top groups
    GroupId lastNodeGroup = kNoGroup;
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
    for (GroupId g = node.group; g != kNoGroup; g = topology.groups[g].parent)
        if (topology.groups[g].kind == GroupKind::Node) {
            if (g != block.lastNodeGroup)
                ++block.nodeGroups;
            block.lastNodeGroup = g;
            break;
        }
    const GroupId top = topology.topGroupOf(n);
    if (top == kNoGroup) {
        block.outsideGroups = true;
    } else if (top != block.lastGroup) {
        if (block.firstGroup == kNoGroup)
            block.firstGroup = top;
        block.lastGroup = top;
        ++block.groups;
    }
}

// "ib0: " for a switch of plane ib0 (the part of its name before the first '/').
std::string planePrefix(const Node& node)
{
    const std::size_t slash = node.name.find('/');
    return slash == std::string::npos ? std::string() : node.name.substr(0, slash) + ": ";
}

// A block's names, longest first; each shorter one only when it differs from the one before.
class NameChain {
public:
    void add(std::string name)
    {
        if (m_names.empty() || m_names.back() != name)
            m_names.push_back(std::move(name));
    }
    std::vector<std::string> take() { return std::move(m_names); }

private:
    std::vector<std::string> m_names;
};

// "SU 0: 8 leaf switches, QM8700", "SU 0: 8 leaf switches", "8 leaf switches", "8 leaves".
std::vector<std::string> devicesNames(
    const Topology& topology, const BlockContents& block, const SceneBlockGrouping& grouping)
{
    const Node& first = topology.nodes[block.firstNode];
    if (block.nodes == 1)
        return { first.name };
    const bool oneRole = block.oneRole && first.role != SwitchRole::None;
    const auto role = static_cast<std::size_t>(first.role);
    const std::string_view what
        = oneRole ? pluralOfRole(first.role) : (block.oneKind ? pluralOfKind(first.kind) : std::string_view("devices"));
    const std::string_view network = !oneRole  ? std::string_view()
        : first.network == Network::Storage    ? std::string_view("storage ")
        : first.network == Network::Management ? std::string_view("management ")
                                               : std::string_view();
    const std::string unit
        = grouping.unit != scene::kNoUnit ? "SU " + std::to_string(grouping.unit) + ": " : std::string();
    const std::string count = (grouping.planeNamed ? planePrefix(first) : std::string()) + std::to_string(block.nodes);
    const std::string name = count + " " + std::string(network) + std::string(what);
    NameChain names;
    if (block.oneKind && block.oneModel && first.model < topology.models.size()
        && !topology.models[first.model].empty())
        names.add(unit + name + ", " + topology.models[first.model]);
    names.add(unit + name);
    names.add(name);
    if (oneRole)
        names.add(count + " " + std::string(network) + std::string(kShortRolePlurals[role]));
    return names.take();
}

std::vector<std::string> blockNamesOf(
    const Topology& topology, const BlockContents& block, const SceneBlockGrouping& grouping)
{
    if (block.nodes == 0)
        return { std::string() };
    if (block.outsideGroups || block.groups == 0)
        return devicesNames(topology, block, grouping);
    const std::string& first = topology.groups[block.firstGroup].name;
    const std::string last = topology.groups[block.lastGroup].name;
    const GroupKind kind = topology.groups[block.firstGroup].kind;
    const std::string groups
        = std::to_string(block.groups) + " " + std::string(kGroupPlurals[static_cast<std::size_t>(kind)]);
    NameChain names;
    if (grouping.unit != scene::kNoUnit) {
        // "SU 3: 32 nodes, rack24 - rack31", "SU 3: 32 nodes", "SU 3"; of hosts, "SU 3: 20 nodes,
        // node0 - node19".
        const std::string what = block.nodeGroups > 0 ? std::to_string(block.nodeGroups) + " nodes" : groups;
        const std::string unit = "SU " + std::to_string(grouping.unit);
        names.add(unit + ": " + what + ", " + (block.groups == 1 ? first : first + " - " + last));
        names.add(unit + ": " + what);
        names.add(unit);
        return names.take();
    }
    if (block.groups == 1)
        return { first };
    names.add(first + " - " + last + ", " + groups);
    names.add(groups);
    return names.take();
}

// The colour a block takes: its switches' kind when it holds only switches of one kind.
BlockContent contentOf(const Topology& topology, const BlockContents& block)
{
    if (block.nodes == 0 || !block.oneKind || block.groups > 0)
        return BlockContent::Other;
    switch (topology.nodes[block.firstNode].kind) {
    case NodeKind::IbSwitch:
        return BlockContent::InfiniBandSwitches;
    case NodeKind::EthSwitch:
        return BlockContent::EthernetSwitches;
    default:
        return BlockContent::Other;
    }
}

} // namespace

std::string_view pluralOfKind(NodeKind kind)
{
    return kKindPlurals[static_cast<std::size_t>(kind)];
}

std::string_view pluralOfRole(SwitchRole role)
{
    return kRolePlurals[static_cast<std::size_t>(role)];
}

void nameBlocks(const Topology& topology, Scene& scene)
{
    std::vector<BlockContents> contents(scene.blocks.size());
    for (NodeId n = 0; n < topology.nodes.size() && n < scene.blockOfNode.size(); ++n)
        gather(topology, n, contents[scene.blockOfNode[n]]);
    scene.blockNames.clear();
    scene.blockShortNames.clear();
    scene.blockContents.clear();
    scene.blockNames.reserve(contents.size());
    scene.blockShortNames.reserve(contents.size());
    scene.blockContents.reserve(contents.size());
    for (std::size_t b = 0; b < contents.size(); ++b) {
        std::vector<std::string> names = blockNamesOf(
            topology, contents[b], b < scene.blockGroupings.size() ? scene.blockGroupings[b] : SceneBlockGrouping {});
        scene.blockNames.push_back(std::move(names.front()));
        scene.blockShortNames.emplace_back(
            std::make_move_iterator(names.begin() + 1), std::make_move_iterator(names.end()));
        scene.blockContents.push_back(contentOf(topology, contents[b]));
    }
}

} // namespace scalescope

#include "layout/BlockNames.h"

#include "model/Localized.h"

#include <array>
#include <cstdint>
#include <iterator>
#include <optional>
#include <string_view>
#include <utility>
#include <vector>

namespace scalescope {
namespace {

// Devices counted, as people say them (always the plural: a block holds several), in the order
// of the enums; each a whole text so that a language can put its counting word after the number.
constexpr std::array<const char*, kNodeKindCount> kCountedKinds { QT_TRANSLATE_NOOP("scalescope-core", "%1 GPUs"),
    QT_TRANSLATE_NOOP("scalescope-core", "%1 CPUs"), QT_TRANSLATE_NOOP("scalescope-core", "%1 NVSwitches"),
    QT_TRANSLATE_NOOP("scalescope-core", "%1 PCIe switches"), QT_TRANSLATE_NOOP("scalescope-core", "%1 NICs"),
    QT_TRANSLATE_NOOP("scalescope-core", "%1 InfiniBand switches"),
    QT_TRANSLATE_NOOP("scalescope-core", "%1 Ethernet switches"),
    QT_TRANSLATE_NOOP("scalescope-core", "%1 storage servers") };
constexpr std::array<const char*, 4> kCountedRoles { QT_TRANSLATE_NOOP("scalescope-core", "%1 switches"),
    QT_TRANSLATE_NOOP("scalescope-core", "%1 leaf switches"), QT_TRANSLATE_NOOP("scalescope-core", "%1 spine switches"),
    QT_TRANSLATE_NOOP("scalescope-core", "%1 core switches") };

// The switches of a tier (leaf, spine, core) counted by the network they are named with: the
// compute fabric's (and any other's) without, the storage and the management networks'.
constexpr std::size_t kNamedNetworks = 3, kTiers = 3;
using TierTexts = std::array<std::array<const char*, kTiers>, kNamedNetworks>;
constexpr TierTexts kCountedTiers { { { kCountedRoles[1], kCountedRoles[2], kCountedRoles[3] },
    { QT_TRANSLATE_NOOP("scalescope-core", "%1 storage leaf switches"),
        QT_TRANSLATE_NOOP("scalescope-core", "%1 storage spine switches"),
        QT_TRANSLATE_NOOP("scalescope-core", "%1 storage core switches") },
    { QT_TRANSLATE_NOOP("scalescope-core", "%1 management leaf switches"),
        QT_TRANSLATE_NOOP("scalescope-core", "%1 management spine switches"),
        QT_TRANSLATE_NOOP("scalescope-core", "%1 management core switches") } } };
// The same, shortest.
constexpr TierTexts kShortCountedTiers { { { QT_TRANSLATE_NOOP("scalescope-core", "%1 leaves"),
                                               QT_TRANSLATE_NOOP("scalescope-core", "%1 spines"),
                                               QT_TRANSLATE_NOOP("scalescope-core", "%1 cores") },
    { QT_TRANSLATE_NOOP("scalescope-core", "%1 storage leaves"),
        QT_TRANSLATE_NOOP("scalescope-core", "%1 storage spines"),
        QT_TRANSLATE_NOOP("scalescope-core", "%1 storage cores") },
    { QT_TRANSLATE_NOOP("scalescope-core", "%1 management leaves"),
        QT_TRANSLATE_NOOP("scalescope-core", "%1 management spines"),
        QT_TRANSLATE_NOOP("scalescope-core", "%1 management cores") } } };
// Groups counted, in the order of GroupKind.
constexpr std::array<const char*, 3> kCountedGroups { QT_TRANSLATE_NOOP("scalescope-core", "%1 racks"),
    QT_TRANSLATE_NOOP("scalescope-core", "%1 nodes"), QT_TRANSLATE_NOOP("scalescope-core", "%1 switch trays") };
// One of them ("SU 3: 1 rack, rack24" in a unit of one rack).
constexpr std::array<const char*, 3> kOneGroup { QT_TRANSLATE_NOOP("scalescope-core", "%1 rack"),
    QT_TRANSLATE_NOOP("scalescope-core", "%1 node"), QT_TRANSLATE_NOOP("scalescope-core", "%1 switch tray") };

template <std::size_t N> std::array<std::string, N> translatedAll(const std::array<const char*, N>& sources)
{
    std::array<std::string, N> out;
    for (std::size_t i = 0; i < N; ++i)
        out[i] = translated(kCoreContext, sources[i]);
    return out;
}

// Every text of a block's names in the user's language, looked up once for all the blocks.
struct BlockWords {
    std::array<std::string, kNodeKindCount> kinds = translatedAll(kCountedKinds);
    std::string devices = translated(kCoreContext, QT_TRANSLATE_NOOP("scalescope-core", "%1 devices"));
    std::array<std::array<std::string, kTiers>, kNamedNetworks> tiers { translatedAll(kCountedTiers[0]),
        translatedAll(kCountedTiers[1]), translatedAll(kCountedTiers[2]) };
    std::array<std::array<std::string, kTiers>, kNamedNetworks> shortTiers { translatedAll(kShortCountedTiers[0]),
        translatedAll(kShortCountedTiers[1]), translatedAll(kShortCountedTiers[2]) };
    std::array<std::string, 3> groups = translatedAll(kCountedGroups);
    std::array<std::string, 3> oneGroup = translatedAll(kOneGroup);
    // "8 racks", "1 rack".
    std::string countedGroups(GroupKind kind, std::uint32_t count) const
    {
        const auto k = static_cast<std::size_t>(kind);
        return substitute(count == 1 ? oneGroup[k] : groups[k], { std::to_string(count) });
    }
    // "ib0: 64 leaf switches": switches of a plane.
    std::string ofPlane = translated(kCoreContext, QT_TRANSLATE_NOOP("scalescope-core", "%1: %2"));
    // "64 leaf switches, QM9700": devices of one model.
    std::string ofModel = translated(kCoreContext, QT_TRANSLATE_NOOP("scalescope-core", "%1, %2"));
    // "rack0 - rack7, 8 racks".
    std::string run = translated(kCoreContext, QT_TRANSLATE_NOOP("scalescope-core", "%1 - %2, %3"));
    // A scalable unit: "SU 3", "SU 3: 32 nodes", "SU 3: 32 nodes, rack24" (or ", QM8700"),
    // "SU 3: 32 nodes, rack24 - rack31".
    std::string unit = translated(kCoreContext, QT_TRANSLATE_NOOP("scalescope-core", "SU %1"));
    std::string unitHolding = translated(kCoreContext, QT_TRANSLATE_NOOP("scalescope-core", "SU %1: %2"));
    std::string unitHoldingOne = translated(kCoreContext, QT_TRANSLATE_NOOP("scalescope-core", "SU %1: %2, %3"));
    std::string unitHoldingRun = translated(kCoreContext, QT_TRANSLATE_NOOP("scalescope-core", "SU %1: %2, %3 - %4"));
};

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

// "ib0" for a switch of plane ib0 (the part of its name before the first '/'), if it has one.
std::optional<std::string_view> planeOf(const Node& node)
{
    const std::size_t slash = node.name.find('/');
    if (slash == std::string::npos)
        return std::nullopt;
    return std::string_view(node.name).substr(0, slash);
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

// Which row of kCountedTiers names switches of `network`.
std::size_t namedNetwork(Network network)
{
    return network == Network::Storage ? 1 : network == Network::Management ? 2 : 0;
}

// "SU 0: 8 leaf switches, QM8700", "SU 0: 8 leaf switches", "8 leaf switches", "8 leaves".
std::vector<std::string> devicesNames(
    const Topology& topology, const BlockContents& block, const SceneBlockGrouping& grouping, const BlockWords& words)
{
    const Node& first = topology.nodes[block.firstNode];
    if (block.nodes == 1)
        return { first.name };
    const bool oneRole = block.oneRole && first.role != SwitchRole::None;
    const std::size_t tier = oneRole ? static_cast<std::size_t>(first.role) - 1 : 0;
    const std::size_t network = namedNetwork(first.network);
    const std::string& what = oneRole ? words.tiers[network][tier]
        : block.oneKind               ? words.kinds[static_cast<std::size_t>(first.kind)]
                                      : words.devices;
    const std::string count = std::to_string(block.nodes);
    const std::optional<std::string_view> plane = grouping.planeNamed ? planeOf(first) : std::nullopt;
    // "ib0: 64 leaf switches" of a plane named, "64 leaf switches" otherwise.
    auto ofPlane = [&](const std::string& counted) {
        return plane ? substitute(words.ofPlane, { *plane, counted }) : counted;
    };
    const std::string name = ofPlane(substitute(what, { count }));
    const bool inUnit = grouping.unit != scene::kNoUnit;
    const std::string unit = inUnit ? std::to_string(grouping.unit) : std::string();
    NameChain names;
    if (block.oneKind && block.oneModel && first.model < topology.models.size()
        && !topology.models[first.model].empty()) {
        const std::string& model = topology.models[first.model];
        names.add(inUnit ? substitute(words.unitHoldingOne, { unit, name, model })
                         : substitute(words.ofModel, { name, model }));
    }
    names.add(inUnit ? substitute(words.unitHolding, { unit, name }) : name);
    names.add(name);
    if (oneRole)
        names.add(ofPlane(substitute(words.shortTiers[network][tier], { count })));
    return names.take();
}

std::vector<std::string> blockNamesOf(
    const Topology& topology, const BlockContents& block, const SceneBlockGrouping& grouping, const BlockWords& words)
{
    if (block.nodes == 0)
        return { std::string() };
    if (block.outsideGroups || block.groups == 0)
        return devicesNames(topology, block, grouping, words);
    const std::string& first = topology.groups[block.firstGroup].name;
    const std::string& last = topology.groups[block.lastGroup].name;
    const GroupKind kind = topology.groups[block.firstGroup].kind;
    const std::string groups = words.countedGroups(kind, block.groups);
    NameChain names;
    if (grouping.unit != scene::kNoUnit) {
        // "SU 3: 32 nodes, rack24 - rack31", "SU 3: 32 nodes", "SU 3"; of hosts, "SU 3: 20 nodes,
        // node0 - node19".
        const std::string what = block.nodeGroups > 0 ? words.countedGroups(GroupKind::Node, block.nodeGroups) : groups;
        const std::string unit = std::to_string(grouping.unit);
        names.add(block.groups == 1 ? substitute(words.unitHoldingOne, { unit, what, first })
                                    : substitute(words.unitHoldingRun, { unit, what, first, last }));
        names.add(substitute(words.unitHolding, { unit, what }));
        names.add(substitute(words.unit, { unit }));
        return names.take();
    }
    if (block.groups == 1)
        return { first };
    names.add(substitute(words.run, { first, last, groups }));
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

const char* countedKind(NodeKind kind)
{
    return kCountedKinds[static_cast<std::size_t>(kind)];
}

const char* countedRole(SwitchRole role)
{
    return kCountedRoles[static_cast<std::size_t>(role)];
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
    const BlockWords words;
    for (std::size_t b = 0; b < contents.size(); ++b) {
        std::vector<std::string> names = blockNamesOf(topology, contents[b],
            b < scene.blockGroupings.size() ? scene.blockGroupings[b] : SceneBlockGrouping {}, words);
        scene.blockNames.push_back(std::move(names.front()));
        scene.blockShortNames.emplace_back(
            std::make_move_iterator(names.begin() + 1), std::make_move_iterator(names.end()));
        scene.blockContents.push_back(contentOf(topology, contents[b]));
    }
}

} // namespace scalescope

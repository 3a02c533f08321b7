#include "io/export/ExportStyle.h"

#include "model/NameCheck.h"
#include "model/Units.h"

#include <algorithm>
#include <map>
#include <tuple>
#include <utility>

namespace scalescope::exportstyle {

std::string_view kindColour(NodeKind kind)
{
    switch (kind) {
    case NodeKind::Gpu:
        return "#76b900";
    case NodeKind::Cpu:
        return "#6e7781";
    case NodeKind::NvSwitch:
        return "#3f7d20";
    case NodeKind::PcieSwitch:
        return "#999999";
    case NodeKind::Nic:
        return "#0072b2";
    case NodeKind::IbSwitch:
        return "#005a8c";
    case NodeKind::EthSwitch:
        return "#c77c00";
    case NodeKind::Storage:
        return "#8250df";
    }
    return "#999999";
}

std::string_view tierColour(LinkTier tier)
{
    switch (tier) {
    case LinkTier::NvLink:
        return "#76b900";
    case LinkTier::NvLinkC2C:
        return "#009e73";
    case LinkTier::Pcie:
        return "#999999";
    case LinkTier::InfiniBand:
        return "#0072b2";
    case LinkTier::Ethernet:
        return "#e69f00";
    }
    return "#999999";
}

std::string_view tierTitle(LinkTier tier)
{
    switch (tier) {
    case LinkTier::NvLink:
        return "NVLink";
    case LinkTier::NvLinkC2C:
        return "NVLink-C2C";
    case LinkTier::Pcie:
        return "PCIe";
    case LinkTier::InfiniBand:
        return "InfiniBand";
    case LinkTier::Ethernet:
        return "Ethernet";
    }
    return "link";
}

std::vector<MergedLink> mergeParallelLinks(const Topology& topology)
{
    std::vector<MergedLink> merged;
    std::map<std::tuple<NodeId, NodeId, LinkTier>, std::size_t> indexOf;
    for (LinkId id = 0; id < topology.links.size(); ++id) {
        const Link& link = topology.links[id];
        const NodeId a = std::min(link.a, link.b);
        const NodeId b = std::max(link.a, link.b);
        const auto [it, inserted] = indexOf.try_emplace({ a, b, link.tier }, merged.size());
        if (inserted) {
            MergedLink first;
            first.a = a;
            first.b = b;
            first.tier = link.tier;
            first.first = id;
            first.lanes = link.tier == LinkTier::NvLink ? 0 : link.lanes;
            merged.push_back(first);
        }
        MergedLink& m = merged[it->second];
        ++m.links;
        if (link.tier == LinkTier::NvLink)
            m.lanes += link.lanes;
        m.bytesPerSecPerDirection += link.bytesPerSecPerDirection;
    }
    return merged;
}

std::string linkLabel(const MergedLink& link)
{
    std::string label(tierTitle(link.tier));
    if (link.tier == LinkTier::NvLink && link.lanes > 1)
        label += " x" + std::to_string(link.lanes);
    else if (link.tier != LinkTier::NvLink && link.links > 1)
        label += " " + std::to_string(link.links) + " links";
    const bool network = link.tier == LinkTier::InfiniBand || link.tier == LinkTier::Ethernet;
    if (link.bytesPerSecPerDirection > 0)
        label += ", "
            + (network ? formatRateBits(link.bytesPerSecPerDirection) : formatRateBytes(link.bytesPerSecPerDirection));
    return label;
}

std::string xmlText(std::string_view text)
{
    constexpr std::string_view kReplacement = "\xEF\xBF\xBD"; // U+FFFD
    std::string out;
    out.reserve(text.size());
    for (std::size_t at = 0; at < text.size();) {
        const std::size_t length = utf8SequenceLength(text, at);
        const std::string_view character = text.substr(at, std::max<std::size_t>(length, 1));
        const auto first = static_cast<unsigned char>(character[0]);
        const bool forbidden = length == 0 || (first < 0x20 && first != '\t' && first != '\n' && first != '\r')
            || character == "\xEF\xBF\xBE" || character == "\xEF\xBF\xBF";
        out += forbidden ? kReplacement : character;
        at += character.size();
    }
    return out;
}

std::string_view shortName(const Topology& topology, const Node& node)
{
    std::string_view name = node.name;
    if (node.group == kNoGroup)
        return name;
    const std::string& group = topology.groups[static_cast<std::size_t>(node.group)].name;
    if (name.size() > group.size() + 1 && name.compare(0, group.size(), group) == 0 && name[group.size()] == '/')
        name.remove_prefix(group.size() + 1);
    return name;
}

} // namespace scalescope::exportstyle

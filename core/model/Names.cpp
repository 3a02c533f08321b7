#include "model/Names.h"

#include "model/Localized.h"
#include "model/NameTable.h"

namespace scalescope {
namespace {

constexpr std::array<std::string_view, kNodeKindCount> kNodeKindNames { "gpu", "cpu", "nvswitch", "pcie_switch", "nic",
    "ib_switch", "eth_switch", "storage" };
constexpr std::array<std::string_view, 4> kRoleNames { "none", "leaf", "spine", "core" };
constexpr std::array<std::string_view, 4> kNetworkNames { "none", "compute", "storage", "management" };
constexpr std::array<std::string_view, kLinkTierCount> kTierNames { "nvlink", "nvlink_c2c", "pcie", "infiniband",
    "ethernet" };
constexpr std::array<std::string_view, 3> kGroupKindNames { "rack", "node", "switch_tray" };
constexpr std::array<std::string_view, 3> kScaleOutNames { "infiniband", "roce", "roce-v1" };
constexpr std::array<const char*, 3> kScaleOutDescriptions { "InfiniBand",
    QT_TRANSLATE_NOOP("scalescope-core", "RoCE v2 (Ethernet, routed over UDP/IP)"),
    QT_TRANSLATE_NOOP("scalescope-core", "RoCE v1 (Ethernet, one L2 subnet per leaf)") };
constexpr std::array<std::string_view, 2> kRoutingNames { "ecmp", "adaptive" };
constexpr std::array<const char*, 2> kRoutingDescriptions { QT_TRANSLATE_NOOP(
                                                                "scalescope-core", "static ECMP (per-flow hash)"),
    QT_TRANSLATE_NOOP("scalescope-core", "adaptive (spread over every equal-cost path)") };

} // namespace

std::string_view toString(NodeKind kind)
{
    return kNodeKindNames[static_cast<std::size_t>(kind)];
}
std::string_view toString(SwitchRole role)
{
    return kRoleNames[static_cast<std::size_t>(role)];
}
std::string_view toString(Network network)
{
    return kNetworkNames[static_cast<std::size_t>(network)];
}
std::string_view toString(LinkTier tier)
{
    return kTierNames[static_cast<std::size_t>(tier)];
}
std::string_view toString(GroupKind kind)
{
    return kGroupKindNames[static_cast<std::size_t>(kind)];
}
std::string_view toString(ScaleOutNetwork network)
{
    return kScaleOutNames[static_cast<std::size_t>(network)];
}
std::string describe(ScaleOutNetwork network)
{
    return localized(kScaleOutDescriptions[static_cast<std::size_t>(network)]);
}

std::optional<NodeKind> parseNodeKind(std::string_view text)
{
    return enumFromName<NodeKind>(kNodeKindNames, text);
}
std::optional<SwitchRole> parseSwitchRole(std::string_view text)
{
    return enumFromName<SwitchRole>(kRoleNames, text);
}
std::optional<Network> parseNetwork(std::string_view text)
{
    return enumFromName<Network>(kNetworkNames, text);
}
std::optional<LinkTier> parseLinkTier(std::string_view text)
{
    return enumFromName<LinkTier>(kTierNames, text);
}
std::optional<GroupKind> parseGroupKind(std::string_view text)
{
    return enumFromName<GroupKind>(kGroupKindNames, text);
}
std::optional<ScaleOutNetwork> parseScaleOutNetwork(std::string_view text)
{
    return enumFromName<ScaleOutNetwork>(kScaleOutNames, text);
}
std::string_view toString(FabricRouting routing)
{
    return kRoutingNames[static_cast<std::size_t>(routing)];
}
std::string describe(FabricRouting routing)
{
    return localized(kRoutingDescriptions[static_cast<std::size_t>(routing)]);
}
std::optional<FabricRouting> parseFabricRouting(std::string_view text)
{
    return enumFromName<FabricRouting>(kRoutingNames, text);
}

std::string allNodeKindNames()
{
    return joinNames(kNodeKindNames, ", ");
}
std::string allLinkTierNames()
{
    return joinNames(kTierNames, ", ");
}
std::string allScaleOutNetworkNames()
{
    return joinNames(kScaleOutNames, ", ");
}
std::string allFabricRoutingNames()
{
    return joinNames(kRoutingNames, ", ");
}

std::string linkEndName(const Topology& topology, LinkId link, bool sideA)
{
    const Link& l = topology.links.at(link);
    return topology.nodes[sideA ? l.a : l.b].name + ":" + std::to_string(sideA ? l.portA : l.portB);
}

std::string linkDirectionName(const Topology& topology, LinkId link, bool fromA)
{
    return linkEndName(topology, link, fromA) + " -> " + linkEndName(topology, link, !fromA);
}

} // namespace scalescope

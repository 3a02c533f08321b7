// The words the design file, the command line and the GUI use for the model's enums.
#pragma once

#include "model/Topology.h"

#include <optional>
#include <string>
#include <string_view>

namespace scalescope {

std::string_view toString(NodeKind kind);
std::string_view toString(SwitchRole role);
std::string_view toString(Network network);
std::string_view toString(LinkTier tier);
std::string_view toString(GroupKind kind);
// "infiniband", "roce" (RoCE v2), "roce-v1".
std::string_view toString(ScaleOutNetwork network);
// "InfiniBand", "RoCE v2 (Ethernet, routed over UDP/IP)", ...: for people.
std::string describe(ScaleOutNetwork network);
// "ecmp", "adaptive".
std::string_view toString(FabricRouting routing);
// "static ECMP (per-flow hash)", "adaptive (spread over every equal-cost path)": for people.
std::string describe(FabricRouting routing);

std::optional<NodeKind> parseNodeKind(std::string_view text);
std::optional<SwitchRole> parseSwitchRole(std::string_view text);
std::optional<Network> parseNetwork(std::string_view text);
std::optional<LinkTier> parseLinkTier(std::string_view text);
std::optional<GroupKind> parseGroupKind(std::string_view text);
std::optional<ScaleOutNetwork> parseScaleOutNetwork(std::string_view text);
std::optional<FabricRouting> parseFabricRouting(std::string_view text);

// One end of a link, "node0/nic0:1": its device and port (side A or B); std::out_of_range for no link.
std::string linkEndName(const Topology& topology, LinkId link, bool sideA);
// One direction of a link by its ends and their ports, "node0/nic0:1 -> ib/leaf-0:3" (as --fail
// names links): parallel cables between two switches read apart.
std::string linkDirectionName(const Topology& topology, LinkId link, bool fromA);

// "gpu, cpu, nvswitch, ..." for error messages.
std::string allNodeKindNames();
std::string allLinkTierNames();
std::string allScaleOutNetworkNames();
std::string allFabricRoutingNames();

} // namespace scalescope

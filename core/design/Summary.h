// Counts and aggregate bandwidths of a topology: what `scalescope info` prints and the GUI's
// summary shows.
#pragma once

#include "generate/ClusterBuilder.h"
#include "model/Topology.h"

#include <nlohmann/json.hpp>

#include <array>
#include <optional>

namespace scalescope {

struct TopologySummary {
    std::array<std::size_t, kNodeKindCount> nodesByKind {};
    ScaleOutNetwork scaleOut = ScaleOutNetwork::InfiniBand;
    FabricRouting routing = FabricRouting::Adaptive;
    // The compute fabric's switches (InfiniBand, or Ethernet on RoCE), indexed by SwitchRole.
    std::array<std::size_t, 4> ibSwitchesByRole {};
    std::size_t ethernetSwitches = 0; // storage and management, and compute ones with no role
    std::array<std::size_t, kLinkTierCount> linksByTier {};
    std::size_t racks = 0;
    std::size_t computeNodes = 0; // DGX nodes and NVL72 compute trays: one OS each
    std::size_t computeNics = 0;
    std::size_t ibSubnets = 0;
    std::size_t computeLeaves = 0; // on RoCE, each an IP subnet (v2) or an L2 subnet (v1)
    BytesPerSec nvlinkBidirectional = 0; // sum over GPUs of their NVLink bandwidth, both directions
    BytesPerSec scaleoutBidirectional = 0; // sum over compute NICs of their fabric links, both directions

    std::size_t count(NodeKind kind) const { return nodesByKind[static_cast<std::size_t>(kind)]; }
    std::size_t count(LinkTier tier) const { return linksByTier[static_cast<std::size_t>(tier)]; }
};

TopologySummary summarize(const Topology& topology);

// The `info --json` object; the generator's report adds the fabric shapes when given.
nlohmann::ordered_json summaryToJson(const TopologySummary& summary, const std::optional<ClusterReport>& cluster);
// The same for people, one fact a line.
std::string summaryToText(const TopologySummary& summary, const std::optional<ClusterReport>& cluster);

} // namespace scalescope

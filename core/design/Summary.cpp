#include "design/Summary.h"

#include "model/Names.h"

#include <cmath>
#include <cstdio>
#include <set>

namespace scalescope {
namespace {

double roundTo(double value, int digits)
{
    const double scale = std::pow(10.0, digits);
    return std::round(value * scale) / scale;
}

nlohmann::ordered_json fabricToJson(const FabricReport& fabric)
{
    nlohmann::ordered_json out;
    out["switch"] = fabric.switchModel;
    out["endpoints"] = fabric.endpoints;
    out["planes"] = fabric.planes;
    out["tiers"] = fabric.shape.tiers;
    out["leaves_per_plane"] = fabric.shape.leaves;
    out["spines_per_plane"] = fabric.shape.spines;
    out["cores_per_plane"] = fabric.shape.cores;
    out["leaf_down_ports"] = fabric.leafDownPorts;
    out["leaf_up_ports"] = fabric.leafUpPorts;
    return out;
}

} // namespace

TopologySummary summarize(const Topology& topology)
{
    TopologySummary summary;
    summary.scaleOut = topology.scaleOut;
    summary.routing = topology.routing;
    std::set<std::uint16_t> subnets;
    for (const Node& node : topology.nodes) {
        ++summary.nodesByKind[static_cast<std::size_t>(node.kind)];
        const bool roceSwitch = node.kind == NodeKind::EthSwitch && node.network == Network::Compute
            && node.role != SwitchRole::None && topology.scaleOut != ScaleOutNetwork::InfiniBand;
        summary.computeLeaves += roceSwitch && node.role == SwitchRole::Leaf;
        if (node.kind == NodeKind::IbSwitch || roceSwitch)
            ++summary.ibSwitchesByRole[static_cast<std::size_t>(node.role)];
        else if (node.kind == NodeKind::EthSwitch)
            ++summary.ethernetSwitches;
        else if (node.kind == NodeKind::Nic && node.network == Network::Compute)
            ++summary.computeNics;
        if (node.addresses.lid != 0)
            subnets.insert(node.addresses.ibSubnet);
    }
    summary.ibSubnets = subnets.size();
    for (const Group& group : topology.groups) {
        if (group.kind == GroupKind::Rack)
            ++summary.racks;
        else if (group.kind == GroupKind::Node)
            ++summary.computeNodes;
    }
    for (const Link& link : topology.links) {
        ++summary.linksByTier[static_cast<std::size_t>(link.tier)];
        const Node& a = topology.nodes[link.a];
        const Node& b = topology.nodes[link.b];
        const BytesPerSec bothWays = 2 * link.bytesPerSecPerDirection;
        if (link.tier == LinkTier::NvLink)
            summary.nvlinkBidirectional += bothWays * ((a.kind == NodeKind::Gpu) + (b.kind == NodeKind::Gpu));
        if (link.tier == LinkTier::InfiniBand || link.tier == LinkTier::Ethernet) {
            const bool computeNic = (a.kind == NodeKind::Nic && a.network == Network::Compute)
                || (b.kind == NodeKind::Nic && b.network == Network::Compute);
            if (computeNic)
                summary.scaleoutBidirectional += bothWays;
        }
    }
    return summary;
}

nlohmann::ordered_json summaryToJson(const TopologySummary& s, const std::optional<ClusterReport>& cluster)
{
    nlohmann::ordered_json out;
    out["network"] = std::string(toString(s.scaleOut));
    out["routing"] = std::string(toString(s.routing));
    out["gpus"] = s.count(NodeKind::Gpu);
    out["cpus"] = s.count(NodeKind::Cpu);
    out["nvswitches"] = s.count(NodeKind::NvSwitch);
    out["pcie_switches"] = s.count(NodeKind::PcieSwitch);
    out["nics"] = s.count(NodeKind::Nic);
    out["compute_nics"] = s.computeNics;
    out["storage_servers"] = s.count(NodeKind::Storage);
    out["racks"] = s.racks;
    out["compute_nodes"] = s.computeNodes;
    out["switches"] = { { "leaf", s.ibSwitchesByRole[static_cast<std::size_t>(SwitchRole::Leaf)] },
        { "spine", s.ibSwitchesByRole[static_cast<std::size_t>(SwitchRole::Spine)] },
        { "core", s.ibSwitchesByRole[static_cast<std::size_t>(SwitchRole::Core)] },
        { "ethernet", s.ethernetSwitches } };
    nlohmann::ordered_json links;
    for (int t = 0; t < kLinkTierCount; ++t)
        links[std::string(toString(static_cast<LinkTier>(t)))] = s.linksByTier[t];
    out["links"] = std::move(links);
    out["nvlink_bidirectional_TBps"] = roundTo(tBpsFromBytesPerSec(s.nvlinkBidirectional), 6);
    out["scaleout_bidirectional_TBps"] = roundTo(tBpsFromBytesPerSec(s.scaleoutBidirectional), 6);
    out["ib_subnets"] = s.ibSubnets;
    if (s.scaleOut != ScaleOutNetwork::InfiniBand)
        out[s.scaleOut == ScaleOutNetwork::RoceV2 ? "ip_subnets" : "l2_subnets"] = s.computeLeaves;
    if (cluster) {
        nlohmann::ordered_json generator;
        generator["preset"] = cluster->preset;
        generator["fabric"] = std::string(toString(cluster->fabric));
        generator["compute_nic"] = cluster->computeNic;
        generator["compute_nic_Gbps"] = roundTo(gbpsFromBytesPerSec(cluster->computeNicBytesPerSec), 3);
        for (const FabricReport& fabric : cluster->fabrics)
            generator[fabric.name + "_fabric"] = fabricToJson(fabric);
        out["generator"] = std::move(generator);
    }
    return out;
}

std::string summaryToText(const TopologySummary& s, const std::optional<ClusterReport>& cluster)
{
    std::string out;
    char line[256];
    auto add = [&](const char* label, const std::string& value) {
        std::snprintf(line, sizeof line, "%-26s %s\n", label, value.c_str());
        out += line;
    };
    add("scale-out network", std::string(describe(s.scaleOut)));
    add("fabric routing", std::string(describe(s.routing)));
    add("GPUs", countText(s.count(NodeKind::Gpu)));
    add("CPUs", countText(s.count(NodeKind::Cpu)));
    add("NVSwitch chips", countText(s.count(NodeKind::NvSwitch)));
    add("NICs (compute)", countText(s.count(NodeKind::Nic)) + " (" + countText(s.computeNics) + ")");
    add("racks / compute nodes", countText(s.racks) + " / " + countText(s.computeNodes));
    add("storage servers", countText(s.count(NodeKind::Storage)));
    add(s.scaleOut == ScaleOutNetwork::InfiniBand ? "InfiniBand switches" : "RoCE switches (Ethernet)",
        countText(s.ibSwitchesByRole[1]) + " leaf, " + countText(s.ibSwitchesByRole[2]) + " spine, "
            + countText(s.ibSwitchesByRole[3]) + " core");
    add("Ethernet switches", countText(s.ethernetSwitches));
    std::string links;
    for (int t = 0; t < kLinkTierCount; ++t)
        links += (t ? ", " : "") + countText(s.linksByTier[t]) + " " + std::string(toString(static_cast<LinkTier>(t)));
    add("links", links);
    add("NVLink, both directions", formatRateBytes(s.nvlinkBidirectional));
    add("scale-out, both directions",
        formatRateBytes(s.scaleoutBidirectional) + " (" + formatRateBits(s.scaleoutBidirectional) + ")");
    if (s.scaleOut == ScaleOutNetwork::InfiniBand)
        add("InfiniBand subnets", countText(s.ibSubnets));
    else
        add(s.scaleOut == ScaleOutNetwork::RoceV2 ? "IP subnets (one per leaf)" : "L2 subnets (one per leaf)",
            countText(s.computeLeaves));
    if (cluster) {
        add("generator",
            cluster->preset + ", " + std::string(toString(cluster->fabric)) + ", " + cluster->computeNic + " at "
                + formatRateBits(cluster->computeNicBytesPerSec));
        for (const FabricReport& fabric : cluster->fabrics) {
            if (fabric.endpoints == 0)
                continue;
            const std::string label = fabric.name + " fabric";
            add(label.c_str(),
                std::to_string(fabric.shape.tiers) + " tier" + (fabric.shape.tiers == 1 ? "" : "s") + " of "
                    + fabric.switchModel + ", " + countText(static_cast<std::size_t>(fabric.endpoints)) + " ports"
                    + (fabric.planes > 1 ? ", " + std::to_string(fabric.planes) + " planes" : ""));
        }
    }
    return out;
}

} // namespace scalescope

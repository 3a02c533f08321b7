#include "design/Summary.h"

#include "model/DisplayWidth.h"
#include "model/Localized.h"
#include "model/Names.h"

#include <cmath>
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

// The column of the text summary's values: labels padded to 26 terminal columns, then a space.
constexpr std::size_t kLabelColumns = 26;

// "compute fabric": the generator's fabric of that name.
std::string fabricLabel(const std::string& name)
{
    if (name == "compute")
        return localized(QT_TRANSLATE_NOOP("scalescope-core", "compute fabric"));
    if (name == "storage")
        return localized(QT_TRANSLATE_NOOP("scalescope-core", "storage fabric"));
    if (name == "management")
        return localized(QT_TRANSLATE_NOOP("scalescope-core", "management fabric"));
    return localized(QT_TRANSLATE_NOOP("scalescope-core", "%1 fabric"), { name });
}

// "2 tiers of QM9700, 1,024 ports, 2 planes" (the planes only when there is more than one).
std::string fabricShape(const FabricReport& fabric)
{
    const bool oneTier = fabric.shape.tiers == 1;
    const char* source = fabric.planes > 1
        ? (oneTier ? QT_TRANSLATE_NOOP("scalescope-core", "%1 tier of %2, %3 ports, %4 planes")
                   : QT_TRANSLATE_NOOP("scalescope-core", "%1 tiers of %2, %3 ports, %4 planes"))
        : (oneTier ? QT_TRANSLATE_NOOP("scalescope-core", "%1 tier of %2, %3 ports")
                   : QT_TRANSLATE_NOOP("scalescope-core", "%1 tiers of %2, %3 ports"));
    return localized(source,
        { std::to_string(fabric.shape.tiers), fabric.switchModel, countText(static_cast<std::size_t>(fabric.endpoints)),
            std::to_string(fabric.planes) });
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
    // A fact a line: its label padded by the terminal columns it takes to the value column, at
    // least one space (as printf's "%-26s %s" for English labels).
    auto add = [&](const std::string& label, const std::string& value) {
        const std::size_t columns = displayWidth(label);
        out += label;
        out.append((columns < kLabelColumns ? kLabelColumns - columns : 0) + 1, ' ');
        out += value;
        out += '\n';
    };
    add(localized(QT_TRANSLATE_NOOP("scalescope-core", "scale-out network")), describe(s.scaleOut));
    add(localized(QT_TRANSLATE_NOOP("scalescope-core", "fabric routing")), describe(s.routing));
    add(localized(QT_TRANSLATE_NOOP("scalescope-core", "GPUs")), countText(s.count(NodeKind::Gpu)));
    add(localized(QT_TRANSLATE_NOOP("scalescope-core", "CPUs")), countText(s.count(NodeKind::Cpu)));
    add(localized(QT_TRANSLATE_NOOP("scalescope-core", "NVSwitch chips")), countText(s.count(NodeKind::NvSwitch)));
    add(localized(QT_TRANSLATE_NOOP("scalescope-core", "NICs (compute)")),
        countText(s.count(NodeKind::Nic)) + " (" + countText(s.computeNics) + ")");
    add(localized(QT_TRANSLATE_NOOP("scalescope-core", "racks / compute nodes")),
        countText(s.racks) + " / " + countText(s.computeNodes));
    add(localized(QT_TRANSLATE_NOOP("scalescope-core", "storage servers")), countText(s.count(NodeKind::Storage)));
    add(localized(s.scaleOut == ScaleOutNetwork::InfiniBand
                ? QT_TRANSLATE_NOOP("scalescope-core", "InfiniBand switches")
                : QT_TRANSLATE_NOOP("scalescope-core", "RoCE switches (Ethernet)")),
        localized(QT_TRANSLATE_NOOP("scalescope-core", "%1 leaf, %2 spine, %3 core"),
            { countText(s.ibSwitchesByRole[1]), countText(s.ibSwitchesByRole[2]), countText(s.ibSwitchesByRole[3]) }));
    add(localized(QT_TRANSLATE_NOOP("scalescope-core", "Ethernet switches")), countText(s.ethernetSwitches));
    // "1,296 nvlink, 96 pcie, ...": each tier's name as the files spell it.
    const std::string listed = translated(kCoreContext, QT_TRANSLATE_NOOP("scalescope-core", "%1, %2"));
    std::string links;
    for (int t = 0; t < kLinkTierCount; ++t) {
        const std::string tier = countText(s.linksByTier[t]) + " " + std::string(toString(static_cast<LinkTier>(t)));
        links = t ? substitute(listed, { links, tier }) : tier;
    }
    add(localized(QT_TRANSLATE_NOOP("scalescope-core", "links")), links);
    add(localized(QT_TRANSLATE_NOOP("scalescope-core", "NVLink, both directions")),
        formatRateBytes(s.nvlinkBidirectional));
    add(localized(QT_TRANSLATE_NOOP("scalescope-core", "scale-out, both directions")),
        formatRateBytes(s.scaleoutBidirectional) + " (" + formatRateBits(s.scaleoutBidirectional) + ")");
    if (s.scaleOut == ScaleOutNetwork::InfiniBand)
        add(localized(QT_TRANSLATE_NOOP("scalescope-core", "InfiniBand subnets")), countText(s.ibSubnets));
    else
        add(localized(s.scaleOut == ScaleOutNetwork::RoceV2
                    ? QT_TRANSLATE_NOOP("scalescope-core", "IP subnets (one per leaf)")
                    : QT_TRANSLATE_NOOP("scalescope-core", "L2 subnets (one per leaf)")),
            countText(s.computeLeaves));
    if (cluster) {
        add(localized(QT_TRANSLATE_NOOP("scalescope-core", "generator")),
            localized(QT_TRANSLATE_NOOP("scalescope-core", "%1, %2, %3 at %4"),
                { cluster->preset, toString(cluster->fabric), cluster->computeNic,
                    formatRateBits(cluster->computeNicBytesPerSec) }));
        for (const FabricReport& fabric : cluster->fabrics) {
            if (fabric.endpoints == 0)
                continue;
            add(fabricLabel(fabric.name), fabricShape(fabric));
        }
    }
    return out;
}

} // namespace scalescope

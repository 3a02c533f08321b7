#include "model/DeviceReport.h"

#include "model/AddressFormat.h"
#include "model/DisplayWidth.h"
#include "model/Localized.h"
#include "model/Names.h"
#include "model/RoceAddresses.h"

#include <optional>

namespace scalescope {
namespace {

std::string portRange(int first, int span)
{
    return span == 1 ? std::to_string(first) : std::to_string(first) + "-" + std::to_string(first + span - 1);
}

bool isNetworkTier(LinkTier tier)
{
    return tier == LinkTier::InfiniBand || tier == LinkTier::Ethernet;
}

// The switch a NIC is cabled to on its fabric tier, or nothing.
const Node* leafOf(const Topology& topology, NodeId nic)
{
    for (const Link& link : topology.links)
        if ((link.a == nic || link.b == nic) && topology.isComputeFabricLink(link))
            return &topology.nodes[link.a == nic ? link.b : link.a];
    return nullptr;
}

// A RoCE compute NIC's addresses: its IP ones and the GIDs RoCE derives from them (v2), or the
// GID of its MAC (v1); then how the fabric reaches it.
void addRoceAddresses(
    const Topology& topology, NodeId id, nlohmann::ordered_json& addresses, nlohmann::ordered_json& out)
{
    const Addresses& a = topology.nodes[id].addresses;
    const Node* leaf = leafOf(topology, id);
    if (topology.scaleOut == ScaleOutNetwork::RoceV2) {
        if (a.ipv4 != 0) {
            addresses["ip"] = formatIpv4(a.ipv4);
            addresses["ipv6"] = formatIpv6(roceIpv6(a.ipv4));
        }
        if (a.mac != 0)
            addresses["mac"] = formatMac(a.mac);
        if (a.ipv4 != 0) {
            addresses["gid"] = formatGidGroups(ipv4MappedIpv6(a.ipv4));
            addresses["gid_ipv6"] = formatGidGroups(roceIpv6(a.ipv4));
        }
        out["reached_by"] = leaf ? localized(QT_TRANSLATE_NOOP("scalescope-core",
                                                 "RoCE v2: IP routing across the fabric (UDP/IP, ECMP over "
                                                 "equal-cost uplinks), from %1's subnet"),
                                { leaf->name })
                                 : localized(QT_TRANSLATE_NOOP("scalescope-core",
                                     "RoCE v2: IP routing across the fabric (UDP/IP, ECMP over equal-cost uplinks), "
                                     "from its leaf's subnet"));
        return;
    }
    if (a.mac != 0) {
        addresses["mac"] = formatMac(a.mac);
        addresses["gid"] = formatGidGroups(linkLocalIpv6(a.mac));
    }
    out["reached_by"] = leaf ? localized(QT_TRANSLATE_NOOP("scalescope-core",
                                             "RoCE v1: Ethernet switching inside one L2 subnet (%1); no IP header, "
                                             "not routable beyond it"),
                            { leaf->name })
                             : localized(QT_TRANSLATE_NOOP("scalescope-core",
                                 "RoCE v1: Ethernet switching inside one L2 subnet (its leaf); no IP header, not "
                                 "routable beyond it"));
}

// The node or compute tray a device sits in: one host, which boots its own operating system.
std::optional<GroupId> hostOf(const Topology& topology, NodeId id)
{
    for (GroupId g = topology.nodes[id].group; g != kNoGroup; g = topology.groups[g].parent)
        if (topology.groups[g].kind == GroupKind::Node)
            return g;
    return std::nullopt;
}

bool isIn(const Topology& topology, NodeId id, GroupId group)
{
    for (GroupId g = topology.nodes[id].group; g != kNoGroup; g = topology.groups[g].parent)
        if (g == group)
            return true;
    return false;
}

// Whether the host's NVLink domain reaches beyond it: its GPUs cabled to NVLink switches outside it
// (an NVL72's switch trays). GPU memory is then shared with other hosts, each with its own
// operating system, through NVIDIA's IMEX service, not one OS image (DOMAIN.md, section 3).
bool nvlinkLeavesHost(const Topology& topology, GroupId host)
{
    for (const Link& link : topology.links)
        if (link.tier == LinkTier::NvLink && isIn(topology, link.a, host) != isIn(topology, link.b, host))
            return true;
    return false;
}

bool isRoceNic(const Topology& topology, const Node& node)
{
    return topology.scaleOut != ScaleOutNetwork::InfiniBand && node.kind == NodeKind::Nic
        && node.network == Network::Compute;
}

// "compute network": the network a device serves, named by its code in the report.
std::string networkWords(const std::string& network)
{
    if (network == "compute")
        return localized(QT_TRANSLATE_NOOP("scalescope-core", "compute network"));
    if (network == "storage")
        return localized(QT_TRANSLATE_NOOP("scalescope-core", "storage network"));
    if (network == "management")
        return localized(QT_TRANSLATE_NOOP("scalescope-core", "management network"));
    return localized(QT_TRANSLATE_NOOP("scalescope-core", "%1 network"), { network });
}

} // namespace

nlohmann::ordered_json describeDevice(const Topology& topology, NodeId id)
{
    const Node& node = topology.nodes.at(id);
    nlohmann::ordered_json out;
    out["name"] = node.name;
    out["kind"] = std::string(toString(node.kind));
    if (node.role != SwitchRole::None)
        out["role"] = std::string(toString(node.role));
    if (node.network != Network::None)
        out["network"] = std::string(toString(node.network));
    out["model"] = topology.modelOf(node);
    out["ports"] = node.portCount;
    nlohmann::ordered_json within = nlohmann::ordered_json::array();
    for (GroupId g = node.group; g != kNoGroup; g = topology.groups[g].parent)
        within.push_back(
            { { "name", topology.groups[g].name }, { "kind", std::string(toString(topology.groups[g].kind)) } });
    out["within"] = std::move(within);
    if (const auto host = hostOf(topology, id))
        out["host"]
            = { { "name", topology.groups[*host].name }, { "nvlink_across_hosts", nvlinkLeavesHost(topology, *host) } };

    nlohmann::ordered_json addresses = nlohmann::ordered_json::object();
    const Addresses& a = node.addresses;
    if (a.pciBdf != Addresses::kNoPci)
        addresses["pci"] = formatPciBdf(a.pciBdf);
    if (a.lid != 0) {
        addresses["lid"] = a.lid;
        addresses["ib_subnet"] = a.ibSubnet;
    }
    if (a.guid != 0) {
        addresses["guid"] = formatGuid(a.guid);
        addresses["gid"] = formatGid(a.ibSubnet, a.guid);
    }
    if (isRoceNic(topology, node)) {
        addRoceAddresses(topology, id, addresses, out);
    } else {
        if (a.ipv4 != 0)
            addresses["ip"] = formatIpv4(a.ipv4);
        if (a.mac != 0)
            addresses["mac"] = formatMac(a.mac);
        if (a.lid != 0 && node.kind == NodeKind::Nic)
            out["reached_by"] = localized(
                QT_TRANSLATE_NOOP("scalescope-core", "InfiniBand: LID %1 inside subnet %2, its GID across subnets"),
                { std::to_string(a.lid), std::to_string(a.ibSubnet) });
    }
    out["addresses"] = std::move(addresses);

    nlohmann::ordered_json links = nlohmann::ordered_json::array();
    for (const Link& link : topology.links) {
        if (link.a != id && link.b != id)
            continue;
        const bool here = link.a == id;
        const NodeId peer = here ? link.b : link.a;
        const int span = portsSpanned(link);
        links.push_back({ { "tier", std::string(toString(link.tier)) },
            { "port", portRange(here ? link.portA : link.portB, span) }, { "peer", topology.nodes[peer].name },
            { "peer_port", portRange(here ? link.portB : link.portA, span) }, { "lanes", link.lanes },
            { "bandwidth_per_direction",
                isNetworkTier(link.tier) ? formatRateBits(link.bytesPerSecPerDirection)
                                         : formatRateBytes(link.bytesPerSecPerDirection) },
            { "latency_ns", link.latencyNs } });
    }
    out["links"] = std::move(links);
    return out;
}

std::string deviceReportToText(const nlohmann::ordered_json& report)
{
    std::string out = report["name"].get<std::string>() + "\n";
    // "  kind        gpu": the label padded by the terminal columns it takes to column 14, at least
    // one space.
    auto line = [&](const std::string& label, const std::string& value) {
        out += "  " + label + std::string(12 - std::min<std::size_t>(displayWidth(label), 11), ' ') + value + "\n";
    };
    const std::string listed = translated(kCoreContext, QT_TRANSLATE_NOOP("scalescope-core", "%1, %2"));
    std::string what = report["kind"].get<std::string>();
    if (report.contains("role"))
        what = substitute(listed, { what, report["role"].get<std::string>() });
    if (report.contains("network"))
        what = substitute(listed, { what, networkWords(report["network"].get<std::string>()) });
    line(localized(QT_TRANSLATE_NOOP("scalescope-core", "kind")), what);
    line(localized(QT_TRANSLATE_NOOP("scalescope-core", "model")), report["model"].get<std::string>());
    // "rack0/tray3 (node) in rack0 (rack)": from the innermost group out.
    const std::string groupIn = translated(kCoreContext, QT_TRANSLATE_NOOP("scalescope-core", "%1 in %2"));
    std::string within;
    for (const auto& group : report["within"]) {
        const std::string named = group["name"].get<std::string>() + " (" + group["kind"].get<std::string>() + ")";
        within = within.empty() ? named : substitute(groupIn, { within, named });
    }
    if (!within.empty())
        line(localized(QT_TRANSLATE_NOOP("scalescope-core", "within")), within);
    if (report.contains("host"))
        line(localized(QT_TRANSLATE_NOOP("scalescope-core", "host")),
            localized(report["host"]["nvlink_across_hosts"].get<bool>()
                    ? QT_TRANSLATE_NOOP("scalescope-core",
                        "%1, its own operating system; NVLink memory shared with other hosts through IMEX")
                    : QT_TRANSLATE_NOOP("scalescope-core", "%1, its own operating system"),
                { report["host"]["name"].get<std::string>() }));
    // The addresses under their keys (pci, lid, guid, gid, ip, mac, ...), as the JSON names them.
    for (const auto& [key, value] : report["addresses"].items())
        line(key, value.is_string() ? value.get<std::string>() : value.dump());
    if (report.contains("reached_by"))
        line(localized(QT_TRANSLATE_NOOP("scalescope-core", "reached by")), report["reached_by"].get<std::string>());
    // A link a line under its tier's name: the templates looked up once for every link.
    const std::string oneLane
        = translated(kCoreContext, QT_TRANSLATE_NOOP("scalescope-core", "port %1 -> %2 port %3, %4 lane, %5 each way"));
    const std::string lanes = translated(
        kCoreContext, QT_TRANSLATE_NOOP("scalescope-core", "port %1 -> %2 port %3, %4 lanes, %5 each way"));
    for (const auto& link : report["links"]) {
        const int laneCount = link["lanes"].get<int>();
        line(link["tier"].get<std::string>(),
            substitute(laneCount == 1 ? oneLane : lanes,
                { link["port"].get<std::string>(), link["peer"].get<std::string>(),
                    link["peer_port"].get<std::string>(), std::to_string(laneCount),
                    link["bandwidth_per_direction"].get<std::string>() }));
    }
    return out;
}

} // namespace scalescope

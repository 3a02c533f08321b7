#include "sim/ScaleOutPath.h"

#include "model/AddressFormat.h"
#include "model/Localized.h"
#include "model/Names.h"

#include <map>
#include <optional>

#include <stdexcept>

namespace scalescope {
namespace {

// The route's compute NICs in the order it crosses them (from `from`'s end), each once.
std::vector<NodeId> computeNicsOn(const Topology& topology, const std::vector<LinkId>& links, NodeId from)
{
    std::vector<NodeId> nics;
    NodeId at = from;
    for (const LinkId l : links) {
        const Link& link = topology.links[l];
        if (link.a != at && link.b != at)
            continue; // a parallel route; the first carries the ends
        at = link.a == at ? link.b : link.a;
        if (isComputeNic(topology.nodes[at]) && (nics.empty() || nics.back() != at))
            nics.push_back(at);
    }
    return nics;
}

std::string fabricAddress(const Topology& topology, const Node& nic)
{
    const Addresses& a = nic.addresses;
    switch (topology.scaleOut) {
    case ScaleOutNetwork::InfiniBand:
        return a.lid == 0 ? ""
                          : localized(QT_TRANSLATE_NOOP("scalescope-core", "LID %1 (subnet %2)"),
                              { std::to_string(a.lid), std::to_string(a.ibSubnet) });
    case ScaleOutNetwork::RoceV2:
        return a.ipv4 == 0 ? "" : formatIpv4(a.ipv4);
    case ScaleOutNetwork::RoceV1:
        return a.mac == 0 ? "" : "MAC " + formatMac(a.mac);
    }
    return "";
}

// The switch a NIC is cabled to on the compute fabric.
std::optional<NodeId> leafOf(const Topology& topology, NodeId nic)
{
    for (const Link& link : topology.links)
        if ((link.a == nic || link.b == nic) && topology.isComputeFabricLink(link))
            return link.a == nic ? link.b : link.a;
    return std::nullopt;
}

// A NIC's leaf by name, for the RoCE v1 refusals.
std::string leafName(const Topology& topology, std::optional<NodeId> leaf)
{
    return leaf ? topology.nodes[*leaf].name : localized(QT_TRANSLATE_NOOP("scalescope-core", "no leaf"));
}

} // namespace

std::string hopLayer(const Topology& topology, const Link& link)
{
    switch (link.tier) {
    case LinkTier::NvLink:
    case LinkTier::NvLinkC2C:
    case LinkTier::Pcie:
    case LinkTier::InfiniBand:
        return std::string(toString(link.tier));
    case LinkTier::Ethernet:
        if (!topology.isComputeFabricLink(link))
            return "ethernet";
        return topology.scaleOut == ScaleOutNetwork::RoceV1 ? "l2_switched" : "l3_routed";
    }
    return "";
}

std::string describeLayer(const std::string& layer)
{
    if (layer == "nvlink" || layer == "nvlink_c2c")
        return localized(QT_TRANSLATE_NOOP("scalescope-core", "inside the NVLink domain"));
    if (layer == "pcie")
        return localized(QT_TRANSLATE_NOOP("scalescope-core", "inside the node"));
    if (layer == "infiniband")
        return localized(QT_TRANSLATE_NOOP("scalescope-core", "switched by LID"));
    if (layer == "l3_routed")
        return localized(QT_TRANSLATE_NOOP("scalescope-core", "routed at L3 (RoCE v2 over UDP/IP)"));
    if (layer == "l2_switched")
        return localized(QT_TRANSLATE_NOOP("scalescope-core", "switched at L2 (RoCE v1)"));
    return localized(QT_TRANSLATE_NOOP("scalescope-core", "storage or management Ethernet"));
}

nlohmann::ordered_json scaleOutEnds(const Topology& topology, const std::vector<LinkId>& links, NodeId from)
{
    const std::vector<NodeId> nics = computeNicsOn(topology, links, from);
    if (nics.size() < 2)
        return nullptr;
    const Node& first = topology.nodes[nics.front()];
    const Node& last = topology.nodes[nics.back()];
    nlohmann::ordered_json out;
    out["network"] = std::string(toString(topology.scaleOut));
    out["routing"] = std::string(toString(topology.routing));
    out["from_nic"] = first.name;
    out["from_address"] = fabricAddress(topology, first);
    out["to_nic"] = last.name;
    out["to_address"] = fabricAddress(topology, last);
    switch (topology.scaleOut) {
    case ScaleOutNetwork::InfiniBand:
        out["how"] = localized(first.addresses.ibSubnet == last.addresses.ibSubnet
                ? QT_TRANSLATE_NOOP("scalescope-core", "switched by destination LID inside one subnet")
                : QT_TRANSLATE_NOOP("scalescope-core", "across subnets by GID"));
        break;
    case ScaleOutNetwork::RoceV2:
        out["how"] = localized(
            QT_TRANSLATE_NOOP("scalescope-core", "routed by destination IP, UDP source port as ECMP entropy"));
        break;
    case ScaleOutNetwork::RoceV1:
        out["how"]
            = localized(QT_TRANSLATE_NOOP("scalescope-core", "switched by destination MAC inside one L2 subnet"));
        break;
    }
    return out;
}

void requireRoutable(const Topology& topology, const std::vector<LinkId>& links, NodeId from, NodeId to)
{
    if (topology.scaleOut != ScaleOutNetwork::RoceV1)
        return;
    const std::vector<NodeId> nics = computeNicsOn(topology, links, from);
    if (nics.size() < 2)
        return;
    const auto leafA = leafOf(topology, nics.front());
    const auto leafB = leafOf(topology, nics.back());
    if (leafA && leafB && *leafA == *leafB)
        return;
    throw std::invalid_argument(localized(QT_TRANSLATE_NOOP("scalescope-core",
                                              "no RoCE v1 path from %1 to %2: their NICs %3 and %4 are in different "
                                              "L2 subnets (%5, %6), and RoCE v1 frames carry no IP header, so no "
                                              "router forwards them out of the sender's subnet (RoCE v2, --network "
                                              "roce, is routed)"),
        { topology.nodes[from].name, topology.nodes[to].name, topology.nodes[nics.front()].name,
            topology.nodes[nics.back()].name, leafName(topology, leafA), leafName(topology, leafB) }));
}

void requireOneSubnetPerRail(const Topology& topology, const std::vector<NodeId>& nics)
{
    if (topology.scaleOut != ScaleOutNetwork::RoceV1)
        return;
    std::map<std::uint16_t, std::pair<NodeId, std::optional<NodeId>>> firstOfRail; // NIC and its leaf
    for (const NodeId nic : nics) {
        if (nic >= topology.nodes.size() || !isComputeNic(topology.nodes[nic]))
            continue;
        const auto leaf = leafOf(topology, nic);
        const auto [it, fresh] = firstOfRail.try_emplace(topology.nodes[nic].localIndex, nic, leaf);
        if (fresh || it->second.second == leaf)
            continue;
        throw std::invalid_argument(localized(QT_TRANSLATE_NOOP("scalescope-core",
                                                  "RoCE v1 cannot join %1 and %2: they are in different L2 subnets "
                                                  "(%3, %4), and RoCE v1 frames carry no IP header, so they cannot "
                                                  "be routed between subnets; keep the job's NICs of each rail on "
                                                  "one leaf, or use RoCE v2 (--network roce)"),
            { topology.nodes[it->second.first].name, topology.nodes[nic].name, leafName(topology, it->second.second),
                leafName(topology, leaf) }));
    }
}

} // namespace scalescope

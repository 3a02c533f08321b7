// How a topology is stated in a design (designFromTopology, nodeSpecOf, linkSpecOf) and the
// port and lane facts both directions need (catalogPorts, portsInUse, defaultLanes).
#include "design/Design.h"

#include "catalog/Catalog.h"
#include "generate/ClosBuilder.h"
#include "model/Names.h"

#include <algorithm>

namespace scalescope {

std::optional<int> catalogPorts(const Catalog& catalog, NodeKind kind, const std::string& model)
{
    switch (kind) {
    case NodeKind::Gpu:
        if (const GpuSpec* gpu = catalog.gpu(model))
            if (const NvlinkSpec* nvlink = catalog.nvlink(gpu->nvlink))
                return nvlink->linksPerGpu;
        return std::nullopt;
    case NodeKind::NvSwitch:
    case NodeKind::IbSwitch:
    case NodeKind::EthSwitch:
    case NodeKind::PcieSwitch:
        if (const SwitchSpec* sw = catalog.switchSpec(model))
            return sw->ports + sw->uplinkPorts;
        return std::nullopt;
    case NodeKind::Nic:
        if (const NicSpec* nic = catalog.nic(model))
            return nic->ports;
        return std::nullopt;
    case NodeKind::Storage:
        if (const StorageSpec* storage = catalog.storageSpec(model))
            return storage->ports;
        return std::nullopt;
    case NodeKind::Cpu:
        return 0;
    }
    return std::nullopt;
}

int portsInUse(const Topology& topology, NodeId node)
{
    const Node& n = topology.nodes[node];
    const auto tier = topology.primaryTierOf(n);
    int inUse = 0;
    if (!tier)
        return 0;
    for (const Link& link : topology.links) {
        if (link.tier != *tier || (link.a != node && link.b != node))
            continue;
        // Ports are numbered from firstPortNumber: the count is the highest used past it.
        const int port = link.a == node ? link.portA : link.portB;
        inUse = std::max(inUse, port + portsSpanned(link) - firstPortNumber(link.tier));
    }
    return inUse;
}

int defaultLanes(LinkTier tier, BytesPerSec bytesPerSec)
{
    switch (tier) {
    case LinkTier::InfiniBand:
        return kInfinibandLanes;
    case LinkTier::Ethernet:
        return ethernetLanes(bytesPerSec);
    case LinkTier::Pcie:
        return 16;
    case LinkTier::NvLink:
    case LinkTier::NvLinkC2C:
        return 1;
    }
    return 1;
}

Design designFromTopology(const Topology& topology, std::string name)
{
    Design design;
    design.name = std::move(name);
    if (topology.scaleOut != ScaleOutNetwork::InfiniBand)
        design.network = topology.scaleOut;
    design.groups.reserve(topology.groups.size());
    for (const Group& group : topology.groups)
        design.groups.push_back(GroupSpec { group.name, group.kind,
            group.parent == kNoGroup ? std::string() : topology.groups[group.parent].name,
            topology.models[group.model] });
    design.nodes.reserve(topology.nodes.size());
    for (const Node& node : topology.nodes)
        design.nodes.push_back(nodeSpecOf(topology, node, {}, true));
    design.links.reserve(topology.links.size());
    for (const Link& link : topology.links)
        design.links.push_back(linkSpecOf(topology, link));
    return design;
}

NodeSpec nodeSpecOf(const Topology& topology, const Node& node, const std::string& prefix, bool withAddresses)
{
    NodeSpec spec;
    spec.name = prefix + node.name;
    spec.kind = node.kind;
    spec.role = node.role;
    spec.network = node.network;
    spec.model = topology.modelOf(node);
    spec.ports = node.portCount;
    if (node.group != kNoGroup)
        spec.group = prefix + topology.groups[node.group].name;
    if (!withAddresses)
        return spec;
    const Addresses& a = node.addresses;
    if (a.pciBdf != Addresses::kNoPci)
        spec.pci = a.pciBdf;
    if (a.lid != 0) {
        spec.lid = a.lid;
        spec.subnet = a.ibSubnet;
    }
    if (a.guid != 0)
        spec.guid = a.guid;
    if (a.ipv4 != 0)
        spec.ipv4 = a.ipv4;
    if (a.mac != 0)
        spec.mac = a.mac;
    return spec;
}

LinkSpec linkSpecOf(const Topology& topology, const Link& link, const std::string& prefix)
{
    LinkSpec spec;
    spec.a = PortRef { prefix + topology.nodes[link.a].name, link.portA };
    spec.b = PortRef { prefix + topology.nodes[link.b].name, link.portB };
    spec.tier = link.tier;
    spec.bytesPerSecPerDirection = link.bytesPerSecPerDirection;
    if (link.lanes != defaultLanes(link.tier, link.bytesPerSecPerDirection))
        spec.lanes = link.lanes;
    if (link.latencyNs != 0)
        spec.latencyNs = link.latencyNs;
    return spec;
}

} // namespace scalescope

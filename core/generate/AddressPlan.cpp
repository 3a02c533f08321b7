#include "generate/AddressPlan.h"

#include "util/DisjointSets.h"

#include <algorithm>
#include <map>
#include <numeric>
#include <vector>

namespace scalescope {
namespace {

// Bus ids spaced as a root complex would hand them out to separate PCIe hierarchies.
constexpr int kBusStride = 8;
constexpr int kBusesPerGroup = 31;

std::uint32_t pciForIndex(int index)
{
    const auto bus = static_cast<std::uint32_t>(kBusStride + kBusStride * (index % kBusesPerGroup));
    const auto device = static_cast<std::uint32_t>(index / kBusesPerGroup);
    return bus << 8 | device << 3;
}

void assignPci(Topology& topology)
{
    std::vector<int> nextIndex(topology.groups.size(), 0);
    for (const Node& node : topology.nodes)
        if (node.group != kNoGroup && node.addresses.pciBdf != Addresses::kNoPci) {
            const int bus = static_cast<int>(node.addresses.pciBdf >> 8);
            const int device = static_cast<int>((node.addresses.pciBdf >> 3) & 0x1F);
            const int index = device * kBusesPerGroup + bus / kBusStride;
            nextIndex[node.group] = std::max(nextIndex[node.group], index + 1);
        }
    for (Node& node : topology.nodes)
        if (node.group != kNoGroup && takesPciAddress(node) && node.addresses.pciBdf == Addresses::kNoPci)
            node.addresses.pciBdf = pciForIndex(nextIndex[node.group]++);
}

void assignInfiniband(Topology& topology)
{
    const std::size_t count = topology.nodes.size();
    std::vector<bool> onIb(count, false);
    DisjointSets fabrics(count);
    for (const Link& link : topology.links)
        if (link.tier == LinkTier::InfiniBand) {
            onIb[link.a] = onIb[link.b] = true;
            fabrics.join(link.a, link.b);
        }
    std::uint64_t nextGuid = kGuidBase;
    std::uint16_t subnets = 0;
    for (NodeId n = 0; n < count; ++n) {
        const Node& node = topology.nodes[n];
        if (node.kind == NodeKind::IbSwitch)
            onIb[n] = true;
        nextGuid = std::max(nextGuid, node.addresses.guid);
        if (node.addresses.lid != 0)
            subnets = std::max<std::uint16_t>(subnets, node.addresses.ibSubnet + 1);
    }
    // Each fabric's subnet: the one its already-addressed members have, else a new one.
    std::vector<int> subnetOfRoot(count, -1);
    for (NodeId n = 0; n < count; ++n)
        if (onIb[n] && topology.nodes[n].addresses.lid != 0)
            subnetOfRoot[fabrics.find(n)] = topology.nodes[n].addresses.ibSubnet;
    std::vector<std::uint32_t> nextLid;
    for (const Node& node : topology.nodes)
        if (node.addresses.lid != 0) {
            if (nextLid.size() <= node.addresses.ibSubnet)
                nextLid.resize(node.addresses.ibSubnet + 1u, 1);
            nextLid[node.addresses.ibSubnet]
                = std::max<std::uint32_t>(nextLid[node.addresses.ibSubnet], node.addresses.lid + 1u);
        }
    for (NodeId n = 0; n < count; ++n) {
        if (!onIb[n])
            continue;
        Addresses& addresses = topology.nodes[n].addresses;
        if (addresses.guid == 0)
            addresses.guid = ++nextGuid;
        if (addresses.lid != 0)
            continue;
        const std::uint32_t root = fabrics.find(n);
        if (subnetOfRoot[root] < 0)
            subnetOfRoot[root] = subnets++;
        auto subnet = static_cast<std::uint16_t>(subnetOfRoot[root]);
        if (nextLid.size() <= subnet)
            nextLid.resize(subnet + 1u, 1);
        if (nextLid[subnet] > kMaxUnicastLid) {
            // The fabric has outgrown one subnet's unicast LIDs: continue in a new subnet.
            subnetOfRoot[root] = subnets++;
            subnet = static_cast<std::uint16_t>(subnetOfRoot[root]);
            nextLid.resize(subnet + 1u, 1);
        }
        addresses.ibSubnet = subnet;
        addresses.lid = static_cast<std::uint16_t>(nextLid[subnet]++);
    }
}

// A compute NIC on a RoCE fabric: its MAC comes with the Ethernet plan, its IPv4 (RoCE v2
// only) with its leaf's subnet.
bool isRoceNic(const Topology& topology, const Node& node)
{
    return topology.scaleOut != ScaleOutNetwork::InfiniBand && node.kind == NodeKind::Nic
        && node.network == Network::Compute;
}

std::uint32_t nextHostAddress(std::uint32_t address)
{
    do
        ++address;
    while ((address & 0xFF) == 0 || (address & 0xFF) == 0xFF);
    return address;
}

void assignEthernet(Topology& topology)
{
    std::vector<bool> onEthernet(topology.nodes.size(), false);
    for (const Link& link : topology.links)
        if (link.tier == LinkTier::Ethernet)
            onEthernet[link.a] = onEthernet[link.b] = true;
    std::uint64_t nextMac = kMacBase;
    std::uint32_t nextManagement = kManagementSubnet;
    std::uint32_t nextStorage = kStorageSubnet;
    auto isStorage
        = [](const Node& node) { return node.network == Network::Storage && node.kind != NodeKind::EthSwitch; };
    for (const Node& node : topology.nodes) {
        nextMac = std::max(nextMac, node.addresses.mac);
        if (node.addresses.ipv4 != 0 && !isRoceNic(topology, node)) {
            std::uint32_t& next = isStorage(node) ? nextStorage : nextManagement;
            next = std::max(next, node.addresses.ipv4);
        }
    }
    for (NodeId n = 0; n < topology.nodes.size(); ++n) {
        Node& node = topology.nodes[n];
        if (!onEthernet[n] && !takesEthernetAddress(node))
            continue;
        if (node.addresses.mac == 0)
            node.addresses.mac = ++nextMac;
        if (node.addresses.ipv4 == 0 && !isRoceNic(topology, node)) {
            std::uint32_t& next = isStorage(node) ? nextStorage : nextManagement;
            next = nextHostAddress(next);
            node.addresses.ipv4 = next;
        }
    }
}

// The block of addresses a leaf's subnet takes: at least a /24, a power of two holding its NICs,
// the network and broadcast addresses.
std::uint32_t subnetBlock(std::size_t nics)
{
    std::uint32_t block = 256;
    while (block < nics + 2)
        block *= 2;
    return block;
}

// RoCE v2: every compute NIC an IPv4 address in its leaf's subnet, numbered in the leaf's port
// order; a leaf's NICs added later continue after its highest address.
void assignRoceV2(Topology& topology)
{
    std::map<NodeId, std::vector<std::pair<std::uint16_t, NodeId>>> nicsOfLeaf;
    for (const Link& link : topology.links) {
        if (!topology.isComputeFabricLink(link))
            continue;
        const bool nicAtA = topology.nodes[link.a].kind == NodeKind::Nic;
        const NodeId nic = nicAtA ? link.a : link.b;
        const NodeId leaf = nicAtA ? link.b : link.a;
        if (topology.nodes[nic].kind == NodeKind::Nic && topology.nodes[leaf].kind == NodeKind::EthSwitch)
            nicsOfLeaf[leaf].push_back({ nicAtA ? link.portB : link.portA, nic });
    }
    std::uint32_t next = kComputeSubnet; // the first address past every block given so far
    for (const Node& node : topology.nodes)
        if (isRoceNic(topology, node) && node.addresses.ipv4 >= kComputeSubnet)
            next = std::max(next, (node.addresses.ipv4 | 0xFF) + 1);
    for (auto& [leaf, nics] : nicsOfLeaf) {
        std::sort(nics.begin(), nics.end());
        std::uint32_t highest = 0;
        for (const auto& [port, nic] : nics)
            highest = std::max(highest, topology.nodes[nic].addresses.ipv4);
        if (highest == 0) {
            const std::uint32_t block = subnetBlock(nics.size());
            highest = (next + block - 1) / block * block;
            next = highest + block;
        }
        for (const auto& [port, nic] : nics)
            if (Addresses& a = topology.nodes[nic].addresses; a.ipv4 == 0)
                a.ipv4 = highest = nextHostAddress(highest);
        next = std::max(next, (highest | 0xFF) + 1);
    }
}

} // namespace

bool takesPciAddress(const Node& node)
{
    switch (node.kind) {
    case NodeKind::Gpu:
    case NodeKind::PcieSwitch:
    case NodeKind::NvSwitch:
        return true;
    case NodeKind::Nic:
        return node.network != Network::Management;
    default:
        return false;
    }
}

bool takesEthernetAddress(const Node& node)
{
    return node.kind == NodeKind::EthSwitch || node.kind == NodeKind::Storage
        || (node.kind == NodeKind::Nic && (node.network == Network::Storage || node.network == Network::Management));
}

void assignAddresses(Topology& topology)
{
    assignPci(topology);
    assignInfiniband(topology);
    assignEthernet(topology);
    if (topology.scaleOut == ScaleOutNetwork::RoceV2)
        assignRoceV2(topology);
}

} // namespace scalescope

// The three-tier cluster graph: devices (nodes) grouped as rack -> node/tray -> device, and links
// between their ports. Plain data with a few helpers; builders and readers fill it, everything
// else reads it.
#pragma once

#include "model/NameIndex.h"
#include "model/Units.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace scalescope {

using NodeId = std::uint32_t;
using LinkId = std::uint32_t;
using GroupId = std::int32_t;
inline constexpr GroupId kNoGroup = -1;

enum class NodeKind : std::uint8_t { Gpu, Cpu, NvSwitch, PcieSwitch, Nic, IbSwitch, EthSwitch, Storage };
enum class SwitchRole : std::uint8_t { None, Leaf, Spine, Core };
// Which network a NIC or switch serves: the scale-out compute fabric, storage/in-band, or
// out-of-band management.
enum class Network : std::uint8_t { None, Compute, Storage, Management };
enum class LinkTier : std::uint8_t { NvLink, NvLinkC2C, Pcie, InfiniBand, Ethernet };
enum class GroupKind : std::uint8_t { Rack, Node, SwitchTray };
// What the scale-out compute fabric is: InfiniBand (LID-switched in a subnet, GIDs across
// subnets), or RDMA over Converged Ethernet: v2 carries the IB transport over UDP/IP and is
// routed; v1 (deprecated) sits directly on Ethernet frames and stays inside one L2 subnet.
enum class ScaleOutNetwork : std::uint8_t { InfiniBand, RoceV2, RoceV1 };
// How the compute fabric's switches choose among equal-cost next hops: ECMP hashes each flow (a
// RoCE v2 connection's UDP/IP 5-tuple, an InfiniBand LID pair and QP) onto one of them, so a
// flow keeps one path and a few large flows can share an uplink while others idle; adaptive
// routing (InfiniBand AR on Quantum switches, Spectrum-X packet spraying) spreads every flow
// over all of them.
enum class FabricRouting : std::uint8_t { Ecmp, Adaptive };

inline constexpr int kNodeKindCount = 8;
inline constexpr int kLinkTierCount = 5;

// Addresses of a device on each tier it belongs to. Zero (or kNoPci) means "not on that tier".
struct Addresses {
    static constexpr std::uint32_t kNoPci = 0xFFFFFFFFu;
    std::uint32_t pciBdf = kNoPci; // domain 0: bus << 8 | device << 3 | function
    std::uint16_t lid = 0; // InfiniBand local id, unique inside its subnet
    std::uint16_t ibSubnet = 0; // index of the IB subnet (GID prefix) the LID belongs to
    std::uint64_t guid = 0; // InfiniBand node GUID
    std::uint32_t ipv4 = 0; // Ethernet IPv4 address
    std::uint64_t mac = 0; // Ethernet MAC (48 bits)
};

struct Node {
    std::string name; // stable id, unique in the design, never contains ':'
    NodeKind kind = NodeKind::Gpu;
    SwitchRole role = SwitchRole::None;
    Network network = Network::None;
    std::uint16_t model = 0; // index into Topology::models (catalog id or free text)
    std::uint16_t portCount = 0; // ports of the device's own tier (NVLink, IB or Ethernet)
    std::uint16_t localIndex = 0; // position among devices of its kind in its group (GPU 0..7)
    GroupId group = kNoGroup;
    Addresses addresses;
};

struct Link {
    NodeId a = 0;
    NodeId b = 0;
    std::uint16_t portA = 0; // first port used at a; an NVLink bundle uses ports [portA, portA+lanes)
    std::uint16_t portB = 0;
    LinkTier tier = LinkTier::NvLink;
    // NVLink: links bundled between the two devices; other tiers: serdes lanes (IB 4x, PCIe x16).
    std::uint16_t lanes = 1;
    BytesPerSec bytesPerSecPerDirection = 0; // the whole link, all lanes together
    LatencyNs latencyNs = 0; // wire latency of the link itself
};

struct Group {
    std::string name;
    GroupKind kind = GroupKind::Rack;
    GroupId parent = kNoGroup;
    std::uint16_t model = 0; // system model for racks and nodes (index into Topology::models)
};

// How many port numbers a link occupies at each end.
inline int portsSpanned(const Link& link)
{
    return link.tier == LinkTier::NvLink ? link.lanes : 1;
}
// Port numbers start at 1 on InfiniBand and Ethernet faceplates, at 0 for NVLink and inside a node.
inline int firstPortNumber(LinkTier tier)
{
    return (tier == LinkTier::InfiniBand || tier == LinkTier::Ethernet) ? 1 : 0;
}
// The link tier of a scale-out fabric: InfiniBand, or Ethernet for RoCE.
inline LinkTier fabricTier(ScaleOutNetwork network)
{
    return network == ScaleOutNetwork::InfiniBand ? LinkTier::InfiniBand : LinkTier::Ethernet;
}
// A NIC of the scale-out compute fabric (not storage or management).
inline bool isComputeNic(const Node& node)
{
    return node.kind == NodeKind::Nic && node.network == Network::Compute;
}

// The tier whose ports a device's portCount counts; a compute NIC's is its fabric's.
std::optional<LinkTier> primaryTier(
    NodeKind kind, Network network, ScaleOutNetwork scaleOut = ScaleOutNetwork::InfiniBand);

class Topology {
public:
    std::vector<Node> nodes;
    std::vector<Link> links;
    std::vector<Group> groups;
    std::vector<std::string> models { "" };
    // The compute fabric's kind; its links are InfiniBand, or Ethernet between compute-network
    // devices on RoCE.
    ScaleOutNetwork scaleOut = ScaleOutNetwork::InfiniBand;
    // How its switches spread flows over equal-cost paths (the design's, or its fabric's default).
    FabricRouting routing = FabricRouting::Adaptive;

    // Whether a link is part of the scale-out compute fabric (not storage or management).
    bool isComputeFabricLink(const Link& link) const;

    std::uint16_t internModel(std::string_view model);
    const std::string& modelOf(const Node& node) const { return models[node.model]; }

    NodeId addNode(Node node);
    LinkId addLink(const Link& link);
    GroupId addGroup(Group group);

    std::optional<LinkTier> primaryTierOf(const Node& node) const
    {
        return primaryTier(node.kind, node.network, scaleOut);
    }

    // Finds a node by name; builds the name index on first use (safe from several threads at
    // once on a topology no one changes).
    std::optional<NodeId> findNode(std::string_view name) const;
    std::optional<GroupId> findGroup(std::string_view name) const;
    // Drops the name indexes (call after removing or renaming nodes).
    void invalidateIndexes();

    // The rack a node sits in, following group parents; kNoGroup when it is in none.
    GroupId rackOf(NodeId node) const;
    // The outermost group a node sits in (its rack, or its node/tray when that is in no rack);
    // kNoGroup when it is in none.
    GroupId topGroupOf(NodeId node) const;

private:
    NameIndex<NodeId> m_nodeIndex;
    NameIndex<GroupId> m_groupIndex;
};

} // namespace scalescope

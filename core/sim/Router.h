// Paths between GPUs on the real topology, as NCCL's transports take them:
// - inside an NVLink domain, GPU -> NVSwitch -> GPU over every switch chip at once, in
//   proportion to the NVLinks to each (a direct NVLink when there is no switch);
// - across domains, rail-matched: the data first moves over NVLink to the GPU whose NIC is on the
//   destination's rail (PXN), then GPU -> PCIe -> NIC -> leaf -> spine (-> core) -> ... -> NIC ->
//   PCIe -> GPU, choosing among equal-cost next hops as the fabric routes (FabricRoutingOptions):
//   static ECMP hashes each of NCCL's connections between the two NICs (its 5-tuple: addresses,
//   UDP port 4791 and a source port of its own on RoCE v2; the LID pair and QP on InfiniBand)
//   onto one path at every switch, deterministically, so collisions and hot links appear as they
//   do on real fabrics; adaptive routing spreads the transfer evenly over the equal-cost paths
//   (up to kMaxSprayPaths), the part between the two leaves as flows of its own shared by every
//   NIC pair of those leaves, as if the leaves buffered what the spread paths carry;
// - a GPU whose NIC no PCIe path reaches (its own failed, a neighbour's under the other CPU is
//   used) crosses NVLink to a GPU beside that NIC first, as NCCL's PXN does;
// - without GPUDirect RDMA, through host memory: GPU -> PCIe -> CPU and CPU -> PCIe -> NIC.
// A route is a list of segments; each segment is a fluid flow of its own (the PXN hop is
// buffered at the relaying GPU; NIC to NIC is one flow), so a transfer ends when its last
// segment does.
#pragma once

#include "model/Topology.h"
#include "sim/RankLayout.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <unordered_map>
#include <utility>
#include <vector>

namespace scalescope {

// One direction of one link: link * 2 + (0 for a -> b, 1 for b -> a).
using Channel = std::uint32_t;
inline Channel channelOf(LinkId link, bool fromA)
{
    return link * 2 + (fromA ? 0 : 1);
}

struct Segment {
    std::vector<Channel> channels;
    double share = 1; // fraction of the transfer's bytes this segment carries (NVLink multipath)
    // Identical segments over the NVSwitch chips folded into this one's (PlaneFold), each with
    // `share`; 1 when nothing is folded.
    int copies = 1;
};

// How the fabric part of a route is chosen: the design's routing (Topology::routing) or a job's.
struct FabricRoutingOptions {
    FabricRouting routing = FabricRouting::Adaptive;
    // ECMP: the connections NCCL opens between two NICs, each a flow hashed on its own: its
    // channels per NIC times NCCL_IB_QPS_PER_CONNECTION (1 by default).
    int connectionsPerPeer = 1;
    int qpsPerConnection = 1; // of connectionsPerPeer, the queue pairs of each of NCCL's connections
};

// The topology as every router of a run walks it: each node's links, its scale-out fabric's
// hops, the fabric switches numbered, and what routers find of it as they go (hops to an anchor,
// equal-cost next hops), with the connections static ECMP has hashed onto each link direction.
// Built once and shared by the routers of one run, on one thread: a training iteration at flow
// fidelity routes thousands of collectives together, each with a router of its own.
struct RouterTables {
    RouterTables(const Topology& topology, FabricRouting routing);

    struct FabricHop {
        Channel channel; // leaving the node
        NodeId next;
        bool toSwitch;
    };
    std::vector<std::vector<LinkId>> adjacency; // every link of each node
    std::vector<std::vector<FabricHop>> fabricHops; // each node's InfiniBand and Ethernet links, in link order
    std::vector<std::uint32_t> switchIndex; // per node: its number among the fabric switches, else ~0
    std::size_t switchCount = 0;
    // ECMP: per channel between two switches, the connections hashed onto it by every router
    // sharing these tables; empty under adaptive routing.
    std::vector<std::uint32_t> connectionsOn;
    // Adaptive routing: per set of equal-cost next hops of a switch (its uplinks, its links down
    // to one spine), named by the first, the spread paths dealt over them so far; the next
    // transfer's paths go on from there.
    std::unordered_map<Channel, std::uint32_t> pathsDealt;
    std::unordered_map<NodeId, std::vector<std::uint16_t>> fabricDistances; // anchor -> switchDistancesTo
    // The equal-cost next hops from a switch toward an anchor (walkFabric's), found once for every
    // path that passes; no more are kept past kMaxKeptHops entries and pointers (tens of MiB).
    std::unordered_map<std::uint64_t, std::vector<const FabricHop*>> closerHops;
    std::size_t keptHops = 0;
    static constexpr std::size_t kMaxKeptHops = std::size_t { 1 } << 20;
};

class Router {
public:
    // Adaptive routing spreads a transfer over at most this many equal-cost paths.
    static constexpr int kMaxSprayPaths = 256;

    // `tables`, when given, are the run's, shared with its other routers; else the router builds
    // its own.
    Router(const Topology& topology, const RankLayout& layout, bool gpuDirect, FabricRoutingOptions fabric = {},
        std::shared_ptr<RouterTables> tables = nullptr);

    // Segments that carry a transfer from one GPU to another: inDomain(from, to) when both are
    // in one NVLink domain, else pxnHop(from, relay) (when the relay is another GPU) followed by
    // network(relay, to), with relay = *relayAcross(from, to).
    std::vector<Segment> route(NodeId from, NodeId to);
    // The GPU whose NIC sends a transfer to another NVLink domain, the one on the destination's
    // rail (the source itself when it has none); none when both GPUs are in one domain.
    std::optional<NodeId> relayAcross(NodeId from, NodeId to) const;
    // Inside one domain: over the NVLink switches (or direct NVLinks), else the shortest path.
    std::vector<Segment> inDomain(NodeId from, NodeId to);
    // The NVLink hop to the relaying GPU (PXN).
    std::vector<Segment> pxnHop(NodeId from, NodeId relay) const { return nvlink(from, relay); }
    // From the relaying GPU through both NICs and the fabric to the destination: with ECMP one
    // flow per connection, each on its hashed path; with adaptive routing one flow from GPU to
    // GPU through both NICs and their leaves plus the spread flows between the leaves (or, for
    // NICs on several switches, the whole route spread).
    std::vector<Segment> network(NodeId relay, NodeId to);
    // network in two parts: the pair's own segments, and (adaptive routing between two leaves)
    // the spread paths between the leaves, which every pair of those two leaves shares, kept by
    // the router (null when there are none) and named by `leaves` for those who route them once.
    struct NetworkParts {
        std::vector<Segment> own;
        const std::vector<std::vector<Channel>>* spread = nullptr;
        std::uint64_t leaves = 0;
    };
    NetworkParts networkParts(NodeId relay, NodeId to);
    // The `leaves` networkParts(relay, to) names without routing anything (0 when the transfer
    // has no spread paths of its leaves): what a memory estimate counts once per pair of leaves.
    std::uint64_t spreadLeaves(NodeId relay, NodeId to) const;
    // The spread paths as segments, each with an equal share.
    static std::vector<Segment> spreadSegments(const std::vector<std::vector<Channel>>& spread);
    // Segments between a GPU and the NVSwitch chips of its domain, in proportion to lanes
    // (NVLS: the GPU writes to and reads from the switches).
    std::vector<Segment> toSwitches(NodeId gpu, bool towardsSwitch) const;
    // The fabric path from a NIC up to a switch and the reverse, by a hash of the two ends.
    std::vector<Channel> fabricPath(NodeId from, NodeId to);
    const FabricRoutingOptions& fabricRouting() const { return m_fabric; }
    // ECMP: per channel (link direction) between two switches, the connections hashed onto it
    // so far by every router sharing its tables; empty under adaptive routing.
    const std::vector<std::uint32_t>& connectionsOn() const { return m_tables->connectionsOn; }
    // Whether the routes asked for are recorded: counted in connectionsOn, their spread paths
    // advancing pathsDealt and kept for the next transfers (on by default); off for routes only
    // looked at, as a memory estimate samples them. Returns the setting before.
    bool recordRoutes(bool on) { return std::exchange(m_recordsRoutes, on); }
    NodeId leafOf(NodeId nic) const;
    // The GPU whose NIC serves `rail`: in `gpu`'s own tray when one does, else elsewhere in its
    // NVLink domain, else `gpu` itself.
    NodeId gpuOnRail(NodeId gpu, int rail) const;
    int railOf(NodeId gpu) const;
    // The node a channel leads to.
    NodeId endOf(Channel channel) const;
    NodeId nicOf(NodeId gpu) const;
    // A switch of the scale-out fabric (InfiniBand or Ethernet).
    static bool isFabricSwitch(const Node& node);
    // Routes over one NVSwitch chip of each class `copies` (per node, sim/PlaneFold.h) names,
    // each segment standing for its class; empty: over every chip. Kept by pointer.
    void foldPlanes(const std::vector<std::uint16_t>* copies) { m_planeCopies = copies; }
    // The link directions a flow on `channel` stands for: its NVSwitch chip's class, else 1.
    int planeCopiesOf(Channel channel) const;

private:
    using FabricHop = RouterTables::FabricHop;
    int planeCopies(NodeId node) const { return m_planeCopies ? (*m_planeCopies)[node] : 1; }

    std::vector<Segment> nvlink(NodeId from, NodeId to) const;
    // Kept: a reference into m_hostPaths, whose elements stay where they are as it grows.
    const std::vector<Channel>& hostPath(NodeId from, NodeId to, bool towardsNic);
    std::vector<Channel> findHostPath(NodeId from, NodeId to, bool towardsNic);
    std::vector<Channel> shortestPath(NodeId from, NodeId to, const std::vector<LinkTier>& tiers);
    std::optional<std::vector<Channel>> findShortestPath(NodeId from, NodeId to, const std::vector<LinkTier>& tiers);
    // Inside a node between a GPU (or a CPU) and a NIC: over PCIe, else through a GPU beside the
    // NIC over NVLink (PXN).
    std::vector<Channel> pcieOrPxnPath(NodeId from, NodeId to);
    // Hops from every fabric switch to `anchor` (a switch, or a host whose links lead to switches),
    // kUnreached where none leads: one entry per switch, not per node (a 16,384-node fabric has
    // thousands of leaves to anchor at, and half a million nodes).
    const std::vector<std::uint16_t>& switchDistancesTo(NodeId anchor);
    static constexpr std::uint16_t kUnreached = 0xffff;
    // Hops from `node` to `anchor` by `toAnchor` (switchDistancesTo's): hosts do not forward, so
    // a host other than the anchor is one hop past its nearest switch (or beside the anchor);
    // -1 when nothing leads there.
    int fabricDistance(const std::vector<std::uint16_t>& toAnchor, NodeId anchor, NodeId node) const;
    // Walks the equal-cost next hops from `from` to `to`; `pick(at, choices)` chooses the index.
    using NextHops = std::vector<const RouterTables::FabricHop*>;
    template <typename Pick> std::vector<Channel> walkFabric(NodeId from, NodeId to, Pick pick);
    // The hashed path of one connection between two NICs (ECMP).
    std::vector<Channel> hashedPath(NodeId fromNic, NodeId toNic, int connection);
    // Up to kMaxSprayPaths equal-cost paths, dealt round-robin at every switch over each set of
    // next hops from where the transfers before left off (pathsDealt; a host from where the pair
    // of ends says) (adaptive).
    std::vector<std::vector<Channel>> sprayPaths(NodeId from, NodeId to);
    // sprayPaths between two leaves, kept for the router's next transfers between them (a route
    // only looked at is not kept: it holds until the next).
    const std::vector<std::vector<Channel>>& leafSpray(NodeId fromLeaf, NodeId toLeaf);
    // The switch a NIC hangs from when it has one fabric link, else none.
    std::optional<NodeId> singleLeafOf(NodeId nic) const;
    std::uint64_t connectionKey(NodeId fromNic, NodeId toNic, int connection) const;

    const Topology& m_topology;
    bool m_gpuDirect;
    FabricRoutingOptions m_fabric;
    bool m_recordsRoutes = true;
    std::shared_ptr<RouterTables> m_tables;
    std::unordered_map<std::uint64_t, std::vector<std::vector<Channel>>> m_leafSprays; // (leaf, leaf) -> paths
    std::vector<std::vector<Channel>> m_lookedAtSpray; // leafSpray's, for a route only looked at
    std::vector<const FabricHop*> m_choices; // fabricPath's equal-cost next hops
    // What the router knows of each GPU of its layout, found with one look-up per GPU (an
    // alltoall asks for a million pairs): its rail (its NIC's index, -1 without one), its
    // rail-matched NIC and the lists of GPU per rail of its tray and of its domain (in
    // m_railLists; two GPUs with one domain list share their domain).
    struct GpuRails {
        int rail = -1;
        NodeId nic = RankLayout::kNoNic;
        std::uint32_t trayRails = 0, domainRails = 0;
    };
    const GpuRails* railsOf(NodeId gpu) const;
    NodeId gpuOnRail(const GpuRails& rails, NodeId gpu, int rail) const;
    std::unordered_map<NodeId, GpuRails> m_gpus;
    std::vector<std::vector<NodeId>> m_railLists; // GPU per rail, of a tray or of a domain
    std::unordered_map<std::uint64_t, std::vector<Channel>> m_hostPaths; // (from, to) -> path in a node
    const std::vector<std::uint16_t>* m_planeCopies = nullptr;
};

} // namespace scalescope

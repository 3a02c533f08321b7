#include "sim/PhaseFlows.h"

#include <algorithm>
#include <array>
#include <bit>
#include <unordered_map>

namespace scalescope {
namespace {

using TierShares = std::array<double, kLinkTierCount>;

// Per tier, `shares` plus the shares of the segments that use it, in segment order (as
// addTransferPayload sums them).
void addTierShares(TierShares& shares, const std::vector<Segment>& segments, const Topology& topology)
{
    for (const Segment& segment : segments) {
        std::array<bool, kLinkTierCount> uses {};
        for (const Channel c : segment.channels)
            uses[static_cast<std::size_t>(topology.links[c / 2].tier)] = true;
        for (std::size_t t = 0; t < uses.size(); ++t)
            shares[t] += uses[t] ? segment.share * segment.copies : 0;
    }
}

// One part of many routes (a PXN hop, a network segment) routed once: the merged flows of its
// segments with each one's share, and its tiers' shares.
struct RoutedPart {
    std::vector<std::pair<std::uint32_t, double>> flows; // (flow in the merger, share)
    TierShares tiers {};
};

RoutedPart routePart(std::vector<Segment> segments, double bytes, const Topology& topology, FlowMerger& merger)
{
    RoutedPart part;
    addTierShares(part.tiers, segments, topology);
    for (Segment& s : segments)
        part.flows.emplace_back(merger.add(std::move(s.channels), bytes * s.share), s.share);
    return part;
}

void addRouted(const Transfer& t, Router& router, const Topology& topology, TierBytes& payload, FlowMerger& merger)
{
    std::vector<Segment> route = router.route(t.from, t.to);
    addTransferPayload(payload, route, t.bytes, topology);
    for (Segment& s : route)
        merger.add(std::move(s.channels), t.bytes * s.share);
}

// The transfers with those between the same two GPUs summed into the first of them, in the
// order of their first appearance.
std::vector<Transfer> gatherPairs(const std::vector<Transfer>& transfers)
{
    std::vector<Transfer> gathered;
    std::unordered_map<std::uint64_t, std::size_t> indexOf;
    indexOf.reserve(transfers.size());
    for (const Transfer& t : transfers) {
        const auto [it, fresh] = indexOf.try_emplace(std::uint64_t(t.from) << 32 | t.to, gathered.size());
        if (fresh)
            gathered.push_back(t);
        else
            gathered[it->second].bytes += t.bytes;
    }
    return gathered;
}

// Transfers that never repeat a pair (an alltoall's n(n-1)) still repeat their parts: every GPU
// of a tray sends to a destination through the same relay, so the network segment (relay,
// destination) and the PXN hop (GPU, relay) are routed once and their flows found by number.
// The network segments are kept in a cache of a few slots per GPU, enough for the transfers of
// one sender after another; one pushed out is routed again, which changes nothing but time. The
// spread paths between two leaves, which every pair of GPUs under those leaves shares, are routed
// once. The flows and payload are what addRouted gives, summed in the same order.
class RelayedTransfers {
public:
    RelayedTransfers(Router& router, const Topology& topology, FlowMerger& merger, std::size_t gpus)
        : m_router(router)
        , m_topology(topology)
        , m_merger(merger)
        , m_networkSlots(std::bit_ceil(std::max<std::size_t>(4 * gpus, 64)))
    {
    }

    void add(const Transfer& t, TierBytes& payload)
    {
        if (t.from == t.to || !(t.bytes > 0))
            return; // no route, or nothing to carry
        const std::optional<NodeId> across = m_router.relayAcross(t.from, t.to);
        if (!across)
            return addRouted(t, m_router, m_topology, payload, m_merger);
        const NodeId relay = *across;
        TierShares shares {};
        if (relay != t.from) {
            auto [it, fresh] = m_pxnHops.try_emplace(key(t.from, relay));
            if (fresh)
                it->second = routePart(m_router.pxnHop(t.from, relay), t.bytes, m_topology, m_merger);
            addPart(it->second, fresh, t.bytes, shares);
        }
        NetworkSlot& slot = m_networkSlots[mixed(key(relay, t.to)) & (m_networkSlots.size() - 1)];
        const bool fresh = slot.key != key(relay, t.to);
        bool freshSpread = false;
        if (fresh) {
            slot.key = key(relay, t.to);
            Router::NetworkParts parts = m_router.networkParts(relay, t.to);
            slot.part = routePart(std::move(parts.own), t.bytes, m_topology, m_merger);
            slot.spread = nullptr;
            if (parts.spread) {
                auto [it, created] = m_spreads.try_emplace(parts.leaves);
                if (created)
                    it->second = routePart(Router::spreadSegments(*parts.spread), t.bytes, m_topology, m_merger);
                freshSpread = created;
                slot.spread = &it->second;
            }
        }
        addPart(slot.part, fresh, t.bytes, shares);
        if (slot.spread)
            addPart(*slot.spread, freshSpread, t.bytes, shares);
        for (std::size_t k = 0; k < shares.size(); ++k)
            payload[k] += t.bytes * std::min(shares[k], 1.0);
    }

private:
    // A part just routed has its bytes; one routed before gets them now. Its tiers either way.
    void addPart(const RoutedPart& part, bool fresh, double bytes, TierShares& shares)
    {
        if (!fresh)
            for (const auto& [flow, share] : part.flows)
                if (flow != FlowMerger::kNone)
                    m_merger.addTo(flow, bytes * share);
        for (std::size_t t = 0; t < shares.size(); ++t)
            shares[t] += part.tiers[t];
    }

    struct NetworkSlot {
        std::uint64_t key = ~0ull;
        RoutedPart part; // the pair's own segments
        const RoutedPart* spread = nullptr; // the spread paths between its leaves, in m_spreads
    };
    static std::uint64_t key(NodeId a, NodeId b) { return std::uint64_t(a) << 32 | b; }
    static std::uint64_t mixed(std::uint64_t x)
    {
        x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
        return x ^ (x >> 31);
    }

    Router& m_router;
    const Topology& m_topology;
    FlowMerger& m_merger;
    std::unordered_map<std::uint64_t, RoutedPart> m_pxnHops;
    // The spread paths between two leaves, routed once for every pair of GPUs under them.
    std::unordered_map<std::uint64_t, RoutedPart> m_spreads;
    std::vector<NetworkSlot> m_networkSlots;
};

} // namespace

std::vector<FluidFlow> routePhase(Phase& phase, Router& router, const Topology& topology, TierBytes& payload)
{
    FlowMerger merger;
    for (const FluidFlow& f : phase.flows)
        merger.add(f.channels, f.bytes);
    phase.flows = {};
    for (const FluidFlow& f : phase.delivered)
        addTransferPayload(payload, { Segment { f.channels, 1 } }, f.bytes, topology);
    if (phase.distinctPairs) {
        RelayedTransfers relayed(router, topology, merger, topology.nodes.size());
        for (const Transfer& t : phase.transfers)
            relayed.add(t, payload);
    } else {
        for (const Transfer& t : gatherPairs(phase.transfers))
            addRouted(t, router, topology, payload, merger);
    }
    return merger.flows();
}

} // namespace scalescope

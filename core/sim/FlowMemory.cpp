#include "sim/FlowMemory.h"

#include "model/Localized.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
#include <unordered_set>

namespace scalescope {
namespace {

// Routes sampled to count a phase's flows and their channels.
constexpr std::size_t kSampledRoutes = 64;
// Bytes per counted item, fitted to the peak resident memory 21 runs added (bench_flow_memory:
// alltoall direct and pairwise, ring, tree, NVLS, CollNet, hierarchical, halving-doubling on DGX
// H100 and GB200 NVL72 clusters of up to 1,024 GPUs) and rounded up; the estimate came to 0.5 to
// 1.5 times what was measured. A live flow's share was fitted again once flows were merged as
// they are routed (the 13 runs of bench_flow_memory: 0.98 to 1.96), and again once NVSwitch
// planes were folded (sim/PlaneFold.h), which leaves an alltoall's flows mostly network segments
// of more channels each (alltoalls on 8 and 16 GB200 racks and 128 DGX H100 nodes: 0.97 to 1.2).
// Since the spread paths between two leaves are counted once per pair of leaves, as they are
// merged, and a channel's timeline as a segment for each flow that crosses it (a channel's load
// changes as each of its flows ends), ring, tree, NVLS+tree, NVLS, CollNet and hierarchical
// all_reduce on up to 512 DGX H100 nodes and 16 GB200 racks come to 0.79 to 2.4 times what they
// took (the 3-tier nvlstree on 512 nodes was 6.8 times: 1.2 GiB for 184 MiB).
// A flow of the largest phase while it runs: its merged FluidFlow and channel list, the merger's
// slot and sort entry, the copy reduced to its narrowest channels, its rate, bytes left, finish
// time and place in the due queue, the max-min solver's membership of its channels.
constexpr double kPerLiveFlow = 400;
// A flow given directly on channels (to and from switches), held in its phase until it runs.
constexpr double kPerGivenFlow = 128;
// A segment of a channel's timeline, recorded by the network and handed to the result (with the
// slack of its growing list).
constexpr double kPerTimelineEntry = 160;
// A link direction: capacities, load, bytes carried, the solver's scratch, the router's adjacency.
constexpr double kPerChannel = 128;

// Segments counted with their channels, as they load the timeline too.
struct SegmentCounts {
    double segments = 0;
    double channels = 0;
    // Channels on the timeline: a flow over a folded NVSwitch chip loads its class's channels
    // (sim/PlaneFold.h).
    double timelineChannels = 0;
};

struct RouteSample {
    double segments = 0; // flows per transfer, the spread paths between its leaves included
    double channels = 0; // channels per flow
    double timelineChannels = 0; // channels per flow on the timeline
    // Per transfer, its own segments (the PXN hop, NIC to NIC or the ends to their leaves);
    // per pair of leaves, the spread paths between them, which every transfer between those
    // leaves shares once merged (PhaseFlows).
    SegmentCounts own, spread;
};

// The channels a flow loads on the timeline: each of its own, times the NVSwitch chips its
// chip stands for.
double timelineChannelsOf(const std::vector<Channel>& channels, const Router& router)
{
    double count = 0;
    for (const Channel c : channels)
        count += router.planeCopiesOf(c);
    return count;
}

void countSegments(SegmentCounts& counts, const std::vector<Segment>& segments, const Router& router)
{
    for (const Segment& s : segments) {
        counts.segments += 1;
        counts.channels += static_cast<double>(s.channels.size());
        counts.timelineChannels += timelineChannelsOf(s.channels, router);
    }
}

// A route's network segments as the phase holds them once merged: static ECMP's hashed
// connections that took the same path are one flow.
std::vector<Segment> distinctPaths(std::vector<Segment> segments)
{
    const auto byChannels = [](const Segment& a, const Segment& b) { return a.channels < b.channels; };
    std::sort(segments.begin(), segments.end(), byChannels);
    const auto samePath = [](const Segment& a, const Segment& b) { return a.channels == b.channels; };
    segments.erase(std::unique(segments.begin(), segments.end(), samePath), segments.end());
    return segments;
}

void countPaths(SegmentCounts& counts, const std::vector<std::vector<Channel>>& paths, const Router& router)
{
    for (const std::vector<Channel>& path : paths) {
        counts.segments += 1;
        counts.channels += static_cast<double>(path.size());
        counts.timelineChannels += timelineChannelsOf(path, router);
    }
}

// While it lives, the routes a router gives are looked at, not used: static ECMP's count of
// connections on each link is left to the run's own routes.
class RoutesLookedAt {
public:
    explicit RoutesLookedAt(Router& router)
        : m_router(router)
        , m_counted(router.recordRoutes(false))
    {
    }
    ~RoutesLookedAt() { m_router.recordRoutes(m_counted); }
    RoutesLookedAt(const RoutesLookedAt&) = delete;
    RoutesLookedAt& operator=(const RoutesLookedAt&) = delete;

private:
    Router& m_router;
    bool m_counted;
};

// A route in its two parts (Router::route's segments, the spread ones apart); returns whether it
// has spread paths.
bool countRoute(SegmentCounts& own, SegmentCounts& spread, Router& router, NodeId from, NodeId to)
{
    if (from == to)
        return false;
    const std::optional<NodeId> across = router.relayAcross(from, to);
    if (!across) {
        countSegments(own, router.inDomain(from, to), router);
        return false;
    }
    const NodeId relay = *across;
    if (relay != from)
        countSegments(own, router.pxnHop(from, relay), router);
    const Router::NetworkParts parts = router.networkParts(relay, to);
    countSegments(own, distinctPaths(parts.own), router);
    if (parts.spread)
        countPaths(spread, *parts.spread, router);
    return parts.spread != nullptr;
}

template <typename PairAt> RouteSample sampleRoutes(Router& router, std::size_t count, PairAt pairAt)
{
    RouteSample sample;
    const std::size_t taken = std::min(count, kSampledRoutes);
    SegmentCounts own, spread;
    double spreadRoutes = 0;
    for (std::size_t k = 0; k < taken; ++k) {
        const auto [from, to] = pairAt(k * count / taken);
        spreadRoutes += countRoute(own, spread, router, from, to) ? 1 : 0;
    }
    const double segments = own.segments + spread.segments;
    if (taken == 0 || segments <= 0)
        return sample;
    sample.segments = segments / static_cast<double>(taken);
    sample.channels = (own.channels + spread.channels) / segments;
    sample.timelineChannels = (own.timelineChannels + spread.timelineChannels) / segments;
    auto perItem = [](SegmentCounts counts, double items) {
        if (items <= 0)
            return SegmentCounts {};
        return SegmentCounts { counts.segments / items, counts.channels / items, counts.timelineChannels / items };
    };
    sample.own = perItem(own, static_cast<double>(taken));
    sample.spread = perItem(spread, spreadRoutes);
    return sample;
}

// Distinct (from, to) pairs among a phase's transfers, and distinct pairs of leaves their spread
// paths run between.
struct PairCounts {
    double pairs = 0;
    double leafPairs = 0;
};

PairCounts distinctPairs(const Phase& phase, const Router& router)
{
    std::unordered_set<std::uint64_t> pairs, leaves;
    auto countLeaves = [&](const Transfer& t) {
        if (t.from == t.to)
            return;
        const std::optional<NodeId> across = router.relayAcross(t.from, t.to);
        if (!across)
            return;
        if (const std::uint64_t key = router.spreadLeaves(*across, t.to))
            leaves.insert(key);
    };
    for (const Transfer& t : phase.transfers)
        if (phase.distinctPairs || pairs.insert(std::uint64_t(t.from) << 32 | t.to).second)
            countLeaves(t);
    const std::size_t distinct = phase.distinctPairs ? phase.transfers.size() : pairs.size();
    return { static_cast<double>(distinct), static_cast<double>(leaves.size()) };
}

// Under static ECMP, the distinct paths NCCL's hashed connections take between a NIC and
// another domain's NIC on its rail, on average over a sample of such pairs (identical ones are
// merged into one flow); 1 under adaptive routing, whose spread part the pairs of two leaves share.
double hashedPathsPerRoute(const RankLayout& layout, Router& router)
{
    if (router.fabricRouting().routing != FabricRouting::Ecmp)
        return 1.0;
    const int n = layout.ranksCount();
    double paths = 0, routes = 0;
    for (int k = 0; k < n && routes < static_cast<double>(kSampledRoutes); k += std::max(1, n / 64)) {
        const NodeId from = layout.ranks[static_cast<std::size_t>(k)];
        const NodeId to = layout.ranks[static_cast<std::size_t>((k + n / 2) % n)];
        const std::optional<NodeId> relay = router.relayAcross(from, to);
        if (!relay)
            continue;
        paths += static_cast<double>(distinctPaths(router.networkParts(*relay, to).own).size());
        routes += 1;
    }
    return routes > 0 ? paths / routes : 1.0;
}

// An alltoall's flows once merged (PhaseFlows): the routes between GPUs of one domain (the PXN
// hops among them), and the network segments of each relaying GPU and destination, one or, under
// static ECMP, one per hashed connection (NCCL's channels per NIC times the queue pairs of each):
// the GPUs of a domain that reach a rail through the same relay share them.
double mergedAllPairsFlows(const RankLayout& layout, Router& router)
{
    const double segmentsPerRoute = hashedPathsPerRoute(layout, router);
    std::map<int, std::vector<NodeId>> domains; // domain -> its ranks' GPUs
    std::map<int, double> onRail; // rail -> ranks on it
    for (int r = 0; r < layout.ranksCount(); ++r) {
        domains[layout.domainOfRank[r]].push_back(layout.ranks[r]);
        onRail[router.railOf(layout.ranks[r])] += 1;
    }
    double flows = 0;
    for (const auto& [domain, gpus] : domains) {
        if (gpus.size() > 1)
            flows += static_cast<double>(router.inDomain(gpus[0], gpus[1]).size()) * static_cast<double>(gpus.size())
                * static_cast<double>(gpus.size() - 1);
        std::map<int, double> here; // rail -> this domain's ranks on it
        for (const NodeId g : gpus)
            here[router.railOf(g)] += 1;
        for (const auto& [rail, ranks] : onRail) {
            std::unordered_set<NodeId> relays;
            for (const NodeId g : gpus)
                relays.insert(router.gpuOnRail(g, rail));
            flows += static_cast<double>(relays.size()) * (ranks - here[rail]) * segmentsPerRoute;
        }
    }
    return flows;
}

// 268435456 -> "268,435,456".
std::string groupedDigits(double count)
{
    return countText(static_cast<std::uint64_t>(std::max(0.0, std::round(count))));
}

} // namespace

double flowRunBytes(const FlowMemoryEstimate& counts)
{
    return counts.transfers * sizeof(Transfer) + counts.givenFlows * kPerGivenFlow + counts.peakFlows * kPerLiveFlow
        + counts.timelineEntries * kPerTimelineEntry + counts.channels * kPerChannel;
}

FlowMemoryEstimate estimateFlowMemory(const std::vector<Phase>& phases, Router& router, std::size_t channels)
{
    const RoutesLookedAt lookedAt(router);
    FlowMemoryEstimate estimate;
    estimate.channels = static_cast<double>(channels);
    double channelSum = 0;
    for (const Phase& phase : phases) {
        estimate.transfers += static_cast<double>(phase.transfers.size());
        const auto& transfers = phase.transfers;
        const RouteSample sample = sampleRoutes(router, transfers.size(), [&](std::size_t i) {
            return std::pair { transfers[i].from, transfers[i].to };
        });
        // Transfers between the same two GPUs are routed once, and the spread paths between
        // two leaves merged into one set of flows (PhaseFlows).
        const PairCounts pairs = distinctPairs(phase, router);
        double flows = sample.own.segments * pairs.pairs + sample.spread.segments * pairs.leafPairs;
        double channelUses = sample.own.channels * pairs.pairs + sample.spread.channels * pairs.leafPairs;
        double timelineUses
            = sample.own.timelineChannels * pairs.pairs + sample.spread.timelineChannels * pairs.leafPairs;
        for (const auto* given : { &phase.flows, &phase.delivered })
            for (const FluidFlow& flow : *given) {
                flows += 1;
                channelUses += static_cast<double>(flow.channels.size());
                timelineUses += timelineChannelsOf(flow.channels, router);
            }
        estimate.givenFlows += static_cast<double>(phase.flows.size() + phase.delivered.size());
        estimate.peakFlows = std::max(estimate.peakFlows, flows);
        estimate.totalFlows += flows;
        estimate.timelineEntries += timelineUses; // a segment per flow on each of its channels
        channelSum += channelUses;
    }
    estimate.channelsPerFlow = estimate.totalFlows > 0 ? channelSum / estimate.totalFlows : 0;
    estimate.bytes = flowRunBytes(estimate);
    return estimate;
}

FlowMemoryEstimate estimateAllPairsMemory(const RankLayout& layout, Router& router, std::size_t channels, bool direct)
{
    const RoutesLookedAt lookedAt(router);
    FlowMemoryEstimate estimate;
    const std::size_t n = layout.ranks.size();
    // Pairs spread evenly over every ordered pair of distinct ranks.
    const std::size_t pairs = n < 2 ? 0 : n * (n - 1);
    estimate.transfers = static_cast<double>(pairs);
    const RouteSample sample = sampleRoutes(router, pairs, [&](std::size_t p) {
        const std::size_t from = p / (n - 1), offset = p % (n - 1);
        return std::pair { layout.ranks[from], layout.ranks[(from + 1 + offset) % n] };
    });
    estimate.channels = static_cast<double>(channels);
    // Direct: every pair at once, its routes merged into distinct paths; pairwise: n transfers
    // a phase.
    estimate.peakFlows = direct ? mergedAllPairsFlows(layout, router) : sample.segments * static_cast<double>(n);
    estimate.totalFlows = sample.segments * estimate.transfers;
    estimate.channelsPerFlow = sample.channels;
    const double phases = direct ? 1 : std::max<double>(1, static_cast<double>(n) - 1);
    estimate.timelineEntries = phases * std::min(estimate.peakFlows * sample.timelineChannels, estimate.channels);
    estimate.bytes = flowRunBytes(estimate);
    return estimate;
}

FlowMemoryExceeded::FlowMemoryExceeded(const std::string& what, double estimateBytes, double budgetBytes)
    : std::invalid_argument(what)
    , m_estimate(estimateBytes)
    , m_budget(budgetBytes)
{
}

void requireWithinBudget(const FlowMemoryEstimate& estimate, double budgetBytes, const std::string& what)
{
    if (budgetBytes <= 0 || estimate.bytes <= budgetBytes)
        return;
    // Two figures that would read the same ("12 GiB" and "12 GiB") are told apart by decimals.
    std::string need = formatMemory(estimate.bytes), budget = formatMemory(budgetBytes);
    for (int decimals = 1; need == budget && decimals <= 3; ++decimals) {
        need = formatMemory(estimate.bytes, decimals);
        budget = formatMemory(budgetBytes, decimals);
    }
    throw FlowMemoryExceeded(localized(QT_TRANSLATE_NOOP("scalescope-core",
                                           "a flow-fidelity run of %1 would need about %2 of memory (%3 flows at "
                                           "once), more than its budget of %4; use analytic fidelity, fewer GPUs, "
                                           "or a larger memory budget"),
                                 { what, need, groupedDigits(estimate.peakFlows), budget }),
        estimate.bytes, budgetBytes);
}

std::string formatMemory(double bytes, int decimals)
{
    static constexpr const char* kUnits[] = { "B", "KiB", "MiB", "GiB", "TiB", "PiB" };
    int unit = 0;
    while (bytes >= 1024 && unit < 5) {
        bytes /= 1024;
        ++unit;
    }
    char text[32];
    if (decimals < 0)
        decimals = bytes < 10 && unit > 0 ? 1 : 0;
    std::snprintf(text, sizeof text, "%.*f %s", unit > 0 ? decimals : 0, bytes, kUnits[unit]);
    return text;
}

} // namespace scalescope

#include "sim/FlowSimulator.h"

#include "model/Localized.h"
#include "model/Units.h"
#include "sim/AlgorithmPhases.h"
#include "sim/ChannelCapacities.h"
#include "sim/FlowMemory.h"
#include "sim/FluidNetwork.h"
#include "sim/NcclChannels.h"
#include "sim/PhaseFlows.h"
#include "sim/PlaneFold.h"
#include "sim/Router.h"

#include <algorithm>
#include <memory>
#include <stdexcept>

namespace scalescope {
namespace {

// One collective of a run: its routes (its own connections and sprays) and its phases.
struct RoutedCollective {
    std::unique_ptr<Router> router;
    FabricRoutingOptions fabric;
    std::vector<Phase> phases;
    std::string what;
};

// Its phase's algorithm steps as events spread evenly over the round it ran in.
void addEvents(const Phase& phase, double startUs, double endUs, std::vector<SimEvent>& events, int& step)
{
    const int shown = std::min(phase.steps, 256);
    for (int k = 0; k < shown; ++k)
        events.push_back(SimEvent { startUs + (endUs - startUs) * k / shown,
            startUs + (endUs - startUs) * (k + 1) / shown, phase.name, ++step, phase.what });
}

// Every link direction that carried traffic, with its load over time (a folded NVSwitch
// chip's, its representative's). The network's timeline is handed over: each channel's segments
// are moved to the last link direction that shows them and copied to the others.
std::vector<LinkTimeline> linkTimelines(FluidNetwork& network, const PlaneFold& fold, std::size_t channels)
{
    const auto& carried = network.bytesCarried();
    std::vector<std::vector<LinkSegment>> timeline = network.takeTimeline();
    std::vector<std::uint32_t> showings(timeline.size(), 0);
    for (Channel c = 0; c < channels; ++c)
        ++showings[fold.sourceOf[c]];
    std::vector<LinkTimeline> links;
    for (Channel c = 0; c < channels; ++c) {
        const Channel source = fold.sourceOf[c];
        if (timeline[source].empty())
            continue;
        LinkTimeline line;
        line.link = c / 2;
        line.fromA = c % 2 == 0;
        line.bytes = carried[source];
        if (--showings[source] == 0)
            line.segments = std::move(timeline[source]);
        else
            line.segments = timeline[source];
        links.push_back(std::move(line));
    }
    return links;
}

// The fabric's routing for a run: with ECMP, each NIC pair's connections are NCCL's channels per
// NIC it leaves by, after ncclTopoPostset doubles them when it connects rings and trees, times
// the queue pairs of each (NCCL_IB_QPS_PER_CONNECTION; net_ib.cc sends a connection's messages
// over its queue pairs in turn, so each carries an equal share).
FabricRoutingOptions fabricRoutingFor(const RankLayout& layout, const CostOptions& options)
{
    const RingChannels ring = ringChannels(layout);
    const int connected = std::min(64, 2 * ring.channels);
    const int perNic = ring.nicsUsedPerDomain > 0 ? connected / ring.nicsUsedPerDomain : 1;
    const int qps = std::max(1, options.qpsPerConnection);
    return FabricRoutingOptions { options.routing, std::max(1, perNic) * qps, qps };
}

// Collectives run together hold their flows at once: their estimates add up (a bound; one
// collective's estimate is its own), but for the link directions, which their routers' shared
// tables and the one network hold once.
void addEstimate(FlowMemoryEstimate& total, const FlowMemoryEstimate& own)
{
    total.transfers += own.transfers;
    total.givenFlows += own.givenFlows;
    total.peakFlows += own.peakFlows;
    total.totalFlows += own.totalFlows;
    total.channelsPerFlow = std::max(total.channelsPerFlow, own.channelsPerFlow);
    total.timelineEntries += own.timelineEntries;
    total.channels = own.channels;
    total.bytes = flowRunBytes(total);
}

// What a refusal names: the collective, or, of `count` run together, how many were counted when
// their estimates passed the budget (`index` + 1).
std::string refusedRun(const std::string& collective, std::size_t index, std::size_t count)
{
    if (count <= 1)
        return collective;
    return localized(QT_TRANSLATE_NOOP("scalescope-core", "%1 collectives together, of which the first %2"),
        { countText(count), countText(index + 1) });
}

// A collective (`index` of `count` run together) routed and expanded into phases; its memory
// estimate added to `memory`, the run refused when all of them so far are above the budget.
RoutedCollective routeCollective(const Topology& topology, const FlowCollective& job, const PlaneFold& fold,
    const CostOptions& options, const std::shared_ptr<RouterTables>& tables, FlowMemoryEstimate& memory,
    double memoryBudgetBytes, std::size_t index, std::size_t count)
{
    const RankLayout& layout = *job.layout;
    RoutedCollective out;
    out.fabric = fabricRoutingFor(layout, options);
    out.router = std::make_unique<Router>(topology, layout, options.gpuDirect, out.fabric, tables);
    out.router->foldPlanes(&fold.copies);
    const StepLatencies alpha = stepLatencies(layout, job.chosen.algorithm, job.chosen.protocol, options);
    const TransferPatterns patterns(layout, *out.router, alpha, static_cast<double>(job.bytes));
    out.what = localized(QT_TRANSLATE_NOOP("scalescope-core", "%1 (%2) on %3 GPUs"),
        { toString(job.collective), toString(job.chosen.algorithm), std::to_string(layout.ranksCount()) });
    const std::size_t linkChannels = topology.links.size() * 2;
    // An alltoall's n(n-1) transfers are refused before they are made.
    const bool allPairs = job.collective == Collective::AllToAll
        && (job.chosen.algorithm == Algorithm::Direct || job.chosen.algorithm == Algorithm::Pairwise);
    if (allPairs) {
        addEstimate(memory,
            estimateAllPairsMemory(layout, *out.router, linkChannels, job.chosen.algorithm == Algorithm::Direct));
        requireWithinBudget(memory, memoryBudgetBytes, refusedRun(out.what, index, count));
    }
    out.phases = expandPhases(patterns, job.collective, job.chosen.algorithm, job.chosen, layout);
    if (!allPairs) {
        addEstimate(memory, estimateFlowMemory(out.phases, *out.router, linkChannels));
        requireWithinBudget(memory, memoryBudgetBytes, refusedRun(out.what, index, count));
    }
    return out;
}

// Round `round`: the phase of that number of every collective that has one, all at once, after
// the longest of their latencies. Returns when the last flow ends; `endUs` of each collective
// whose phase it was moves there.
double runRound(std::vector<RoutedCollective>& collectives, std::size_t round, double startUs, FluidNetwork& network,
    const Topology& topology, const std::vector<double>& inSwitchScale, FlowOutcome& out, std::vector<double>& endUs,
    int& step)
{
    std::vector<FluidFlow> flows;
    double latencyUs = 0;
    bool inSwitch = false;
    for (RoutedCollective& c : collectives) {
        if (round >= c.phases.size())
            continue;
        Phase& phase = c.phases[round];
        std::vector<FluidFlow> own = routePhase(phase, *c.router, topology, out.bytesPerTier);
        if (flows.empty())
            flows = std::move(own);
        else
            flows.insert(flows.end(), std::make_move_iterator(own.begin()), std::make_move_iterator(own.end()));
        latencyUs = std::max(latencyUs, phase.latencyUs);
        inSwitch = inSwitch || phase.inSwitch;
    }
    const double roundEndUs = network.run(flows, startUs + latencyUs, inSwitch ? &inSwitchScale : nullptr);
    for (std::size_t i = 0; i < collectives.size(); ++i) {
        if (round >= collectives[i].phases.size())
            continue;
        addEvents(collectives[i].phases[round], startUs, roundEndUs, out.events, step);
        endUs[i] = roundEndUs;
    }
    return roundEndUs;
}

// The fabric load of the run: connections hashed onto each switch-to-switch channel by every
// collective's router (they share their tables, and the count).
FabricLoad combinedFabricLoad(
    const Topology& topology, const std::vector<double>& carried, const std::vector<RoutedCollective>& collectives)
{
    return fabricLoad(topology, carried, collectives.front().router->connectionsOn(), collectives.front().fabric);
}

} // namespace

TogetherOutcome simulateFlowsTogether(const Topology& topology, const std::vector<FlowCollective>& jobs,
    const CostOptions& options, StopFlag stop, double memoryBudgetBytes)
{
    if (jobs.empty())
        throw std::invalid_argument(localized(QT_TRANSLATE_NOOP("scalescope-core", "no collective to run")));
    // Every collective's capacities differ only by the protocol share of its algorithm and
    // collective and by architecture-wide NCCL shares: the first one's hold for the network they share.
    const FlowCollective& first = jobs.front();
    ChannelCapacities capacities = channelCapacities(
        topology, *first.layout, first.chosen.protocol, first.chosen.algorithm, first.collective, options);
    const PlaneFold fold = foldSwitchPlanes(topology, capacities);
    TogetherOutcome result;
    FlowOutcome& out = result.all;
    std::vector<RoutedCollective> collectives;
    collectives.reserve(jobs.size());
    const auto tables = std::make_shared<RouterTables>(topology, options.routing);
    for (std::size_t i = 0; i < jobs.size(); ++i)
        collectives.push_back(
            routeCollective(topology, jobs[i], fold, options, tables, out.memory, memoryBudgetBytes, i, jobs.size()));

    const std::size_t channels = capacities.rawBytesPerSec.size();
    FluidNetwork network(std::move(capacities.effectiveBytesPerSec), std::move(capacities.rawBytesPerSec), stop);
    std::size_t rounds = 0;
    for (const RoutedCollective& c : collectives)
        rounds = std::max(rounds, c.phases.size());
    result.endUs.assign(jobs.size(), 0);
    double now = 0;
    int step = 0;
    for (std::size_t round = 0; round < rounds; ++round) {
        stop.check();
        now = runRound(collectives, round, now, network, topology, capacities.inSwitchScale, out, result.endUs, step);
    }
    out.timeUs = now;
    const std::vector<double> carried = unfolded(fold, network.bytesCarried());
    out.linkBytesPerTier = linkBytesPerTier(carried, topology);
    out.links = linkTimelines(network, fold, channels);
    out.fabricLoad = combinedFabricLoad(topology, carried, collectives);
    return result;
}

FlowOutcome simulateFlows(const Topology& topology, const RankLayout& layout, Collective collective, ByteCount bytes,
    const Estimate& chosen, const CostOptions& options, StopFlag stop, double memoryBudgetBytes)
{
    return simulateFlowsTogether(
        topology, { FlowCollective { &layout, collective, bytes, chosen } }, options, stop, memoryBudgetBytes)
        .all;
}

} // namespace scalescope

#include "sim/FlowSimulator.h"

#include "sim/AlgorithmPhases.h"
#include "sim/ChannelCapacities.h"
#include "sim/FlowMemory.h"
#include "sim/FluidNetwork.h"
#include "sim/NcclChannels.h"
#include "sim/PhaseFlows.h"
#include "sim/PlaneFold.h"
#include "sim/Router.h"

#include <algorithm>

namespace scalescope {
namespace {

// Runs one phase from `startUs`: its given flows and its transfers on their routes, each
// transfer's payload counted per tier, its algorithm steps as events spread evenly over its
// time. Returns when it ends.
double runPhase(Phase& phase, double startUs, FluidNetwork& network, Router& router, const Topology& topology,
    const std::vector<double>& inSwitchScale, FlowOutcome& out, int& step)
{
    const std::vector<FluidFlow> flows = routePhase(phase, router, topology, out.bytesPerTier);
    const double endUs = network.run(flows, startUs + phase.latencyUs, phase.inSwitch ? &inSwitchScale : nullptr);
    const int shown = std::min(phase.steps, 256);
    for (int k = 0; k < shown; ++k)
        out.events.push_back(SimEvent { startUs + (endUs - startUs) * k / shown,
            startUs + (endUs - startUs) * (k + 1) / shown, phase.name, ++step, phase.what });
    return endUs;
}

// Every link direction that carried traffic, with its load over time (a folded NVSwitch
// chip's, its representative's).
std::vector<LinkTimeline> linkTimelines(const FluidNetwork& network, const PlaneFold& fold, std::size_t channels)
{
    const auto& carried = network.bytesCarried();
    const auto& timeline = network.timeline();
    std::vector<LinkTimeline> links;
    for (Channel c = 0; c < channels; ++c) {
        const Channel source = fold.sourceOf[c];
        if (timeline[source].empty())
            continue;
        const LinkId l = c / 2;
        LinkTimeline line;
        line.link = l;
        line.fromA = c % 2 == 0;
        line.bytes = carried[source];
        for (const ChannelSegment& s : timeline[source])
            line.segments.push_back(LinkSegment { s.startUs, s.endUs, s.utilization });
        links.push_back(std::move(line));
    }
    return links;
}

// The fabric's routing for a run: with ECMP, each NIC pair's connections are NCCL's channels per
// NIC it leaves by, after ncclTopoPostset doubles them when it connects rings and trees (each
// channel its own connection, one queue pair each: NCCL_IB_QPS_PER_CONNECTION = 1).
FabricRoutingOptions fabricRoutingFor(const RankLayout& layout, FabricRouting routing)
{
    const RingChannels ring = ringChannels(layout);
    const int connected = std::min(64, 2 * ring.channels);
    const int perNic = ring.nicsUsedPerDomain > 0 ? connected / ring.nicsUsedPerDomain : 1;
    return FabricRoutingOptions { routing, std::max(1, perNic) };
}

} // namespace

FlowOutcome simulateFlows(const Topology& topology, const RankLayout& layout, Collective collective, ByteCount bytes,
    const Estimate& chosen, const CostOptions& options, StopFlag stop, double memoryBudgetBytes)
{
    ChannelCapacities capacities = channelCapacities(topology, layout, chosen.protocol, options);
    const PlaneFold fold = foldSwitchPlanes(topology, capacities);
    const FabricRoutingOptions fabric = fabricRoutingFor(layout, options.routing);
    Router router(topology, layout, options.gpuDirect, fabric);
    router.foldPlanes(&fold.copies);
    const StepLatencies alpha = stepLatencies(layout, chosen.algorithm, chosen.protocol, options);
    const TransferPatterns patterns(layout, router, alpha, static_cast<double>(bytes));
    const std::string what = std::string(toString(collective)) + " (" + std::string(toString(chosen.algorithm))
        + ") on " + std::to_string(layout.ranksCount()) + " GPUs";
    const std::size_t linkChannels = topology.links.size() * 2;
    FlowMemoryEstimate memory;
    // An alltoall's n(n-1) transfers are refused before they are made.
    const bool allPairs = collective == Collective::AllToAll
        && (chosen.algorithm == Algorithm::Direct || chosen.algorithm == Algorithm::Pairwise);
    if (allPairs) {
        memory = estimateAllPairsMemory(layout, router, linkChannels, chosen.algorithm == Algorithm::Direct);
        requireWithinBudget(memory, memoryBudgetBytes, what);
    }
    std::vector<Phase> phases = expandPhases(patterns, collective, chosen.algorithm, chosen, layout);
    if (!allPairs) {
        memory = estimateFlowMemory(phases, router, linkChannels);
        requireWithinBudget(memory, memoryBudgetBytes, what);
    }

    const std::size_t channels = capacities.rawBytesPerSec.size();
    FluidNetwork network(std::move(capacities.effectiveBytesPerSec), std::move(capacities.rawBytesPerSec), stop);

    FlowOutcome out;
    out.memory = memory;
    double now = 0;
    int step = 0;
    for (Phase& phase : phases) {
        stop.check();
        now = runPhase(phase, now, network, router, topology, capacities.inSwitchScale, out, step);
    }
    out.timeUs = now;
    const std::vector<double> carried = unfolded(fold, network.bytesCarried());
    out.linkBytesPerTier = linkBytesPerTier(carried, topology);
    out.links = linkTimelines(network, fold, channels);
    out.fabricLoad = fabricLoad(topology, carried, router.connectionsOn(), fabric);
    return out;
}

} // namespace scalescope

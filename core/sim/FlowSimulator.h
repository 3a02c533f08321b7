// The flow fidelity: an algorithm expanded into phases of transfers on real paths, each phase
// run as fluid flows with max-min fair sharing of every link direction, plus the phase's
// latency. A pipelined ring is a set of long-lived flows, not millions of store-and-forward
// steps; flows on identical paths are merged.
#pragma once

#include "sim/AnalyticModel.h"
#include "sim/FabricLoad.h"
#include "sim/FlowMemory.h"
#include "sim/Simulator.h"
#include "sim/TierBytes.h"

namespace scalescope {

struct FlowOutcome {
    double timeUs = 0;
    TierBytes bytesPerTier {}; // payload, each transfer once per tier it uses (TierBytes.h)
    TierBytes linkBytesPerTier {}; // summed over every link direction crossed
    std::vector<LinkTimeline> links;
    std::vector<SimEvent> events;
    FlowMemoryEstimate memory; // what the run was estimated to need
    FabricLoad fabricLoad; // how evenly the fabric's switch-to-switch links were loaded
};

// One of several collectives a flow run takes together: its ranks' layout, what it moves and the
// algorithm and protocol chosen for it (the analytic model's pick, as for one).
struct FlowCollective {
    const RankLayout* layout = nullptr;
    Collective collective = Collective::AllReduce;
    ByteCount bytes = 0;
    Estimate chosen;
};

struct TogetherOutcome {
    FlowOutcome all; // the run as a whole: when the last ends, every link's load, bytes of all
    std::vector<double> endUs; // per collective, in the order given: when its last phase's round ended
};

// Collectives that start together and share the network: round k runs the k-th phase of each
// that has one, their flows sharing every link max-min fairly, after the longest of their
// latencies; a round ends when its last flow does (so a collective waits for the slowest phase
// of its round; identical collectives, such as the data-parallel all-reduces of every tensor-
// parallel rank, end together). The channels' NCCL shares are the first collective's protocol's.
// A single collective runs exactly as simulateFlows runs it. Throws as simulateFlows; the memory
// budget holds for all of them together.
TogetherOutcome simulateFlowsTogether(const Topology& topology, const std::vector<FlowCollective>& collectives,
    const CostOptions& options, StopFlag stop = {}, double memoryBudgetBytes = 0);

// Throws std::invalid_argument when the algorithm cannot be run at flow fidelity here, and
// FlowMemoryExceeded (before the run starts) when a budget is given (above 0) and the run's
// estimated memory is above it.
FlowOutcome simulateFlows(const Topology& topology, const RankLayout& layout, Collective collective, ByteCount bytes,
    const Estimate& chosen, const CostOptions& options, StopFlag stop = {}, double memoryBudgetBytes = 0);

} // namespace scalescope

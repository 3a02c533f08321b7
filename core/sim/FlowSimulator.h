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

// Throws std::invalid_argument when the algorithm cannot be run at flow fidelity here, and
// FlowMemoryExceeded (before the run starts) when a budget is given (above 0) and the run's
// estimated memory is above it.
FlowOutcome simulateFlows(const Topology& topology, const RankLayout& layout, Collective collective, ByteCount bytes,
    const Estimate& chosen, const CostOptions& options, StopFlag stop = {}, double memoryBudgetBytes = 0);

} // namespace scalescope

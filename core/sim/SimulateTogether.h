// Several collectives started at the same moment on one cluster: the data-parallel all-reduces of
// every tensor-parallel rank of a training job, or two tenants' jobs. At flow fidelity they share
// every link (sim/FlowSimulator.h, simulateFlowsTogether), so one slows another where their
// routes meet; at analytic fidelity each is timed alone, as if it had the network to itself.
#pragma once

#include "sim/Simulator.h"

#include <vector>

namespace scalescope {

struct TogetherResult {
    std::vector<SimResult> collectives; // per workload, in order: its choice and its own end
    double timeUs = 0; // when the last one ends
    TierBytes bytesPerTier {}; // all of them together
    std::vector<LinkTimeline> links; // flow fidelity: every link's load, all of them together
    std::vector<SimEvent> events;
    std::optional<FabricLoad> fabricLoad;
};

// Throws std::invalid_argument, naming the workload, when one cannot run; the memory budget
// holds for all of them together.
TogetherResult simulateTogether(const Topology& topology, const Catalog& catalog,
    const std::vector<Workload>& workloads, const SimOptions& options);
// The same with each workload's rank layout already computed.
TogetherResult simulateTogether(const Topology& topology, const std::vector<RankLayout>& layouts,
    const std::vector<Workload>& workloads, const SimOptions& options);

} // namespace scalescope

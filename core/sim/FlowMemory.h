// What a flow-fidelity run will hold in memory at its peak, estimated from counts before it
// starts: the transfers of every phase (expanded before the run), the flows of the largest phase
// once routed (each with its channel list, copied as flows are merged and reduced to their
// narrowest channels, its rate and finish time, and the load changes it records on the per-link
// timeline), and the per-channel state. An alltoall holds n(n-1) transfers; 16,384 GPUs are
// 268 million of them, more than most machines hold. The constants are calibrated against the
// peak resident memory of real runs (tests/bench/bench_flow_memory).
#pragma once

#include "sim/FlowPhase.h"
#include "sim/RankLayout.h"
#include "sim/Router.h"

#include <stdexcept>
#include <string>
#include <vector>

namespace scalescope {

struct FlowMemoryEstimate {
    double bytes = 0; // the estimated peak the run adds to the process
    double transfers = 0; // transfers of every phase, held at once
    double givenFlows = 0; // flows given directly on channels (NVLS, SHARP), held at once
    double peakFlows = 0; // flows of the largest phase once routed and merged, alive at once
    double totalFlows = 0; // flows of every phase
    double channelsPerFlow = 0; // link directions a flow crosses, on average
    double timelineEntries = 0; // segments of the timeline kept, summed over phases
    double channels = 0; // link directions of the topology
};

// Estimated bytes for the counts of an estimate.
double flowRunBytes(const FlowMemoryEstimate& counts);

// The run of these phases (routes of each phase sampled to count its flows).
FlowMemoryEstimate estimateFlowMemory(const std::vector<Phase>& phases, Router& router, std::size_t channels);
// An alltoall's run without expanding it: n(n-1) transfers between every ordered pair of ranks,
// held at once, all in one phase (`direct`: the flows counted as merged, each route between
// GPUs of a domain and each network segment from a relaying GPU to a destination once) or in
// n - 1 phases of n (pairwise; routes of sampled pairs).
FlowMemoryEstimate estimateAllPairsMemory(const RankLayout& layout, Router& router, std::size_t channels, bool direct);

// A run refused before it starts: its estimate is above the memory budget it was given.
class FlowMemoryExceeded : public std::invalid_argument {
public:
    FlowMemoryExceeded(const std::string& what, double estimateBytes, double budgetBytes);
    double estimateBytes() const { return m_estimate; }
    double budgetBytes() const { return m_budget; }

private:
    double m_estimate, m_budget;
};

// Throws FlowMemoryExceeded when a budget is given (above 0) and the estimate exceeds it;
// `what` names the run ("alltoall (direct) on 4608 GPUs").
void requireWithinBudget(const FlowMemoryEstimate& estimate, double budgetBytes, const std::string& what);

// "7.2 GiB", "640 MiB", "12 GiB": an amount of memory for people (binary units), with one decimal
// below 10 of its unit and none above, or `decimals` of them (bytes have none).
std::string formatMemory(double bytes, int decimals = -1);

} // namespace scalescope

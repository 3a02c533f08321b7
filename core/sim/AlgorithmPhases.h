// Every algorithm expanded into the phases the flow fidelity runs, one family per file:
// RingPhases, TreePhases, SwitchReductionPhases (NVLS, NVLS+tree, CollNet), HierarchicalPhases,
// HalvingDoublingPhases and AllToAllPhases (direct, pairwise, sendrecv).
#pragma once

#include "sim/AnalyticModel.h"
#include "sim/FlowPhase.h"
#include "sim/TransferPatterns.h"

#include <string>
#include <vector>

namespace scalescope {

// The phases of `algorithm` for `collective`; none for Auto. Throws std::invalid_argument when
// the algorithm cannot be run at flow fidelity here. `chosen` gives the latency of phases that
// stand for the whole call.
std::vector<Phase> expandPhases(const TransferPatterns& patterns, Collective collective, Algorithm algorithm,
    const Estimate& chosen, const RankLayout& layout);

// The algorithm as one phase standing for `steps` algorithm steps.
std::vector<Phase> singlePhase(
    std::string name, std::string what, std::vector<Transfer> transfers, int steps, double latencyUs);

std::vector<Phase> ringPhases(
    const TransferPatterns& patterns, Collective collective, const Estimate& chosen, const RankLayout& layout);
std::vector<Phase> treePhases(
    const TransferPatterns& patterns, Collective collective, const Estimate& chosen, const RankLayout& layout);
// Nvls or NvlsTree: in-switch reduction in every domain, SHARP or a tree across domains.
std::vector<Phase> inSwitchPhases(const TransferPatterns& patterns, Algorithm algorithm, const Estimate& chosen);
std::vector<Phase> collNetPhases(const TransferPatterns& patterns, const Estimate& chosen);
// Reduce-scatter, all_reduce across domains per rail and all-gather, pipelined: one phase.
std::vector<Phase> hierarchicalPhases(const TransferPatterns& patterns, const Estimate& chosen);
std::vector<Phase> halvingDoublingPhases(
    const TransferPatterns& patterns, Collective collective, const RankLayout& layout);
std::vector<Phase> directPhases(
    const TransferPatterns& patterns, Collective collective, const Estimate& chosen, const RankLayout& layout);
std::vector<Phase> pairwisePhases(const TransferPatterns& patterns, const RankLayout& layout);

} // namespace scalescope

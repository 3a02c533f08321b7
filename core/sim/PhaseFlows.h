// A phase's flows as the fluid network runs them: its given flows and its transfers on their
// routes, flows on the same channels merged as they come (FlowMerger), and the payload of its
// transfers per tier. Transfers between the same two GPUs are gathered first and routed once (a
// ring's channels repeat the same pairs: 72 rings of an NVL72 rack cross the same 72 pairs),
// unless the phase says no pair repeats (an alltoall, where gathering would only cost memory).
#pragma once

#include "sim/FlowPhase.h"
#include "sim/Router.h"
#include "sim/TierBytes.h"

#include <vector>

namespace scalescope {

// The flows of `phase` (its given flows moved out), in mergeFlows' order; adds what its given
// flows deliver and its transfers carry to `payload`.
std::vector<FluidFlow> routePhase(Phase& phase, Router& router, const Topology& topology, TierBytes& payload);

} // namespace scalescope

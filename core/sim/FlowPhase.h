// One phase of an algorithm at flow fidelity: the transfers between GPUs (routed when run) and
// the flows given directly on channels (to and from switches), all running at once, and the
// latency the phase pays before its bytes move.
#pragma once

#include "model/Topology.h"
#include "sim/FluidFlow.h"

#include <string>
#include <vector>

namespace scalescope {

struct Transfer {
    NodeId from = 0;
    NodeId to = 0;
    double bytes = 0;
};

struct Phase {
    std::string name;
    std::string what;
    double latencyUs = 0;
    int steps = 1; // algorithm steps the phase stands for (events)
    std::vector<Transfer> transfers;
    std::vector<FluidFlow> flows; // flows given directly (to and from switches)
    // What the given flows deliver end to end, for the payload per tier: NVLS's flows to and from
    // the switches themselves; for SHARP each NIC's slice up to the aggregation root and back,
    // while its flows are one per hop, shared by the NICs below.
    std::vector<FluidFlow> delivered;
    bool inSwitch = false; // NVLS: NVLink capacity scaled by the switch efficiency
    // No two transfers join the same two GPUs (an alltoall's): nothing to gather before routing.
    bool distinctPairs = false;
};

} // namespace scalescope

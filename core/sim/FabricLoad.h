// How evenly a flow run loaded the compute fabric's switch-to-switch links, the links among
// which routing chooses: the busiest link direction against the mean, how many carried nothing
// and, under static ECMP, how many of NCCL's connections were hashed onto the busiest. What
// `simulate` reports as the cost of ECMP collisions.
#pragma once

#include "model/Topology.h"
#include "sim/Router.h"

#include <cstdint>
#include <string>
#include <vector>

namespace scalescope {

struct FabricLoad {
    FabricRouting routing = FabricRouting::Adaptive;
    int connectionsPerPeer = 1; // ECMP: connections hashed per NIC pair (queue pairs, each on its own)
    int qpsPerConnection = 1; // ECMP: of those, the queue pairs of each of NCCL's connections
    int directions = 0; // switch-to-switch link directions of the compute fabric
    int idle = 0; // of them, those that carried nothing
    double meanBytes = 0; // over all of them, idle ones included
    double busiestBytes = 0;
    LinkId busiestLink = 0;
    bool busiestFromA = true;
    int busiestConnections = 0; // ECMP: connections hashed onto the busiest direction
    int connections = 0; // ECMP: connections over all of them, counted once per direction crossed
    int mostConnections = 0; // ECMP: the most on any one direction
    // ECMP: directions carrying more connections than an even spread would put on any one.
    int collided = 0;
};

// `carried`: bytes per channel (FluidNetwork::bytesCarried); `connectionsOn`: the router's
// count per channel (empty under adaptive routing).
FabricLoad fabricLoad(const Topology& topology, const std::vector<double>& carried,
    const std::vector<std::uint32_t>& connectionsOn, const FabricRoutingOptions& routing);

// One line for people: the routing and how evenly it loaded the switch-to-switch links.
std::string summarizeFabricLoad(const FabricLoad& load);

} // namespace scalescope

#include "sim/FabricLoad.h"

#include <cmath>
#include <cstdio>

namespace scalescope {
namespace {

bool isFabricSwitch(const Node& node)
{
    return (node.kind == NodeKind::IbSwitch || node.kind == NodeKind::EthSwitch) && node.network == Network::Compute;
}

} // namespace

FabricLoad fabricLoad(const Topology& topology, const std::vector<double>& carried,
    const std::vector<std::uint32_t>& connectionsOn, const FabricRoutingOptions& routing)
{
    FabricLoad load;
    load.routing = routing.routing;
    load.connectionsPerPeer = routing.connectionsPerPeer;
    double total = 0;
    std::vector<Channel> fabric;
    for (LinkId l = 0; l < topology.links.size(); ++l) {
        const Link& link = topology.links[l];
        if (!isFabricSwitch(topology.nodes[link.a]) || !isFabricSwitch(topology.nodes[link.b]))
            continue;
        for (const bool fromA : { true, false }) {
            const Channel c = channelOf(l, fromA);
            const double bytes = c < carried.size() ? carried[c] : 0;
            const int connections = c < connectionsOn.size() ? static_cast<int>(connectionsOn[c]) : 0;
            fabric.push_back(c);
            total += bytes;
            load.connections += connections;
            load.idle += bytes > 0 ? 0 : 1;
            if (connections > load.mostConnections)
                load.mostConnections = connections;
            if (bytes > load.busiestBytes) {
                load.busiestBytes = bytes;
                load.busiestLink = l;
                load.busiestFromA = fromA;
                load.busiestConnections = connections;
            }
        }
    }
    load.directions = static_cast<int>(fabric.size());
    if (fabric.empty())
        return load;
    load.meanBytes = total / static_cast<double>(fabric.size());
    const double even = std::ceil(static_cast<double>(load.connections) / static_cast<double>(fabric.size()));
    for (const Channel c : fabric)
        if (c < connectionsOn.size() && connectionsOn[c] > even)
            ++load.collided;
    return load;
}

std::string summarizeFabricLoad(const FabricLoad& load)
{
    const bool ecmp = load.routing == FabricRouting::Ecmp;
    std::string out = ecmp ? "static ECMP, " + std::to_string(load.connectionsPerPeer) + " connection(s) per NIC pair"
                           : std::string("adaptive, spread over every equal-cost path");
    if (load.directions == 0 || load.busiestBytes <= 0)
        return out + ": no traffic crossed a switch-to-switch link";
    char figures[160];
    std::snprintf(figures, sizeof figures, ": busiest uplink %.1fx the mean, %d of %d idle",
        load.busiestBytes / load.meanBytes, load.idle, load.directions);
    out += figures;
    if (ecmp)
        out += load.collided == 0 ? ", nothing collided"
                                  : ", " + std::to_string(load.collided) + " with colliding connections (up to "
                + std::to_string(load.mostConnections) + " on one)";
    return out;
}

} // namespace scalescope

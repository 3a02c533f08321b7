#include "sim/FabricLoad.h"

#include "model/Localized.h"

#include <cmath>

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
    load.qpsPerConnection = routing.qpsPerConnection;
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
    const std::string perPeer = std::to_string(load.connectionsPerPeer);
    if (load.directions == 0 || load.busiestBytes <= 0)
        return ecmp ? localized(QT_TRANSLATE_NOOP("scalescope-core",
                                    "static ECMP, %1 connection(s) per NIC pair: no traffic crossed a switch-to-switch "
                                    "link"),
                   { perPeer })
                    : localized(QT_TRANSLATE_NOOP("scalescope-core",
                        "adaptive, spread over every equal-cost path: no traffic crossed a switch-to-switch link"));
    const std::string busiest = formatNumber("%.1f", load.busiestBytes / load.meanBytes);
    const std::string idle = std::to_string(load.idle), directions = std::to_string(load.directions);
    if (!ecmp)
        return localized(QT_TRANSLATE_NOOP("scalescope-core",
                             "adaptive, spread over every equal-cost path: busiest uplink %1x the mean, %2 of %3 idle"),
            { busiest, idle, directions });
    if (load.collided == 0)
        return localized(QT_TRANSLATE_NOOP("scalescope-core",
                             "static ECMP, %1 connection(s) per NIC pair: busiest uplink %2x the mean, %3 of %4 idle, "
                             "nothing collided"),
            { perPeer, busiest, idle, directions });
    return localized(QT_TRANSLATE_NOOP("scalescope-core",
                         "static ECMP, %1 connection(s) per NIC pair: busiest uplink %2x the mean, %3 of %4 idle, %5 "
                         "with colliding connections (up to %6 on one)"),
        { perPeer, busiest, idle, directions, std::to_string(load.collided), std::to_string(load.mostConnections) });
}

} // namespace scalescope

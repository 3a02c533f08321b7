#include "generate/FabricPlanes.h"

#include "generate/AddressPlan.h"
#include "model/Localized.h"
#include "util/IntegerMath.h"

#include <stdexcept>
#include <tuple>

namespace scalescope {
ClosParams computeFabricParams(const SwitchSpec& fabricSwitch, double oversubscription, ScaleOutNetwork network)
{
    const auto [down, up] = leafPortSplit(fabricSwitch.ports, oversubscription);
    if (down < 1 || up < 1)
        throw std::invalid_argument(
            localized(QT_TRANSLATE_NOOP("scalescope-core", "oversubscription %1 leaves %2 without down or up ports"),
                { std::to_string(oversubscription), fabricSwitch.id }));
    ClosParams params;
    params.tier = fabricTier(network);
    params.network = Network::Compute;
    params.leaf = params.spine = &fabricSwitch;
    params.leafDownPorts = down;
    params.leafUpPorts = up;
    params.leafUplinkBytesPerSec = fabricSwitch.portBytesPerSec;
    params.oversubscription = oversubscription;
    return params;
}

ClosParams ethernetParams(const SwitchSpec& leaf, const SwitchSpec& spine, Network network)
{
    ClosParams params;
    params.tier = LinkTier::Ethernet;
    params.network = network;
    params.leaf = &leaf;
    params.spine = &spine;
    if (leaf.uplinkPorts > 0) {
        params.leafDownPorts = leaf.ports;
        params.leafUpPorts = leaf.uplinkPorts;
        params.leafUplinkBytesPerSec = leaf.uplinkBytesPerSec;
    } else {
        std::tie(params.leafDownPorts, params.leafUpPorts) = leafPortSplit(leaf.ports, 1.0);
        params.leafUplinkBytesPerSec = leaf.portBytesPerSec;
    }
    return params;
}

int computePlaneLeaves(int trays, int railsPerPlane, FabricKind fabric, int leafDownPorts)
{
    // A fat tree fills leaves with NICs; rail-optimized puts rail r of a unit of `down` trays
    // on one leaf.
    return fabric == FabricKind::FatTree ? ceilDiv(trays * railsPerPlane, leafDownPorts)
                                         : ceilDiv(trays, leafDownPorts) * railsPerPlane;
}

PlaneChoice chooseComputePlanes(int trays, int rails, FabricKind fabric, const ClosParams& params)
{
    PlaneChoice choice;
    for (int p = 1; p <= rails; ++p) {
        if (rails % p != 0)
            continue;
        const int railsPerPlane = rails / p;
        const int endpoints = trays * railsPerPlane;
        try {
            const ClosShape shape
                = planClos(computePlaneLeaves(trays, railsPerPlane, fabric, params.leafDownPorts), params);
            if (endpoints + shape.switches() <= kMaxUnicastLid) {
                choice.planes = p;
                return choice;
            }
            choice.why = localized(QT_TRANSLATE_NOOP("scalescope-core", "more LIDs than one InfiniBand subnet holds"));
        } catch (const std::invalid_argument& error) {
            choice.why = error.what();
        }
    }
    return choice;
}

PlaneChoice chooseEthernetPlanes(int ports, const ClosParams& params)
{
    PlaneChoice choice;
    for (int planes = 1; planes <= kMaxEthernetPlanes; planes *= 2) {
        try {
            planClos(ceilDiv(ceilDiv(ports, planes), params.leafDownPorts), params);
            choice.planes = planes;
            return choice;
        } catch (const std::invalid_argument& error) {
            choice.why = error.what();
        }
    }
    return choice;
}

} // namespace scalescope

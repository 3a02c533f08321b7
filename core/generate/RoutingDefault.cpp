#include "generate/RoutingDefault.h"

namespace scalescope {
namespace {

// NICs that reorder sprayed packets (Spectrum-X SuperNICs).
bool isSuperNic(const NicSpec& nic)
{
    return nic.id.rfind("BlueField-3-SuperNIC", 0) == 0 || nic.id.rfind("ConnectX-8", 0) == 0;
}

} // namespace

FabricRouting defaultFabricRouting(ScaleOutNetwork network, const SwitchSpec* fabricSwitch, const NicSpec* nic)
{
    if (network == ScaleOutNetwork::InfiniBand)
        return FabricRouting::Adaptive;
    if (network == ScaleOutNetwork::RoceV2 && fabricSwitch && nic && fabricSwitch->id == "SN5600" && isSuperNic(*nic))
        return FabricRouting::Adaptive;
    return FabricRouting::Ecmp;
}

} // namespace scalescope

// The routing a compute fabric's users expect when the design does not state one
// (docs/NCCL-BEHAVIOUR.md, section 8):
// - InfiniBand: adaptive. Quantum and Quantum-2 switches route adaptively once the subnet
//   manager enables it (DGX SuperPOD reference architectures do), and NCCL turns its side on by
//   default on an InfiniBand link layer (net_ib, NCCL_IB_ADAPTIVE_ROUTING).
// - RoCE v2 on Spectrum-X (an SN5600 fabric with SuperNICs: BlueField-3 SuperNIC or ConnectX-8):
//   adaptive, as the switch sprays packets over every equal-cost path and the SuperNIC puts
//   them back in order.
// - Any other RoCE fabric (SN5400, SN4700 and ConnectX-7 in Ethernet mode), and RoCE v1:
//   static ECMP, each flow hashed onto one path, as NCCL leaves AR off on Ethernet.
#pragma once

#include "catalog/Catalog.h"
#include "model/Topology.h"

namespace scalescope {

// `fabricSwitch` and `nic` may be null (a design without a generator): then by network alone.
FabricRouting defaultFabricRouting(ScaleOutNetwork network, const SwitchSpec* fabricSwitch, const NicSpec* nic);

} // namespace scalescope

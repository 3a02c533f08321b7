// Bytes by link tier, counted two ways (both directions summed, indexed by LinkTier):
// - payload (`bytes_per_tier`): what each tier carries end to end. A transfer's bytes count once
//   for every tier its route uses, however many links of that tier it crosses: GPU -> NVSwitch ->
//   GPU is one NVLink crossing; GPU -> PCIe -> NIC -> leaf -> NIC -> PCIe -> GPU is once PCIe and
//   once InfiniBand. Both fidelities report it.
// - link bytes (`link_bytes_per_tier`): the bytes every link direction of the tier carried,
//   summed; GPU -> NVSwitch -> GPU counts twice. Only the flow fidelity, which routes every
//   transfer over real links, reports it.
#pragma once

#include "model/Topology.h"
#include "sim/Router.h"

#include <array>
#include <vector>

namespace scalescope {

using TierBytes = std::array<double, kLinkTierCount>;

// Adds a transfer of `bytes` taking `segments` (each carrying its share) to `payload`: per tier,
// the bytes of the segments that use it, at most the transfer's bytes (a tier met both on the
// way to the relaying GPU and after it still counts once).
void addTransferPayload(
    TierBytes& payload, const std::vector<Segment>& segments, double bytes, const Topology& topology);

// Per tier, the bytes every channel carried (`carried` is indexed by Channel).
TierBytes linkBytesPerTier(const std::vector<double>& carried, const Topology& topology);

} // namespace scalescope

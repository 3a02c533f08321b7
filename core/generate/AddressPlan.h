// Gives every device the addresses of its tiers, deterministically, filling only what is
// unset so that addresses already given (by the generator's first pass or by the file) stay:
// PCI bus ids inside each node/tray, LID/GUID (and so GID) on InfiniBand with one subnet per
// connected fabric (split when it outgrows the 49,151 unicast LIDs), IPv4/MAC on Ethernet; on a
// RoCE compute fabric a MAC for every NIC and, for RoCE v2, an IPv4 address in a subnet of its
// leaf's (10.128.0.0/9, a /24 or more per leaf; RoCE v1 is not routed and takes none).
#pragma once

#include "model/Topology.h"

namespace scalescope {

inline constexpr std::uint16_t kMaxUnicastLid = 0xBFFF;
inline constexpr std::uint64_t kGuidBase = 0x0c42a10300000000ull; // NVIDIA (Mellanox) OUI 0c:42:a1
inline constexpr std::uint64_t kMacBase = 0x0c42a1000000ull;
inline constexpr std::uint32_t kManagementSubnet = 0x0A000000u; // 10.0.0.0/10
inline constexpr std::uint32_t kStorageSubnet = 0x0A400000u; // 10.64.0.0/10
inline constexpr std::uint32_t kComputeSubnet = 0x0A800000u; // 10.128.0.0/9, RoCE v2

void assignAddresses(Topology& topology);

// Devices that take an address on each tier.
bool takesPciAddress(const Node& node);
bool takesEthernetAddress(const Node& node);

} // namespace scalescope

// The addresses RoCE derives from a NIC's Ethernet ones, written as `show_gids` writes GIDs
// (eight groups of four hex digits):
// - RoCE v2 over IPv4: the IPv4-mapped IPv6 address, 10.128.0.1 -> ::ffff:10.128.0.1, GID
//   "0000:0000:0000:0000:0000:ffff:0a80:0001";
// - RoCE v2 over IPv6: the NIC's IPv6 address itself; the plan gives each IPv4 subnet the /64
//   fd00:AABB:CC00::/64 of its first three octets, the host keeping its last one
//   (10.128.3.7 -> fd00:a80:300::7);
// - RoCE v1: the link-local fe80::/64 with the MAC's modified EUI-64 (the universal/local bit
//   flipped, ff:fe in the middle), 0c:42:a1:00:00:01 -> fe80::e42:a1ff:fe00:1.
#pragma once

#include <array>
#include <cstdint>
#include <string>

namespace scalescope {

using Ipv6 = std::array<std::uint16_t, 8>;

// The modified EUI-64 interface id of a 48-bit MAC.
std::uint64_t eui64FromMac(std::uint64_t mac);

Ipv6 ipv4MappedIpv6(std::uint32_t ipv4);
Ipv6 roceIpv6(std::uint32_t ipv4);
Ipv6 linkLocalIpv6(std::uint64_t mac);

// "0000:0000:0000:0000:0000:ffff:0a80:0001": all eight groups, as a GID table shows them.
std::string formatGidGroups(const Ipv6& address);
// "fd00:a80:300::7": the RFC 5952 text of an IPv6 address (the longest run of two or more
// zero groups, the first of equal runs, written "::"; lower case, no leading zeros).
std::string formatIpv6(const Ipv6& address);

} // namespace scalescope

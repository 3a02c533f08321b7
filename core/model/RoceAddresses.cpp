#include "model/RoceAddresses.h"

#include <cstdio>

namespace scalescope {

std::uint64_t eui64FromMac(std::uint64_t mac)
{
    const std::uint64_t oui = (mac >> 24) & 0xFFFFFF;
    const std::uint64_t device = mac & 0xFFFFFF;
    return ((oui ^ 0x020000) << 40) | (0xFFFEull << 24) | device;
}

Ipv6 ipv4MappedIpv6(std::uint32_t ipv4)
{
    return { 0, 0, 0, 0, 0, 0xFFFF, static_cast<std::uint16_t>(ipv4 >> 16), static_cast<std::uint16_t>(ipv4 & 0xFFFF) };
}

Ipv6 roceIpv6(std::uint32_t ipv4)
{
    const std::uint32_t subnet = ipv4 >> 8;
    return { 0xFD00, static_cast<std::uint16_t>(subnet >> 8), static_cast<std::uint16_t>((subnet & 0xFF) << 8), 0, 0, 0,
        0, static_cast<std::uint16_t>(ipv4 & 0xFF) };
}

Ipv6 linkLocalIpv6(std::uint64_t mac)
{
    const std::uint64_t id = eui64FromMac(mac);
    return { 0xFE80, 0, 0, 0, static_cast<std::uint16_t>(id >> 48), static_cast<std::uint16_t>((id >> 32) & 0xFFFF),
        static_cast<std::uint16_t>((id >> 16) & 0xFFFF), static_cast<std::uint16_t>(id & 0xFFFF) };
}

std::string formatGidGroups(const Ipv6& address)
{
    std::string out;
    for (std::size_t i = 0; i < address.size(); ++i) {
        char group[8];
        std::snprintf(group, sizeof group, "%s%04x", i == 0 ? "" : ":", static_cast<unsigned>(address[i]));
        out += group;
    }
    return out;
}

std::string formatIpv6(const Ipv6& address)
{
    // The longest run of zero groups (two or more), the first of equal runs.
    std::size_t bestStart = address.size(), bestLength = 1;
    for (std::size_t i = 0; i < address.size();) {
        std::size_t end = i;
        while (end < address.size() && address[end] == 0)
            ++end;
        if (end - i > bestLength) {
            bestStart = i;
            bestLength = end - i;
        }
        i = end == i ? i + 1 : end;
    }
    std::string out;
    for (std::size_t i = 0; i < address.size(); ++i) {
        if (i == bestStart) {
            out += "::";
            i += bestLength - 1;
            continue;
        }
        char group[8];
        const bool afterGap = bestStart < address.size() && i == bestStart + bestLength;
        std::snprintf(group, sizeof group, "%s%x", i == 0 || afterGap ? "" : ":", static_cast<unsigned>(address[i]));
        out += group;
    }
    return out;
}

} // namespace scalescope

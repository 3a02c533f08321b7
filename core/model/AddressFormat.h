// Text forms of device addresses, as the tools that show them write them:
// PCI "0000:18:00.0", GUID "0x0c42a10300000001", GID "fe80:0000:0000:0000:0c42:a103:0000:0001",
// IPv4 "10.0.0.1", MAC "0c:42:a1:00:00:01".
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace scalescope {

std::string formatPciBdf(std::uint32_t bdf);
std::string formatGuid(std::uint64_t guid);
std::string formatGid(std::uint16_t subnet, std::uint64_t guid);
std::string formatIpv4(std::uint32_t address);
std::string formatMac(std::uint64_t mac);

std::optional<std::uint32_t> parsePciBdf(std::string_view text);
std::optional<std::uint64_t> parseGuid(std::string_view text);
std::optional<std::uint32_t> parseIpv4(std::string_view text);
std::optional<std::uint64_t> parseMac(std::string_view text);

// The 64-bit GID prefix of an InfiniBand subnet: fe80::/64 for the first, fec0:0:0:N for more.
std::uint64_t gidPrefix(std::uint16_t subnet);

} // namespace scalescope

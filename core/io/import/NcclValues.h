// The values of NCCL's topology XML as text: whole and hexadecimal numbers, PCI bus ids, and
// the GUID NCCL prints for a network adapter.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace scalescope::nccl {

std::string lowercase(std::string_view text);
// Without leading and trailing blanks (space, tab, CR, LF).
std::string_view trimmed(std::string_view text);

// A decimal whole number from min to max, the whole text (blanks around it allowed).
std::optional<long long> parseWhole(std::string_view text, long long min, long long max);
// A hexadecimal number of at most maxDigits digits, with or without "0x".
std::optional<std::uint64_t> parseHex(std::string_view text, int maxDigits);

struct BusId {
    std::uint32_t domain = 0;
    std::uint32_t bus = 0, device = 0, function = 0;
    // Domain 0 as the model keeps it: bus << 8 | device << 3 | function.
    std::uint32_t bdf() const { return bus << 8 | device << 3 | function; }
};
// "0000:07:00.0": domain:bus:device.function in hexadecimal, device up to 0x1f, function up to 7.
std::optional<BusId> parseBusId(std::string_view text);

// The adapter's GUID from the value NCCL prints as a `<net guid>`.
std::uint64_t guidFromNcclNetGuid(std::uint64_t printed);

} // namespace scalescope::nccl

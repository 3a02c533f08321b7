#include "model/AddressFormat.h"

#include <charconv>
#include <cstdio>

namespace scalescope {
namespace {

bool parseHex(std::string_view text, std::uint64_t& value, std::uint64_t max)
{
    if (text.empty())
        return false;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value, 16);
    return ec == std::errc() && end == text.data() + text.size() && value <= max;
}

} // namespace

std::string formatPciBdf(std::uint32_t bdf)
{
    char buffer[16];
    std::snprintf(buffer, sizeof buffer, "0000:%02x:%02x.%x", (bdf >> 8) & 0xFF, (bdf >> 3) & 0x1F, bdf & 0x7);
    return buffer;
}

std::string formatGuid(std::uint64_t guid)
{
    char buffer[24];
    std::snprintf(buffer, sizeof buffer, "0x%016llx", static_cast<unsigned long long>(guid));
    return buffer;
}

std::uint64_t gidPrefix(std::uint16_t subnet)
{
    return subnet == 0 ? 0xfe80000000000000ull : (0xfec0000000000000ull | subnet);
}

std::string formatGid(std::uint16_t subnet, std::uint64_t guid)
{
    const std::uint64_t prefix = gidPrefix(subnet);
    char buffer[48];
    std::snprintf(buffer, sizeof buffer, "%04x:%04x:%04x:%04x:%04x:%04x:%04x:%04x", static_cast<unsigned>(prefix >> 48),
        static_cast<unsigned>((prefix >> 32) & 0xFFFF), static_cast<unsigned>((prefix >> 16) & 0xFFFF),
        static_cast<unsigned>(prefix & 0xFFFF), static_cast<unsigned>(guid >> 48),
        static_cast<unsigned>((guid >> 32) & 0xFFFF), static_cast<unsigned>((guid >> 16) & 0xFFFF),
        static_cast<unsigned>(guid & 0xFFFF));
    return buffer;
}

std::string formatIpv4(std::uint32_t address)
{
    char buffer[16];
    std::snprintf(buffer, sizeof buffer, "%u.%u.%u.%u", address >> 24, (address >> 16) & 0xFF, (address >> 8) & 0xFF,
        address & 0xFF);
    return buffer;
}

std::string formatMac(std::uint64_t mac)
{
    char buffer[18];
    std::snprintf(buffer, sizeof buffer, "%02x:%02x:%02x:%02x:%02x:%02x", static_cast<unsigned>((mac >> 40) & 0xFF),
        static_cast<unsigned>((mac >> 32) & 0xFF), static_cast<unsigned>((mac >> 24) & 0xFF),
        static_cast<unsigned>((mac >> 16) & 0xFF), static_cast<unsigned>((mac >> 8) & 0xFF),
        static_cast<unsigned>(mac & 0xFF));
    return buffer;
}

std::optional<std::uint32_t> parsePciBdf(std::string_view text)
{
    // [domain:]bus:device.function
    if (const auto colon = text.find(':');
        colon != std::string_view::npos && text.find(':', colon + 1) != std::string_view::npos) {
        std::uint64_t domain = 0;
        if (!parseHex(text.substr(0, colon), domain, 0xFFFF) || domain != 0)
            return std::nullopt;
        text.remove_prefix(colon + 1);
    }
    const auto colon = text.find(':');
    const auto dot = text.find('.');
    if (colon == std::string_view::npos || dot == std::string_view::npos || dot < colon)
        return std::nullopt;
    std::uint64_t bus = 0, device = 0, function = 0;
    if (!parseHex(text.substr(0, colon), bus, 0xFF) || !parseHex(text.substr(colon + 1, dot - colon - 1), device, 0x1F)
        || !parseHex(text.substr(dot + 1), function, 0x7))
        return std::nullopt;
    return static_cast<std::uint32_t>(bus << 8 | device << 3 | function);
}

std::optional<std::uint64_t> parseGuid(std::string_view text)
{
    if (text.size() > 2 && text[0] == '0' && (text[1] == 'x' || text[1] == 'X'))
        text.remove_prefix(2);
    std::uint64_t value = 0;
    if (text.size() > 16 || !parseHex(text, value, ~0ull) || value == 0)
        return std::nullopt;
    return value;
}

std::optional<std::uint32_t> parseIpv4(std::string_view text)
{
    std::uint32_t address = 0;
    for (int octet = 0; octet < 4; ++octet) {
        unsigned value = 0;
        const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
        if (ec != std::errc() || end == text.data() || value > 255)
            return std::nullopt;
        address = address << 8 | value;
        text.remove_prefix(static_cast<std::size_t>(end - text.data()));
        if (octet < 3) {
            if (text.empty() || text.front() != '.')
                return std::nullopt;
            text.remove_prefix(1);
        }
    }
    if (!text.empty() || address == 0)
        return std::nullopt;
    return address;
}

std::optional<std::uint64_t> parseMac(std::string_view text)
{
    std::uint64_t mac = 0;
    for (int octet = 0; octet < 6; ++octet) {
        std::uint64_t value = 0;
        if (text.size() < 2 || !parseHex(text.substr(0, 2), value, 0xFF))
            return std::nullopt;
        mac = mac << 8 | value;
        text.remove_prefix(2);
        if (octet < 5) {
            if (text.empty() || (text.front() != ':' && text.front() != '-'))
                return std::nullopt;
            text.remove_prefix(1);
        }
    }
    if (!text.empty() || mac == 0)
        return std::nullopt;
    return mac;
}

} // namespace scalescope

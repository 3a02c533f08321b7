#include "io/import/NcclValues.h"

#include <algorithm>
#include <charconv>

namespace scalescope::nccl {

std::string lowercase(std::string_view text)
{
    std::string out(text);
    std::transform(
        out.begin(), out.end(), out.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return out;
}

std::string_view trimmed(std::string_view text)
{
    const auto first = text.find_first_not_of(" \t\r\n");
    if (first == std::string_view::npos)
        return {};
    return text.substr(first, text.find_last_not_of(" \t\r\n") - first + 1);
}

std::optional<long long> parseWhole(std::string_view text, long long min, long long max)
{
    text = trimmed(text);
    long long value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || ec != std::errc() || end != text.data() + text.size() || value < min || value > max)
        return std::nullopt;
    return value;
}

std::optional<std::uint64_t> parseHex(std::string_view text, int maxDigits)
{
    text = trimmed(text);
    if (text.starts_with("0x") || text.starts_with("0X"))
        text.remove_prefix(2);
    if (text.empty() || text.size() > static_cast<std::size_t>(maxDigits))
        return std::nullopt;
    std::uint64_t value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value, 16);
    if (ec != std::errc() || end != text.data() + text.size())
        return std::nullopt;
    return value;
}

std::optional<BusId> parseBusId(std::string_view text)
{
    const auto colon2 = text.rfind(':');
    const auto colon1
        = colon2 == std::string_view::npos || colon2 == 0 ? std::string_view::npos : text.rfind(':', colon2 - 1);
    const auto dot = text.rfind('.');
    if (colon1 == std::string_view::npos || dot == std::string_view::npos || dot < colon2)
        return std::nullopt;
    const auto domain = parseHex(text.substr(0, colon1), 8);
    const auto bus = parseHex(text.substr(colon1 + 1, colon2 - colon1 - 1), 2);
    const auto device = parseHex(text.substr(colon2 + 1, dot - colon2 - 1), 2);
    const auto function = parseHex(text.substr(dot + 1), 1);
    if (!domain || !bus || !device || !function || *device > 0x1f || *function > 7)
        return std::nullopt;
    return BusId { static_cast<std::uint32_t>(*domain), static_cast<std::uint32_t>(*bus),
        static_cast<std::uint32_t>(*device), static_cast<std::uint32_t>(*function) };
}

// NCCL's `net guid` is the adapter's system image GUID as ibv_query_device returns it: a
// 64-bit value in network byte order, which NCCL prints as a host integer ("%#lx", so leading
// zeros are dropped). On the little-endian hosts NCCL runs on, the printed digits are the GUID
// with its eight bytes in reverse order: "0xa262550003a1420c" stands for 0c:42:a1:03:00:55:62:a2
// (NVIDIA's OUI 0c:42:a1 first), the GUID that ibnetdiscover shows as sysimgguid and, on
// ConnectX adapters, usually also as the node and port GUID of its first port. Both ports of a dual-port
// adapter print the same value. Reversing the bytes gives back the GUID the fabric knows.
std::uint64_t guidFromNcclNetGuid(std::uint64_t printed)
{
    std::uint64_t guid = 0;
    for (int byte = 0; byte < 8; ++byte)
        guid = guid << 8 | ((printed >> (8 * byte)) & 0xff);
    return guid;
}

} // namespace scalescope::nccl

#include "model/Units.h"

#include <cctype>
#include <charconv>
#include <cmath>
#include <cstdlib>
#include <cstdio>
#include <limits>

namespace scalescope {
namespace {

std::string_view trim(std::string_view text)
{
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front())))
        text.remove_prefix(1);
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back())))
        text.remove_suffix(1);
    return text;
}

// Splits "400 Gb/s" into the number and the rest; nothing when no number leads.
std::optional<std::pair<double, std::string_view>> splitNumber(std::string_view text)
{
    text = trim(text);
    double value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end == text.data() || !std::isfinite(value))
        return std::nullopt;
    return std::pair { value, trim(std::string_view(end, text.data() + text.size() - end)) };
}

std::string formatScaled(double value, const char* const* units, int unitCount)
{
    int unit = 0;
    while (unit + 1 < unitCount && std::fabs(value) >= 1000.0) {
        value /= 1000.0;
        ++unit;
    }
    char buffer[64];
    const double rounded = std::round(value);
    if (std::fabs(value - rounded) < 1e-9)
        std::snprintf(buffer, sizeof buffer, "%.0f %s", rounded, units[unit]);
    else
        std::snprintf(buffer, sizeof buffer, "%.4g %s", value, units[unit]);
    return buffer;
}

} // namespace

// The number at the front of `text` times 10^exponent, rounded once from the decimal digits (as
// "400e9" would be), so that a rate written with its 17 significant digits reads back exactly.
std::optional<double> scaledNumber(std::string_view text, int exponent)
{
    text = trim(text);
    double value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end == text.data())
        return std::nullopt;
    std::string digits(text.data(), end);
    const auto e = digits.find_first_of("eE");
    if (e != std::string::npos) {
        exponent += std::atoi(digits.c_str() + e + 1);
        digits.resize(e);
    }
    digits += 'e' + std::to_string(exponent);
    double scaled = 0;
    std::from_chars(digits.data(), digits.data() + digits.size(), scaled);
    if (!std::isfinite(scaled))
        return std::nullopt;
    return scaled;
}

std::optional<BytesPerSec> parseRate(std::string_view text)
{
    const auto split = splitNumber(text);
    if (!split || split->first < 0)
        return std::nullopt;
    std::string suffix(split->second);
    // Drop the common "per second" spellings; what stays names the prefix and bits or bytes.
    for (const char* tail : { "/s", "ps" }) {
        const std::string_view t(tail);
        if (suffix.size() >= t.size() && suffix.compare(suffix.size() - t.size(), t.size(), t) == 0) {
            suffix.resize(suffix.size() - t.size());
            break;
        }
    }
    if (suffix.empty())
        return std::nullopt;
    int exponent = 0;
    switch (suffix[0]) {
    case 'K':
    case 'k':
        exponent = 3;
        break;
    case 'M':
        exponent = 6;
        break;
    case 'G':
        exponent = 9;
        break;
    case 'T':
        exponent = 12;
        break;
    default:
        return std::nullopt;
    }
    const auto value = scaledNumber(text, exponent);
    if (!value)
        return std::nullopt;
    const std::string_view unit = std::string_view(suffix).substr(1);
    if (unit.empty() || unit == "b" || unit == "bit" || unit == "bE")
        return *value / kBitsPerByte; // a power of two: exact
    if (unit == "B")
        return *value;
    return std::nullopt;
}

std::string formatRateBits(BytesPerSec rate)
{
    static const char* const units[] = { "b/s", "Kb/s", "Mb/s", "Gb/s", "Tb/s", "Pb/s" };
    return formatScaled(rate * kBitsPerByte, units, 6);
}

std::string formatRateBytes(BytesPerSec rate)
{
    static const char* const units[] = { "B/s", "KB/s", "MB/s", "GB/s", "TB/s", "PB/s" };
    return formatScaled(rate, units, 6);
}

std::optional<ByteCount> parseSize(std::string_view text)
{
    text = trim(text);
    ByteCount value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end == text.data())
        return std::nullopt;
    const std::string_view suffix = trim(std::string_view(end, text.data() + text.size() - end));
    unsigned shift = 0;
    // nccl-tests takes either case of the unit letter ("64m" is 64M).
    auto is = [&](char unit) {
        const char lower = static_cast<char>(unit - 'A' + 'a');
        for (const char first : { unit, lower })
            for (const std::string_view rest : { "", "B", "iB" })
                if (suffix.size() == 1 + rest.size() && suffix[0] == first && suffix.substr(1) == rest)
                    return true;
        return false;
    };
    if (suffix.empty() || suffix == "B")
        shift = 0;
    else if (is('K'))
        shift = 10;
    else if (is('M'))
        shift = 20;
    else if (is('G'))
        shift = 30;
    else if (is('T'))
        shift = 40;
    else
        return std::nullopt;
    if (shift > 0 && value > (std::numeric_limits<ByteCount>::max() >> shift))
        return std::nullopt;
    return value << shift;
}

std::string formatSize(ByteCount bytes)
{
    static constexpr std::pair<unsigned, char> kUnits[] = { { 40, 'T' }, { 30, 'G' }, { 20, 'M' }, { 10, 'K' } };
    for (const auto& [shift, unit] : kUnits)
        if (bytes != 0 && bytes % (ByteCount(1) << shift) == 0)
            return std::to_string(bytes >> shift) + unit;
    return std::to_string(bytes);
}

std::optional<double> parseDurationNs(std::string_view text)
{
    const auto split = splitNumber(text);
    if (!split || split->first < 0)
        return std::nullopt;
    const auto [value, unit] = *split;
    double nanosecondsPerUnit = 0;
    if (unit == "s")
        nanosecondsPerUnit = 1e9;
    else if (unit == "ms")
        nanosecondsPerUnit = 1e6;
    else if (unit == "us" || unit == "\u00b5s" || unit == "\u03bcs") // micro sign or Greek mu
        nanosecondsPerUnit = 1e3;
    else if (unit == "ns")
        nanosecondsPerUnit = 1;
    else
        return std::nullopt;
    return value * nanosecondsPerUnit;
}

} // namespace scalescope

#include "model/Units.h"

#include <cctype>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <limits>
#include <string>

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

// The decimal `number` (a number as from_chars reads it) times 10^exponent, rounded once: the
// exponent is added in the text, so that "0.016622711" G is 16622711 exactly and not the double
// nearest 0.016622711 times 10^9. `approximate` (the number as a double) serves when the result
// is beyond a double's range, where it gives infinity or 0.
double scaledDecimal(std::string_view number, double approximate, int exponent)
{
    const double outOfRange = approximate * std::pow(10.0, exponent);
    std::string text(number);
    if (const auto e = text.find_first_of("eE"); e != std::string::npos) {
        std::string_view own = std::string_view(text).substr(e + 1);
        if (own.starts_with('+'))
            own.remove_prefix(1);
        int ownExponent = 0;
        if (std::from_chars(own.data(), own.data() + own.size(), ownExponent).ec != std::errc())
            return outOfRange;
        exponent += ownExponent;
        text.resize(e);
    }
    text += 'e' + std::to_string(exponent);
    double value = 0;
    if (std::from_chars(text.data(), text.data() + text.size(), value).ec != std::errc())
        return outOfRange;
    return value;
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

std::optional<BytesPerSec> parseRate(std::string_view text)
{
    const auto split = splitNumber(text);
    if (!split || split->first < 0)
        return std::nullopt;
    const auto [value, suffixView] = *split;
    const std::string_view trimmed = trim(text);
    const std::string_view number
        = trim(trimmed.substr(0, static_cast<std::size_t>(suffixView.data() - trimmed.data())));
    std::string suffix(suffixView);
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
    int exponent = 0; // of the prefix's power of ten
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
    const std::string_view unit = std::string_view(suffix).substr(1);
    if (unit.empty() || unit == "b" || unit == "bit" || unit == "bE")
        return scaledDecimal(number, value, exponent) / kBitsPerByte;
    if (unit == "B")
        return scaledDecimal(number, value, exponent);
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

std::string countText(std::uint64_t count)
{
    return groupedThousands(std::to_string(count));
}

std::string groupedThousands(std::string_view digits)
{
    std::string grouped;
    for (std::size_t i = 0; i < digits.size(); ++i) {
        if (i > 0 && (digits.size() - i) % 3 == 0)
            grouped += ',';
        grouped += digits[i];
    }
    return grouped;
}

} // namespace scalescope

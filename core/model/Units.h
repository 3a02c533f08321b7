// Units used throughout the model. Inside the program every rate is bytes per second and
// every time is nanoseconds; bits appear only where text is parsed or shown.
// GB/s means 10^9 bytes/s and Gb/s 10^9 bits/s (the nccl-tests convention).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace scalescope {

using BytesPerSec = double;
using LatencyNs = double;
using ByteCount = std::uint64_t;

inline constexpr double kBitsPerByte = 8.0;
inline constexpr double kGiga = 1e9;
inline constexpr double kTera = 1e12;

constexpr BytesPerSec bytesPerSecFromGbps(double gigabitsPerSec)
{
    return gigabitsPerSec * kGiga / kBitsPerByte;
}
constexpr BytesPerSec bytesPerSecFromGBps(double gigabytesPerSec)
{
    return gigabytesPerSec * kGiga;
}
constexpr double gbpsFromBytesPerSec(BytesPerSec rate)
{
    return rate * kBitsPerByte / kGiga;
}
constexpr double gBpsFromBytesPerSec(BytesPerSec rate)
{
    return rate / kGiga;
}
constexpr double tBpsFromBytesPerSec(BytesPerSec rate)
{
    return rate / kTera;
}

// The rates a link or port can have: from 1 Mb/s (slower than any Ethernet, InfiniBand or
// PCIe link still in use) to 1 PB/s (over a thousand times an NVLink 5 bundle of 18 links, 900 GB/s).
// A rate outside is a mistake or an overflow ("1e308GB/s"); readers refuse it, so that what one
// reader accepts the design file can write and read back.
inline constexpr BytesPerSec kMinLinkBytesPerSec = 1e6 / kBitsPerByte;
inline constexpr BytesPerSec kMaxLinkBytesPerSec = 1e15;
constexpr bool isLinkRateInRange(BytesPerSec rate) // false for NaN and infinities too
{
    return rate >= kMinLinkBytesPerSec && rate <= kMaxLinkBytesPerSec;
}

// Parses a line rate as people write it: "400G", "400Gb/s", "800 Gbps" (bits) or "50GB/s",
// "50 GBps" (bytes). A bare "G"/"T"/"M" suffix means bits, as NIC and port speeds are named.
// Returns bytes per second, or nothing when the text is not a rate.
std::optional<BytesPerSec> parseRate(std::string_view text);

// Formats a rate for people, in bits ("400 Gb/s") or bytes ("50 GB/s").
std::string formatRateBits(BytesPerSec rate);
std::string formatRateBytes(BytesPerSec rate);

// Parses a message size as nccl-tests writes it: "8", "32K", "512M", "8G" (K = 1024).
std::optional<ByteCount> parseSize(std::string_view text);
// The reverse, exactly: the largest unit that divides the size ("1G", "384M", "1000").
std::string formatSize(ByteCount bytes);
// A count grouped by thousands: "4,096", "268,435,456".
std::string countText(std::uint64_t count);
// The whole part of a number, grouped by thousands: "1234567" as "1,234,567".
std::string groupedThousands(std::string_view digits);

// Parses a duration with its unit: "1.5ms", "250 us", "250 µs", "40ns", "2s". A unit is required
// (a bare number is ambiguous). Returns nanoseconds, or nothing when the text is not a duration.
std::optional<double> parseDurationNs(std::string_view text);

} // namespace scalescope

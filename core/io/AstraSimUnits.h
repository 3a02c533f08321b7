// The bandwidth unit of ASTRA-sim's analytical network YAML, shared by its exporter and importer.
//
// The file says "GB/s", but ASTRA-sim's analytical backend takes 1 GB as 2^30 bytes: in
// astra-network-analytical, common/NetworkFunction.cpp, the function bw_GBps_to_Bpns turns a
// dimension's `bandwidth` into bytes per nanosecond by multiplying it by 2^30 and dividing by
// 10^9 ns per second; both the congestion-aware Link constructor
// (congestion_aware/network/Link.cpp) and the congestion-unaware BasicTopology constructor
// (congestion_unaware/basic-topology/BasicTopology.cpp) convert through it. Checked at commit
// 599a0473 (2024-11-02) of github.com/astra-sim/astra-network-analytical, the newest of that
// repository at the time. So ASTRA-sim's "GB/s" is GiB/s: writing a 10^9-based figure there
// would make ASTRA-sim's links 7.4% (2^30 / 10^9) faster than the design's.
#pragma once

#include "model/Units.h"

namespace scalescope {

// Bytes per second in one unit of an ASTRA-sim `bandwidth` entry (astra-network-analytical,
// bw_GBps_to_Bpns, above).
inline constexpr double kAstraSimBytesPerSecPerBandwidthUnit = 1073741824.0; // 2^30

constexpr double astraSimBandwidthFromBytesPerSec(BytesPerSec rate)
{
    return rate / kAstraSimBytesPerSecPerBandwidthUnit;
}

constexpr BytesPerSec bytesPerSecFromAstraSimBandwidth(double bandwidth)
{
    return bandwidth * kAstraSimBytesPerSecPerBandwidthUnit;
}

} // namespace scalescope

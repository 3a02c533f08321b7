// What every channel (one direction of a link) can carry in a flow run, in bytes/s: its line
// rate, what NCCL gets of it (the efficiency model's derating of its tier and the protocol's
// payload share for the algorithm and collective; the line rate with --ideal), and the factor
// in-switch reduction (NVLS) puts on NVLink channels.
#pragma once

#include "model/Topology.h"
#include "sim/AnalyticModel.h"

#include <vector>

namespace scalescope {

struct ChannelCapacities {
    std::vector<double> rawBytesPerSec; // the line rate, what utilization is measured against
    std::vector<double> effectiveBytesPerSec; // what the flows get
    std::vector<double> inSwitchScale; // NVLink channels: NVLS efficiency; others 1
};

// Indexed by Channel (channelOf). The protocol's share depends on the algorithm and collective
// that run (efficiency::protocolShare).
ChannelCapacities channelCapacities(const Topology& topology, const RankLayout& layout, Protocol protocol,
    Algorithm algorithm, Collective collective, const CostOptions& options);

} // namespace scalescope

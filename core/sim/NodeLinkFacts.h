// What every device's own links give it, gathered in one pass over the topology's links: the
// NVLink bandwidth and lanes of each GPU, the fastest fabric port of each NIC, the fastest
// first hop (PCIe or NVLink-C2C) of each GPU and NIC, the PCIe switch a GPU hangs from and that
// switch's link up towards its CPU, the NICs cabled to a CPU, and the fabric's InfiniBand links. Indexed by NodeId.
#pragma once

#include "model/Topology.h"

#include <vector>

namespace scalescope {

struct NodeLinkFacts {
    static constexpr std::uint32_t kNone = ~0u;

    std::vector<BytesPerSec> nvlinkRate; // per GPU: its NVLinks summed, one direction
    std::vector<int> nvlinkLanes; // per GPU: its NVLink lanes
    std::vector<BytesPerSec> fabricRate; // per NIC: its fastest InfiniBand or Ethernet link, one direction
    std::vector<BytesPerSec> firstHopRate; // per GPU or NIC: its fastest PCIe or NVLink-C2C link, one direction
    std::vector<int> gpusOnSwitch; // per PCIe switch: the GPUs cabled to it
    std::vector<NodeId> switchOfGpu; // per GPU: the PCIe switch it is cabled to, kNone when none
    std::vector<LinkId> pcieUp; // per PCIe switch: its link towards its CPU (its port 0), kNone when none
    std::vector<char> nicOnCpu; // per NIC: cabled to a CPU's PCIe root, so a GPU reaches it through the host
    std::vector<LinkId> networkLinks; // every compute fabric link (InfiniBand or RoCE), in link order
};

NodeLinkFacts gatherNodeLinkFacts(const Topology& topology);

} // namespace scalescope

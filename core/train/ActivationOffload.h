// What offloading activations to the host's memory costs in time: the copies out during the
// forward and back during the backward run beside the compute, over the GPU's link to its host,
// and only what they do not hide behind it is added.
#pragma once

#include "model/Topology.h"

namespace scalescope {

// The GPU's link to its host's memory, bytes/s each way, at the share of the wire NCCL's tables
// give such a link (sim/Efficiency.h): its NVLink-C2C to a Grace CPU, else its narrowest PCIe
// link; 0 when it has neither.
double hostLinkBytesPerSec(const Topology& topology, NodeId gpu);

struct OffloadTime {
    double forwardUs = 0, backwardUs = 0; // exposed, per micro-batch
};
// `bytes` copied out while `forwardUs` of compute runs, and back while `backwardUs` runs.
OffloadTime exposedOffload(double bytes, double hostBytesPerSec, double forwardUs, double backwardUs);

} // namespace scalescope

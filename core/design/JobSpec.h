// A job: a collective set up to run on a design, as the user states it (the Traffic panel, the
// command line's options) and as the design file saves it under a name. runJob (JobRunner.h)
// turns it into a simulation.
#pragma once

#include "model/Collective.h"
#include "model/Topology.h"
#include "model/Units.h"

#include <optional>

#include <string>

namespace scalescope {

// The most queue pairs NCCL opens per connection (net_ib.cc, NCCL_IB_MAX_QPS).
inline constexpr int kMaxQpsPerConnection = 128;

struct JobSpec {
    std::string name;
    std::string ranks = "all"; // the GPUs, as selectRanks reads them
    Collective collective = Collective::AllReduce;
    ByteCount bytes = ByteCount(1) << 30;
    Algorithm algorithm = Algorithm::Auto;
    Fidelity fidelity = Fidelity::Flow;
    // GPUDirect RDMA: NICs read and write GPU memory directly (off: staged through host memory).
    bool gpuDirect = true;
    // NVLink SHARP (NCCL_NVLS_ENABLE): off, NVLS and NVLS+tree are not considered.
    bool nvls = true;
    // How the fabric routes for this job; absent: the design's routing (Topology::routing).
    std::optional<FabricRouting> routing;
    // NCCL_IB_QPS_PER_CONNECTION (1 to kMaxQpsPerConnection): under static ECMP each queue pair is
    // hashed on its own, so more of them spread a connection over more paths.
    int qpsPerConnection = 1;
    bool operator==(const JobSpec&) const = default;
};

} // namespace scalescope

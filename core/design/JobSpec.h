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
    bool operator==(const JobSpec&) const = default;
};

} // namespace scalescope

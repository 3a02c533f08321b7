// Where a design's saved training jobs run: each placed in the design's order by the scheduler
// (train/Placement.h) on the GPUs the jobs before it left free, as a cluster fills up. The
// command line (train --job, --jobs all) and the desktop program place them with this one call.
#pragma once

#include "design/TrainingJobSpec.h"
#include "model/Topology.h"
#include "train/Placement.h"

#include <string>
#include <vector>

namespace scalescope {

struct PlacedTrainingJob {
    std::vector<NodeId> gpus; // in rank order; empty when it could not be placed
    std::string problem; // why not, in words ("needs 64 GPUs but only 56 are free: ...")
    PlacementResult::Fault fault = PlacementResult::Fault::None;
    std::string note; // what the scheduler had to say about a placement it made
    bool ok() const { return fault == PlacementResult::Fault::None; }
};

// One entry per job, in order. A job that cannot be placed takes no GPUs; the jobs after it are
// placed as if it were not there. `unavailable`: GPUs out of service.
std::vector<PlacedTrainingJob> placeTrainingJobs(
    const std::vector<TrainingJobSpec>& jobs, const Topology& topology, const std::vector<NodeId>& unavailable = {});

} // namespace scalescope

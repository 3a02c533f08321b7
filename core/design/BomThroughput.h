// What a design delivers, for the bill of materials' ratios (bom/BomRatios.h): the busbw of a
// collective and the tokens/s of a training job, each run as the rest of the program runs it.
// The collective is the design's first saved job, as saved; a design that saves none gets the
// reference all_reduce (1 GiB on all GPUs, analytic, the algorithm NCCL would pick), which the
// basis states. The training figure is the design's first saved training job, placed and run
// as `scalescope train FILE --job NAME` runs it, its tokens/s per GPU times the design's GPUs (the
// bill pays for all of them: a job on 8 of 144 counts as 18 such jobs); a design that saves none has none. Either
// that cannot run says why in its `problem`, never a silent zero. With a failure scenario that
// applies (`survivors`), both run on what survives, as `compare` runs them: a failed GPU's rank
// left out, the training job placed on the GPUs left; the basis says so. (What is bought, the
// bill itself, is the whole design.)
#pragma once

#include "bom/BomRatios.h"
#include "catalog/Catalog.h"
#include "design/JobRunner.h"
#include "design/JobSpec.h"
#include "design/Survivors.h"
#include "design/TrainingJobSpec.h"
#include "model/Topology.h"

#include <vector>

namespace scalescope {

// The all_reduce the bill of materials runs on a design that saves no collective job.
JobSpec bomReferenceJob();

// `options`: the memory budget of a flow run and a stop flag (SimulationStopped is thrown through).
BomThroughputs measureThroughputs(const Topology& topology, const Catalog& catalog, const std::vector<JobSpec>& jobs,
    const std::vector<TrainingJobSpec>& trainingJobs, const JobRunOptions& options = {},
    std::shared_ptr<const SurvivingTopology> survivors = nullptr);

} // namespace scalescope

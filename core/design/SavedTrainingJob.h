// One iteration of a training job saved in a design, as the desktop program's Training tab and a
// story's handout show it: the design's jobs placed in their order (each on the GPUs the ones
// before it left free, failed GPUs left out), the job's iteration simulated with its timeline on
// what survives, and where its communication goes link by link (iterationLinkLoads), all named in
// the full topology, the design as drawn.
#pragma once

#include "design/Survivors.h"
#include "design/TrainingJobSpec.h"
#include "sim/StopFlag.h"
#include "train/IterationLinkLoads.h"
#include "train/TrainingIteration.h"

#include <memory>
#include <vector>

namespace scalescope {

struct SavedTrainingRun {
    std::shared_ptr<const IterationResult> result; // GPUs and links of the full topology
    // As it ran: on the survivors' ids when a failure scenario applies, else `result`.
    std::shared_ptr<const IterationResult> ranResult;
    std::vector<NodeId> otherJobsGpus; // the jobs before it, sorted
    double hbmGB = 0; // the job's GPU's memory
};

// The iteration's options a saved job states: its rank order (std::invalid_argument when it reads
// as none), its overlaps and its fidelity.
IterationOptions iterationOptionsOf(const TrainingJobSpec& job);

// Job `index` of `jobs`; flow runs refused above `memoryBudgetBytes` (0: no limit). Throws
// TrainingConfigError for a job that cannot run as set up, std::invalid_argument for one that
// cannot be placed or whose model the catalog lacks, SimulationStopped when stopped.
SavedTrainingRun simulateSavedTrainingJob(const Topology& topology, const Catalog& catalog,
    const std::vector<TrainingJobSpec>& jobs, int index, StopFlag stop = {}, double memoryBudgetBytes = 0,
    std::shared_ptr<const SurvivingTopology> survivors = nullptr);

// The iteration's link loads for `ran` (SavedTrainingRun::ranResult), keyed to `topology`'s links.
// Throws as iterationLinkLoads does.
IterationLinkLoads savedTrainingLinkLoads(const Topology& topology, const Catalog& catalog, const IterationResult& ran,
    SimOptions options, const SurvivingTopology* survivors = nullptr);

} // namespace scalescope

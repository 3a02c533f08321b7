// A training job as the user sets it up and the design file saves it under a name, beside the
// collective jobs (JobSpec.h): a model from the catalog, how it is split over GPUs, the order in
// which ranks take the placed GPUs, and how the scheduler places it. Jobs are placed in the
// design's order, each on GPUs the jobs before it left free.
#pragma once

#include "model/Collective.h"
#include "train/ParallelConfig.h"

#include <cstdint>
#include <string>

namespace scalescope {

inline constexpr const char* kDefaultRankOrder = "tp-cp-ep-dp-pp"; // Megatron-Core's: TP innermost

struct TrainingJobSpec {
    std::string name;
    std::string model; // a catalog model's id
    ParallelConfig parallel;
    std::string order = kDefaultRankOrder; // outermost last, as Megatron-Core writes it
    // "packed", "spread", "random" (with `seed`), or the GPUs in rank order as selectRanks reads them.
    std::string placement = "packed";
    std::uint64_t seed = 0;
    Fidelity fidelity = Fidelity::Analytic;
    bool overlapDataParallel = true; // gradient reduction in buckets during the backward pass
    bool overlapTensorParallel = false; // tensor-parallel communication hidden behind GEMMs
    // Flow fidelity under static ECMP: queue pairs per NCCL connection (JobSpec::qpsPerConnection).
    int qpsPerConnection = 1;
    bool operator==(const TrainingJobSpec&) const = default;
};

} // namespace scalescope

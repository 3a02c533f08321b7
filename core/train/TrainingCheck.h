// Whether a parallel configuration can train a model on a GPU: every problem in words, each
// naming the figures that do not fit ("tensor parallel 3 does not divide the 64 attention heads",
// "needs 97.3 GB per GPU (...) but the NVIDIA H100 80GB SXM5 has 80 GB").
#pragma once

#include "catalog/Catalog.h"
#include "train/ParallelConfig.h"

#include <optional>
#include <string>
#include <vector>

namespace scalescope {

// The problems of the configuration's shape for the model; gpus, when given, must equal
// TP x PP x DP x CP. Empty when it is valid.
std::vector<std::string> checkParallelConfig(
    const ModelSpec& model, const ParallelConfig& config, std::optional<long long> gpus = std::nullopt);

// Whether the GPU can run it: FP8 where the GPU has none, and memory per GPU (memoryPerGpu) beyond
// its HBM, saying what it needs by kind. The configuration must be valid (checkParallelConfig).
std::vector<std::string> checkFitsGpu(const ModelSpec& model, const ParallelConfig& config, const GpuSpec& gpu);

// The widest all-to-all group a2a+p2p can have: the largest divisor of CP below it that also
// divides a TP rank's query and key/value heads; 0 when there is none.
int defaultCpAllToAllRanks(const ModelSpec& model, const ParallelConfig& config);
// The all-to-all group a2a+p2p runs with: the stated one, else the default.
int cpAllToAllRanksOf(const ModelSpec& model, const ParallelConfig& config);

// Both, the second only when the first finds nothing.
std::vector<std::string> checkTraining(const ModelSpec& model, const ParallelConfig& config, const GpuSpec& gpu,
    std::optional<long long> gpus = std::nullopt);

} // namespace scalescope

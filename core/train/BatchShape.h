// The batch a training job runs: its sequence length and, when the job states no global batch,
// the one it is given. Every command and view resolves an unstated batch here, so that `train`,
// the search and the desktop's Training tab run the same iteration.
#pragma once

#include "catalog/ModelSpec.h"
#include "train/ParallelConfig.h"

namespace scalescope {

// Tokens per iteration of a job that states no global batch: 4M (Llama 2's batch and the start of
// Llama 3 405B's: Touvron et al. 2023, section 2.2; Dubey et al. 2024, section 3.4.1).
constexpr double kDefaultBatchTokens = 4 * 1024 * 1024;

// The config's sequence length, else the model's.
int seqLengthOf(const ModelSpec& model, const ParallelConfig& config);

// The global batch (sequences) of a job that states none: kDefaultBatchTokens in sequences of
// its length, rounded to the nearest multiple of micro-batch x DP (one step of every data-parallel
// rank), and of PP micro-batches per pipeline under the interleaved schedule; at least one.
long long defaultGlobalBatch(const ModelSpec& model, const ParallelConfig& config);

// The config with its global batch stated: its own, else (0) defaultGlobalBatch.
ParallelConfig withGlobalBatch(const ModelSpec& model, ParallelConfig config);

} // namespace scalescope

// The best parallel configurations of a model on a number of GPUs: every valid combination of
// TP (dividing the heads and key/value heads, at most the NVLink domain unless asked), PP (its
// layers split as ParallelConfig's splitsLayers allows), VPP (every number of virtual stages that
// splits the layers, the micro-batches a multiple of PP), CP (the sequence a multiple of 2 x CP),
// EP (MoE models: dividing the experts and DP x CP), DP (what the GPUs leave), micro-batch sizes,
// rank orders and placements, at a fixed global batch; each shape checked first
// (checkParallelConfig), then placed, then its memory checked (checkFitsGpu), and only what fits
// timed by simulateIteration (analytic). The configurations on one placement share one
// CollectiveTimer, so a group shape seen once is never simulated again. Enumeration and
// results are deterministic: the best by iteration time, ties by memory per GPU, then by the
// order of enumeration (TP, PP, VPP, CP, EP, micro-batch, order, placement, each rising).
#pragma once

#include "catalog/Catalog.h"
#include "model/Topology.h"
#include "sim/StopFlag.h"
#include "train/BatchShape.h"
#include "train/TrainingIteration.h"

#include <functional>
#include <string>
#include <vector>

namespace scalescope {

// Without a global batch the search runs every candidate on kDefaultBatchTokens (BatchShape.h) in
// sequences of the model's length, at least one: the same batch for all, so a candidate whose
// micro-batch x DP does not divide it is left out.
long long defaultSearchGlobalBatch(const ModelSpec& model, int seqLength);

// A placement the search tries: its name and the GPUs it gives a job whose rank order keeps
// `blocks` together (TP groups, and DP or EP groups where they fit a domain); an empty list and
// a problem when it cannot place the job.
struct PlacedGpus {
    std::vector<NodeId> gpus;
    std::string problem;
};
struct SearchPlacement {
    std::string name; // "packed", "spread", ...
    std::function<PlacedGpus(const RankBlocks& blocks)> place;
};

struct SearchRequest {
    long long gpus = 0;
    // Precision, recomputation, DP mode, sequence parallelism, sequence length and global batch
    // (0: defaultSearchGlobalBatch) of every candidate; its degrees and micro-batch are searched.
    ParallelConfig base;
    std::vector<int> microBatches { 1, 2, 4 };
    int maxTp = 0; // 0: the largest NVLink domain among the GPUs of the first placement
    bool alternativeOrders = false; // also tp-cp-ep-pp-dp, tp-pp-cp-ep-dp and dp-cp-ep-tp-pp
    std::vector<SearchPlacement> placements; // at least one
    IterationOptions iteration; // overlaps and how collectives are timed; its order is searched
    int top = 10;
    StopFlag stop; // raised: the search throws SimulationStopped
    // After each configuration: how many of all the search will consider; may be empty.
    std::function<void(long long considered, long long total)> progress;
};

struct SearchCounts {
    long long considered = 0; // degrees x micro-batches x orders x placements enumerated
    long long rejectedShape = 0; // checkParallelConfig found a problem
    long long rejectedMemory = 0; // does not fit in HBM (or FP8 on a GPU without it)
    long long rejectedPlacement = 0; // the placement could not give the GPUs
    long long timed = 0;
    long long simulations = 0; // collectives the simulator timed across all of them
};

struct SearchCandidate {
    IterationResult result;
    std::string placement; // its SearchPlacement's name
};

struct SearchResult {
    std::vector<SearchCandidate> best; // fastest first
    SearchCounts counts;
    long long globalBatch = 0; // the one every candidate ran
    int maxTp = 0; // the TP bound used
    std::vector<std::string> placementProblems; // each placement's refusal, once
    // Of the configurations too large for the GPU's memory, why the one that needs least does not
    // fit (checkFitsGpu's words); empty when none was too large.
    std::string leastMemoryProblem;
};

// Throws std::invalid_argument for a request that cannot be searched (no GPUs, no placement,
// GPUs of unknown throughput) and SimulationStopped when stopped.
SearchResult searchConfigs(
    const Topology& topology, const Catalog& catalog, const ModelSpec& model, const SearchRequest& request);

} // namespace scalescope

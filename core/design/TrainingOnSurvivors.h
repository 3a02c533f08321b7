// A training job on what survives a failure scenario, the one way every caller runs it: the GPUs
// placed on the full topology (the failed ones unavailable to the placement), the iteration
// simulated on the survivors (SurvivingTopology::topology and the GPUs' surviving ids), and the
// result named back in the full topology, which the desktop draws and reports against. Without
// survivors each runs on the full topology as it is.
#pragma once

#include "design/Survivors.h"
#include "train/ConfigSearch.h"
#include "train/TrainingIteration.h"

#include <optional>
#include <string>
#include <vector>

namespace scalescope {

// `options` for a run on the survivors: each GPU's NIC as the failures left it (a GPU whose own
// NIC failed on a neighbour's, as NCCL picks it) instead of matched by position.
IterationOptions optionsOnSurvivors(IterationOptions options, const SurvivingTopology& survivors);

// Why the job's GPUs (surviving ids) cannot reach one another on what survives: the missing hop
// (missingFabricHop's words) when they span NVLink domains the fabric no longer joins; else nothing.
std::optional<std::string> unreachableOnSurvivors(
    const SurvivingTopology& survivors, const Catalog& catalog, const std::vector<NodeId>& survivingGpus);

// simulateIteration of the job on `fullGpus` (ids of `full`): on the survivors when there are
// any, the result then in the survivors' ids (the topology it ran on, as iterationLinkLoads
// wants it); iterationOnFullTopology names it in the full topology's. Throws
// std::invalid_argument with the missing hop when the fabric left no longer joins its GPUs.
IterationResult simulateIterationOn(const Topology& full, const SurvivingTopology* survivors, const Catalog& catalog,
    const ModelSpec& model, const ParallelConfig& config, const std::vector<NodeId>& fullGpus,
    const IterationOptions& options = {});

// A result of a run on the survivors with its placement and busiest links in the full topology's ids.
IterationResult iterationOnFullTopology(IterationResult ran, const SurvivingTopology& survivors);

// searchConfigs on what survives: `request`'s placements give GPUs of the full topology (a
// failed one among them, or GPUs the fabric left no longer joins, refuses that placement, saying
// why), every configuration is timed on the survivors, and the best come back in the full
// topology's ids.
SearchResult searchConfigsOn(const Topology& full, const SurvivingTopology* survivors, const Catalog& catalog,
    const ModelSpec& model, SearchRequest request);

} // namespace scalescope

// What the training suites share: a job on the first GPUs of a cluster, in order, as a scheduler
// that packs would give them, and whether a list of a configuration's problems names one.
#pragma once

#include "catalog/Catalog.h"
#include "model/Topology.h"
#include "sim/RankLayout.h"
#include "train/TrainingIteration.h"

#include <string>
#include <vector>

namespace scalescope::fixtures {

inline std::vector<NodeId> firstGpus(const Topology& topology, long long count)
{
    std::vector<NodeId> gpus = allGpus(topology);
    gpus.resize(static_cast<std::size_t>(count));
    return gpus;
}

// One iteration of `model` (a catalog id) on the first config.gpus() GPUs of `topology`.
inline IterationResult iterateOnFirstGpus(
    const Topology& topology, const char* model, const ParallelConfig& config, const IterationOptions& options = {})
{
    return simulateIteration(topology, Catalog::builtIn(), *Catalog::builtIn().model(model), config,
        firstGpus(topology, config.gpus()), options);
}

inline bool anyMentions(const std::vector<std::string>& problems, const std::string& text)
{
    for (const std::string& problem : problems)
        if (problem.find(text) != std::string::npos)
            return true;
    return false;
}

} // namespace scalescope::fixtures

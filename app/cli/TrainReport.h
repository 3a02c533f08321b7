// What `scalescope train` prints of an iteration: text for people, JSON for programs.
#pragma once

#include "catalog/ModelSpec.h"
#include "model/Topology.h"
#include "train/TrainingIteration.h"

#include <nlohmann/json.hpp>

#include <iosfwd>
#include <string>

namespace scalescope::cli {

// iteration_ms, tokens_per_s, mfu, tflops_per_gpu, breakdown_ms (by kind), memory_GB (by kind),
// placement (GPU names in rank order), the configuration and the busiest collectives.
nlohmann::ordered_json iterationJson(
    const IterationResult& result, const ModelSpec& model, const Topology& topology, const std::string& label);
void printIteration(const IterationResult& result, const ModelSpec& model, const Topology& topology,
    const std::string& label, std::ostream& out);

} // namespace scalescope::cli

// A training job in the design file ("training_jobs"): read with every problem at its pointer,
// written back field by field.
#pragma once

#include "catalog/Catalog.h"
#include "design/TrainingJobSpec.h"
#include "util/JsonFields.h"

#include <nlohmann/json.hpp>

namespace scalescope {

// Reads one entry; the model must be in `catalog` (the base with the design's own section) and
// the configuration valid for it (checkParallelConfig), each problem recorded at its pointer.
TrainingJobSpec parseTrainingJob(JsonFields& fields, const Catalog& catalog);

nlohmann::ordered_json trainingJobJson(const TrainingJobSpec& job);

} // namespace scalescope

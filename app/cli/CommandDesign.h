// The design a job command runs on: a design FILE (with its own catalog) or --preset and the
// fabric options (on the base catalog). Shared by simulate, sweep and train.
#pragma once

#include "catalog/Catalog.h"
#include "cli/Arguments.h"
#include "design/FailureScenario.h"
#include "design/JobSpec.h"
#include "design/TrainingJobSpec.h"
#include "model/Topology.h"

#include <string>
#include <vector>

namespace scalescope::cli {

struct CommandDesign {
    std::string label; // the file or the preset, for messages
    Topology topology;
    SharedCatalog catalog; // the design's (the base plus its own section), or the base for a preset
    std::vector<JobSpec> jobs; // the collectives saved in the design FILE; none for a preset
    std::vector<TrainingJobSpec> trainingJobs; // saved in the design FILE; none for a preset
    FailureScenario failures; // the design FILE's own (checked against it); none for a preset
};

// Throws UsageError for both or neither of FILE and --preset, InputError for a design that
// cannot be read or a preset that cannot be built.
CommandDesign loadCommandDesign(const Arguments& args, const SharedCatalog& baseCatalog);

} // namespace scalescope::cli

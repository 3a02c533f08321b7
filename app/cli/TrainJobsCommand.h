// scalescope train FILE --job NAME | --jobs all: the training jobs saved in a design, placed in
// the design's order (placeTrainingJobs), one alone or all of them together at flow fidelity; on
// what survives the failures (failed GPUs out of the placement), when any apply.
#pragma once

#include "cli/Arguments.h"
#include "cli/CommandDesign.h"
#include "cli/FailureOptions.h"

#include <iosfwd>

namespace scalescope::cli {

bool asksForSavedJobs(const Arguments& args);
int savedJobsCommand(const Arguments& args, const CommandDesign& design, const CommandFailures& failures,
    std::ostream& out, std::ostream& err);

} // namespace scalescope::cli

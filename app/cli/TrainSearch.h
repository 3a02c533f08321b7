// `scalescope train --search`: the best parallel configurations of a model on the job's GPUs
// (core/train/ConfigSearch), printed with their breakdowns and memory, or as JSON.
#pragma once

#include "catalog/ModelSpec.h"
#include "cli/Arguments.h"
#include "cli/CommandDesign.h"
#include "cli/FailureOptions.h"
#include "train/ConfigSearch.h"

#include <iosfwd>
#include <set>
#include <string>

namespace scalescope::cli {

// --top N, --max-tp N, --all-orders.
const std::set<std::string>& searchValuedOptions();
const std::set<std::string>& searchFlags();

// Throws UsageError for an option the search chooses itself (--tp, --order, ...). With failures the
// configurations are timed on what survives (the request's placements give GPUs of the design) and
// the output says what failed.
int runTrainSearch(const Arguments& args, const CommandDesign& design, const ModelSpec& model, SearchRequest request,
    const CommandFailures& failures, std::ostream& out, std::ostream& err);

} // namespace scalescope::cli

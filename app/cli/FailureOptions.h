// The failure options of the job commands: --fail NAME[,NAME...], --degrade LINK=RATE[,...],
// --survivors and --no-failures, over the design's own failure scenario.
#pragma once

#include "cli/Arguments.h"
#include "design/FailureScenario.h"
#include "design/Survivors.h"
#include "model/Topology.h"

#include <memory>
#include <set>
#include <string>

namespace scalescope::cli {

inline const std::set<std::string> kFailureValueOptions { "--fail", "--degrade" };
inline const std::set<std::string> kFailureFlags { "--survivors", "--no-failures" };

// What a job runs on under the design's scenario (unless --no-failures) plus the options'
// marks: the survivors (Survivors.h), or null when no mark applies. Throws UsageError naming the
// option and the value for a mark that names nothing, a rate that is not one, a mark given twice.
std::shared_ptr<const SurvivingTopology> failureSurvivors(
    const Arguments& args, const Topology& full, const FailureScenario& designScenario);

} // namespace scalescope::cli

// The failure options of the job commands: --fail NAME[,NAME...], --degrade LINK=RATE[,...],
// --fail-random N|N% --kind K [--seed S], --survivors and --no-failures, over the design's own
// failure scenario; and how a command reports what failed.
#pragma once

#include "cli/Arguments.h"
#include "design/FailureScenario.h"
#include "design/RandomFailures.h"
#include "design/Survivors.h"
#include "model/Topology.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <memory>
#include <optional>
#include <ostream>
#include <set>
#include <string>

namespace scalescope::cli {

inline const std::set<std::string> kFailureValueOptions { "--fail", "--degrade", "--fail-random", "--kind", "--seed" };
inline const std::set<std::string> kFailureFlags { "--survivors", "--no-failures" };

// The marks a command runs under: the design's scenario (unless --no-failures) and the options'.
struct CommandFailures {
    FailureScenario scenario; // every mark that applies, the design's first
    std::optional<RandomFailures> random; // what --fail-random drew
    std::uint64_t seed = 0; // --seed, which drew it
    // What a job runs on under those marks (Survivors.h); null when no mark applies.
    std::shared_ptr<const SurvivingTopology> survivors;
};

// The marks of the design and the options, each checked against `full`, and what survives them. Throws UsageError
// naming the option and the value for a mark that names nothing, a rate that is not one, a mark given twice, a random
// draw that cannot be made.
CommandFailures commandFailures(const Arguments& args, const Topology& full, const FailureScenario& designScenario);

// commandFailures' survivors alone.
std::shared_ptr<const SurvivingTopology> failureSurvivors(
    const Arguments& args, const Topology& full, const FailureScenario& designScenario);

// What the scenario took out, counted by kind, the NIC fallbacks and what was drawn at random.
nlohmann::ordered_json failuresJson(
    const Topology& full, const SurvivingTopology& survivors, const CommandFailures& failures);
// "  failures    2 devices failed (...)" and, when drawn, the random draw and its targets.
void printFailures(const SurvivingTopology& survivors, const CommandFailures& failures, std::ostream& out);
// Which GPUs go out through a neighbour's NIC, as NCCL would send them.
void printNicFallbacks(const Topology& full, const SurvivingTopology& survivors, std::ostream& out);

} // namespace scalescope::cli

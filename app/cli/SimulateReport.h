// `scalescope simulate`'s text report in the user's language: what ran, its time and bandwidths,
// the bound, how the fabric routed it and, with --explain, the stages and every candidate NCCL
// could have picked with the plan it builds.
#pragma once

#include "cli/FailureOptions.h"

#include "design/JobRunner.h"

#include <ostream>
#include <string>

namespace scalescope::cli {

struct SimulationReport {
    const std::string& label; // the file or the preset
    const Topology& topology;
    const JobSpec& spec;
    const CommandFailures& failures;
    const SurvivingTopology* survivors; // null when no failure applies
    const JobPlan& planned;
    const SimResult& result;
    bool explain = false;
};

void printSimulationReport(const SimulationReport& report, std::ostream& out);

} // namespace scalescope::cli

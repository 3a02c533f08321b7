// The blast radius of a failure scenario: for each job a design saves (collectives in `jobs`,
// training jobs in `training_jobs`), whether the marks touch it and how it runs before (healthy)
// and after (on what survives). The command line's `impact` prints it; the desktop can call it.
#pragma once

#include "catalog/Catalog.h"
#include "design/JobSpec.h"
#include "design/Survivors.h"
#include "design/TrainingJobSpec.h"
#include "model/Topology.h"

#include <optional>
#include <string>
#include <vector>

namespace scalescope {

// Whether a job's GPUs can feel the marks, decided from the topology alone, without simulating:
// the job's footprint is what its GPUs reach over NVLink (their NVLink domains); a job across
// domains adds what they reach over PCIe (its NICs) and the compute fabric between its NICs'
// leaves (every switch and link on a shortest path between two of them). The job is touched
// when a rank GPU failed, or a failed device, a lost or a degraded link lies in its footprint.
struct TouchCheck {
    bool touched = false;
    std::string why; // the first mark found: "rank node0/gpu3 failed", "ib/spine-1 failed", ...
};
TouchCheck touchedBy(const Topology& full, const SurvivingTopology& survivors, const std::vector<NodeId>& gpus);

// How a job ran once: nothing in `cannotRun`, or why it could not.
struct JobOutcome {
    std::string cannotRun;
    double timeUs = 0; // a collective's time, a training job's iteration
    double busbwGBps = 0; // collective
    double tokensPerSec = 0, mfu = 0; // training
    int gpus = 0;
    bool ran() const { return cannotRun.empty(); }
};

struct JobImpact {
    std::string name;
    bool training = false; // else a collective
    std::string what; // "all_reduce of 1 GiB on all", "llama3-8b tp 8 pp 1 dp 8"
    TouchCheck check; // on the GPUs it holds when healthy
    JobOutcome before, after;
    // after over before of the job's time; 0 when either could not run.
    double slowdown() const;
};

struct BlastRadiusOptions {
    double memoryBudgetBytes = 0; // for flow runs (JobRunOptions)
    bool survivorsOnly = false; // a job naming a failed GPU runs on the rest (JobRunOptions)
};

// Every job of `jobs`, then of `training`, before (on `full`) and after (on `survivors`). Training
// jobs are placed in the design's order, each alone on the GPUs the ones before it left (and,
// after, less the failed ones), and run one at a time.
std::vector<JobImpact> blastRadius(const Topology& full, const Catalog& catalog, const std::vector<JobSpec>& jobs,
    const std::vector<TrainingJobSpec>& training, const SurvivingTopology& survivors,
    const BlastRadiusOptions& options = {});

} // namespace scalescope

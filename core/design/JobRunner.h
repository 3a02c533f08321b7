// The one way a job runs, for every caller (the command line's simulate and sweep, the Traffic
// panel, a diagram's heatmap): its GPUs selected, the workload and the simulator's options made
// from the JobSpec, the simulator run, and a typed result back. Value in, value out.
#pragma once

#include "catalog/Catalog.h"
#include "design/Design.h"
#include "design/JobSpec.h"
#include "design/Survivors.h"
#include "model/Topology.h"
#include "sim/LoadTimeline.h"
#include "sim/RankLayout.h"
#include "sim/Simulator.h"
#include "sim/StopFlag.h"

#include <memory>
#include <stdexcept>
#include <string>

namespace scalescope {

// Why a job cannot run, in words the user can act on. `part` says where the problem lies, so
// that a caller can point at it: the command line at its --ranks, the panel at its GPUs field.
class JobError : public std::invalid_argument {
public:
    enum class Part {
        Ranks, // the GPUs as written select nothing the design has
        Run, // the job as a whole cannot run here (too few GPUs, an algorithm that does not apply)
        Memory, // a flow run estimated above the memory budget, refused before it started
    };
    JobError(Part part, const std::string& message);
    Part part() const { return m_part; }

private:
    Part m_part;
};

// How to run, beyond what the job states and a design saves.
struct JobRunOptions {
    bool ideal = false; // the efficiency model set aside: line rates and physical latencies
    StopFlag stop; // raised from another thread, the run throws SimulationStopped
    // Flow fidelity: a run estimated to need more bytes than this is refused before it starts
    // (JobError, Part::Memory); 0 sets no limit. The program's edge chooses it from the machine.
    double memoryBudgetBytes = 0;
    // With a failure scenario: a failed GPU the job names is left out and the job runs on the
    // rest; otherwise the job is refused (JobError, Part::Run, naming the GPU). `all` never
    // names a failed GPU.
    bool survivorsOnly = false;
};

// A job made ready to run: its GPUs laid out once, its workload and the simulator's options.
// A size sweep keeps one and changes workload.bytes.
struct JobPlan {
    Workload workload;
    RankLayout layout;
    SimOptions options;
    // When a failure scenario applies: the topology the job runs on, and the ranks and layout
    // are its ids. runJob reports against the full topology all the same.
    std::shared_ptr<const SurvivingTopology> survivors;
};

struct JobResult {
    // Time, algbw, busbw, the ideal bound, the algorithm and protocol chosen, the candidates
    // weighed, the phases and steps (events) and, at flow fidelity, the per-link segments.
    SimResult simulation;
    // The per-link load ready to be sampled at any simulated time, and where steps begin. At
    // analytic fidelity it has no links, only the one step.
    LoadTimeline timeline;
};

// The job's GPUs, in rank order. Throws JobError (Part::Ranks) saying what is wrong with them.
std::vector<NodeId> selectJobRanks(const Topology& topology, const std::string& ranks);

// Throws JobError when the job cannot run on this topology. With `survivors` (what survives a
// failure scenario on `topology`, see Survivors.h) the job runs on them: its GPUs are named as
// in the full topology, a failed one refused unless options.survivorsOnly.
JobPlan planJob(const Topology& topology, const Catalog& catalog, const JobSpec& job, const JobRunOptions& options = {},
    std::shared_ptr<const SurvivingTopology> survivors = nullptr);
// `topology` is the full topology the plan was made for: the result's link ids (per-link
// timelines, the busiest link) and the timeline are keyed to it even when the job ran on survivors.
JobResult runJob(const Topology& topology, const JobPlan& plan);
// planJob and runJob in one.
JobResult runJob(
    const Topology& topology, const Catalog& catalog, const JobSpec& job, const JobRunOptions& options = {});
// A job on an expanded design: on its survivors when its failure scenario applies; the result
// keyed to design.topology, the full design as drawn.
JobResult runJob(const ExpandedDesign& design, const JobSpec& job, const JobRunOptions& options = {});

} // namespace scalescope

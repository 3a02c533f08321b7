#include "design/BomThroughput.h"

#include "bom/BomReport.h"

#include "design/SavedTrainingJob.h"
#include "design/TrainingJobPlacement.h"
#include "design/TrainingOnSurvivors.h"
#include "model/Localized.h"
#include "model/Units.h"
#include "train/ParallelGroups.h"
#include "train/TrainingIteration.h"

#include <algorithm>
#include <stdexcept>

namespace scalescope {
namespace {

std::size_t gpuCount(const Topology& topology)
{
    return static_cast<std::size_t>(std::count_if(
        topology.nodes.begin(), topology.nodes.end(), [](const Node& node) { return node.kind == NodeKind::Gpu; }));
}

// A message size in binary units as people say it: "1 GiB", "512 MiB", "8 KiB", "100 bytes".
std::string sizeText(ByteCount bytes)
{
    static constexpr const char* units[] = { "bytes", "KiB", "MiB", "GiB", "TiB" };
    int unit = 0;
    while (unit < 4 && bytes >= 1024 && bytes % 1024 == 0) {
        bytes /= 1024;
        ++unit;
    }
    return std::to_string(bytes) + " " + units[unit];
}

std::string describe(const JobSpec& job, std::size_t ranks)
{
    return std::string(toString(job.collective)) + " of " + sizeText(job.bytes) + " on "
        + (job.ranks == "all" ? "all " + countText(ranks) + " GPUs" : countText(ranks) + " GPUs (" + job.ranks + ")")
        + ", " + std::string(toString(job.fidelity));
}

// ", on what survives: 1 device failed (...), 16 links lost", or "" with nothing failed.
std::string survivorsNote(const SurvivingTopology* survivors)
{
    return survivors ? ", on what survives: " + describeFailures(survivors->tally) : std::string();
}

BomThroughput collectiveThroughput(const Topology& topology, const Catalog& catalog, const std::vector<JobSpec>& jobs,
    const JobRunOptions& options, const std::shared_ptr<const SurvivingTopology>& survivors)
{
    const bool saved = !jobs.empty();
    const JobSpec job = saved ? jobs.front() : bomReferenceJob();
    BomThroughput throughput;
    throughput.basis = (saved ? "saved job \"" + job.name + "\": " : std::string()) + describe(job, gpuCount(topology));
    try {
        JobRunOptions run = options;
        run.survivorsOnly = survivors != nullptr; // a failed GPU's rank is left out
        const JobPlan plan = planJob(topology, catalog, job, run, survivors);
        throughput.basis = (saved ? "saved job \"" + job.name + "\": " : std::string())
            + describe(job, plan.workload.ranks.size()) + survivorsNote(survivors.get());
        throughput.value = runJob(topology, plan).simulation.busbwGBps;
    } catch (const JobError& error) {
        throughput.problem = error.what();
    }
    return throughput;
}

BomThroughput trainingThroughput(const Topology& topology, const Catalog& catalog,
    const std::vector<TrainingJobSpec>& jobs, const JobRunOptions& options, const SurvivingTopology* survivors)
{
    const TrainingJobSpec& job = jobs.front();
    BomThroughput throughput;
    throughput.basis
        = "saved training job \"" + job.name + "\": " + job.model + ", " + std::string(toString(job.fidelity));
    try {
        const PlacedTrainingJob placed = placeTrainingJobs(
            { job }, topology, survivors ? failedGpus(topology, *survivors) : std::vector<NodeId> {})
                                             .front();
        if (!placed.ok())
            throw std::invalid_argument(
                localized(QT_TRANSLATE_NOOP("scalescope-core", "it cannot be placed: %1"), { placed.problem }));
        const ModelSpec* model = catalog.model(job.model);
        if (!model)
            throw std::invalid_argument(
                localized(QT_TRANSLATE_NOOP("scalescope-core", "the catalog has no model \"%1\""), { job.model }));
        IterationOptions iteration = iterationOptionsOf(job);
        iteration.sim.memoryBudgetBytes = options.memoryBudgetBytes;
        iteration.sim.stop = options.stop;
        // The whole bill is divided by what the whole design delivers: the job's tokens/s per GPU
        // times every GPU that can run (as many such jobs side by side), not by one job on a few of them.
        const std::size_t designGpus = gpuCount(survivors ? survivors->topology : topology);
        throughput.basis = "saved training job \"" + job.name + "\": " + job.model + " on "
            + countText(placed.gpus.size()) + " GPUs, " + std::string(toString(job.fidelity)) + survivorsNote(survivors)
            + ", its tokens/s per GPU times the design's " + countText(designGpus) + " GPUs";
        const double jobTokensPerSec
            = simulateIterationOn(topology, survivors, catalog, *model, job.parallel, placed.gpus, iteration)
                  .tokensPerSec;
        throughput.value = jobTokensPerSec * static_cast<double>(designGpus) / static_cast<double>(placed.gpus.size());
    } catch (const TrainingConfigError& error) {
        for (const std::string& problem : error.problems())
            throughput.problem += (throughput.problem.empty() ? "" : "; ") + problem;
    } catch (const std::invalid_argument& error) {
        throughput.problem = error.what();
    }
    return throughput;
}

} // namespace

JobSpec bomReferenceJob()
{
    JobSpec job;
    job.name = "bom reference";
    job.collective = Collective::AllReduce;
    job.bytes = ByteCount(1) << 30;
    job.algorithm = Algorithm::Auto;
    job.fidelity = Fidelity::Analytic;
    return job;
}

BomThroughputs measureThroughputs(const Topology& topology, const Catalog& catalog, const std::vector<JobSpec>& jobs,
    const std::vector<TrainingJobSpec>& trainingJobs, const JobRunOptions& options,
    std::shared_ptr<const SurvivingTopology> survivors)
{
    BomThroughputs throughputs;
    if (gpuCount(topology) == 0)
        return throughputs;
    throughputs.busbw = collectiveThroughput(topology, catalog, jobs, options, survivors);
    if (!trainingJobs.empty())
        throughputs.tokens = trainingThroughput(topology, catalog, trainingJobs, options, survivors.get());
    return throughputs;
}

} // namespace scalescope

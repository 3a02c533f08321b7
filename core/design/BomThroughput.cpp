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
    if (unit == 0)
        return localized(QT_TRANSLATE_NOOP("scalescope-core", "%1 bytes"), { std::to_string(bytes) });
    return std::to_string(bytes) + " " + units[unit];
}

// What was run, in words: "saved job \"ring\": all_reduce of 1 GiB on all 144 GPUs, analytic, on
// what survives: 1 device failed (...), 16 links lost" (without "saved job" for the reference job,
// without what survives with no failure scenario).
std::string describe(const JobSpec& job, bool saved, std::size_t ranks, const SurvivingTopology* survivors)
{
    const std::string collective(toString(job.collective));
    const std::string fidelity(toString(job.fidelity));
    std::string text = job.ranks == "all"
        ? localized(QT_TRANSLATE_NOOP("scalescope-core", "%1 of %2 on all %3 GPUs, %4"),
            { collective, sizeText(job.bytes), countText(ranks), fidelity })
        : localized(QT_TRANSLATE_NOOP("scalescope-core", "%1 of %2 on %3 GPUs (%4), %5"),
            { collective, sizeText(job.bytes), countText(ranks), job.ranks, fidelity });
    if (survivors)
        text = localized(QT_TRANSLATE_NOOP("scalescope-core", "%1, on what survives: %2"),
            { text, describeFailures(survivors->tally) });
    return saved ? localized(QT_TRANSLATE_NOOP("scalescope-core", "saved job \"%1\": %2"), { job.name, text }) : text;
}

BomThroughput collectiveThroughput(const Topology& topology, const Catalog& catalog, const std::vector<JobSpec>& jobs,
    const JobRunOptions& options, const std::shared_ptr<const SurvivingTopology>& survivors)
{
    const bool saved = !jobs.empty();
    const JobSpec job = saved ? jobs.front() : bomReferenceJob();
    BomThroughput throughput;
    throughput.basis = describe(job, saved, gpuCount(topology), nullptr);
    try {
        JobRunOptions run = options;
        run.survivorsOnly = survivors != nullptr; // a failed GPU's rank is left out
        const JobPlan plan = planJob(topology, catalog, job, run, survivors);
        throughput.basis = describe(job, saved, plan.workload.ranks.size(), survivors.get());
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
    const std::string fidelity(toString(job.fidelity));
    throughput.basis = localized(
        QT_TRANSLATE_NOOP("scalescope-core", "saved training job \"%1\": %2, %3"), { job.name, job.model, fidelity });
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
        throughput.basis = survivors
            ? localized(QT_TRANSLATE_NOOP("scalescope-core",
                            "saved training job \"%1\": %2 on %3 GPUs, %4, on what survives: %5, its tokens/s per "
                            "GPU times the design's %6 GPUs"),
                { job.name, job.model, countText(placed.gpus.size()), fidelity, describeFailures(survivors->tally),
                    countText(designGpus) })
            : localized(QT_TRANSLATE_NOOP("scalescope-core",
                            "saved training job \"%1\": %2 on %3 GPUs, %4, its tokens/s per GPU times the design's "
                            "%5 GPUs"),
                { job.name, job.model, countText(placed.gpus.size()), fidelity, countText(designGpus) });
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

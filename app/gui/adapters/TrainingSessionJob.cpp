// The worker's part of the training session: the saved jobs placed in the design's order and one
// iteration of the selected job.
#include "gui/adapters/TrainingSession.h"

#include "sim/RankLayout.h"
#include "sim/RankSelection.h"
#include "train/Placement.h"
#include "sim/StopFlag.h"

#include <set>

namespace scalescope::gui {
namespace {

// The GPUs a saved job takes, as the scheduler places it (core placeJob) on the GPUs the jobs before
// it left free; packed keeps each TP group inside an NVLink domain.
std::vector<NodeId> placeSavedJob(const Topology& topology, const TrainingJobSpec& job, const std::set<NodeId>& taken)
{
    PlacementRequest request;
    request.gpus = static_cast<int>(job.parallel.gpus());
    const auto policy = parsePlacementPolicy(job.placement);
    request.policy = policy ? *policy : PlacementPolicy::List;
    if (!policy)
        request.list = job.placement;
    request.seed = job.seed;
    request.taken.assign(taken.begin(), taken.end());
    request.block = job.parallel.tp;
    PlacementResult placed = placeJob(topology, request);
    if (placed.gpus.empty())
        throw std::invalid_argument("\"" + job.name + "\": " + placed.problem);
    return placed.gpus;
}

} // namespace

TrainingOutcome runSavedTrainingJob(const Topology& topology, const Catalog& catalog,
    const std::vector<TrainingJobSpec>& jobs, int index, StopFlag stop)
{
    TrainingOutcome outcome;
    try {
        std::set<NodeId> taken;
        for (int i = 0; i < index; ++i)
            for (NodeId gpu : placeSavedJob(topology, jobs.at(i), taken))
                taken.insert(gpu);
        outcome.otherJobsGpus.assign(taken.begin(), taken.end());
        const TrainingJobSpec& job = jobs.at(index);
        const ModelSpec* model = catalog.model(job.model);
        if (!model)
            throw std::invalid_argument("the catalog has no model \"" + job.model + "\"");
        const std::vector<NodeId> gpus = placeSavedJob(topology, job, taken);
        IterationOptions options;
        options.order = parseRankOrder(job.order, job.parallel);
        options.overlapDataParallel = job.overlapDataParallel;
        options.overlapTensorParallel = job.overlapTensorParallel;
        options.sim.stop = stop;
        options.timeline = true;
        auto result = std::make_shared<IterationResult>(
            simulateIteration(topology, catalog, *model, job.parallel, gpus, options));
        if (const GpuSpec* gpu = catalog.gpu(topology.modelOf(topology.nodes.at(gpus.front()))))
            outcome.hbmGB = gpu->memoryGB;
        outcome.result = std::move(result);
    } catch (const SimulationStopped&) {
        outcome.error = QObject::tr("Stopped");
    } catch (const TrainingConfigError& error) {
        QStringList problems;
        for (const std::string& problem : error.problems())
            problems << QString::fromStdString(problem);
        outcome.error = problems.join('\n');
    } catch (const std::exception& error) {
        outcome.error = QString::fromStdString(error.what());
    }
    return outcome;
}

} // namespace scalescope::gui

// The worker's part of the training session: the saved jobs placed in the design's order and one
// iteration of the selected job.
#include "gui/adapters/TrainingSession.h"

#include "sim/RankLayout.h"
#include "sim/RankSelection.h"
#include "sim/StopFlag.h"

#include <set>

namespace scalescope::gui {
namespace {

// The GPUs a saved job takes: its list as written, or (for a policy) the first GPUs in the design's
// order that no job before it took.
std::vector<NodeId> placeSavedJob(const Topology& topology, const TrainingJobSpec& job, const std::set<NodeId>& taken)
{
    const long long count = job.parallel.gpus();
    if (job.placement != "packed" && job.placement != "spread" && job.placement != "random") {
        std::vector<NodeId> gpus = selectRanks(job.placement, topology);
        for (NodeId gpu : gpus)
            if (taken.count(gpu))
                throw std::invalid_argument(
                    topology.nodes.at(gpu).name + " is taken by a job saved before \"" + job.name + "\"");
        return gpus;
    }
    std::vector<NodeId> gpus;
    for (NodeId gpu : allGpus(topology))
        if (!taken.count(gpu) && static_cast<long long>(gpus.size()) < count)
            gpus.push_back(gpu);
    if (static_cast<long long>(gpus.size()) < count)
        throw std::invalid_argument("\"" + job.name + "\" needs " + std::to_string(count) + " GPUs but "
            + std::to_string(gpus.size()) + " are free after the jobs saved before it");
    return gpus;
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

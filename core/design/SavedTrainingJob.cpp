#include "design/SavedTrainingJob.h"

#include "design/TrainingJobPlacement.h"
#include "design/TrainingOnSurvivors.h"
#include "model/Localized.h"
#include "sim/RankSelection.h"

#include <algorithm>
#include <stdexcept>

namespace scalescope {

IterationOptions iterationOptionsOf(const TrainingJobSpec& job)
{
    IterationOptions options;
    options.order = parseRankOrder(job.order, job.parallel);
    options.overlapDataParallel = job.overlapDataParallel;
    options.overlapTensorParallel = job.overlapTensorParallel;
    options.sim.fidelity = job.fidelity;
    options.sim.qpsPerConnection = job.qpsPerConnection;
    return options;
}

SavedTrainingRun simulateSavedTrainingJob(const Topology& topology, const Catalog& catalog,
    const std::vector<TrainingJobSpec>& jobs, int index, StopFlag stop, double memoryBudgetBytes,
    std::shared_ptr<const SurvivingTopology> survivors)
{
    SavedTrainingRun run;
    // Every job placed in the design's order, as the command line places them, failed GPUs left out.
    const std::vector<PlacedTrainingJob> placed
        = placeTrainingJobs(jobs, topology, survivors ? failedGpus(topology, *survivors) : std::vector<NodeId> {});
    for (int i = 0; i < index; ++i)
        run.otherJobsGpus.insert(run.otherJobsGpus.end(), placed.at(i).gpus.begin(), placed.at(i).gpus.end());
    std::sort(run.otherJobsGpus.begin(), run.otherJobsGpus.end());
    const TrainingJobSpec& job = jobs.at(index);
    if (!placed.at(index).ok())
        throw std::invalid_argument(
            localized(QT_TRANSLATE_NOOP("scalescope-core", "\"%1\": %2"), { job.name, placed.at(index).problem }));
    const ModelSpec* model = catalog.model(job.model);
    if (!model)
        throw std::invalid_argument(
            localized(QT_TRANSLATE_NOOP("scalescope-core", "the catalog has no model \"%1\""), { job.model }));
    const std::vector<NodeId>& gpus = placed.at(index).gpus;
    IterationOptions options = iterationOptionsOf(job);
    options.sim.stop = stop;
    options.sim.memoryBudgetBytes = memoryBudgetBytes;
    options.timeline = true;
    auto ran = std::make_shared<const IterationResult>(
        simulateIterationOn(topology, survivors.get(), catalog, *model, job.parallel, gpus, options));
    if (const GpuSpec* gpu = catalog.gpu(topology.modelOf(topology.nodes.at(gpus.front()))))
        run.hbmGB = gpu->memoryGB;
    run.result = survivors ? std::make_shared<const IterationResult>(iterationOnFullTopology(*ran, *survivors)) : ran;
    run.ranResult = std::move(ran);
    return run;
}

IterationLinkLoads savedTrainingLinkLoads(const Topology& topology, const Catalog& catalog, const IterationResult& ran,
    SimOptions options, const SurvivingTopology* survivors)
{
    IterationLinkLoads loads = iterationLinkLoads(survivors ? survivors->topology : topology, catalog, ran, options);
    if (survivors)
        for (KindLinkLoads& kind : loads.kinds)
            for (LinkLoad& load : kind.links)
                load.link = survivors->fullLinkOf[load.link];
    return loads;
}

} // namespace scalescope

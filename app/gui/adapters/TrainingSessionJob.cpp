// The worker's part of the training session: the saved jobs placed in the design's order and one
// iteration of the selected job.
#include "gui/adapters/TrainingSession.h"

#include "design/TrainingJobPlacement.h"
#include "design/TrainingOnSurvivors.h"
#include "sim/RankLayout.h"
#include "sim/RankSelection.h"
#include "sim/StopFlag.h"

#include <algorithm>

namespace scalescope::gui {

TrainingOutcome runSavedTrainingJob(const Topology& topology, const Catalog& catalog,
    const std::vector<TrainingJobSpec>& jobs, int index, StopFlag stop, double memoryBudgetBytes,
    std::shared_ptr<const SurvivingTopology> survivors)
{
    TrainingOutcome outcome;
    try {
        // Every job placed in the design's order, as the command line places them, failed GPUs left out.
        const std::vector<PlacedTrainingJob> placed
            = placeTrainingJobs(jobs, topology, survivors ? failedGpus(topology, *survivors) : std::vector<NodeId> {});
        for (int i = 0; i < index; ++i)
            outcome.otherJobsGpus.insert(
                outcome.otherJobsGpus.end(), placed.at(i).gpus.begin(), placed.at(i).gpus.end());
        std::sort(outcome.otherJobsGpus.begin(), outcome.otherJobsGpus.end());
        const TrainingJobSpec& job = jobs.at(index);
        if (!placed.at(index).ok())
            throw std::invalid_argument("\"" + job.name + "\": " + placed.at(index).problem);
        const ModelSpec* model = catalog.model(job.model);
        if (!model)
            throw std::invalid_argument("the catalog has no model \"" + job.model + "\"");
        const std::vector<NodeId>& gpus = placed.at(index).gpus;
        IterationOptions options;
        options.order = parseRankOrder(job.order, job.parallel);
        options.overlapDataParallel = job.overlapDataParallel;
        options.overlapTensorParallel = job.overlapTensorParallel;
        options.sim.fidelity = job.fidelity;
        options.sim.stop = stop;
        options.sim.memoryBudgetBytes = memoryBudgetBytes;
        options.timeline = true;
        auto ran = std::make_shared<const IterationResult>(
            simulateIterationOn(topology, survivors.get(), catalog, *model, job.parallel, gpus, options));
        if (const GpuSpec* gpu = catalog.gpu(topology.modelOf(topology.nodes.at(gpus.front()))))
            outcome.hbmGB = gpu->memoryGB;
        outcome.result
            = survivors ? std::make_shared<const IterationResult>(iterationOnFullTopology(*ran, *survivors)) : ran;
        outcome.ranResult = std::move(ran);
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

LinkLoadsOutcome workOutLinkLoads(const Topology& topology, const Catalog& catalog, const IterationResult& ran,
    StopFlag stop, double memoryBudgetBytes, std::shared_ptr<const SurvivingTopology> survivors)
{
    LinkLoadsOutcome outcome;
    SimOptions options;
    options.stop = stop;
    options.memoryBudgetBytes = memoryBudgetBytes;
    try {
        IterationLinkLoads loads
            = iterationLinkLoads(survivors ? survivors->topology : topology, catalog, ran, options);
        if (survivors)
            for (KindLinkLoads& kind : loads.kinds)
                for (LinkLoad& load : kind.links)
                    load.link = survivors->fullLinkOf[load.link];
        outcome.loads = std::make_shared<IterationLinkLoads>(std::move(loads));
    } catch (const std::invalid_argument& error) { // the iteration stands without its heatmap
        outcome.problem = QString::fromStdString(error.what());
    }
    return outcome;
}

} // namespace scalescope::gui

// The worker's part of the training session: one iteration of the selected job, the saved jobs
// placed in the design's order before it (core design/SavedTrainingJob), and its link loads, with
// what went wrong in words.
#include "gui/adapters/TrainingSession.h"

#include "design/SavedTrainingJob.h"

namespace scalescope::gui {

TrainingOutcome runSavedTrainingJob(const Topology& topology, const Catalog& catalog,
    const std::vector<TrainingJobSpec>& jobs, int index, StopFlag stop, double memoryBudgetBytes,
    std::shared_ptr<const SurvivingTopology> survivors)
{
    TrainingOutcome outcome;
    try {
        SavedTrainingRun run
            = simulateSavedTrainingJob(topology, catalog, jobs, index, stop, memoryBudgetBytes, std::move(survivors));
        outcome.result = std::move(run.result);
        outcome.ranResult = std::move(run.ranResult);
        outcome.otherJobsGpus = std::move(run.otherJobsGpus);
        outcome.hbmGB = run.hbmGB;
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
        outcome.loads = std::make_shared<IterationLinkLoads>(
            savedTrainingLinkLoads(topology, catalog, ran, options, survivors.get()));
    } catch (const std::invalid_argument& error) { // the iteration stands without its heatmap
        outcome.problem = QString::fromStdString(error.what());
    }
    return outcome;
}

} // namespace scalescope::gui

#include "gui/diagrams/JobHeatmap.h"

#include "gui/QtText.h"
#include "design/JobRunner.h"
#include "design/SavedTrainingJob.h"
#include "model/Names.h"
#include "model/Units.h"

#include <QCoreApplication>

#include <stdexcept>

namespace scalescope::gui {
JobHeatmap jobHeatmapAt(
    const Topology& topology, const Catalog& catalog, const JobSpec& job, std::optional<double> shownUs)
{
    JobSpec flow = job;
    flow.fidelity = Fidelity::Flow; // per-link load over time: only the flow simulation has it
    const JobResult result = runJob(topology, catalog, flow);
    const LoadTimeline& timeline = result.timeline;
    const double timeUs = shownUs.value_or(timeline.durationUs());
    if (timeUs < 0 || timeUs > timeline.durationUs())
        throw std::invalid_argument(
            QCoreApplication::translate("JobHeatmap", "the run lasts %1; %2 is outside it")
                .arg(simulatedDurationText(timeline.durationUs()), simulatedDurationText(timeUs))
                .toStdString());
    JobHeatmap out;
    timeline.sample(timeUs, out.linkLoads);
    out.durationUs = timeline.durationUs();
    out.caption = jobCaption(qs(toString(job.collective)), QString::fromStdString(formatSize(job.bytes)),
        qs(toString(result.simulation.algorithm)), result.simulation.ranks, timeUs, out.durationUs);
    return out;
}

JobHeatmap trainingHeatmapAt(const Topology& topology, const Catalog& catalog, const std::vector<TrainingJobSpec>& jobs,
    int index, std::optional<double> shownUs)
{
    const TrainingJobSpec& job = jobs.at(static_cast<std::size_t>(index));
    const SavedTrainingRun run = simulateSavedTrainingJob(topology, catalog, jobs, index);
    const double iterationUs = run.result->iterationUs;
    if (shownUs && (*shownUs < 0 || *shownUs > iterationUs))
        throw std::invalid_argument(
            QCoreApplication::translate("JobHeatmap", "the iteration lasts %1; %2 is outside it")
                .arg(simulatedDurationText(iterationUs), simulatedDurationText(*shownUs))
                .toStdString());
    const IterationLinkLoads loads = savedTrainingLinkLoads(topology, catalog, *run.ranResult, {});
    std::vector<std::string> kinds;
    if (shownUs)
        kinds = kindsActiveAt(*run.result, *shownUs);
    else
        for (const KindLinkLoads& kind : loads.kinds)
            kinds.push_back(kind.kind);
    JobHeatmap out;
    combineLinkLoads(loads, kinds, topology.links.size(), out.linkLoads);
    out.durationUs = iterationUs;
    QStringList words;
    for (const std::string& kind : kinds)
        words << QString::fromStdString(kind).toUpper();
    const QString active = words.isEmpty() ? QCoreApplication::translate("JobHeatmap", "no communication")
                                           : words.join(QStringLiteral(", "));
    out.caption = shownUs
        ? QCoreApplication::translate("JobHeatmap", "%1 on %2 GPUs: link load at %3 of the %4 iteration (%5)")
              .arg(QString::fromStdString(job.model), QString::number(run.result->placement.size()),
                  simulatedDurationText(*shownUs), simulatedDurationText(iterationUs), active)
        : QCoreApplication::translate(
            "JobHeatmap", "%1 on %2 GPUs: link load of the %3 iteration, each kind at its busiest (%4)")
              .arg(QString::fromStdString(job.model), QString::number(run.result->placement.size()),
                  simulatedDurationText(iterationUs), active);
    return out;
}

QString jobCaption(const QString& collective, const QString& size, const QString& algorithm, int ranks, double timeUs,
    double durationUs)
{
    return QCoreApplication::translate("JobHeatmap", "%1 of %2 (%3, %4 GPUs): link load at %5 of %6")
        .arg(collective, size, algorithm, QString::number(ranks), simulatedDurationText(timeUs),
            simulatedDurationText(durationUs));
}

QString simulatedDurationText(double us)
{
    if (us < 1000)
        return QStringLiteral("%1 µs").arg(us, 0, 'f', us < 10 ? 2 : 1);
    if (us < 1e6)
        return QStringLiteral("%1 ms").arg(us / 1000, 0, 'f', 3);
    return QStringLiteral("%1 s").arg(us / 1e6, 0, 'f', 3);
}

} // namespace scalescope::gui

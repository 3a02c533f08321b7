// A saved job's traffic at one moment, for a diagram: the job run by runJob at flow fidelity
// (as the Traffic panel runs it), its per-link load sampled at a simulated time, and a caption
// saying what is shown.
#pragma once

#include "catalog/Catalog.h"
#include "design/Design.h"
#include "design/TrainingJobSpec.h"

#include <QString>

#include <optional>
#include <vector>

namespace scalescope::gui {

struct JobHeatmap {
    std::vector<float> linkLoads; // by link, 0 to 1
    double durationUs = 0; // the whole run
    QString caption; // "all_reduce 1G (ring, 144 GPUs) at 812 µs of 2.15 ms"
};

// Throws std::invalid_argument saying what is wrong (JobError for the job itself, or a time
// past the run's end). No time: the run's end.
JobHeatmap jobHeatmapAt(
    const Topology& topology, const Catalog& catalog, const JobSpec& job, std::optional<double> timeUs);

// A saved training job's link loads (design/SavedTrainingJob: the jobs before it placed first) at
// a moment of its iteration: the kinds of communication under way then, each at its busiest
// collective's load, as the Training tab shows them; no time: every kind, the whole iteration.
// Throws std::invalid_argument saying what is wrong (the job, or a time past the iteration's end).
JobHeatmap trainingHeatmapAt(const Topology& topology, const Catalog& catalog, const std::vector<TrainingJobSpec>& jobs,
    int index, std::optional<double> timeUs);

// What a diagram says of a job's moment.
QString jobCaption(const QString& collective, const QString& size, const QString& algorithm, int ranks, double timeUs,
    double durationUs);
// A simulated duration for people: "812 µs", "2.150 ms", "1.200 s".
QString simulatedDurationText(double us);

} // namespace scalescope::gui

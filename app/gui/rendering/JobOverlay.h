// What the canvas draws over the design to show where a training job runs: each of its GPUs tinted
// and outlined in its group's colour (TrainingSession says which groups), the GPUs of the jobs
// placed before it greyed; free GPUs are left as they are. Drawn where devices are drawn (zoomed
// in far enough); the outline a few pixels wide on screen at any zoom.
#pragma once

#include "gui/rendering/GeometryBatch.h"

#include <QColor>

#include <vector>

namespace scalescope::gui {

struct GpuMark {
    int node = -1;
    QColor colour;
};

struct JobMarks {
    const std::vector<GpuMark>* job = nullptr; // the job's GPUs, coloured by group
    const std::vector<int>* others = nullptr; // GPUs of other jobs
    QColor othersColour;
};

// The tints and outlines, or null when there is nothing to draw. `zoom`: pixels per scene unit.
GeometryBatch* makeJobOverlay(const Scene& scene, const JobMarks& marks, double zoom);

} // namespace scalescope::gui

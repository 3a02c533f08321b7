// What the canvas draws over the design to show where a training job runs: each of its GPUs tinted
// and outlined in its group's colour (TrainingSession says which groups), the GPUs of the jobs
// placed before it greyed; free GPUs are left as they are; the outline a few pixels wide on screen
// at any zoom. Zoomed out, where racks and units are blocks, each block holding any of the job's
// GPUs is outlined and a strip along its foot shows its share of the block's GPUs, each
// group's colour as wide as its GPUs there, the other jobs' grey, the free part left open.
#pragma once

#include "gui/rendering/GeometryBatch.h"
#include "layout/SceneLayout.h"
#include "model/Topology.h"

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
    QColor blockFrame; // zoomed out, around the blocks that hold the job's GPUs
    bool detailed = true; // every device drawn; else blocks (set by the renderer)
};

// The tints and outlines, or null when there is nothing to draw. `zoom`: pixels per scene unit.
GeometryBatch* makeJobOverlay(const Topology& topology, const Scene& scene, const JobMarks& marks, double zoom);

} // namespace scalescope::gui

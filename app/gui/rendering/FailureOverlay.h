// What the canvas draws over the design to show the failure scenario: each failed device dimmed
// and crossed out (a cross at least a few pixels across, so that a failed part shows in the zoomed
// out structure too), each link marked failed dashed in the failed colour, each degraded link
// dashed in the degraded colour. Links lost with a failed device are left to its cross. Lines a
// few pixels wide on screen at any zoom.
#pragma once

#include "gui/adapters/FailureEditing.h"
#include "gui/rendering/GeometryBatch.h"

#include <QColor>

#include <vector>

namespace scalescope::gui {

struct FailureMarksDrawn {
    const std::vector<FailureDrawn>* nodes = nullptr; // by device; null or empty: none
    const std::vector<FailureDrawn>* links = nullptr; // by link
    QColor failed, degraded, dim; // dim: over a failed device's box
};

// The crosses and dashes, or null when there is nothing to draw. `zoom`: pixels per scene unit.
GeometryBatch* makeFailureOverlay(
    const Topology& topology, const Scene& scene, const FailureMarksDrawn& marks, double zoom);

} // namespace scalescope::gui

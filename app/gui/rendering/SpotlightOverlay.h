// The spotlight (View > Spotlight): everything on the canvas dimmed under a veil of its background
// but the selected devices and, with two GPUs selected, the devices on the route between them. The
// veil is the scene's bounds, and far past them so that zooming out never shows its edge, less the
// lit boxes: their left and right edges cut the plane into vertical slabs, and in each slab the veil
// covers what no lit box does. It is made when the selection changes (a few rectangles per lit box)
// and moves with the canvas's transform, so that panning and zooming make nothing, at any size of
// design.
#pragma once

#include "gui/rendering/GeometryBatch.h"

#include <QColor>

#include <vector>

namespace scalescope::gui {

struct SpotlightMarks {
    const std::vector<int>* selection = nullptr; // devices lit
    const std::vector<int>* route = nullptr; // link indexes whose ends are lit too
    bool detailed = true; // every device drawn; else a device is lit by its block
    QColor veil; // the canvas's background, partly transparent
};

// The rectangles a veil over `outer` leaves out of `lit` take, in scene units (a slab's rectangles
// top to bottom, slabs left to right; neighbouring slabs with the same gaps taken together).
std::vector<SceneRect> veilAround(const SceneRect& outer, std::vector<SceneRect> lit);

// The veil, or null when nothing is selected (a spotlight on nothing leaves the canvas as it is).
GeometryBatch* makeSpotlightOverlay(const Topology& topology, const Scene& scene, const SpotlightMarks& marks);

} // namespace scalescope::gui

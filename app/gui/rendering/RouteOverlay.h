// What the canvas draws over the design to show a path: the route between the two GPUs
// selected, hop by hop (each link a thick line from the centre of one end's box to the other's,
// each device on the way marked), and the link whose load the charts show. A few pixels wide on
// screen at any zoom; in racks-as-blocks view a hidden device's end is its block.
#pragma once

#include "gui/rendering/GeometryBatch.h"

#include <QColor>

#include <vector>

namespace scalescope::gui {

struct RouteMarks {
    const std::vector<int>* route = nullptr; // link indexes, hop order
    int chartedLink = -1; // the link the charts show, or -1
    QColor routeColour, chartedColour;
};

// The lines and marks, or null when there is nothing to draw. `zoom`: pixels per scene unit.
GeometryBatch* makeRouteOverlay(const Topology& topology, const Scene& scene, const RouteMarks& marks, double zoom);

} // namespace scalescope::gui

// draw.io (diagrams.net) uncompressed mxfile: one diagram whose mxGraphModel holds racks, nodes
// and switch trays as container cells, each device a cell inside its group (geometry relative to
// the group, as draw.io keeps children), and every link an edge between its two devices. Positions
// and sizes are the Scene's, so the file looks like the canvas, user positions included.
#pragma once

#include "layout/SceneLayout.h"
#include "model/Topology.h"

#include <string>

namespace scalescope {

// Cell ids: "0" the root, "1" the layer, "g<group index>", "d<node index>" (an <object> holding
// the device's name, kind and model around its mxCell), "l<first link index>".
std::string exportDrawIo(const Topology& topology, const Scene& scene, const std::string& title);

} // namespace scalescope

// What is being dragged, drawn over the canvas's raster at its new place while the drag goes
// on: the boxes and devices of the dragged groups and devices and the links among them, in the
// palette's colours, under a transform that only the drag's offset changes. The raster under
// it stays as it was (the items show at their old place too); the scene is laid out again
// once, when the drag ends.
#pragma once

#include "layout/DrawingList.h"
#include "model/Topology.h"

#include <QImage>
#include <QPointF>
#include <QSGTransformNode>

#include <vector>

namespace scalescope::gui {

// What a drag moves, by the names the document gives: per node and per group, whether it moves
// (a group with everything in it).
struct DraggedItems {
    std::vector<bool> nodes, groups;
    bool empty() const { return nodes.empty(); }
};
DraggedItems draggedItems(const Topology& topology, const std::vector<std::string>& names);

class DragOverlay : public QSGTransformNode {
public:
    // The dragged part of `list` in the colours of `palette` (see DrawingPalette.h), its lines
    // as wide as the canvas draws them at `zoom`.
    DragOverlay(const DrawingList& list, const Topology& topology, const QImage& palette, const DraggedItems& items,
        double zoom);
    void setOffset(QPointF sceneOffset);
};

} // namespace scalescope::gui

// What a story's scene draws over a diagram: its annotations (arrows, text boxes, highlight
// frames, in the theme's colours) and its selection (the devices marked, and between two GPUs the
// route hop by hop, as the canvas shows them). Placed in scene units, drawn at sizes in page
// pixels that do not shrink with the diagram's scale, so that a handout reads at any zoom.
#pragma once

#include "design/Story.h"
#include "layout/SceneLayout.h"
#include "model/Topology.h"

#include <QColor>
#include <QRectF>
#include <QTransform>

#include <string>
#include <vector>

class QPainter;

namespace scalescope::gui {

// An annotation colour's shade in a theme (a name of kAnnotationColours); grey for another name.
QColor annotationColour(const std::string& name, bool dark);

// Where the overlay goes: the scene-to-page transform of the diagram and the drawing's rectangle
// on the page, which clips it.
struct OverlayPlacement {
    QTransform sceneToPage;
    QRectF clip;
    QColor background; // the page's, behind labels
};

void paintAnnotations(QPainter& painter, const std::vector<Annotation>& annotations, const OverlayPlacement& place);

// The devices named in `selection` outlined (the first in the canvas's selection colour, the
// others in its second), and the route's links (hop order) drawn as lines between their ends.
void paintSelection(QPainter& painter, const Topology& topology, const Scene& scene,
    const std::vector<NodeId>& selection, const std::vector<LinkId>& route, const OverlayPlacement& place);

} // namespace scalescope::gui

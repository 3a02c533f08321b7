// `scalescope export FILE --story NAME`: a story of the design as a handout, a page per scene.
// Each page is the diagram as the canvas would show the scene (its camera's part of the design,
// its tiers hidden and racks collapsed, its selection with the route between two GPUs, its job's
// heatmap at its time, its annotations), headed by the story's name and the scene's title, with
// the scene's caption under it in the language asked for. A scene that names another design
// (a lesson's) draws that design, read relative to the story's file.
#pragma once

#include "cli/DiagramExport.h"

#include <string>
#include <vector>

namespace scalescope::gui {

// One PDF of all the pages (format "pdf"), or one SVG or PNG file per scene, in order. Throws
// InputError naming the file (an unknown story, with the stories there are; a scene's design,
// job or time that cannot be shown, at the scene's JSON pointer) or std::runtime_error.
std::vector<std::string> exportStoryHandout(const cli::DiagramRequest& request);

} // namespace scalescope::gui

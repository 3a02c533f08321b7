// The diagram formats of `scalescope export` (SVG, PDF, PNG) are drawn with Qt's painter, which
// the plain C++ command line does not link. The desktop build registers the drawing here; the
// export command calls it and writes what it returns, or says that this build cannot draw
// diagrams.
#pragma once

#include "catalog/Catalog.h"
#include "design/Design.h"

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace scalescope::cli {

struct DiagramRequest {
    std::string designPath; // the design file, for messages
    const Design* design = nullptr;
    const Topology* topology = nullptr; // the design expanded
    const Catalog* catalog = nullptr; // the catalog the design was expanded with (its own section included)
    SharedCatalog baseCatalog; // the program's, for designs a story's scenes name
    std::string format; // "svg", "pdf" or "png"
    int dotsPerInch = 96; // PNG and PDF resolution
    std::optional<double> timeSeconds; // show the heatmap of the job at this simulated time
    std::optional<std::string> job; // the saved job whose heatmap is shown; the first when unset
    std::string title;
    // A story's handout (`--story`): each scene of the story named, drawn as it shows, its
    // caption in `language` ("en", "zh"; empty: the system's).
    std::optional<std::string> story;
    std::string language;
};

// The diagram's bytes (SVG text, PDF or PNG), which the export command writes where it was
// asked to; throws InputError or std::runtime_error naming what went wrong.
using DiagramExporter = std::function<std::string(const DiagramRequest&)>;

void setDiagramExporter(DiagramExporter exporter);
// Empty when this build cannot draw diagrams.
const DiagramExporter& diagramExporter();

// A story's pages: one PDF of a page per scene, or one SVG or PNG file per scene, in the scenes'
// order; throws as DiagramExporter does.
using StoryExporter = std::function<std::vector<std::string>(const DiagramRequest&)>;

void setStoryExporter(StoryExporter exporter);
// Empty when this build cannot draw diagrams.
const StoryExporter& storyExporter();

} // namespace scalescope::cli

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

namespace scalescope::cli {

struct DiagramRequest {
    std::string designPath; // the design file, for messages
    const Design* design = nullptr;
    const Topology* topology = nullptr; // the design expanded
    const Catalog* catalog = nullptr; // the catalog the design was expanded with (its own section included)
    std::string format; // "svg", "pdf" or "png"
    int dotsPerInch = 96; // PNG and PDF resolution
    std::optional<double> timeSeconds; // show the heatmap of the job at this simulated time
    std::optional<std::string> job; // the saved job whose heatmap is shown; the first when unset
    std::string title;
};

// The diagram's bytes (SVG text, PDF or PNG), which the export command writes where it was
// asked to; throws InputError or std::runtime_error naming what went wrong.
using DiagramExporter = std::function<std::string(const DiagramRequest&)>;

void setDiagramExporter(DiagramExporter exporter);
// Empty when this build cannot draw diagrams.
const DiagramExporter& diagramExporter();

} // namespace scalescope::cli

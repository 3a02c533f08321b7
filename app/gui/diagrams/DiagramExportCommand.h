// The drawing behind `scalescope export --format svg|pdf|png`: a DiagramRequest from the
// command line drawn by DiagramRenderer, its bytes returned to the command, which writes them. Works without a display:
// when no application exists yet it makes a QGuiApplication on the offscreen platform for the call.
#pragma once

#include "cli/DiagramExport.h"

namespace scalescope::gui {

// The diagram's bytes. Throws InputError (the design, a job, the time) or std::runtime_error
// (the format, an image too large).
std::string exportDiagram(const cli::DiagramRequest& request);

} // namespace scalescope::gui

// The drawing behind `scalescope export --format svg|pdf|png`: a DiagramRequest from the
// command line drawn by DiagramRenderer and written atomically. Works without a display: when
// no application exists yet it makes a QGuiApplication on the offscreen platform for the call.
#pragma once

#include "cli/DiagramExport.h"

namespace scalescope::gui {

// Throws InputError (the design, a job, the time) or std::runtime_error (the format, the
// file); the output file is untouched then.
void exportDiagram(const cli::DiagramRequest& request);

} // namespace scalescope::gui

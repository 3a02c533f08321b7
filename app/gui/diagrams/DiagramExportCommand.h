// The drawing behind `scalescope export --format svg|pdf|png`: a DiagramRequest from the
// command line drawn by DiagramRenderer, its bytes returned to the command, which writes them. Works without a display:
// when no application exists yet it makes a QGuiApplication on the offscreen platform for the call.
#pragma once

#include "cli/DiagramExport.h"

#include <QGuiApplication>

#include <memory>

namespace scalescope::gui {

// The diagram's bytes. Throws InputError (the design, a job, the time) or std::runtime_error
// (the format, an image too large).
std::string exportDiagram(const cli::DiagramRequest& request);

// Fonts need a QGuiApplication. The command line has none: one is made for the drawing, on the
// offscreen platform unless the environment names another, and gone with the pointer returned
// (null when an application exists already). Throws std::runtime_error in a program whose
// application is not a GUI one.
std::unique_ptr<QGuiApplication> guiApplicationForDrawing();

} // namespace scalescope::gui

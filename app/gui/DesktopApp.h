// Starts the desktop program: the window, the design given on the command line (or the
// built-in example), and the --screenshot option that saves the window and quits.
#pragma once

namespace scalescope::gui {

int runDesktop(int argc, char** argv);

} // namespace scalescope::gui

// Starts the desktop program: the window, the design given on the command line (or the
// built-in example), and the --screenshot option that saves the window and quits.
#pragma once

#include "catalog/Catalog.h"

namespace scalescope::gui {

// Designs open on `baseCatalog` (the built-in catalog and the user's files) plus their own.
int runDesktop(int argc, char** argv, const SharedCatalog& baseCatalog);

} // namespace scalescope::gui

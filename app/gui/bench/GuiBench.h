// `scalescope gui-bench FILE [--seconds N] [--detail auto|full|blocks]`: opens the window at
// 1920x1080, pans and zooms continuously while recolouring every link each frame, and prints
// `canvas: median N ms, p95 N ms, peak M MiB` (frame-to-frame times and peak resident memory).
#pragma once

#include "catalog/Catalog.h"

namespace scalescope::gui {

int runGuiBench(int argc, char** argv, const SharedCatalog& baseCatalog);

} // namespace scalescope::gui

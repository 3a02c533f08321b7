// `scalescope gui-bench FILE [--seconds N] [--detail auto|full|blocks]`: opens the window at
// 1920x1080, pans and zooms continuously while recolouring every link each frame, and prints
// `canvas: median N ms, p95 N ms, peak M MiB` (frame-to-frame times and peak resident memory);
// then times a rack dragged with the mouse and a tier hidden and shown (ViewEditBench.h), and
// with --heatmap a job's heatmap played back and edits until their heatmap is on screen (the
// runs timed by frames are FrameBench.h's). Here: the arguments and the window.
#pragma once

#include "catalog/Catalog.h"

namespace scalescope::gui {

int runGuiBench(int argc, char** argv, const SharedCatalog& baseCatalog);

} // namespace scalescope::gui

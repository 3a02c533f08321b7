// Where a raster of palette slots (SceneRaster.h) has anything drawn: the canvas draws only
// there, and leaves the rest to the background behind it, which is the colour an empty pixel
// shows. A software rasteriser shades every pixel a quad covers, so at 3840x2160 the empty
// part of the view costs as much as the drawing unless it is left out.
#pragma once

#include <QImage>
#include <QRect>

#include <cstddef>
#include <vector>

namespace scalescope::gui {

// Tiles of this many pixels a side are kept or left out whole.
inline constexpr int kCoverageTile = 16;

// At most this many rectangles (six vertices each) stay below the scene graph's 16-bit vertex
// range; a drawing scattered over more is covered whole, by one.
inline constexpr std::size_t kMaxCoveredRuns = 10000;

// The rectangles, in the raster's pixels, that cover every pixel that is not all zero: runs of
// neighbouring tiles along each row of tiles that hold one, clipped to the raster. An image
// with nothing drawn gives none.
std::vector<QRect> coveredRuns(const QImage& raster);

} // namespace scalescope::gui

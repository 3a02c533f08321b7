// The canvas's drawing list (boxes, links or bundles over them, devices over those) drawn once
// into an image of palette slots, so that any number of links can be recoloured each frame,
// and a tier hidden, by changing a small palette instead of drawing again. Each pixel holds:
//   red, green, blue (least significant first): the slot of the topmost link or device there,
//     0 where there is neither;
//   alpha, bits 0-4: the tiers of every link drawn over the pixel (bit = LinkTier), so that
//     where the topmost link's tier is hidden a visible tier under it still shows (in its
//     tier's colour); cleared where a device covers the links;
//   alpha, bits 5-7: the slot of the box under it (0: the background; 0 under a device too).
// The shader (shaders/palette_raster.frag) reads it so.
#pragma once

#include "layout/DrawingList.h"

#include <QImage>
#include <QRectF>
#include <QSize>

#include <cstdint>

namespace scalescope::gui {

// The largest slot an image can hold.
inline constexpr std::uint32_t kMaxRasterSlot = 0xffffff;

// Draws the list over `sceneArea` into an image of `size` pixels, aliased, with lines
// `lineWidthScale` times their width: the device pixel ratio (the image is in device pixels),
// times a presentation's thicker lines.
QImage rasterDrawing(const DrawingList& list, const QRectF& sceneArea, QSize size, double lineWidthScale = 1);

// Clips the segment (x0, y0)-(x1, y1) to [xmin, xmax] x [ymin, ymax] in place; false when
// nothing of it is left.
bool clipSegment(double& x0, double& y0, double& x1, double& y1, double xmin, double ymin, double xmax, double ymax);

// What a pixel holds (all zero outside the image).
struct RasterPixel {
    std::uint32_t slot = 0; // the topmost link's or device's
    std::uint8_t tiers = 0; // bit per tier of the links over it
    std::uint32_t boxSlot = 0; // the box's under it
};
RasterPixel rasterPixelAt(const QImage& raster, QPoint pixel);

} // namespace scalescope::gui

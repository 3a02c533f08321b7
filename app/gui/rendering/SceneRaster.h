// The canvas's flat content (group boxes or rack blocks, links or bundles over them, devices
// over those)
// drawn once into an image of palette indexes, so that any number of links can be recoloured
// each frame by changing a small palette instead of redrawing every line. Each pixel holds
// the index of what was drawn last over it (0: nothing, the background) in its red, green and
// blue bytes, least significant first.
#pragma once

#include <QImage>
#include <QRectF>
#include <QSize>

#include <cstdint>
#include <vector>

namespace scalescope::gui {

struct RasterRect {
    float x = 0, y = 0, width = 0, height = 0; // scene coordinates
    std::uint32_t paletteIndex = 0;
};

struct RasterSegment {
    float ax = 0, ay = 0, bx = 0, by = 0; // scene coordinates
    float widthPixels = 1; // on screen, whatever the zoom
    std::uint32_t paletteIndex = 0;
};

struct RasterContent {
    std::vector<RasterRect> rects; // filled first, in order
    std::vector<RasterSegment> segments; // then drawn over them, in order
    std::vector<RasterRect> topRects; // then filled over everything (devices over links)
};

// The largest index an image can hold.
inline constexpr std::uint32_t kMaxPaletteIndex = 0xffffff;

// Draws the content over `sceneArea` into an image of `size` pixels, aliased, with lines
// `devicePixelRatio` times their width (the image is in device pixels).
QImage rasterScene(const RasterContent& content, const QRectF& sceneArea, QSize size, double devicePixelRatio = 1);

// Clips the segment (x0, y0)-(x1, y1) to [xmin, xmax] x [ymin, ymax] in place; false when
// nothing of it is left.
bool clipSegment(double& x0, double& y0, double& x1, double& y1, double xmin, double ymin, double xmax, double ymax);

// The index drawn at a pixel; 0 where there is nothing or outside the image.
std::uint32_t paletteIndexAt(const QImage& raster, QPoint pixel);

} // namespace scalescope::gui

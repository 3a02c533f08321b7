#include "gui/rendering/SceneRaster.h"

#include <algorithm>
#include <cmath>

namespace scalescope::gui {
namespace {

QRgb encode(std::uint32_t index)
{
    index = std::min(index, kMaxPaletteIndex);
    return 0xff000000u | (index & 0xffu) << 16 | ((index >> 8) & 0xffu) << 8 | ((index >> 16) & 0xffu);
}

// An aliased line `width` pixels across: along its major axis one step a pixel, at each step
// `width` pixels across it, centred on the line; flat ends.
void drawLine(QImage& image, double x0, double y0, double x1, double y1, int width, QRgb value)
{
    const int w = image.width(), h = image.height();
    const double reach = width / 2.0 + 1;
    if (!clipSegment(x0, y0, x1, y1, -reach, -reach, w + reach, h + reach))
        return;
    auto* bits = reinterpret_cast<QRgb*>(image.bits());
    const auto stride = static_cast<std::ptrdiff_t>(image.bytesPerLine() / 4);
    const bool steep = std::fabs(y1 - y0) > std::fabs(x1 - x0);
    if (steep) {
        std::swap(x0, y0);
        std::swap(x1, y1);
    }
    if (x0 > x1) {
        std::swap(x0, x1);
        std::swap(y0, y1);
    }
    // Along: pixel columns whose centres the segment spans; across: `width` pixels centred.
    const int first = static_cast<int>(std::ceil(x0 - 0.5)), last = static_cast<int>(std::ceil(x1 - 0.5)) - 1;
    const double slope = x1 > x0 ? (y1 - y0) / (x1 - x0) : 0;
    const int alongMax = steep ? h : w, acrossMax = steep ? w : h;
    for (int a = std::max(first, 0); a <= std::min(last, alongMax - 1); ++a) {
        const double centre = y0 + (a + 0.5 - x0) * slope;
        const int from = static_cast<int>(std::floor(centre - width / 2.0 + 0.5));
        for (int c = std::max(from, 0); c < std::min(from + width, acrossMax); ++c)
            bits[steep ? a * stride + c : c * stride + a] = value;
    }
}

} // namespace

// Liang-Barsky.
bool clipSegment(double& x0, double& y0, double& x1, double& y1, double xmin, double ymin, double xmax, double ymax)
{
    double t0 = 0, t1 = 1;
    const double dx = x1 - x0, dy = y1 - y0;
    const double p[4] = { -dx, dx, -dy, dy };
    const double q[4] = { x0 - xmin, xmax - x0, y0 - ymin, ymax - y0 };
    for (int i = 0; i < 4; ++i) {
        if (p[i] == 0) {
            if (q[i] < 0)
                return false;
            continue;
        }
        const double t = q[i] / p[i];
        if (p[i] < 0)
            t0 = std::max(t0, t);
        else
            t1 = std::min(t1, t);
        if (t0 > t1)
            return false;
    }
    const double ax = x0 + t0 * dx, ay = y0 + t0 * dy;
    x1 = x0 + t1 * dx;
    y1 = y0 + t1 * dy;
    x0 = ax;
    y0 = ay;
    return true;
}

QImage rasterScene(const RasterContent& content, const QRectF& sceneArea, QSize size, double devicePixelRatio)
{
    // Premultiplied 32-bit: what the scene graph uploads without converting.
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(encode(0));
    if (sceneArea.isEmpty() || size.isEmpty())
        return image;
    const double sx = size.width() / sceneArea.width(), sy = size.height() / sceneArea.height();
    const double ox = sceneArea.x(), oy = sceneArea.y();
    auto* bits = reinterpret_cast<QRgb*>(image.bits());
    const auto stride = static_cast<std::ptrdiff_t>(image.bytesPerLine() / 4);
    // Boxes: the pixels whose centres they cover.
    auto fill = [&](const std::vector<RasterRect>& rects) {
        for (const RasterRect& r : rects) {
            const int x0 = std::max(0, static_cast<int>(std::ceil((r.x - ox) * sx - 0.5)));
            const int x1 = std::min(size.width(), static_cast<int>(std::ceil((r.x + r.width - ox) * sx - 0.5)));
            const int y0 = std::max(0, static_cast<int>(std::ceil((r.y - oy) * sy - 0.5)));
            const int y1 = std::min(size.height(), static_cast<int>(std::ceil((r.y + r.height - oy) * sy - 0.5)));
            const QRgb value = encode(r.paletteIndex);
            for (int y = y0; y < y1; ++y)
                std::fill(bits + y * stride + x0, bits + y * stride + std::max(x0, x1), value);
        }
    };
    fill(content.rects);
    for (const RasterSegment& s : content.segments) {
        // Whole pixels; a line of 1.5 reads better as 1 than as 2 in a dense fabric.
        const int width = static_cast<int>(std::max(1.0, std::floor(s.widthPixels * devicePixelRatio + 0.25)));
        drawLine(image, (s.ax - ox) * sx, (s.ay - oy) * sy, (s.bx - ox) * sx, (s.by - oy) * sy, width,
            encode(s.paletteIndex));
    }
    fill(content.topRects);
    return image;
}

std::uint32_t paletteIndexAt(const QImage& raster, QPoint pixel)
{
    if (!raster.rect().contains(pixel))
        return 0;
    const QRgb p = raster.pixel(pixel);
    return static_cast<std::uint32_t>(qRed(p)) | static_cast<std::uint32_t>(qGreen(p)) << 8
        | static_cast<std::uint32_t>(qBlue(p)) << 16;
}

} // namespace scalescope::gui

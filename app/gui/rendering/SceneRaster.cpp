#include "gui/rendering/SceneRaster.h"

#include <algorithm>
#include <cmath>

namespace scalescope::gui {
namespace {

// The pixel's fields (see SceneRaster.h) in a QRgb: alpha at the top, then red, green, blue.
constexpr QRgb kBoxBits = 0xe0000000u;
constexpr QRgb kTierBits = 0x1f000000u;

QRgb slotBits(std::uint32_t slot)
{
    slot = std::min(slot, kMaxRasterSlot);
    return (slot & 0xffu) << 16 | ((slot >> 8) & 0xffu) << 8 | ((slot >> 16) & 0xffu);
}

QRgb boxBits(std::uint32_t boxSlot)
{
    return static_cast<QRgb>(boxSlot & 7u) << 29;
}

QRgb tierBit(LinkTier tier)
{
    return QRgb(1) << (24 + static_cast<int>(tier));
}

static_assert(slot::box(static_cast<BoxKind>(kBoxKindCount - 1)) < 8, "a box's slot fits in three bits");

// An aliased line `width` pixels across: along its major axis one step a pixel, at each step
// `width` pixels across it, centred on the line; flat ends.
void drawLine(QImage& image, double x0, double y0, double x1, double y1, int width, QRgb slot, QRgb tier)
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
        for (int c = std::max(from, 0); c < std::min(from + width, acrossMax); ++c) {
            QRgb& pixel = bits[steep ? a * stride + c : c * stride + a];
            pixel = (pixel & (kBoxBits | kTierBits)) | tier | slot;
        }
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

QImage rasterDrawing(const DrawingList& list, const QRectF& sceneArea, QSize size, double lineWidthScale)
{
    // Premultiplied 32-bit: what the scene graph uploads as it is (the bytes are no colour).
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(0);
    if (sceneArea.isEmpty() || size.isEmpty())
        return image;
    const double sx = size.width() / sceneArea.width(), sy = size.height() / sceneArea.height();
    const double ox = sceneArea.x(), oy = sceneArea.y();
    auto* bits = reinterpret_cast<QRgb*>(image.bits());
    const auto stride = static_cast<std::ptrdiff_t>(image.bytesPerLine() / 4);
    // A rectangle: the pixels whose centres it covers, all of each pixel anew (a box covers what
    // is under it; a device covers the links, so no tier shows through it, and its box).
    auto fill = [&](const SceneRect& r, QRgb value) {
        const int x0 = std::max(0, static_cast<int>(std::ceil((r.x - ox) * sx - 0.5)));
        const int x1 = std::min(size.width(), static_cast<int>(std::ceil((r.x + r.width - ox) * sx - 0.5)));
        const int y0 = std::max(0, static_cast<int>(std::ceil((r.y - oy) * sy - 0.5)));
        const int y1 = std::min(size.height(), static_cast<int>(std::ceil((r.y + r.height - oy) * sy - 0.5)));
        for (int y = y0; y < y1; ++y)
            std::fill(bits + y * stride + x0, bits + y * stride + std::max(x0, x1), value);
    };
    for (const DrawnBox& box : list.boxes)
        fill(box.rect, boxBits(slot::box(box.kind)));
    for (const DrawnSegment& s : list.segments) {
        // Whole pixels; a line of 1.5 reads better as 1 than as 2 in a dense fabric.
        const int width = static_cast<int>(std::max(1.0, std::floor(s.widthPixels * lineWidthScale + 0.25)));
        drawLine(image, (s.ax - ox) * sx, (s.ay - oy) * sy, (s.bx - ox) * sx, (s.by - oy) * sy, width, slotBits(s.slot),
            tierBit(s.tier));
    }
    for (const DrawnDevice& device : list.devices)
        fill(device.rect, slotBits(slot::device(device.kind)));
    return image;
}

RasterPixel rasterPixelAt(const QImage& raster, QPoint pixel)
{
    if (!raster.rect().contains(pixel))
        return {};
    const QRgb p = reinterpret_cast<const QRgb*>(raster.constScanLine(pixel.y()))[pixel.x()];
    return RasterPixel { static_cast<std::uint32_t>(qRed(p)) | static_cast<std::uint32_t>(qGreen(p)) << 8
            | static_cast<std::uint32_t>(qBlue(p)) << 16,
        static_cast<std::uint8_t>((p & kTierBits) >> 24), (p & kBoxBits) >> 29 };
}

} // namespace scalescope::gui

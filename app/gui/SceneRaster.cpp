#include "gui/SceneRaster.h"

#include <QPainter>
#include <QPen>

#include <algorithm>
#include <cmath>

namespace scalescope::gui {
namespace {

QColor encode(std::uint32_t index)
{
    index = std::min(index, kMaxPaletteIndex);
    return QColor(static_cast<int>(index & 0xff), static_cast<int>((index >> 8) & 0xff), static_cast<int>((index >> 16) & 0xff));
}

} // namespace

QImage rasterScene(const RasterContent& content, const QRectF& sceneArea, QSize size, double devicePixelRatio)
{
    // Premultiplied 32-bit: what the scene graph uploads without converting.
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(encode(0));
    if (sceneArea.isEmpty() || size.isEmpty())
        return image;
    const double sx = size.width() / sceneArea.width(), sy = size.height() / sceneArea.height();
    auto toPixels = [&](float x, float y) { return QPointF((x - sceneArea.x()) * sx, (y - sceneArea.y()) * sy); };
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing, false);
    painter.setCompositionMode(QPainter::CompositionMode_Source); // indexes replace, never blend
    for (const RasterRect& r : content.rects)
        painter.fillRect(QRectF(toPixels(r.x, r.y), toPixels(r.x + r.width, r.y + r.height)), encode(r.paletteIndex));
    // Segments that miss the image by more than the widest line are skipped before drawing.
    const double reach = 8 * devicePixelRatio;
    const QRectF pixels = QRectF(QPointF(0, 0), QSizeF(size)).adjusted(-reach, -reach, reach, reach);
    QPen pen;
    pen.setCapStyle(Qt::FlatCap);
    pen.setCosmetic(true);
    float penWidth = -1;
    for (const RasterSegment& s : content.segments) {
        const QPointF a = toPixels(s.ax, s.ay), b = toPixels(s.bx, s.by);
        if (std::max(a.x(), b.x()) < pixels.left() || std::min(a.x(), b.x()) > pixels.right()
            || std::max(a.y(), b.y()) < pixels.top() || std::min(a.y(), b.y()) > pixels.bottom())
            continue;
        pen.setColor(encode(s.paletteIndex));
        // Whole pixels; a line of 1.5 reads better as 1 than as 2 in a dense fabric.
        const auto width = static_cast<float>(std::max(1.0, std::floor(s.widthPixels * devicePixelRatio + 0.25)));
        if (width != penWidth) {
            penWidth = width;
            pen.setWidthF(width <= 1 ? 0 : width); // 0: the one-pixel cosmetic line, the fastest
        }
        painter.setPen(pen);
        painter.drawLine(a, b);
    }
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

#include "gui/rendering/CanvasRaster.h"

#include "gui/rendering/PaletteRasterNode.h"
#include "gui/rendering/RasterCoverage.h"

#include <QQuickItem>
#include <QQuickWindow>

#include <algorithm>
#include <chrono>
#include <cmath>

namespace scalescope::gui {
namespace {

// Drawn for the view and a margin of this much of its size on every side, shown scaled
// between these factors while the view moves, and drawn anew at the exact zoom (sharper than
// kSharpScale) once it rests; never larger than a texture may be.
constexpr double kRasterMargin = 0.3;
constexpr double kMinRasterScale = 0.75;
constexpr double kMaxRasterScale = 1.5;
constexpr double kSharpScale = 1.02;
constexpr double kMaxRasterPixels = 8192;
// A raster that shows less of the view than this (the level shown again elsewhere, or the view
// flung or zoomed far out) is drawn anew at once rather than leave the rest empty meanwhile.
constexpr double kMinShownShare = 0.5;

// How much of `needed` the raster's `area` covers, 0 to 1.
double shownShare(const QRectF& area, const QRectF& needed)
{
    const QRectF shown = area.intersected(needed);
    return needed.isEmpty() ? 1 : (shown.width() * shown.height()) / (needed.width() * needed.height());
}

// What of `image` the node draws: the tiles that hold something, or all of it.
std::vector<QRect> coverOf(const QImage& image, bool onlyWhatIsDrawn)
{
    return onlyWhatIsDrawn ? coveredRuns(image) : std::vector { image.rect() };
}

} // namespace

CanvasRaster::CanvasRaster(QQuickItem& item)
    : m_item(item)
{
}

CanvasRaster::~CanvasRaster()
{
    if (m_job.valid())
        m_job.wait();
}

void CanvasRaster::show(PaletteRasterNode& node, QImage image, const std::vector<QRect>& covered, const QRectF& area,
    double zoom, int key, double dpr, double lineScale)
{
    m_shownDpr = dpr;
    m_shownLineScale = lineScale;
    node.setRaster(m_item.window()->createTextureFromImage(image), area, zoom, key, covered);
    m_hit.image = std::move(image);
    m_hit.area = area;
}

void CanvasRaster::update(
    PaletteRasterNode& node, const std::shared_ptr<const DrawingList>& list, int key, const RasterView& view)
{
    if (m_hit.key != key)
        m_hit = Shown { {}, {}, key, list }; // another list is shown: it answers slotNear
    // A raster finished on the worker thread is shown if it was drawn from this list.
    if (m_finished && m_finished->key == key)
        show(node, std::move(m_finished->image), m_finished->covered, m_finished->sceneArea, m_finished->zoom, key,
            m_finished->devicePixelRatio, m_finished->lineScale);
    m_finished.reset();
    const QRectF needed = view.visible.intersected(view.bounds);
    if (needed.isEmpty())
        return;
    const bool current = node.hasRaster() && node.rasterKey() == key && m_shownDpr == view.devicePixelRatio
        && m_shownLineScale == view.lineScale;
    if (current && node.sceneArea().contains(needed)) {
        const double scale = view.zoom / node.rasterZoom();
        const bool sharp = scale > 1 / kSharpScale && scale < kSharpScale;
        if (sharp || (!view.settled && scale >= kMinRasterScale && scale <= kMaxRasterScale))
            return;
    }
    // A new raster around the view, with a margin so that panning goes on a while before the
    // next one, in device pixels (crisp on high-DPI screens).
    const QRectF& visible = view.visible;
    QRectF area = visible
                      .adjusted(-visible.width() * kRasterMargin, -visible.height() * kRasterMargin,
                          visible.width() * kRasterMargin, visible.height() * kRasterMargin)
                      .intersected(view.bounds);
    const double pixelsPerUnit = view.zoom * view.devicePixelRatio;
    const double maxScene = kMaxRasterPixels / pixelsPerUnit;
    if (area.width() > maxScene)
        area.setLeft(std::clamp(needed.center().x() - maxScene / 2, area.left(), area.right() - maxScene)),
            area.setWidth(maxScene);
    if (area.height() > maxScene)
        area.setTop(std::clamp(needed.center().y() - maxScene / 2, area.top(), area.bottom() - maxScene)),
            area.setHeight(maxScene);
    const QSize size(std::max(1, static_cast<int>(std::ceil(area.width() * pixelsPerUnit))),
        std::max(1, static_cast<int>(std::ceil(area.height() * pixelsPerUnit))));
    area.setSize(QSizeF(size.width() / pixelsPerUnit, size.height() / pixelsPerUnit)); // whole pixels
    ++m_drawn;
    if (!current || shownShare(node.sceneArea(), needed) < kMinShownShare) {
        // Nothing (or little) of this list on screen yet: draw it now, for this frame.
        QImage image = rasterDrawing(*list, area, size, view.devicePixelRatio * view.lineScale);
        const std::vector<QRect> covered = coverOf(image, view.onlyWhatIsDrawn);
        show(node, std::move(image), covered, area, view.zoom, key, view.devicePixelRatio, view.lineScale);
        return;
    }
    if (m_job.valid() && m_job.wait_for(std::chrono::seconds(0)) != std::future_status::ready) {
        --m_drawn;
        return; // when the one under way arrives, the view is looked at again
    }
    m_job = std::async(std::launch::async,
        [this, list, area, size, dpr = view.devicePixelRatio, lines = view.lineScale, zoom = view.zoom, key,
            onlyDrawn = view.onlyWhatIsDrawn] {
            QImage image = rasterDrawing(*list, area, size, dpr * lines);
            std::vector<QRect> covered = coverOf(image, onlyDrawn);
            QMetaObject::invokeMethod(
                &m_item,
                [this, image = std::move(image), covered = std::move(covered), area, zoom, key, dpr, lines]() mutable {
                    m_finished = Finished { std::move(image), std::move(covered), area, zoom, key, dpr, lines };
                    m_item.update();
                },
                Qt::QueuedConnection);
        });
}

std::uint32_t CanvasRaster::slotNear(
    QPointF scenePoint, double zoom, double reachPixels, const std::function<bool(const RasterPixel&)>& accept) const
{
    if (m_hit.image.isNull() || m_hit.area.isEmpty())
        return 0;
    const double sx = m_hit.image.width() / m_hit.area.width(), sy = m_hit.image.height() / m_hit.area.height();
    const QPoint pixel(static_cast<int>(std::floor((scenePoint.x() - m_hit.area.x()) * sx)),
        static_cast<int>(std::floor((scenePoint.y() - m_hit.area.y()) * sy)));
    // Rings of pixels around the point, nearest first: thin lines are hard to hit.
    const int reach = static_cast<int>(std::ceil(reachPixels * sx / zoom)); // in the raster's pixels
    for (int r = 0; r <= reach; ++r)
        for (int dy = -r; dy <= r; ++dy)
            for (int dx = -r; dx <= r; ++dx) {
                if (std::max(std::abs(dx), std::abs(dy)) != r)
                    continue;
                const RasterPixel p = rasterPixelAt(m_hit.image, pixel + QPoint(dx, dy));
                if (accept(p))
                    return p.slot;
            }
    return 0;
}

} // namespace scalescope::gui

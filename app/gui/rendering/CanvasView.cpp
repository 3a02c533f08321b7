#include "gui/rendering/CanvasView.h"

#include <algorithm>
#include <utility>

namespace scalescope::gui {

void CanvasView::zoomAt(QPointF itemPoint, double factor)
{
    const QPointF scenePoint = sceneAt(itemPoint);
    zoom = std::clamp(zoom * factor, kMinZoom, kMaxZoom);
    centre = scenePoint - (itemPoint - middle()) / zoom;
}

bool CanvasView::show(const QRectF& area, double margin, double maxZoom)
{
    const double fitted = fitZoom(area, margin, maxZoom);
    if (fitted <= 0)
        return false;
    zoom = fitted;
    centreOn(area, margin);
    return true;
}

double CanvasView::fitZoom(const QRectF& area, double margin, double maxZoom, bool clearOfCorners) const
{
    if (size.width() <= 0 || size.height() <= 0 || area.width() <= 0 || area.height() <= 0)
        return 0;
    const QRectF shownIn = frame(area, margin, clearOfCorners);
    const double fill = std::min(shownIn.width() / area.width(), shownIn.height() / area.height());
    return std::clamp(margin * fill, kMinZoom, maxZoom);
}

void CanvasView::centreOn(const QRectF& area, double margin, bool clearOfCorners)
{
    // The area's centre at the frame's: the scene point at the item's middle is that far off.
    const QPointF offsetPixels = frame(area, margin, clearOfCorners).center() - middle();
    centre = area.center() - offsetPixels / zoom;
}

namespace {

// `shownIn` with `covered` cut off the side it lies nearest to, across (`sideways`) or down.
QRectF cutAway(QRectF shownIn, const QRectF& covered, const QSizeF& item, bool sideways)
{
    if (!covered.intersects(shownIn))
        return shownIn;
    if (sideways) {
        if (covered.center().x() < item.width() / 2)
            shownIn.setLeft(std::max(shownIn.left(), covered.right()));
        else
            shownIn.setRight(std::min(shownIn.right(), covered.left()));
    } else if (covered.center().y() < item.height() / 2) {
        shownIn.setTop(std::max(shownIn.top(), covered.bottom()));
    } else {
        shownIn.setBottom(std::min(shownIn.bottom(), covered.top()));
    }
    return shownIn;
}

// `area` fitted in `shownIn`, filling `margin` of it: its zoom and where it is drawn.
std::pair<double, QRectF> fittedIn(const QRectF& shownIn, const QRectF& area, double margin)
{
    const double fill = std::min(
        margin * std::min(shownIn.width() / area.width(), shownIn.height() / area.height()), CanvasView::kMaxZoom);
    const QSizeF drawn = area.size() * fill;
    return { fill, QRectF(shownIn.center() - QPointF(drawn.width() / 2, drawn.height() / 2), drawn) };
}

} // namespace

// An overlay never takes more than half of the item: what is left shows the area.
QRectF CanvasView::frame(const QRectF& area, double margin, bool clearOfCorners) const
{
    const QRectF whole(0, 0, size.width(), size.height() - std::clamp(coveredBottom, 0.0, size.height() / 2));
    if (!clearOfCorners || coveredCorners.empty() || area.width() <= 0 || area.height() <= 0)
        return whole;
    // Each overlay left where it is, cut away across or cut away down: every choice tried (a few
    // overlays, a few hundred choices), the one that shows the area largest with none over it.
    const std::size_t overlays = std::min<std::size_t>(coveredCorners.size(), 5);
    std::size_t choices = 1;
    for (std::size_t i = 0; i < overlays; ++i)
        choices *= 3;
    QRectF best = whole;
    double bestFill = -1;
    for (std::size_t choice = 0; choice < choices; ++choice) {
        QRectF shownIn = whole;
        std::vector<QRectF> leftOver;
        for (std::size_t i = 0, way = choice; i < overlays; ++i, way /= 3) {
            if (way % 3 == 0)
                leftOver.push_back(coveredCorners[i]);
            else
                shownIn = cutAway(shownIn, coveredCorners[i], size, way % 3 == 1);
        }
        if (shownIn.width() < whole.width() / 2 || shownIn.height() < whole.height() / 2)
            continue;
        const auto [fill, drawnAt] = fittedIn(shownIn, area, margin);
        const bool clear = std::none_of(
            leftOver.begin(), leftOver.end(), [&](const QRectF& covered) { return covered.intersects(drawnAt); });
        if (clear && fill > bestFill) {
            bestFill = fill;
            best = shownIn;
        }
    }
    return best;
}

QMatrix4x4 CanvasView::matrix() const
{
    QMatrix4x4 matrix;
    matrix.translate(static_cast<float>(size.width() / 2), static_cast<float>(size.height() / 2));
    matrix.scale(static_cast<float>(zoom));
    matrix.translate(static_cast<float>(-centre.x()), static_cast<float>(-centre.y()));
    return matrix;
}

} // namespace scalescope::gui

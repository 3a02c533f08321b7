#include "gui/rendering/CanvasView.h"

#include <algorithm>

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
    centreOn(area);
    return true;
}

// An overlay never takes more than half of the item: what is left shows the area.
double CanvasView::fitZoom(const QRectF& area, double margin, double maxZoom) const
{
    if (size.width() <= 0 || size.height() <= 0 || area.width() <= 0 || area.height() <= 0)
        return 0;
    const double height = size.height() - std::clamp(coveredBottom, 0.0, size.height() / 2);
    return std::clamp(margin * std::min(size.width() / area.width(), height / area.height()), kMinZoom, maxZoom);
}

void CanvasView::centreOn(const QRectF& area)
{
    // The area's centre at the middle of the uncovered part, `covered / 2` above the item's.
    const double covered = std::clamp(coveredBottom, 0.0, size.height() / 2);
    centre = area.center() + QPointF(0, covered / 2 / zoom);
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

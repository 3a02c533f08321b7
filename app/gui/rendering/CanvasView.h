// Where the canvas looks: the scene point at the item's centre, the zoom (item pixels per scene
// unit) and the item's size; item points to scene points and back, zooming about a point, fitting
// an area.
#pragma once

#include <QMatrix4x4>
#include <QPointF>
#include <QRectF>
#include <QSizeF>

#include <vector>

namespace scalescope::gui {

struct CanvasView {
    static constexpr double kMinZoom = 0.002;
    static constexpr double kMaxZoom = 40.0;

    QPointF centre;
    double zoom = 1;
    QSizeF size;
    // Item pixels at the bottom hidden under an overlay (a story's caption): areas shown fit above.
    double coveredBottom = 0;
    // Item rectangles under the overlays pinned near the corners (the legends, the minimap): the
    // whole design, fitted, keeps clear of them (see frame).
    std::vector<QRectF> coveredCorners;

    QPointF sceneAt(QPointF itemPoint) const { return centre + (itemPoint - middle()) / zoom; }
    QPointF itemAt(QPointF scenePoint) const { return (scenePoint - centre) * zoom + middle(); }
    QRectF visibleScene() const
    {
        return QRectF(sceneAt(QPointF(0, 0)), sceneAt(QPointF(size.width(), size.height())));
    }
    // Zooms by `factor` (within the limits), the scene point under `itemPoint` staying there.
    void zoomAt(QPointF itemPoint, double factor);
    // Shows `area` whole at the centre of the part of the item not covered, filling `margin` of it,
    // zoomed in no further than `maxZoom`; false (and no change) when there is no item or no area.
    bool show(const QRectF& area, double margin, double maxZoom);
    // The zoom `show` would take (0 when there is no item or no area), and `area` centred on the
    // uncovered part at the zoom as it is (filling `margin` of it); with `clearOfCorners`, in
    // `frame(area, margin, true)`.
    double fitZoom(const QRectF& area, double margin, double maxZoom, bool clearOfCorners = false) const;
    void centreOn(const QRectF& area, double margin, bool clearOfCorners = false);
    // The part of the item an area is shown in, filling `margin` of it: above the bottom overlay
    // and, with `clearOfCorners`, with each corner overlay left where it is if the area drawn
    // misses it, else cut away beside or above it, whichever way shows the area largest (a tall
    // design moves aside from a legend, a wide one below it). Never less than half the item
    // either way: where that is all that is left, the overlays cover it. (At most kMaxZoom.)
    QRectF frame(const QRectF& area, double margin, bool clearOfCorners) const;
    // Scene to item coordinates.
    QMatrix4x4 matrix() const;

private:
    QPointF middle() const { return QPointF(size.width() / 2, size.height() / 2); }
};

} // namespace scalescope::gui

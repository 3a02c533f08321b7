// TopologyCanvas's camera: where the view is, how it moves (pan, zoom, fit, a block opened, the
// selection shown) and how the main view publishes it to the view state.
#include "gui/rendering/TopologyCanvas.h"

#include <algorithm>

namespace scalescope::gui {
namespace {

constexpr double kFitMargin = 0.95; // of the item a fitted area fills

} // namespace

void TopologyCanvas::viewMoved(bool zoomed)
{
    m_keepFitted = false;
    m_keptArea.reset();
    const bool charted = drawsDocument() && m_workspace->traffic()->chartLink() >= 0;
    if (zoomed && (!selection().empty() || charted))
        m_renderer.markSelectionChanged(); // rings and routes are a few pixels wide at any zoom
    m_settled = false;
    m_restTimer.start();
    update();
    emit viewChanged();
}

void TopologyCanvas::publishCamera()
{
    if (m_mainView && m_workspace)
        m_workspace->view()->setCamera(visibleScene(), m_view.zoom, detailed());
}

void TopologyCanvas::centerAt(QPointF scenePoint)
{
    m_view.centre = scenePoint;
    viewMoved();
}

void TopologyCanvas::centerOn(int node)
{
    if (!m_scene || node < 0 || node >= static_cast<int>(m_scene->devices.size()) || m_scene->devices[node].empty())
        return;
    const SceneRect& r = m_scene->devices[node];
    m_view.centre = QPointF(r.centerX(), r.centerY());
    m_view.zoom = std::max(m_view.zoom, kCenterOnZoom);
    viewMoved(true);
}

void TopologyCanvas::openBlock(int block)
{
    if (!m_scene || block < 0 || static_cast<std::size_t>(block) >= m_scene->blocks.size())
        return;
    const SceneRect& r = m_scene->blocks[block];
    m_view.show(QRectF(r.x, r.y, r.width, r.height), kFitMargin, CanvasView::kMaxZoom);
    // Far enough in that the block's members are drawn, centred on it.
    m_view.zoom = std::max(m_view.zoom, kDetailZoom);
    m_view.centre = QPointF(r.centerX(), r.centerY());
    viewMoved(true);
}

void TopologyCanvas::fitToView()
{
    double zoom = fitZoom();
    if (zoom <= 0)
        return;
    // Side by side, both designs whole at one scale: the larger one's.
    const double other = m_sameScaleAs ? m_sameScaleAs->fitZoom() : 0;
    if (other > 0)
        zoom = std::min(zoom, other);
    showWholeAt(zoom);
    if (other > 0)
        m_sameScaleAs->showWholeAt(zoom);
}

double TopologyCanvas::fitZoom() const
{
    if (!m_scene || width() <= 0 || height() <= 0)
        return 0;
    const SceneRect& b = m_scene->bounds;
    return m_view.fitZoom(QRectF(b.x, b.y, b.width, b.height), kFitMargin, CanvasView::kMaxZoom, true);
}

void TopologyCanvas::showWholeAt(double zoom)
{
    if (!m_scene || zoom <= 0)
        return;
    const SceneRect& b = m_scene->bounds;
    m_view.zoom = zoom;
    m_view.centreOn(QRectF(b.x, b.y, b.width, b.height), kFitMargin, true);
    viewMoved(true);
    m_keepFitted = true; // after viewMoved, which any other move of the view leaves false
}

void TopologyCanvas::setSameScaleAs(TopologyCanvas* other)
{
    if (other == m_sameScaleAs || other == this)
        return;
    if (m_sameScaleAs)
        disconnect(m_sameScaleAs, &TopologyCanvas::viewChanged, this, &TopologyCanvas::followScale);
    m_sameScaleAs = other;
    if (m_sameScaleAs)
        connect(m_sameScaleAs, &TopologyCanvas::viewChanged, this, &TopologyCanvas::followScale);
    if (m_keepFitted)
        fitToView(); // both whole at one scale, or this one alone again
    emit sameScaleAsChanged();
}

// The other canvas zoomed: this one takes its zoom about its own centre.
void TopologyCanvas::followScale()
{
    if (!m_sameScaleAs || m_sameScaleAs->zoom() == m_view.zoom)
        return;
    const bool fitted = m_keepFitted && m_sameScaleAs->m_keepFitted;
    m_view.zoom = m_sameScaleAs->zoom();
    viewMoved(true);
    m_keepFitted = fitted;
}

void TopologyCanvas::showArea(QRectF sceneArea)
{
    if (!m_scene || width() <= 0 || height() <= 0 || !sceneArea.isValid())
        return;
    // No margin: the rectangle recorded was the view's whole area.
    if (m_view.show(sceneArea, 1.0, CanvasView::kMaxZoom))
        viewMoved(true);
    m_keepFitted = false;
    m_keptArea = sceneArea; // after viewMoved, which any other move of the view forgets
}

void TopologyCanvas::setCoveredBottom(double pixels)
{
    if (pixels == m_view.coveredBottom)
        return;
    m_view.coveredBottom = pixels;
    keepShownArea();
    emit coveredBottomChanged();
}

QVariantList TopologyCanvas::coveredCorners() const
{
    QVariantList rectangles;
    for (const QRectF& r : m_view.coveredCorners)
        rectangles << r;
    return rectangles;
}

void TopologyCanvas::setCoveredCorners(const QVariantList& rectangles)
{
    std::vector<QRectF> covered;
    for (const QVariant& r : rectangles)
        if (const QRectF rect = r.toRectF(); rect.isValid())
            covered.push_back(rect);
    if (covered == m_view.coveredCorners)
        return;
    m_view.coveredCorners = std::move(covered);
    if (m_keepFitted)
        fitToView();
    emit coveredCornersChanged();
}

// The whole design, or the area asked for, shown again after the item or its overlay changed.
void TopologyCanvas::keepShownArea()
{
    if (m_keepFitted)
        fitToView();
    else if (m_keptArea)
        showArea(*m_keptArea);
}

void TopologyCanvas::zoomToSelection()
{
    QRectF area;
    if (m_scene)
        for (const int node : selection())
            if (const SceneRect& r = m_scene->devices[node]; !r.empty())
                area |= QRectF(r.x, r.y, r.width, r.height);
    if (area.isNull()) {
        fitToView();
        return;
    }
    showSceneArea(area, 2 * kCenterOnZoom);
}

void TopologyCanvas::showSceneArea(const QRectF& area, double maxZoom)
{
    if (m_view.show(area, kFitMargin, maxZoom))
        viewMoved(true);
}

void TopologyCanvas::zoomAt(QPointF itemPoint, double factor)
{
    m_view.zoomAt(itemPoint, factor);
    viewMoved(true);
}

void TopologyCanvas::panBy(double dx, double dy)
{
    m_view.centre -= QPointF(dx, dy) / m_view.zoom;
    viewMoved();
}

void TopologyCanvas::geometryChange(const QRectF& newGeometry, const QRectF& oldGeometry)
{
    QQuickItem::geometryChange(newGeometry, oldGeometry);
    m_view.size = newGeometry.size();
    if (newGeometry.width() > 0 && newGeometry.height() > 0)
        keepShownArea();
    update();
    publishCamera(); // the visible area follows the item's size
}

} // namespace scalescope::gui

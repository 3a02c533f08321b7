#include "gui/rendering/TopologyCanvas.h"

#include "model/Names.h"

#include <QQuickWindow>

#include <algorithm>
#include <cmath>

namespace scalescope::gui {
namespace {

constexpr double kFitMargin = 0.95;
constexpr int kRestMs = 250; // the view rests this long before its raster is sharpened

} // namespace

TopologyCanvas::TopologyCanvas(QQuickItem* parent)
    : QQuickItem(parent)
    , m_theme(themeColours(false))
    , m_renderer(*this)
{
    setFlag(ItemHasContents, true);
    m_restTimer.setSingleShot(true);
    m_restTimer.setInterval(kRestMs);
    connect(&m_restTimer, &QTimer::timeout, this, [this] {
        m_settled = true;
        update();
    });
}

TopologyCanvas::~TopologyCanvas() = default;

void TopologyCanvas::viewMoved(bool zoomed)
{
    if (zoomed && !m_selection.empty())
        m_renderer.markSelectionChanged(); // rings are a few pixels wide at any zoom
    m_settled = false;
    m_restTimer.start();
    update();
    emit viewChanged();
}

void TopologyCanvas::setDocument(DesignDocument* document)
{
    if (m_document == document)
        return;
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    if (m_document) {
        connect(m_document, &DesignDocument::designChanged, this, &TopologyCanvas::reload);
        connect(m_document, &DesignDocument::sceneChanged, this, &TopologyCanvas::redraw);
        connect(m_document, &DesignDocument::dragPreviewChanged, this, &TopologyCanvas::dragPreviewChanged);
    }
    reload();
    emit documentChanged();
}

void TopologyCanvas::reload()
{
    m_topology = m_document ? m_document->topology() : nullptr;
    m_scene = m_document ? m_document->scene() : nullptr;
    if (!m_selection.empty()) {
        m_selection.clear();
        emit selectedNodeChanged();
    }
    m_renderer.markSceneChanged();
    m_dragNames.clear();
    m_dragged = {};
    // A new design is fitted into view; an edited one keeps the view where it was.
    const int generation = m_document ? m_document->loadGeneration() : -1;
    if (generation != m_loadGeneration) {
        m_loadGeneration = generation;
        m_collapsed.clear();
        m_fitPending = true;
        if (width() > 0 && height() > 0)
            fitToView();
    }
    update();
}

void TopologyCanvas::redraw()
{
    m_scene = m_document ? m_document->scene() : nullptr;
    m_renderer.markSceneChanged();
    update();
}

void TopologyCanvas::dragPreviewChanged()
{
    // What moves is looked up once a drag; after that only the offset changes.
    const QStringList names = m_document ? m_document->draggedNames() : QStringList {};
    if (names != m_dragNames) {
        m_dragNames = names;
        std::vector<std::string> items;
        for (const QString& name : names)
            items.push_back(name.toStdString());
        m_dragged = m_topology ? draggedItems(*m_topology, items) : DraggedItems {};
        m_renderer.markDragChanged();
    }
    m_dragOffset = m_document ? m_document->dragOffset() : QPointF();
    update();
}

void TopologyCanvas::coloursChanged()
{
    m_renderer.markColoursChanged();
    update();
}

void TopologyCanvas::selectionChanged()
{
    m_renderer.markSelectionChanged();
    update();
    emit selectedNodeChanged();
}

void TopologyCanvas::setPalette(const QVariantMap& palette)
{
    if (palette == m_palette)
        return;
    m_palette = palette;
    m_theme = themeColours(palette);
    coloursChanged();
    emit paletteChanged();
}

void TopologyCanvas::setDetailMode(const QString& mode)
{
    if (mode == m_detailMode || (mode != "auto" && mode != "full" && mode != "blocks"))
        return;
    m_detailMode = mode;
    update();
    emit viewChanged();
}

void TopologyCanvas::setHiddenTiers(const QStringList& tiers)
{
    if (tiers == m_hiddenTiers)
        return;
    m_hiddenTiers = tiers;
    m_hidden = hiddenTiersNamed(tiers);
    coloursChanged(); // a hidden tier is transparent in the palette: nothing is drawn again
    emit hiddenTiersChanged();
}

bool TopologyCanvas::detailed() const
{
    if (m_detailMode == "full")
        return true;
    if (m_detailMode == "blocks")
        return false;
    return showsDetail(m_topology ? m_topology->nodes.size() : 0, m_view.zoom);
}

void TopologyCanvas::setSelectedNode(int node)
{
    if (!m_topology || node < -1 || node >= static_cast<int>(m_topology->nodes.size()))
        node = -1;
    const std::vector<int> selection = node < 0 ? std::vector<int> {} : std::vector<int> { node };
    if (selection == m_selection)
        return;
    m_selection = selection;
    selectionChanged();
}

void TopologyCanvas::setSecondNode(int node)
{
    if (!m_topology || node < -1 || node >= static_cast<int>(m_topology->nodes.size()) || node == selectedNode()
        || m_selection.empty())
        node = -1;
    if (node == secondNode())
        return;
    m_selection.resize(1);
    if (node >= 0)
        m_selection.push_back(node);
    selectionChanged();
}

QVariantList TopologyCanvas::selectedNodes() const
{
    QVariantList out;
    for (const int node : m_selection)
        out.append(node);
    return out;
}

void TopologyCanvas::toggleSelected(int node)
{
    if (!m_topology || node < 0 || node >= static_cast<int>(m_topology->nodes.size()))
        return;
    const auto it = std::find(m_selection.begin(), m_selection.end(), node);
    if (it != m_selection.end())
        m_selection.erase(it);
    else
        m_selection.push_back(node);
    selectionChanged();
}

void TopologyCanvas::selectInRect(QRectF itemRect)
{
    if (!m_scene)
        return;
    selectWhere(QRectF(m_view.sceneAt(itemRect.topLeft()), m_view.sceneAt(itemRect.bottomRight())).normalized());
}

void TopologyCanvas::selectAll()
{
    if (m_scene)
        selectWhere(QRectF());
}

void TopologyCanvas::selectWhere(const QRectF& sceneArea)
{
    m_selection.clear();
    for (std::size_t n = 0; n < m_scene->devices.size(); ++n) {
        const SceneRect& r = m_scene->devices[n];
        if (!r.empty() && !isCollapsed(static_cast<int>(n))
            && (sceneArea.isNull() || sceneArea.intersects(QRectF(r.x, r.y, r.width, r.height))))
            m_selection.push_back(static_cast<int>(n));
    }
    selectionChanged();
}

QPointF TopologyCanvas::deviceCenter(int node) const
{
    if (!m_scene || node < 0 || node >= static_cast<int>(m_scene->devices.size()))
        return {};
    const SceneRect& r = m_scene->devices[node];
    return m_view.itemAt(QPointF(r.centerX(), r.centerY()));
}

void TopologyCanvas::centerAt(QPointF scenePoint)
{
    m_view.centre = scenePoint;
    viewMoved();
}

void TopologyCanvas::toggleCollapsed(int node)
{
    if (!m_topology || node < 0 || node >= static_cast<int>(m_topology->nodes.size()))
        return;
    const GroupId rack = m_topology->rackOf(static_cast<NodeId>(node));
    if (rack == kNoGroup)
        return;
    m_collapsed.resize(m_topology->groups.size(), false);
    m_collapsed[rack] = !m_collapsed[rack];
    m_renderer.markCollapsedChanged(); // the blocks and the palettes of the rest stay
    update();
    emit viewChanged();
}

bool TopologyCanvas::isCollapsed(int node) const
{
    if (!m_topology || node < 0 || node >= static_cast<int>(m_topology->nodes.size()))
        return false;
    const GroupId rack = m_topology->rackOf(static_cast<NodeId>(node));
    return rack != kNoGroup && static_cast<std::size_t>(rack) < m_collapsed.size() && m_collapsed[rack];
}

void TopologyCanvas::setShowLinks(bool show)
{
    if (show == m_showLinks)
        return;
    m_showLinks = show;
    m_renderer.markSceneChanged();
    update();
    emit viewChanged();
}

int TopologyCanvas::deviceAt(QPointF itemPoint) const
{
    if (!m_scene || !detailed())
        return -1;
    const QPointF p = m_view.sceneAt(itemPoint);
    // A little slack around small glyphs, a few pixels on screen.
    const double slack = 3.0 / m_view.zoom;
    // The topmost first: devices are drawn in order, so a later one lies over an earlier one.
    for (std::size_t n = m_scene->devices.size(); n-- > 0;) {
        SceneRect r = m_scene->devices[n];
        if (isCollapsed(static_cast<int>(n)))
            r = m_scene->groups[m_topology->rackOf(static_cast<NodeId>(n))];
        if (!r.empty() && p.x() >= r.x - slack && p.x() <= r.x + r.width + slack && p.y() >= r.y - slack
            && p.y() <= r.y + r.height + slack)
            return static_cast<int>(n);
    }
    return -1;
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

void TopologyCanvas::fitToView()
{
    if (!m_scene || width() <= 0 || height() <= 0)
        return;
    const SceneRect& b = m_scene->bounds;
    showSceneArea(QRectF(b.x, b.y, b.width, b.height), CanvasView::kMaxZoom);
    m_fitPending = false;
}

void TopologyCanvas::zoomToSelection()
{
    QRectF area;
    if (m_scene)
        for (const int node : m_selection)
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

void TopologyCanvas::recolourLinks(quint32 seed)
{
    m_colourSeed = seed;
    coloursChanged();
}

void TopologyCanvas::setLinkLoads(std::vector<float> loads)
{
    const bool was = heatmap();
    m_linkLoads = std::move(loads);
    coloursChanged();
    if (was != heatmap())
        emit heatmapChanged();
}

void TopologyCanvas::setLogScale(bool logScale)
{
    if (logScale == m_logScale)
        return;
    m_logScale = logScale;
    coloursChanged();
    emit heatmapChanged();
}

int TopologyCanvas::linkAt(QPointF itemPoint) const
{
    return m_topology ? m_renderer.linkAt(m_view.sceneAt(itemPoint), m_view.zoom, *m_topology, m_hidden) : -1;
}

void TopologyCanvas::geometryChange(const QRectF& newGeometry, const QRectF& oldGeometry)
{
    QQuickItem::geometryChange(newGeometry, oldGeometry);
    m_view.size = newGeometry.size();
    if (m_fitPending && newGeometry.width() > 0 && newGeometry.height() > 0)
        fitToView();
    update();
}

CanvasState TopologyCanvas::state() const
{
    CanvasState state { m_topology, m_scene, detailed(), &m_collapsed, m_showLinks, m_theme,
        LinkColours { m_hidden, &m_linkLoads, m_logScale, m_colourSeed }, m_view };
    state.devicePixelRatio = window() ? window()->effectiveDevicePixelRatio() : 1.0;
    state.settled = m_settled;
    state.selection = &m_selection;
    state.dragged = &m_dragged;
    state.dragOffset = m_dragOffset;
    return state;
}

QSGNode* TopologyCanvas::updatePaintNode(QSGNode* old, UpdatePaintNodeData*)
{
    return m_renderer.update(old, state());
}

} // namespace scalescope::gui

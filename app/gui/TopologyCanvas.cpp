#include "gui/TopologyCanvas.h"

#include "model/Names.h"

#include "gui/GeometryBatch.h"

#include <QSGTransformNode>

#include <algorithm>
#include <cmath>

namespace scalescope::gui {
namespace {

constexpr double kMinZoom = 0.002;
constexpr double kMaxZoom = 40.0;
constexpr double kFitMargin = 0.95;
constexpr float kBundleOpacity = 0.55f;
constexpr float kMaxBundlePixels = 3.0f;

// Thickness by capacity in pixels: a 25 GB/s NVLink is thin, a bundle of many 400G links thick.
float linePixels(BytesPerSec bytesPerSec)
{
    return static_cast<float>(std::clamp(1.0 + 0.5 * std::log2(std::max(1.0, bytesPerSec / 25e9)), 1.0, 6.0));
}

// Lines keep their width on screen: their geometry is built for a zoom bucket (a power of
// two) and rebuilt only when the view's zoom leaves it.
int zoomBucket(double zoom)
{
    return static_cast<int>(std::floor(std::log2(zoom)));
}

} // namespace

// The scene graph side: a transform with the detailed and the collapsed drawing under it.
struct TopologyCanvas::Layer : QSGTransformNode {
    QSGNode* detail = nullptr; // groups, links, devices
    QSGNode* blocks = nullptr; // rack blocks and bundles
    GeometryBatch* links = nullptr;
    GeometryBatch* bundles = nullptr;
    std::vector<LinkId> linkOrder; // links in the order of their triangles
    bool showingDetail = false;
    int zoomBucket = 0;
    GeometryBatch* selection = nullptr; // a child while something is selected
    bool ownBundles = false;              // bundles built but left out of the tree
    ~Layer() override
    {
        // The level of detail not on screen is not a child: it is ours to delete.
        for (QSGNode* node : { detail, blocks })
            if (node && node->parent() != this)
                delete node;
    }
};

TopologyCanvas::TopologyCanvas(QQuickItem* parent)
    : QQuickItem(parent)
{
    setFlag(ItemHasContents, true);
}

TopologyCanvas::~TopologyCanvas() = default;

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
    m_sceneDirty = true;
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
    m_sceneDirty = true;
    m_selectionDirty = true;
    update();
}

void TopologyCanvas::setPalette(const QVariantMap& palette)
{
    if (palette == m_palette)
        return;
    m_palette = palette;
    m_sceneDirty = true;
    update();
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
    m_sceneDirty = true;
    update();
    emit hiddenTiersChanged();
}

bool TopologyCanvas::detailed() const
{
    if (m_detailMode == "full")
        return true;
    if (m_detailMode == "blocks")
        return false;
    return m_zoom >= kDetailZoom || (m_topology && m_topology->nodes.size() <= kAlwaysDetailedDevices);
}

void TopologyCanvas::setSelectedNode(int node)
{
    if (!m_topology || node < -1 || node >= static_cast<int>(m_topology->nodes.size()))
        node = -1;
    const std::vector<int> selection = node < 0 ? std::vector<int>{} : std::vector<int>{node};
    if (selection == m_selection)
        return;
    m_selection = selection;
    m_selectionDirty = true;
    update();
    emit selectedNodeChanged();
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
    m_selectionDirty = true;
    update();
    emit selectedNodeChanged();
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
    m_selectionDirty = true;
    update();
    emit selectedNodeChanged();
}

void TopologyCanvas::selectInRect(QRectF itemRect)
{
    if (!m_scene)
        return;
    selectWhere(QRectF(sceneAt(itemRect.topLeft()), sceneAt(itemRect.bottomRight())).normalized());
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
    m_selectionDirty = true;
    update();
    emit selectedNodeChanged();
}

QPointF TopologyCanvas::sceneAt(QPointF itemPoint) const
{
    return m_center + (itemPoint - QPointF(width() / 2, height() / 2)) / m_zoom;
}

QPointF TopologyCanvas::itemAt(QPointF scenePoint) const
{
    return (scenePoint - m_center) * m_zoom + QPointF(width() / 2, height() / 2);
}

QPointF TopologyCanvas::deviceCenter(int node) const
{
    if (!m_scene || node < 0 || node >= static_cast<int>(m_scene->devices.size()))
        return {};
    const SceneRect& r = m_scene->devices[node];
    return itemAt(QPointF(r.centerX(), r.centerY()));
}

void TopologyCanvas::centerAt(QPointF scenePoint)
{
    m_center = scenePoint;
    update();
    emit viewChanged();
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
    m_sceneDirty = true;
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

QRectF TopologyCanvas::visibleScene() const
{
    return QRectF(sceneAt(QPointF(0, 0)), sceneAt(QPointF(width(), height())));
}

void TopologyCanvas::setShowLinks(bool show)
{
    if (show == m_showLinks)
        return;
    m_showLinks = show;
    m_sceneDirty = true;
    update();
    emit viewChanged();
}

int TopologyCanvas::deviceAt(QPointF itemPoint) const
{
    if (!m_scene || !detailed())
        return -1;
    const QPointF p = sceneAt(itemPoint);
    // A little slack around small glyphs, a few pixels on screen.
    const double slack = 3.0 / m_zoom;
    for (std::size_t n = 0; n < m_scene->devices.size(); ++n) {
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
    m_center = QPointF(r.centerX(), r.centerY());
    m_zoom = std::max(m_zoom, kCenterOnZoom);
    update();
    emit viewChanged();
}

void TopologyCanvas::fitToView()
{
    if (!m_scene || width() <= 0 || height() <= 0)
        return;
    const SceneRect& b = m_scene->bounds;
    showSceneArea(QRectF(b.x, b.y, b.width, b.height), kMaxZoom);
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
    if (width() <= 0 || height() <= 0 || area.width() <= 0 || area.height() <= 0)
        return;
    m_zoom = std::clamp(kFitMargin * std::min(width() / area.width(), height() / area.height()), kMinZoom, maxZoom);
    m_center = area.center();
    m_selectionDirty = !m_selection.empty();
    update();
    emit viewChanged();
}

void TopologyCanvas::zoomAt(QPointF itemPoint, double factor)
{
    const double zoom = std::clamp(m_zoom * factor, kMinZoom, kMaxZoom);
    // Keep the scene point under the cursor where it is.
    const QPointF offset = itemPoint - QPointF(width() / 2, height() / 2);
    const QPointF scenePoint = m_center + offset / m_zoom;
    m_center = scenePoint - offset / zoom;
    m_zoom = zoom;
    m_selectionDirty = !m_selection.empty();
    update();
    emit viewChanged();
}

void TopologyCanvas::panBy(double dx, double dy)
{
    m_center -= QPointF(dx, dy) / m_zoom;
    update();
    emit viewChanged();
}

void TopologyCanvas::recolourLinks(quint32 seed)
{
    m_colourSeed = seed;
    m_seeded = true;
    m_coloursDirty = true;
    update();
}

void TopologyCanvas::geometryChange(const QRectF& newGeometry, const QRectF& oldGeometry)
{
    QQuickItem::geometryChange(newGeometry, oldGeometry);
    if (m_fitPending && newGeometry.width() > 0 && newGeometry.height() > 0)
        fitToView();
    update();
}

QColor TopologyCanvas::colour(const QString& key, const QColor& fallback) const
{
    const QVariant value = m_palette.value(key);
    return value.isValid() ? value.value<QColor>() : fallback;
}

QColor TopologyCanvas::tierColour(LinkTier tier) const
{
    const QString key = QString::fromLatin1(toString(tier).data(), static_cast<int>(toString(tier).size()));
    if (m_hiddenTiers.contains(key))
        return Qt::transparent;
    return colour(key, Qt::gray);
}

QSGNode* TopologyCanvas::updatePaintNode(QSGNode* old, UpdatePaintNodeData*)
{
    if (!m_scene || !m_topology) {
        delete old;
        return nullptr;
    }
    auto* layer = static_cast<Layer*>(old);
    const int bucket = zoomBucket(m_zoom);
    if (!layer || m_sceneDirty || bucket != layer->zoomBucket) {
        delete layer;
        layer = new Layer;
        layer->zoomBucket = bucket;
        m_selectionDirty = true;
        const auto bucketZoom = static_cast<float>(std::ldexp(1.0, bucket) * 1.4);
        const Scene& s = *m_scene;
        // Collapsed drawing: rack blocks, then bundles over them.
        layer->blocks = new QSGNode;
        {
            auto* blocks = new GeometryBatch(s.blocks.size());
            const QColor rack = colour("rack", QColor("#c9d1d9"));
            for (std::size_t i = 0; i < s.blocks.size(); ++i)
                blocks->setRect(i, s.blocks[i], rack);
            layer->blocks->appendChildNode(blocks);
            layer->bundles = new GeometryBatch(s.bundles.size());
            for (std::size_t i = 0; i < s.bundles.size(); ++i) {
                const SceneBundle& bundle = s.bundles[i];
                const SceneRect& a = s.blocks[bundle.blockA];
                const SceneRect& z = s.blocks[bundle.blockB];
                // As thick as one of its links and a little more for many; translucent, so that
                // crossing bundles read as density rather than a wall of colour.
                QColor c = tierColour(bundle.tier);
                c.setAlphaF(c.alphaF() * kBundleOpacity);
                const float perLink = linePixels(bundle.bytesPerSecPerDirection / std::max(1u, bundle.links));
                const float width = std::min(kMaxBundlePixels, perLink + 0.25f * std::log2(static_cast<float>(bundle.links)));
                layer->bundles->setLine(i, a.centerX(), a.centerY(), z.centerX(), z.centerY(), width / bucketZoom, c);
            }
            if (m_showLinks)
                layer->blocks->appendChildNode(layer->bundles);
            else
                layer->ownBundles = true; // not in the tree: the layer deletes it
        }
        m_sceneDirty = false;
        m_coloursDirty = m_seeded;
    }
    // Detailed drawing (group boxes, links, devices on top), built the first time it is shown.
    const bool wantDetail = detailed();
    if (wantDetail && !layer->detail) {
        const Topology& t = *m_topology;
        const Scene& s = *m_scene;
        const auto bucketZoom = static_cast<float>(std::ldexp(1.0, layer->zoomBucket) * 1.4);
        layer->detail = new QSGNode;
        {
            // Racks collapsed by hand are one block; what is inside them is not drawn.
            auto collapsedRackOf = [&](GroupId g) -> GroupId {
                while (g != kNoGroup && t.groups[g].kind != GroupKind::Rack)
                    g = t.groups[g].parent;
                return g != kNoGroup && static_cast<std::size_t>(g) < m_collapsed.size() && m_collapsed[g] ? g : kNoGroup;
            };
            std::vector<GroupId> collapsedOf(t.nodes.size(), kNoGroup);
            if (!m_collapsed.empty())
                for (NodeId n = 0; n < t.nodes.size(); ++n)
                    collapsedOf[n] = collapsedRackOf(t.nodes[n].group);
            std::vector<std::size_t> shownGroups;
            for (std::size_t i = 0; i < s.groups.size(); ++i) {
                const GroupId rack = m_collapsed.empty() ? kNoGroup : collapsedRackOf(static_cast<GroupId>(i));
                if (rack == kNoGroup || rack == static_cast<GroupId>(i))
                    shownGroups.push_back(i);
            }
            auto* groups = new GeometryBatch(shownGroups.size());
            for (std::size_t k = 0; k < shownGroups.size(); ++k) {
                const std::size_t i = shownGroups[k];
                const bool rack = t.groups[i].kind == GroupKind::Rack;
                const bool collapsed = rack && static_cast<std::size_t>(i) < m_collapsed.size() && m_collapsed[i];
                groups->setRect(k, s.groups[i],
                    collapsed ? colour("collapsedRack", QColor("#8c959f"))
                              : colour(rack ? "rack" : "tray", rack ? QColor("#dde3ea") : QColor("#f6f8fa")));
            }
            layer->detail->appendChildNode(groups);
            auto endOf = [&](NodeId n) {
                const SceneRect& r = collapsedOf[n] == kNoGroup ? s.devices[n] : s.groups[collapsedOf[n]];
                return QPointF(r.centerX(), r.centerY());
            };
            layer->linkOrder.clear();
            for (LinkId l = 0; l < t.links.size(); ++l) {
                const Link& link = t.links[l];
                if (s.devices[link.a].empty() || s.devices[link.b].empty())
                    continue;
                if (collapsedOf[link.a] != kNoGroup && collapsedOf[link.a] == collapsedOf[link.b])
                    continue; // inside a collapsed rack
                layer->linkOrder.push_back(l);
            }
            layer->links = new GeometryBatch(layer->linkOrder.size());
            for (std::size_t i = 0; i < layer->linkOrder.size(); ++i) {
                const Link& link = t.links[layer->linkOrder[i]];
                const QPointF a = endOf(link.a), b = endOf(link.b);
                layer->links->setLine(i, static_cast<float>(a.x()), static_cast<float>(a.y()), static_cast<float>(b.x()),
                    static_cast<float>(b.y()), linePixels(link.bytesPerSecPerDirection) / bucketZoom, tierColour(link.tier));
            }
            layer->detail->appendChildNode(layer->links);
            std::size_t drawn = 0;
            for (NodeId n = 0; n < t.nodes.size(); ++n)
                drawn += !s.devices[n].empty() && collapsedOf[n] == kNoGroup;
            auto* devices = new GeometryBatch(drawn);
            std::size_t i = 0;
            for (NodeId n = 0; n < t.nodes.size(); ++n) {
                if (s.devices[n].empty() || collapsedOf[n] != kNoGroup)
                    continue;
                const QString kind = QString::fromLatin1(
                    toString(t.nodes[n].kind).data(), static_cast<int>(toString(t.nodes[n].kind).size()));
                devices->setRect(i++, s.devices[n], colour(kind, QColor("#57606a")));
            }
            layer->detail->appendChildNode(devices);
        }
        m_coloursDirty = m_seeded;
    }
    if (m_coloursDirty) {
        // A colour per link (and per bundle) from the seed: a cheap deterministic hash.
        auto colourOf = [&](std::uint32_t index) {
            std::uint32_t x = index * 2654435761u ^ m_colourSeed * 40503u;
            x ^= x >> 15;
            return QColor::fromHsv(static_cast<int>(x % 360), 200, 220);
        };
        if (layer->links) {
            for (std::size_t i = 0; i < layer->linkOrder.size(); ++i)
                layer->links->setColour(i, colourOf(static_cast<std::uint32_t>(layer->linkOrder[i])));
            layer->links->markColoursDirty();
        }
        for (std::size_t i = 0; i < layer->bundles->size(); ++i)
            layer->bundles->setColour(i, colourOf(static_cast<std::uint32_t>(i)));
        layer->bundles->markColoursDirty();
        m_coloursDirty = false;
    }
    // Only one level of detail hangs under the transform at a time.
    if (layer->childCount() == 0 || layer->showingDetail != wantDetail) {
        while (layer->firstChild())
            layer->removeChildNode(layer->firstChild());
        layer->appendChildNode(wantDetail ? layer->detail : layer->blocks);
        layer->showingDetail = wantDetail;
        delete layer->selection;
        layer->selection = nullptr;
        m_selectionDirty = true;
    }
    // The selected device: a ring drawn over everything, a few pixels wide on screen.
    if (m_selectionDirty || !layer->selection) {
        if (layer->selection) {
            layer->removeChildNode(layer->selection);
            delete layer->selection;
            layer->selection = nullptr;
        }
        std::vector<std::pair<int, QColor>> rings;
        for (std::size_t i = 0; i < m_selection.size(); ++i)
            rings.emplace_back(m_selection[i], i == 1 && m_selection.size() == 2 ? colour("secondSelection", QColor("#8250df"))
                                                                                   : colour("selection", QColor("#d1242f")));
        rings.erase(std::remove_if(rings.begin(), rings.end(), [&](const auto& ring) { return m_scene->devices[ring.first].empty(); }),
                    rings.end());
        if (!rings.empty()) {
            const float pad = static_cast<float>(4.0 / m_zoom), w = static_cast<float>(2.5 / m_zoom);
            layer->selection = new GeometryBatch(4 * rings.size());
            std::size_t i = 0;
            for (const auto& [node, c] : rings) {
                const SceneRect& r = m_scene->devices[node];
                const float x0 = r.x - pad, y0 = r.y - pad, x1 = r.x + r.width + pad, y1 = r.y + r.height + pad;
                layer->selection->setRect(i++, SceneRect{x0, y0, x1 - x0, w}, c);
                layer->selection->setRect(i++, SceneRect{x0, y1 - w, x1 - x0, w}, c);
                layer->selection->setRect(i++, SceneRect{x0, y0, w, y1 - y0}, c);
                layer->selection->setRect(i++, SceneRect{x1 - w, y0, w, y1 - y0}, c);
            }
            layer->appendChildNode(layer->selection);
        }
        m_selectionDirty = false;
    }
    QMatrix4x4 matrix;
    matrix.translate(static_cast<float>(width() / 2), static_cast<float>(height() / 2));
    matrix.scale(static_cast<float>(m_zoom));
    matrix.translate(static_cast<float>(-m_center.x()), static_cast<float>(-m_center.y()));
    layer->setMatrix(matrix);
    return layer;
}

} // namespace scalescope::gui

#include "gui/rendering/TopologyCanvas.h"

#include "model/Names.h"

#include "gui/rendering/GeometryBatch.h"
#include "gui/rendering/HeatScale.h"
#include "gui/rendering/PaletteRasterNode.h"
#include "gui/rendering/SceneRaster.h"
#include "gui/rendering/SceneStyle.h"

#include <QQuickWindow>
#include <QSGTransformNode>

#include <algorithm>
#include <array>
#include <cmath>

namespace scalescope::gui {
namespace {

constexpr double kMinZoom = 0.002;
constexpr double kMaxZoom = 40.0;
constexpr double kFitMargin = 0.95;
// Link rasters: drawn for the view and a margin of this much of its size on every side, shown
// scaled between these factors while the view moves, and drawn anew at the exact zoom
// (sharper than kSharpScale) once it rests.
constexpr double kRasterMargin = 0.3;
constexpr double kMinRasterScale = 0.75;
constexpr double kMaxRasterScale = 1.5;
constexpr double kSharpScale = 1.02;
constexpr double kMaxRasterPixels = 8192;
constexpr int kRestMs = 250;
constexpr std::size_t kPaletteWidth = 4096;

} // namespace

// One level of detail: a raster of palette indexes (boxes, links, devices).
struct TopologyCanvas::Drawing {
    QSGNode* root = nullptr;
    PaletteRasterNode* raster = nullptr;
    std::shared_ptr<const RasterContent> content;
    int key = 0; // which content a finished raster was drawn from
    // Palette index - 1 to link (detail) or bundle (blocks); shared with the hit test.
    std::shared_ptr<std::vector<std::uint32_t>> segmentOf = std::make_shared<std::vector<std::uint32_t>>();
    std::vector<QColor> rectColours; // the entries after the segments' ones
    bool ofBundles = false;
    bool paletteStale = true;
};

// The scene graph side: a transform with the detailed and the collapsed drawing under it.
// Each drawing is a raster of palette indexes (group boxes, links and devices, or rack blocks
// and bundles); the selection rings are drawn over it.
struct TopologyCanvas::Layer : QSGTransformNode {
    Drawing detail, blocks;
    bool showingDetail = false;
    GeometryBatch* selection = nullptr; // a child while something is selected
    ~Layer() override
    {
        // The level of detail not on screen is not a child: it is ours to delete.
        for (QSGNode* node : { detail.root, blocks.root })
            if (node && node->parent() != this)
                delete node;
    }
};

TopologyCanvas::TopologyCanvas(QQuickItem* parent)
    : QQuickItem(parent)
{
    setFlag(ItemHasContents, true);
    m_restTimer.setSingleShot(true);
    m_restTimer.setInterval(kRestMs);
    connect(&m_restTimer, &QTimer::timeout, this, [this] {
        m_settled = true;
        update();
    });
    connect(this, &TopologyCanvas::viewChanged, this, &TopologyCanvas::publishCamera);
}

TopologyCanvas::~TopologyCanvas()
{
    if (m_rasterJob.valid())
        m_rasterJob.wait();
}

void TopologyCanvas::viewMoved()
{
    m_settled = false;
    m_restTimer.start();
    update();
    emit viewChanged();
}

void TopologyCanvas::setWorkspace(Workspace* workspace)
{
    if (m_workspace == workspace)
        return;
    if (m_workspace) {
        disconnect(m_workspace, nullptr, this, nullptr);
        disconnect(m_workspace->document(), nullptr, this, nullptr);
        disconnect(m_workspace->view(), nullptr, this, nullptr);
        disconnect(m_workspace->view()->selection(), nullptr, this, nullptr);
    }
    m_workspace = workspace;
    if (m_workspace) {
        connect(m_workspace->document(), &DesignDocument::designChanged, this, &TopologyCanvas::reload);
        connect(m_workspace->document(), &DesignDocument::sceneChanged, this, &TopologyCanvas::redraw);
        const ViewState* view = m_workspace->view();
        connect(view->selection(), &DeviceSelection::changed, this, [this] {
            m_selectionDirty = true;
            update();
        });
        // What is drawn changes with these; the colours alone with the loads.
        for (const auto signal : { &ViewState::collapsedChanged, &ViewState::hiddenTiersChanged })
            connect(view, signal, this, [this] {
                m_sceneDirty = true;
                update();
                emit viewChanged();
            });
        connect(view, &ViewState::detailChanged, this, [this] {
            update();
            emit viewChanged();
        });
        for (const auto signal : { &ViewState::linkLoadsChanged, &ViewState::heatmapChanged })
            connect(view, signal, this, [this] {
                m_coloursDirty = true;
                update();
            });
        if (m_mainView)
            m_workspace->setMainCanvas(this);
    }
    reload();
    emit workspaceChanged();
}

void TopologyCanvas::setMainView(bool mainView)
{
    if (mainView == m_mainView)
        return;
    m_mainView = mainView;
    if (m_mainView && m_workspace)
        m_workspace->setMainCanvas(this);
    publishCamera();
    emit workspaceChanged();
}

void TopologyCanvas::publishCamera()
{
    if (m_mainView && m_workspace)
        m_workspace->view()->setCamera(visibleScene(), m_zoom, detailed());
}

const std::vector<int>& TopologyCanvas::selection() const
{
    static const std::vector<int> none;
    return m_workspace && m_showSelection ? m_workspace->view()->selection()->indexes() : none;
}

bool TopologyCanvas::isCollapsed(int node) const
{
    return m_workspace && m_workspace->view()->isCollapsed(node);
}

void TopologyCanvas::reload()
{
    const DesignDocument* document = m_workspace ? m_workspace->document() : nullptr;
    m_topology = document ? document->topology() : nullptr;
    m_scene = document ? document->scene() : nullptr;
    m_sceneDirty = true;
    m_selectionDirty = true;
    // A new design is fitted into view; an edited one keeps the view where it was.
    const int generation = document ? document->loadGeneration() : -1;
    if (generation != m_loadGeneration) {
        m_loadGeneration = generation;
        m_fitPending = true;
        if (width() > 0 && height() > 0)
            fitToView();
    }
    update();
    publishCamera(); // the level of detail may follow the design's size
}

void TopologyCanvas::redraw()
{
    m_scene = m_workspace ? m_workspace->document()->scene() : nullptr;
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
    if (mode == m_detailMode || (!mode.isEmpty() && mode != "auto" && mode != "full" && mode != "blocks"))
        return;
    m_detailMode = mode;
    update();
    emit viewChanged();
}

bool TopologyCanvas::detailed() const
{
    const QString mode = !m_detailMode.isEmpty() ? m_detailMode
        : m_workspace                            ? m_workspace->view()->detail()
                                                 : QStringLiteral("auto");
    if (mode == "full")
        return true;
    if (mode == "blocks")
        return false;
    return showsDetail(m_topology ? m_topology->nodes.size() : 0, m_zoom);
}

void TopologyCanvas::selectInRect(QRectF itemRect)
{
    if (m_workspace)
        m_workspace->view()->selectInArea(QRectF(sceneAt(itemRect.topLeft()), sceneAt(itemRect.bottomRight())));
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
    viewMoved();
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

void TopologyCanvas::setShowSelection(bool show)
{
    if (show == m_showSelection)
        return;
    m_showSelection = show;
    m_selectionDirty = true;
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
    m_center = QPointF(r.centerX(), r.centerY());
    // The rings are a few pixels wide at the zoom they were drawn for: drawn again at the new one.
    m_selectionDirty = m_selectionDirty || (m_zoom < kCenterOnZoom && !selection().empty());
    m_zoom = std::max(m_zoom, kCenterOnZoom);
    viewMoved();
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
        for (const int node : selection())
            if (const SceneRect& r = m_scene->devices.at(node); !r.empty())
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
    m_selectionDirty = m_selectionDirty || !selection().empty();
    viewMoved();
}

void TopologyCanvas::zoomAt(QPointF itemPoint, double factor)
{
    const double zoom = std::clamp(m_zoom * factor, kMinZoom, kMaxZoom);
    // Keep the scene point under the cursor where it is.
    const QPointF offset = itemPoint - QPointF(width() / 2, height() / 2);
    const QPointF scenePoint = m_center + offset / m_zoom;
    m_center = scenePoint - offset / zoom;
    m_zoom = zoom;
    m_selectionDirty = m_selectionDirty || !selection().empty();
    viewMoved();
}

void TopologyCanvas::panBy(double dx, double dy)
{
    m_center -= QPointF(dx, dy) / m_zoom;
    viewMoved();
}

void TopologyCanvas::recolourLinks(quint32 seed)
{
    m_colourSeed = seed;
    m_seeded = true;
    m_coloursDirty = true;
    update();
}

int TopologyCanvas::linkAt(QPointF itemPoint) const
{
    if (m_hit.bundles || m_hit.image.isNull() || m_hit.area.isEmpty() || !m_hit.segments)
        return -1;
    const QPointF scene = sceneAt(itemPoint);
    const double sx = m_hit.image.width() / m_hit.area.width(), sy = m_hit.image.height() / m_hit.area.height();
    const QPoint pixel(static_cast<int>(std::floor((scene.x() - m_hit.area.x()) * sx)),
        static_cast<int>(std::floor((scene.y() - m_hit.area.y()) * sy)));
    // The link under the point, or one a pixel or two away: thin lines are hard to hit.
    const int reach = static_cast<int>(std::ceil(3 * sx / m_zoom)); // three pixels on screen, in the raster's pixels
    for (int r = 0; r <= reach; ++r)
        for (int dy = -r; dy <= r; ++dy)
            for (int dx = -r; dx <= r; ++dx) {
                if (std::max(std::abs(dx), std::abs(dy)) != r)
                    continue;
                const std::uint32_t index = paletteIndexAt(m_hit.image, pixel + QPoint(dx, dy));
                if (index >= 1 && index <= m_hit.segments->size())
                    return static_cast<int>((*m_hit.segments)[index - 1]);
            }
    return -1;
}

void TopologyCanvas::geometryChange(const QRectF& newGeometry, const QRectF& oldGeometry)
{
    QQuickItem::geometryChange(newGeometry, oldGeometry);
    if (m_fitPending && newGeometry.width() > 0 && newGeometry.height() > 0)
        fitToView();
    update();
    publishCamera(); // the visible area follows the item's size
}

QColor TopologyCanvas::colour(const QString& key) const
{
    const QVariant value = m_palette.value(key);
    return value.isValid() ? value.value<QColor>() : sceneColour(key, false);
}

QColor TopologyCanvas::tierColour(LinkTier tier) const
{
    if (m_tierHidden[static_cast<std::size_t>(tier)])
        return Qt::transparent;
    return colour(QString::fromLatin1(toString(tier).data(), static_cast<int>(toString(tier).size())));
}

QSGNode* TopologyCanvas::updatePaintNode(QSGNode* old, UpdatePaintNodeData*)
{
    if (!m_scene || !m_topology) {
        delete old;
        return nullptr;
    }
    auto* layer = static_cast<Layer*>(old);
    if (!layer || m_sceneDirty) {
        // What the view state says is drawn, as of this drawing.
        const ViewState* view = m_workspace->view();
        for (int t = 0; t < kLinkTierCount; ++t) {
            const std::string_view key = toString(static_cast<LinkTier>(t));
            m_tierHidden[static_cast<std::size_t>(t)]
                = view->hiddenTiers().contains(QString::fromLatin1(key.data(), static_cast<int>(key.size())));
        }
        m_collapsed = view->collapsedGroups(*m_topology);
        delete layer;
        layer = new Layer;
        buildBlocks(layer->blocks);
        m_sceneDirty = false;
        m_coloursDirty = true;
    }
    // Detailed drawing, built the first time it is shown.
    const bool wantDetail = detailed();
    if (wantDetail && !layer->detail.root) {
        buildDetail(layer->detail);
        m_coloursDirty = true;
    }
    // Only one level of detail hangs under the transform at a time.
    Drawing& drawing = wantDetail ? layer->detail : layer->blocks;
    if (layer->childCount() == 0 || layer->showingDetail != wantDetail) {
        while (layer->firstChild())
            layer->removeChildNode(layer->firstChild());
        layer->appendChildNode(drawing.root);
        layer->showingDetail = wantDetail;
        delete layer->selection;
        layer->selection = nullptr;
        m_selectionDirty = true;
    }
    if (m_coloursDirty) {
        layer->detail.paletteStale = layer->blocks.paletteStale = true;
        m_coloursDirty = false;
    }
    if (drawing.paletteStale) {
        updatePalette(drawing);
        drawing.paletteStale = false;
    }
    updateRaster(drawing);
    if (m_selectionDirty)
        updateSelection(*layer);
    QMatrix4x4 matrix;
    matrix.translate(static_cast<float>(width() / 2), static_cast<float>(height() / 2));
    matrix.scale(static_cast<float>(m_zoom));
    matrix.translate(static_cast<float>(-m_center.x()), static_cast<float>(-m_center.y()));
    layer->setMatrix(matrix);
    return layer;
}

void TopologyCanvas::setContent(Drawing& drawing, std::shared_ptr<const RasterContent> content)
{
    // A new key: a raster drawn from older content is never shown for this one.
    drawing.content = std::move(content);
    drawing.key = ++m_contentKey;
    drawing.root = new QSGNode;
    drawing.raster = new PaletteRasterNode;
    drawing.root->appendChildNode(drawing.raster);
}

void TopologyCanvas::buildBlocks(Drawing& drawing)
{
    // Rack blocks, then the bundles between them.
    const Scene& s = *m_scene;
    auto content = std::make_shared<RasterContent>();
    if (m_showLinks)
        for (std::uint32_t i = 0; i < s.bundles.size(); ++i) {
            const SceneBundle& bundle = s.bundles[i];
            if (tierColour(bundle.tier).alpha() == 0)
                continue; // a hidden tier
            const SceneRect& a = s.blocks[bundle.blockA];
            const SceneRect& z = s.blocks[bundle.blockB];
            const float width = bundlePixels(bundle);
            drawing.segmentOf->push_back(i);
            content->segments.push_back({ a.centerX(), a.centerY(), z.centerX(), z.centerY(), width,
                static_cast<std::uint32_t>(drawing.segmentOf->size()) });
        }
    drawing.ofBundles = true;
    drawing.rectColours = { colour("rack") };
    const auto blockIndex = static_cast<std::uint32_t>(drawing.segmentOf->size() + 1);
    for (const SceneRect& r : s.blocks)
        content->rects.push_back({ r.x, r.y, r.width, r.height, blockIndex });
    setContent(drawing, std::move(content));
}

void TopologyCanvas::buildDetail(Drawing& drawing)
{
    // Group boxes, the links over them, the devices over those: all in the raster.
    const Topology& t = *m_topology;
    const Scene& s = *m_scene;
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
    auto content = std::make_shared<RasterContent>();
    if (m_showLinks) {
        auto endOf = [&](NodeId n) {
            const SceneRect& r = collapsedOf[n] == kNoGroup ? s.devices[n] : s.groups[collapsedOf[n]];
            return std::pair { r.centerX(), r.centerY() };
        };
        for (LinkId l = 0; l < t.links.size(); ++l) {
            const Link& link = t.links[l];
            if (s.devices[link.a].empty() || s.devices[link.b].empty() || tierColour(link.tier).alpha() == 0)
                continue;
            if (collapsedOf[link.a] != kNoGroup && collapsedOf[link.a] == collapsedOf[link.b])
                continue; // inside a collapsed rack
            drawing.segmentOf->push_back(l);
            const auto [ax, ay] = endOf(link.a);
            const auto [bx, by] = endOf(link.b);
            content->segments.push_back({ ax, ay, bx, by, linkPixels(link.bytesPerSecPerDirection),
                static_cast<std::uint32_t>(drawing.segmentOf->size()) });
        }
    }
    // Rack, tray and collapsed rack: the palette entries after the links'.
    drawing.rectColours = { colour("rack"), colour("tray"), colour("collapsedRack") };
    const auto firstRectIndex = static_cast<std::uint32_t>(drawing.segmentOf->size() + 1);
    for (std::size_t i = 0; i < s.groups.size(); ++i) {
        const GroupId rack = m_collapsed.empty() ? kNoGroup : collapsedRackOf(static_cast<GroupId>(i));
        if (rack != kNoGroup && rack != static_cast<GroupId>(i))
            continue; // inside a collapsed rack
        const bool isRack = t.groups[i].kind == GroupKind::Rack;
        const std::uint32_t slot = rack != kNoGroup ? 2 : isRack ? 0 : 1;
        const SceneRect& r = s.groups[i];
        if (!r.empty())
            content->rects.push_back({ r.x, r.y, r.width, r.height, firstRectIndex + slot });
    }
    // Devices over the links, a palette entry per kind after the boxes'.
    std::vector<NodeKind> kinds;
    for (NodeId n = 0; n < t.nodes.size(); ++n) {
        const SceneRect& r = s.devices[n];
        if (r.empty() || collapsedOf[n] != kNoGroup)
            continue;
        const NodeKind kind = t.nodes[n].kind;
        auto slot = std::find(kinds.begin(), kinds.end(), kind);
        if (slot == kinds.end()) {
            kinds.push_back(kind);
            slot = kinds.end() - 1;
            const QString key = QString::fromLatin1(toString(kind).data(), static_cast<int>(toString(kind).size()));
            drawing.rectColours.push_back(colour(key));
        }
        const auto index = firstRectIndex + 3 + static_cast<std::uint32_t>(slot - kinds.begin());
        content->topRects.push_back({ r.x, r.y, r.width, r.height, index });
    }
    setContent(drawing, std::move(content));
}

void TopologyCanvas::updatePalette(Drawing& drawing)
{
    // Entry 0 the background, then each link's (or bundle's) colour by its tier (in the
    // benchmark, a colour of its own from the seed by a cheap deterministic hash), then the
    // boxes' colours. The raster is opaque: bundles are blended with the background here.
    const QColor background = colour("background");
    const std::vector<float>& loads = m_workspace->view()->linkLoads();
    const bool logScale = m_workspace->view()->logScale();
    const std::size_t entries = 1 + drawing.segmentOf->size() + drawing.rectColours.size();
    const int width = static_cast<int>(std::min<std::size_t>(kPaletteWidth, entries));
    const int height = static_cast<int>((entries + width - 1) / width);
    QImage image(width, height, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    auto set = [&](std::size_t index, QRgb rgba) {
        reinterpret_cast<QRgb*>(image.scanLine(static_cast<int>(index / width)))[index % width] = qPremultiply(rgba);
    };
    static const std::array<QRgb, 360> hues = [] {
        std::array<QRgb, 360> table {};
        for (std::size_t h = 0; h < table.size(); ++h)
            table[h] = QColor::fromHsv(static_cast<int>(h), 200, 220).rgba();
        return table;
    }();
    set(0, background.rgba());
    for (std::size_t i = 0; i < drawing.segmentOf->size(); ++i) {
        const std::uint32_t id = (*drawing.segmentOf)[i];
        if (m_seeded) {
            std::uint32_t x = id * 2654435761u ^ m_colourSeed * 40503u;
            x ^= x >> 15;
            set(1 + i, hues[x % hues.size()]);
            continue;
        }
        // The heatmap: a link's load, a bundle's the load of its links together.
        std::optional<double> load;
        if (!loads.empty())
            load = drawing.ofBundles ? bundleLoad(*m_scene, *m_topology, loads, id)
                                     : (id < loads.size() ? loads[id] : 0.0);
        const QColor tier = tierColour(drawing.ofBundles ? m_scene->bundles[id].tier : m_topology->links[id].tier);
        set(1 + i, segmentColour(tier, background, drawing.ofBundles, load, logScale).rgba());
    }
    for (std::size_t k = 0; k < drawing.rectColours.size(); ++k)
        set(1 + drawing.segmentOf->size() + k, drawing.rectColours[k].rgba());
    drawing.raster->setPalette(window()->createTextureFromImage(image));
}

void TopologyCanvas::updateRaster(Drawing& drawing)
{
    // A raster finished on the worker thread is shown if it was drawn from this content.
    PaletteRasterNode& node = *drawing.raster;
    if (m_hit.key != drawing.key) {
        // Another drawing is shown: its raster and its segments answer linkAt.
        m_hit = HitRaster { {}, {}, drawing.key, drawing.ofBundles, drawing.segmentOf };
    }
    if (m_finishedRaster && m_finishedRaster->key == drawing.key) {
        node.setRaster(window()->createTextureFromImage(m_finishedRaster->image), m_finishedRaster->sceneArea,
            m_finishedRaster->zoom);
        m_hit.image = m_finishedRaster->image;
        m_hit.area = m_finishedRaster->sceneArea;
    }
    m_finishedRaster.reset();
    const SceneRect& b = m_scene->bounds;
    const double pad = kMaxBundlePixels / m_zoom;
    const QRectF bounds = QRectF(b.x, b.y, b.width, b.height).adjusted(-pad, -pad, pad, pad);
    const QRectF visible = visibleScene();
    const QRectF needed = visible.intersected(bounds);
    if (needed.isEmpty())
        return;
    if (node.hasRaster() && node.sceneArea().contains(needed)) {
        const double scale = m_zoom / node.rasterZoom();
        const bool sharp = scale > 1 / kSharpScale && scale < kSharpScale;
        if (sharp || (!m_settled && scale >= kMinRasterScale && scale <= kMaxRasterScale))
            return;
    }
    // A new raster around the view, with a margin so that panning goes on a while before the
    // next one, no larger than a texture may be.
    QRectF area = visible
                      .adjusted(-visible.width() * kRasterMargin, -visible.height() * kRasterMargin,
                          visible.width() * kRasterMargin, visible.height() * kRasterMargin)
                      .intersected(bounds);
    // In device pixels: crisp on high-DPI screens.
    const double dpr = window()->effectiveDevicePixelRatio();
    const double pixelsPerUnit = m_zoom * dpr;
    const double maxScene = kMaxRasterPixels / pixelsPerUnit;
    if (area.width() > maxScene)
        area.setLeft(std::clamp(needed.center().x() - maxScene / 2, area.left(), area.right() - maxScene)),
            area.setWidth(maxScene);
    if (area.height() > maxScene)
        area.setTop(std::clamp(needed.center().y() - maxScene / 2, area.top(), area.bottom() - maxScene)),
            area.setHeight(maxScene);
    const QSize size(std::max(1, static_cast<int>(std::ceil(area.width() * pixelsPerUnit))),
        std::max(1, static_cast<int>(std::ceil(area.height() * pixelsPerUnit))));
    area.setSize(QSizeF(size.width() / pixelsPerUnit, size.height() / pixelsPerUnit)); // whole pixels, exact scale
    if (!node.hasRaster()) {
        // Nothing to show yet: draw it now.
        QImage image = rasterScene(*drawing.content, area, size, dpr);
        node.setRaster(window()->createTextureFromImage(image), area, m_zoom);
        m_hit.image = std::move(image);
        m_hit.area = area;
        return;
    }
    if (m_rasterJob.valid() && m_rasterJob.wait_for(std::chrono::seconds(0)) != std::future_status::ready)
        return; // when the one under way arrives, the view is looked at again
    m_rasterJob = std::async(
        std::launch::async, [this, content = drawing.content, area, size, dpr, zoom = m_zoom, key = drawing.key] {
            QImage image = rasterScene(*content, area, size, dpr);
            QMetaObject::invokeMethod(
                this,
                [this, image = std::move(image), area, zoom, key]() mutable {
                    m_finishedRaster = FinishedRaster { std::move(image), area, zoom, key };
                    update();
                },
                Qt::QueuedConnection);
        });
}

void TopologyCanvas::updateSelection(Layer& layer)
{
    // The selected devices: rings drawn over everything, a few pixels wide on screen.
    if (layer.selection) {
        layer.removeChildNode(layer.selection);
        delete layer.selection;
        layer.selection = nullptr;
    }
    std::vector<std::pair<int, QColor>> rings;
    const std::vector<int>& selected = selection();
    for (std::size_t i = 0; i < selected.size(); ++i)
        if (static_cast<std::size_t>(selected[i]) < m_scene->devices.size() && !m_scene->devices[selected[i]].empty())
            rings.emplace_back(
                selected[i], i == 1 && selected.size() == 2 ? colour("secondSelection") : colour("selection"));
    if (!rings.empty()) {
        const float pad = static_cast<float>(4.0 / m_zoom), w = static_cast<float>(2.5 / m_zoom);
        layer.selection = new GeometryBatch(4 * rings.size());
        std::size_t i = 0;
        for (const auto& [node, c] : rings) {
            const SceneRect& r = m_scene->devices[node];
            const float x0 = r.x - pad, y0 = r.y - pad, x1 = r.x + r.width + pad, y1 = r.y + r.height + pad;
            layer.selection->setRect(i++, SceneRect { x0, y0, x1 - x0, w }, c);
            layer.selection->setRect(i++, SceneRect { x0, y1 - w, x1 - x0, w }, c);
            layer.selection->setRect(i++, SceneRect { x0, y0, w, y1 - y0 }, c);
            layer.selection->setRect(i++, SceneRect { x1 - w, y0, w, y1 - y0 }, c);
        }
        layer.appendChildNode(layer.selection);
    }
    m_selectionDirty = false;
}

} // namespace scalescope::gui

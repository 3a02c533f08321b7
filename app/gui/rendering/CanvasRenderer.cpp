#include "gui/rendering/CanvasRenderer.h"

#include "gui/rendering/GeometryBatch.h"
#include "gui/rendering/LabelNodes.h"
#include "gui/rendering/PaletteRasterNode.h"

#include <QQuickItem>
#include <QQuickWindow>
#include <QSGTransformNode>

#include <algorithm>

namespace scalescope::gui {

// The scene graph root: the levels' nodes (one a child at a time), then the overlay, the labels
// and the selection rings while there are any.
struct CanvasRenderer::Layer : QSGTransformNode {
    std::array<QSGNode*, 2> roots {};
    std::array<PaletteRasterNode*, 2> rasters {};
    int shown = -1;
    DragOverlay* overlay = nullptr;
    LabelNodes* labels = nullptr;
    GeometryBatch* selection = nullptr;
    GeometryBatch* route = nullptr;
    GeometryBatch* jobs = nullptr;
    GeometryBatch* failures = nullptr;
    GeometryBatch* spotlight = nullptr;
    ~Layer() override
    {
        // The level not on screen is not a child: it is ours to delete.
        for (QSGNode* root : roots)
            if (root && root->parent() != this)
                delete root;
    }
};

CanvasRenderer::CanvasRenderer(QQuickItem& item)
    : m_item(item)
    , m_raster(item)
{
}

CanvasRenderer::~CanvasRenderer() = default;

void CanvasRenderer::markSceneChanged()
{
    for (Level& level : m_levels)
        level.listStale = true;
    m_selectionDirty = m_overlayDirty = true;
    m_labels.dropCandidates();
}

void CanvasRenderer::markCollapsedChanged()
{
    m_levels[kDetail].listStale = true;
    m_overlayDirty = true;
    m_labels.dropCandidates();
}

void CanvasRenderer::markLanguageChanged()
{
    m_labels.dropTexts();
}

void CanvasRenderer::markColoursChanged()
{
    for (Level& level : m_levels)
        level.paletteStale = true;
    m_selectionDirty = m_overlayDirty = true;
}

void CanvasRenderer::markSelectionChanged()
{
    m_selectionDirty = true;
}

void CanvasRenderer::markDragChanged()
{
    m_overlayDirty = true;
}

QSGNode* CanvasRenderer::update(QSGNode* old, const CanvasState& state)
{
    if (!state.topology || !state.scene) {
        delete old;
        return nullptr;
    }
    auto* layer = static_cast<Layer*>(old);
    if (!layer) {
        // New nodes (the first frame, or the scene graph was let go): new textures too.
        layer = new Layer;
        for (Level& level : m_levels)
            level.paletteStale = true;
        m_selectionDirty = m_overlayDirty = true;
    }
    const int index = state.detailed ? kDetail : kBlocks;
    updateLevel(*layer, index, state);
    updateOverlay(*layer, m_levels[index], state);
    updateLabels(*layer, m_levels[index], state);
    if (m_selectionDirty)
        updateSelection(*layer, state);
    else if (layer->failures && state.view.zoom != m_failuresZoom)
        updateFailures(*layer, state); // its lines keep their width on screen
    layer->setMatrix(state.view.matrix());
    return layer;
}

void CanvasRenderer::updateLevel(Layer& layer, int index, const CanvasState& state)
{
    Level& level = m_levels[index];
    if (!level.list || level.listStale) {
        DrawingView view;
        view.detail = index == kDetail ? DrawingDetail::Devices : DrawingDetail::Blocks;
        if (index == kDetail && state.collapsedRacks)
            view.collapsedRacks = *state.collapsedRacks;
        view.links = state.showLinks;
        level.list = std::make_shared<const DrawingList>(buildDrawingList(*state.topology, *state.scene, view));
        ++m_counts.lists;
        level.key = ++m_nextKey; // a raster of the old list is never shown for this one
        level.bundleLoads.reset();
        level.listStale = false;
        level.paletteStale = true; // as many entries as the new list has slots
    }
    if (!layer.roots[index]) {
        layer.roots[index] = new QSGNode;
        layer.rasters[index] = new PaletteRasterNode;
        layer.roots[index]->appendChildNode(layer.rasters[index]);
        level.paletteStale = true;
    }
    // One level hangs under the transform at a time, under the overlay and the rings.
    if (layer.shown != index) {
        if (layer.shown >= 0)
            layer.removeChildNode(layer.roots[layer.shown]);
        layer.prependChildNode(layer.roots[index]);
        layer.shown = index;
        m_selectionDirty = m_overlayDirty = true;
    }
    if (level.paletteStale) {
        LinkColours links = state.links;
        if (links.heatmap() && !level.bundleLoads)
            level.bundleLoads.emplace(*level.list, *state.topology);
        links.bundleLoads = level.bundleLoads ? &*level.bundleLoads : nullptr;
        level.palette = canvasPaletteImage(*level.list, *state.topology, state.theme, links);
        layer.rasters[index]->setPalette(
            m_item.window()->createTextureFromImage(level.palette), level.list->slotCount());
        level.paletteStale = false;
        ++m_counts.palettes;
        m_overlayDirty = true; // the overlay's colours are the palette's
    }
    const SceneRect& b = state.scene->bounds;
    // Lines reach past the boxes by half their width.
    const double lineScale = std::max(1.0, state.lineScale);
    const double pad = kMaxBundlePixels * lineScale / state.view.zoom;
    RasterView view;
    view.visible = state.view.visibleScene();
    view.bounds = QRectF(b.x, b.y, b.width, b.height).adjusted(-pad, -pad, pad, pad);
    view.zoom = state.view.zoom;
    view.devicePixelRatio = state.devicePixelRatio;
    view.lineScale = lineScale;
    view.settled = state.settled;
    view.onlyWhatIsDrawn = state.backgroundBehind;
    m_raster.update(*layer.rasters[index], level.list, level.key, view);
    m_counts.rasterArea = layer.rasters[index]->sceneArea();
}

void CanvasRenderer::updateOverlay(Layer& layer, const Level& level, const CanvasState& state)
{
    const bool dragging = state.dragged && !state.dragged->empty();
    // Lines are as wide on screen at any zoom: a new zoom makes the overlay again.
    if (m_overlayDirty || !dragging || state.view.zoom != m_overlayZoom) {
        if (layer.overlay) {
            layer.removeChildNode(layer.overlay);
            delete layer.overlay;
            layer.overlay = nullptr;
        }
        if (dragging) {
            layer.overlay
                = new DragOverlay(*level.list, *state.topology, level.palette, *state.dragged, state.view.zoom);
            ++m_counts.overlays;
            layer.insertChildNodeAfter(layer.overlay, layer.roots[layer.shown]);
        }
        m_overlayDirty = false;
        m_overlayZoom = state.view.zoom;
    }
    if (layer.overlay)
        layer.overlay->setOffset(state.dragOffset);
}

void CanvasRenderer::updateSelection(Layer& layer, const CanvasState& state)
{
    // The selected devices: rings drawn over everything, a few pixels wide on screen.
    if (layer.selection) {
        layer.removeChildNode(layer.selection);
        delete layer.selection;
        layer.selection = nullptr;
    }
    m_selectionDirty = false;
    updateFailures(layer, state);
    updateJobs(layer, state);
    updateSpotlight(layer, state);
    updateRoute(layer, state);
    if (!state.selection)
        return;
    const std::vector<int>& selected = *state.selection;
    std::vector<std::pair<int, QColor>> rings;
    for (std::size_t i = 0; i < selected.size(); ++i)
        if (!state.scene->devices[selected[i]].empty())
            rings.emplace_back(
                selected[i], i == 1 && selected.size() == 2 ? state.theme.secondSelection : state.theme.selection);
    if (rings.empty())
        return;
    const float pad = static_cast<float>(4.0 / state.view.zoom), w = static_cast<float>(2.5 / state.view.zoom);
    layer.selection = new GeometryBatch(4 * rings.size());
    std::size_t i = 0;
    for (const auto& [node, c] : rings) {
        const SceneRect& r = state.scene->devices[node];
        const float x0 = r.x - pad, y0 = r.y - pad, x1 = r.x + r.width + pad, y1 = r.y + r.height + pad;
        layer.selection->setRect(i++, SceneRect { x0, y0, x1 - x0, w }, c);
        layer.selection->setRect(i++, SceneRect { x0, y1 - w, x1 - x0, w }, c);
        layer.selection->setRect(i++, SceneRect { x0, y0, w, y1 - y0 }, c);
        layer.selection->setRect(i++, SceneRect { x1 - w, y0, w, y1 - y0 }, c);
    }
    layer.appendChildNode(layer.selection);
}

void CanvasRenderer::updateLabels(Layer& layer, const Level& level, const CanvasState& state)
{
    if (!state.showLabels) {
        if (layer.labels) {
            layer.removeChildNode(layer.labels);
            delete layer.labels;
            layer.labels = nullptr;
        }
        return;
    }
    const bool fresh = !layer.labels;
    if (fresh) {
        layer.labels = new LabelNodes;
        layer.insertChildNodeAfter(layer.labels, layer.overlay ? layer.overlay : layer.roots[layer.shown]);
    }
    LabelFrame frame { level.list, state.topology.get(), state.scene.get(), state.labels, state.view,
        state.devicePixelRatio, state.settled, state.theme, state.textScale };
    m_labels.update(*layer.labels, fresh, frame, *m_item.window());
}

void CanvasRenderer::updateRoute(Layer& layer, const CanvasState& state)
{
    if (layer.route) {
        layer.removeChildNode(layer.route);
        delete layer.route;
    }
    layer.route = makeRouteOverlay(*state.topology, *state.scene, state.route, state.view.zoom);
    m_counts.routeParts = layer.route ? layer.route->size() : 0;
    if (layer.route)
        layer.appendChildNode(layer.route);
}

void CanvasRenderer::updateSpotlight(Layer& layer, const CanvasState& state)
{
    if (layer.spotlight) {
        layer.removeChildNode(layer.spotlight);
        delete layer.spotlight;
    }
    SpotlightMarks marks = state.spotlight;
    marks.detailed = state.detailed;
    layer.spotlight = makeSpotlightOverlay(*state.topology, *state.scene, marks);
    m_counts.spotlightParts = layer.spotlight ? layer.spotlight->size() : 0;
    // Over the names, under the route and the rings (appended after it).
    if (layer.spotlight)
        layer.appendChildNode(layer.spotlight);
}

void CanvasRenderer::updateJobs(Layer& layer, const CanvasState& state)
{
    if (layer.jobs) {
        layer.removeChildNode(layer.jobs);
        delete layer.jobs;
    }
    JobMarks marks = state.jobs;
    marks.detailed = state.detailed;
    layer.jobs = makeJobOverlay(*state.topology, *state.scene, marks, state.view.zoom);
    m_counts.jobParts = layer.jobs ? layer.jobs->size() : 0;
    if (!layer.jobs)
        return;
    if (layer.labels)
        layer.insertChildNodeBefore(layer.jobs, layer.labels);
    else
        layer.appendChildNode(layer.jobs);
}

void CanvasRenderer::updateFailures(Layer& layer, const CanvasState& state)
{
    if (layer.failures) {
        layer.removeChildNode(layer.failures);
        delete layer.failures;
    }
    layer.failures = makeFailureOverlay(*state.topology, *state.scene, state.failures, state.view.zoom);
    m_failuresZoom = state.view.zoom;
    m_counts.failureParts = layer.failures ? layer.failures->size() : 0;
    if (!layer.failures)
        return;
    // Over the drawing (and a drag's overlay), under the job's GPUs, the names, the route and the rings.
    QSGNode* below = layer.overlay ? static_cast<QSGNode*>(layer.overlay) : layer.roots[layer.shown];
    layer.insertChildNodeAfter(layer.failures, below);
}

CanvasRenderer::Counts CanvasRenderer::counts() const
{
    Counts counts = m_counts;
    counts.rasters = m_raster.rastersDrawn();
    counts.labelPlacements = m_labels.placements();
    counts.labelQuads = m_labels.quadCount();
    counts.rasterPixelRatio = m_raster.shownPixelRatio();
    counts.rasterLineScale = m_raster.shownLineScale();
    counts.labelPixelRatio = m_labels.atlasPixelRatio();
    return counts;
}

int CanvasRenderer::linkAt(QPointF scenePoint, double zoom, const Topology& topology, HiddenTiers hidden) const
{
    const DrawingList* list = m_raster.shownList();
    if (!list)
        return -1;
    // Three pixels on screen: thin lines are hard to hit. A hidden link is not there.
    const std::uint32_t slot = m_raster.slotNear(scenePoint, zoom, 3, [&](const RasterPixel& p) {
        const auto link = list->linkOf(p.slot);
        return p.tiers != 0 && link && *link < topology.links.size() && slotShown(*list, topology, p.slot, hidden);
    });
    const auto link = list->linkOf(slot);
    return link ? static_cast<int>(*link) : -1;
}

} // namespace scalescope::gui

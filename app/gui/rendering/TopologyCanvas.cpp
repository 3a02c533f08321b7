#include "gui/rendering/TopologyCanvas.h"

#include "model/Names.h"

#include <QQuickWindow>

#include <algorithm>
#include <cmath>

namespace scalescope::gui {
namespace {

constexpr int kRestMs = 250; // the view rests this long before its raster is sharpened
// The spotlight's veil: the background at this opacity leaves what it covers seen, at under a third
// of its contrast, so that the lit devices stand out and the rest still says where they are.
constexpr float kSpotlightVeilOpacity = 0.7F;

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
    connect(this, &TopologyCanvas::viewChanged, this, &TopologyCanvas::publishCamera);
}

TopologyCanvas::~TopologyCanvas() = default;

void TopologyCanvas::setWorkspace(Workspace* workspace)
{
    if (m_workspace == workspace)
        return;
    if (m_workspace)
        for (QObject* part : std::initializer_list<QObject*> { m_workspace->document(), m_workspace->moves(),
                 m_workspace->view(), m_workspace->view()->selection(), m_workspace->view()->route(),
                 m_workspace->traffic(), m_workspace->training(), m_workspace->failures() })
            disconnect(part, nullptr, this, nullptr);
    m_workspace = workspace;
    if (m_workspace) {
        connect(m_workspace->document(), &DesignDocument::designChanged, this, &TopologyCanvas::reload);
        connect(m_workspace->document(), &DesignDocument::sceneChanged, this, &TopologyCanvas::redraw);
        connect(m_workspace->moves(), &MoveEditing::dragPreviewChanged, this, &TopologyCanvas::dragPreviewChanged);
        const ViewState* view = m_workspace->view();
        connect(view->selection(), &DeviceSelection::changed, this, [this] {
            m_renderer.markSelectionChanged();
            update();
        });
        // The route between two selected GPUs and the link the charts show are drawn over all.
        connect(view->route(), &SelectedRoute::changed, this, [this] {
            m_renderer.markSelectionChanged();
            update();
        });
        connect(m_workspace->traffic(), &TrafficSession::chartLinkChanged, this, [this] {
            m_renderer.markSelectionChanged();
            update();
        });
        // A training job's GPUs by group, while the Training tab is open.
        const auto jobMarksChanged = [this] {
            m_renderer.markSelectionChanged();
            update();
        };
        connect(m_workspace->training(), &TrainingSession::marksChanged, this, jobMarksChanged);
        connect(m_workspace->failures(), &FailureEditing::marksChanged, this, jobMarksChanged);
        connect(view, &ViewState::currentTabChanged, this, jobMarksChanged);
        connect(view, &ViewState::collapsedChanged, this, &TopologyCanvas::collapsedChanged);
        connect(view, &ViewState::hiddenTiersChanged, this, [this] {
            m_hidden = hiddenTiersNamed(m_workspace->view()->hiddenTiers());
            coloursChanged(); // a hidden tier is transparent in the palette: nothing is drawn again
        });
        connect(view, &ViewState::detailChanged, this, [this] {
            update();
            emit viewChanged();
        });
        connect(view, &ViewState::linkLoadsChanged, this, &TopologyCanvas::coloursChanged);
        connect(view, &ViewState::heatmapChanged, this, &TopologyCanvas::coloursChanged);
        connect(view, &ViewState::linkLabelsChanged, this, &TopologyCanvas::labelsChanged);
        connect(view, &ViewState::languageChanged, this, [this] {
            m_renderer.markLanguageChanged(); // block names say what they hold in words
            update();
        });
        connect(m_workspace->traffic(), &TrafficSession::chartLinkChanged, this, &TopologyCanvas::labelsChanged);
        m_hidden = hiddenTiersNamed(view->hiddenTiers());
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

void TopologyCanvas::setBaseline(BaselineView* baseline)
{
    if (baseline == m_baseline)
        return;
    if (m_baseline)
        disconnect(m_baseline, nullptr, this, nullptr);
    m_baseline = baseline;
    if (m_baseline) {
        connect(m_baseline, &BaselineView::designChanged, this, &TopologyCanvas::reload);
        connect(m_baseline, &BaselineView::loadsChanged, this, &TopologyCanvas::coloursChanged);
    }
    m_loadGeneration = -1; // the other design is fitted into view
    reload();
    emit workspaceChanged();
}

const std::vector<int>& TopologyCanvas::selection() const
{
    static const std::vector<int> none;
    return drawsDocument() && m_showSelection ? m_workspace->view()->selection()->indexes() : none;
}

bool TopologyCanvas::isCollapsed(int node) const
{
    // From the racks collapsed as this canvas last took them: asked for every device under the
    // pointer's search, it must not go through the view state's names each time.
    if (m_collapsed.empty() || !m_topology || node < 0 || node >= static_cast<int>(m_topology->nodes.size()))
        return false;
    const GroupId rack = m_topology->rackOf(static_cast<NodeId>(node));
    return rack != kNoGroup && static_cast<std::size_t>(rack) < m_collapsed.size()
        && m_collapsed[static_cast<std::size_t>(rack)];
}

void TopologyCanvas::collapsedChanged()
{
    m_collapsed
        = drawsDocument() && m_topology ? m_workspace->view()->collapsedGroups(*m_topology) : std::vector<bool> {};
    m_renderer.markCollapsedChanged(); // the blocks and the palettes of the rest stay
    update();
    emit viewChanged();
}

void TopologyCanvas::reload()
{
    const DesignDocument* document = drawsDocument() ? m_workspace->document() : nullptr;
    m_topology = m_baseline ? m_baseline->topology() : document ? document->topology() : nullptr;
    m_scene = m_baseline ? m_baseline->scene() : document ? document->scene() : nullptr;
    m_collapsed
        = drawsDocument() && m_topology ? m_workspace->view()->collapsedGroups(*m_topology) : std::vector<bool> {};
    m_renderer.markSceneChanged();
    m_renderer.markSelectionChanged();
    m_dragNames.clear();
    m_dragged = {};
    // A new design is fitted into view; an edited one keeps the view where it was.
    const int generation = m_baseline ? m_baseline->generation() : document ? document->loadGeneration() : -1;
    if (generation != m_loadGeneration) {
        m_loadGeneration = generation;
        m_keepFitted = true;
        if (width() > 0 && height() > 0)
            fitToView();
    }
    update();
    publishCamera(); // the level of detail may follow the design's size
}

void TopologyCanvas::redraw()
{
    if (m_baseline)
        return; // the open design's scene moved, not the baseline's
    m_scene = m_workspace ? m_workspace->document()->scene() : nullptr;
    m_renderer.markSceneChanged();
    update();
}

void TopologyCanvas::dragPreviewChanged()
{
    // What moves is looked up once a drag; after that only the offset changes.
    const MoveEditing* moves = drawsDocument() ? m_workspace->moves() : nullptr;
    const QStringList names = moves ? moves->draggedNames() : QStringList {};
    if (names != m_dragNames) {
        m_dragNames = names;
        std::vector<std::string> items;
        for (const QString& name : names)
            items.push_back(name.toStdString());
        m_dragged = m_topology ? draggedItems(*m_topology, items) : DraggedItems {};
        m_renderer.markDragChanged();
    }
    m_dragOffset = moves ? moves->dragOffset() : QPointF();
    update();
}

void TopologyCanvas::coloursChanged()
{
    m_renderer.markColoursChanged();
    update();
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
    return showsDetail(m_topology ? m_topology->nodes.size() : 0, m_view.zoom);
}

void TopologyCanvas::selectInRect(QRectF itemRect)
{
    if (drawsDocument())
        m_workspace->view()->selectInArea(
            QRectF(m_view.sceneAt(itemRect.topLeft()), m_view.sceneAt(itemRect.bottomRight())));
}

QPointF TopologyCanvas::deviceCenter(int node) const
{
    if (!m_scene || node < 0 || node >= static_cast<int>(m_scene->devices.size()))
        return {};
    const SceneRect& r = m_scene->devices[node];
    return m_view.itemAt(QPointF(r.centerX(), r.centerY()));
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

void TopologyCanvas::setShowSelection(bool show)
{
    if (show == m_showSelection)
        return;
    m_showSelection = show;
    m_renderer.markSelectionChanged();
    update();
    emit viewChanged();
}

void TopologyCanvas::setHoveredLink(int link)
{
    if (link == m_hoveredLink)
        return;
    m_hoveredLink = link;
    labelsChanged();
    emit hoveredLinkChanged();
}

void TopologyCanvas::labelsChanged()
{
    update();
}

LabelRequest TopologyCanvas::labelRequest() const
{
    LabelRequest request;
    if (!m_workspace || !m_topology)
        return request;
    request.everyLink = m_workspace->view()->linkLabels();
    const auto links = static_cast<int>(m_topology->links.size());
    for (const int link : { m_hoveredLink, m_baseline ? -1 : m_workspace->traffic()->chartLink() })
        if (link >= 0 && link < links
            && std::find(request.pinnedLinks.begin(), request.pinnedLinks.end(), LinkId(link))
                == request.pinnedLinks.end())
            request.pinnedLinks.push_back(static_cast<LinkId>(link));
    return request;
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

int TopologyCanvas::blockAt(QPointF itemPoint) const
{
    if (!m_scene || detailed())
        return -1;
    const QPointF p = m_view.sceneAt(itemPoint);
    const double slack = 3.0 / m_view.zoom;
    for (std::size_t b = m_scene->blocks.size(); b-- > 0;) {
        const SceneRect& r = m_scene->blocks[b];
        if (!r.empty() && p.x() >= r.x - slack && p.x() <= r.x + r.width + slack && p.y() >= r.y - slack
            && p.y() <= r.y + r.height + slack)
            return static_cast<int>(b);
    }
    return -1;
}

QString TopologyCanvas::blockName(int block) const
{
    if (!m_scene || block < 0 || static_cast<std::size_t>(block) >= m_scene->blockNames.size())
        return {};
    return QString::fromStdString(m_scene->blockNames[block]);
}

void TopologyCanvas::recolourLinks(quint32 seed)
{
    m_colourSeed = seed;
    coloursChanged();
}

int TopologyCanvas::linkAt(QPointF itemPoint) const
{
    return m_topology ? m_renderer.linkAt(m_view.sceneAt(itemPoint), m_view.zoom, *m_topology, m_hidden) : -1;
}

void TopologyCanvas::itemChange(ItemChange change, const ItemChangeData& data)
{
    QQuickItem::itemChange(change, data);
    if (change == ItemDevicePixelRatioHasChanged)
        update();
}

CanvasState TopologyCanvas::state() const
{
    // The loads are the view state's, read while the scene graph syncs (the GUI thread waits).
    static const std::vector<float> noLoads;
    const ViewState* view = m_workspace ? m_workspace->view() : nullptr;
    const std::vector<float>* loads = m_baseline ? &m_baseline->loads() : view ? &view->linkLoads() : &noLoads;
    CanvasState state { m_topology, m_scene, detailed(), &m_collapsed, m_showLinks, m_theme,
        LinkColours { m_hidden, loads, view && view->logScale(), m_colourSeed }, m_view };
    state.devicePixelRatio = window() ? window()->effectiveDevicePixelRatio() : 1.0;
    state.settled = m_settled;
    state.selection = &selection();
    state.dragged = &m_dragged;
    state.dragOffset = m_dragOffset;
    state.showLabels = m_showLinks; // an overview (the minimap) is left unlabelled
    state.backgroundBehind = m_showLinks; // and sits on a panel of its own
    state.labels = labelRequest();
    if (drawsDocument() && m_showSelection) {
        state.route.route = &view->route()->links();
        state.route.chartedLink = m_workspace->traffic()->chartLink();
        state.route.routeColour = m_theme.selection;
        state.route.chartedColour = m_theme.secondSelection;
    }
    if (drawsDocument() && m_showSelection && m_spotlight) {
        state.spotlight.selection = &selection();
        state.spotlight.route = &view->route()->links();
        state.spotlight.veil = m_theme.background;
        state.spotlight.veil.setAlphaF(kSpotlightVeilOpacity);
    }
    state.textScale = m_textScale;
    state.lineScale = m_lineScale;
    if (drawsDocument()) {
        state.failures.nodes = &m_workspace->failures()->drawnNodes();
        state.failures.links = &m_workspace->failures()->drawnLinks();
        state.failures.failed = m_theme.failed;
        state.failures.degraded = m_theme.degraded;
        state.failures.dim = m_theme.background;
        state.failures.dim.setAlphaF(0.6f);
    }
    if (drawsDocument() && m_showSelection && view->currentTab() == QLatin1String("training")) {
        state.jobs.job = &m_workspace->training()->gpuMarks();
        state.jobs.others = &m_workspace->training()->otherGpuNodes();
        state.jobs.othersColour = QColor(150, 150, 150, 240); // greyed: taken by another job
        state.jobs.blockFrame = m_theme.label;
    }
    return state;
}

void TopologyCanvas::setTextScale(double scale)
{
    scale = std::max(scale, 1.0);
    if (scale == m_textScale)
        return;
    m_textScale = scale;
    update();
    emit textScaleChanged();
}

void TopologyCanvas::setLineScale(double scale)
{
    scale = std::max(scale, 1.0);
    if (scale == m_lineScale)
        return;
    m_lineScale = scale;
    update();
    emit lineScaleChanged();
}

void TopologyCanvas::setSpotlight(bool on)
{
    if (on == m_spotlight)
        return;
    m_spotlight = on;
    m_renderer.markSelectionChanged(); // the veil is made with the selection
    update();
    emit spotlightChanged();
}

QSGNode* TopologyCanvas::updatePaintNode(QSGNode* old, UpdatePaintNodeData*)
{
    return m_renderer.update(old, state());
}

} // namespace scalescope::gui

#include "gui/adapters/ViewState.h"

namespace scalescope::gui {
namespace {

// The side panel's tabs, in the words of the command line's --tab.
const QStringList kTabs = { "summary", "palette", "devices", "traffic", "training", "bom", "compare", "stories" };

} // namespace

ViewState::ViewState(DesignDocument& document, QObject* parent)
    : QObject(parent)
    , m_document(document)
{
    connect(&m_document, &DesignDocument::topologyReplaced, this, &ViewState::topologyReplaced);
    topologyReplaced();
}

void ViewState::topologyReplaced()
{
    // An edit keeps what was selected and collapsed; a design opened anew starts afresh.
    const bool edit = m_document.loadGeneration() == m_loadGeneration;
    m_loadGeneration = m_document.loadGeneration();
    if (!edit && !m_collapsed.empty()) {
        m_collapsed.clear();
        emit collapsedChanged();
    }
    m_selection.setTopology(m_document.topology(), edit);
}

void ViewState::setHiddenTiers(const QStringList& tiers)
{
    if (tiers == m_hiddenTiers)
        return;
    m_hiddenTiers = tiers;
    emit hiddenTiersChanged();
}

void ViewState::setTheme(const QString& theme)
{
    const QString chosen = theme == QLatin1String("dark") ? theme : QStringLiteral("light");
    if (chosen == m_theme)
        return;
    m_theme = chosen;
    emit themeChanged();
}

void ViewState::setDetail(const QString& detail)
{
    if (detail == m_detail || (detail != "auto" && detail != "full" && detail != "blocks"))
        return;
    m_detail = detail;
    emit detailChanged();
}

void ViewState::setLogScale(bool logScale)
{
    if (logScale == m_logScale)
        return;
    m_logScale = logScale;
    emit heatmapChanged();
}

void ViewState::setLinkLabels(bool on)
{
    if (on == m_linkLabels)
        return;
    m_linkLabels = on;
    emit linkLabelsChanged();
}

void ViewState::setPresenting(bool on)
{
    if (on == m_presenting)
        return;
    m_presenting = on;
    emit presentingChanged();
}

void ViewState::setLanguage(const QString& language)
{
    if (language.isEmpty() || language == m_language)
        return;
    m_language = language;
    emit languageChanged();
}

void ViewState::setShowMinimap(bool show)
{
    if (show == m_showMinimap)
        return;
    m_showMinimap = show;
    emit overlaysChanged();
}

void ViewState::setShowLegend(bool show)
{
    if (show == m_showLegend)
        return;
    m_showLegend = show;
    emit overlaysChanged();
}

void ViewState::setShowCharts(bool show)
{
    if (show == m_showCharts)
        return;
    m_showCharts = show;
    emit overlaysChanged();
}

void ViewState::setLinkLoads(std::vector<float> loads)
{
    exchangeLinkLoads(std::move(loads));
}

std::vector<float> ViewState::exchangeLinkLoads(std::vector<float> loads)
{
    const bool was = heatmap();
    std::swap(m_linkLoads, loads);
    emit linkLoadsChanged();
    if (was != heatmap())
        emit heatmapChanged();
    return loads;
}

void ViewState::setCurrentTab(const QString& tab)
{
    if (tab == m_currentTab || !kTabs.contains(tab))
        return;
    m_currentTab = tab;
    emit currentTabChanged();
}

QStringList ViewState::tabs() const
{
    return kTabs;
}

void ViewState::toggleCollapsed(int node)
{
    const auto topology = m_document.topology();
    if (!topology || node < 0 || node >= static_cast<int>(topology->nodes.size()))
        return;
    const GroupId rack = topology->rackOf(static_cast<NodeId>(node));
    if (rack == kNoGroup)
        return;
    const std::string& name = topology->groups[rack].name;
    if (!m_collapsed.erase(name))
        m_collapsed.insert(name);
    emit collapsedChanged();
}

bool ViewState::isCollapsed(int node) const
{
    const auto topology = m_document.topology();
    if (m_collapsed.empty() || !topology || node < 0 || node >= static_cast<int>(topology->nodes.size()))
        return false;
    const GroupId rack = topology->rackOf(static_cast<NodeId>(node));
    return rack != kNoGroup && m_collapsed.count(topology->groups[rack].name) > 0;
}

void ViewState::setCollapsedRacks(const QStringList& racks)
{
    std::set<std::string> collapsed;
    for (const QString& rack : racks)
        collapsed.insert(rack.toStdString());
    if (collapsed == m_collapsed)
        return;
    m_collapsed = std::move(collapsed);
    emit collapsedChanged();
}

QStringList ViewState::collapsedRacks() const
{
    QStringList out;
    for (const std::string& name : m_collapsed)
        out.append(QString::fromStdString(name));
    return out;
}

std::vector<bool> ViewState::collapsedGroups(const Topology& topology) const
{
    if (m_collapsed.empty())
        return {};
    std::vector<bool> collapsed(topology.groups.size(), false);
    for (const std::string& name : m_collapsed)
        if (const auto group = topology.findGroup(name))
            collapsed[*group] = true;
    return collapsed;
}

void ViewState::selectInArea(const QRectF& sceneArea)
{
    const QRectF area = sceneArea.normalized();
    selectWhere(&area);
}

void ViewState::selectAll()
{
    selectWhere(nullptr);
}

void ViewState::selectWhere(const QRectF* sceneArea)
{
    const auto scene = m_document.scene();
    if (!scene)
        return;
    std::vector<int> nodes;
    for (std::size_t n = 0; n < scene->devices.size(); ++n) {
        const SceneRect& r = scene->devices[n];
        if (!r.empty() && !isCollapsed(static_cast<int>(n))
            && (!sceneArea || sceneArea->intersects(QRectF(r.x, r.y, r.width, r.height))))
            nodes.push_back(static_cast<int>(n));
    }
    m_selection.setNodes(nodes);
}

void ViewState::setCamera(const QRectF& visibleArea, double zoom, bool detailed)
{
    if (visibleArea == m_visibleArea && zoom == m_zoom && detailed == m_detailed)
        return;
    m_visibleArea = visibleArea;
    m_zoom = zoom;
    m_detailed = detailed;
    emit cameraChanged();
}

} // namespace scalescope::gui

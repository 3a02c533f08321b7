#include "gui/adapters/FailureEditing.h"

#include "gui/QtText.h"
#include "design/FailureEdits.h"
#include "model/Names.h"
#include "model/Units.h"

#include <QVariantMap>

#include <algorithm>

namespace scalescope::gui {
namespace {

QString stateText(const FailureMark& mark)
{
    if (mark.state == FailureState::Failed)
        return QObject::tr("failed");
    if (mark.bytesPerSecPerDirection)
        return QObject::tr("degraded to %1").arg(qs(formatRateBits(*mark.bytesPerSecPerDirection)));
    const int lanes = mark.lanes.value_or(0);
    return lanes == 1 ? QObject::tr("degraded to 1 lane") : QObject::tr("degraded to %1 lanes").arg(lanes);
}

// A device to select for a mark: the device, a member of the group, a link's first end.
int nodeOfMark(const Topology& topology, const FailureMark& mark)
{
    if (const auto node = topology.findNode(mark.target))
        return static_cast<int>(*node);
    if (const auto group = topology.findGroup(mark.target)) {
        for (NodeId n = 0; n < topology.nodes.size(); ++n)
            for (GroupId g = topology.nodes[n].group; g != kNoGroup; g = topology.groups[g].parent)
                if (g == *group)
                    return static_cast<int>(n);
        return -1;
    }
    const auto ends = parseLinkMarkEnds(mark.target);
    const auto node = ends ? topology.findNode(ends->a) : std::nullopt;
    return node ? static_cast<int>(*node) : -1;
}

} // namespace

FailureEditing::FailureEditing(DesignDocument& document, QObject* parent)
    : QObject(parent)
    , m_document(document)
{
    connect(&m_document, &DesignDocument::topologyReplaced, this, &FailureEditing::refresh);
    refresh();
}

bool FailureEditing::enabled() const
{
    return m_document.design().failures.enabled;
}

int FailureEditing::count() const
{
    return static_cast<int>(m_document.design().failures.marks.size());
}

QString FailureEditing::summaryText() const
{
    const auto topology = m_document.topology();
    return topology && count() > 0 ? qs(describeMarks(*topology, m_document.design().failures)) : QString();
}

QVariantList FailureEditing::marks() const
{
    QVariantList out;
    const auto topology = m_document.topology();
    if (!topology)
        return out;
    for (const FailureMark& mark : m_document.design().failures.marks)
        out.append(QVariantMap { { "target", qs(mark.target) }, { "kind", qs(markedKind(*topology, mark)) },
            { "state", stateText(mark) }, { "node", nodeOfMark(*topology, mark) } });
    return out;
}

bool FailureEditing::isDevice(int node) const
{
    const auto topology = m_document.topology();
    return topology && node >= 0 && node < static_cast<int>(topology->nodes.size());
}

bool FailureEditing::isLink(int link) const
{
    const auto topology = m_document.topology();
    return topology && link >= 0 && link < static_cast<int>(topology->links.size());
}

bool FailureEditing::apply(const FailureScenario& after, const QString& text)
{
    if (!m_document.topology())
        return false;
    DesignChange change;
    try {
        change = m_document.editor().setFailures(after);
    } catch (const std::exception& error) {
        m_document.setError(tr("%1: %2").arg(text, qs(error.what())));
        return false;
    }
    if (!change.changes())
        return false;
    m_document.pushChange(std::move(change), text);
    return true;
}

bool FailureEditing::markDeviceFailed(int node)
{
    if (!isDevice(node))
        return false;
    const std::string& name = m_document.topology()->nodes[node].name;
    return apply(withMark(m_document.design().failures, { name, FailureState::Failed, std::nullopt, std::nullopt }),
        tr("Mark %1 failed").arg(qs(name)));
}

bool FailureEditing::markDevicesFailed(const QVariantList& nodes)
{
    const std::vector<NodeId> ids = nodeIds(nodes, m_document.topology().get());
    if (ids.empty())
        return false;
    if (ids.size() == 1)
        return markDeviceFailed(static_cast<int>(ids.front()));
    FailureScenario after = m_document.design().failures;
    for (const NodeId node : ids)
        after = withMark(std::move(after),
            { m_document.topology()->nodes[node].name, FailureState::Failed, std::nullopt, std::nullopt });
    return apply(after, tr("Mark %1 devices failed").arg(ids.size()));
}

int FailureEditing::linkAt(int node, const QString& tier, int port) const
{
    if (!isDevice(node))
        return -1;
    const Topology& topology = *m_document.topology();
    for (LinkId l = 0; l < topology.links.size(); ++l) {
        const Link& link = topology.links[l];
        const std::string_view name = toString(link.tier);
        const bool tierMatches = tier == QLatin1String(name.data(), static_cast<qsizetype>(name.size()));
        if (tierMatches
            && ((link.a == static_cast<NodeId>(node) && link.portA == port)
                || (link.b == static_cast<NodeId>(node) && link.portB == port)))
            return static_cast<int>(l);
    }
    return -1;
}

QString FailureEditing::groupOf(int node, const QString& kind) const
{
    if (!isDevice(node))
        return {};
    const Topology& topology = *m_document.topology();
    const bool rack = kind == QLatin1String("rack");
    for (GroupId g = topology.nodes[node].group; g != kNoGroup; g = topology.groups[g].parent)
        if ((topology.groups[g].kind == GroupKind::Rack) == rack)
            return qs(topology.groups[g].name);
    return {};
}

bool FailureEditing::markGroupFailed(int node, const QString& kind)
{
    const QString group = groupOf(node, kind);
    if (group.isEmpty())
        return false;
    return apply(withMark(m_document.design().failures,
                     { group.toStdString(), FailureState::Failed, std::nullopt, std::nullopt }),
        tr("Mark %1 failed").arg(group));
}

std::string FailureEditing::linkTarget(int link) const
{
    // The link's own mark keeps its target (the file's "A--B" stays so); else its ends and ports.
    const Topology& topology = *m_document.topology();
    if (const FailureMark* mark = markOfLink(topology, m_document.design().failures, static_cast<LinkId>(link)))
        return mark->target;
    return linkMarkTarget(topology, static_cast<LinkId>(link));
}

bool FailureEditing::markLinkFailed(int link)
{
    if (!isLink(link))
        return false;
    const std::string target = linkTarget(link);
    return apply(withMark(m_document.design().failures, { target, FailureState::Failed, std::nullopt, std::nullopt }),
        tr("Mark link %1 failed").arg(qs(target)));
}

QString FailureEditing::degradeProblem(int link, const QString& text) const
{
    if (!isLink(link))
        return tr("no link is chosen");
    const Topology& topology = *m_document.topology();
    const Link& l = topology.links[link];
    try {
        const FailureMark mark
            = degradedMark(linkMarkTarget(topology, static_cast<LinkId>(link)), text.trimmed().toStdString());
        if (mark.lanes && *mark.lanes >= l.lanes)
            return l.lanes == 1 ? tr("the link has 1 lane: a degraded link keeps fewer")
                                : tr("the link has %1 lanes: a degraded link keeps fewer").arg(l.lanes);
        if (mark.bytesPerSecPerDirection && !(*mark.bytesPerSecPerDirection < l.bytesPerSecPerDirection))
            return tr("the link runs at %1: a degraded link runs slower")
                .arg(qs(formatRateBits(l.bytesPerSecPerDirection)));
    } catch (const std::invalid_argument& error) {
        return qs(error.what());
    }
    return {};
}

bool FailureEditing::markLinkDegraded(int link, const QString& text)
{
    if (!isLink(link))
        return false;
    const std::string target = linkTarget(link);
    if (const QString problem = degradeProblem(link, text); !problem.isEmpty()) {
        m_document.setError(tr("Cannot degrade link %1: %2").arg(qs(target), problem));
        return false;
    }
    return apply(withMark(m_document.design().failures, degradedMark(target, text.trimmed().toStdString())),
        tr("Mark link %1 degraded to %2").arg(qs(target), text.trimmed()));
}

bool FailureEditing::clearMark(const QString& target)
{
    const FailureScenario& scenario = m_document.design().failures;
    if (!findMark(scenario, target.toStdString()))
        return false;
    return apply(withoutMark(scenario, target.toStdString()), tr("Clear the mark of %1").arg(target));
}

bool FailureEditing::clearDeviceMark(int node)
{
    if (!isDevice(node))
        return false;
    const FailureMark* mark = markOfDevice(*m_document.topology(), m_document.design().failures, node);
    return mark && clearMark(qs(mark->target));
}

bool FailureEditing::clearLinkMark(int link)
{
    if (!isLink(link))
        return false;
    const FailureMark* mark = markOfLink(*m_document.topology(), m_document.design().failures, link);
    return mark && clearMark(qs(mark->target));
}

bool FailureEditing::setEnabled(bool on)
{
    FailureScenario after = m_document.design().failures;
    after.enabled = on;
    return apply(after, on ? tr("Failures on") : tr("Failures off"));
}

bool FailureEditing::clearAll()
{
    FailureScenario after = m_document.design().failures;
    after.marks.clear();
    return apply(after, tr("Clear all failure marks"));
}

QString FailureEditing::deviceState(int node) const
{
    if (!isDevice(node))
        return {};
    const Topology& topology = *m_document.topology();
    const FailureMark* mark = markOfDevice(topology, m_document.design().failures, node);
    if (!mark)
        return {};
    const QString off = enabled() ? QString() : tr(" (failures off)");
    if (mark->target == topology.nodes[node].name)
        return tr("failed") + off;
    return tr("failed with %1 %2").arg(qs(markedKind(topology, *mark)), qs(mark->target)) + off;
}

QString FailureEditing::linkState(int link) const
{
    if (!isLink(link))
        return {};
    const Topology& topology = *m_document.topology();
    const QString off = enabled() ? QString() : tr(" (failures off)");
    if (const FailureMark* mark = markOfLink(topology, m_document.design().failures, link))
        return stateText(*mark) + off;
    const Link& l = topology.links[link];
    for (const NodeId end : { l.a, l.b })
        if (markOfDevice(topology, m_document.design().failures, end))
            return tr("lost with %1").arg(qs(topology.nodes[end].name)) + off;
    return {};
}

void FailureEditing::refresh()
{
    m_drawnNodes.clear();
    m_drawnLinks.clear();
    const auto topology = m_document.topology();
    const auto survivors = m_document.survivors();
    if (topology && survivors) {
        m_drawnNodes.assign(topology->nodes.size(), FailureDrawn::None);
        m_drawnLinks.assign(topology->links.size(), FailureDrawn::None);
        for (NodeId n = 0; n < topology->nodes.size(); ++n)
            if (survivors->failed(n))
                m_drawnNodes[n] = FailureDrawn::Failed;
        for (LinkId l = 0; l < topology->links.size(); ++l) {
            const Link& full = topology->links[l];
            const LinkId s = survivors->survivingLinkOf[l];
            if (s == SurvivingTopology::kGone)
                m_drawnLinks[l] = survivors->failed(full.a) || survivors->failed(full.b) ? FailureDrawn::Lost
                                                                                         : FailureDrawn::Failed;
            else if (survivors->topology.links[s].bytesPerSecPerDirection < full.bytesPerSecPerDirection)
                m_drawnLinks[l] = FailureDrawn::Degraded;
        }
    }
    const auto has = [](const std::vector<FailureDrawn>& states, FailureDrawn state) {
        return std::find(states.begin(), states.end(), state) != states.end();
    };
    m_drawsFailed = has(m_drawnNodes, FailureDrawn::Failed) || has(m_drawnLinks, FailureDrawn::Failed);
    m_drawsDegraded = has(m_drawnLinks, FailureDrawn::Degraded);
    ++m_revision;
    emit marksChanged();
}

} // namespace scalescope::gui

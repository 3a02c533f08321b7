// The training session's heatmap: the iteration's link loads in the view state while the Training
// tab is open, the whole iteration's or those of the kinds of communication under way at the
// moment of the Gantt chart the user chose.
#include "gui/adapters/TrainingSession.h"

#include <QLocale>

#include <algorithm>

namespace scalescope::gui {
namespace {

QString kindsInWords(const QStringList& kinds)
{
    QStringList upper;
    for (const QString& kind : kinds)
        upper << kind.toUpper();
    return upper.join(QStringLiteral(", "));
}

} // namespace

QStringList TrainingSession::kindsActiveAt(double timeUs) const
{
    QStringList kinds;
    if (m_result)
        for (const std::string& kind : scalescope::kindsActiveAt(*m_result, timeUs))
            kinds << QString::fromStdString(kind);
    return kinds;
}

void TrainingSession::finishLoads(const LinkLoadsOutcome& outcome)
{
    m_loadsPending = false;
    m_loads = outcome.loads;
    m_loadsProblem = outcome.problem;
    ++m_finishedLoads;
    if (m_scrubUs >= 0)
        scrubTo(m_scrubUs / m_result->iterationUs); // the moment chosen meanwhile, now with its loads
    else
        clearScrub();
}

void TrainingSession::scrubTo(double fraction)
{
    if (!m_result || m_result->iterationUs <= 0)
        return;
    m_scrubUs = std::clamp(fraction, 0.0, 1.0) * m_result->iterationUs;
    m_activeKinds = kindsActiveAt(m_scrubUs);
    showLoads();
    emit scrubChanged();
}

void TrainingSession::scrubToTimeUs(double timeUs)
{
    if (m_result && m_result->iterationUs > 0)
        scrubTo(timeUs / m_result->iterationUs);
}

void TrainingSession::clearScrub()
{
    m_scrubUs = -1;
    m_activeKinds.clear();
    if (m_loads)
        for (const KindLinkLoads& kind : m_loads->kinds)
            m_activeKinds << QString::fromStdString(kind.kind);
    showLoads();
    emit scrubChanged();
}

double TrainingSession::scrubPosition() const
{
    return m_result && m_scrubUs >= 0 && m_result->iterationUs > 0 ? m_scrubUs / m_result->iterationUs : -1.0;
}

QString TrainingSession::scrubText() const
{
    if (!m_result || m_scrubUs < 0)
        return {};
    const QLocale locale;
    const QString at
        = tr("%1 ms of %2 ms")
              .arg(locale.toString(m_scrubUs / 1000, 'f', 1), locale.toString(m_result->iterationUs / 1000, 'f', 1));
    return m_activeKinds.isEmpty() ? tr("%1: no communication").arg(at)
                                   : tr("%1: %2").arg(at, kindsInWords(m_activeKinds));
}

QString TrainingSession::heatmapNote() const
{
    if (!m_result)
        return {};
    if (m_loadsPending)
        return tr("Working out the iteration's link loads…");
    if (!m_loads)
        return tr("No link loads: %1").arg(m_loadsProblem);
    if (m_loads->kinds.empty())
        return tr("Link loads: the job does not communicate (one GPU)");
    if (m_scrubUs < 0)
        return tr("Link loads of the iteration's %1, each at its busiest collective (click the Gantt chart for one "
                  "moment)")
            .arg(kindsInWords(m_activeKinds));
    const QString at = QLocale().toString(m_scrubUs / 1000, 'f', 1);
    if (m_activeKinds.isEmpty())
        return tr("Link loads at %1 ms: no communication under way").arg(at);
    return tr("Link loads at %1 ms: %2").arg(at, kindsInWords(m_activeKinds));
}

QString TrainingSession::linkLoadText(int link) const
{
    if (!m_loads || link < 0)
        return {};
    QStringList parts;
    for (const KindLinkLoads& kind : m_loads->kinds) {
        const auto found = std::lower_bound(kind.links.begin(), kind.links.end(), static_cast<LinkId>(link),
            [](const LinkLoad& load, LinkId id) { return load.link < id; });
        if (found != kind.links.end() && found->link == static_cast<LinkId>(link))
            parts << tr("%1 %2%")
                         .arg(QString::fromStdString(kind.kind).toUpper())
                         .arg(100.0 * found->utilization, 0, 'f', 0);
    }
    return parts.isEmpty() ? tr("this job does not use it")
                           : tr("%1 of the line rate while each runs").arg(parts.join(QStringLiteral(", ")));
}

void TrainingSession::showLoads()
{
    if (!m_view || m_view->currentTab() != QLatin1String("training"))
        return;
    if (!m_loads || !m_document || !m_document->topology()) {
        m_view->setLinkLoads({});
        return;
    }
    std::vector<std::string> kinds;
    for (const QString& kind : m_activeKinds)
        kinds.push_back(kind.toStdString());
    combineLinkLoads(*m_loads, kinds, m_document->topology()->links.size(), m_shownLoads);
    m_shownLoads = m_view->exchangeLinkLoads(std::move(m_shownLoads));
}

} // namespace scalescope::gui

#include "gui/adapters/TrafficResult.h"

#include "gui/diagrams/JobHeatmap.h"

#include "model/Names.h"
#include "model/Units.h"

#include <QLocale>

namespace scalescope::gui {
namespace {

// A list QML reads and cannot change (no append, clear or replace).
template <typename T> QQmlListProperty<T> listOf(QObject* owner, QList<T*>& items)
{
    return QQmlListProperty<T>(
        owner, &items, [](QQmlListProperty<T>* list) { return static_cast<QList<T*>*>(list->data)->size(); },
        [](QQmlListProperty<T>* list, qsizetype i) { return static_cast<QList<T*>*>(list->data)->at(i); });
}

} // namespace

TrafficCandidate::TrafficCandidate(const Estimate& estimate, QObject* parent)
    : QObject(parent)
    , m_algorithm(QString::fromUtf8(toString(estimate.algorithm)))
    , m_protocol(QString::fromUtf8(toString(estimate.protocol)))
    , m_whyNot(QString::fromStdString(estimate.whyNot))
    , m_applies(estimate.applies)
    , m_timeUs(estimate.applies ? estimate.timeUs() : 0)
{
    if (m_applies)
        m_timeText = simulatedDurationText(m_timeUs);
}

TrafficStep::TrafficStep(const SimEvent& event, QObject* parent)
    : QObject(parent)
    , m_phase(QString::fromStdString(event.phase))
    , m_what(QString::fromStdString(event.what))
    , m_step(event.step)
    , m_startUs(event.startUs)
    , m_endUs(event.endUs)
{
}

TrafficBusyLink::TrafficBusyLink(const Topology& topology, const LinkUtilization& load, QObject* parent)
    : QObject(parent)
    , m_tier(QString::fromUtf8(toString(topology.links[load.link].tier)))
    , m_utilization(load.utilization)
{
    // With the ports: parallel cables between two switches read apart.
    m_link = QString::fromStdString(
        linkEndName(topology, load.link, true) + " ⇄ " + linkEndName(topology, load.link, false));
}

TrafficResult::TrafficResult(const JobSpec& job, std::shared_ptr<const JobResult> run, const Topology& topology,
    const std::vector<LinkUtilization>& busiest)
    : m_job(job)
    , m_run(std::move(run))
{
    for (const Estimate& estimate : m_run->simulation.candidates)
        m_candidates.append(new TrafficCandidate(estimate, this));
    for (const SimEvent& event : m_run->simulation.events)
        m_steps.append(new TrafficStep(event, this));
    for (const LinkUtilization& load : busiest)
        if (load.link < topology.links.size() && m_busiest.size() < static_cast<qsizetype>(kBusiestLinks))
            m_busiest.append(new TrafficBusyLink(topology, load, this));
}

QString TrafficResult::collective() const
{
    return QString::fromUtf8(toString(m_run->simulation.collective));
}

QString TrafficResult::size() const
{
    return QString::fromStdString(formatSize(m_run->simulation.bytes));
}

QString TrafficResult::algorithm() const
{
    return QString::fromUtf8(toString(m_run->simulation.algorithm));
}

QString TrafficResult::protocol() const
{
    return QString::fromUtf8(toString(m_run->simulation.protocol));
}

QString TrafficResult::routing() const
{
    const auto& load = m_run->simulation.fabricLoad;
    return load ? QString::fromStdString(summarizeFabricLoad(*load)) : QString();
}

QString TrafficResult::fidelity() const
{
    return QString::fromUtf8(toString(m_run->simulation.fidelity));
}

QString TrafficResult::analyticComparison() const
{
    const std::optional<AnalyticAgreement> agreement = analyticAgreement(m_run->simulation);
    if (!agreement)
        return {};
    const QLocale locale;
    QString text = tr("%1 for the same algorithm (%2% against the flow)")
                       .arg(simulatedDurationText(agreement->analyticUs),
                           (agreement->relativeToFlow > 0 ? QStringLiteral("+") : QString())
                               + locale.toString(agreement->relativeToFlow * 100, 'f', 1));
    if (agreement->bindingCeilingBusGBps > 0)
        text += tr("; it holds the bytes to NCCL's per-channel ceiling, %1 GB/s of bus bandwidth, a constant of "
                   "NCCL's tuner rather than a link, which the flow does not apply")
                    .arg(locale.toString(agreement->bindingCeilingBusGBps, 'f', 0));
    return text;
}

QQmlListProperty<TrafficCandidate> TrafficResult::candidates()
{
    return listOf(this, m_candidates);
}

QQmlListProperty<TrafficStep> TrafficResult::steps()
{
    return listOf(this, m_steps);
}

QQmlListProperty<TrafficBusyLink> TrafficResult::busiest()
{
    return listOf(this, m_busiest);
}

TrafficComparison::TrafficComparison(std::shared_ptr<TrafficResult> before, std::shared_ptr<TrafficResult> after)
    : m_before(std::move(before))
    , m_after(std::move(after))
{
}

namespace {

double relativeChange(double before, double after)
{
    return before > 0 ? (after - before) / before : 0.0;
}

} // namespace

double TrafficComparison::timeChange() const
{
    return relativeChange(m_before->timeUs(), m_after->timeUs());
}

double TrafficComparison::busbwChange() const
{
    return relativeChange(m_before->busbwGBps(), m_after->busbwGBps());
}

} // namespace scalescope::gui

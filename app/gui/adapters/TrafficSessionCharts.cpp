// What the Traffic panel and the Charts tab show of a run beyond its figures: a link's load at
// the current time, and the charts' data (a size sweep, each tier's utilization, one link's
// load over the run), computed on the worker after the run.
#include "gui/adapters/TrafficSession.h"

#include "gui/adapters/AxisTicks.h"

#include "model/Names.h"
#include "model/Units.h"

#include <QXYSeries>

#include <algorithm>
#include <array>
#include <cmath>

namespace scalescope::gui {
namespace {

constexpr ByteCount kSweepMin = 8;
constexpr ByteCount kSweepMax = ByteCount(8) << 30;

} // namespace

struct TrafficSession::ChartData {
    std::vector<QPointF> sweepBusbw, sweepIdeal; // (log2 bytes, GB/s)
    std::vector<std::vector<QPointF>> tierLoads; // per tier: (us, %)
    double maxGBps = 0;
};

// The charts' data, on the worker: an analytic size sweep like nccl-tests' with the ideal
// bound beside it, and each tier's utilization (capacity-weighted) sampled over the run.
std::shared_ptr<TrafficSession::ChartData> TrafficSession::chartData(
    const Topology& topology, JobPlan plan, const LoadTimeline& timeline)
{
    auto out = std::make_shared<ChartData>();
    plan.options.fidelity = Fidelity::Analytic; // the job's own options, at the fidelity a sweep can afford
    const double factor = busBandwidthFactor(plan.workload.collective, plan.layout.ranksCount());
    for (ByteCount bytes = kSweepMin; bytes <= kSweepMax; bytes *= 2) {
        plan.workload.bytes = bytes;
        try {
            const SimResult r = runJob(topology, plan).simulation;
            const double x = std::log2(static_cast<double>(bytes)); // the chart's size axis is log2 of bytes
            out->sweepBusbw.emplace_back(x, r.busbwGBps);
            out->maxGBps = std::max(out->maxGBps, r.busbwGBps);
            if (r.boundUs > 0) {
                out->sweepIdeal.emplace_back(x, static_cast<double>(bytes) / (r.boundUs * 1e3) * factor);
                out->maxGBps = std::max(out->maxGBps, out->sweepIdeal.back().y());
            }
        } catch (const JobError&) {
            // A size this job cannot run (fewer elements than ranks): left out of the sweep.
        }
    }
    std::array<double, kLinkTierCount> capacity {};
    for (const Link& link : topology.links)
        capacity[static_cast<std::size_t>(link.tier)] += link.bytesPerSecPerDirection;
    out->tierLoads.assign(kLinkTierCount, {});
    std::vector<float> loads;
    for (int i = 0; i <= kTierSamples; ++i) {
        const double t = timeline.durationUs() * i / kTierSamples;
        timeline.sample(t, loads);
        std::array<double, kLinkTierCount> carried {};
        for (LinkId l = 0; l < topology.links.size(); ++l)
            carried[static_cast<std::size_t>(topology.links[l].tier)]
                += loads[l] * topology.links[l].bytesPerSecPerDirection;
        for (int tier = 0; tier < kLinkTierCount; ++tier)
            out->tierLoads[static_cast<std::size_t>(tier)].emplace_back(t,
                capacity[static_cast<std::size_t>(tier)] > 0
                    ? 100 * carried[static_cast<std::size_t>(tier)] / capacity[static_cast<std::size_t>(tier)]
                    : 0);
    }
    return out;
}

QVariantMap TrafficSession::linkInfo(int link) const
{
    QVariantMap out;
    if (!m_document || !m_document->topology() || link < 0
        || link >= static_cast<int>(m_document->topology()->links.size()))
        return out;
    const Topology& t = *m_document->topology();
    const Link& l = t.links[static_cast<std::size_t>(link)];
    out["a"] = QString::fromStdString(t.nodes[l.a].name);
    out["b"] = QString::fromStdString(t.nodes[l.b].name);
    out["tier"] = QString::fromUtf8(toString(l.tier));
    const bool bits = l.tier == LinkTier::InfiniBand || l.tier == LinkTier::Ethernet;
    out["capacity"] = QString::fromStdString(
        bits ? formatRateBits(l.bytesPerSecPerDirection) : formatRateBytes(l.bytesPerSecPerDirection));
    if (m_run && m_document->topology() == m_resultTopology) {
        const LoadTimeline& timeline = m_run->timeline;
        const auto id = static_cast<LinkId>(link);
        out["load_ab"] = timeline.utilizationAt(id, m_timeUs, true);
        out["load_ba"] = timeline.utilizationAt(id, m_timeUs, false);
        out["bytes"] = QString::fromStdString(
            formatSize(static_cast<ByteCount>(std::llround(timeline.bytes(id, true) + timeline.bytes(id, false)))));
    }
    return out;
}

namespace {

void replacePoints(QObject* series, const std::vector<QPointF>& points)
{
    if (auto* xy = qobject_cast<QXYSeries*>(series))
        xy->replace(QList<QPointF>(points.begin(), points.end()));
}

} // namespace

void TrafficSession::fillSweep(QObject* busbw, QObject* ideal) const
{
    replacePoints(busbw, m_charts ? m_charts->sweepBusbw : std::vector<QPointF> {});
    replacePoints(ideal, m_charts ? m_charts->sweepIdeal : std::vector<QPointF> {});
}

void TrafficSession::fillTierLoads(const QVariantList& series) const
{
    for (int tier = 0; tier < series.size(); ++tier)
        replacePoints(series[tier].value<QObject*>(),
            m_charts && tier < static_cast<int>(m_charts->tierLoads.size())
                ? m_charts->tierLoads[static_cast<std::size_t>(tier)]
                : std::vector<QPointF> {});
}

namespace {

// The sweep's highest figure with a little room above it, in about five round steps.
RoundAxis sweepAxis(double maxGBps)
{
    constexpr double kHeadroom = 1.05;
    constexpr int kSteps = 5;
    return roundAxisFromZero(std::max(1.0, maxGBps * kHeadroom), kSteps);
}

} // namespace

double TrafficSession::sweepAxisMaxGBps() const
{
    return sweepAxis(m_charts ? m_charts->maxGBps : 0).max;
}

int TrafficSession::sweepAxisTicks() const
{
    return sweepAxis(m_charts ? m_charts->maxGBps : 0).tickCount;
}

void TrafficSession::fillLinkLoad(QObject* forward, QObject* backward) const
{
    // Steps: each segment's level from its start to its end, zero between segments.
    std::vector<QPointF> points[2];
    if (m_run && m_chartLink >= 0) {
        const auto link = static_cast<LinkId>(m_chartLink);
        for (int d = 0; d < 2; ++d) {
            for (const LinkSegment& s : m_run->timeline.segments(link, d == 0)) {
                points[d].emplace_back(s.startUs, 0);
                points[d].emplace_back(s.startUs, 100 * s.utilization);
                points[d].emplace_back(s.endUs, 100 * s.utilization);
                points[d].emplace_back(s.endUs, 0);
            }
        }
    }
    replacePoints(forward, points[0]);
    replacePoints(backward, points[1]);
}

void TrafficSession::setChartLink(int link)
{
    if (link == m_chartLink)
        return;
    m_chartLink = link;
    emit chartLinkChanged();
}

QString TrafficSession::chartLinkName() const
{
    const QVariantMap info = linkInfo(m_chartLink);
    return info.isEmpty() ? QString() : info.value("a").toString() + " ⇄ " + info.value("b").toString();
}

} // namespace scalescope::gui

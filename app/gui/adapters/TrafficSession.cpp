#include "gui/adapters/TrafficSession.h"

#include "gui/rendering/HeatScale.h"
#include "gui/diagrams/JobHeatmap.h"
#include "gui/adapters/JsonVariant.h"
#include "model/Names.h"
#include "model/Units.h"
#include "sim/RankSelection.h"

#include <QXYSeries>

#include <algorithm>
#include <optional>
#include <array>
#include <chrono>
#include <cmath>

namespace scalescope::gui {

struct TrafficSession::Outcome {
    QVariantMap result;
    QVariantList events;
    std::shared_ptr<const LoadTimeline> timeline;
    QString error;
};

namespace {

QString text(std::string_view view)
{
    return QString::fromUtf8(view.data(), static_cast<int>(view.size()));
}

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
std::shared_ptr<TrafficSession::ChartData> TrafficSession::chartData(const Topology& topology, const RankLayout& layout,
    const Workload& workload, SimOptions options, const LoadTimeline& timeline)
{
    auto out = std::make_shared<ChartData>();
    options.fidelity = Fidelity::Analytic; // the job's own options, at the fidelity a sweep can afford
    const double factor = busBandwidthFactor(workload.collective, layout.ranksCount());
    for (ByteCount bytes = kSweepMin; bytes <= kSweepMax; bytes *= 2) {
        Workload w = workload;
        w.bytes = bytes;
        try {
            const SimResult r = simulate(topology, layout, w, options);
            const double x = std::log2(static_cast<double>(bytes)); // the chart's size axis is log2 of bytes
            out->sweepBusbw.emplace_back(x, r.busbwGBps);
            out->maxGBps = std::max(out->maxGBps, r.busbwGBps);
            if (r.boundUs > 0) {
                out->sweepIdeal.emplace_back(x, static_cast<double>(bytes) / (r.boundUs * 1e3) * factor);
                out->maxGBps = std::max(out->maxGBps, out->sweepIdeal.back().y());
            }
        } catch (const std::invalid_argument&) {
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

TrafficSession::TrafficSession(QObject* parent)
    : QObject(parent)
{
    m_frameTimer.setInterval(16);
    connect(&m_frameTimer, &QTimer::timeout, this, &TrafficSession::advance);
    m_debounce.setSingleShot(true);
    m_debounce.setInterval(kDebounceMs);
    connect(&m_debounce, &QTimer::timeout, this, &TrafficSession::run);
}

TrafficSession::~TrafficSession()
{
    stopRun();
    for (std::future<void>& job : m_jobs)
        job.wait();
}

void TrafficSession::stopRun()
{
    // A run that is no longer wanted stops at its next check instead of finishing unseen.
    if (m_stop)
        m_stop->store(true);
    m_stop.reset();
}

void TrafficSession::setDocument(DesignDocument* document)
{
    if (document == m_document)
        return;
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    if (m_document) {
        connect(m_document, &DesignDocument::topologyReplaced, this, &TrafficSession::designEdited);
        connect(m_document, &DesignDocument::designChanged, this, &TrafficSession::jobNamesChanged);
        connect(m_document, &DesignDocument::jobsChanged, this, &TrafficSession::jobNamesChanged);
    }
    emit jobNamesChanged();
}

void TrafficSession::setEditor(DesignEditing* editor)
{
    m_editor = editor;
}

void TrafficSession::setView(ViewState* view)
{
    m_view = view;
}

QStringList TrafficSession::collectives() const
{
    QStringList out;
    for (int c = 0; c <= static_cast<int>(Collective::SendRecv); ++c)
        out.append(text(toString(static_cast<Collective>(c))));
    return out;
}

QStringList TrafficSession::algorithms() const
{
    QStringList out;
    for (int a = 0; a <= static_cast<int>(Algorithm::Pairwise); ++a)
        out.append(text(toString(static_cast<Algorithm>(a))));
    return out;
}

QStringList TrafficSession::jobNames() const
{
    QStringList out;
    if (m_document)
        for (const JobSpec& job : m_document->design().jobs)
            out.append(QString::fromStdString(job.name));
    return out;
}

int TrafficSession::currentEvent() const
{
    return m_timeline ? m_timeline->eventAt(m_timeUs) : -1;
}

void TrafficSession::designEdited()
{
    // Whatever is under way or shown was for the design before the edit.
    ++m_generation;
    stopRun();
    const bool hadResult = !m_result.isEmpty() || m_running;
    m_timeline.reset();
    m_resultTopology.reset();
    if (m_view)
        m_view->setLinkLoads({});
    const bool rerun = m_live && hadResult;
    if (rerun != m_running) {
        m_running = rerun;
        emit runningChanged();
    }
    if (!m_result.isEmpty()) {
        m_result.insert("stale", true);
        emit resultChanged();
    }
    if (!m_pinned.isEmpty())
        emit pinnedChanged(); // no comparison until the new result is in
    // At once, before the canvas redraws the edited design: the run goes on beside it.
    // Edits close together run once: a run started within kDebounceMs waits for the last.
    if (rerun) {
        if (m_sinceRun.isValid() && m_sinceRun.elapsed() < kDebounceMs)
            m_debounce.start();
        else
            run();
    }
}

void TrafficSession::run()
{
    m_debounce.stop();
    if (!m_document || !m_document->topology())
        return;
    const std::shared_ptr<const Topology> topology = m_document->topology();
    Workload workload;
    SimOptions options;
    QString problem;
    try {
        const auto collective = parseCollective(m_collective.toStdString());
        const auto algorithm = parseAlgorithm(m_algorithm.toStdString());
        const auto fidelity = parseFidelity(m_fidelity.toStdString());
        const auto bytes = parseSize(m_size.toStdString());
        if (!collective)
            problem = tr("\"%1\" is not a collective").arg(m_collective);
        else if (!algorithm)
            problem = tr("\"%1\" is not an algorithm").arg(m_algorithm);
        else if (!fidelity)
            problem = tr("fidelity is analytic or flow");
        else if (!bytes || *bytes == 0)
            problem = tr("\"%1\" is not a size: write it like 8, 32K, 512M or 1G").arg(m_size);
        else {
            workload.collective = *collective;
            workload.algorithm = *algorithm;
            workload.bytes = *bytes;
            options.fidelity = *fidelity;
            options.gpuDirect = m_gpuDirect;
            workload.ranks = selectRanks(m_ranks.trimmed().toStdString(), *topology);
        }
    } catch (const std::invalid_argument& error) {
        problem = tr("GPUs: %1").arg(QString::fromStdString(error.what()));
    }
    const int generation = ++m_generation;
    stopRun();
    m_sinceRun.start();
    if (!problem.isEmpty()) {
        m_error = problem;
        m_running = false;
        emit runningChanged();
        emit resultChanged();
        return;
    }
    m_running = true;
    emit runningChanged();
    // Runs that have ended are let go; ones still going finish unseen.
    m_jobs.erase(
        std::remove_if(m_jobs.begin(), m_jobs.end(),
            [](std::future<void>& job) { return job.wait_for(std::chrono::seconds(0)) == std::future_status::ready; }),
        m_jobs.end());
    m_stop = std::make_shared<std::atomic<bool>>(false);
    options.stop = StopFlag(m_stop.get());
    m_jobs.push_back(std::async(std::launch::async, [this, topology, workload, options, generation, stop = m_stop] {
        auto outcome = std::make_shared<Outcome>();
        std::optional<RankLayout> layout;
        try {
            layout = layoutRanks(*topology, Catalog::withUserFiles(), workload.ranks);
            const SimResult result = simulate(*topology, *layout, workload, options);
            outcome->result = toVariant(resultToJson(result)).toMap();
            outcome->events = outcome->result.take("events").toList();
            outcome->timeline = std::make_shared<const LoadTimeline>(result, topology->links.size());
        } catch (const SimulationStopped&) {
            return; // cancelled, or a newer run replaced it: nothing to show
        } catch (const std::exception& error) {
            outcome->error = QString::fromStdString(error.what());
        }
        QMetaObject::invokeMethod(
            this,
            [this, generation, outcome, topology] {
                if (generation != m_generation)
                    return; // the design or the job changed since
                m_resultTopology = topology;
                finish(outcome);
            },
            Qt::QueuedConnection);
        // The charts' data after the result, so that the heatmap does not wait for them.
        if (!outcome->timeline || stop->load())
            return;
        std::shared_ptr<ChartData> charts = chartData(*topology, *layout, workload, options, *outcome->timeline);
        QMetaObject::invokeMethod(
            this,
            [this, generation, charts] {
                if (generation != m_generation)
                    return;
                m_charts = charts;
                emit chartsChanged();
            },
            Qt::QueuedConnection);
    }));
}

void TrafficSession::finish(std::shared_ptr<Outcome> outcome)
{
    m_running = false;
    m_error = outcome->error;
    m_result = outcome->result;
    m_events = outcome->events;
    m_timeline = outcome->timeline;
    m_charts.reset(); // the new run's follow (chartsChanged)
    // A re-run keeps its place in time, as far as the new run goes.
    m_timeUs = std::clamp(m_timeUs, 0.0, durationUs());
    if (m_timeUs >= durationUs() && !m_playing)
        m_timeUs = 0;
    ++m_finishedRuns;
    showLoads();
    emit runningChanged();
    emit resultChanged();
    if (!m_pinned.isEmpty())
        emit pinnedChanged(); // the comparison is with this result now
    emit timeChanged();
}

void TrafficSession::setGpuDirect(bool on)
{
    if (on == m_gpuDirect)
        return;
    m_gpuDirect = on;
    emit jobChanged();
    if (m_live && (!m_result.isEmpty() || m_running))
        designEdited(); // the same as an edit: what is shown no longer holds
}

void TrafficSession::cancel()
{
    ++m_generation;
    stopRun();
    m_debounce.stop();
    if (m_running) {
        m_running = false;
        emit runningChanged();
    }
}

void TrafficSession::showLoads()
{
    if (!m_view)
        return;
    if (!m_timeline || m_timeline->empty() || !m_document || m_document->topology() != m_resultTopology) {
        m_view->setLinkLoads({});
        return;
    }
    m_timeline->sample(m_timeUs, m_loads);
    m_view->setLinkLoads(m_loads);
}

void TrafficSession::seek(double timeUs)
{
    m_timeUs = std::clamp(timeUs, 0.0, durationUs());
    showLoads();
    emit timeChanged();
}

void TrafficSession::stepForward()
{
    if (m_timeline)
        seek(m_timeline->nextStep(m_timeUs));
}

void TrafficSession::stepBack()
{
    if (m_timeline)
        seek(m_timeline->previousStep(m_timeUs));
}

void TrafficSession::setPlaying(bool playing)
{
    playing = playing && hasTimeline();
    if (playing == m_playing)
        return;
    m_playing = playing;
    if (m_playing) {
        if (m_timeUs >= durationUs())
            m_timeUs = 0; // from the start again
        m_clock.start();
        m_frameTimer.start();
    } else {
        m_frameTimer.stop();
    }
    emit playingChanged();
}

void TrafficSession::advance()
{
    const double seconds = static_cast<double>(m_clock.restart()) / 1000.0;
    const double next = m_timeUs + seconds * durationUs() / kPlaySeconds * m_speed;
    seek(std::min(next, durationUs()));
    if (m_timeUs >= durationUs())
        setPlaying(false);
}

void TrafficSession::useSelection()
{
    if (!m_view || !m_document || !m_document->topology())
        return;
    const Topology& topology = *m_document->topology();
    QStringList names;
    for (const int n : m_view->selection()->indexes()) {
        if (n >= 0 && n < static_cast<int>(topology.nodes.size()) && topology.nodes[n].kind == NodeKind::Gpu)
            names.append(QString::fromStdString(topology.nodes[n].name));
    }
    if (names.isEmpty())
        return;
    m_ranks = names.join(',');
    emit jobChanged();
}

bool TrafficSession::saveJob(const QString& name)
{
    if (!m_editor || name.trimmed().isEmpty())
        return false;
    JobSpec job;
    job.name = name.trimmed().toStdString();
    job.ranks = m_ranks.trimmed().toStdString();
    const auto collective = parseCollective(m_collective.toStdString());
    const auto algorithm = parseAlgorithm(m_algorithm.toStdString());
    const auto fidelity = parseFidelity(m_fidelity.toStdString());
    const auto bytes = parseSize(m_size.toStdString());
    if (!collective || !algorithm || !fidelity || !bytes || *bytes == 0)
        return false;
    job.collective = *collective;
    job.algorithm = *algorithm;
    job.fidelity = *fidelity;
    job.bytes = *bytes;
    return m_editor->saveJob(job);
}

bool TrafficSession::loadJob(const QString& name)
{
    if (!m_document)
        return false;
    for (const JobSpec& job : m_document->design().jobs)
        if (QString::fromStdString(job.name) == name) {
            m_ranks = QString::fromStdString(job.ranks);
            m_collective = text(toString(job.collective));
            m_size = QString::fromStdString(formatSize(job.bytes));
            m_algorithm = text(toString(job.algorithm));
            m_fidelity = text(toString(job.fidelity));
            emit jobChanged();
            return true;
        }
    return false;
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
    out["tier"] = text(toString(l.tier));
    const bool bits = l.tier == LinkTier::InfiniBand || l.tier == LinkTier::Ethernet;
    out["capacity"] = QString::fromStdString(
        bits ? formatRateBits(l.bytesPerSecPerDirection) : formatRateBytes(l.bytesPerSecPerDirection));
    if (m_timeline && m_document->topology() == m_resultTopology) {
        const auto id = static_cast<LinkId>(link);
        out["load_ab"] = m_timeline->utilizationAt(id, m_timeUs, true);
        out["load_ba"] = m_timeline->utilizationAt(id, m_timeUs, false);
        out["bytes"] = QString::fromStdString(formatSize(
            static_cast<ByteCount>(std::llround(m_timeline->bytes(id, true) + m_timeline->bytes(id, false)))));
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

double TrafficSession::sweepMaxGBps() const
{
    return m_charts ? m_charts->maxGBps : 0;
}

void TrafficSession::fillLinkLoad(QObject* forward, QObject* backward) const
{
    // Steps: each segment's level from its start to its end, zero between segments.
    std::vector<QPointF> points[2];
    if (m_timeline && m_chartLink >= 0) {
        const auto link = static_cast<LinkId>(m_chartLink);
        for (int d = 0; d < 2; ++d) {
            for (const LinkSegment& s : m_timeline->segments(link, d == 0)) {
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

QVariantMap TrafficSession::summary() const
{
    QVariantMap out;
    if (m_result.isEmpty() || !m_timeline || !m_resultTopology)
        return out;
    for (const char* key : { "time_us", "algbw_GBps", "busbw_GBps", "algorithm", "protocol", "ranks" })
        out[key] = m_result.value(key);
    // Busiest links: the busier direction's mean utilization over the run.
    const Topology& t = *m_resultTopology;
    std::vector<std::pair<double, LinkId>> load;
    const double seconds = m_timeline->durationUs() * 1e-6;
    for (LinkId l = 0; l < t.links.size(); ++l) {
        const double bytes = std::max(m_timeline->bytes(l, true), m_timeline->bytes(l, false));
        if (bytes > 0 && seconds > 0)
            load.emplace_back(bytes / (t.links[l].bytesPerSecPerDirection * seconds), l);
    }
    const auto top = load.begin() + std::min<std::ptrdiff_t>(kBusiestLinks, static_cast<std::ptrdiff_t>(load.size()));
    std::partial_sort(load.begin(), top, load.end(), [](const auto& x, const auto& y) { return x.first > y.first; });
    QVariantList busiest;
    for (auto it = load.begin(); it != top; ++it) {
        const Link& l = t.links[it->second];
        busiest.append(QVariantMap { { "link", QString::fromStdString(t.nodes[l.a].name + " ⇄ " + t.nodes[l.b].name) },
            { "tier", text(toString(l.tier)) }, { "utilization", it->first } });
    }
    out["busiest"] = busiest;
    return out;
}

void TrafficSession::pin()
{
    m_pinned = summary();
    emit pinnedChanged();
}

void TrafficSession::unpin()
{
    m_pinned.clear();
    emit pinnedChanged();
}

QVariantMap TrafficSession::comparison() const
{
    const QVariantMap now = summary();
    if (m_pinned.isEmpty() || now.isEmpty())
        return {};
    auto change = [&](const char* key) {
        const double before = m_pinned.value(key).toDouble(), after = now.value(key).toDouble();
        return before > 0 ? (after - before) / before : 0.0;
    };
    return { { "now", now }, { "time_change", change("time_us") }, { "busbw_change", change("busbw_GBps") } };
}

QString TrafficSession::durationText(double us) const
{
    return simulatedDurationText(us);
}

QColor TrafficSession::heatColourAt(double position) const
{
    return QColor::fromRgb(gui::heatColourAt(position));
}

QVariantList TrafficSession::legendTicks(bool logScale) const
{
    QVariantList ticks;
    for (const HeatTick& tick : heatTicks(logScale))
        ticks.append(QVariantMap { { "position", tick.position }, { "label", tick.label } });
    return ticks;
}

} // namespace scalescope::gui

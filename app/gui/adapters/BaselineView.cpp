#include "gui/adapters/BaselineView.h"

#include "gui/adapters/RunPlayback.h"
#include "gui/adapters/WorkerJobs.h"

#include "gui/diagrams/JobHeatmap.h"

#include <QLocale>
#include <QMetaObject>

namespace scalescope::gui {
namespace {

// "all_reduce 1G, ring: 4.21 ms, busbw 511 GB/s".
QString runTextOf(
    const QString& collective, const QString& size, const QString& algorithm, double timeUs, double busbwGBps)
{
    return QObject::tr("%1 %2, %3: %4, busbw %5 GB/s")
        .arg(collective, size, algorithm, simulatedDurationText(timeUs), QLocale().toString(busbwGBps, 'f', 0));
}

} // namespace

BaselineView::BaselineView(ComparisonSession& comparison, TrafficSession& traffic, ViewState& view, QObject* parent)
    : QObject(parent)
    , m_comparison(comparison)
    , m_traffic(traffic)
    , m_view(view)
{
    connect(&m_comparison, &ComparisonSession::baselineChanged, this, &BaselineView::baselineChanged);
    connect(&m_comparison, &ComparisonSession::sideBySideChanged, this, &BaselineView::baselineChanged);
    connect(&m_comparison, &ComparisonSession::resultChanged, this, &BaselineView::runChanged); // the titles
    connect(&m_traffic, &TrafficSession::resultChanged, this, &BaselineView::trafficResultChanged);
    connect(&m_traffic, &TrafficSession::timeChanged, this, &BaselineView::showLoads);
    connect(&m_view, &ViewState::heatmapChanged, this, &BaselineView::showLoads);
    connect(&m_view, &ViewState::currentTabChanged, this, &BaselineView::showLoads);
}

BaselineView::~BaselineView()
{
    ++m_generation;
    for (std::future<void>& job : m_jobs)
        job.wait();
}

bool BaselineView::shown() const
{
    return m_comparison.sideBySide() && m_comparison.hasBaseline();
}

QString BaselineView::currentRunText() const
{
    const TrafficResult* result = m_traffic.result();
    if (!result || m_traffic.resultStale())
        return {};
    return runTextOf(result->collective(), result->size(), result->algorithm(), result->timeUs(), result->busbwGBps());
}

QString BaselineView::hint() const
{
    if (!shown() || m_running || !m_error.isEmpty())
        return {};
    if (!m_traffic.result())
        return tr("Run a job on the Traffic tab to see it on both designs");
    if (m_run && m_run->timeline.empty())
        return tr("At analytic fidelity there is no heatmap: run the job at flow fidelity to see both");
    return {};
}

// Another baseline, or side by side turned on or off: the baseline's run is made again.
void BaselineView::baselineChanged()
{
    ++m_generation;
    ++m_designGeneration;
    drop();
    emit shownChanged();
    emit designChanged();
    trafficResultChanged();
}

// The traffic's job ran again (or its result went stale): the same job on the baseline, unless
// the baseline has already run it.
void BaselineView::trafficResultChanged()
{
    const bool fresh = m_traffic.result() && !m_traffic.resultStale();
    if (!shown() || !fresh) {
        if (!fresh && (m_run || m_running)) { // a run under way is for a result gone
            ++m_generation;
            drop();
        }
        emit runChanged();
        return;
    }
    if (m_ranJob && *m_ranJob == m_traffic.job() && !m_running) {
        emit runChanged(); // the open design's figures changed
        showLoads();
        return;
    }
    run();
}

void BaselineView::run()
{
    const int generation = ++m_generation;
    const ComparisonSide side = m_comparison.baselineSide();
    const JobSpec job = m_traffic.job();
    dropFinished(m_jobs);
    m_running = true;
    emit runChanged();
    JobRunOptions options;
    options.memoryBudgetBytes = m_traffic.memoryBudget();
    m_jobs.push_back(std::async(std::launch::async, [this, generation, side, job, options] {
        Outcome outcome;
        try {
            const JobPlan plan = planJob(*side.topology, *side.catalog, job, options, side.survivors);
            outcome.run = std::make_shared<const JobResult>(runJob(*side.topology, plan));
            outcome.playback = playbackOf(outcome.run);
        } catch (const std::exception& error) {
            outcome.error = QString::fromStdString(error.what());
        }
        QMetaObject::invokeMethod(
            this,
            [this, generation, job, outcome] {
                if (generation == m_generation)
                    finish(job, outcome);
            },
            Qt::QueuedConnection);
    }));
}

void BaselineView::finish(const JobSpec& job, const Outcome& outcome)
{
    m_running = false;
    m_ranJob = job;
    m_run = outcome.run;
    m_playback = outcome.playback;
    m_error = outcome.error;
    const SimResult* ran = m_run ? &m_run->simulation : nullptr;
    m_runText = ran
        ? runTextOf(QString::fromUtf8(toString(ran->collective)), QString::fromStdString(formatSize(ran->bytes)),
            QString::fromUtf8(toString(ran->algorithm)), ran->timeUs, ran->busbwGBps)
        : QString();
    m_traffic.setCompanionDurationUs(m_run ? m_run->timeline.durationUs() : 0);
    ++m_finishedRuns;
    emit runChanged();
    showLoads();
}

void BaselineView::drop()
{
    m_running = false;
    m_ranJob.reset();
    m_run.reset();
    m_playback.reset();
    m_runText.clear();
    m_error.clear();
    m_traffic.setCompanionDurationUs(0);
    showLoads();
}

// The baseline's loads at the traffic's time, while the open design shows its own heatmap.
void BaselineView::showLoads()
{
    // On the Training tab the open design's heatmap is the iteration's: the baseline's plays no part.
    const bool heatmap = shown() && m_playback && !m_run->timeline.empty() && m_view.heatmap()
        && m_view.currentTab() != QLatin1String("training");
    if (heatmap) {
        const std::vector<float>& loads = m_playback->seek(m_traffic.timeUs());
        m_loads.assign(loads.begin(), loads.end());
    } else if (m_loads.empty())
        return;
    else
        m_loads.clear();
    emit loadsChanged();
}

} // namespace scalescope::gui

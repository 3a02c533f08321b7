#include "gui/adapters/TrafficSession.h"

#include "gui/adapters/RunPlayback.h"
#include "gui/adapters/WorkerJobs.h"

#include "design/FailureEdits.h"
#include "gui/diagrams/JobHeatmap.h"
#include "gui/rendering/HeatScale.h"
#include "gui/rendering/SceneStyle.h"

#include <algorithm>
#include <chrono>
#include <optional>

namespace scalescope::gui {

// What a run hands back to the GUI thread: the result, or why there is none.
struct TrafficSession::Outcome {
    JobSpec job;
    std::shared_ptr<const JobResult> run;
    std::vector<LinkUtilization> busiest;
    QString error;
};

TrafficSession::TrafficSession(QObject* parent)
    : QObject(parent)
{
    m_frameTimer.setInterval(16);
    connect(&m_frameTimer, &QTimer::timeout, this, &TrafficSession::advance);
    m_debounce.setSingleShot(true);
    m_debounce.setInterval(kDebounceMs);
    connect(&m_debounce, &QTimer::timeout, this, &TrafficSession::run);
    connect(this, &TrafficSession::resultChanged, this, &TrafficSession::durationChanged);
}

void TrafficSession::setCompanionDurationUs(double us)
{
    if (us == m_companionDurationUs)
        return;
    m_companionDurationUs = us;
    emit durationChanged();
    if (m_timeUs > durationUs())
        seek(durationUs());
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
        connect(m_document, &DesignDocument::designChanged, this, &TrafficSession::checkCanRun);
    }
    emit jobNamesChanged();
    checkCanRun();
}

void TrafficSession::setEditor(DesignEditing* editor)
{
    if (m_editor)
        disconnect(m_editor, nullptr, this, nullptr);
    m_editor = editor;
    if (m_editor)
        connect(m_editor, &DesignEditing::hostTypingChanged, this, &TrafficSession::cannotRunChanged);
}

void TrafficSession::setView(ViewState* view)
{
    m_view = view;
    // The Training tab shows its own iteration's loads; the traffic's are shown again on leaving it.
    connect(m_view, &ViewState::currentTabChanged, this, &TrafficSession::showLoads);
}

int TrafficSession::currentEvent() const
{
    return m_run ? m_run->timeline.eventAt(m_timeUs) : -1;
}

TrafficStep* TrafficSession::currentStep() const
{
    const int event = currentEvent();
    return m_result && event >= 0 && event < m_result->stepList().size() ? m_result->stepList()[event] : nullptr;
}

void TrafficSession::designEdited()
{
    // Whatever is under way or shown was for the design before the edit.
    ++m_generation;
    stopRun();
    const bool newDesign = m_document->loadGeneration() != m_loadGeneration;
    if (newDesign) {
        m_loadGeneration = m_document->loadGeneration();
        forgetResults();
    }
    // A run under way is for the design before; only an edit of it runs again.
    const bool hadResult = !newDesign && (m_result || m_running);
    if (m_problems.remove(QStringLiteral("ranks")) > 0)
        emit jobChanged(); // the GPUs a save found missing may be there now: the next run says
    dropRun();
    if (m_view)
        m_view->setLinkLoads({});
    const bool rerun = m_live && hadResult;
    if (rerun != m_running) {
        m_running = rerun;
        emit runningChanged();
    }
    if (m_result)
        emit resultChanged(); // now stale
    compare(); // no comparison until the new result is in
    // At once, before the canvas redraws the edited design: the run goes on beside it.
    // Edits close together run once: a run started within kDebounceMs waits for the last.
    if (rerun) {
        if (m_sinceRun.isValid() && m_sinceRun.elapsed() < kDebounceMs)
            m_debounce.start();
        else
            run();
    }
}

void TrafficSession::retranslate()
{
    if (m_result || !m_error.isEmpty())
        run();
}

void TrafficSession::run()
{
    m_debounce.stop();
    if (!m_document || !m_document->topology() || !m_cannotRun.isEmpty())
        return;
    const int generation = ++m_generation;
    stopRun();
    m_sinceRun.start();
    if (!m_problems.isEmpty()) {
        m_error = jobError();
        m_running = false;
        emit runningChanged();
        emit resultChanged();
        return;
    }
    m_running = true;
    emit runningChanged();
    // Runs that have ended are let go; ones still going finish unseen.
    dropFinished(m_jobs);
    m_stop = std::make_shared<std::atomic<bool>>(false);
    JobRunOptions options;
    options.stop = StopFlag(m_stop.get());
    options.memoryBudgetBytes = m_memoryBudgetBytes;
    m_jobs.push_back(std::async(std::launch::async,
        [this, topology = m_document->topology(), survivors = m_document->survivors(), marks = marksInForce(),
            catalog = m_document->catalog(), job = m_job, options, generation, stop = m_stop] {
            runOnWorker({ topology, survivors, marks }, catalog, job, options, generation, stop);
        }));
}

QString TrafficSession::marksInForce() const
{
    if (!m_document || !m_document->survivors())
        return {};
    return QString::fromStdString(describeMarks(*m_document->topology(), m_document->design().failures));
}

// What the panel says when a job cannot run: the GPUs field named for its part, and how a
// memory budget is set for a run refused by it.
QString TrafficSession::errorText(const JobError& error)
{
    const QString what = QString::fromStdString(error.what());
    switch (error.part()) {
    case JobError::Part::Ranks:
        return tr("GPUs: %1").arg(what);
    case JobError::Part::Memory:
        return tr("%1. The budget is half of this machine's memory, or SCALESCOPE_MEMORY_BUDGET (such as 16G) "
                  "when the program starts.")
            .arg(what);
    case JobError::Part::Run:
        break;
    }
    return what;
}

// On the worker: the run, then (so that the heatmap does not wait for them) the charts' data.
void TrafficSession::runOnWorker(RunsOn design, SharedCatalog catalog, const JobSpec& job, JobRunOptions options,
    int generation, std::shared_ptr<std::atomic<bool>> stop)
{
    const std::shared_ptr<const Topology>& topology = design.topology;
    auto outcome = std::make_shared<Outcome>();
    outcome->job = job;
    std::optional<JobPlan> plan;
    try {
        // The catalog the topology was built with; on what survives the failures, when they apply.
        plan = planJob(*topology, *catalog, job, options, design.survivors);
        outcome->run = std::make_shared<const JobResult>(runJob(*topology, *plan));
        outcome->busiest = busiestLinks(outcome->run->timeline, *topology, TrafficResult::kBusiestLinks);
    } catch (const SimulationStopped&) {
        return; // cancelled, or a newer run replaced it: nothing to show
    } catch (const JobError& error) {
        outcome->error = errorText(error);
        if (!design.marks.isEmpty())
            outcome->error += tr(" (failures on: %1; GPUs \"all\" runs on the GPUs that survive)").arg(design.marks);
    } catch (const std::exception& error) {
        outcome->error = QString::fromStdString(error.what()); // a user catalog file that does not read
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
    if (!outcome->run || stop->load())
        return;
    // The heatmap samples every link until the playback, which looks only at what changes, is in.
    std::shared_ptr<LoadPlayback> playback = playbackOf(outcome->run);
    QMetaObject::invokeMethod(
        this,
        [this, generation, playback] {
            if (generation == m_generation && m_run && &m_run->timeline == &playback->timeline())
                m_playback = playback;
        },
        Qt::QueuedConnection);
    std::shared_ptr<ChartData> charts = chartData(*topology, *plan, outcome->run->timeline);
    QMetaObject::invokeMethod(
        this,
        [this, generation, charts] {
            if (generation != m_generation)
                return;
            m_charts = charts;
            emit chartsChanged();
        },
        Qt::QueuedConnection);
}

void TrafficSession::finish(std::shared_ptr<Outcome> outcome)
{
    m_running = false;
    m_error = outcome->error;
    m_run = outcome->run;
    m_playback.reset(); // the new run's follows (its changes sorted on the worker)
    m_result
        = m_run ? makeSharedQObject<TrafficResult>(outcome->job, m_run, *m_resultTopology, outcome->busiest) : nullptr;
    m_charts.reset(); // the new run's follow (chartsChanged)
    // A re-run keeps its place in time, as far as the new run goes; one from the start shows its
    // first moment of traffic, not the empty map of the latency before it.
    m_timeUs = std::clamp(m_timeUs, 0.0, durationUs());
    if (m_timeUs >= durationUs() && !m_playing)
        m_timeUs = 0;
    if (m_timeUs == 0 && m_run)
        m_timeUs = m_run->timeline.firstLoadUs();
    ++m_finishedRuns;
    showLoads();
    emit runningChanged();
    emit resultChanged();
    compare(); // with this result now
    emit timeChanged();
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
    if (!m_view || m_view->currentTab() == QLatin1String("training"))
        return;
    if (!hasTimeline() || !m_document || m_document->topology() != m_resultTopology) {
        m_view->setLinkLoads({});
        return;
    }
    if (m_playback) {
        const std::vector<float>& loads = m_playback->seek(m_timeUs);
        m_loads.assign(loads.begin(), loads.end());
    } else {
        m_run->timeline.sample(m_timeUs, m_loads);
    }
    m_loads = m_view->exchangeLinkLoads(std::move(m_loads)); // the last frame's, to fill next
}

void TrafficSession::seek(double timeUs)
{
    m_timeUs = std::clamp(timeUs, 0.0, durationUs());
    showLoads();
    emit timeChanged();
}

void TrafficSession::stepForward()
{
    if (m_run)
        seek(m_run->timeline.nextStep(m_timeUs));
}

void TrafficSession::stepBack()
{
    if (m_run)
        seek(m_run->timeline.previousStep(m_timeUs));
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

void TrafficSession::checkCanRun()
{
    emit designRoutingChanged(); // the design may be another, or its fabric
    emit hashedChanged();
    const auto topology = m_document ? m_document->topology() : nullptr;
    const bool hasGpu = topology && std::any_of(topology->nodes.begin(), topology->nodes.end(), [](const Node& node) {
        return node.kind == NodeKind::Gpu;
    });
    const QString reason = !topology || hasGpu
        ? QString()
        : tr("No job can run here: this design has no GPUs (an imported fabric knows its hosts' adapters, "
             "not what is inside the hosts).");
    if (reason == m_cannotRun)
        return;
    m_cannotRun = reason;
    emit cannotRunChanged();
}

QString TrafficSession::hostTyping() const
{
    return m_editor && !m_cannotRun.isEmpty() ? m_editor->hostTyping() : QString();
}

bool TrafficSession::typeHosts()
{
    return m_editor && m_editor->typeHosts();
}

void TrafficSession::forgetResults()
{
    // Another design (opened, new or imported): no result or pinned run of the one before is
    // shown, compared or run again on it.
    const bool had = m_result || m_pinned || !m_error.isEmpty();
    m_result.reset();
    m_pinned.reset();
    m_error.clear();
    if (had) {
        emit resultChanged();
        emit pinnedChanged();
    }
}

void TrafficSession::pin()
{
    m_pinned = resultStale() ? nullptr : m_result;
    emit pinnedChanged();
    compare();
}

void TrafficSession::unpin()
{
    m_pinned.reset();
    emit pinnedChanged();
    compare();
}

void TrafficSession::compare()
{
    const bool comparable = m_pinned && m_result && !resultStale();
    if (comparable && m_comparison && m_comparison->before() == m_pinned.get()
        && m_comparison->after() == m_result.get())
        return;
    if (!comparable && !m_comparison)
        return;
    m_comparison = comparable ? makeSharedQObject<TrafficComparison>(m_pinned, m_result) : nullptr;
    emit pinnedChanged();
}

QString TrafficSession::durationText(double us) const
{
    return simulatedDurationText(us);
}

QColor TrafficSession::heatColourAt(double position, bool dark) const
{
    return QColor::fromRgb(
        gui::heatColourAt(position, heatRangeOn(sceneColour(QStringLiteral("background"), dark).rgb())));
}

QVariantList TrafficSession::legendTicks(bool logScale) const
{
    QVariantList ticks;
    for (const HeatTick& tick : heatTicks(logScale))
        ticks.append(QVariantMap { { "position", tick.position }, { "label", tick.label } });
    return ticks;
}

} // namespace scalescope::gui

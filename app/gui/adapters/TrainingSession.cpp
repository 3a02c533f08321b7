#include "gui/adapters/TrainingSession.h"

#include "gui/adapters/WorkerJobs.h"

#include <QMetaObject>

#include <algorithm>
#include <chrono>

namespace scalescope::gui {

TrainingSession::TrainingSession(QObject* parent)
    : QObject(parent)
{
    m_debounce.setSingleShot(true);
    m_debounce.setInterval(kDebounceMs);
    connect(&m_debounce, &QTimer::timeout, this, &TrainingSession::run);
}

TrainingSession::~TrainingSession()
{
    stopRun();
    if (m_searchStop)
        m_searchStop->store(true);
    for (std::future<void>& job : m_jobs)
        job.wait();
}

void TrainingSession::setDocument(DesignDocument* document)
{
    m_document = document;
    connect(m_document, &DesignDocument::topologyReplaced, this, &TrainingSession::designEdited);
    connect(m_document, &DesignDocument::jobsChanged, this, &TrainingSession::designEdited);
    designEdited();
}

void TrainingSession::setView(ViewState* view)
{
    m_view = view;
    connect(m_view, &ViewState::currentTabChanged, this, &TrainingSession::showLoads);
    showLoads();
}

QStringList TrainingSession::jobNames() const
{
    QStringList names;
    if (m_document)
        for (const TrainingJobSpec& job : m_document->design().trainingJobs)
            names << QString::fromStdString(job.name);
    return names;
}

void TrainingSession::setSelectedJob(int index)
{
    const int count = static_cast<int>(jobNames().size());
    index = count == 0 ? -1 : std::clamp(index, 0, count - 1);
    if (index == m_selected)
        return;
    m_selected = index;
    forgetSearch();
    emit selectedJobChanged();
    emit jobFieldsChanged();
    run();
}

// A new design (or an edit): the job list again, the same job by index where it still exists, the
// last job of a design just opened, and the job run again once the edits pause.
void TrainingSession::designEdited()
{
    const int count = static_cast<int>(jobNames().size());
    const int before = m_selected;
    const bool newDesign = m_document->loadGeneration() != m_loadGeneration;
    if (newDesign) { // another design: its search is not this one's
        m_loadGeneration = m_document->loadGeneration();
        forgetSearch();
    }
    m_selected = count == 0 ? -1 : (m_selected < 0 || m_selected >= count ? count - 1 : m_selected);
    emit jobsChanged();
    if (before != m_selected)
        emit selectedJobChanged();
    emit jobFieldsChanged();
    ++m_generation; // a result for the design before is not shown
    m_result.reset();
    m_loads.reset();
    m_loadsProblem.clear();
    m_loadsPending = false;
    m_error.clear();
    makeMarks();
    clearScrub();
    emit resultChanged();
    if (!newDesign)
        searchAfterEdit();
    m_debounce.start();
}

void TrainingSession::stopRun()
{
    if (m_stop)
        m_stop->store(true);
    m_stop.reset();
}

void TrainingSession::stop()
{
    stopRun();
    ++m_generation;
    m_debounce.stop();
    if (m_running) {
        m_running = false;
        emit runningChanged();
    }
}

void TrainingSession::setColourBy(const QString& kind)
{
    if (kind == m_colourBy || !colourings().contains(kind))
        return;
    m_colourBy = kind;
    makeMarks();
}

void TrainingSession::run()
{
    m_debounce.stop();
    stopRun();
    const int generation = ++m_generation;
    if (!m_document || !m_document->topology() || m_selected < 0) {
        m_result.reset();
        m_error.clear();
        emit resultChanged();
        return;
    }
    pruneJobs();
    m_stop = std::make_shared<std::atomic<bool>>(false);
    m_running = true;
    emit runningChanged();
    // The iteration is shown as soon as it is in; its link loads (flow runs) follow.
    m_jobs.push_back(std::async(std::launch::async,
        [this, topology = m_document->topology(), catalog = m_document->catalog(), survivors = m_document->survivors(),
            jobs = m_document->design().trainingJobs, index = m_selected, generation, stop = m_stop,
            budget = m_memoryBudgetBytes] {
            const TrainingOutcome outcome
                = runSavedTrainingJob(*topology, *catalog, jobs, index, StopFlag(stop.get()), budget, survivors);
            if (stop->load())
                return;
            QMetaObject::invokeMethod(
                this,
                [this, generation, outcome] {
                    if (generation == m_generation)
                        finish(outcome);
                },
                Qt::QueuedConnection);
            if (!outcome.result)
                return;
            try {
                const LinkLoadsOutcome loads = workOutLinkLoads(
                    *topology, *catalog, *outcome.ranResult, StopFlag(stop.get()), budget, survivors);
                QMetaObject::invokeMethod(
                    this,
                    [this, generation, loads] {
                        if (generation == m_generation)
                            finishLoads(loads);
                    },
                    Qt::QueuedConnection);
            } catch (const SimulationStopped&) { // another run, or Stop
            }
        }));
}

// Futures of runs and searches that have ended are dropped.
void TrainingSession::pruneJobs()
{
    dropFinished(m_jobs);
}

void TrainingSession::finish(const TrainingOutcome& outcome)
{
    m_running = false;
    m_result = outcome.result;
    m_loads.reset();
    m_loadsProblem.clear();
    m_loadsPending = m_result != nullptr;
    m_otherGpus = outcome.otherJobsGpus;
    m_hbmGB = outcome.hbmGB;
    m_error = outcome.error;
    ++m_finishedRuns;
    makeMarks();
    clearScrub();
    emit runningChanged();
    emit resultChanged();
}

void TrainingSession::retranslate()
{
    // The figures' labels are tr()'d as they are read: read again. Only the core's messages (why
    // a run failed, why its link loads could not be worked out) were made in the words of the
    // language before, and only a run makes them again; a result alone is not run twice.
    emit resultChanged();
    if (!m_error.isEmpty() || !m_loadsProblem.isEmpty())
        run();
}

} // namespace scalescope::gui

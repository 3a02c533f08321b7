#include "gui/adapters/BomSession.h"

#include "gui/adapters/WorkerJobs.h"

#include "bom/BomReport.h"
#include "design/BomThroughput.h"
#include "io/TextFile.h"

#include <QMetaObject>

#include <algorithm>
#include <chrono>

namespace scalescope::gui {

BomOutcome computeBom(const Topology& topology, const Catalog& catalog, const Scene& scene,
    const std::vector<JobSpec>& jobs, const std::vector<TrainingJobSpec>& trainingJobs, double memoryBudgetBytes,
    StopFlag stop, std::shared_ptr<const SurvivingTopology> survivors)
{
    BomOutcome outcome;
    try {
        outcome.bom = std::make_shared<const BillOfMaterials>(billOfMaterials(topology, catalog, scene));
        JobRunOptions options;
        options.memoryBudgetBytes = memoryBudgetBytes;
        options.stop = stop;
        outcome.throughputs = measureThroughputs(topology, catalog, jobs, trainingJobs, options, std::move(survivors));
    } catch (const SimulationStopped&) {
        outcome.error = QObject::tr("Stopped");
    } catch (const std::exception& error) {
        outcome.error = QString::fromStdString(error.what());
    }
    return outcome;
}

BomSession::BomSession(QObject* parent)
    : QObject(parent)
{
    m_debounce.setSingleShot(true);
    m_debounce.setInterval(kDebounceMs);
    connect(&m_debounce, &QTimer::timeout, this, &BomSession::refresh);
}

BomSession::~BomSession()
{
    stopRun();
    for (std::future<void>& job : m_jobs)
        job.wait();
}

void BomSession::setDocument(DesignDocument* document)
{
    m_document = document;
    connect(m_document, &DesignDocument::topologyReplaced, this, &BomSession::designChanged);
    connect(m_document, &DesignDocument::sceneChanged, this, &BomSession::designChanged);
    connect(m_document, &DesignDocument::jobsChanged, this, &BomSession::designChanged);
    designChanged();
}

void BomSession::setView(ViewState* view)
{
    m_view = view;
    connect(m_view, &ViewState::currentTabChanged, this, &BomSession::tabChanged);
}

bool BomSession::shown() const
{
    return !m_view || m_view->currentTab() == QLatin1String("bom");
}

void BomSession::tabChanged()
{
    if (shown() && m_stale && !m_running)
        m_debounce.start();
}

// The design, its layout or its jobs changed: what is shown is of the design before, so it goes,
// and the bill is made again once the edits pause (when the tab is shown; else on coming to it).
void BomSession::designChanged()
{
    m_stale = true;
    ++m_generation;
    stopRun();
    const bool hadResult = m_bom != nullptr || !m_error.isEmpty();
    m_bom.reset();
    m_throughputs = {};
    m_error.clear();
    if (hadResult)
        emit resultChanged();
    if (m_running) {
        m_running = false;
        emit runningChanged();
    }
    if (shown())
        m_debounce.start();
}

void BomSession::stopRun()
{
    if (m_stop)
        m_stop->store(true);
    m_stop.reset();
}

void BomSession::refresh()
{
    m_debounce.stop();
    stopRun();
    const int generation = ++m_generation;
    m_stale = false;
    if (!m_document || !m_document->topology() || !m_document->scene()) {
        if (m_running) {
            m_running = false;
            emit runningChanged();
        }
        return;
    }
    dropFinished(m_jobs);
    m_stop = std::make_shared<std::atomic<bool>>(false);
    if (!m_running) {
        m_running = true;
        emit runningChanged();
    }
    m_jobs.push_back(std::async(std::launch::async,
        [this, topology = m_document->topology(), catalog = m_document->catalog(), scene = m_document->scene(),
            jobs = m_document->design().jobs, trainingJobs = m_document->design().trainingJobs,
            budget = m_memoryBudgetBytes, generation, stop = m_stop, survivors = m_document->survivors()] {
            BomOutcome outcome
                = computeBom(*topology, *catalog, *scene, jobs, trainingJobs, budget, StopFlag(stop.get()), survivors);
            if (stop->load())
                return;
            QMetaObject::invokeMethod(
                this,
                [this, generation, outcome] {
                    if (generation == m_generation)
                        finish(outcome);
                },
                Qt::QueuedConnection);
        }));
}

void BomSession::finish(const BomOutcome& outcome)
{
    m_running = false;
    m_bom = outcome.bom;
    m_throughputs = outcome.throughputs;
    m_error = outcome.error;
    ++m_finishedRuns;
    emit runningChanged();
    emit resultChanged();
}

QUrl BomSession::suggestedCsvUrl() const
{
    return QUrl::fromLocalFile(
        (m_document ? m_document->suggestedPathStem() : QStringLiteral("design")) + QStringLiteral(".bom.csv"));
}

bool BomSession::exportCsv(const QUrl& file)
{
    const QString path = file.isLocalFile() ? file.toLocalFile() : file.toString();
    QString problem;
    if (!m_bom)
        problem = tr("The bill of materials is not ready yet.");
    else {
        try {
            writeFileAtomically(path.toStdString(), bomToCsv(*m_bom, m_throughputs));
        } catch (const std::exception& error) {
            problem = QString::fromStdString(error.what());
        }
    }
    if (problem != m_exportError) {
        m_exportError = problem;
        emit exportErrorChanged();
    }
    return problem.isEmpty();
}

} // namespace scalescope::gui

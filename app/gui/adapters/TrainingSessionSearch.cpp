// The training session's search: searchConfigs for the selected job's model and GPUs on a worker
// thread, placed as the job is placed, and its best configurations as plain values.
#include "gui/adapters/TrainingSession.h"

#include "design/TrainingJobPlacement.h"
#include "design/TrainingOnSurvivors.h"
#include "sim/RankLayout.h"

#include <QMetaObject>

#include <algorithm>
#include <utility>

namespace scalescope::gui {
namespace {

// The job's own placement policy (a GPU list as it is) on the GPUs `taken` and `failed` leave free.
SearchPlacement placementOf(
    const Topology& topology, const TrainingJobSpec& job, std::vector<NodeId> taken, std::vector<NodeId> failed)
{
    PlacementRequest request;
    request.gpus = static_cast<int>(job.parallel.gpus());
    if (const auto policy = parsePlacementPolicy(job.placement)) {
        request.policy = *policy;
    } else {
        request.policy = PlacementPolicy::List;
        request.list = job.placement;
    }
    request.seed = job.seed;
    request.taken = std::move(taken);
    request.unavailable = std::move(failed);
    const std::string name = request.policy == PlacementPolicy::List ? "list" : std::string(toString(request.policy));
    return { name, [&topology, request](const RankBlocks& blocks) {
                PlacementRequest withBlock = request;
                withBlock.blocks = blocks;
                PlacementResult placed = placeJob(topology, withBlock);
                return PlacedGpus { std::move(placed.gpus), std::move(placed.problem) };
            } };
}

QString countsText(const SearchResult& s)
{
    const SearchCounts& c = s.counts;
    return QObject::tr("%1 configurations: %2 rejected by shape, %3 by memory, %4 by placement, %5 timed")
        .arg(c.considered)
        .arg(c.rejectedShape)
        .arg(c.rejectedMemory)
        .arg(c.rejectedPlacement)
        .arg(c.timed);
}

} // namespace

TrainingSearchOutcome searchSavedTrainingJob(const Topology& topology, const Catalog& catalog,
    const std::vector<TrainingJobSpec>& jobs, int index, StopFlag stop,
    std::shared_ptr<const SurvivingTopology> survivors)
{
    TrainingSearchOutcome outcome;
    try {
        const TrainingJobSpec& job = jobs.at(static_cast<std::size_t>(index));
        const ModelSpec* model = catalog.model(job.model);
        if (!model)
            throw std::invalid_argument("the catalog has no model \"" + job.model + "\"");
        const std::vector<NodeId> failed = survivors ? failedGpus(topology, *survivors) : std::vector<NodeId> {};
        const std::vector<PlacedTrainingJob> placed = placeTrainingJobs(jobs, topology, failed);
        std::vector<NodeId> taken;
        for (int i = 0; i < index; ++i)
            taken.insert(taken.end(), placed.at(i).gpus.begin(), placed.at(i).gpus.end());
        SearchRequest request;
        request.gpus = job.parallel.gpus();
        request.base = job.parallel;
        request.placements.push_back(placementOf(topology, job, std::move(taken), failed));
        request.iteration.overlapDataParallel = job.overlapDataParallel;
        request.iteration.overlapTensorParallel = job.overlapTensorParallel;
        request.iteration.sim.qpsPerConnection = job.qpsPerConnection;
        request.stop = stop;
        const SearchResult result = searchConfigsOn(topology, survivors.get(), catalog, *model, request);
        outcome.best = result.best;
        QString status = QObject::tr("%1 on %2 GPUs, global batch %3: %4")
                             .arg(QString::fromStdString(model->name))
                             .arg(request.gpus)
                             .arg(result.globalBatch)
                             .arg(countsText(result));
        for (const std::string& problem : result.placementProblems)
            status += QStringLiteral("\n") + QString::fromStdString(problem);
        if (result.best.empty() && !result.leastMemoryProblem.empty())
            status += QObject::tr("\nThe one that needs least memory: %1")
                          .arg(QString::fromStdString(result.leastMemoryProblem));
        outcome.status = status;
    } catch (const SimulationStopped&) {
        outcome.status = QObject::tr("Search stopped");
    } catch (const std::exception& error) {
        outcome.status = QString::fromStdString(error.what());
    }
    return outcome;
}

void TrainingSession::search()
{
    forgetSearch();
    if (!m_document || !m_document->topology() || m_selected < 0)
        return;
    pruneJobs();
    const int generation = ++m_searchGeneration;
    m_searchStop = std::make_shared<std::atomic<bool>>(false);
    m_searching = true;
    m_searchStatus = tr("Searching…");
    emit searchChanged();
    m_jobs.push_back(std::async(std::launch::async,
        [this, topology = m_document->topology(), catalog = m_document->catalog(),
            jobs = m_document->design().trainingJobs, index = m_selected, generation, stop = m_searchStop,
            survivors = m_document->survivors()] {
            TrainingSearchOutcome outcome
                = searchSavedTrainingJob(*topology, *catalog, jobs, index, StopFlag(stop.get()), survivors);
            if (stop->load())
                return;
            QMetaObject::invokeMethod(
                this,
                [this, generation, outcome = std::move(outcome)] {
                    if (generation == m_searchGeneration)
                        finishSearch(outcome);
                },
                Qt::QueuedConnection);
        }));
}

// An edit of the design (another tenant's GPUs, this job's settings): a search under way starts
// again on the design as it is now; results found before stay, saying so.
void TrainingSession::searchAfterEdit()
{
    if (m_searching) {
        search();
        return;
    }
    if (m_searchBest.empty() || m_searchStale)
        return;
    m_searchStale = true;
    m_searchStatus = tr("Found before the last edit of the design: search again for results on it.")
        + QStringLiteral("\n") + m_searchStatus;
    emit searchChanged();
}

void TrainingSession::finishSearch(const TrainingSearchOutcome& outcome)
{
    m_searching = false;
    m_searchStale = false;
    m_searchBest = outcome.best;
    m_searchStatus = outcome.status;
    ++m_finishedSearches;
    emit searchChanged();
}

// Another job chosen or another design: the results were for the one before; a search under way stops.
void TrainingSession::forgetSearch()
{
    if (m_searchStop)
        m_searchStop->store(true);
    m_searchStop.reset();
    ++m_searchGeneration;
    const bool had = m_searching || !m_searchBest.empty() || !m_searchStatus.isEmpty();
    m_searching = false;
    m_searchStale = false;
    m_searchBest.clear();
    m_searchStatus.clear();
    if (had)
        emit searchChanged();
}

QVariantList TrainingSession::searchResults() const
{
    QVariantList rows;
    for (const SearchCandidate& candidate : m_searchBest) {
        const IterationResult& r = candidate.result;
        const ParallelConfig& c = r.config;
        QString label = tr("TP %1 PP %2").arg(c.tp).arg(c.pp);
        if (c.vpp > 1)
            label += QStringLiteral("x%1").arg(c.vpp);
        label += tr(" DP %1").arg(c.dp);
        if (c.cp > 1)
            label += tr(" CP %1").arg(c.cp);
        if (c.ep > 1)
            label += tr(" EP %1").arg(c.ep);
        label += tr(" mb %1").arg(c.microBatch);
        rows << QVariantMap { { "label", label }, { "iterationMs", r.iterationUs / 1000 }, { "mfu", r.mfu },
            { "tp", c.tp }, { "pp", c.pp }, { "dp", c.dp }, { "cp", c.cp }, { "ep", c.ep }, { "vpp", c.vpp },
            { "microBatch", c.microBatch }, { "order", QString::fromStdString(toString(r.order)) } };
    }
    return rows;
}

} // namespace scalescope::gui

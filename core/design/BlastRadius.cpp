#include "design/BlastRadius.h"

#include "design/JobRunner.h"
#include "design/SavedTrainingJob.h"
#include "design/TrainingJobPlacement.h"
#include "model/Localized.h"
#include "model/Names.h"
#include "train/ParallelGroups.h"
#include "train/TrainingIteration.h"

#include <algorithm>
#include <deque>
#include <limits>

namespace scalescope {
namespace {

bool isInsideTier(LinkTier tier, bool withPcie)
{
    return tier == LinkTier::NvLink || tier == LinkTier::NvLinkC2C || (withPcie && tier == LinkTier::Pcie);
}

std::vector<std::vector<LinkId>> adjacency(const Topology& topology)
{
    std::vector<std::vector<LinkId>> links(topology.nodes.size());
    for (LinkId l = 0; l < topology.links.size(); ++l) {
        links[topology.links[l].a].push_back(l);
        links[topology.links[l].b].push_back(l);
    }
    return links;
}

NodeId otherEnd(const Link& link, NodeId from)
{
    return link.a == from ? link.b : link.a;
}

// Marks `in` for everything the GPUs reach over NVLink (and PCIe); returns how many NVLink
// domains (components over NVLink alone) the GPUs sit in.
int reachInside(const Topology& full, const std::vector<std::vector<LinkId>>& links, const std::vector<NodeId>& gpus,
    bool withPcie, std::vector<char>& in)
{
    int domains = 0;
    std::deque<NodeId> queue;
    for (const NodeId gpu : gpus) {
        if (in[gpu])
            continue;
        ++domains;
        in[gpu] = 1;
        queue.push_back(gpu);
        while (!queue.empty()) {
            const NodeId n = queue.front();
            queue.pop_front();
            for (const LinkId l : links[n]) {
                const NodeId m = otherEnd(full.links[l], n);
                if (isInsideTier(full.links[l].tier, withPcie) && !in[m]) {
                    in[m] = 1;
                    queue.push_back(m);
                }
            }
        }
    }
    return domains;
}

// Hops from `from` over compute-fabric links to every device.
std::vector<int> fabricDistances(const Topology& full, const std::vector<std::vector<LinkId>>& links, NodeId from)
{
    std::vector<int> distance(full.nodes.size(), std::numeric_limits<int>::max());
    std::deque<NodeId> queue { from };
    distance[from] = 0;
    while (!queue.empty()) {
        const NodeId n = queue.front();
        queue.pop_front();
        for (const LinkId l : links[n]) {
            const NodeId m = otherEnd(full.links[l], n);
            if (full.isComputeFabricLink(full.links[l]) && distance[m] == std::numeric_limits<int>::max()) {
                distance[m] = distance[n] + 1;
                queue.push_back(m);
            }
        }
    }
    return distance;
}

// Adds the fabric between the NICs in the footprint: each NIC's switches and every device on a
// shortest path between two of those switches; above kMostLeavesTraced switches, every switch of
// the compute fabric (a job that large crosses most of it anyway).
constexpr std::size_t kMostLeavesTraced = 64;
void addFabric(const Topology& full, const std::vector<std::vector<LinkId>>& links, std::vector<char>& in)
{
    std::vector<char> isLeaf(full.nodes.size(), 0);
    std::vector<NodeId> leaves;
    for (NodeId n = 0; n < full.nodes.size(); ++n)
        if (in[n] && full.nodes[n].kind == NodeKind::Nic)
            for (const LinkId l : links[n])
                if (const NodeId leaf = otherEnd(full.links[l], n);
                    full.isComputeFabricLink(full.links[l]) && !isLeaf[leaf]) {
                    isLeaf[leaf] = 1;
                    leaves.push_back(leaf);
                }
    if (leaves.size() > kMostLeavesTraced) { // the pairs would cost too much: all of the fabric, then
        for (const Link& link : full.links)
            if (full.isComputeFabricLink(link) && full.nodes[link.a].kind != NodeKind::Nic
                && full.nodes[link.b].kind != NodeKind::Nic)
                in[link.a] = in[link.b] = 1;
        for (const NodeId leaf : leaves)
            in[leaf] = 1;
        return;
    }
    constexpr int kFar = std::numeric_limits<int>::max();
    std::vector<std::vector<int>> distance;
    for (std::size_t i = 0; i < leaves.size(); ++i) {
        in[leaves[i]] = 1;
        distance.push_back(fabricDistances(full, links, leaves[i]));
        for (std::size_t j = 0; j < i; ++j) {
            const int apart = distance[i][leaves[j]];
            for (NodeId n = 0; n < full.nodes.size() && apart != kFar; ++n)
                if (distance[i][n] != kFar && distance[j][n] != kFar && distance[i][n] + distance[j][n] == apart)
                    in[n] = 1;
        }
    }
}

std::string linkName(const Topology& full, const Link& link)
{
    return full.nodes[link.a].name + "--" + full.nodes[link.b].name;
}

// The first mark inside the footprint, in words; empty when none is.
std::string markInside(const Topology& full, const SurvivingTopology& survivors, const std::vector<char>& in)
{
    for (NodeId n = 0; n < full.nodes.size(); ++n)
        if (in[n] && survivors.failed(n))
            return localized(QT_TRANSLATE_NOOP("scalescope-core", "%1 failed"), { full.nodes[n].name });
    for (LinkId l = 0; l < full.links.size(); ++l) {
        const Link& link = full.links[l];
        if (!in[link.a] || !in[link.b])
            continue;
        const LinkId kept = survivors.survivingLinkOf[l];
        if (kept == SurvivingTopology::kGone)
            return localized(QT_TRANSLATE_NOOP("scalescope-core", "link %1 lost"), { linkName(full, link) });
        const Link& now = survivors.topology.links[kept];
        if (now.bytesPerSecPerDirection != link.bytesPerSecPerDirection || now.lanes != link.lanes)
            return localized(QT_TRANSLATE_NOOP("scalescope-core", "link %1 degraded to %2"),
                { linkName(full, link), formatRateBits(now.bytesPerSecPerDirection) });
    }
    return {};
}

JobOutcome collectiveOutcome(const Topology& full, const Catalog& catalog, const JobSpec& job,
    const JobRunOptions& options, std::shared_ptr<const SurvivingTopology> survivors)
{
    JobOutcome outcome;
    try {
        const JobPlan plan = planJob(full, catalog, job, options, std::move(survivors));
        const SimResult result = runJob(full, plan).simulation;
        outcome.timeUs = result.timeUs;
        outcome.busbwGBps = result.busbwGBps;
        outcome.gpus = result.ranks;
    } catch (const std::invalid_argument& error) {
        outcome.cannotRun = error.what();
    }
    return outcome;
}

// Each training job on the GPUs placement gave it, alone, on `topology` (the survivors' or the full).
std::vector<JobOutcome> trainingOutcomes(const Topology& full, const Catalog& catalog,
    const std::vector<TrainingJobSpec>& training, const SurvivingTopology* survivors,
    std::vector<std::vector<NodeId>>* placedOut)
{
    const std::vector<PlacedTrainingJob> placed
        = placeTrainingJobs(training, full, survivors ? failedGpus(full, *survivors) : std::vector<NodeId> {});
    std::vector<JobOutcome> outcomes(training.size());
    for (std::size_t i = 0; i < training.size(); ++i) {
        JobOutcome& outcome = outcomes[i];
        if (placedOut)
            placedOut->push_back(placed[i].gpus);
        if (!placed[i].ok()) {
            outcome.cannotRun
                = localized(QT_TRANSLATE_NOOP("scalescope-core", "cannot be placed: %1"), { placed[i].problem });
            continue;
        }
        const TrainingJobSpec& spec = training[i];
        const ModelSpec* model = catalog.model(spec.model);
        if (!model) {
            outcome.cannotRun
                = localized(QT_TRANSLATE_NOOP("scalescope-core", "no model is named \"%1\""), { spec.model });
            continue;
        }
        try {
            const IterationOptions options = iterationOptionsOf(spec);
            const IterationResult result = survivors
                ? simulateIteration(survivors->topology, catalog, *model, spec.parallel,
                    survivingIds(*survivors, placed[i].gpus), options)
                : simulateIteration(full, catalog, *model, spec.parallel, placed[i].gpus, options);
            outcome.timeUs = result.iterationUs;
            outcome.tokensPerSec = result.tokensPerSec;
            outcome.mfu = result.mfu;
            outcome.gpus = static_cast<int>(placed[i].gpus.size());
        } catch (const TrainingConfigError& error) {
            outcome.cannotRun = error.problems().empty() ? error.what() : error.problems().front();
        } catch (const std::invalid_argument& error) {
            outcome.cannotRun = error.what();
        }
    }
    return outcomes;
}

} // namespace

TouchCheck touchedBy(const Topology& full, const SurvivingTopology& survivors, const std::vector<NodeId>& gpus)
{
    for (const NodeId gpu : gpus)
        if (survivors.failed(gpu))
            return { true,
                localized(QT_TRANSLATE_NOOP("scalescope-core", "rank %1 failed"), { full.nodes[gpu].name }) };
    const auto links = adjacency(full);
    std::vector<char> in(full.nodes.size(), 0);
    if (reachInside(full, links, gpus, false, in) > 1) {
        in.assign(full.nodes.size(), 0); // again, with what the GPUs reach over PCIe: their NICs
        reachInside(full, links, gpus, true, in);
        addFabric(full, links, in);
    }
    std::string why = markInside(full, survivors, in);
    return { !why.empty(), why };
}

double JobImpact::slowdown() const
{
    return before.ran() && after.ran() && before.timeUs > 0 ? after.timeUs / before.timeUs : 0;
}

std::vector<JobImpact> blastRadius(const Topology& full, const Catalog& catalog, const std::vector<JobSpec>& jobs,
    const std::vector<TrainingJobSpec>& training, const SurvivingTopology& survivors, const BlastRadiusOptions& options)
{
    const auto after = std::make_shared<const SurvivingTopology>(survivors);
    JobRunOptions run;
    run.memoryBudgetBytes = options.memoryBudgetBytes;
    run.survivorsOnly = options.survivorsOnly;
    std::vector<JobImpact> impacts;
    // "all_reduce of 1 GiB on all": the ranks as the job gives them.
    const std::string collectiveWhat = translated(kCoreContext, QT_TRANSLATE_NOOP("scalescope-core", "%1 of %2 on %3"));
    for (const JobSpec& job : jobs) {
        JobImpact impact;
        impact.name = job.name;
        impact.what = substitute(collectiveWhat, { toString(job.collective), formatSize(job.bytes), job.ranks });
        try {
            impact.check = touchedBy(full, survivors, selectJobRanks(full, job.ranks));
        } catch (const JobError& error) {
            impact.check = { false, error.what() };
        }
        impact.before = collectiveOutcome(full, catalog, job, run, nullptr);
        impact.after = collectiveOutcome(full, catalog, job, run, after);
        impacts.push_back(std::move(impact));
    }
    std::vector<std::vector<NodeId>> healthyGpus;
    const std::vector<JobOutcome> before = trainingOutcomes(full, catalog, training, nullptr, &healthyGpus);
    const std::vector<JobOutcome> afterOutcomes = trainingOutcomes(full, catalog, training, &survivors, nullptr);
    const std::string trainingWhat
        = translated(kCoreContext, QT_TRANSLATE_NOOP("scalescope-core", "%1, TP %2 PP %3 DP %4"));
    for (std::size_t i = 0; i < training.size(); ++i) {
        JobImpact impact;
        impact.name = training[i].name;
        impact.training = true;
        const ParallelConfig& p = training[i].parallel;
        impact.what = substitute(
            trainingWhat, { training[i].model, std::to_string(p.tp), std::to_string(p.pp), std::to_string(p.dp) });
        impact.check = touchedBy(full, survivors, healthyGpus[i]);
        impact.before = before[i];
        impact.after = afterOutcomes[i];
        impacts.push_back(std::move(impact));
    }
    return impacts;
}

} // namespace scalescope

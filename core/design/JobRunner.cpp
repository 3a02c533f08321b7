#include "design/JobRunner.h"

#include "model/Localized.h"
#include "sim/FlowMemory.h"
#include "sim/RankSelection.h"

namespace scalescope {

JobError::JobError(Part part, const std::string& message)
    : std::invalid_argument(message)
    , m_part(part)
{
}

std::vector<NodeId> selectJobRanks(const Topology& topology, const std::string& ranks)
{
    try {
        return selectRanks(ranks, topology);
    } catch (const std::invalid_argument& error) {
        throw JobError(JobError::Part::Ranks, error.what());
    }
}

namespace {

// The job's GPUs (ids of the full topology) as ids of the survivors: failed ones refused, or
// left out when the caller asks (or the job takes all GPUs).
std::vector<NodeId> survivingRanks(const Topology& full, const SurvivingTopology& survivors,
    const std::vector<NodeId>& ranks, const JobSpec& job, const JobRunOptions& options)
{
    std::vector<NodeId> surviving;
    std::string failed;
    int failedCount = 0;
    for (const NodeId rank : ranks) {
        if (!survivors.failed(rank)) {
            surviving.push_back(survivors.survivingNodeOf[rank]);
            continue;
        }
        if (++failedCount <= 4)
            failed += (failed.empty() ? "" : ", ") + full.nodes[rank].name;
    }
    if (failedCount > 0 && !options.survivorsOnly && job.ranks != "all")
        throw JobError(JobError::Part::Run,
            localized(QT_TRANSLATE_NOOP("scalescope-core",
                          "the job needs %1 GPU(s) marked failed (%2): it cannot run without them; run it on the %3 "
                          "surviving GPUs to leave them out"),
                { std::to_string(failedCount), failed + (failedCount > 4 ? ", ..." : ""),
                    std::to_string(surviving.size()) }));
    return surviving;
}

} // namespace

JobPlan planJob(const Topology& topology, const Catalog& catalog, const JobSpec& job, const JobRunOptions& options,
    std::shared_ptr<const SurvivingTopology> survivors)
{
    JobPlan plan;
    plan.workload.collective = job.collective;
    plan.workload.bytes = job.bytes;
    plan.workload.algorithm = job.algorithm;
    plan.workload.ranks = selectJobRanks(topology, job.ranks);
    if (survivors)
        plan.workload.ranks = survivingRanks(topology, *survivors, plan.workload.ranks, job, options);
    plan.survivors = std::move(survivors);
    const Topology& runsOn = plan.survivors ? plan.survivors->topology : topology;
    plan.options.fidelity = job.fidelity;
    plan.options.ideal = options.ideal;
    plan.options.gpuDirect = job.gpuDirect;
    plan.options.nvls = job.nvls;
    plan.options.routing = job.routing;
    plan.options.qpsPerConnection = job.qpsPerConnection;
    plan.options.stop = options.stop;
    plan.options.memoryBudgetBytes = options.memoryBudgetBytes;
    try {
        plan.layout = layoutRanks(
            runsOn, catalog, plan.workload.ranks, plan.survivors ? plan.survivors->nicOfGpu : std::vector<NodeId> {});
    } catch (const std::invalid_argument& error) {
        throw JobError(JobError::Part::Run, error.what()); // a GPU given twice, fewer than two
    }
    if (plan.survivors && plan.layout.domains > 1)
        if (const auto missing = missingFabricHop(runsOn, plan.layout.nicOfRank))
            throw JobError(JobError::Part::Run, *missing);
    return plan;
}

JobResult runJob(const Topology& topology, const JobPlan& plan)
{
    JobResult result;
    try {
        if (plan.survivors)
            result.simulation = resultOnFullTopology(
                simulate(plan.survivors->topology, plan.layout, plan.workload, plan.options), *plan.survivors);
        else
            result.simulation = simulate(topology, plan.layout, plan.workload, plan.options);
    } catch (const FlowMemoryExceeded& error) {
        throw JobError(JobError::Part::Memory, error.what());
    } catch (const std::invalid_argument& error) {
        throw JobError(JobError::Part::Run, error.what());
    }
    result.timeline = LoadTimeline(result.simulation, topology.links.size());
    return result;
}

JobResult runJob(const Topology& topology, const Catalog& catalog, const JobSpec& job, const JobRunOptions& options)
{
    return runJob(topology, planJob(topology, catalog, job, options));
}

JobResult runJob(const ExpandedDesign& design, const JobSpec& job, const JobRunOptions& options)
{
    return runJob(design.topology, planJob(design.topology, *design.catalog, job, options, design.survivors));
}

} // namespace scalescope

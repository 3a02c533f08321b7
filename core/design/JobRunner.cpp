#include "design/JobRunner.h"

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

JobPlan planJob(const Topology& topology, const Catalog& catalog, const JobSpec& job, const JobRunOptions& options)
{
    JobPlan plan;
    plan.workload.collective = job.collective;
    plan.workload.bytes = job.bytes;
    plan.workload.algorithm = job.algorithm;
    plan.workload.ranks = selectJobRanks(topology, job.ranks);
    plan.options.fidelity = job.fidelity;
    plan.options.ideal = options.ideal;
    plan.options.gpuDirect = job.gpuDirect;
    plan.options.nvls = job.nvls;
    plan.options.routing = job.routing;
    plan.options.stop = options.stop;
    plan.options.memoryBudgetBytes = options.memoryBudgetBytes;
    try {
        plan.layout = layoutRanks(topology, catalog, plan.workload.ranks);
    } catch (const std::invalid_argument& error) {
        throw JobError(JobError::Part::Run, error.what()); // a GPU given twice, fewer than two
    }
    return plan;
}

JobResult runJob(const Topology& topology, const JobPlan& plan)
{
    JobResult result;
    try {
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

} // namespace scalescope

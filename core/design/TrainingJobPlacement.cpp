#include "design/TrainingJobPlacement.h"

namespace scalescope {
namespace {

PlacementRequest requestFor(const TrainingJobSpec& job, const std::vector<NodeId>& taken)
{
    PlacementRequest request;
    request.gpus = static_cast<int>(job.parallel.gpus());
    if (const auto policy = parsePlacementPolicy(job.placement))
        request.policy = *policy;
    else {
        request.policy = PlacementPolicy::List;
        request.list = job.placement;
    }
    request.seed = job.seed;
    request.taken = taken;
    try {
        request.blocks = rankBlocksOf(job.parallel, parseRankOrder(job.order, job.parallel));
    } catch (const std::invalid_argument&) {
        request.blocks.block = job.parallel.tp; // the job's check names the order's problem
    }
    return request;
}

} // namespace

std::vector<PlacedTrainingJob> placeTrainingJobs(
    const std::vector<TrainingJobSpec>& jobs, const Topology& topology, const std::vector<NodeId>& unavailable)
{
    std::vector<PlacedTrainingJob> out;
    std::vector<NodeId> taken;
    for (const TrainingJobSpec& job : jobs) {
        PlacementRequest request = requestFor(job, taken);
        request.unavailable = unavailable;
        PlacementResult placed = placeJob(topology, request);
        PlacedTrainingJob entry;
        entry.fault = placed.fault;
        entry.problem = std::move(placed.problem);
        entry.note = std::move(placed.note);
        if (placed.ok()) {
            taken.insert(taken.end(), placed.gpus.begin(), placed.gpus.end());
            entry.gpus = std::move(placed.gpus);
        }
        out.push_back(std::move(entry));
    }
    return out;
}

} // namespace scalescope

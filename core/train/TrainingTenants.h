// Several training jobs on one cluster at once (tenants), at flow fidelity. Each job is first
// run alone; then each again with the other jobs' traffic beside its own: while a job's
// collectives of a kind (tp, cp, ep, pp, dp) run, every other job's busiest collective of the same
// kind runs on all of its groups that leave their NVLink domain, on the same network, so that
// where their routes meet (shared leaf uplinks and spines) they share the links. The jobs are
// taken to be in step (both in their backward pass, reducing gradients at the same moment): the
// contention a user sees when one tenant's all-reduces slow another's, not a time-averaged one.
#pragma once

#include "catalog/Catalog.h"
#include "model/Topology.h"
#include "train/TrainingIteration.h"

#include <string>
#include <vector>

namespace scalescope {

struct TenantJob {
    std::string name;
    const ModelSpec* model = nullptr;
    ParallelConfig config;
    std::vector<NodeId> gpus; // placed, in rank order
    IterationOptions options; // its fidelity is set to flow
};

struct TenantResult {
    IterationResult alone, together;
    double slowdown() const { return alone.iterationUs > 0 ? together.iterationUs / alone.iterationUs : 1.0; }
};

// Throws as simulateIteration does; the message of a job's error names the job.
std::vector<TenantResult> simulateTenants(
    const Topology& topology, const Catalog& catalog, const std::vector<TenantJob>& jobs);

} // namespace scalescope

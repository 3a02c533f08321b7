#include "train/TrainingTenants.h"

#include "train/IterationLinkLoads.h"
#include "model/Localized.h"
#include "sim/RankLayout.h"

#include <cmath>
#include <set>

namespace scalescope {
namespace {

// A job's traffic that leaves its NVLink domains, by kind: its busiest collective of each kind
// (the result lists them busiest first) on every group that spans two or more domains.
std::map<std::string, std::vector<Workload>> crossingTraffic(
    const Topology& topology, const Catalog& catalog, const TenantJob& job, const IterationResult& alone)
{
    std::map<std::string, std::vector<Workload>> out;
    if (job.gpus.size() < 2)
        return out;
    const RankLayout layout = layoutRanks(topology, catalog, job.gpus, statedNics(job.options.sim));
    for (const IterationCollective& c : alone.collectives) {
        const auto bytes = static_cast<ByteCount>(std::llround(c.bytes));
        if (out.count(c.kind) || bytes == 0)
            continue;
        std::vector<Workload>& workloads = out[c.kind];
        for (const std::vector<int>& group : groupsOfKind(alone.config, job.options.order, c)) {
            std::set<int> domains;
            for (int rank : group)
                domains.insert(layout.domainOfRank[static_cast<std::size_t>(rank)]);
            if (domains.size() < 2)
                continue;
            Workload w { c.collective, bytes, {}, Algorithm::Auto };
            for (int rank : group)
                w.ranks.push_back(job.gpus[static_cast<std::size_t>(rank)]);
            workloads.push_back(std::move(w));
        }
    }
    return out;
}

IterationResult iterateJob(const Topology& topology, const Catalog& catalog, const TenantJob& job,
    std::map<std::string, std::vector<Workload>> background)
{
    IterationOptions options = job.options;
    options.sim.fidelity = Fidelity::Flow;
    options.background = std::move(background);
    try {
        return simulateIteration(topology, catalog, *job.model, job.config, job.gpus, options);
    } catch (const TrainingConfigError& error) {
        std::vector<std::string> problems;
        for (const std::string& problem : error.problems())
            problems.push_back(
                localized(QT_TRANSLATE_NOOP("scalescope-core", "job \"%1\": %2"), { job.name, problem }));
        throw TrainingConfigError(std::move(problems));
    } catch (const std::invalid_argument& error) {
        throw std::invalid_argument(
            localized(QT_TRANSLATE_NOOP("scalescope-core", "job \"%1\": %2"), { job.name, error.what() }));
    }
}

} // namespace

std::vector<TenantResult> simulateTenants(
    const Topology& topology, const Catalog& catalog, const std::vector<TenantJob>& jobs)
{
    std::vector<TenantResult> out(jobs.size());
    std::vector<std::map<std::string, std::vector<Workload>>> traffic;
    for (std::size_t i = 0; i < jobs.size(); ++i) {
        out[i].alone = iterateJob(topology, catalog, jobs[i], {});
        traffic.push_back(crossingTraffic(topology, catalog, jobs[i], out[i].alone));
    }
    for (std::size_t i = 0; i < jobs.size(); ++i) {
        std::map<std::string, std::vector<Workload>> others;
        for (std::size_t j = 0; j < jobs.size(); ++j)
            if (j != i)
                for (const auto& [kind, workloads] : traffic[j])
                    others[kind].insert(others[kind].end(), workloads.begin(), workloads.end());
        out[i].together = iterateJob(topology, catalog, jobs[i], std::move(others));
    }
    return out;
}

} // namespace scalescope

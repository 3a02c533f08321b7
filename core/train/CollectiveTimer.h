// Times a training job's collectives with the simulator, on the GPUs the job was placed on.
// The groups of one kind (the 2,048 TP groups of a 16,384-GPU job) are mostly alike: each group's
// shape (its size, the NVLink domains it spans and the fewest and most ranks it has in one) is
// worked out from the whole job's layout, and each distinct shape is simulated once, on the first
// real group that has it, for each collective and size; the slowest shape is what the kind costs
// (its groups run at the same time, and the iteration waits for the last). The shape leaves out
// which leaf switches the group's NICs hang off, which the analytic model reads only on an
// oversubscribed fabric: there a group of the same shape on one leaf is timed as the first one.
// At flow fidelity the groups of a kind run together instead, sharing links (ConcurrentGroups).
#pragma once

#include "catalog/Catalog.h"
#include "model/Collective.h"
#include "model/Topology.h"
#include "sim/Simulator.h"
#include "train/ConcurrentGroups.h"

#include <map>
#include <string>
#include <memory>
#include <tuple>
#include <vector>

namespace scalescope {

class CollectiveTimer {
public:
    // `gpus`: the job's GPUs in rank order (rank r is gpus[r]). Throws std::invalid_argument as
    // the simulator does for GPUs it cannot run on.
    CollectiveTimer(const Topology& topology, const Catalog& catalog, std::vector<NodeId> gpus, SimOptions options);

    // The slowest of the groups (lists of job ranks) for one collective of `bytes` (nccl-tests'
    // size), in microseconds; 0 for groups of one rank or no bytes.
    // `kind` (tp, cp, ep, pp, dp) picks the other tenants' traffic that runs beside it at flow
    // fidelity (setBackground).
    double slowestUs(
        Collective collective, double bytes, const std::vector<std::vector<int>>& groups, const std::string& kind = {});
    // Flow fidelity: other jobs' collectives, by kind, that run at the same moment as this job's
    // collectives of that kind and share the fabric with them.
    void setBackground(std::map<std::string, std::vector<Workload>> byKind) { m_background = std::move(byKind); }

    int simulations() const { return m_simulations + (m_flow ? m_flow->simulations() : 0); }
    // Flow fidelity: the busiest link directions while any kind's groups ran; empty at analytic.
    std::vector<BusyLink> busiestLinks(std::size_t count) const;
    const std::vector<NodeId>& gpus() const { return m_gpus; }

private:
    using Shape = std::tuple<int, int, int, int>; // ranks, domains, fewest and most in one domain
    using Key = std::tuple<Collective, ByteCount, Shape>;
    Shape shapeOf(const std::vector<int>& group);
    double timeUs(Collective collective, ByteCount bytes, const std::vector<int>& group);

    const Topology& m_topology;
    const Catalog& m_catalog;
    std::vector<NodeId> m_gpus;
    SimOptions m_options;
    std::vector<int> m_domainOfRank;
    std::vector<int> m_countScratch; // per domain, zeroed after each use
    std::map<Key, double> m_cache;
    int m_simulations = 0;
    std::unique_ptr<ConcurrentGroups> m_flow; // at flow fidelity
    std::map<std::string, std::vector<Workload>> m_background;
};

} // namespace scalescope

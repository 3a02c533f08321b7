// Flow fidelity for a training job: the groups of one kind (the DP reduce-scatters of every TP
// rank and stage, the TP all-gathers of every group) run at the same moment, so they are timed
// together on one network (sim/SimulateTogether.h) and share links where their routes meet.
//
// Bounding the work: the groups are split into sets that can share a link. Two groups whose
// GPUs lie in different NVLink domains, each group staying inside its own domain, use only their
// own GPUs' NVLink ports and switches, so they share no link and are timed apart (exact). Every
// group that crosses domains, and every group in a domain it touches, is joined into one set
// and timed together, whatever the count (the scale-out bottleneck lives there). A set inside
// one domain is simulated once for each distinct list of group shapes (size, fewest and most
// ranks in a domain), as the analytic timer does.
//
// Other tenants (setBackground in CollectiveTimer): their collectives that cross domains join the
// set of this job's groups that crosses domains; a job whose groups all stay inside its NVLink
// domains shares no link with them and is not slowed.
#pragma once

#include "catalog/Catalog.h"
#include "model/Collective.h"
#include "model/Topology.h"
#include "sim/SimulateTogether.h"
#include "sim/Simulator.h"

#include <map>
#include <string>
#include <tuple>
#include <vector>

namespace scalescope {

// One direction of a link and how busy it was while a kind's collectives ran together.
struct BusyLink {
    LinkId link = 0;
    bool fromA = true;
    double utilization = 0; // mean over the collectives' time, 0..1 of the direction's capacity
    std::string during; // the collective, e.g. "reduce_scatter of 1.2 GiB"
};

class ConcurrentGroups {
public:
    // `domainOfRank`: each job rank's NVLink domain; `gpus`: the job's GPUs in rank order.
    ConcurrentGroups(const Topology& topology, const Catalog& catalog, const std::vector<NodeId>& gpus,
        const std::vector<int>& domainOfRank, const SimOptions& options);

    // The slowest group's time, all groups of two or more ranks running together (microseconds).
    // `background`: other jobs' collectives that cross NVLink domains, run with the set of this
    // job's groups that does (their time is not counted; they only take their share of links).
    double slowestUs(Collective collective, ByteCount bytes, const std::vector<std::vector<int>>& groups,
        const std::vector<Workload>& background = {});

    int simulations() const { return m_simulations; }
    // The busiest link directions seen in any run, busiest first, at most `count`.
    std::vector<BusyLink> busiest(std::size_t count) const;

private:
    using Shapes = std::vector<std::tuple<int, int, int>>;
    using Key = std::tuple<Collective, ByteCount, Shapes>;
    std::vector<std::vector<const std::vector<int>*>> linkSharingSets(const std::vector<std::vector<int>>& groups);
    double timeSet(Collective collective, ByteCount bytes, const std::vector<const std::vector<int>*>& set,
        const std::vector<Workload>& background);
    Shapes shapesOf(const std::vector<const std::vector<int>*>& set) const;
    void noteLinks(const TogetherResult& run, Collective collective, ByteCount bytes);

    const Topology& m_topology;
    const Catalog& m_catalog;
    const std::vector<NodeId>& m_gpus;
    const std::vector<int>& m_domainOfRank;
    SimOptions m_options;
    std::map<Key, double> m_inDomainCache;
    std::map<std::pair<LinkId, bool>, BusyLink> m_links;
    int m_simulations = 0;
};

} // namespace scalescope

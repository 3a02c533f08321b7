#include "train/ConcurrentGroups.h"

#include "model/Localized.h"
#include "model/Units.h"

#include <algorithm>
#include <numeric>

namespace scalescope {
namespace {

// Union-find over NVLink domains.
struct DomainSets {
    std::vector<int> parent;
    explicit DomainSets(int domains)
        : parent(static_cast<std::size_t>(domains))
    {
        std::iota(parent.begin(), parent.end(), 0);
    }
    int root(int d)
    {
        while (parent[static_cast<std::size_t>(d)] != d)
            d = parent[static_cast<std::size_t>(d)]
                = parent[static_cast<std::size_t>(parent[static_cast<std::size_t>(d)])];
        return d;
    }
    void join(int a, int b) { parent[static_cast<std::size_t>(root(a))] = root(b); }
};

} // namespace

ConcurrentGroups::ConcurrentGroups(const Topology& topology, const Catalog& catalog, const std::vector<NodeId>& gpus,
    const std::vector<int>& domainOfRank, const SimOptions& options)
    : m_topology(topology)
    , m_catalog(catalog)
    , m_gpus(gpus)
    , m_domainOfRank(domainOfRank)
    , m_options(options)
{
}

std::vector<std::vector<const std::vector<int>*>> ConcurrentGroups::linkSharingSets(
    const std::vector<std::vector<int>>& groups)
{
    const int domains
        = m_domainOfRank.empty() ? 1 : 1 + *std::max_element(m_domainOfRank.begin(), m_domainOfRank.end());
    DomainSets sets(domains);
    int scaleOut = -1; // a domain of the first group that crosses domains
    for (const std::vector<int>& group : groups) {
        if (group.size() < 2)
            continue;
        const int first = m_domainOfRank[static_cast<std::size_t>(group.front())];
        bool crosses = false;
        for (int rank : group) {
            const int domain = m_domainOfRank[static_cast<std::size_t>(rank)];
            crosses = crosses || domain != first;
            sets.join(domain, first);
        }
        if (crosses) { // every group that leaves its domain may meet every other on the fabric
            if (scaleOut < 0)
                scaleOut = first;
            sets.join(first, scaleOut);
        }
    }
    std::map<int, std::vector<const std::vector<int>*>> byRoot;
    for (const std::vector<int>& group : groups)
        if (group.size() >= 2)
            byRoot[sets.root(m_domainOfRank[static_cast<std::size_t>(group.front())])].push_back(&group);
    std::vector<std::vector<const std::vector<int>*>> out;
    for (auto& [root, set] : byRoot)
        out.push_back(std::move(set));
    return out;
}

ConcurrentGroups::Shapes ConcurrentGroups::shapesOf(const std::vector<const std::vector<int>*>& set) const
{
    Shapes shapes;
    for (const std::vector<int>* group : set) {
        std::map<int, int> perDomain;
        for (int rank : *group)
            ++perDomain[m_domainOfRank[static_cast<std::size_t>(rank)]];
        int fewest = static_cast<int>(group->size()), most = 0;
        for (const auto& [domain, count] : perDomain) {
            fewest = std::min(fewest, count);
            most = std::max(most, count);
        }
        shapes.emplace_back(static_cast<int>(group->size()), fewest, most);
    }
    std::sort(shapes.begin(), shapes.end());
    return shapes;
}

void ConcurrentGroups::noteLinks(const TogetherResult& run, Collective collective, ByteCount bytes)
{
    if (run.timeUs <= 0)
        return;
    // "reduce_scatter of 1.2 GiB": the same for every link of the run.
    const std::string during
        = localized(QT_TRANSLATE_NOOP("scalescope-core", "%1 of %2"), { toString(collective), formatSize(bytes) });
    for (const LinkTimeline& timeline : run.links) {
        double busyUs = 0;
        for (const LinkSegment& s : timeline.segments)
            busyUs += s.utilization * (s.endUs - s.startUs);
        const double utilization = busyUs / run.timeUs;
        BusyLink& seen = m_links[{ timeline.link, timeline.fromA }];
        if (utilization > seen.utilization)
            seen = BusyLink { timeline.link, timeline.fromA, utilization, during };
    }
}

double ConcurrentGroups::timeSet(Collective collective, ByteCount bytes,
    const std::vector<const std::vector<int>*>& set, const std::vector<Workload>& background)
{
    std::vector<Workload> workloads;
    workloads.reserve(set.size());
    for (const std::vector<int>* group : set) {
        Workload w;
        w.collective = collective;
        w.bytes = bytes;
        for (int rank : *group)
            w.ranks.push_back(m_gpus[static_cast<std::size_t>(rank)]);
        workloads.push_back(std::move(w));
    }
    workloads.insert(workloads.end(), background.begin(), background.end());
    ++m_simulations;
    const TogetherResult run = simulateTogether(m_topology, m_catalog, workloads, m_options);
    noteLinks(run, collective, bytes);
    double slowest = 0; // this job's groups only: the background's own end does not count
    for (std::size_t i = 0; i < set.size(); ++i)
        slowest = std::max(slowest, run.collectives[i].timeUs);
    return slowest;
}

double ConcurrentGroups::slowestUs(Collective collective, ByteCount bytes, const std::vector<std::vector<int>>& groups,
    const std::vector<Workload>& background)
{
    double slowest = 0;
    for (const auto& set : linkSharingSets(groups)) {
        const Shapes shapes = shapesOf(set);
        const bool inOneDomain = std::all_of(
            shapes.begin(), shapes.end(), [](const auto& shape) { return std::get<0>(shape) == std::get<2>(shape); });
        if (!inOneDomain) {
            slowest = std::max(slowest, timeSet(collective, bytes, set, background));
            continue;
        }
        const Key key { collective, bytes, shapes };
        auto found = m_inDomainCache.find(key);
        if (found == m_inDomainCache.end())
            found = m_inDomainCache.emplace(key, timeSet(collective, bytes, set, {})).first;
        slowest = std::max(slowest, found->second);
    }
    return slowest;
}

std::vector<BusyLink> ConcurrentGroups::busiest(std::size_t count) const
{
    std::vector<BusyLink> all;
    for (const auto& [key, link] : m_links)
        if (link.utilization > 0)
            all.push_back(link);
    std::sort(all.begin(), all.end(), [](const BusyLink& a, const BusyLink& b) {
        return a.utilization != b.utilization ? a.utilization > b.utilization
                                              : std::tie(a.link, a.fromA) < std::tie(b.link, b.fromA);
    });
    if (all.size() > count)
        all.resize(count);
    return all;
}

} // namespace scalescope

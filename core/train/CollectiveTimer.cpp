#include "train/CollectiveTimer.h"

#include "sim/RankLayout.h"

#include <algorithm>
#include <cmath>

namespace scalescope {
namespace {

const std::vector<Workload> kNoWorkloads;

} // namespace

CollectiveTimer::CollectiveTimer(
    const Topology& topology, const Catalog& catalog, std::vector<NodeId> gpus, SimOptions options)
    : m_topology(topology)
    , m_catalog(catalog)
    , m_gpus(std::move(gpus))
    , m_options(std::move(options))
{
    if (m_gpus.size() >= 2) {
        const RankLayout layout = layoutRanks(topology, catalog, m_gpus, statedNics(m_options));
        m_domainOfRank = layout.domainOfRank;
        m_countScratch.assign(static_cast<std::size_t>(layout.domains), 0);
    } else {
        m_domainOfRank.assign(m_gpus.size(), 0);
        m_countScratch.assign(1, 0);
    }
    if (m_options.fidelity == Fidelity::Flow)
        m_flow = std::make_unique<ConcurrentGroups>(m_topology, m_catalog, m_gpus, m_domainOfRank, m_options);
}

std::vector<BusyLink> CollectiveTimer::busiestLinks(std::size_t count) const
{
    return m_flow ? m_flow->busiest(count) : std::vector<BusyLink> {};
}

CollectiveTimer::Shape CollectiveTimer::shapeOf(const std::vector<int>& group)
{
    int domains = 0;
    for (int rank : group)
        if (m_countScratch[static_cast<std::size_t>(m_domainOfRank[static_cast<std::size_t>(rank)])]++ == 0)
            ++domains;
    int fewest = static_cast<int>(group.size()), most = 0;
    for (int rank : group) {
        int& count = m_countScratch[static_cast<std::size_t>(m_domainOfRank[static_cast<std::size_t>(rank)])];
        if (count > 0) {
            fewest = std::min(fewest, count);
            most = std::max(most, count);
            count = 0;
        }
    }
    return { static_cast<int>(group.size()), domains, fewest, most };
}

double CollectiveTimer::timeUs(Collective collective, ByteCount bytes, const std::vector<int>& group)
{
    Workload workload;
    workload.collective = collective;
    workload.bytes = bytes;
    workload.ranks.reserve(group.size());
    for (int rank : group)
        workload.ranks.push_back(m_gpus[static_cast<std::size_t>(rank)]);
    ++m_simulations;
    return simulate(m_topology, m_catalog, workload, m_options).timeUs;
}

double CollectiveTimer::slowestUs(
    Collective collective, double bytes, const std::vector<std::vector<int>>& groups, const std::string& kind)
{
    const auto whole = static_cast<ByteCount>(std::llround(std::max(0.0, bytes)));
    if (whole == 0)
        return 0;
    if (m_flow) {
        const auto background = m_background.find(kind);
        return m_flow->slowestUs(
            collective, whole, groups, background == m_background.end() ? kNoWorkloads : background->second);
    }
    double slowest = 0;
    for (const std::vector<int>& group : groups) {
        if (group.size() < 2)
            continue;
        const Key key { collective, whole, shapeOf(group) };
        auto found = m_cache.find(key);
        if (found == m_cache.end())
            found = m_cache.emplace(key, timeUs(collective, whole, group)).first;
        slowest = std::max(slowest, found->second);
    }
    return slowest;
}

} // namespace scalescope

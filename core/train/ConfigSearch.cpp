#include "train/ConfigSearch.h"

#include "model/Localized.h"
#include "sim/RankLayout.h"
#include "train/CollectiveTimer.h"
#include "train/TrainingCheck.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <memory>
#include <stdexcept>
#include <utility>

namespace scalescope {
namespace {

// The divisors of n up to `most`, rising; O(sqrt n).
std::vector<int> divisorsOf(long long n, long long most)
{
    std::vector<int> low, high;
    for (long long d = 1; d * d <= n; ++d)
        if (n % d == 0) {
            low.push_back(static_cast<int>(d));
            if (d * d != n)
                high.push_back(static_cast<int>(n / d));
        }
    low.insert(low.end(), high.rbegin(), high.rend());
    low.erase(std::upper_bound(low.begin(), low.end(), most), low.end());
    return low;
}

std::vector<RankOrder> ordersOf(const SearchRequest& request, const ParallelConfig& config)
{
    std::vector<RankOrder> orders { defaultRankOrder() };
    if (request.alternativeOrders)
        for (const char* text : { "tp-cp-ep-pp-dp", "tp-pp-cp-ep-dp", "dp-cp-ep-tp-pp" })
            orders.push_back(parseRankOrder(text, config));
    return orders;
}

// One placement of one set of rank blocks, and the timer that keeps its timed group shapes.
struct PlacedJob {
    PlacedGpus placed;
    std::unique_ptr<CollectiveTimer> timer;
};

class Search {
public:
    Search(const Topology& topology, const Catalog& catalog, const ModelSpec& model, const SearchRequest& request)
        : m_topology(topology)
        , m_catalog(catalog)
        , m_model(model)
        , m_request(request)
    {
        if (request.gpus < 1)
            throw std::invalid_argument(
                localized(QT_TRANSLATE_NOOP("scalescope-core", "the search needs at least one GPU")));
        if (request.placements.empty())
            throw std::invalid_argument(
                localized(QT_TRANSLATE_NOOP("scalescope-core", "the search needs a placement")));
        const int seq = request.base.seqLength > 0 ? request.base.seqLength : model.seqLength;
        m_out.globalBatch
            = request.base.globalBatch > 0 ? request.base.globalBatch : defaultSearchGlobalBatch(model, seq);
        m_largestDomain = largestDomain();
        m_out.maxTp = request.maxTp > 0 ? request.maxTp : m_largestDomain;
    }

    SearchResult run()
    {
        long long total = 0;
        forEachConfig([&](const ParallelConfig&) { ++total; });
        m_total = total * variants();
        forEachConfig([&](const ParallelConfig& config) { tryConfig(config); });
        for (auto& kept : m_kept)
            m_out.best.push_back(std::move(kept.first));
        return std::move(m_out);
    }

private:
    std::vector<int> vppChoices(int pp) const
    {
        std::vector<int> out { 1 };
        for (int v = 2; pp > 1 && 1LL * pp * v <= m_model.layers + 2; ++v)
            out.push_back(v);
        return out;
    }

    // Every candidate in the order of enumeration: TP, PP, VPP, CP, EP, micro-batch, rising.
    template <typename Visit> void forEachConfig(Visit visit) const
    {
        for (int tp : divisorsOf(m_request.gpus, m_out.maxTp))
            for (int pp : divisorsOf(m_request.gpus / tp, m_model.layers + 2))
                for (int vpp : vppChoices(pp))
                    forEachInner(tp, pp, vpp, visit);
    }

    template <typename Visit> void forEachInner(int tp, int pp, int vpp, Visit& visit) const
    {
        const long long rest = m_request.gpus / tp / pp;
        for (int cp : divisorsOf(rest, rest)) {
            const long long dp = rest / cp;
            const std::vector<int> eps
                = m_model.moe ? divisorsOf(dp * cp, m_model.moe->experts) : std::vector<int> { 1 };
            for (int ep : eps)
                for (int microBatch : m_request.microBatches) {
                    ParallelConfig c = m_request.base;
                    c.tp = tp, c.pp = pp, c.vpp = vpp, c.cp = cp, c.ep = ep, c.dp = static_cast<int>(dp);
                    c.microBatch = microBatch;
                    c.globalBatch = static_cast<int>(m_out.globalBatch);
                    visit(c);
                }
        }
    }

    // Rank orders x placements each degree combination is tried with.
    long long variants() const
    {
        return static_cast<long long>((m_request.alternativeOrders ? 4 : 1) * m_request.placements.size());
    }

    void tryConfig(const ParallelConfig& config)
    {
        m_request.stop.check();
        m_out.counts.considered += variants();
        if (!checkParallelConfig(m_model, config, m_request.gpus).empty()) {
            m_out.counts.rejectedShape += variants();
        } else {
            const std::vector<RankOrder> orders = ordersOf(m_request, config);
            for (std::size_t p = 0; p < m_request.placements.size(); ++p)
                tryPlacement(config, orders, p);
        }
        if (m_request.progress)
            m_request.progress(m_out.counts.considered, m_total);
    }

    void tryPlacement(const ParallelConfig& config, const std::vector<RankOrder>& orders, std::size_t placement)
    {
        const long long count = static_cast<long long>(orders.size());
        PlacedJob& job = placedJob(placement, blocksOf(config));
        if (!job.timer) {
            m_out.counts.rejectedPlacement += count;
            return;
        }
        if (auto problems = checkFitsGpu(m_model, config, gpuOf(job.placed.gpus)); !problems.empty()) {
            m_out.counts.rejectedMemory += count;
            noteTooLarge(config, problems.front());
            return;
        }
        for (const RankOrder& order : orders) {
            IterationOptions options = m_request.iteration;
            options.order = order;
            const int before = job.timer->simulations();
            keep({ simulateIteration(m_topology, m_catalog, m_model, config, *job.timer, options),
                     m_request.placements[placement].name },
                m_out.counts.timed);
            m_out.counts.simulations += job.timer->simulations() - before;
            ++m_out.counts.timed;
        }
    }

    // The blocks a placement keeps together for the default rank order, leaving out those wider
    // than any domain (they change nothing, and would only split the cache of placements).
    RankBlocks blocksOf(const ParallelConfig& config) const
    {
        RankBlocks blocks = rankBlocksOf(config, defaultRankOrder());
        std::erase_if(blocks.wider, [&](int size) { return size > m_largestDomain; });
        return blocks;
    }

    PlacedJob& placedJob(std::size_t placement, const RankBlocks& blocks)
    {
        auto [at, added] = m_placed.try_emplace({ placement, blocks });
        if (added) {
            SimOptions sim = m_request.iteration.sim;
            sim.stop = m_request.stop;
            at->second.placed = m_request.placements[placement].place(blocks);
            if (!at->second.placed.gpus.empty())
                at->second.timer
                    = std::make_unique<CollectiveTimer>(m_topology, m_catalog, at->second.placed.gpus, sim);
            else
                noteProblem(localized(QT_TRANSLATE_NOOP("scalescope-core", "%1: %2"),
                    { m_request.placements[placement].name, at->second.placed.problem }));
        }
        return at->second;
    }

    void noteTooLarge(const ParallelConfig& config, const std::string& problem)
    {
        const double bytes = memoryPerGpu(m_model, config).totalBytes();
        if (m_out.leastMemoryProblem.empty() || bytes < m_leastMemoryBytes) {
            m_leastMemoryBytes = bytes;
            m_out.leastMemoryProblem = problem;
        }
    }

    void noteProblem(const std::string& problem)
    {
        if (std::find(m_out.placementProblems.begin(), m_out.placementProblems.end(), problem)
            == m_out.placementProblems.end())
            m_out.placementProblems.push_back(problem);
    }

    const GpuSpec& gpuOf(const std::vector<NodeId>& gpus) const
    {
        const Node& first = m_topology.nodes.at(gpus.front());
        const GpuSpec* gpu = m_catalog.gpu(m_topology.modelOf(first));
        if (!gpu || gpu->bf16DenseTflops <= 0)
            throw std::invalid_argument(localized(QT_TRANSLATE_NOOP("scalescope-core",
                                                      "%1 is a GPU of unknown throughput (\"%2\"): the catalog gives "
                                                      "no dense BF16 TFLOP/s for it"),
                { first.name, m_topology.modelOf(first) }));
        return *gpu;
    }

    int largestDomain()
    {
        const PlacedGpus placed = m_request.placements.front().place(RankBlocks {});
        if (placed.gpus.size() < 2)
            return 1;
        return layoutRanks(m_topology, m_catalog, placed.gpus).maxLocal;
    }

    // Kept sorted, fastest first; ties by memory, then by enumeration order (`index`).
    void keep(SearchCandidate candidate, long long index)
    {
        auto before
            = [](const std::pair<SearchCandidate, long long>& a, const std::pair<SearchCandidate, long long>& b) {
                  const IterationResult &x = a.first.result, &y = b.first.result;
                  if (x.iterationUs != y.iterationUs)
                      return x.iterationUs < y.iterationUs;
                  if (x.memory.totalBytes() != y.memory.totalBytes())
                      return x.memory.totalBytes() < y.memory.totalBytes();
                  return a.second < b.second;
              };
        std::pair<SearchCandidate, long long> entry { std::move(candidate), index };
        if (static_cast<int>(m_kept.size()) >= m_request.top && !before(entry, m_kept.back()))
            return;
        m_kept.insert(std::upper_bound(m_kept.begin(), m_kept.end(), entry, before), std::move(entry));
        if (static_cast<int>(m_kept.size()) > m_request.top)
            m_kept.pop_back();
    }

    const Topology& m_topology;
    const Catalog& m_catalog;
    const ModelSpec& m_model;
    const SearchRequest& m_request;
    std::map<std::pair<std::size_t, RankBlocks>, PlacedJob> m_placed;
    std::vector<std::pair<SearchCandidate, long long>> m_kept;
    SearchResult m_out;
    double m_leastMemoryBytes = 0;
    int m_largestDomain = 1; // GPUs of the largest NVLink domain the first placement reaches
    long long m_total = 0;
};

} // namespace

long long defaultSearchGlobalBatch(const ModelSpec& model, int seqLength)
{
    const int seq = seqLength > 0 ? seqLength : model.seqLength;
    return std::max(1LL, std::llround(kDefaultBatchTokens / std::max(1, seq)));
}

SearchResult searchConfigs(
    const Topology& topology, const Catalog& catalog, const ModelSpec& model, const SearchRequest& request)
{
    return Search(topology, catalog, model, request).run();
}

} // namespace scalescope

// spread and random (Placement.h).
#include "train/PlacementPolicies.h"

#include <algorithm>
#include <limits>
#include <map>
#include <random>
#include <utility>

namespace scalescope {
namespace {

// A domain's free GPUs dealt one per node in turn: the first of every node, then the second...
std::vector<int> dealtOverNodes(const GpuDomains& shape, const std::vector<char>& isFree, int domain)
{
    std::map<GroupId, std::vector<int>> byNode; // nodes in group order, which is node order
    for (const int g : shape.gpusOfDomain[domain])
        if (isFree[g])
            byNode[shape.nodeOf[g]].push_back(g);
    std::vector<int> dealt;
    for (std::size_t round = 0;; ++round) {
        const std::size_t before = dealt.size();
        for (const auto& [node, gpus] : byNode)
            if (round < gpus.size())
                dealt.push_back(gpus[round]);
        if (dealt.size() == before)
            return dealt;
    }
}

// A number in [0, bound), every one equally likely: draws at or above the largest multiple of
// `bound` the engine can give are drawn again (std::uniform_int_distribution's algorithm is left
// to each standard library, this one is the same everywhere).
std::uint64_t drawBelow(std::mt19937_64& engine, std::uint64_t bound)
{
    constexpr std::uint64_t most = std::numeric_limits<std::uint64_t>::max();
    const std::uint64_t limit = most - most % bound;
    for (;;)
        if (const std::uint64_t value = engine(); value < limit)
            return value % bound;
}

} // namespace

std::vector<int> spreadGpus(const GpuDomains& shape, const std::vector<char>& isFree, int count)
{
    std::vector<std::vector<int>> queues;
    for (int d = 0; d < shape.domains(); ++d)
        queues.push_back(dealtOverNodes(shape, isFree, d));
    std::vector<int> out;
    for (std::size_t round = 0; static_cast<int>(out.size()) < count; ++round) {
        const std::size_t before = out.size();
        for (const std::vector<int>& queue : queues)
            if (round < queue.size() && static_cast<int>(out.size()) < count)
                out.push_back(queue[round]);
        if (out.size() == before)
            break; // fewer free than asked: the caller has said so
    }
    return out;
}

std::vector<std::size_t> seededSample(std::size_t population, std::size_t count, std::uint64_t seed)
{
    std::vector<std::size_t> pool(population);
    for (std::size_t i = 0; i < population; ++i)
        pool[i] = i;
    // Fisher-Yates, as far as the sample needs.
    std::mt19937_64 engine(seed);
    count = std::min(count, population);
    for (std::size_t i = 0; i < count; ++i) {
        const std::size_t j = i + static_cast<std::size_t>(drawBelow(engine, population - i));
        std::swap(pool[i], pool[j]);
    }
    pool.resize(count);
    return pool;
}

std::vector<int> randomGpus(const GpuDomains& shape, const std::vector<char>& isFree, int count, std::uint64_t seed)
{
    std::vector<int> pool;
    for (std::size_t g = 0; g < shape.gpus.size(); ++g)
        if (isFree[g])
            pool.push_back(static_cast<int>(g));
    std::vector<int> chosen;
    for (const std::size_t i : seededSample(pool.size(), static_cast<std::size_t>(count), seed))
        chosen.push_back(pool[i]);
    return chosen;
}

} // namespace scalescope

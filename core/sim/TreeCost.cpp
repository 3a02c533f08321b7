#include "sim/AlgorithmCosts.h"

#include "sim/Efficiency.h"
#include "sim/StepCount.h"

#include <algorithm>

namespace scalescope {

Estimate treeCost(const RankLayout& layout, Collective c, double S, Protocol p, const CostOptions& o)
{
    const AnalyticRates r = ratesFor(layout, Algorithm::Tree, p, o);
    if (c == Collective::Broadcast || c == Collective::Reduce) {
        // Binomial tree: log2(n) rounds, each moving the whole buffer one hop.
        Estimate e;
        e.algorithm = Algorithm::Tree;
        e.protocol = p;
        e.applies = true;
        const int rounds = log2Ceil(r.n);
        const double alpha = r.domains > 1 ? r.alphaNet : r.alphaNv;
        const double bandwidth = (r.domains > 1 ? std::min(r.nvlink, r.nic) : r.nvlink) * protocolFactor(p, o);
        e.latencyUs = rounds * alpha;
        e.transferUs = rounds * S / bandwidth / kMicro;
        setTiers(e, S * (r.n - r.domains), S * (r.domains - 1));
        return e;
    }
    if (c != Collective::AllReduce)
        return notApplicable(Algorithm::Tree, p, "tree is for all_reduce, broadcast and reduce");
    Estimate e;
    e.algorithm = Algorithm::Tree;
    e.protocol = p;
    e.applies = true;
    // Chains inside each domain, a double binary tree across domains. Each domain sends and
    // receives 2S over the network (S with two domains: each tree is a single edge).
    const int N = r.domains;
    const double interFactor = N == 2 ? 1.0 : 2.0;
    // Every GPU sends S up its domain's chain and S down it.
    double transfer = N == 1 ? 2 * S / r.nvlink : std::max(interFactor * S / (r.local * r.nic), 2 * S / r.nvlink);
    if (!o.ideal)
        transfer /= efficiency::kTree;
    transfer /= protocolFactor(p, o);
    e.transferUs = transfer / kMicro;
    e.latencyUs = (o.ideal ? 0 : efficiency::baseLatencyUs(Algorithm::Tree, p))
        + 2 * ((r.local - 1) * r.alphaNv + log2Ceil(N) * r.alphaNet);
    // Both trees' N - 1 edges carry S/2 each way.
    setTiers(e, 2 * S * (r.n - N), 2 * S * (N - 1));
    return e;
}

} // namespace scalescope

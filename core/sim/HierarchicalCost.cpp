#include "sim/AlgorithmCosts.h"

#include "sim/Efficiency.h"

namespace scalescope {

Estimate hierarchicalCost(const RankLayout& layout, Collective c, double S, const CostOptions& o)
{
    if (c != Collective::AllReduce)
        return notApplicable(Algorithm::Hierarchical, Protocol::Simple, "hierarchical is an all_reduce");
    const AnalyticRates r = ratesFor(layout, Algorithm::Hierarchical, Protocol::Simple, o);
    Estimate e;
    e.algorithm = Algorithm::Hierarchical;
    e.protocol = Protocol::Simple;
    e.applies = true;
    const double L = r.local, N = r.domains;
    // Reduce-scatter in the domain, all_reduce of S/L per rail across domains, all-gather back.
    e.latencyUs = 2 * (L - 1) * r.alphaNv + (N > 1 ? 2 * (N - 1) * r.alphaNet : 0);
    e.transferUs = (2 * (L - 1) / L * S / r.nvlink + (N > 1 ? 2 * (N - 1) / N * (S / L) / r.nic : 0)) / kMicro;
    setTiers(e, 2 * (L - 1) / L * S * r.n, N > 1 ? 2 * (N - 1) / N * (S / L) * r.n : 0);
    return e;
}

} // namespace scalescope

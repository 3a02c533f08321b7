#include "sim/AlgorithmCosts.h"

#include "model/Localized.h"
#include "sim/StepCount.h"

#include <algorithm>

namespace scalescope {

Estimate halvingDoublingCost(const RankLayout& layout, Collective c, double S, const CostOptions& o)
{
    const AnalyticRates r = ratesFor(layout, Algorithm::HalvingDoubling, Protocol::Simple, o);
    double phases = 0;
    if (c == Collective::AllReduce)
        phases = 2; // recursive halving reduce-scatter, then recursive doubling all-gather
    else if (c == Collective::AllGather || c == Collective::ReduceScatter)
        phases = 1;
    else
        return notApplicable(Algorithm::HalvingDoubling, Protocol::Simple,
            localized(QT_TRANSLATE_NOOP(
                "scalescope-core", "halving-doubling is for all_reduce, all_gather and reduce_scatter")));
    Estimate e;
    e.algorithm = Algorithm::HalvingDoubling;
    e.protocol = Protocol::Simple;
    e.applies = true;
    const double L = r.local, N = r.domains;
    // Partners at distance 1, 2, 4...: the first log2(L) exchanges stay in the domain (the
    // larger halves), the rest cross the network.
    const double intra = (L - 1) / L * S / r.nvlink;
    const double inter = N > 1 ? (N - 1) / N * (S / L) / r.nic : 0;
    e.latencyUs = phases * (log2Ceil(static_cast<int>(L)) * r.alphaNv + log2Ceil(static_cast<int>(N)) * r.alphaNet);
    e.transferUs = phases * (intra + inter) / kMicro;
    if (!isPowerOfTwo(r.n)) {
        // The ranks beyond the largest power of two fold in before and out after.
        const double alpha = N > 1 ? r.alphaNet : r.alphaNv;
        e.latencyUs += 2 * alpha;
        e.transferUs += 2 * S / (N > 1 ? std::min(r.nvlink, r.nic) : r.nvlink) / kMicro;
    }
    setTiers(e, phases * (L - 1) / L * S * r.n, phases * (N > 1 ? (N - 1) / N * (S / L) * r.n : 0));
    return e;
}

} // namespace scalescope

#include "sim/AlgorithmCosts.h"

#include "model/Localized.h"
#include "sim/Efficiency.h"

#include <algorithm>

namespace scalescope {

// The two-level all_reduce: a reduce-scatter ring in every NVLink domain, an all_reduce ring of
// each GPU's 1/L slice across the domains over its own rail, an all-gather ring in every domain.
// One kernel pipelines chunks through the three stages (as NCCL pipelines its tree and NVLS-tree:
// a chunk moves on to the next stage while the next chunk enters), so the stages' step latencies
// add (the first chunk passes through all of them) while their bytes move at the same time: the
// call takes as long as the slowest link's share. Reduce-scatter and all-gather both use each
// GPU's NVLinks; the stage across domains uses its NIC (PCIe, the fabric).
Estimate hierarchicalCost(const RankLayout& layout, Collective c, double S, Protocol p, const CostOptions& o)
{
    if (c != Collective::AllReduce)
        return notApplicable(Algorithm::Hierarchical, p,
            localized(QT_TRANSLATE_NOOP("scalescope-core", "hierarchical is an all_reduce")));
    const AnalyticRates r = ratesFor(layout, Algorithm::Hierarchical, p, o);
    Estimate e;
    e.algorithm = Algorithm::Hierarchical;
    e.protocol = p;
    e.applies = true;
    const double L = r.local, N = r.domains, share = protocolFactor(p, Algorithm::Hierarchical, c, r, o);
    const double inDomainUs = (L - 1) / L * S / (r.nvlink * share) / kMicro;
    const CostStage reduceScatter { localized(QT_TRANSLATE_NOOP("scalescope-core", "reduce-scatter in each domain")),
        (L - 1) * r.alphaNv, inDomainUs };
    const CostStage across { localized(QT_TRANSLATE_NOOP("scalescope-core", "all_reduce across domains per rail")),
        N > 1 ? 2 * (N - 1) * r.alphaNet : 0,
        N > 1 ? 2 * (N - 1) / N * (S / L) / (r.nic * share) * std::max(1.0, layout.ringUplinkLoad) / kMicro : 0 };
    const CostStage allGather { localized(QT_TRANSLATE_NOOP("scalescope-core", "all-gather in each domain")),
        (L - 1) * r.alphaNv, inDomainUs };
    e.stages = { reduceScatter, across, allGather };
    e.latencyUs = (o.ideal ? 0 : efficiency::baseLatencyUs(Algorithm::Hierarchical, p)) + reduceScatter.latencyUs
        + across.latencyUs + allGather.latencyUs;
    e.transferUs = std::max(reduceScatter.transferUs + allGather.transferUs, across.transferUs);
    if (!o.ideal && p == Protocol::LL) {
        // LL's ceiling on bus bandwidth (NCCL llMaxBws), as for the rings the stages are.
        const double n = r.n, capBytesPerSec = efficiency::llMaxBusBwGBps(layout.architecture, r.domains) * 1e9;
        e.transferUs = std::max(e.transferUs, 2 * (n - 1) / n * S / capBytesPerSec / kMicro);
    }
    setTiers(e, 2 * (L - 1) / L * S * r.n, N > 1 ? 2 * (N - 1) / N * (S / L) * r.n : 0);
    return e;
}

} // namespace scalescope

#include "sim/AlgorithmCosts.h"

#include "sim/Efficiency.h"

#include <algorithm>

namespace scalescope {

Estimate ringCost(const RankLayout& layout, Collective c, double S, Protocol p, const CostOptions& o)
{
    Estimate e;
    e.algorithm = Algorithm::Ring;
    e.protocol = p;
    e.applies = true;
    const AnalyticRates r = ratesFor(layout, Algorithm::Ring, p, o);
    const int n = r.n;
    const int crossings = r.domains > 1 ? ringCrossings(layout) : 0;
    // Node-aware rings: one ring per local GPU, each leaving the domain through its own NIC.
    // A ring that crosses at (nearly) every hop has one NIC per rank between it and the next.
    const bool nodeAware = crossings <= r.domains;
    double bandwidth = r.domains == 1 ? r.nvlink : std::min(r.nvlink, r.nic * (nodeAware ? r.local : 1));
    bandwidth *= protocolFactor(p, o);
    if (!o.ideal && p == Protocol::LL)
        bandwidth = std::min(bandwidth, efficiency::llMaxBusBwGBps(layout.architecture, r.domains) * 1e9);
    double steps = 0, dataFactor = 0;
    switch (c) {
    case Collective::AllReduce:
        steps = 2.0 * (n - 1);
        dataFactor = 2.0 * (n - 1) / n;
        break;
    case Collective::AllGather:
    case Collective::ReduceScatter:
        steps = n - 1;
        dataFactor = (n - 1.0) / n;
        break;
    case Collective::Broadcast:
    case Collective::Reduce:
        steps = n - 1;
        dataFactor = 1.0; // a pipelined chain: every rank passes the whole buffer on once
        break;
    default:
        return notApplicable(
            Algorithm::Ring, p, "ring is for all_reduce, all_gather, reduce_scatter, broadcast and reduce");
    }
    const double interSteps = r.domains > 1 ? steps * crossings / n : 0;
    e.latencyUs = (o.ideal ? 0 : efficiency::baseLatencyUs(Algorithm::Ring, p)) + (steps - interSteps) * r.alphaNv
        + interSteps * r.alphaNet;
    e.transferUs = dataFactor * S / bandwidth / kMicro;
    const double sent = dataFactor * S * n; // every rank sends this much to its successor
    // A node-aware ring leaves a domain from the GPU before the one on the next domain's rail, so
    // what crosses first moves over NVLink to that GPU (PXN), as the flow fidelity routes it.
    // (Broadcast and reduce are a chain in rank order, counted here as a ring.)
    const bool chain = c == Collective::Broadcast || c == Collective::Reduce;
    const bool pxnExits = r.domains > 1 && nodeAware && r.local > 1 && !chain;
    setTiers(e, sent * (n - crossings) / n + (pxnExits ? sent * crossings / n : 0), sent * crossings / n);
    return e;
}

} // namespace scalescope

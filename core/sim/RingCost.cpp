#include "sim/AlgorithmCosts.h"

#include "model/Localized.h"
#include "sim/Efficiency.h"
#include "sim/NcclChannels.h"

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
    // A ring that crosses at (nearly) every hop has one NIC per rank between it and the next.
    const bool nodeAware = ringIsNodeAware(layout);
    // NCCL's ring leaves a domain only through the NICs of its search channels (at most 32: on an
    // NVL72 rack 15 of 72 at 48 GB/s each), so the domain's scale-out is those NICs, not all.
    const RingChannels channels = ringChannels(layout);
    double nicShare = 1.0;
    if (!o.ideal && r.domains > 1 && channels.nicsUsedPerDomain > 0 && layout.nicsPerDomain > 0)
        nicShare = std::min(1.0, static_cast<double>(channels.nicsUsedPerDomain) / layout.nicsPerDomain);
    // The leaves' uplinks, where they carry less than the crossing NICs send (a failed spine, an
    // oversubscribed leaf), slow every crossing alike.
    const double uplinkSlowdown = std::max(1.0, layout.ringUplinkLoad);
    double bandwidth
        = r.domains == 1 ? r.nvlink : std::min(r.nvlink, r.nic * (nodeAware ? r.local * nicShare : 1) / uplinkSlowdown);
    const double protocolShare = protocolFactor(p, Algorithm::Ring, c, r, o);
    bandwidth *= protocolShare;
    // NCCL's tuner caps LL's bus bandwidth per node count (llMaxBws, tuning.cc): no link's rate,
    // so the flow fidelity does not have it.
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
        return notApplicable(Algorithm::Ring, p,
            localized(QT_TRANSLATE_NOOP(
                "scalescope-core", "ring is for all_reduce, all_gather, reduce_scatter, broadcast and reduce")));
    }
    // NCCL (tuning.cc, ncclTopoTuneModel): a node-aware ring crosses the network 2 (N - 1) times
    // per all_reduce chunk, N - 1 otherwise; each other step costs the NVLink hop, but at least
    // the proxy's per-step network overhead (getNetOverhead: 1 us on Intel and Arm hosts, x 3 for
    // Simple) once the ring spans nodes.
    const bool twice = c == Collective::AllReduce;
    const double interSteps = r.domains <= 1 ? 0
        : nodeAware                          ? (twice ? 2.0 : 1.0) * (r.domains - 1)
                                             : steps * crossings / n;
    double alphaIntra = r.alphaNv;
    if (!o.ideal && r.domains > 1)
        alphaIntra = std::max(alphaIntra, efficiency::kNetOverheadUs * (p == Protocol::Simple ? 3.0 : 1.0));
    e.latencyUs = (o.ideal ? 0 : efficiency::baseLatencyUs(Algorithm::Ring, p)) + (steps - interSteps) * alphaIntra
        + interSteps * r.alphaNet;
    // "Plateau effect of ring" (tuning.cc, ncclTopoGetAlgoTime): a multi-node Simple all_reduce
    // pays 1.4 x its latency once each rank's share per channel reaches 64 bytes (Ampere and newer).
    if (!o.ideal && r.domains > 1 && twice && p == Protocol::Simple
        && S / (static_cast<double>(channels.channels) * n) >= 64)
        e.latencyUs *= efficiency::kRingPlateau;
    if (!o.ideal) {
        const std::string text = localized(QT_TRANSLATE_NOOP("scalescope-core",
                                               "; %1 steps, %2 across the network (%3 us a step in the domain, %4 us "
                                               "across, NCCL's per-step latencies)"),
            { formatNumber("%.0f", steps), formatNumber("%.0f", interSteps), formatNumber("%.2f", alphaIntra),
                formatNumber("%.2f", r.alphaNet) });
        e.plan = describeRing(layout, channels) + text + protocolNote(p, protocolShare)
            + uplinkNote(layout.ringUplinkLoad);
    }
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

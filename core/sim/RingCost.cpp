#include "sim/AlgorithmCosts.h"

#include "model/Localized.h"
#include "sim/Efficiency.h"
#include "sim/NcclChannels.h"

#include <algorithm>
#include <optional>
#include <utility>

namespace scalescope {

namespace {

// Steps of one chunk around the ring and the share of the buffer each rank sends, or nothing for
// a collective a ring does not run.
std::optional<std::pair<double, double>> ringStepsAndData(Collective c, int n)
{
    switch (c) {
    case Collective::AllReduce:
        return std::pair { 2.0 * (n - 1), 2.0 * (n - 1) / n };
    case Collective::AllGather:
    case Collective::ReduceScatter:
        return std::pair { n - 1.0, (n - 1.0) / n };
    case Collective::Broadcast:
    case Collective::Reduce:
        return std::pair { n - 1.0, 1.0 }; // a pipelined chain: every rank passes the whole buffer on once
    default:
        return std::nullopt;
    }
}

// The ring's bus bandwidth before its protocol: NVLink in one domain; across domains the NICs of
// its channels, slowed by leaves' uplinks that carry less than those NICs send.
double ringWireBandwidth(const RankLayout& layout, const AnalyticRates& r, const RingChannels& channels, bool nodeAware,
    const CostOptions& o)
{
    if (r.domains == 1)
        return r.nvlink;
    // A ring that crosses at (nearly) every hop has one NIC per rank between it and the next, and
    // leaves a domain only through the NICs of its channels.
    const double nicShare = channelNicShare(layout, channels, o);
    const double uplinkSlowdown = std::max(1.0, layout.ringUplinkLoad);
    return std::min(r.nvlink, r.nic * (nodeAware ? r.local * nicShare : 1) / uplinkSlowdown);
}

// For --explain, where NVLink bounds the ring: what each GPU's links carry of data (NCCL's per-link
// figure, or on Blackwell the rate its copies reach) against their line rate.
std::string nvlinkNote(const RankLayout& layout, const AnalyticRates& r, double wireBytesPerSec)
{
    if (layout.nvlinkLinksPerGpu <= 0 || wireBytesPerSec < r.nvlink)
        return {};
    return localized(QT_TRANSLATE_NOOP("scalescope-core",
                         "; each GPU's NVLink carries %1 GB/s of data: %2 links at %3 GB/s of their %4 GB/s line "
                         "rate"),
        { formatNumber("%.0f", r.nvlink / 1e9), std::to_string(layout.nvlinkLinksPerGpu),
            formatNumber("%.1f", r.nvlink / 1e9 / layout.nvlinkLinksPerGpu),
            formatNumber("%.0f", layout.nvlinkPerGpu / 1e9 / layout.nvlinkLinksPerGpu) });
}

// NCCL (tuning.cc, ncclTopoTuneModel): a node-aware ring crosses the network 2 (N - 1) times per
// all_reduce chunk, N - 1 otherwise; each other step costs the NVLink hop, but at least the
// proxy's per-step network overhead (getNetOverhead: 1 us on Intel and Arm hosts, x 3 for Simple)
// once the ring spans nodes. "Plateau effect of ring" (ncclTopoGetAlgoTime): a multi-node Simple
// all_reduce pays 1.4 x its latency once each rank's share per channel reaches 64 bytes.
struct RingLatency {
    double us = 0;
    double interSteps = 0;
    double alphaIntraUs = 0;
};
// `crossings` and `nodeAware`: the ring's crossings between domains and whether it is node-aware.
RingLatency ringLatency(const AnalyticRates& r, const RingChannels& channels, int crossings, bool nodeAware,
    Collective c, Protocol p, double steps, double S, const CostOptions& o)
{
    RingLatency out;
    const bool twice = c == Collective::AllReduce;
    out.interSteps = r.domains <= 1 ? 0 : nodeAware ? (twice ? 2.0 : 1.0) * (r.domains - 1) : steps * crossings / r.n;
    out.alphaIntraUs = r.alphaNv;
    if (!o.ideal && r.domains > 1)
        out.alphaIntraUs = std::max(out.alphaIntraUs, efficiency::kNetOverheadUs * (p == Protocol::Simple ? 3.0 : 1.0));
    out.us = (o.ideal ? 0 : efficiency::baseLatencyUs(Algorithm::Ring, p)) + (steps - out.interSteps) * out.alphaIntraUs
        + out.interSteps * r.alphaNet;
    if (!o.ideal && r.domains > 1 && twice && p == Protocol::Simple
        && S / (static_cast<double>(channels.channels) * r.n) >= 64)
        out.us *= efficiency::kRingPlateau;
    return out;
}

} // namespace

Estimate ringCost(const RankLayout& layout, Collective c, double S, Protocol p, const CostOptions& o)
{
    Estimate e;
    e.algorithm = Algorithm::Ring;
    e.protocol = p;
    e.applies = true;
    const auto stepsAndData = ringStepsAndData(c, layout.ranksCount());
    if (!stepsAndData)
        return notApplicable(Algorithm::Ring, p,
            localized(QT_TRANSLATE_NOOP(
                "scalescope-core", "ring is for all_reduce, all_gather, reduce_scatter, broadcast and reduce")));
    const auto [steps, dataFactor] = *stepsAndData;
    const AnalyticRates r = ratesFor(layout, Algorithm::Ring, p, o);
    const int n = r.n;
    const RingChannels channels = ringChannels(layout);
    const int crossings = r.domains > 1 ? ringCrossings(layout) : 0;
    const bool nodeAware = ringIsNodeAware(layout);
    const double protocolShare = protocolFactor(p, Algorithm::Ring, c, r, o);
    const double wire = ringWireBandwidth(layout, r, channels, nodeAware, o);
    double bandwidth = wire * protocolShare;
    // NCCL's tuner caps LL's bus bandwidth per node count (llMaxBws, tuning.cc): no link's rate,
    // so the flow fidelity does not have it.
    if (!o.ideal && p == Protocol::LL)
        bandwidth = std::min(bandwidth, efficiency::llMaxBusBwGBps(layout.architecture, r.domains) * 1e9);
    const RingLatency latency = ringLatency(r, channels, crossings, nodeAware, c, p, steps, S, o);
    e.latencyUs = latency.us;
    if (!o.ideal) {
        const std::string text = localized(QT_TRANSLATE_NOOP("scalescope-core",
                                               "; %1 steps, %2 across the network (%3 us a step in the domain, %4 us "
                                               "across, NCCL's per-step latencies)"),
            { formatNumber("%.0f", steps), formatNumber("%.0f", latency.interSteps),
                formatNumber("%.2f", latency.alphaIntraUs), formatNumber("%.2f", r.alphaNet) });
        e.plan = describeRing(layout, channels) + text + nvlinkNote(layout, r, wire) + protocolNote(p, protocolShare)
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

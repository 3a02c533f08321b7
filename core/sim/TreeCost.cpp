#include "sim/AlgorithmCosts.h"

#include "model/Localized.h"
#include "sim/Efficiency.h"
#include "sim/NcclChannels.h"
#include "sim/StepCount.h"

#include <algorithm>

namespace scalescope {
namespace {

// A tree's chunk per channel (enqueue.cc, calcCollChunking): one step of the protocol's buffer
// (init.cc buffer sizes / NCCL_STEPS 8): Simple 512 KiB, LL 32 KiB of payload, LL128 576,000
// bytes, LL128 halved while the message is short against channels x chunk (not below 128 KiB,
// then with 16 in place of 64, not below 32 KiB).
double treeChunkBytes(Protocol p, double S, int channels, int nodes, int ppn)
{
    if (p == Protocol::Simple)
        return 524288;
    if (p == Protocol::LL)
        return 32768;
    double chunk = 576000;
    const double steps = 1 + log2Ceil(nodes) + 0.1 * ppn;
    while (S / (channels * chunk) < steps * 64 / ppn && chunk > 131072)
        chunk /= 2;
    while (S / (channels * chunk) < steps * 16 / ppn && chunk > 32768)
        chunk /= 2;
    return chunk;
}

// How much of the message the busiest domain's NICs carry across the network, for --explain.
std::string treeLoadNote(int domains)
{
    if (domains < 2)
        return {};
    return localized(QT_TRANSLATE_NOOP("scalescope-core",
                         "; every tree edge carries half the message each way, and the busiest domain has %1 of "
                         "them in the two trees: its NICs carry %2 times the message each way"),
        { formatNumber("%.0f", 2 * doubleBinaryTreeLoad(domains)),
            formatNumber("%.3g", doubleBinaryTreeLoad(domains)) });
}

// Broadcast and reduce: a binomial tree, log2(n) rounds each moving the whole buffer one hop.
Estimate binomialTreeCost(const AnalyticRates& r, Collective c, double S, Protocol p, const CostOptions& o)
{
    Estimate e;
    e.algorithm = Algorithm::Tree;
    e.protocol = p;
    e.applies = true;
    const int rounds = log2Ceil(r.n);
    const double alpha = r.domains > 1 ? r.alphaNet : r.alphaNv;
    const double bandwidth
        = (r.domains > 1 ? std::min(r.nvlink, r.nic) : r.nvlink) * protocolFactor(p, Algorithm::Tree, c, r, o);
    e.latencyUs = rounds * alpha;
    e.transferUs = rounds * S / bandwidth / kMicro;
    setTiers(e, S * (r.n - r.domains), S * (r.domains - 1));
    return e;
}

// Seconds on the wires before the protocol's share: every GPU sends S up its domain's chain and S
// down it; across domains the busiest one's NICs (of the tree's channels, the ring's:
// sim/NcclChannels.h) carry doubleBinaryTreeLoad x S each way (S with two domains, each tree a
// single edge; 1.5 S with three), slowed by leaves' uplinks that carry less.
double treeWireSeconds(
    const RankLayout& layout, const AnalyticRates& r, const RingChannels& channels, double S, const CostOptions& o)
{
    const int N = r.domains;
    if (N == 1)
        return 2 * S / r.nvlink;
    const double nicShare = channelNicShare(layout, channels, o);
    const double uplinkSlowdown = std::max(1.0, layout.treeUplinkLoad);
    return std::max(doubleBinaryTreeLoad(N) * S * uplinkSlowdown / (r.local * nicShare * r.nic), 2 * S / r.nvlink);
}

// NCCL's per-channel ceilings (tuning.cc): a tree's bus bandwidth is at most channels x
// perChMaxTree*Bws, LL's at most llMaxBws; 0 with none.
double treeCeilingGBps(const RankLayout& layout, const RingChannels& channels, Protocol p, int domains)
{
    if (p == Protocol::LL)
        return efficiency::llMaxBusBwGBps(layout.architecture, domains);
    return channels.channels * perChannelCeilingGBps(layout, Algorithm::Tree, p);
}

// For --explain: the chains and trees, their steps and the pipeline's fill.
std::string treePlanText(const AnalyticRates& r, int depth, double chunkBytes, double hopUs)
{
    return localized(QT_TRANSLATE_NOOP("scalescope-core",
                         "; chains of %1 GPUs and a double binary tree over %2 domains: %3 steps per chunk (2 x %4 in "
                         "the chain at %5 us each, 2 x %6 across the network at %7 us each, NCCL's per-step "
                         "latencies), and the first chunk of %8 KiB fills them at %9 us a hop"),
        { std::to_string(r.local), std::to_string(r.domains), std::to_string(depth), std::to_string(r.local - 1),
            formatNumber("%.2f", r.alphaNv), std::to_string(log2Ceil(r.domains)), formatNumber("%.2f", r.alphaNet),
            formatNumber("%.0f", chunkBytes / 1024), formatNumber("%.2f", hopUs) });
}

} // namespace

Estimate treeCost(const RankLayout& layout, Collective c, double S, Protocol p, const CostOptions& o)
{
    const AnalyticRates r = ratesFor(layout, Algorithm::Tree, p, o);
    if (c == Collective::Broadcast || c == Collective::Reduce)
        return binomialTreeCost(r, c, S, p, o);
    if (c != Collective::AllReduce)
        return notApplicable(Algorithm::Tree, p,
            localized(QT_TRANSLATE_NOOP("scalescope-core", "tree is for all_reduce, broadcast and reduce")));
    Estimate e;
    e.algorithm = Algorithm::Tree;
    e.protocol = p;
    e.applies = true;
    // Chains inside each domain, a double binary tree across domains.
    const int N = r.domains;
    const RingChannels channels = ringChannels(layout);
    const double protocolShare = protocolFactor(p, Algorithm::Tree, c, r, o);
    const double wire
        = treeWireSeconds(layout, r, channels, S, o) / (o.ideal ? 1.0 : efficiency::kTree) / protocolShare;
    // A tree's algorithm bandwidth is half its bus bandwidth.
    const double ceilingGBps = o.ideal ? 0 : treeCeilingGBps(layout, channels, p, N);
    const double transfer = ceilingGBps > 0 ? std::max(wire, 2 * S / (ceilingGBps * 1e9)) : wire;
    const bool ceilingBinds = transfer > wire;
    e.transferUs = transfer / kMicro;
    e.ceilingBusGBps = ceilingBinds ? ceilingGBps : 0;
    e.latencyUs = (o.ideal ? 0 : efficiency::baseLatencyUs(Algorithm::Tree, p))
        + 2 * ((r.local - 1) * r.alphaNv + log2Ceil(N) * r.alphaNet);
    if (!o.ideal) {
        // Pipeline fill: the first chunk climbs the chain and the tree and comes down again, one
        // hop at a time at its channel's wire rate, before the chunks behind it stream.
        const int depth = 2 * (r.local - 1) + 2 * log2Ceil(N);
        const double chunk = std::min(treeChunkBytes(p, S, channels.channels, N, r.local), S / channels.channels);
        const double hopUs = chunk * channels.channels / (S / wire) / kMicro;
        e.latencyUs += std::max(0, depth - 1) * hopUs;
        e.plan = describeRing(layout, channels) + treePlanText(r, depth, chunk, hopUs) + treeLoadNote(N)
            + protocolNote(p, protocolShare) + uplinkNote(layout.treeUplinkLoad);
        if (ceilingBinds)
            e.plan += localized(QT_TRANSLATE_NOOP("scalescope-core",
                                    "; bus bandwidth at most %1 GB/s, NCCL's per-channel tree ceiling"),
                { formatNumber("%.4g", ceilingGBps) });
    }
    // Both trees' N - 1 edges carry S/2 each way.
    setTiers(e, 2 * S * (r.n - N), 2 * S * (N - 1));
    return e;
}

} // namespace scalescope

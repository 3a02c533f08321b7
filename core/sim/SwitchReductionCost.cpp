// Reduction in the switches: NVLS in the NVSwitch chips of every domain (with SHARP or a tree
// across domains), CollNet in the InfiniBand switches.
#include "sim/AlgorithmCosts.h"

#include "model/Localized.h"
#include "sim/Efficiency.h"
#include "sim/NcclChannels.h"
#include "sim/StepCount.h"

#include <algorithm>

namespace scalescope {
namespace {

// NCCL's one-domain NVLS all_reduce kernel (device/all_reduce.h) splits each channel's warps into
// three stages that pipeline loops of heads x chunk bytes: scatter the input to the heads, reduce
// in the switch and multicast the sum back (multimem), gather it into the output. Before the
// loops stream, the first one passes the stages one after another: (stages - 1) loops' time on
// top of the bandwidth term, which a message of a few loops per channel feels.
constexpr int kNvlsPipelineStages = 3;

double nvlsPipelineFillUs(double S, int channels, int heads, double chunkBytes, double transferUs)
{
    const double loops = std::max(1.0, S / (1.0 * channels * heads * chunkBytes));
    return (kNvlsPipelineStages - 1) * transferUs / loops;
}

// NCCL's per-channel ceiling on NVLS+tree (tuning.cc, perChMaxNVLSTreeBws, 2.28 and later:
// Hopper 57.7 GB/s a channel on two nodes, 45.5 on more; Blackwell 96 and 80, 43.8 in 2.28.9 to
// 2.29.7), over its heads, taken as the bus bandwidth of all n ranks as NCCL's tuner converts it
// (algorithm bandwidth = bus bandwidth x n / 2(n-1)): the time it allows S, us; 0 where NCCL sets
// none.
double nvlsTreeCeilingUs(double perChannelGBps, int heads, int n, double S)
{
    if (perChannelGBps <= 0 || heads < 1 || n < 2)
        return 0;
    const double algBytesPerSec = heads * perChannelGBps * 1e9 * n / (2.0 * (n - 1));
    return S / algBytesPerSec / kMicro;
}

// Why NVLS cannot run this, or "" when it can.
std::string nvlsRefusal(const RankLayout& layout, Collective c, const CostOptions& o, bool withTree)
{
    if (c != Collective::AllReduce)
        return localized(QT_TRANSLATE_NOOP("scalescope-core", "in-switch reduction is modelled for all_reduce"));
    if (!o.nvls)
        return localized(QT_TRANSLATE_NOOP("scalescope-core", "NVLS is switched off (--no-nvls, NCCL_NVLS_ENABLE=0)"));
    if (!layout.nvls)
        return localized(QT_TRANSLATE_NOOP(
            "scalescope-core", "the GPUs or NVSwitch chips cannot reduce in the switch (Hopper and later)"));
    if (withTree && layout.domains == 1)
        return localized(QT_TRANSLATE_NOOP("scalescope-core", "NVLS+tree needs more than one NVLink domain"));
    if (!withTree && layout.domains > 1 && !layout.sharp)
        return localized(QT_TRANSLATE_NOOP("scalescope-core", "NVLS across domains needs SHARP switches (CollNet)"));
    return {};
}

// Seconds in the domain: each GPU sends its buffer to the switch once (multimem reduce) and
// receives the reduced result once, plus its own slice each way: S (1 + 1/L) per direction. With
// NCCL's graph its own figure (tuning.cc, ncclTopoTuneModel): per head bwIntra x NVLS efficiency x
// (heads-1)/heads, doubled for all_reduce (two operations pipelined), as bus bandwidth; the NVLS
// step involves the domain's L GPUs, however many domains there are.
double nvlsIntraSeconds(
    const RankLayout& layout, const AnalyticRates& r, double S, bool ncclGraph, const CostOptions& o)
{
    if (ncclGraph)
        return 2.0 * (r.local - 1) / r.local * S / nvlsBusBytesPerSec(layout);
    const double switchEfficiency = o.ideal ? 1.0 : efficiency::nvlsEfficiency(layout.architecture);
    return S * (1.0 + 1.0 / r.local) / (r.nvlink * switchEfficiency);
}

// Seconds across domains: each head's NIC carries its 1/heads slice, once each way with SHARP, as
// a double binary tree otherwise (the busiest domain's NICs carry it twice each way, once with two
// domains, 1.5 times with three: doubleBinaryTreeLoad, sim/AlgorithmCosts.h). r.nic is a GPU's
// share of its NIC, so the domain's NICs together carry r.nic x L.
double nvlsInterSeconds(const RankLayout& layout, const AnalyticRates& r, const NvlsHeads& heads, double S,
    bool ncclGraph, bool withTree, const CostOptions& o)
{
    if (r.domains <= 1)
        return 0;
    const double usedShare = ncclGraph && layout.nicsPerDomain > 0
        ? std::min(1.0, static_cast<double>(heads.nicsUsedPerDomain) / layout.nicsPerDomain)
        : 1.0;
    const double domainNic = r.nic * r.local * usedShare;
    const double load = withTree ? doubleBinaryTreeLoad(r.domains) * std::max(1.0, layout.treeUplinkLoad) : 1.0;
    const double seconds = load * S / domainNic;
    return o.ideal ? seconds : seconds / (withTree ? efficiency::kTree : efficiency::kCollNet);
}

// For --explain: the heads, the steps, what bounds the bandwidth and the pipeline's fill.
struct NvlsPlanFigures {
    int netHops = 0;
    double treeChannelGBps = 0;
    int channels = 0;
    double chunkBytes = 0;
    double fillUs = 0;
};
std::string nvlsPlan(const RankLayout& layout, const AnalyticRates& r, const NvlsHeads& heads, const char* bound,
    const NvlsPlanFigures& f, bool withTree)
{
    const char* steps = f.netHops == 1
        ? QT_TRANSLATE_NOOP("scalescope-core", "; one NVLS step in the domain (%1 us) and %2 network step (%3 us each)")
        : QT_TRANSLATE_NOOP(
            "scalescope-core", "; one NVLS step in the domain (%1 us) and %2 network steps (%3 us each)");
    std::string plan = describeNvls(layout, heads)
        + localized(
            steps, { formatNumber("%.2f", r.alphaNv), std::to_string(f.netHops), formatNumber("%.2f", r.alphaNet) })
        + localized(bound, { formatNumber("%.1f", f.treeChannelGBps) })
        + (withTree ? uplinkNote(layout.treeUplinkLoad) : "");
    if (f.fillUs > 0)
        plan += localized(QT_TRANSLATE_NOOP("scalescope-core",
                              "; %1 channels of %2 KiB chunks per head: the scatter, the reduction in the "
                              "switch and the gather fill their pipeline in %3 us"),
            { std::to_string(f.channels), formatNumber("%.0f", f.chunkBytes / 1024), formatNumber("%.2f", f.fillUs) });
    return plan;
}

} // namespace

Estimate nvlsCost(const RankLayout& layout, Collective c, double S, const CostOptions& o, bool withTree)
{
    const Algorithm algorithm = withTree ? Algorithm::NvlsTree : Algorithm::Nvls;
    if (std::string why = nvlsRefusal(layout, c, o, withTree); !why.empty())
        return notApplicable(algorithm, Protocol::Simple, std::move(why));
    const AnalyticRates r = ratesFor(layout, algorithm, Protocol::Simple, o);
    Estimate e;
    e.algorithm = algorithm;
    e.protocol = Protocol::Simple;
    e.applies = true;
    const NvlsHeads heads = nvlsHeads(layout);
    const bool ncclGraph = !o.ideal && heads.heads > 1 && heads.bwIntraGBps > 0;
    const double intra = nvlsIntraSeconds(layout, r, S, ncclGraph, o);
    const double inter = nvlsInterSeconds(layout, r, heads, S, ncclGraph, withTree, o);
    e.transferUs = std::max(intra, inter) / kMicro;
    NvlsPlanFigures f;
    f.treeChannelGBps = perChannelCeilingGBps(layout, Algorithm::NvlsTree, Protocol::Simple);
    const double treeCeilingUs = withTree && ncclGraph ? nvlsTreeCeilingUs(f.treeChannelGBps, heads.heads, r.n, S) : 0;
    if (treeCeilingUs > e.transferUs)
        e.ceilingBusGBps = heads.heads * f.treeChannelGBps;
    e.transferUs = std::max(e.transferUs, treeCeilingUs);
    // Ideal: a hop to the switch and back, and up and down the tree or SHARP across domains.
    // NCCL's tables already fold the round trip into one NVLS latency per tier.
    f.netHops = r.domains == 1 ? 0 : withTree ? log2Ceil(r.domains) : 1;
    e.latencyUs = o.ideal ? 2 * (r.alphaNv + f.netHops * r.alphaNet) : r.alphaNv + f.netHops * r.alphaNet;
    f.channels = nvlsChannels(layout);
    f.chunkBytes = nvlsChunkBytes(layout, S);
    f.fillUs = ncclGraph && r.domains == 1 ? nvlsPipelineFillUs(S, f.channels, heads.heads, f.chunkBytes, e.transferUs)
                                           : 0.0;
    e.latencyUs += f.fillUs;
    if (ncclGraph) {
        const char* bound = treeCeilingUs > std::max(intra, inter) / kMicro
            ? QT_TRANSLATE_NOOP("scalescope-core",
                "; bandwidth bound by NCCL's per-channel ceiling on NVLS+tree (%1 GB/s a head, bus bandwidth)")
            : inter > intra
            ? QT_TRANSLATE_NOOP("scalescope-core", "; bandwidth bound by the heads' NICs across domains")
            : QT_TRANSLATE_NOOP("scalescope-core", "; bandwidth bound by the in-switch reduction in the domain");
        e.plan = nvlsPlan(layout, r, heads, bound, f, withTree);
    }
    // Across domains, SHARP: every NIC's slice up to the switches and the sum back; a tree: both
    // trees' N - 1 edges carrying S/2 each way.
    const double across = withTree ? 2 * S * (r.domains - 1) : r.domains > 1 ? 2 * S * r.domains : 0;
    setTiers(e, 2 * S * (1.0 + 1.0 / r.local) * r.n, across);
    return e;
}

Estimate collNetCost(const RankLayout& layout, Collective c, double S, const CostOptions& o)
{
    if (c != Collective::AllReduce)
        return notApplicable(Algorithm::CollNet, Protocol::Simple,
            localized(QT_TRANSLATE_NOOP("scalescope-core", "in-network reduction is modelled for all_reduce")));
    if (!layout.sharp)
        return notApplicable(Algorithm::CollNet, Protocol::Simple,
            localized(
                QT_TRANSLATE_NOOP("scalescope-core", "the InfiniBand switches cannot reduce in the network (SHARP)")));
    const AnalyticRates r = ratesFor(layout, Algorithm::CollNet, Protocol::Simple, o);
    if (r.domains == 1)
        return notApplicable(Algorithm::CollNet, Protocol::Simple,
            localized(QT_TRANSLATE_NOOP("scalescope-core", "CollNet needs more than one NVLink domain")));
    Estimate e;
    e.algorithm = Algorithm::CollNet;
    e.protocol = Protocol::Simple;
    e.applies = true;
    const double L = r.local;
    const double intra = 2 * (L - 1) / L * S / r.nvlink;
    const double inter = (S / L) / r.nic; // each NIC sends its slice to the switches once and gets the sum back
    e.transferUs = std::max(intra, inter) / (o.ideal ? 1.0 : efficiency::kCollNet) / kMicro;
    e.latencyUs = 2 * (L - 1) * r.alphaNv + r.alphaNet;
    setTiers(e, 2 * (L - 1) / L * S * r.n, 2 * S * r.domains);
    return e;
}

} // namespace scalescope

#include "sim/NcclChannels.h"

#include "model/Localized.h"
#include "sim/Efficiency.h"

#include <algorithm>
#include <cmath>
#include <span>

namespace scalescope {
namespace {

bool isAmpere(const RankLayout& layout)
{
    return layout.architecture == "ampere";
}
bool isBlackwell(const RankLayout& layout)
{
    return layout.architecture.rfind("blackwell", 0) == 0;
}

// Per-channel speeds the search tries, highest first (src/graph/search.cc: speedArrayIntra /
// speedArrayInter for Volta and Ampere, sm90SpeedArray* for Hopper, sm100SpeedArray* for
// Blackwell). Intra on one node, inter across nodes.
constexpr double kIntra[] = { 40, 30, 20, 18, 15, 12, 10, 9, 7, 6, 5, 4, 3 };
constexpr double kInter[] = { 48, 30, 28, 24, 20, 18, 15, 12, 10, 9, 7, 6, 5, 4, 3, 2.4, 1.2, 0.24, 0.12 };
constexpr double kSm90Intra[] = { 60, 50, 40, 30, 24, 20, 15, 12, 11, 6, 3 };
constexpr double kSm90Inter[] = { 48, 45, 42, 40, 30, 24, 22, 20, 17.5, 15, 12, 6, 3, 2.4, 1.2, 0.24, 0.12 };
constexpr double kSm100Intra[] = { 90, 80, 70, 60, 50, 45, 40, 30, 24, 20, 19, 18 };
constexpr double kSm100Inter[]
    = { 96, 86, 80, 48, 45.1, 42, 40, 30, 24, 22, 20, 17.5, 15, 12, 6, 3, 2.4, 1.2, 0.24, 0.12 };

std::span<const double> speeds(const RankLayout& layout)
{
    const bool inter = layout.domains > 1;
    if (isBlackwell(layout))
        return inter ? std::span<const double>(kSm100Inter) : std::span<const double>(kSm100Intra);
    if (layout.architecture == "hopper")
        return inter ? std::span<const double>(kSm90Inter) : std::span<const double>(kSm90Intra);
    return inter ? std::span<const double>(kInter) : std::span<const double>(kIntra);
}

// NCCL's channel limits (init.cc: ring maxChannels = MAXCHANNELS / 2 = 32; search.cc:
// NCCL_MAX_NVLS_ARITY = 32 heads).
constexpr int kMaxRingChannels = 32;
constexpr int kMaxNvlsHeads = 32;

// Ring search channels at one speed: NVLink (every GPU is entered and left once per channel)
// and, across domains, the NICs (each carries `speed` per channel it hosts).
int ringChannelsAt(double speed, double nvlink, double nic, int nics, bool inter)
{
    int channels = std::min(kMaxRingChannels, static_cast<int>(std::floor(nvlink / speed + 1e-9)));
    if (inter)
        channels = std::min(channels, nics * static_cast<int>(std::floor(nic / speed + 1e-9)));
    return std::max(channels, 0);
}

// Column of NCCL's per-node-count tables: one node, two, more.
int nodeColumn(const RankLayout& layout)
{
    return layout.domains <= 1 ? 0 : layout.domains == 2 ? 1 : 2;
}

} // namespace

double ncclNvlinkGBps(const RankLayout& layout)
{
    return efficiency::nvlinkLinkGBps(layout.architecture) * layout.nvlinkLinksPerGpu;
}

double ncclNicGBps(const RankLayout& layout)
{
    if (layout.nicsPerDomain <= 0 || layout.maxLocal <= 0)
        return layout.nicPerGpu / 1e9;
    // nicPerGpu is the NIC's rate shared among the GPUs that use it.
    const double gpusPerNic = std::max(1.0, static_cast<double>(layout.maxLocal) / layout.nicsPerDomain);
    return layout.nicPerGpu * gpusPerNic / 1e9;
}

// The search keeps the solution with the most channels x bwIntra (ncclTopoCompareGraphs), trying
// speeds from the highest the NIC allows down; ties keep the faster channels found first. Then
// ncclTopoDupChannels doubles the channels unless bwIntra < 25, or (newer than Ampere) bwIntra < 50
// with more than 4 channels.
RingChannels ringChannels(const RankLayout& layout)
{
    RingChannels out;
    const bool inter = layout.domains > 1;
    const double nvlink = ncclNvlinkGBps(layout);
    const double nic = ncclNicGBps(layout);
    const int nics = std::max(1, layout.nicsPerDomain);
    if (nvlink <= 0)
        return out;
    double best = 0;
    for (const double speed : speeds(layout)) {
        if (inter && speed > nic)
            continue;
        const int channels = ringChannelsAt(speed, nvlink, nic, nics, inter);
        if (channels > 0 && channels * speed > best + 1e-9) {
            best = channels * speed;
            out.searchChannels = channels;
            out.bwIntraGBps = speed;
        }
    }
    if (best <= 0)
        return out;
    out.bwInterGBps = inter ? out.bwIntraGBps : 0;
    out.nicsUsedPerDomain = inter ? std::min(out.searchChannels, nics) : 0;
    out.channels = out.searchChannels;
    const bool newerThanAmpere = !isAmpere(layout) && layout.architecture != "volta";
    const bool keep = out.bwIntraGBps < 25 || (newerThanAmpere && out.bwIntraGBps < 50 && out.searchChannels > 4);
    if (!keep)
        out.channels = std::min(kMaxRingChannels, 2 * out.searchChannels);
    return out;
}

// ncclTopoSearchTryNvls: each head reserves bwIntra on every GPU's NVLink to and from the switch,
// twice on its own. On one node every GPU up to 32 is a head (minChannels = maxChannels); across
// nodes a head is a GPU owning a NIC, one per NIC.
NvlsHeads nvlsHeads(const RankLayout& layout)
{
    NvlsHeads out;
    const double nvlink = ncclNvlinkGBps(layout);
    if (!layout.nvls || nvlink <= 0)
        return out;
    const bool inter = layout.domains > 1;
    out.heads = std::min(kMaxNvlsHeads, layout.maxLocal);
    if (inter)
        out.heads = std::min(out.heads, std::max(1, layout.nicsPerDomain));
    for (const double speed : speeds(layout))
        if ((out.heads + 1) * speed <= nvlink + 1e-9) {
            out.bwIntraGBps = speed;
            break;
        }
    out.nicsUsedPerDomain = inter ? out.heads : 0;
    return out;
}

int nvlsChannels(const RankLayout& layout)
{
    if (!isBlackwell(layout))
        return 16;
    return layout.domains > 1 ? 32 : 24;
}

double nvlsChunkBytes(const RankLayout& layout, double S)
{
    const double concurrent = 1.0 * nvlsChannels(layout) * std::max(1, nvlsHeads(layout).heads);
    double chunk = 128 * 1024;
    if (S < 64 * concurrent * chunk)
        chunk = 64 * 1024;
    if (S < 8 * concurrent * chunk)
        chunk = 32 * 1024;
    if (S < 2 * concurrent * chunk)
        chunk = 16 * 1024;
    return chunk;
}

double nvlsBusBytesPerSec(const RankLayout& layout)
{
    const NvlsHeads h = nvlsHeads(layout);
    if (h.heads < 2 || h.bwIntraGBps <= 0)
        return 0;
    return h.heads * h.bwIntraGBps * 1e9 * efficiency::nvlsEfficiency(layout.architecture) * (h.heads - 1.0) / h.heads
        * 2.0;
}

double nvlsLinkShare(const RankLayout& layout)
{
    const double busBw = nvlsBusBytesPerSec(layout);
    const double nvlink = ncclNvlinkGBps(layout) * 1e9;
    const int L = layout.maxLocal;
    if (busBw <= 0 || nvlink <= 0 || L < 2)
        return 0;
    return (L + 1.0) * busBw / (2.0 * (L - 1.0) * nvlink);
}

double perChannelCeilingGBps(const RankLayout& layout, Algorithm algorithm, Protocol protocol)
{
    // Rows Ampere, Hopper, Blackwell; columns 1 node, 2 nodes, more (Volta taken as Ampere).
    static constexpr double treeLL128[3][3] = { { 20, 20, 20 }, { 36.7, 36.7, 29 }, { 55.6, 31.67, 20 } };
    static constexpr double tree[3][3] = { { 24, 23.6, 17.8 }, { 38.7, 41.4, 36 }, { 70, 42.8, 24 } };
    static constexpr double nvlsTree[3][3] = { { 0, 0, 0 }, { 0, 57.7, 45.5 }, { 0, 96, 80 } };
    const int row = isBlackwell(layout) ? 2 : layout.architecture == "hopper" ? 1 : 0;
    const int column = nodeColumn(layout);
    if (algorithm == Algorithm::Tree && protocol == Protocol::LL128)
        return treeLL128[row][column];
    if (algorithm == Algorithm::Tree && protocol == Protocol::Simple)
        return tree[row][column];
    if (algorithm == Algorithm::NvlsTree && protocol == Protocol::Simple)
        return nvlsTree[row][column];
    return 0;
}

std::string describeRing(const RankLayout& layout, const RingChannels& ring)
{
    if (layout.domains > 1)
        return localized(QT_TRANSLATE_NOOP("scalescope-core",
                             "%1 search channels at %2 GB/s (%3 after duplication), leaving each domain through %4 of "
                             "its %5 NICs"),
            { std::to_string(ring.searchChannels), formatNumber("%.4g", ring.bwIntraGBps),
                std::to_string(ring.channels), std::to_string(ring.nicsUsedPerDomain),
                std::to_string(layout.nicsPerDomain) });
    return localized(QT_TRANSLATE_NOOP("scalescope-core", "%1 search channels at %2 GB/s (%3 after duplication)"),
        { std::to_string(ring.searchChannels), formatNumber("%.4g", ring.bwIntraGBps), std::to_string(ring.channels) });
}

std::string describeNvls(const RankLayout& layout, const NvlsHeads& nvls)
{
    if (layout.domains > 1)
        return localized(QT_TRANSLATE_NOOP("scalescope-core",
                             "%1 NVLS heads at %2 GB/s, their %3 NICs of each domain's %4 in the tree"),
            { std::to_string(nvls.heads), formatNumber("%.4g", nvls.bwIntraGBps),
                std::to_string(nvls.nicsUsedPerDomain), std::to_string(layout.nicsPerDomain) });
    return localized(QT_TRANSLATE_NOOP("scalescope-core", "%1 NVLS heads at %2 GB/s each"),
        { std::to_string(nvls.heads), formatNumber("%.4g", nvls.bwIntraGBps) });
}

} // namespace scalescope

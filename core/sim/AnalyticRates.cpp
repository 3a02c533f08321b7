#include "sim/AlgorithmCosts.h"

#include "model/Localized.h"
#include "sim/Efficiency.h"

#include <algorithm>

namespace scalescope {

using efficiency::Hop;

AnalyticRates ratesFor(const RankLayout& layout, Algorithm algorithm, Protocol protocol, const CostOptions& options)
{
    AnalyticRates r;
    r.n = layout.ranksCount();
    r.domains = layout.domains;
    r.local = layout.maxLocal;
    const double pcie = options.ideal ? 1.0 : efficiency::kPcie;
    if (options.ideal) {
        r.nvlink = layout.nvlinkPerGpu;
        r.nic = std::min(layout.nicPerGpu, layout.gpuToNicPcie);
        r.alphaNv = layout.nvlinkHopNs / 1000.0;
        r.alphaNet = layout.networkHopNs / 1000.0;
    } else {
        r.nvlink = layout.nvlinkPerGpu
            * efficiency::nvlinkScale(layout.architecture, layout.nvlinkPerGpu, layout.nvlinkLinksPerGpu);
        r.nic = std::min(layout.nicPerGpu * efficiency::kNetwork, layout.gpuToNicPcie * pcie);
        r.alphaNv = efficiency::hopLatencyUs(Hop::NvLink, algorithm, protocol);
        r.alphaNet = efficiency::hopLatencyUs(Hop::Network, algorithm, protocol);
    }
    if (!options.gpuDirect) {
        r.nic = std::min(r.nic, layout.hostStagedPerGpu * pcie);
        r.alphaNet += options.ideal ? 0 : efficiency::kHostStagingUs;
    }
    return r;
}

double protocolFactor(Protocol protocol, Algorithm algorithm, Collective collective, const AnalyticRates& rates,
    const CostOptions& options)
{
    if (options.ideal)
        return 1.0;
    return efficiency::protocolShare(protocol, algorithm, collective, std::max(1, rates.domains));
}

int ringCrossings(const RankLayout& layout)
{
    int crossings = 0;
    const int n = layout.ranksCount();
    for (int i = 0; i < n; ++i)
        crossings += layout.domainOfRank[i] != layout.domainOfRank[(i + 1) % n];
    return crossings;
}

bool ringIsNodeAware(const RankLayout& layout)
{
    return ringCrossings(layout) <= layout.domains;
}

std::vector<std::pair<int, int>> doubleBinaryTreeEdges(int count)
{
    std::vector<std::pair<int, int>> edges;
    for (int tree = 0; tree < 2 && count > 1; ++tree)
        for (int i = 1; i < count; ++i) {
            const int child = tree == 0 ? i : count - 1 - i;
            const int parent = tree == 0 ? (i - 1) / 2 : count - 1 - (i - 1) / 2;
            edges.emplace_back(child, parent);
        }
    return edges;
}

double doubleBinaryTreeLoad(int count)
{
    if (count < 2)
        return 0;
    return count == 2 ? 1.0 : count == 3 ? 1.5 : 2.0;
}

void setTiers(Estimate& e, double nvlinkBytes, double networkBytes)
{
    e.bytesPerTier[static_cast<int>(LinkTier::NvLink)] = nvlinkBytes;
    e.bytesPerTier[static_cast<int>(LinkTier::InfiniBand)] = networkBytes;
    e.bytesPerTier[static_cast<int>(LinkTier::Pcie)] = networkBytes;
}

std::string protocolNote(Protocol protocol, double share)
{
    if (protocol == Protocol::Simple || share >= 1)
        return {};
    const char* why = protocol == Protocol::LL
        ? QT_TRANSLATE_NOOP("scalescope-core",
            "; LL carries data at %1% of the bandwidth (4 data bytes and a flag in every 8, each flag polled: "
            "NCCL's tuner)")
        : QT_TRANSLATE_NOOP("scalescope-core",
            "; LL128 carries data at %1% of the bandwidth (120 data bytes in every 128: NCCL's tuner)");
    return localized(why, { formatNumber("%.0f", 100 * share) });
}

double channelNicShare(const RankLayout& layout, const RingChannels& channels, const CostOptions& options)
{
    if (options.ideal || layout.domains <= 1 || channels.nicsUsedPerDomain <= 0 || layout.nicsPerDomain <= 0)
        return 1.0;
    return std::min(1.0, static_cast<double>(channels.nicsUsedPerDomain) / layout.nicsPerDomain);
}

std::string uplinkNote(double uplinkLoad)
{
    if (uplinkLoad <= 1)
        return {};
    return localized(QT_TRANSLATE_NOOP("scalescope-core",
                         "; the busiest uplinks (a leaf's to the spines, or a pod's to the cores) carry 1/%1 of what "
                         "the NICs send across them (a failed spine or core, or an oversubscribed leaf): the crossings "
                         "run at that share of the NICs' rate"),
        { formatNumber("%.2f", uplinkLoad) });
}

Estimate notApplicable(Algorithm a, Protocol p, std::string why)
{
    Estimate e;
    e.algorithm = a;
    e.protocol = p;
    e.whyNot = std::move(why);
    return e;
}

} // namespace scalescope

#include "sim/AnalyticModel.h"

#include "model/Localized.h"
#include "sim/AlgorithmCosts.h"
#include "sim/Efficiency.h"

#include <algorithm>

namespace scalescope {
namespace {

// NCCL's protocols for an algorithm; hierarchical is built of rings and has theirs. LL128 is on
// by default only where the GPU-NIC path is at most PXB (PXN from Hopper on) once the job spans
// domains (tuning.cc, ncclTopoTuneModel, the pEnable block): a NIC reached through the host CPU
// (path PHB, as a GB200 GPU reaches the ConnectX-7 on its Grace, paths.cc ncclTopoCheckGdr) leaves
// LL and Simple.
std::vector<Protocol> protocolsFor(const RankLayout& layout, Algorithm algorithm, const CostOptions& options)
{
    const bool threeProtocols
        = algorithm == Algorithm::Ring || algorithm == Algorithm::Tree || algorithm == Algorithm::Hierarchical;
    if (options.ideal || !threeProtocols)
        return { Protocol::Simple };
    if (layout.domains > 1 && layout.nicThroughHost)
        return { Protocol::LL, Protocol::Simple };
    return { Protocol::LL, Protocol::LL128, Protocol::Simple };
}

// What NCCL itself would consider for a collective.
std::vector<Algorithm> ncclAlgorithms(Collective collective)
{
    switch (collective) {
    case Collective::AllReduce:
        return { Algorithm::Ring, Algorithm::Tree, Algorithm::Nvls, Algorithm::NvlsTree, Algorithm::CollNet };
    case Collective::AllGather:
    case Collective::ReduceScatter:
    case Collective::Broadcast:
    case Collective::Reduce:
        return { Algorithm::Ring };
    case Collective::AllToAll:
    case Collective::SendRecv:
        return { Algorithm::Direct };
    }
    return {};
}

// An estimate and the time NCCL's tuner would see for it.
struct Candidate {
    Estimate estimate;
    double ncclUs = 0;
};

// The fastest first, as NCCL's tuner sees them.
bool pickedFirst(const Candidate& x, const Candidate& y)
{
    if (x.estimate.applies != y.estimate.applies)
        return x.estimate.applies;
    return x.ncclUs < y.ncclUs;
}

} // namespace

StepLatencies stepLatencies(
    const RankLayout& layout, Algorithm algorithm, Protocol protocol, const CostOptions& options)
{
    const AnalyticRates r = ratesFor(layout, algorithm, protocol, options);
    return { r.alphaNv, r.alphaNet, options.ideal ? 0.0 : efficiency::baseLatencyUs(algorithm, protocol) };
}

Estimate estimateCost(const RankLayout& layout, Collective collective, ByteCount bytes, Algorithm algorithm,
    Protocol protocol, const CostOptions& options)
{
    const double S = static_cast<double>(bytes);
    switch (algorithm) {
    case Algorithm::Ring:
        return ringCost(layout, collective, S, protocol, options);
    case Algorithm::Tree:
        return treeCost(layout, collective, S, protocol, options);
    case Algorithm::Nvls:
        return nvlsCost(layout, collective, S, options, false);
    case Algorithm::NvlsTree:
        return nvlsCost(layout, collective, S, options, true);
    case Algorithm::CollNet:
        return collNetCost(layout, collective, S, options);
    case Algorithm::Hierarchical:
        return hierarchicalCost(layout, collective, S, protocol, options);
    case Algorithm::HalvingDoubling:
        return halvingDoublingCost(layout, collective, S, options);
    case Algorithm::Direct:
    case Algorithm::Pairwise:
        return allToAllCost(layout, collective, S, algorithm, options);
    case Algorithm::Auto:
        break;
    }
    return notApplicable(
        algorithm, protocol, localized(QT_TRANSLATE_NOOP("scalescope-core", "auto is not an algorithm")));
}

std::vector<Estimate> rankCandidates(
    const RankLayout& layout, Collective collective, ByteCount bytes, Algorithm algorithm, const CostOptions& options)
{
    const std::vector<Algorithm> algorithms
        = algorithm == Algorithm::Auto ? ncclAlgorithms(collective) : std::vector<Algorithm> { algorithm };
    // NCCL's tuner knows its GPUs, NVLink and NICs, not the leaves' uplinks: it picks as if they
    // kept up (a failed spine does not change its choice); each time reported is what they allow.
    RankLayout ncclView = layout;
    ncclView.ringUplinkLoad = ncclView.treeUplinkLoad = 0;
    const bool uplinksSlow = layout.ringUplinkLoad > 1 || layout.treeUplinkLoad > 1;
    std::vector<Candidate> all;
    for (const Algorithm a : algorithms) {
        std::vector<Candidate> perProtocol;
        for (const Protocol p : protocolsFor(layout, a, options)) {
            Estimate e = estimateCost(layout, collective, bytes, a, p, options);
            const double ncclUs
                = uplinksSlow ? estimateCost(ncclView, collective, bytes, a, p, options).timeUs() : e.timeUs();
            const bool hasLL128 = a == Algorithm::Ring || a == Algorithm::Tree || a == Algorithm::Hierarchical;
            if (!e.plan.empty() && hasLL128 && layout.domains > 1 && layout.nicThroughHost)
                e.plan += localized(QT_TRANSLATE_NOOP("scalescope-core",
                    "; no LL128: the GPUs reach their NICs through the host CPU (NCCL's path PHB), where NCCL "
                    "leaves LL128 off"));
            // NCCL leaves CollNet (and so NVLS across domains, which rides on it) off unless
            // NCCL_COLLNET_ENABLE=1: auto does not pick them, --algo still can.
            const bool needsCollNet = a == Algorithm::CollNet || (a == Algorithm::Nvls && layout.domains > 1);
            if (algorithm == Algorithm::Auto && needsCollNet && e.applies) {
                e.applies = false;
                e.whyNot = localized(QT_TRANSLATE_NOOP("scalescope-core",
                                         "CollNet/SHARP is off by default in NCCL (NCCL_COLLNET_ENABLE=1 turns it on; "
                                         "ask with --algo %1)"),
                    { toString(a) });
            }
            perProtocol.push_back({ std::move(e), ncclUs });
        }
        // Fastest protocol of this algorithm first; keep the others for the explanation.
        std::stable_sort(perProtocol.begin(), perProtocol.end(), pickedFirst);
        all.insert(all.end(), perProtocol.begin(), perProtocol.end());
    }
    std::stable_sort(all.begin(), all.end(), pickedFirst);
    std::vector<Estimate> out;
    out.reserve(all.size());
    for (Candidate& candidate : all)
        out.push_back(std::move(candidate.estimate));
    return out;
}

double lowerBoundUs(const RankLayout& layout, Collective collective, ByteCount bytes)
{
    const double S = static_cast<double>(bytes);
    const double n = layout.ranksCount(), L = layout.maxLocal, N = layout.domains;
    const double nvlink = layout.nvlinkPerGpu;
    const double nic = std::min(layout.nicPerGpu, layout.gpuToNicPcie);
    auto split = [&](double factor) {
        // Point-to-point: each rank moves factor (L-1)/L S over NVLink and factor (N-1)/N S/L
        // over the network at best (the hierarchical split), whichever is slower.
        const double intra = factor * (L - 1) / L * S / nvlink;
        const double inter = N > 1 ? factor * (N - 1) / N * (S / L) / nic : 0;
        return std::max(intra, inter) / kMicro;
    };
    switch (collective) {
    case Collective::AllReduce:
        return split(2);
    case Collective::AllGather:
    case Collective::ReduceScatter:
        return split(1);
    case Collective::Broadcast:
    case Collective::Reduce:
        return S / (N > 1 ? std::min(nvlink, L * nic) : nvlink) / kMicro;
    case Collective::AllToAll: {
        const double oversubscription = layout.crossesLeaves ? layout.fabricOversubscription : 1.0;
        return std::max((L - 1) * S / n / nvlink, N > 1 ? (n - L) * S / n * oversubscription / nic : 0.0) / kMicro;
    }
    case Collective::SendRecv:
        return S / (layout.domainOfRank[0] == layout.domainOfRank[1] ? nvlink : std::min(nvlink, nic)) / kMicro;
    }
    return 0;
}

} // namespace scalescope

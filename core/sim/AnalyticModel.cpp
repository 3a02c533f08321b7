#include "sim/AnalyticModel.h"

#include "sim/Efficiency.h"

#include <algorithm>
#include <cmath>

namespace scalescope {
namespace {

using efficiency::Hop;

constexpr double kMicro = 1e-6;

int log2Ceil(int n)
{
    int steps = 0;
    while ((1 << steps) < n)
        ++steps;
    return steps;
}

bool isPowerOfTwo(int n)
{
    return n > 0 && (n & (n - 1)) == 0;
}

// The bandwidths and latencies one job sees, with or without the efficiency model.
struct Rates {
    double nvlink = 0; // bytes/s per GPU over NVLink
    double nic = 0; // bytes/s per GPU through its NIC (GPUDirect or host-staged)
    double alphaNv = 0; // us per NVLink step
    double alphaNet = 0; // us per network step
    int n = 0, domains = 0, local = 0;
};

Rates ratesFor(const RankLayout& layout, Algorithm algorithm, Protocol protocol, const CostOptions& options)
{
    Rates r;
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

double protocolFactor(Protocol protocol, const CostOptions& options)
{
    if (options.ideal)
        return 1.0;
    switch (protocol) {
    case Protocol::LL:
        return efficiency::kLL;
    case Protocol::LL128:
        return efficiency::kLL128;
    case Protocol::Simple:
        return 1.0;
    }
    return 1.0;
}

// Ring order crosses domains this many times (node-aware orders cross once per domain).
int ringCrossings(const RankLayout& layout)
{
    int crossings = 0;
    const int n = layout.ranksCount();
    for (int i = 0; i < n; ++i)
        crossings += layout.domainOfRank[i] != layout.domainOfRank[(i + 1) % n];
    return crossings;
}

// The payload per tier (sim/TierBytes.h): what crosses NVLink, and what crosses the network,
// which also crosses PCIe (out of one GPU and into another: one transfer, counted once).
void setTiers(Estimate& e, double nvlinkBytes, double networkBytes)
{
    e.bytesPerTier[static_cast<int>(LinkTier::NvLink)] = nvlinkBytes;
    e.bytesPerTier[static_cast<int>(LinkTier::InfiniBand)] = networkBytes;
    e.bytesPerTier[static_cast<int>(LinkTier::Pcie)] = networkBytes;
}

Estimate notApplicable(Algorithm a, Protocol p, std::string why)
{
    Estimate e;
    e.algorithm = a;
    e.protocol = p;
    e.whyNot = std::move(why);
    return e;
}

Estimate ring(const RankLayout& layout, Collective c, double S, Protocol p, const CostOptions& o)
{
    Estimate e;
    e.algorithm = Algorithm::Ring;
    e.protocol = p;
    e.applies = true;
    const Rates r = ratesFor(layout, Algorithm::Ring, p, o);
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

Estimate tree(const RankLayout& layout, Collective c, double S, Protocol p, const CostOptions& o)
{
    const Rates r = ratesFor(layout, Algorithm::Tree, p, o);
    if (c == Collective::Broadcast || c == Collective::Reduce) {
        // Binomial tree: log2(n) rounds, each moving the whole buffer one hop.
        Estimate e;
        e.algorithm = Algorithm::Tree;
        e.protocol = p;
        e.applies = true;
        const int rounds = log2Ceil(r.n);
        const double alpha = r.domains > 1 ? r.alphaNet : r.alphaNv;
        const double bandwidth = (r.domains > 1 ? std::min(r.nvlink, r.nic) : r.nvlink) * protocolFactor(p, o);
        e.latencyUs = rounds * alpha;
        e.transferUs = rounds * S / bandwidth / kMicro;
        setTiers(e, S * (r.n - r.domains), S * (r.domains - 1));
        return e;
    }
    if (c != Collective::AllReduce)
        return notApplicable(Algorithm::Tree, p, "tree is for all_reduce, broadcast and reduce");
    Estimate e;
    e.algorithm = Algorithm::Tree;
    e.protocol = p;
    e.applies = true;
    // Chains inside each domain, a double binary tree across domains. Each domain sends and
    // receives 2S over the network (S with two domains: each tree is a single edge).
    const int N = r.domains;
    const double interFactor = N == 2 ? 1.0 : 2.0;
    // Every GPU sends S up its domain's chain and S down it.
    double transfer = N == 1 ? 2 * S / r.nvlink : std::max(interFactor * S / (r.local * r.nic), 2 * S / r.nvlink);
    if (!o.ideal)
        transfer /= efficiency::kTree;
    transfer /= protocolFactor(p, o);
    e.transferUs = transfer / kMicro;
    e.latencyUs = (o.ideal ? 0 : efficiency::baseLatencyUs(Algorithm::Tree, p))
        + 2 * ((r.local - 1) * r.alphaNv + log2Ceil(N) * r.alphaNet);
    // Both trees' N - 1 edges carry S/2 each way.
    setTiers(e, 2 * S * (r.n - N), 2 * S * (N - 1));
    return e;
}

Estimate nvls(const RankLayout& layout, Collective c, double S, const CostOptions& o, bool withTree)
{
    const Algorithm algorithm = withTree ? Algorithm::NvlsTree : Algorithm::Nvls;
    if (c != Collective::AllReduce)
        return notApplicable(algorithm, Protocol::Simple, "in-switch reduction is modelled for all_reduce");
    if (!layout.nvls)
        return notApplicable(
            algorithm, Protocol::Simple, "the GPUs or NVSwitch chips cannot reduce in the switch (Hopper and later)");
    const Rates r = ratesFor(layout, algorithm, Protocol::Simple, o);
    if (withTree && r.domains == 1)
        return notApplicable(algorithm, Protocol::Simple, "NVLS+tree needs more than one NVLink domain");
    if (!withTree && r.domains > 1 && !layout.sharp)
        return notApplicable(algorithm, Protocol::Simple, "NVLS across domains needs SHARP switches (CollNet)");
    Estimate e;
    e.algorithm = algorithm;
    e.protocol = Protocol::Simple;
    e.applies = true;
    const double switchEfficiency = o.ideal ? 1.0 : efficiency::nvlsEfficiency(layout.architecture);
    // Each GPU sends its buffer to the switch once (multimem reduce) and receives the reduced
    // result once, plus its own slice each way: S (1 + 1/L) per direction.
    const double intra = S * (1.0 + 1.0 / r.local) / (r.nvlink * switchEfficiency);
    double inter = 0;
    if (r.domains > 1) {
        // Each GPU's NIC carries its 1/L slice: once each way with SHARP, as a tree otherwise.
        const double slice = S / r.local;
        inter = (withTree ? (r.domains == 2 ? 1.0 : 2.0) : 1.0) * slice / r.nic;
        if (!o.ideal)
            inter /= withTree ? efficiency::kTree : efficiency::kCollNet;
    }
    e.transferUs = std::max(intra, inter) / kMicro;
    // Ideal: a hop to the switch and back, and up and down the tree or SHARP across domains.
    // NCCL's tables already fold the round trip into one NVLS latency per tier.
    const int netHops = r.domains == 1 ? 0 : withTree ? log2Ceil(r.domains) : 1;
    e.latencyUs = o.ideal ? 2 * (r.alphaNv + netHops * r.alphaNet) : r.alphaNv + netHops * r.alphaNet;
    // Across domains, SHARP: every NIC's slice up to the switches and the sum back; a tree: both
    // trees' N - 1 edges carrying S/2 each way.
    const double across = withTree ? 2 * S * (r.domains - 1) : r.domains > 1 ? 2 * S * r.domains : 0;
    setTiers(e, 2 * S * (1.0 + 1.0 / r.local) * r.n, across);
    return e;
}

Estimate collnet(const RankLayout& layout, Collective c, double S, const CostOptions& o)
{
    if (c != Collective::AllReduce)
        return notApplicable(Algorithm::CollNet, Protocol::Simple, "in-network reduction is modelled for all_reduce");
    if (!layout.sharp)
        return notApplicable(
            Algorithm::CollNet, Protocol::Simple, "the InfiniBand switches cannot reduce in the network (SHARP)");
    const Rates r = ratesFor(layout, Algorithm::CollNet, Protocol::Simple, o);
    if (r.domains == 1)
        return notApplicable(Algorithm::CollNet, Protocol::Simple, "CollNet needs more than one NVLink domain");
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

Estimate hierarchical(const RankLayout& layout, Collective c, double S, const CostOptions& o)
{
    if (c != Collective::AllReduce)
        return notApplicable(Algorithm::Hierarchical, Protocol::Simple, "hierarchical is an all_reduce");
    const Rates r = ratesFor(layout, Algorithm::Hierarchical, Protocol::Simple, o);
    Estimate e;
    e.algorithm = Algorithm::Hierarchical;
    e.protocol = Protocol::Simple;
    e.applies = true;
    const double L = r.local, N = r.domains;
    // Reduce-scatter in the domain, all_reduce of S/L per rail across domains, all-gather back.
    e.latencyUs = 2 * (L - 1) * r.alphaNv + (N > 1 ? 2 * (N - 1) * r.alphaNet : 0);
    e.transferUs = (2 * (L - 1) / L * S / r.nvlink + (N > 1 ? 2 * (N - 1) / N * (S / L) / r.nic : 0)) / kMicro;
    setTiers(e, 2 * (L - 1) / L * S * r.n, N > 1 ? 2 * (N - 1) / N * (S / L) * r.n : 0);
    return e;
}

Estimate halvingDoubling(const RankLayout& layout, Collective c, double S, const CostOptions& o)
{
    const Rates r = ratesFor(layout, Algorithm::HalvingDoubling, Protocol::Simple, o);
    double phases = 0;
    if (c == Collective::AllReduce)
        phases = 2; // recursive halving reduce-scatter, then recursive doubling all-gather
    else if (c == Collective::AllGather || c == Collective::ReduceScatter)
        phases = 1;
    else
        return notApplicable(Algorithm::HalvingDoubling, Protocol::Simple,
            "halving-doubling is for all_reduce, all_gather and reduce_scatter");
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

Estimate allToAll(const RankLayout& layout, Collective c, double S, Algorithm algorithm, const CostOptions& o)
{
    if (c != Collective::AllToAll && c != Collective::SendRecv)
        return notApplicable(algorithm, Protocol::Simple, "direct and pairwise are for alltoall and sendrecv");
    const Rates r = ratesFor(layout, algorithm, Protocol::Simple, o);
    Estimate e;
    e.algorithm = algorithm;
    e.protocol = Protocol::Simple;
    e.applies = true;
    const double base = o.ideal ? 0 : efficiency::baseLatencyUs(algorithm, Protocol::Simple);
    if (c == Collective::SendRecv) {
        if (algorithm == Algorithm::Pairwise)
            return notApplicable(algorithm, Protocol::Simple, "sendrecv is one pair: use direct");
        const bool sameDomain = layout.domainOfRank[0] == layout.domainOfRank[1];
        e.latencyUs = base + (sameDomain ? r.alphaNv : r.alphaNet);
        e.transferUs = S / (sameDomain ? r.nvlink : std::min(r.nvlink, r.nic)) / kMicro;
        setTiers(e, sameDomain ? S : 0, sameDomain ? 0 : S);
        return e;
    }
    const double n = r.n, L = r.local, N = r.domains;
    const double chunk = S / n;
    const double intraBytes = (L - 1) * chunk;
    // Cross-fabric traffic meets the leaves' oversubscription.
    const double oversubscription = layout.crossesLeaves ? layout.fabricOversubscription : 1.0;
    const double interBytes = (n - L) * chunk;
    if (algorithm == Algorithm::Direct) {
        e.latencyUs = base + (N > 1 ? r.alphaNet : r.alphaNv);
        e.transferUs = std::max(intraBytes / r.nvlink, N > 1 ? interBytes * oversubscription / r.nic : 0.0) / kMicro;
    } else {
        // Pairwise: n-1 rounds, one partner each.
        e.latencyUs = base + (L - 1) * r.alphaNv + (n - L) * r.alphaNet;
        e.transferUs = (intraBytes / r.nvlink + (N > 1 ? interBytes * oversubscription / r.nic : 0.0)) / kMicro;
    }
    // A chunk for a GPU on another rail moves over NVLink first to the sender's GPU on that rail
    // (PXN), as the flow fidelity routes it: L - 1 of every L destinations in other domains.
    const double pxnBytes = N > 1 ? interBytes * (L - 1) / L : 0;
    setTiers(e, (intraBytes + pxnBytes) * n, interBytes * n);
    return e;
}

// NCCL's protocols for an algorithm.
std::vector<Protocol> protocolsFor(Algorithm algorithm, const CostOptions& options)
{
    if (options.ideal || !(algorithm == Algorithm::Ring || algorithm == Algorithm::Tree))
        return { Protocol::Simple };
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

} // namespace

StepLatencies stepLatencies(
    const RankLayout& layout, Algorithm algorithm, Protocol protocol, const CostOptions& options)
{
    const Rates r = ratesFor(layout, algorithm, protocol, options);
    return { r.alphaNv, r.alphaNet, options.ideal ? 0.0 : efficiency::baseLatencyUs(algorithm, protocol) };
}

Estimate estimateCost(const RankLayout& layout, Collective collective, ByteCount bytes, Algorithm algorithm,
    Protocol protocol, const CostOptions& options)
{
    const double S = static_cast<double>(bytes);
    switch (algorithm) {
    case Algorithm::Ring:
        return ring(layout, collective, S, protocol, options);
    case Algorithm::Tree:
        return tree(layout, collective, S, protocol, options);
    case Algorithm::Nvls:
        return nvls(layout, collective, S, options, false);
    case Algorithm::NvlsTree:
        return nvls(layout, collective, S, options, true);
    case Algorithm::CollNet:
        return collnet(layout, collective, S, options);
    case Algorithm::Hierarchical:
        return hierarchical(layout, collective, S, options);
    case Algorithm::HalvingDoubling:
        return halvingDoubling(layout, collective, S, options);
    case Algorithm::Direct:
    case Algorithm::Pairwise:
        return allToAll(layout, collective, S, algorithm, options);
    case Algorithm::Auto:
        break;
    }
    return notApplicable(algorithm, protocol, "auto is not an algorithm");
}

std::vector<Estimate> rankCandidates(
    const RankLayout& layout, Collective collective, ByteCount bytes, Algorithm algorithm, const CostOptions& options)
{
    const std::vector<Algorithm> algorithms
        = algorithm == Algorithm::Auto ? ncclAlgorithms(collective) : std::vector<Algorithm> { algorithm };
    std::vector<Estimate> out;
    for (const Algorithm a : algorithms) {
        std::vector<Estimate> perProtocol;
        for (const Protocol p : protocolsFor(a, options)) {
            Estimate e = estimateCost(layout, collective, bytes, a, p, options);
            // NCCL leaves CollNet (and so NVLS across domains, which rides on it) off unless
            // NCCL_COLLNET_ENABLE=1: auto does not pick them, --algo still can.
            const bool needsCollNet = a == Algorithm::CollNet || (a == Algorithm::Nvls && layout.domains > 1);
            if (algorithm == Algorithm::Auto && needsCollNet && e.applies) {
                e.applies = false;
                e.whyNot
                    = "CollNet/SHARP is off by default in NCCL (NCCL_COLLNET_ENABLE=1 turns it on; ask with --algo "
                    + std::string(toString(a)) + ")";
            }
            perProtocol.push_back(std::move(e));
        }
        // Fastest protocol of this algorithm first; keep the others for the explanation.
        std::stable_sort(perProtocol.begin(), perProtocol.end(), [](const Estimate& x, const Estimate& y) {
            if (x.applies != y.applies)
                return x.applies;
            return x.timeUs() < y.timeUs();
        });
        out.insert(out.end(), perProtocol.begin(), perProtocol.end());
    }
    std::stable_sort(out.begin(), out.end(), [](const Estimate& x, const Estimate& y) {
        if (x.applies != y.applies)
            return x.applies;
        return x.timeUs() < y.timeUs();
    });
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

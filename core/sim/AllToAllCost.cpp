// Point to point: alltoall all at once (direct) or one partner a round (pairwise), and sendrecv.
#include "sim/AlgorithmCosts.h"

#include "model/Localized.h"
#include "sim/Efficiency.h"

#include <algorithm>

namespace scalescope {

Estimate allToAllCost(const RankLayout& layout, Collective c, double S, Algorithm algorithm, const CostOptions& o)
{
    if (c != Collective::AllToAll && c != Collective::SendRecv)
        return notApplicable(algorithm, Protocol::Simple,
            localized(QT_TRANSLATE_NOOP("scalescope-core", "direct and pairwise are for alltoall and sendrecv")));
    const AnalyticRates r = ratesFor(layout, algorithm, Protocol::Simple, o);
    Estimate e;
    e.algorithm = algorithm;
    e.protocol = Protocol::Simple;
    e.applies = true;
    const double base = o.ideal ? 0 : efficiency::baseLatencyUs(algorithm, Protocol::Simple);
    if (c == Collective::SendRecv) {
        if (algorithm == Algorithm::Pairwise)
            return notApplicable(algorithm, Protocol::Simple,
                localized(QT_TRANSLATE_NOOP("scalescope-core", "sendrecv is one pair: use direct")));
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
    // Domains holding unequal shares of the ranks: a rank of the fullest moves the most over
    // NVLink, one of the emptiest the most through its own NIC (NCCL sends a rank's data through
    // the NICs of its own node, never those of GPUs outside the communicator).
    const double fewest = layout.minLocal > 0 ? layout.minLocal : L;
    const double mostInter = N > 1 ? (n - fewest) * chunk * oversubscription / r.nic : 0.0;
    if (algorithm == Algorithm::Direct) {
        e.latencyUs = base + (N > 1 ? r.alphaNet : r.alphaNv);
        e.transferUs = std::max(intraBytes / r.nvlink, mostInter) / kMicro;
    } else {
        // Pairwise: n-1 rounds, one partner each; the slower of a rank of the fullest domain and
        // one of the emptiest.
        e.latencyUs = base + (fewest - 1) * r.alphaNv + (n - fewest) * r.alphaNet;
        const double fullest = intraBytes / r.nvlink + (N > 1 ? interBytes * oversubscription / r.nic : 0.0);
        const double emptiest = (fewest - 1) * chunk / r.nvlink + mostInter;
        e.transferUs = std::max(fullest, emptiest) / kMicro;
    }
    // A chunk for a GPU on another rail moves over NVLink first to the sender's GPU on that rail
    // (PXN), as the flow fidelity routes it: L - 1 of every L destinations in other domains.
    const double pxnBytes = N > 1 ? interBytes * (L - 1) / L : 0;
    setTiers(e, (intraBytes + pxnBytes) * n, interBytes * n);
    return e;
}

} // namespace scalescope

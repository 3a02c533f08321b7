// Point to point: alltoall all at once (direct) or one partner a round (pairwise), and sendrecv.
#include "sim/AlgorithmPhases.h"

#include "model/Localized.h"

namespace scalescope {

std::vector<Phase> directPhases(
    const TransferPatterns& patterns, Collective collective, const Estimate& chosen, const RankLayout& layout)
{
    const double S = patterns.bytes();
    const int n = patterns.n();
    if (collective == Collective::SendRecv)
        return singlePhase("sendrecv", localized(QT_TRANSLATE_NOOP("scalescope-core", "rank 0 to rank 1")),
            { Transfer { layout.ranks[0], layout.ranks[1], S } }, 1, chosen.latencyUs);
    std::vector<Transfer> all;
    all.reserve(static_cast<std::size_t>(n) * (n - 1));
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < n; ++j)
            if (i != j)
                all.push_back({ layout.ranks[i], layout.ranks[j], S / n });
    std::vector<Phase> phases
        = singlePhase("alltoall", localized(QT_TRANSLATE_NOOP("scalescope-core", "every GPU to every other at once")),
            std::move(all), 1, chosen.latencyUs);
    phases.front().distinctPairs = true;
    return phases;
}

std::vector<Phase> pairwisePhases(const TransferPatterns& patterns, const RankLayout& layout)
{
    const double S = patterns.bytes();
    const int n = patterns.n(), L = patterns.local();
    const double aNv = patterns.alpha().nvlinkUs, aNet = patterns.alpha().networkUs;
    // Looked up once: one phase a round, n - 1 rounds.
    const std::string name = localized(QT_TRANSLATE_NOOP("scalescope-core", "pairwise exchange"));
    const std::string partner
        = translated(kCoreContext, QT_TRANSLATE_NOOP("scalescope-core", "each GPU to the one %1 ranks on"));
    std::vector<Phase> phases;
    for (int k = 1; k < n; ++k) {
        Phase p;
        p.name = name;
        p.what = substitute(partner, { std::to_string(k) });
        p.latencyUs = (k < L ? aNv : aNet) + (k == 1 ? patterns.alpha().baseUs : 0);
        p.distinctPairs = true;
        for (int i = 0; i < n; ++i)
            p.transfers.push_back({ layout.ranks[i], layout.ranks[(i + k) % n], S / n });
        phases.push_back(std::move(p));
    }
    return phases;
}

} // namespace scalescope

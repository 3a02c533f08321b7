#include "sim/AlgorithmPhases.h"

#include "model/Localized.h"

namespace scalescope {

std::vector<Phase> ringPhases(
    const TransferPatterns& patterns, Collective collective, const Estimate& chosen, const RankLayout& layout)
{
    const double S = patterns.bytes();
    const int n = patterns.n(), N = patterns.domains(), L = patterns.local();
    const std::string order = localized(
        QT_TRANSLATE_NOOP("scalescope-core", "each GPU to the next on %1 ring(s)"), { std::to_string(N > 1 ? L : 1) });
    if (collective == Collective::AllReduce)
        return singlePhase(localized(QT_TRANSLATE_NOOP("scalescope-core", "reduce-scatter + all-gather")), order,
            patterns.ring(2.0 * (n - 1) / n * S), 2 * (n - 1), chosen.latencyUs);
    if (collective == Collective::AllGather || collective == Collective::ReduceScatter)
        return singlePhase(
            std::string(toString(collective)), order, patterns.ring((n - 1.0) / n * S), n - 1, chosen.latencyUs);
    // Broadcast and reduce: a pipelined chain from (to) rank 0.
    std::vector<Transfer> chain;
    for (int i = 0; i + 1 < n; ++i) {
        const NodeId a = layout.ranks[i], b = layout.ranks[i + 1];
        chain.push_back(collective == Collective::Broadcast ? Transfer { a, b, S } : Transfer { b, a, S });
    }
    return singlePhase(localized(QT_TRANSLATE_NOOP("scalescope-core", "%1 chain"), { toString(collective) }),
        localized(QT_TRANSLATE_NOOP("scalescope-core", "the whole buffer along the ranks")), std::move(chain), n - 1,
        chosen.latencyUs);
}

} // namespace scalescope

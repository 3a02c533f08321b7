#include "sim/AlgorithmPhases.h"

#include "model/Localized.h"
#include "sim/StepCount.h"

#include <algorithm>

namespace scalescope {

std::vector<Phase> treePhases(
    const TransferPatterns& patterns, Collective collective, const Estimate& chosen, const RankLayout& layout)
{
    const double S = patterns.bytes();
    const int n = patterns.n(), N = patterns.domains(), L = patterns.local();
    if (collective == Collective::AllReduce)
        return singlePhase(localized(QT_TRANSLATE_NOOP("scalescope-core", "tree reduce + broadcast")),
            localized(QT_TRANSLATE_NOOP("scalescope-core", "chains in each domain, double binary tree across")),
            patterns.doubleBinaryTree(S, true), 2 * log2Ceil(N) + 2 * (L - 1), chosen.latencyUs);
    // Binomial tree: round k doubles the ranks that have the data.
    const double alphaStep = N > 1 ? patterns.alpha().networkUs : patterns.alpha().nvlinkUs;
    const std::string name = localized(QT_TRANSLATE_NOOP("scalescope-core", "%1 round"), { toString(collective) });
    const std::string reach
        = translated(kCoreContext, QT_TRANSLATE_NOOP("scalescope-core", "the whole buffer to %1 more GPUs"));
    std::vector<Phase> phases;
    for (int k = 0; (1 << k) < n; ++k) {
        Phase p;
        p.name = name;
        p.what = substitute(reach, { std::to_string(std::min(1 << k, n - (1 << k))) });
        p.latencyUs = alphaStep;
        p.steps = 1;
        for (int i = 0; i < (1 << k) && i + (1 << k) < n; ++i) {
            const NodeId a = layout.ranks[i], b = layout.ranks[i + (1 << k)];
            p.transfers.push_back(collective == Collective::Broadcast ? Transfer { a, b, S } : Transfer { b, a, S });
        }
        phases.push_back(std::move(p));
    }
    if (collective == Collective::Reduce)
        std::reverse(phases.begin(), phases.end());
    return phases;
}

} // namespace scalescope

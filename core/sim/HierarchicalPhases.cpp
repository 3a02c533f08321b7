#include "sim/AlgorithmPhases.h"

#include "model/Localized.h"

namespace scalescope {

// The three stages as one phase: pipelined, their flows run at once (as hierarchicalCost
// models them), the reduce-scatter and all-gather rings on NVLink, the rings across domains on
// each rail's NIC. The phase pays the stages' step latencies, which add.
std::vector<Phase> hierarchicalPhases(const TransferPatterns& patterns, const Estimate& chosen)
{
    const double S = patterns.bytes();
    const int N = patterns.domains(), L = patterns.local();
    std::vector<Transfer> transfers = patterns.domainRings(2.0 * (L - 1) / L * S);
    if (N > 1) {
        std::vector<Transfer> across = patterns.railRings(2.0 * (N - 1) / N * S / L);
        transfers.insert(transfers.end(), across.begin(), across.end());
    }
    const std::string what
        = localized(QT_TRANSLATE_NOOP("scalescope-core",
                        "pipelined: a ring of %1 in every NVLink domain (reduce-scatter, then "
                        "all-gather) and, per rail, a ring over the %2 domains (all_reduce of 1/%3)"),
            { std::to_string(L), std::to_string(N), std::to_string(L) });
    return singlePhase(localized(QT_TRANSLATE_NOOP("scalescope-core", "reduce-scatter, all_reduce across, all-gather")),
        what, std::move(transfers), 2 * (L - 1) + 2 * (N - 1), chosen.latencyUs);
}

} // namespace scalescope

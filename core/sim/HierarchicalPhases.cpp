#include "sim/AlgorithmPhases.h"

namespace scalescope {

std::vector<Phase> hierarchicalPhases(const TransferPatterns& patterns)
{
    const double S = patterns.bytes();
    const int N = patterns.domains(), L = patterns.local();
    const double aNv = patterns.alpha().nvlinkUs, aNet = patterns.alpha().networkUs;
    Phase rs { "reduce-scatter in each domain", "a ring in every NVLink domain", (L - 1) * aNv, L - 1,
        patterns.domainRings((L - 1.0) / L * S), {}, {}, false };
    Phase ar { "all_reduce across domains per rail", "a ring per rail over the fabric", 2 * (N - 1) * aNet, 2 * (N - 1),
        patterns.railRings(2.0 * (N - 1) / N * S / L), {}, {}, false };
    Phase ag { "all-gather in each domain", "a ring in every NVLink domain", (L - 1) * aNv, L - 1,
        patterns.domainRings((L - 1.0) / L * S), {}, {}, false };
    std::vector<Phase> phases;
    for (Phase* p : { &rs, &ar, &ag })
        if (!p->transfers.empty())
            phases.push_back(std::move(*p));
    return phases;
}

} // namespace scalescope

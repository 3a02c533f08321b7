// Reduction in the switches: NVLS in the NVSwitch chips of every domain (with SHARP or a tree
// across domains), CollNet in the InfiniBand switches.
#include "sim/AlgorithmPhases.h"

#include "model/Localized.h"

namespace scalescope {

std::vector<Phase> inSwitchPhases(const TransferPatterns& patterns, Algorithm algorithm, const Estimate& chosen)
{
    const double S = patterns.bytes();
    const int N = patterns.domains(), L = patterns.local();
    Phase p;
    p.name = localized(algorithm == Algorithm::Nvls ? QT_TRANSLATE_NOOP("scalescope-core", "NVLS reduce + multicast")
                                                    : QT_TRANSLATE_NOOP("scalescope-core", "NVLS + tree"));
    p.what = localized(QT_TRANSLATE_NOOP("scalescope-core", "every GPU to its NVSwitch chips and back"));
    p.latencyUs = chosen.latencyUs;
    p.inSwitch = true;
    const double perGpu = S * (1.0 + 1.0 / L);
    auto toSwitches = patterns.switchFlows(perGpu, perGpu);
    p.flows = std::move(toSwitches.flows);
    p.delivered = std::move(toSwitches.delivered); // one hop each
    if (N > 1) {
        Phase inter; // across domains: its flows and transfers join the in-switch phase
        if (algorithm == Algorithm::Nvls) {
            auto sharp = patterns.sharpFlows(S / L);
            inter.flows = std::move(sharp.flows);
            inter.delivered = std::move(sharp.delivered);
        } else {
            inter.transfers = patterns.doubleBinaryTree(S, false);
        }
        // Pipelined with the in-switch phase: both run at once.
        p.flows.insert(p.flows.end(), inter.flows.begin(), inter.flows.end());
        p.delivered.insert(p.delivered.end(), inter.delivered.begin(), inter.delivered.end());
        p.transfers = std::move(inter.transfers);
        p.what += localized(
            QT_TRANSLATE_NOOP("scalescope-core", "; each GPU's 1/%1 slice over its rail"), { std::to_string(L) });
    }
    std::vector<Phase> phases;
    phases.push_back(std::move(p));
    return phases;
}

std::vector<Phase> collNetPhases(const TransferPatterns& patterns, const Estimate& chosen)
{
    const double S = patterns.bytes();
    const int L = patterns.local();
    Phase p;
    p.name = localized(QT_TRANSLATE_NOOP("scalescope-core", "CollNet (SHARP)"));
    p.what = localized(QT_TRANSLATE_NOOP(
        "scalescope-core", "rings in each domain; each GPU's slice reduced in the InfiniBand switches"));
    p.latencyUs = chosen.latencyUs;
    p.transfers = patterns.domainRings(2.0 * (L - 1) / L * S);
    auto sharp = patterns.sharpFlows(S / L);
    p.flows = std::move(sharp.flows);
    p.delivered = std::move(sharp.delivered);
    std::vector<Phase> phases;
    phases.push_back(std::move(p));
    return phases;
}

} // namespace scalescope

#include "sim/AlgorithmPhases.h"

namespace scalescope {

std::vector<Phase> singlePhase(
    std::string name, std::string what, std::vector<Transfer> transfers, int steps, double latencyUs)
{
    Phase p;
    p.name = std::move(name);
    p.what = std::move(what);
    p.latencyUs = latencyUs;
    p.steps = steps;
    p.transfers = std::move(transfers);
    std::vector<Phase> phases;
    phases.push_back(std::move(p));
    return phases;
}

std::vector<Phase> expandPhases(const TransferPatterns& patterns, Collective collective, Algorithm algorithm,
    const Estimate& chosen, const RankLayout& layout)
{
    switch (algorithm) {
    case Algorithm::Ring:
        return ringPhases(patterns, collective, chosen, layout);
    case Algorithm::Tree:
        return treePhases(patterns, collective, chosen, layout);
    case Algorithm::Nvls:
    case Algorithm::NvlsTree:
        return inSwitchPhases(patterns, algorithm, chosen);
    case Algorithm::CollNet:
        return collNetPhases(patterns, chosen);
    case Algorithm::Hierarchical:
        return hierarchicalPhases(patterns, chosen);
    case Algorithm::HalvingDoubling:
        return halvingDoublingPhases(patterns, collective, layout);
    case Algorithm::Direct:
        return directPhases(patterns, collective, chosen, layout);
    case Algorithm::Pairwise:
        return pairwisePhases(patterns, layout);
    case Algorithm::Auto:
        break;
    }
    return {};
}

} // namespace scalescope

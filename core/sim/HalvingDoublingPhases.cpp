#include "sim/AlgorithmPhases.h"

#include "model/Localized.h"
#include "sim/StepCount.h"

#include <stdexcept>

namespace scalescope {

std::vector<Phase> halvingDoublingPhases(
    const TransferPatterns& patterns, Collective collective, const RankLayout& layout)
{
    const double S = patterns.bytes();
    const int n = patterns.n();
    const double aNv = patterns.alpha().nvlinkUs, aNet = patterns.alpha().networkUs;
    if ((n & (n - 1)) != 0)
        throw std::invalid_argument(localized(QT_TRANSLATE_NOOP("scalescope-core",
            "flow fidelity runs halving-doubling on a power-of-two number of GPUs; use --fidelity analytic")));
    const int rounds = log2Ceil(n);
    std::vector<Phase> phases;
    const std::string pairs
        = translated(kCoreContext, QT_TRANSLATE_NOOP("scalescope-core", "pairs %1 ranks apart exchange %2 bytes"));
    auto exchange = [&](int distance, double bytes, const std::string& name) {
        Phase p;
        p.name = name;
        p.what = substitute(pairs, { std::to_string(distance), std::to_string(static_cast<long long>(bytes)) });
        const bool crosses = layout.domainOfRank[0] != layout.domainOfRank[distance];
        p.latencyUs = crosses ? aNet : aNv;
        for (int i = 0; i < n; ++i)
            p.transfers.push_back({ layout.ranks[i], layout.ranks[i ^ distance], bytes });
        phases.push_back(std::move(p));
    };
    const bool reduce = collective != Collective::AllGather;
    const bool gather = collective != Collective::ReduceScatter;
    if (reduce) {
        const std::string halving = localized(QT_TRANSLATE_NOOP("scalescope-core", "recursive halving"));
        for (int k = 0; k < rounds; ++k)
            exchange(1 << k, S / (2 << k), halving);
    }
    if (gather) {
        const std::string doubling = localized(QT_TRANSLATE_NOOP("scalescope-core", "recursive doubling"));
        for (int k = rounds - 1; k >= 0; --k)
            exchange(1 << k, S / (2 << k), doubling);
    }
    return phases;
}

} // namespace scalescope

#include "sim/SimulateTogether.h"

#include "model/Localized.h"
#include "sim/FlowSimulator.h"

#include <algorithm>
#include <stdexcept>

namespace scalescope {
namespace {

// Each workload's algorithm, as simulate would choose it; an error names the workload.
std::vector<SimResult> chooseEach(const Topology& topology, const std::vector<RankLayout>& layouts,
    const std::vector<Workload>& workloads, const SimOptions& options)
{
    std::vector<SimResult> chosen;
    chosen.reserve(workloads.size());
    for (std::size_t i = 0; i < workloads.size(); ++i) {
        try {
            chosen.push_back(chooseAlgorithm(topology, layouts[i], workloads[i], options));
        } catch (const std::invalid_argument& e) {
            throw std::invalid_argument(localized(QT_TRANSLATE_NOOP("scalescope-core", "collective %1 of %2: %3"),
                { std::to_string(i + 1), std::to_string(workloads.size()), e.what() }));
        }
    }
    return chosen;
}

void addTiers(TierBytes& total, const TierBytes& more)
{
    for (std::size_t t = 0; t < total.size(); ++t)
        total[t] += more[t];
}

// Analytic: each alone, at its estimate.
void timeAlone(TogetherResult& out)
{
    for (SimResult& r : out.collectives) {
        const Estimate& chosen = r.candidates.front();
        r.timeUs = chosen.timeUs();
        r.bytesPerTier = chosen.bytesPerTier;
        setBandwidths(r);
        addTiers(out.bytesPerTier, r.bytesPerTier);
        out.timeUs = std::max(out.timeUs, r.timeUs);
        out.events.push_back(SimEvent { 0, r.timeUs, std::string(toString(chosen.algorithm)), 0,
            localized(QT_TRANSLATE_NOOP("scalescope-core", "%1 over %2 GPUs"),
                { toString(r.collective), std::to_string(r.ranks) }) });
    }
}

// Flow: all of them on one network.
void runTogether(
    const Topology& topology, const std::vector<RankLayout>& layouts, const SimOptions& options, TogetherResult& out)
{
    const CostOptions cost = costOptionsFor(topology, options);
    std::vector<FlowCollective> jobs;
    for (std::size_t i = 0; i < layouts.size(); ++i) {
        const SimResult& r = out.collectives[i];
        jobs.push_back(FlowCollective { &layouts[i], r.collective, r.bytes, r.candidates.front() });
    }
    TogetherOutcome flow = simulateFlowsTogether(topology, jobs, cost, options.stop, options.memoryBudgetBytes);
    for (std::size_t i = 0; i < out.collectives.size(); ++i) {
        SimResult& r = out.collectives[i];
        r.timeUs = flow.endUs[i];
        r.routing = cost.routing;
        setBandwidths(r);
    }
    out.timeUs = flow.all.timeUs;
    out.bytesPerTier = flow.all.bytesPerTier;
    out.links = std::move(flow.all.links);
    out.events = std::move(flow.all.events);
    out.fabricLoad = std::move(flow.all.fabricLoad);
}

} // namespace

TogetherResult simulateTogether(
    const Topology& topology, const Catalog& catalog, const std::vector<Workload>& workloads, const SimOptions& options)
{
    const RankLayouts layoutsOn(topology, catalog, statedNics(options));
    std::vector<RankLayout> layouts;
    layouts.reserve(workloads.size());
    for (const Workload& w : workloads)
        layouts.push_back(layoutsOn.of(w.ranks));
    return simulateTogether(topology, layouts, workloads, options);
}

TogetherResult simulateTogether(const Topology& topology, const std::vector<RankLayout>& layouts,
    const std::vector<Workload>& workloads, const SimOptions& options)
{
    if (workloads.empty() || layouts.size() != workloads.size())
        throw std::invalid_argument(localized(QT_TRANSLATE_NOOP(
            "scalescope-core", "give one rank layout for each collective, and at least one collective")));
    TogetherResult out;
    out.collectives = chooseEach(topology, layouts, workloads, options);
    if (options.fidelity == Fidelity::Flow)
        runTogether(topology, layouts, options, out);
    else
        timeAlone(out);
    return out;
}

} // namespace scalescope

#include "design/TrainingOnSurvivors.h"

#include "model/Localized.h"
#include "sim/RankLayout.h"

#include <algorithm>
#include <memory>
#include <stdexcept>
#include <utility>

namespace scalescope {

IterationOptions optionsOnSurvivors(IterationOptions options, const SurvivingTopology& survivors)
{
    if (!survivors.nicOfGpu.empty())
        options.sim.nicOfGpu = std::make_shared<const std::vector<NodeId>>(survivors.nicOfGpu);
    return options;
}

std::optional<std::string> unreachableOnSurvivors(
    const SurvivingTopology& survivors, const Catalog& catalog, const std::vector<NodeId>& survivingGpus)
{
    if (survivingGpus.size() < 2)
        return std::nullopt;
    const RankLayout layout = layoutRanks(survivors.topology, catalog, survivingGpus, survivors.nicOfGpu);
    if (layout.domains < 2)
        return std::nullopt;
    return missingFabricHop(survivors.topology, layout.nicOfRank);
}

IterationResult simulateIterationOn(const Topology& full, const SurvivingTopology* survivors, const Catalog& catalog,
    const ModelSpec& model, const ParallelConfig& config, const std::vector<NodeId>& fullGpus,
    const IterationOptions& options)
{
    if (!survivors)
        return simulateIteration(full, catalog, model, config, fullGpus, options);
    const std::vector<NodeId> gpus = survivingIds(*survivors, fullGpus);
    if (const auto missing = unreachableOnSurvivors(*survivors, catalog, gpus))
        throw std::invalid_argument(*missing);
    return simulateIteration(
        survivors->topology, catalog, model, config, gpus, optionsOnSurvivors(options, *survivors));
}

IterationResult iterationOnFullTopology(IterationResult ran, const SurvivingTopology& survivors)
{
    for (NodeId& gpu : ran.placement)
        gpu = survivors.fullNodeOf[gpu];
    for (BusyLink& link : ran.busiestLinks)
        link.link = survivors.fullLinkOf[link.link];
    return ran;
}

namespace {

// One of the search's placements on what survives: its GPUs as the survivors' ids, or why not.
PlacedGpus placedOnSurvivors(
    const Topology& full, const SurvivingTopology& survivors, const Catalog& catalog, PlacedGpus placed)
{
    const auto failed
        = std::find_if(placed.gpus.begin(), placed.gpus.end(), [&](NodeId gpu) { return survivors.failed(gpu); });
    if (placed.problem.empty() && failed != placed.gpus.end())
        placed.problem
            = localized(QT_TRANSLATE_NOOP("scalescope-core", "it would place a rank on %1, which is marked failed"),
                { full.nodes[*failed].name });
    if (!placed.problem.empty())
        return PlacedGpus { {}, std::move(placed.problem) };
    std::vector<NodeId> gpus = survivingIds(survivors, placed.gpus);
    if (auto missing = unreachableOnSurvivors(survivors, catalog, gpus))
        return PlacedGpus { {}, std::move(*missing) };
    return PlacedGpus { std::move(gpus), {} };
}

} // namespace

SearchResult searchConfigsOn(const Topology& full, const SurvivingTopology* survivors, const Catalog& catalog,
    const ModelSpec& model, SearchRequest request)
{
    if (!survivors)
        return searchConfigs(full, catalog, model, request);
    request.iteration = optionsOnSurvivors(std::move(request.iteration), *survivors);
    for (SearchPlacement& placement : request.placements)
        placement.place = [&full, &catalog, survivors, place = std::move(placement.place)](const RankBlocks& blocks) {
            return placedOnSurvivors(full, *survivors, catalog, place(blocks));
        };
    SearchResult result = searchConfigs(survivors->topology, catalog, model, request);
    for (SearchCandidate& candidate : result.best)
        candidate.result = iterationOnFullTopology(std::move(candidate.result), *survivors);
    return result;
}

} // namespace scalescope

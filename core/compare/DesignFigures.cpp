#include "compare/DesignFigures.h"

#include "design/TrainingOnSurvivors.h"
#include "model/Localized.h"
#include "sim/RankLayout.h"
#include "train/GpuDomains.h"
#include "train/Placement.h"
#include "train/TrainingCheck.h"

#include <algorithm>
#include <stdexcept>

namespace scalescope {
namespace {

bool isHostEthernetNic(const Node& node)
{
    return node.kind == NodeKind::Nic && (node.network == Network::Storage || node.network == Network::Management);
}

// Per-GPU bandwidth of each tier, summed over the links that reach the GPUs or their hosts.
void countBandwidth(const Topology& topology, DesignFigures& figures)
{
    BytesPerSec nvlinkBothWays = 0, scaleOut = 0, ethernet = 0;
    for (const Link& link : topology.links) {
        const Node& a = topology.nodes[link.a];
        const Node& b = topology.nodes[link.b];
        if (link.tier == LinkTier::NvLink)
            nvlinkBothWays
                += 2 * link.bytesPerSecPerDirection * ((a.kind == NodeKind::Gpu) + (b.kind == NodeKind::Gpu));
        else if (topology.isComputeFabricLink(link))
            scaleOut += link.bytesPerSecPerDirection * (isComputeNic(a) + isComputeNic(b));
        else if (link.tier == LinkTier::Ethernet)
            ethernet += link.bytesPerSecPerDirection * (isHostEthernetNic(a) + isHostEthernetNic(b));
    }
    for (const Node& node : topology.nodes)
        figures.computeNics += isComputeNic(node);
    if (figures.gpus == 0)
        return;
    const double gpus = static_cast<double>(figures.gpus);
    figures.nvlinkPerGpuBothWays = nvlinkBothWays / gpus;
    figures.scaleOutPerGpu = scaleOut / gpus;
    figures.ethernetPerGpu = ethernet / gpus;
}

void countGpus(const Topology& topology, DesignFigures& figures)
{
    const GpuDomains domains = gatherGpuDomains(topology);
    figures.gpus = domains.gpus.size();
    figures.nvlinkDomains = static_cast<std::size_t>(domains.domains());
    for (const std::vector<int>& domain : domains.gpusOfDomain)
        figures.largestNvlinkDomain = std::max(figures.largestNvlinkDomain, domain.size());
    std::vector<std::string> models;
    for (NodeId gpu : domains.gpus) {
        const std::string& model = topology.modelOf(topology.nodes[gpu]);
        if (std::find(models.begin(), models.end(), model) == models.end())
            models.push_back(model);
    }
    for (const std::string& model : models)
        figures.gpuModel += (figures.gpuModel.empty() ? "" : ", ") + model;
}

// Packed on the GPUs that survive (`survivors`, when given), timed on what survives.
TrainingFigures runTraining(const Topology& topology, const Catalog& catalog, const TrainingRequest& request,
    std::size_t gpus, const SurvivingTopology* survivors)
{
    const ModelSpec* model = catalog.model(request.model);
    if (!model)
        throw std::invalid_argument(
            localized(QT_TRANSLATE_NOOP("scalescope-core", "no model is named \"%1\""), { request.model }));
    ParallelConfig config = request.config;
    const long long perReplica = 1LL * config.tp * config.pp * config.cp;
    if (config.dp <= 0)
        config.dp = static_cast<int>(std::max(1LL, static_cast<long long>(gpus) / perReplica));
    if (auto problems = checkParallelConfig(*model, config, config.gpus()); !problems.empty())
        throw TrainingConfigError(std::move(problems));
    PlacementRequest placement;
    placement.gpus = static_cast<int>(std::min<long long>(config.gpus(), 1 << 30));
    placement.blocks = rankBlocksOf(config, request.options.order);
    if (survivors)
        placement.unavailable = failedGpus(topology, *survivors);
    const PlacementResult placed = placeJob(topology, placement);
    if (!placed.ok())
        throw TrainingConfigError({ placed.problem });
    return { request.model,
        simulateIterationOn(topology, survivors, catalog, *model, config, placed.gpus, request.options) };
}

} // namespace

DesignFigures designFigures(
    const Topology& topology, const Catalog& catalog, const Scene& scene, const FigureRequest& request)
{
    const SurvivingTopology* survivors = request.survivors.get();
    const Topology& working = survivors ? survivors->topology : topology;
    DesignFigures figures;
    countGpus(working, figures);
    countBandwidth(working, figures);
    figures.bisection = fabricBisection(working);
    figures.bom = billOfMaterials(topology, catalog, scene);
    if (survivors)
        figures.failures = describeFailures(survivors->tally);
    if (request.collective) {
        const JobPlan plan = planJob(topology, catalog, *request.collective, request.run, request.survivors);
        figures.collective = CollectiveFigures { runJob(topology, plan).simulation };
    }
    if (request.training)
        figures.training = runTraining(topology, catalog, *request.training, figures.gpus, survivors);
    return figures;
}

} // namespace scalescope

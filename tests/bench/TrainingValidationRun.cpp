#include "TrainingValidationRun.h"

#include "catalog/Catalog.h"
#include "generate/ClusterBuilder.h"
#include "train/BatchShape.h"
#include "train/ModelCounts.h"
#include "train/Placement.h"
#include "train/TrainingCheck.h"
#include "train/TrainingIteration.h"
#include "util/ProcessMemory.h"

#include <algorithm>
#include <cmath>

namespace scalescope::validation {
namespace {

const GpuSpec* gpuOf(const Catalog& catalog, const TrainingValidationRow& row)
{
    const SystemSpec* system = catalog.system(row.preset);
    return system ? catalog.gpu(system->tray.gpu) : nullptr;
}

const Topology& clusterOf(const TrainingValidationRow& row, TrainingClusters& clusters)
{
    const auto key = std::make_tuple(row.preset, row.size, row.network);
    auto at = clusters.find(key);
    if (at == clusters.end()) {
        ClusterOptions options;
        options.preset = row.preset;
        options.count = row.size;
        if (row.network)
            options.network = *row.network; // with that fabric's default routing
        at = clusters.emplace(key, buildCluster(Catalog::builtIn(), options).topology).first;
    }
    return at->second;
}

// Publications whose Megatron-LM ran attention unfused: both precede FlashAttention (Dao et al.,
// May 2022, https://arxiv.org/abs/2205.14135), which Megatron-LM took up in 2023.
bool unfusedAttentionEra(const TrainingValidationRow& row)
{
    return row.sourceUrl == "https://arxiv.org/abs/2104.04473" || row.sourceUrl == "https://arxiv.org/abs/2205.05198";
}

// The row's configuration; with its recomputation unstated, selective recomputation, or
// full when selective does not fit the GPU's memory (the row's own when none fits, so that the model says why).
ParallelConfig configToRun(const ModelSpec& model, const TrainingValidationRow& row, const GpuSpec& gpu, bool& chosen)
{
    chosen = false;
    ParallelConfig stated = row.config;
    stated.fusedAttention = !unfusedAttentionEra(row);
    if (row.stated("recompute"))
        return stated;
    for (const Recompute recompute : { Recompute::Selective, Recompute::Full }) {
        ParallelConfig config = stated;
        config.recompute = recompute;
        if (checkFitsGpu(model, config, gpu).empty()) {
            chosen = true;
            return config;
        }
    }
    return stated;
}

std::string joined(const std::vector<std::string>& problems)
{
    std::string text;
    for (const std::string& problem : problems)
        text += (text.empty() ? "" : "; ") + problem;
    return text;
}

// The prediction's TFLOP/s per GPU, counted as the publisher counted.
double predictedTflops(
    FlopsCounted counted, const ModelSpec& model, const ParallelConfig& config, const IterationResult& result)
{
    switch (counted) {
    case FlopsCounted::Model:
        return result.tflopsPerGpu;
    case FlopsCounted::Hardware:
        return result.hardwareTflopsPerGpu;
    case FlopsCounted::Causal:
        return result.tokensPerSec * causalModelFlopsPerToken(model, seqLengthOf(model, config)) / config.gpus() / 1e12;
    }
    return result.tflopsPerGpu;
}

} // namespace

std::optional<TrainingComparison> compareTraining(
    const TrainingValidationRow& row, Fidelity fidelity, TrainingClusters& clusters, std::string& why)
{
    const Catalog& catalog = Catalog::builtIn();
    const ModelSpec* model = catalog.model(row.modelId);
    const GpuSpec* gpu = gpuOf(catalog, row);
    const double peak = gpu ? (row.config.precision == Precision::Fp8 ? gpu->fp8DenseTflops : gpu->bf16DenseTflops) : 0;
    if (!model || peak <= 0) {
        why = "no model " + row.modelId + " or no GPU peak for " + row.preset;
        return std::nullopt;
    }
    try {
        const Topology& topology = clusterOf(row, clusters);
        TrainingComparison c;
        const ParallelConfig config = configToRun(*model, row, *gpu, c.recomputeChosen);
        PlacementRequest request; // packed, as a cluster scheduler places a job
        request.gpus = static_cast<int>(row.gpus);
        request.blocks = rankBlocksOf(config, defaultRankOrder());
        const PlacementResult placed = placeJob(topology, request);
        if (!placed.ok()) {
            why = placed.problem;
            return std::nullopt;
        }
        const std::vector<NodeId>& gpus = placed.gpus;
        IterationOptions options;
        options.sim.fidelity = fidelity;
        options.sim.qpsPerConnection = row.qpsPerConnection;
        // A flow run that would need more than half this machine's memory is refused (the row
        // is not run, and says why), as the command line refuses it.
        options.sim.memoryBudgetBytes = physicalMemoryBytes() / 2;
        options.overlapDataParallel = row.overlapDataParallel;
        options.overlapTensorParallel = row.overlapTensorParallel;
        const IterationResult result = simulateIteration(topology, catalog, *model, config, gpus, options);
        c.row = &row;
        c.recompute = config.recompute;
        c.peakTflops = peak;
        c.predictedTflops = predictedTflops(row.flopsCounted, *model, config, result);
        c.predictedPct = 100 * c.predictedTflops / peak;
        c.publishedTflops = row.tflopsPerGpu.value_or(0);
        c.publishedPct = row.utilizationPct.value_or(100 * c.publishedTflops / peak);
        c.error = row.tflopsPerGpu ? c.predictedTflops / *row.tflopsPerGpu - 1 : c.predictedPct / c.publishedPct - 1;
        return c;
    } catch (const TrainingConfigError& error) {
        why = joined(error.problems());
    } catch (const std::exception& error) {
        why = error.what();
    }
    return std::nullopt;
}

} // namespace scalescope::validation

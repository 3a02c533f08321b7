#include "train/TrainingCheck.h"

#include "train/BatchShape.h"
#include "train/TrainingMemory.h"

#include "model/Localized.h"

#include <algorithm>
#include <numeric>
#include <utility>

namespace scalescope {
namespace {

std::string str(long long value)
{
    return std::to_string(value);
}

std::string gigabytes(double bytes)
{
    return formatNumber("%.1f GB", bytes / 1e9);
}

void checkDegrees(const ParallelConfig& c, std::vector<std::string>& problems)
{
    const std::pair<const char*, int> degrees[] = {
        { QT_TRANSLATE_NOOP("scalescope-core", "tensor parallel (TP) must be at least 1, not %1"), c.tp },
        { QT_TRANSLATE_NOOP("scalescope-core", "pipeline parallel (PP) must be at least 1, not %1"), c.pp },
        { QT_TRANSLATE_NOOP("scalescope-core", "virtual pipeline stages (VPP) must be at least 1, not %1"), c.vpp },
        { QT_TRANSLATE_NOOP("scalescope-core", "data parallel (DP) must be at least 1, not %1"), c.dp },
        { QT_TRANSLATE_NOOP("scalescope-core", "context parallel (CP) must be at least 1, not %1"), c.cp },
        { QT_TRANSLATE_NOOP("scalescope-core", "expert parallel (EP) must be at least 1, not %1"), c.ep },
        { QT_TRANSLATE_NOOP("scalescope-core", "micro-batch must be at least 1, not %1"), c.microBatch }
    };
    for (const auto& [message, degree] : degrees)
        if (degree < 1)
            problems.push_back(localized(message, { str(degree) }));
}

// A stated layout (Megatron-Core's pipeline_model_parallel_layout): a count for every virtual
// stage, the model's layers in all.
void checkLayerLayout(const ModelSpec& m, const ParallelConfig& c, std::vector<std::string>& problems)
{
    const long long positions = 1LL * c.pp * c.vpp;
    const long long stated = static_cast<long long>(c.layerLayout.size());
    if (stated != positions) {
        problems.push_back(localized(QT_TRANSLATE_NOOP("scalescope-core",
                                         "the pipeline layout %1 gives %2 virtual stages, not pipeline parallel %3 x "
                                         "virtual stages %4 = %5"),
            { layerLayoutText(c.layerLayout), str(stated), str(c.pp), str(c.vpp), str(positions) }));
        return;
    }
    if (!splitsLayers(m.layers, c))
        problems.push_back(
            localized(QT_TRANSLATE_NOOP("scalescope-core", "the pipeline layout %1 holds %2 layers, not the %3 of %4"),
                { layerLayoutText(c.layerLayout), str(std::accumulate(c.layerLayout.begin(), c.layerLayout.end(), 0LL)),
                    str(m.layers), m.name }));
}

// The query and key/value heads one TP rank holds.
std::pair<int, int> headsPerTpRank(const ModelSpec& m, const ParallelConfig& c)
{
    const AttentionShape shape = attentionShape(m);
    return { shape.queryHeads / c.tp, shape.keyValueHeads / c.tp };
}

// CP's all-to-all hands each rank of its group the whole sequence of a share of a TP rank's
// heads, query and key/value alike (Transformer Engine: "cp_comm_type='a2a' requires num_heads %
// cp_size == 0"); a2a+p2p's all-to-all groups are cpAllToAllRanks wide and tile the CP group.
void checkHeadsOverCp(const ModelSpec& m, const ParallelConfig& c, std::vector<std::string>& problems)
{
    const auto [queryHeads, keyValueHeads] = headsPerTpRank(m, c);
    const bool twoLevels = c.cpComm == ContextParallelComm::AllToAllThenRing;
    if (twoLevels && c.cpAllToAllRanks == 0 && defaultCpAllToAllRanks(m, c) == 0) {
        problems.push_back(localized(QT_TRANSLATE_NOOP("scalescope-core",
                                         "a2a+p2p finds no all-to-all group: no divisor of CP %1 from 2 to %2 "
                                         "divides the %3 attention and %4 key/value heads a rank of TP %5 holds of "
                                         "%6"),
            { str(c.cp), str(c.cp / 2), str(queryHeads), str(keyValueHeads), str(c.tp), m.name }));
        return;
    }
    const int ranks = twoLevels ? cpAllToAllRanksOf(m, c) : c.cp;
    if (twoLevels && (ranks < 2 || ranks >= c.cp || c.cp % ranks != 0)) {
        problems.push_back(localized(QT_TRANSLATE_NOOP("scalescope-core",
                                         "a2a+p2p needs all-to-all groups of 2 or more CP ranks that divide CP %1 "
                                         "into two or more, not %2"),
            { str(c.cp), str(ranks) }));
        return;
    }
    if (queryHeads % ranks != 0 || keyValueHeads % ranks != 0)
        problems.push_back(localized(QT_TRANSLATE_NOOP("scalescope-core",
                                         "an all-to-all (a2a) of %1 CP ranks splits each TP rank's heads, and does "
                                         "not divide the %2 attention and %3 key/value heads a rank of TP %4 holds "
                                         "of %5"),
            { str(ranks), str(queryHeads), str(keyValueHeads), str(c.tp), m.name }));
}

void checkAttentionAndLayers(const ModelSpec& m, const ParallelConfig& c, std::vector<std::string>& problems)
{
    if (m.heads % c.tp != 0)
        problems.push_back(localized(
            QT_TRANSLATE_NOOP("scalescope-core", "tensor parallel %1 does not divide the %2 attention heads of %3"),
            { str(c.tp), str(m.heads), m.name }));
    else if (attentionShape(m).keyValueHeads % c.tp != 0)
        problems.push_back(localized(
            QT_TRANSLATE_NOOP("scalescope-core", "tensor parallel %1 does not divide the %2 key/value heads of %3"),
            { str(c.tp), str(attentionShape(m).keyValueHeads), m.name }));
    else if (c.cp > 1
        && (c.cpComm == ContextParallelComm::AllToAll || c.cpComm == ContextParallelComm::AllToAllThenRing))
        checkHeadsOverCp(m, c, problems);
    if (!c.layerLayout.empty())
        checkLayerLayout(m, c, problems);
    else if (c.pp >= 1 && c.vpp >= 1 && !splitsLayers(m.layers, c))
        problems.push_back(localized(QT_TRANSLATE_NOOP("scalescope-core",
                                         "pipeline parallel %1 x virtual stages %2 = %3 does not divide the %4 layers "
                                         "of %5 (nor %6, for one layer fewer on the first and last stages)"),
            { str(c.pp), str(c.vpp), str(1LL * c.pp * c.vpp), str(m.layers), m.name, str(m.layers + 2) }));
    if (c.vpp > 1 && c.pp == 1)
        problems.push_back(localized(
            QT_TRANSLATE_NOOP("scalescope-core", "virtual pipeline stages (VPP %1) need pipeline parallel above 1"),
            { str(c.vpp) }));
}

// Megatron-Core's block recomputation: some layers of every virtual stage, under full recomputation.
void checkRecomputedLayers(const ModelSpec& m, const ParallelConfig& c, std::vector<std::string>& problems)
{
    if (c.recomputeLayers == 0)
        return;
    if (c.recompute != Recompute::Full) {
        problems.push_back(
            localized(QT_TRANSLATE_NOOP("scalescope-core",
                          "recomputing %1 layers of each virtual stage needs full recomputation, not %2"),
                { str(c.recomputeLayers), std::string(toString(c.recompute)) }));
        return;
    }
    if (!splitsLayers(m.layers, c))
        return; // reported with the layers
    int most = 0;
    for (int stage = 0; stage < c.pp; ++stage)
        for (int chunk = 0; chunk < c.vpp; ++chunk)
            most = std::max(most, chunkLayers(m.layers, c, stage, chunk).count);
    if (c.recomputeLayers < 0 || c.recomputeLayers > most)
        problems.push_back(localized(QT_TRANSLATE_NOOP("scalescope-core",
                                         "recomputed layers must be between 1 and the %1 layers of a virtual stage, "
                                         "not %2"),
            { str(most), str(c.recomputeLayers) }));
}

// Selective recomputation's modules: only with selective recomputation, each of a part the model has.
void checkRecomputedModules(const ModelSpec& m, const ParallelConfig& c, std::vector<std::string>& problems)
{
    const RecomputeModules& modules = c.recomputeModules;
    if (modules == RecomputeModules {})
        return;
    if (c.recompute != Recompute::Selective) {
        problems.push_back(localized(
            QT_TRANSLATE_NOOP("scalescope-core", "recompute modules (%1) are for selective recomputation, not %2"),
            { recomputeModulesText(modules), std::string(toString(c.recompute)) }));
        return;
    }
    if (modules.mlaUpProjection && !m.latentAttention)
        problems.push_back(localized(QT_TRANSLATE_NOOP("scalescope-core",
                                         "mla_up_proj recomputes multi-head latent attention's up-projections, which "
                                         "%1 does not have"),
            { m.name }));
    if (modules.moeActivation && !m.moe)
        problems.push_back(localized(
            QT_TRANSLATE_NOOP("scalescope-core", "moe_act recomputes the experts' activation, and %1 has no experts"),
            { m.name }));
}

// Megatron-Core's activation offloading (TransformerConfig's checks).
void checkOffloadedLayers(const ModelSpec& m, const ParallelConfig& c, std::vector<std::string>& problems)
{
    if (c.offloadLayers == 0)
        return;
    if (c.offloadLayers < 0 || c.offloadLayers >= m.layers)
        problems.push_back(localized(QT_TRANSLATE_NOOP("scalescope-core",
                                         "offloaded layers must be between 1 and %1, fewer than the %2 layers of %3, "
                                         "not %4"),
            { str(m.layers - 1), str(m.layers), m.name, str(c.offloadLayers) }));
    if (c.pp != 1)
        problems.push_back(
            localized(QT_TRANSLATE_NOOP("scalescope-core", "offloading activations needs pipeline parallel 1, not %1"),
                { str(c.pp) }));
    if (c.recompute != Recompute::None)
        problems.push_back(
            localized(QT_TRANSLATE_NOOP("scalescope-core", "offloading activations needs no recomputation, not %1"),
                { std::string(toString(c.recompute)) }));
}

void checkExperts(const ModelSpec& m, const ParallelConfig& c, std::vector<std::string>& problems)
{
    if (c.ep == 1)
        return;
    if (!m.moe) {
        problems.push_back(localized(
            QT_TRANSLATE_NOOP("scalescope-core", "expert parallel %1 needs a mixture of experts; %2 has none"),
            { str(c.ep), m.name }));
        return;
    }
    if (m.moe->experts % c.ep != 0)
        problems.push_back(
            localized(QT_TRANSLATE_NOOP("scalescope-core", "expert parallel %1 does not divide the %2 experts of %3"),
                { str(c.ep), str(m.moe->experts), m.name }));
    if ((c.dp * c.cp) % c.ep != 0)
        problems.push_back(localized(QT_TRANSLATE_NOOP("scalescope-core",
                                         "expert parallel %1 does not divide data parallel x context parallel = %2 "
                                         "(experts are split among the ranks that hold the same layers)"),
            { str(c.ep), str(c.dp * c.cp) }));
}

void checkBatchAndSequence(const ModelSpec& m, const ParallelConfig& stated, std::vector<std::string>& problems)
{
    const ParallelConfig c = withGlobalBatch(m, stated);
    const long long perStep = 1LL * c.microBatch * c.dp;
    if (c.globalBatch < 0 || c.effectiveGlobalBatch() % perStep != 0)
        problems.push_back(localized(QT_TRANSLATE_NOOP("scalescope-core",
                                         "global batch %1 is not a multiple of micro-batch %2 x data parallel %3 = %4"),
            { str(c.effectiveGlobalBatch()), str(c.microBatch), str(c.dp), str(perStep) }));
    else if (c.vpp > 1 && c.microBatches() % c.pp != 0)
        problems.push_back(localized(QT_TRANSLATE_NOOP("scalescope-core",
                                         "the interleaved schedule needs the %1 micro-batches per pipeline to be a "
                                         "multiple of pipeline parallel %2"),
            { str(c.microBatches()), str(c.pp) }));
    const int seq = seqLengthOf(m, c);
    if (c.cp > 1 && seq % (2 * c.cp) != 0)
        problems.push_back(localized(QT_TRANSLATE_NOOP("scalescope-core",
                                         "context parallel %1 needs the sequence of %2 tokens to be a multiple of 2 x "
                                         "CP = %3"),
            { str(c.cp), str(seq), str(2 * c.cp) }));
    if (c.sequenceParallel && c.tp > 1 && (seq / c.cp) % c.tp != 0)
        problems.push_back(localized(QT_TRANSLATE_NOOP("scalescope-core",
                                         "sequence parallelism needs the %1 tokens per context-parallel rank to be a "
                                         "multiple of tensor parallel %2"),
            { str(seq / c.cp), str(c.tp) }));
}

} // namespace

int defaultCpAllToAllRanks(const ModelSpec& model, const ParallelConfig& config)
{
    if (config.tp < 1 || model.heads % config.tp != 0)
        return 0;
    const auto [queryHeads, keyValueHeads] = headsPerTpRank(model, config);
    for (int ranks = config.cp / 2; ranks >= 2; --ranks)
        if (config.cp % ranks == 0 && queryHeads % ranks == 0 && keyValueHeads % ranks == 0)
            return ranks;
    return 0;
}

int cpAllToAllRanksOf(const ModelSpec& model, const ParallelConfig& config)
{
    return config.cpAllToAllRanks > 0 ? config.cpAllToAllRanks : defaultCpAllToAllRanks(model, config);
}

std::vector<std::string> checkParallelConfig(
    const ModelSpec& model, const ParallelConfig& config, std::optional<long long> gpus)
{
    std::vector<std::string> problems;
    checkDegrees(config, problems);
    if (!problems.empty())
        return problems;
    checkAttentionAndLayers(model, config, problems);
    checkRecomputedLayers(model, config, problems);
    checkRecomputedModules(model, config, problems);
    checkOffloadedLayers(model, config, problems);
    checkExperts(model, config, problems);
    checkBatchAndSequence(model, config, problems);
    if (gpus && *gpus != config.gpus())
        problems.push_back(
            localized(QT_TRANSLATE_NOOP("scalescope-core", "%1 GPUs are not TP %2 x PP %3 x DP %4 x CP %5 = %6"),
                { str(*gpus), str(config.tp), str(config.pp), str(config.dp), str(config.cp), str(config.gpus()) }));
    return problems;
}

std::vector<std::string> checkFitsGpu(const ModelSpec& model, const ParallelConfig& config, const GpuSpec& gpu)
{
    std::vector<std::string> problems;
    if (config.precision == Precision::Fp8 && gpu.fp8DenseTflops <= 0)
        problems.push_back(localized(
            QT_TRANSLATE_NOOP("scalescope-core", "the %1 has no FP8 tensor cores; train it in bf16"), { gpu.name }));
    else if (config.precision == Precision::Fp8 && config.fp8Recipe == Fp8Recipe::Mxfp8 && gpu.beforeBlackwell())
        problems.push_back(localized(QT_TRANSLATE_NOOP("scalescope-core",
                                         "the %1 has no block-scaled tensor cores for mxfp8 (Blackwell has); "
                                         "take delayed, tensorwise or blockwise scaling"),
            { gpu.name }));
    const MemoryPerGpu memory = memoryPerGpu(model, config);
    const double capacityBytes = gpu.memoryGB * 1e9;
    if (capacityBytes > 0 && memory.totalBytes() > capacityBytes)
        problems.push_back(localized(QT_TRANSLATE_NOOP("scalescope-core",
                                         "%1 needs %2 per GPU on pipeline stage %3 (weights %4, gradients %5, "
                                         "optimizer state %6, activations %7) but the %8 has %9"),
            { model.name, gigabytes(memory.totalBytes()), str(memory.stage), gigabytes(memory.weightsBytes),
                gigabytes(memory.gradientsBytes), gigabytes(memory.optimizerBytes), gigabytes(memory.activationsBytes),
                gpu.name, gigabytes(capacityBytes) }));
    return problems;
}

std::vector<std::string> checkTraining(
    const ModelSpec& model, const ParallelConfig& config, const GpuSpec& gpu, std::optional<long long> gpus)
{
    std::vector<std::string> problems = checkParallelConfig(model, config, gpus);
    if (problems.empty())
        problems = checkFitsGpu(model, config, gpu);
    return problems;
}

} // namespace scalescope

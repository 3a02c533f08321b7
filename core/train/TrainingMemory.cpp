#include "train/TrainingMemory.h"

#include "train/ModelCounts.h"
#include "train/BatchShape.h"

#include <algorithm>

namespace scalescope {
namespace {

constexpr double kWeightBytes = 2, kOptimizerBytes = 12;
constexpr double kSoftmaxStatisticBytes = 4; // FP32, per head and token

} // namespace

HeldParams heldParams(const ModelSpec& model, const ParallelConfig& config, int stage)
{
    HeldParams held;
    for (int chunk = 0; chunk < config.vpp; ++chunk) {
        const LayerRange range = chunkLayers(model.layers, config, stage, chunk);
        for (int layer = range.first; layer < range.first + range.count; ++layer) {
            const LayerParams p = layerParams(model, layer);
            held.dense += (p.total() - p.routedExperts) / config.tp;
            held.experts += p.routedExperts / (1.0 * config.tp * config.ep);
            held.largestLayer = std::max(held.largestLayer, p.total() / config.tp);
        }
    }
    if (stage == 0)
        held.dense += inputEmbeddingParams(model) / config.tp;
    if (stage == config.pp - 1) {
        const bool tiedCopy = model.tiedEmbeddings && config.pp > 1; // the last stage's copy to update
        held.dense += (outputLayerParams(model) + (tiedCopy ? inputEmbeddingParams(model) : 0.0)) / config.tp;
        held.dense += finalNormParams(model) / config.tp;
    }
    return held;
}

namespace {

void addModelState(MemoryPerGpu& memory, double params, double shardRanks, const ParallelConfig& config)
{
    const double optimizerShards = config.dpMode == DataParallelMode::Plain ? 1.0 : shardRanks;
    const double stateShards = config.dpMode == DataParallelMode::Fsdp ? shardRanks : 1.0;
    memory.weightsBytes += params * kWeightBytes / stateShards;
    memory.gradientsBytes += params * gradientBytesPerParam(config) / stateShards;
    memory.optimizerBytes += params * kOptimizerBytes / optimizerShards;
}

// Bytes per token of one MLP's stored tensors beyond its input: fc1's output and the activation's.
double mlpInnerBytesPerToken(const ModelSpec& model, double ffnHidden)
{
    return model.mlp == MlpKind::SwiGlu ? 6.0 * ffnHidden : 4.0 * ffnHidden;
}

// Bytes per token FP8 saves on the MLP's stored product inputs that TP splits: half of fc2's
// input, or in a MoE layer half of each active expert's two inputs.
double mlpBytesSavedByFp8(const ModelSpec& model, int layer)
{
    if (!isMoeLayer(model, layer))
        return model.ffnHidden;
    const MoeSpec& moe = *model.moe;
    return (moe.expertsPerToken + moe.sharedExperts) * (1.0 * model.hidden + moe.expertFfnHidden);
}

// The activation function's output per token of an MLP of `ffnHidden`: fc2's input, BF16, or
// the FP8 copy Transformer Engine keeps of it (mlpBytesSavedByFp8 took the other half).
double activationOutputBytes(const ParallelConfig& config, double ffnHidden)
{
    return (config.precision == Precision::Fp8 ? 1.0 : 2.0) * ffnHidden;
}

// Micro-batches of activations stage i keeps in flight under 1F1B (interleaved when vpp > 1).
double microBatchesInFlight(const ParallelConfig& config, int stage)
{
    const double inFlight = std::min<long long>(config.microBatches(), config.pp - stage);
    if (config.vpp == 1)
        return inFlight;
    return inFlight * (1.0 + (config.pp - 1.0) / (1.0 * config.pp * config.vpp));
}

} // namespace

double layerActivationBytes(const ModelSpec& model, int layer, const ParallelConfig& config)
{
    const double h = model.hidden, heads = model.heads, t = config.tp;
    const double tokens = static_cast<double>(seqLengthOf(model, config)) / config.cp * config.microBatch;
    if (config.recompute == Recompute::Full)
        return tokens * 2.0 * h / (config.sequenceParallel ? t : 1.0);
    const AttentionShape shape = attentionShape(model);
    const double qkDim = shape.queryKeyHeadDim, vDim = shape.valueHeadDim, kvHeads = shape.keyValueHeads;
    const bool selective = config.recompute == Recompute::Selective;
    const RecomputeModules& modules = config.recomputeModules;
    // Split by TP either way: Q, K, V (made again from the latents when MLA's up-projections are
    // recomputed), the output projection's input, the MLP's inner tensors.
    const bool upProjected = selective && modules.mlaUpProjection && model.latentAttention;
    double split = 2.0 * ((upProjected ? 0.0 : heads * qkDim + kvHeads * qkDim + kvHeads * vDim) + heads * vDim);
    if (isMoeLayer(model, layer)) {
        const MoeSpec& moe = *model.moe;
        const double perExpert = 2.0 * h + mlpInnerBytesPerToken(model, moe.expertFfnHidden);
        split += (moe.expertsPerToken + moe.sharedExperts) * perExpert + 4.0 * moe.experts;
        // moe_act: each routed expert's activation output (fc2's input) is made again from fc1's.
        if (selective && modules.moeActivation)
            split -= moe.expertsPerToken * activationOutputBytes(config, moe.expertFfnHidden);
    } else {
        split += mlpInnerBytesPerToken(model, model.ffnHidden);
    }
    // Split only with sequence parallelism: two norms' inputs, the attention's and MLP's inputs
    // (8h bytes), and two dropout masks of one byte (2h) where the model trains with dropout: with
    // a probability of 0, torch's dropout returns its input and keeps no mask (aten's _dropout_impl).
    const bool dropout = model.dropout > 0;
    double replicated = (dropout ? 10.0 : 8.0) * h;
    if (config.precision == Precision::Fp8) {
        // Transformer Engine's linear layers keep their input for backward as they cast it, in FP8
        // (transformer_engine/pytorch/module/linear.py and layernorm_linear.py save the FP8 tensor):
        // one byte, not two, for the QKV and fc1 inputs, the output projection's and fc2's.
        replicated -= 2.0 * h;
        split -= heads * vDim + mlpBytesSavedByFp8(model, layer);
    }
    double perToken = config.sequenceParallel ? (replicated + split) / t : replicated + split / t;
    // Attention is fused (FlashAttention, Megatron-Core's default): it keeps no s x s scores, only
    // each head's FP32 softmax log-sum-exp per token for its backward (Dao 2023, Algorithm 1).
    // Unfused attention keeps the softmax output (2as bytes), and with dropout its mask and output (3as).
    const double unfusedBytesPerScore = dropout ? 5.0 : 2.0;
    if (config.recompute == Recompute::None || (selective && !modules.coreAttention))
        perToken += (config.fusedAttention ? kSoftmaxStatisticBytes
                                           : unfusedBytesPerScore * seqLengthOf(model, config) / config.cp)
            * heads / t;
    return tokens * perToken;
}

MemoryPerGpu stageMemory(const ModelSpec& model, const ParallelConfig& config, int stage)
{
    MemoryPerGpu memory;
    memory.stage = stage;
    const HeldParams held = heldParams(model, config, stage);
    const double denseShards = 1.0 * config.dp * config.cp;
    addModelState(memory, held.dense, denseShards, config);
    addModelState(memory, held.experts, std::max(1.0, denseShards / config.ep), config);
    if (config.dpMode == DataParallelMode::Fsdp)
        memory.weightsBytes += 2.0 * held.largestLayer * kWeightBytes;

    double perMicroBatch = 0, largestLayer = 0, largestOffloaded = 0;
    for (int chunk = 0; chunk < config.vpp; ++chunk) {
        const LayerRange range = chunkLayers(model.layers, config, stage, chunk);
        for (int layer = range.first; layer < range.first + range.count; ++layer) {
            ParallelConfig stored = config;
            stored.recompute = layerRecompute(config, layer - range.first);
            const double bytes = layerActivationBytes(model, layer, stored);
            if (layer < config.offloadLayers) {
                memory.offloadedBytes += bytes;
                largestOffloaded = std::max(largestOffloaded, bytes);
            } else {
                perMicroBatch += bytes;
            }
            ParallelConfig whole = config;
            whole.recompute = Recompute::Selective;
            largestLayer = std::max(largestLayer, layerActivationBytes(model, layer, whole));
        }
    }
    memory.activationsBytes = perMicroBatch * microBatchesInFlight(config, stage);
    // An offloaded layer's activations stay on the GPU while they are copied out, during the next
    // layer's forward, and again from when they are copied back until its backward: one at a time.
    memory.activationsBytes += largestOffloaded;
    if (config.recompute == Recompute::Full)
        memory.activationsBytes += largestLayer;
    const double tokens = static_cast<double>(seqLengthOf(model, config)) / config.cp * config.microBatch;
    if (stage == config.pp - 1)
        memory.activationsBytes += 4.0 * tokens * model.vocab / config.tp;
    return memory;
}

MemoryPerGpu memoryPerGpu(const ModelSpec& model, const ParallelConfig& config)
{
    MemoryPerGpu most;
    for (int stage = 0; stage < config.pp; ++stage) {
        const MemoryPerGpu memory = stageMemory(model, config, stage);
        if (stage == 0 || memory.totalBytes() > most.totalBytes())
            most = memory;
    }
    return most;
}

} // namespace scalescope

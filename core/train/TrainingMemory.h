// Memory per GPU of a training job, by kind, on the pipeline stage that needs the most.
//
// Model state, in bytes per parameter a GPU holds (Megatron-LM's distributed optimizer guide,
// https://github.com/NVIDIA/Megatron-LM/blob/core_v0.15.0/docs/source/api-guide/dist_optimizer.md: "18" for
// BF16 parameters with FP32 gradients, "6 + 12/d" with the distributed optimizer): weights 2 (BF16;
// FP8 training keeps them in BF16 too), gradients 4 (FP32 accumulation; 2 where they are reduced in
// BF16, ParallelConfig::gradReduceInFp32 false), optimizer 12 (FP32 master
// copy and Adam's two moments). The distributed optimizer shards the 12 over the d data-parallel
// ranks (DP x CP; for experts DP x CP / EP); FSDP shards all 18 and holds two layers' BF16
// weights gathered. A GPU holds its pipeline stage's layers (with VPP, its chunks of them), the
// input embedding on the first stage and the output layer on the last, split by TP (experts by
// TP x EP).
//
// Activations: Korthikanti et al. 2022 (https://arxiv.org/abs/2205.05198, Table 2): per layer and
// micro-batch s·b·h·(34/t + 5·a·s/(h·t)) bytes with sequence parallelism (10 + 24/t + 5as/(ht)
// without it), 34/t with selective recomputation, 2/t with full recomputation (the layer's input,
// plus one layer's whole activations while it is recomputed). We count the same stored tensors
// from the architecture (grouped-query K and V, SwiGLU's gate, each of the k experts a token is
// routed to), which gives 34 for GPT. A model trained without dropout (ModelSpec::dropout 0, as
// Llama 3 and DeepSeek-V3) keeps neither of the two 1-byte masks (2 of the 34) nor, unfused,
// attention's dropout mask and output (3 of the 5as). s is divided by CP. Attention is fused (FlashAttention,
// Dao 2022/2023; Megatron-Core's default since 2023): without recomputation it keeps no s x s
// scores (Korthikanti's 5as/(ht), of the unfused kernels of 2021-22), only a 4-byte softmax
// log-sum-exp per head and token (4a/t). A job with unfused attention (ParallelConfig::
// fusedAttention false, as the SC21 and Korthikanti runs were) keeps the 5as/(ht) as before. Under 1F1B, stage i of p
// keeps min(m, p - i) micro-batches in flight, times 1 + (p - 1)/(p·v) when interleaved (Narayanan et al. SC21); the
// last stage also keeps its FP32 logits, 4·s·b·V/t bytes (Korthikanti section 4.3).
#pragma once

#include "catalog/ModelSpec.h"
#include "train/ParallelConfig.h"

namespace scalescope {

struct MemoryPerGpu {
    int stage = 0; // the pipeline stage these figures are for
    double weightsBytes = 0, gradientsBytes = 0, optimizerBytes = 0, activationsBytes = 0;
    double offloadedBytes = 0; // activations held in the host's memory instead (not in the total)
    double totalBytes() const { return weightsBytes + gradientsBytes + optimizerBytes + activationsBytes; }
};

// The parameters one GPU of a pipeline stage holds: those split by TP alone (dense) and the
// routed experts (split by TP x EP); the largest layer's share, which FSDP gathers whole.
struct HeldParams {
    double dense = 0, experts = 0, largestLayer = 0;
};
HeldParams heldParams(const ModelSpec& model, const ParallelConfig& config, int stage);

// Activation bytes of one layer for one micro-batch on one GPU.
double layerActivationBytes(const ModelSpec& model, int layer, const ParallelConfig& config);

// The figures of one pipeline stage, and of the stage that needs the most. The config must be
// valid for the model (checkParallelConfig).
MemoryPerGpu stageMemory(const ModelSpec& model, const ParallelConfig& config, int stage);
MemoryPerGpu memoryPerGpu(const ModelSpec& model, const ParallelConfig& config);

} // namespace scalescope

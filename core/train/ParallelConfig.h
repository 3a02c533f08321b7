// How a training job splits its model over GPUs: tensor (TP), pipeline (PP, with VPP virtual
// stages per GPU for the interleaved schedule), data (DP: plain, with a distributed optimizer, or
// fully sharded), context (CP) and expert (EP) parallelism, and the batch, sequence, precision
// and recomputation it runs with. The GPUs are TP x PP x DP x CP; EP divides the DP x CP ranks
// that hold the same experts (expert tensor parallelism equals TP), as in Megatron-Core.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace scalescope {

enum class Precision { Bf16, Fp8 };
// How FP8 products scale their operands, as Megatron-Core's fp8_recipe names it: delayed, one
// scale per tensor from the amax of earlier iterations (its default); tensorwise, one scale per
// tensor from its own amax (current scaling, Megatron-Bridge's "FP8-CS"); mxfp8, a scale per 32
// elements (Blackwell's block-scaled tensor cores, "FP8-MX"); blockwise, a scale per 128 elements
// or 128 x 128 block (as DeepSeek-V3 was trained).
enum class Fp8Recipe { Delayed, Tensorwise, Mxfp8, Blockwise };
enum class DataParallelMode { Plain, DistributedOptimizer, Fsdp };
enum class Recompute { None, Selective, Full }; // selective: the modules of RecomputeModules
// How context parallelism moves K and V, as Megatron-Core's cp_comm_type names it: p2p, the ring
// that passes each rank's K and V on while attention computes on the last ones (hidden behind
// it); all_gather, every rank's K and V gathered before attention and the gradients
// reduce-scattered after it, exposed (Transformer Engine's AttnFuncWithCPAndKVAllGather, as
// Llama 3 was trained: Dubey et al. 2024, section 3.3.2); a2a, Q, K and V exchanged all-to-all
// so that each rank holds the whole sequence for a CP-th of the heads, and the output back,
// exposed (Transformer Engine's AttnFuncWithCPAndQKVOA2A; DeepSpeed-Ulysses, Jacobs et al. 2023,
// https://arxiv.org/abs/2309.14509), which needs a TP rank's query and key/value heads to divide
// by CP; a2a+p2p, both in two levels (Megatron-Core's hierarchical_context_parallel_sizes): the
// all-to-all inside groups of cpAllToAllRanks consecutive CP ranks and the ring between them.
enum class ContextParallelComm { P2p, AllGather, AllToAll, AllToAllThenRing };
// How the loss passes over the logits, as Megatron-Core names it (cross_entropy_loss_fusion and
// cross_entropy_fusion_impl): unfused, PyTorch's kernels one after another on FP32 logits (its
// default); native, the same steps fused by the JIT; te, Transformer Engine's Triton kernel on the
// BF16 logits (Megatron-Bridge's performance recipes). The bytes each moves: ComputeTime.cpp.
enum class LossFusion { Unfused, Native, TransformerEngine };

// What selective recomputation recomputes, as Megatron-Core's recompute_modules names it
// (megatron/core/transformer/transformer_config.py): core_attn, attention's softmax part
// (Korthikanti et al. 2022; the default); mla_up_proj, multi-head latent attention's
// up-projections, whose Q, K and V are made again from the latents rather than kept; moe_act,
// the experts' activation function, whose output is made again from fc1's.
struct RecomputeModules {
    bool coreAttention = true;
    bool mlaUpProjection = false;
    bool moeActivation = false;
    bool operator==(const RecomputeModules&) const = default;
};

struct ParallelConfig {
    int tp = 1, pp = 1, vpp = 1, dp = 1, cp = 1, ep = 1;
    int microBatch = 1; // sequences per micro-batch
    int globalBatch = 0; // sequences per iteration; 0: about 4M tokens (withGlobalBatch, BatchShape.h)
    int seqLength = 0; // tokens per sequence; 0: the model's
    bool sequenceParallel = true; // with TP > 1: norms and dropout split over the sequence
    Precision precision = Precision::Bf16;
    Fp8Recipe fp8Recipe = Fp8Recipe::Delayed; // with FP8
    // The gradients' buffer and their DP reduction in FP32 (Megatron-Core's grad_reduce_in_fp32,
    // which Megatron-LM sets for BF16 training), else in BF16 (as Megatron-Bridge's performance
    // recipes run): 4 or 2 bytes a parameter (gradientBytesPerParam).
    bool gradReduceInFp32 = true;
    DataParallelMode dpMode = DataParallelMode::DistributedOptimizer;
    Recompute recompute = Recompute::Selective;
    ContextParallelComm cpComm = ContextParallelComm::P2p; // with CP > 1
    // With a2a+p2p: the CP ranks of each all-to-all group, dividing CP; 0: the widest that also
    // divides a TP rank's heads (defaultCpAllToAllRanks, TrainingCheck.h).
    int cpAllToAllRanks = 0;
    RecomputeModules recomputeModules; // with selective recomputation
    // With full recomputation: only the first N layers of each virtual stage are recomputed whole
    // and the others not at all (Megatron-Core's recompute_method "block" with recompute_num_layers
    // N, as Megatron-Bridge's recipes set it); 0 recomputes every layer.
    int recomputeLayers = 0;
    // The first N layers keep their activations in the host's memory between forward and backward,
    // copied out as the forward goes on and back as the backward reaches them (Megatron-Core's
    // cpu_offloading_num_layers; it takes PP 1 and no recomputation).
    int offloadLayers = 0;
    // Attention as one fused kernel (FlashAttention; Megatron-Core's default since 2023), else as
    // the unfused kernels of earlier Megatron-LM (two batched products and a softmax over s x s).
    bool fusedAttention = true;
    LossFusion lossFusion = LossFusion::Unfused;
    // The transformer layers of each of the PP x VPP virtual stages, in Megatron-Core's order
    // (virtual stage v of stage p at v x PP + p; its pipeline_model_parallel_layout, decoder layers
    // counted); empty: the even split of chunkLayers. The embedding stays on the first, the output
    // layer on the last.
    std::vector<int> layerLayout;

    long long gpus() const { return 1LL * tp * pp * dp * cp; }
    // The stated batch; one step of every data-parallel rank while unstated (withGlobalBatch states it).
    long long effectiveGlobalBatch() const { return globalBatch > 0 ? globalBatch : 1LL * microBatch * dp; }
    // Micro-batches each pipeline runs per iteration.
    long long microBatches() const { return effectiveGlobalBatch() / (1LL * microBatch * dp); }
    bool operator==(const ParallelConfig&) const = default;
};

// Bytes a parameter's gradient takes in its buffer and in the DP reduction: 4 in FP32, 2 in BF16.
double gradientBytesPerParam(const ParallelConfig& config);
// The gradients' precision by name, "fp32" or "bf16", and back: true for FP32 (gradReduceInFp32).
std::string_view gradientReductionName(const ParallelConfig& config);
std::optional<bool> parseGradientReduction(std::string_view text);

// The layers of virtual stage `chunk` of pipeline stage `stage` (model order: chunk c of stage s
// is position c x PP + s of PP x VPP). Evenly when PP x VPP divides the layers; else, when it
// divides layers + 2, the first and last positions take one layer fewer (as Llama 3 405B was
// trained: 126 layers on 16 stages of 8 virtual stages, the first holding only the embedding
// and the last only the output layer and the loss, one layer on each of the others; Dubey et al.
// 2024, section 3.3.2), which Megatron-LM runs with --decoder-first/last-pipeline-num-layers.
// A stated `layerLayout` replaces both.
struct LayerRange {
    int first = 0, count = 0;
};
bool splitsLayers(int layers, const ParallelConfig& config);
LayerRange chunkLayers(int layers, const ParallelConfig& config, int stage, int chunk);

// How the layer at `indexInChunk` (its position in its virtual stage) is recomputed.
Recompute layerRecompute(const ParallelConfig& config, int indexInChunk);
// The layers of the whole model recomputed whole, over every stage's virtual stages.
int fullyRecomputedLayers(int layers, const ParallelConfig& config);

std::string_view toString(Precision precision);
std::string_view toString(Fp8Recipe recipe);
std::string_view toString(DataParallelMode mode);
std::string_view toString(Recompute recompute);
std::string_view toString(ContextParallelComm comm);
std::string_view toString(LossFusion fusion);
std::optional<Precision> parsePrecision(std::string_view text); // bf16, fp8
std::optional<Fp8Recipe> parseFp8Recipe(std::string_view text); // delayed, tensorwise, mxfp8, blockwise
std::optional<DataParallelMode> parseDataParallelMode(std::string_view text); // plain, distributed-optimizer, fsdp
std::optional<Recompute> parseRecompute(std::string_view text); // none, selective, full
std::optional<ContextParallelComm> parseContextParallelComm(std::string_view text); // p2p, all_gather, a2a, a2a+p2p
std::optional<LossFusion> parseLossFusion(std::string_view text); // unfused, native, te
// Modules as Megatron-Core names them, separated by commas: "core_attn,mla_up_proj,moe_act";
// nullopt for an unknown name or none.
std::optional<RecomputeModules> parseRecomputeModules(std::string_view text);
std::vector<std::string> recomputeModuleNames(const RecomputeModules& modules); // {"core_attn", "moe_act"}
std::string recomputeModulesText(const RecomputeModules& modules); // "core_attn,moe_act"
// A layer layout as people write it: counts separated by commas, "N*K" for K virtual stages of N
// layers ("4*15,1": fifteen of 4, then one of 1); nullopt unless every count is a whole number
// from 0 and every repeat from 1, at most 4,096 stages in all.
std::optional<std::vector<int>> parseLayerLayout(std::string_view text);
// The layout written back so: runs of one count as "N*K".
std::string layerLayoutText(const std::vector<int>& layout);

} // namespace scalescope

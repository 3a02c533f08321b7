#include "cli/ParallelOptions.h"
#include "cli/Translate.h"

#include "train/ParallelGroups.h"

#include <algorithm>
#include <stdexcept>

namespace scalescope::cli {
namespace {

constexpr int kMostDegree = 1 << 20;

int degreeOption(const Arguments& args, const char* name, int fallback)
{
    return args.has(name) ? args.intValue(name, 1, kMostDegree) : fallback;
}

} // namespace

const std::set<std::string>& parallelOptionNames()
{
    static const std::set<std::string> names { "--tp", "--pp", "--dp", "--cp", "--ep", "--vpp", "--micro-batch",
        "--global-batch", "--seq", "--precision", "--fp8-recipe", "--recompute", "--recompute-layers",
        "--recompute-modules", "--offload-layers", "--dp-mode", "--grad-reduce", "--loss-fusion", "--cp-comm",
        "--cp-a2a-ranks", "--pipeline-layout", "--order" };
    return names;
}

const std::set<std::string>& parallelFlagNames()
{
    static const std::set<std::string> names { "--no-sequence-parallel", "--unfused-attention", "--no-overlap",
        "--tp-overlap" };
    return names;
}

const std::vector<OptionHelp>& parallelOptionHelp()
{
    static const std::vector<OptionHelp> help {
        { "--tp N, --pp N, --cp N, --ep N",
            QT_TRANSLATE_NOOP(
                "scalescope-help", "Tensor, pipeline, context and expert parallel degrees (default 1).") },
        { "--dp N",
            QT_TRANSLATE_NOOP(
                "scalescope-help", "Data parallel degree (default: what the GPUs leave, GPUs / (TP x PP x CP)).") },
        { "--vpp N",
            QT_TRANSLATE_NOOP(
                "scalescope-help", "Virtual pipeline stages per GPU: the interleaved schedule (default 1).") },
        { "--micro-batch N", QT_TRANSLATE_NOOP("scalescope-help", "Sequences per micro-batch (default 1).") },
        { "--global-batch N",
            QT_TRANSLATE_NOOP("scalescope-help",
                "Sequences per iteration (default: about 4M tokens, rounded to a multiple of micro-batch x DP, the "
                "batch "
                "--search uses).") },
        { "--seq N", QT_TRANSLATE_NOOP("scalescope-help", "Tokens per sequence (default: the model's).") },
        { "--precision bf16|fp8",
            QT_TRANSLATE_NOOP("scalescope-help", "The matrix products' precision (default bf16).") },
        { "--fp8-recipe delayed|tensorwise|mxfp8|blockwise",
            QT_TRANSLATE_NOOP("scalescope-help",
                "How FP8 scales its operands (Megatron-Core's fp8_recipe; with --precision fp8): delayed, from the "
                "amaxes of earlier steps (the default); tensorwise, from each tensor's own, found in a pass of its "
                "own before the cast (current scaling, FP8-CS); mxfp8, a scale per 32 elements (Blackwell); "
                "blockwise, per block of 128.") },
        { "--recompute none|selective|full",
            QT_TRANSLATE_NOOP("scalescope-help", "Activation recomputation (default selective).") },
        { "--recompute-layers N",
            QT_TRANSLATE_NOOP("scalescope-help",
                "Full recomputation of only the first N layers of each virtual stage, the others not recomputed "
                "(Megatron-Core's block method, recompute_num_layers N); implies --recompute full.") },
        { "--recompute-modules LIST",
            QT_TRANSLATE_NOOP("scalescope-help",
                "What selective recomputation recomputes, as Megatron-Core's recompute_modules names it: core_attn "
                "(attention's softmax part, the default), mla_up_proj (multi-head latent attention's up-projections), "
                "moe_act (the experts' activation function), separated by commas; implies --recompute selective.") },
        { "--offload-layers N",
            QT_TRANSLATE_NOOP("scalescope-help",
                "Keep the activations of the first N layers in the host's memory between forward and backward, "
                "copied over the GPU's NVLink-C2C or PCIe link beside the compute (Megatron-Core's "
                "cpu_offloading_num_layers N); needs PP 1 and implies --recompute none.") },
        { "--pipeline-layout N,N,...",
            QT_TRANSLATE_NOOP("scalescope-help",
                "The layers of each of the PP x VPP virtual stages in Megatron-Core's order (virtual stage v of stage "
                "p at v x PP + p), N*K for K stages of N layers: 4*15,1 is DeepSeek-V3's 61 layers on PP 4 x VPP 4 "
                "(Megatron-Core's pipeline_model_parallel_layout; default: an even split).") },
        { "--dp-mode plain|distributed-optimizer|fsdp",
            QT_TRANSLATE_NOOP("scalescope-help",
                "Plain data parallel, Megatron's distributed optimizer (the default) or fully sharded.") },
        { "--grad-reduce fp32|bf16",
            QT_TRANSLATE_NOOP("scalescope-help",
                "The gradients' buffer and their DP reduction in FP32 (the default; Megatron-Core's "
                "grad_reduce_in_fp32) or in BF16, half the bytes, as Megatron-Bridge's performance recipes run.") },
        { "--loss-fusion unfused|native|te",
            QT_TRANSLATE_NOOP("scalescope-help",
                "How the loss passes over the logits (Megatron-Core's cross_entropy_loss_fusion and "
                "cross_entropy_fusion_impl): unfused, one kernel after another on FP32 logits (the default, "
                "Megatron-Core's), 52 bytes a logit; native, the same steps fused, 28; te, Transformer Engine's "
                "kernel on the BF16 logits, as Megatron-Bridge's performance recipes run, 6.") },
        { "--cp-comm p2p|all_gather|a2a|a2a+p2p",
            QT_TRANSLATE_NOOP("scalescope-help",
                "How context parallelism moves K and V (Megatron-Core's cp_comm_type): p2p, a ring beside attention's "
                "compute (the default); all_gather, gathered before attention and their gradients reduce-scattered "
                "after it, exposed (as Llama 3 was trained); a2a, Q, K and V all-to-all so that each rank attends "
                "over the whole sequence for a CP-th of the heads, and the output back, exposed (DeepSpeed-Ulysses; "
                "CP must divide a TP rank's heads); a2a+p2p, that all-to-all inside groups of consecutive CP ranks "
                "and the ring between the groups (Megatron-Core's hierarchical CP).") },
        { "--cp-a2a-ranks N",
            QT_TRANSLATE_NOOP("scalescope-help",
                "With --cp-comm a2a+p2p: the CP ranks of each all-to-all group, dividing CP (default: the widest "
                "that also divides a TP rank's heads).") },
        { "--order DIMS",
            QT_TRANSLATE_NOOP("scalescope-help",
                "The rank order, innermost first (default tp-cp-ep-dp-pp, Megatron-Core's: TP on neighbouring GPUs); "
                "dp-tp-pp puts DP innermost. A degree above 1 left out is a usage error.") },
        { "--no-sequence-parallel",
            QT_TRANSLATE_NOOP("scalescope-help",
                "TP without sequence parallelism: all-reduces instead of all-gathers and reduce-scatters, norms and "
                "dropout not split (Megatron-LM before 2022).") },
        { "--unfused-attention",
            QT_TRANSLATE_NOOP("scalescope-help",
                "Attention as the unfused kernels of earlier Megatron-LM (two batched products and a softmax over the "
                "sequence squared, their activations kept) instead of one fused kernel (FlashAttention).") },
        { "--no-overlap",
            QT_TRANSLATE_NOOP(
                "scalescope-help", "Do not overlap DP's gradient reduction and parameter gathers with compute.") },
        { "--tp-overlap",
            QT_TRANSLATE_NOOP("scalescope-help",
                "Run TP's forward exchanges beside the products they feed or come from, as Transformer Engine's "
                "ring exchange does: each such product runs as TP products of one rank's rows, and an exchange "
                "that outlasts its product is still waited for.") },
    };
    return help;
}

ParallelConfig parseParallelConfig(const Arguments& args, long long gpus)
{
    ParallelConfig c;
    c.tp = degreeOption(args, "--tp", 1);
    c.pp = degreeOption(args, "--pp", 1);
    c.cp = degreeOption(args, "--cp", 1);
    c.ep = degreeOption(args, "--ep", 1);
    c.vpp = degreeOption(args, "--vpp", 1);
    const long long perReplica = 1LL * c.tp * c.pp * c.cp;
    c.dp = degreeOption(
        args, "--dp", static_cast<int>(std::max(1LL, std::min<long long>(kMostDegree, gpus / perReplica))));
    c.microBatch = degreeOption(args, "--micro-batch", 1);
    c.globalBatch = args.has("--global-batch") ? args.intValue("--global-batch", 1, 1 << 30) : 0;
    c.seqLength = args.has("--seq") ? args.intValue("--seq", 1, 1 << 24) : 0;
    c.precision = choiceOption(
        args, "--precision", Precision::Bf16, parsePrecision, QT_TRANSLATE_NOOP("scalescope-cli", "bf16 or fp8"));
    c.fp8Recipe = choiceOption(args, "--fp8-recipe", Fp8Recipe::Delayed, parseFp8Recipe,
        QT_TRANSLATE_NOOP("scalescope-cli", "delayed, tensorwise, mxfp8 or blockwise"));
    if (args.has("--fp8-recipe") && c.precision != Precision::Fp8)
        throw UsageError(localized(QT_TRANSLATE_NOOP("scalescope-cli", "--fp8-recipe goes with --precision fp8")));
    c.recompute = choiceOption(args, "--recompute", Recompute::Selective, parseRecompute,
        QT_TRANSLATE_NOOP("scalescope-cli", "none, selective or full"));
    if (args.has("--recompute-layers")) {
        c.recomputeLayers = args.intValue("--recompute-layers", 1, kMostDegree);
        if (!args.has("--recompute"))
            c.recompute = Recompute::Full;
    }
    if (args.has("--recompute-modules")) {
        c.recomputeModules = choiceOption(args, "--recompute-modules", RecomputeModules {}, parseRecomputeModules,
            QT_TRANSLATE_NOOP("scalescope-cli", "core_attn, mla_up_proj or moe_act, separated by commas"));
        if (!args.has("--recompute"))
            c.recompute = Recompute::Selective;
    }
    if (args.has("--offload-layers")) {
        c.offloadLayers = args.intValue("--offload-layers", 1, kMostDegree);
        if (!args.has("--recompute"))
            c.recompute = Recompute::None;
    }
    c.dpMode = choiceOption(args, "--dp-mode", DataParallelMode::DistributedOptimizer, parseDataParallelMode,
        QT_TRANSLATE_NOOP("scalescope-cli", "plain, distributed-optimizer or fsdp"));
    c.gradReduceInFp32 = choiceOption(
        args, "--grad-reduce", true, parseGradientReduction, QT_TRANSLATE_NOOP("scalescope-cli", "fp32 or bf16"));
    c.lossFusion = choiceOption(args, "--loss-fusion", LossFusion::Unfused, parseLossFusion,
        QT_TRANSLATE_NOOP("scalescope-cli", "unfused, native or te"));
    c.cpComm = choiceOption(args, "--cp-comm", ContextParallelComm::P2p, parseContextParallelComm,
        QT_TRANSLATE_NOOP("scalescope-cli", "p2p, all_gather, a2a or a2a+p2p"));
    if (args.has("--cp-a2a-ranks")) {
        if (c.cpComm != ContextParallelComm::AllToAllThenRing)
            throw UsageError(
                localized(QT_TRANSLATE_NOOP("scalescope-cli", "--cp-a2a-ranks goes with --cp-comm a2a+p2p")));
        c.cpAllToAllRanks = args.intValue("--cp-a2a-ranks", 2, kMostDegree);
    }
    c.sequenceParallel = !args.has("--no-sequence-parallel");
    c.fusedAttention = !args.has("--unfused-attention");
    c.layerLayout = choiceOption(args, "--pipeline-layout", std::vector<int> {}, parseLayerLayout,
        QT_TRANSLATE_NOOP("scalescope-cli", "layers per virtual stage, N,N,... (N*K: K stages of N layers)"));
    return c;
}

void parseOverlapOptions(const Arguments& args, IterationOptions& options)
{
    options.overlapDataParallel = !args.has("--no-overlap");
    options.overlapTensorParallel = args.has("--tp-overlap");
}

std::optional<RankOrder> parseRankOrderOption(const Arguments& args, const ParallelConfig& config)
{
    const auto order = args.value("--order");
    if (!order)
        return std::nullopt;
    try {
        return parseRankOrder(*order, config);
    } catch (const std::invalid_argument& error) {
        throw UsageError(std::string("--order: ") + error.what());
    }
}

} // namespace scalescope::cli

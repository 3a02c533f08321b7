#include "train/ComputeTime.h"

#include "train/ModelCounts.h"
#include "train/TrainingMemory.h"
#include "train/BatchShape.h"
#include "train/LayerProducts.h"
#include "train/LossPasses.h"
#include "train/ProductEfficiency.h"

#include <algorithm>

namespace scalescope {
namespace {

// Sources in the header and docs/TRAINING.md.
// For a GPU whose catalog entry has no measured matmul rate: the measured fraction of the nearest
// architecture (A100 SXM 217.6 of 312, from Korthikanti et al.'s layer timing; H100 SXM BF16 730
// of 989 sustained, from gpu-fryer's table, FP8 1382.2 of 1979 sustained, from Azure's ND H100 v5
// results).
constexpr double kAmpereMatmulEfficiency = 217.6 / 312.0;
constexpr double kHopperMatmulEfficiency = 730.0 / 989.0;
constexpr double kHopperFp8MatmulEfficiency = 1382.2 / 1979.0;
// For a GPU whose catalog gives only a burst (the best of a search of shapes, 100 products after
// 50 warm-up ones: S. Bekman's Maximum Achievable Matmul FLOPS table), the share of the burst a
// GPU of its generation sustains: H100 SXM BF16 730 of 794.5 and FP8 1382.2 of 1402.6; GB200
// BF16 1550 of 1822.0 and FP8 2906.9 of 3615.6 (sustained: gpu-fryer's minute-long burn and
// Azure's ND v5/v6 results after 10,000 warm-up products; the bursts: the MAMF table). Blackwell's
// for Blackwell and later, Hopper's for earlier GPUs.
constexpr double kHopperBf16SustainedShare = 730.0 / 794.5;
constexpr double kHopperFp8SustainedShare = 1382.2 / 1402.6;
constexpr double kBlackwellBf16SustainedShare = 1550.0 / 1822.0;
constexpr double kBlackwellFp8SustainedShare = 2906.9 / 3615.6;
// The share of the HBM's rated bandwidth a STREAM Triad reaches (two reads and a write, as a
// residual add), measured on Azure's ND A100 v4, ND H100 v5 and ND H200 v5 (AI benchmarking guide,
// Azure_Results, "HBM Bandwidth"): A100 1.70 of 2.039 TB/s, H100 2.97 of 3.35, H200 (HBM3e) 4.15
// of 4.8. For a GPU without its own measurement: its architecture's; Blackwell's HBM3e, and an
// architecture no measured GPU shares, the H200's.
constexpr double kAmpereStreamFraction = 1.70 / 2.039;
constexpr double kHopperStreamFraction = 2.97 / 3.35;
constexpr double kHbm3eStreamFraction = 4.15 / 4.8;
constexpr double kAttentionEfficiency = 0.5; // FlashAttention-2, fused attention forward and backward
constexpr double kCausalFraction = 0.5; // of the score products a causal mask leaves to compute
// Fused attention's backward runs five products to the forward's two, 2.5 times its FLOPs: it
// computes the scores Q K^T again rather than keep them (Dao 2023, https://arxiv.org/abs/2307.08691,
// Algorithm 2; its benchmarks count backward FLOPs so), at the same efficiency.
constexpr double kFusedAttentionBackwardFactor = 2.5;
// Unfused softmax and dropout per 16-bit score: softmax reads and writes it (4), dropout, where the
// model trains with it, reads it and writes its output and a 1-byte mask (5); Korthikanti et al.
// 2022 store the last 5.
constexpr double kUnfusedSoftmaxBytesPerScore = 4, kUnfusedDropoutBytesPerScore = 5;
// An FP8 product's operands are cast from BF16 first: Transformer Engine's fused cast-transpose
// reads the BF16 tensor (2 bytes) and writes it in FP8 and FP8 transposed (1 + 1), the transpose
// for the other product of the backward pass (transformer_engine cast_transpose). The activation
// input is cast in forward, the output's gradient in backward.
constexpr double kFp8CastBytesPerElement = 4;
// Current scaling (Megatron-Core's fp8_recipe tensorwise) finds each tensor's amax before casting
// it, a pass of its own that reads the BF16 tensor once more (Transformer Engine,
// transformer_engine/pytorch/csrc/quantizer.cpp, Float8CurrentScalingQuantizer::quantize_impl:
// nvte_compute_amax, then the scale, then nvte_quantize). Delayed scaling takes the scale from
// earlier amaxes and records this one in the cast; MXFP8 and blockwise scale each block inside it.
constexpr double kCurrentScalingAmaxBytesPerElement = 2;
// Megatron-Core's all-to-all token dispatcher (megatron/core/transformer/moe/token_dispatcher.py,
// MoEAlltoAllTokenDispatcher, core_v0.15.0) moves each routed copy of a token through HBM in passes
// that read it and write it (2 + 2 bytes an element in BF16, fused or not): permute before the
// dispatch and unpermute after the combine on a TP rank's share of the tokens, and with more than one
// local expert a sort by expert after the dispatch and the unsort before the combine on the TP
// group's; each pass's gradient is the inverse pass, as many in backward.
constexpr double kRoutedBytesPerElementPass = 4;

// Whether products at the precision run in FP8 on this GPU (one without FP8 tensor cores runs
// them in BF16).
bool runsFp8(const GpuSpec& gpu, Precision precision)
{
    return precision == Precision::Fp8 && gpu.fp8DenseTflops > 0;
}

double peakFlopsPerSec(const GpuSpec& gpu, Precision precision)
{
    const double tflops = runsFp8(gpu, precision) ? gpu.fp8DenseTflops : gpu.bf16DenseTflops;
    return tflops * 1e12;
}

// A product of m x k by k x n at `flopsPerSec`, or at the HBM's rate for its operands and
// output, whichever is slower.
double productSeconds(const GpuSpec& gpu, Precision precision, double m, double k, double n, double flopsPerSec)
{
    const double inputBytes = precision == Precision::Fp8 ? 1.0 : 2.0;
    const double bytes = inputBytes * (m * k + k * n) + 2.0 * m * n;
    return std::max(2.0 * m * k * n / flopsPerSec, hbmSeconds(gpu, bytes));
}

// FP8's casts of `elements` through HBM; none in BF16.
double castSeconds(const ParallelConfig& config, const GpuSpec& gpu, double elements)
{
    if (config.precision != Precision::Fp8)
        return 0.0;
    const double amaxBytes = config.fp8Recipe == Fp8Recipe::Tensorwise ? kCurrentScalingAmaxBytesPerElement : 0.0;
    return hbmSeconds(gpu, (kFp8CastBytesPerElement + amaxBytes) * elements);
}

// Attention's fused products, in BF16 in FP8 training too (Transformer Engine keeps it there).
double fusedAttentionSeconds(const ModelSpec& model, const ParallelConfig& config, const GpuSpec& gpu, double tokens)
{
    const double scoreFlops = tokens * attentionScoreFlopsPerToken(model, seqLengthOf(model, config)) / config.tp;
    return scoreFlops * kCausalFraction / (peakFlopsPerSec(gpu, Precision::Bf16) * kAttentionEfficiency);
}

// Unfused attention (Megatron-LM before FlashAttention): per sequence and head, Q K^T and the
// probabilities times V as batched products over the whole s x s (the causal mask applied after),
// each timed by the roofline, which writes and reads the scores through HBM; between them the
// scale-mask-softmax kernel moves kUnfusedSoftmaxBytesPerScore bytes per score, and dropout
// kUnfusedDropoutBytesPerScore more where the model trains with it.
double unfusedAttentionSeconds(const ModelSpec& model, const ParallelConfig& config, const GpuSpec& gpu, double tokens)
{
    const double seq = seqLengthOf(model, config), queries = seq / config.cp;
    const double headsHere = 1.0 * model.heads / config.tp, sequences = tokens / queries;
    // Batched over the heads and sequences, one launch for all of them: at the GPU's rate, not a
    // single head's product's.
    const double rate = achievedMatmulFlopsPerSec(gpu, Precision::Bf16);
    const double products = productSeconds(gpu, Precision::Bf16, queries, model.headDim, seq, rate)
        + productSeconds(gpu, Precision::Bf16, queries, seq, model.headDim, rate);
    const double bytesPerScore = kUnfusedSoftmaxBytesPerScore + (model.dropout > 0 ? kUnfusedDropoutBytesPerScore : 0);
    const double softmax = hbmSeconds(gpu, bytesPerScore * queries * seq);
    return sequences * headsHere * (products + softmax);
}

struct LayerSeconds {
    double matmuls = 0, attention = 0, elementwise = 0;
    double castElements = 0; // FP8: elements cast in forward, and as many in backward
    // What selective recomputation's modules run again (part of the above): MLA's two
    // up-projections, the routed experts' activation function.
    double upProjections = 0, expertActivation = 0;
    // MoE token permutation beyond what `elementwise` charges (forward; backward in permutationBackward)
    double permutation = 0, permutationBackward = 0;
    // What TP's overlap adds by splitting the dense products into TP pieces (LayerProducts.h): all
    // four in forward; in backward the gradients of the two whose output was reduce-scattered,
    // which take an all-gathered input there (Transformer Engine's ring exchange; the others'
    // gradients run whole beside a bulk exchange).
    double tpSplitForward = 0, tpSplitBackward = 0;
    // The products TP's exchanges run beside: as forward runs them (TP pieces with TP's overlap)
    // and whole (LayerProducts.h; MLA's attention and a MoE layer's experts split half and half).
    DenseProducts forwardProducts, wholeProducts;
};

// A layer's products beside TP's exchanges where they are not a dense layer's four: `attention`
// seconds for the query, key and value projection and the output projection, half each, and
// `mlp` seconds for the MLP's two products.
DenseProducts halvedProducts(double attention, double mlp)
{
    return { attention / 2, attention / 2, mlp / 2, mlp / 2 };
}

// A MoE layer's experts (routed or shared), `seconds` of products on the MLP's side of the layer.
void addMlpProducts(LayerSeconds& s, double seconds)
{
    s.matmuls += seconds;
    s.forwardProducts += halvedProducts(0, seconds);
    s.wholeProducts += halvedProducts(0, seconds);
}

// Multi-head latent attention's up-projections on one TP rank: queries from their latent
// (q_lora_rank wide), keys' and values' non-positional parts from theirs (kv_lora_rank).
double upProjectionSeconds(const ModelSpec& model, const ParallelConfig& config, const GpuSpec& gpu, double tokens)
{
    const auto& mla = model.latentAttention;
    if (!mla)
        return 0;
    const double headsHere = 1.0 * model.heads / config.tp;
    const double queries = headsHere * (mla->qkNopeHeadDim + mla->qkRopeHeadDim);
    const double keysValues = headsHere * (mla->qkNopeHeadDim + mla->vHeadDim);
    return matmulSeconds(gpu, config.precision, tokens, mla->qLoraRank, queries)
        + matmulSeconds(gpu, config.precision, tokens, mla->kvLoraRank, keysValues);
}

// The routed tokens' permutation passes of one MoE layer on one TP rank, forward and backward, beyond
// the element-wise count's: that writes and reads the experts' input (one pass of a TP rank's share)
// once in forward and twice in backward.
void addPermutationSeconds(
    const ModelSpec& model, const ParallelConfig& config, const GpuSpec& gpu, double tokens, LayerSeconds& s)
{
    const MoeSpec& moe = *model.moe;
    const double routedElements = tokens * moe.expertsPerToken * model.hidden;
    const double onePass = kRoutedBytesPerElementPass * routedElements / config.tp;
    const bool sorted = moe.experts / config.ep > 1;
    const double passesBytes = 2 * onePass + (sorted ? 2 * kRoutedBytesPerElementPass * routedElements : 0.0);
    s.permutation = hbmSeconds(gpu, std::max(0.0, passesBytes - onePass));
    s.permutationBackward = hbmSeconds(gpu, std::max(0.0, passesBytes - 2 * onePass));
}

// A layer's products come in pairs (QKV then the projection, up then down) of `width` columns
// together per TP rank: each pair's inputs are h + its inner width, its outputs the same; half of
// the pair's cast elements are forward's inputs, half backward's output gradients.
double pairCastElements(double tokens, double hidden, double width)
{
    return tokens * (hidden + width / 2);
}

// One layer's forward on one GPU for one micro-batch of `tokens` tokens; with TP's communication
// overlapped, what its pieces add (LayerSeconds::tpSplitForward).
LayerSeconds layerForward(const ModelSpec& model, const ParallelConfig& config, const GpuSpec& gpu, int layer,
    double tokens, bool tpOverlapped)
{
    const double h = model.hidden, t = config.tp;
    const Precision precision = config.precision;
    const LayerParams p = layerParams(model, layer);
    LayerSeconds s;
    s.castElements = pairCastElements(tokens, h, p.attention / (h * t));
    if (p.mlp > 0)
        s.castElements += pairCastElements(tokens, h, p.mlp / (h * t));
    if (model.latentAttention) {
        const double attention = matmulSeconds(gpu, precision, tokens, h, p.attention / (h * t));
        const double mlp = p.mlp > 0 ? mlpSeconds(model, gpu, precision, tokens, model.ffnHidden / t) : 0.0;
        s.matmuls = attention + mlp;
        s.wholeProducts = s.forwardProducts = halvedProducts(attention, mlp);
    } else {
        const DenseProducts whole = denseProducts(model, gpu, precision, tokens, t, p.mlp > 0, 1);
        s.matmuls = whole.total();
        s.wholeProducts = s.forwardProducts = whole;
        if (tpOverlapped && t > 1) { // TP's overlap runs them as TP pieces (LayerProducts.h)
            const DenseProducts split = denseProducts(model, gpu, precision, tokens, t, p.mlp > 0, t);
            s.tpSplitForward = split.total() - whole.total();
            s.tpSplitBackward = split.projection + split.mlpSecond - whole.projection - whole.mlpSecond;
            s.forwardProducts = split;
        }
    }
    if (isMoeLayer(model, layer)) {
        const MoeSpec& moe = *model.moe;
        const double localExperts = 1.0 * moe.experts / config.ep;
        // The EP group's tokens, each sent to k experts, spread evenly over the group's experts.
        const double tokensPerExpert = tokens * moe.expertsPerToken * config.ep / moe.experts;
        const double expertWidth = p.routedExperts / moe.experts / (h * t);
        const double experts
            = localExperts * mlpSeconds(model, gpu, precision, tokensPerExpert, moe.expertFfnHidden / t);
        addMlpProducts(s, experts);
        // SwiGLU reads fc1's two halves and writes their product (BF16): 3 x 2 bytes per element.
        s.expertActivation = hbmSeconds(gpu, tokens * moe.expertsPerToken * 6.0 * moe.expertFfnHidden / t);
        s.castElements += localExperts * pairCastElements(tokensPerExpert, h, expertWidth);
        if (p.sharedExperts > 0) {
            addMlpProducts(s, mlpSeconds(model, gpu, precision, tokens, moe.sharedExperts * moe.expertFfnHidden / t));
            s.castElements += pairCastElements(tokens, h, p.sharedExperts / (h * t));
        }
        s.matmuls += matmulSeconds(gpu, Precision::Bf16, tokens, h, moe.experts);
        addPermutationSeconds(model, config, gpu, tokens, s);
    }
    s.attention = config.fusedAttention ? fusedAttentionSeconds(model, config, gpu, tokens)
                                        : unfusedAttentionSeconds(model, config, gpu, tokens);
    s.upProjections = upProjectionSeconds(model, config, gpu, tokens);
    ParallelConfig stored = config;
    stored.recompute = Recompute::Selective; // the tensors a fused-attention layer writes
    stored.recomputeModules = RecomputeModules {};
    stored.precision = Precision::Bf16; // as the element-wise kernels write them; FP8's casts apart
    s.elementwise = hbmSeconds(gpu, 2.0 * layerActivationBytes(model, layer, stored));
    return s;
}

// What selective recomputation runs again of a layer: the modules it names.
double selectiveSeconds(const RecomputeModules& modules, const LayerSeconds& s)
{
    return (modules.coreAttention ? s.attention : 0) + (modules.mlaUpProjection ? s.upProjections : 0)
        + (modules.moeActivation ? s.expertActivation : 0);
}

// The catalog's measured rate of a large product at the precision (FP8 where the GPU has FP8
// tensor cores, else BF16), 10^12 FLOP/s; 0 when none is at hand.
double measuredMatmulTflops(const GpuSpec& gpu, Precision precision)
{
    return runsFp8(gpu, precision) ? gpu.fp8MatmulTflops : gpu.bf16MatmulTflops;
}

// The catalog's burst rate at the precision times the share of it a GPU of its generation
// sustains, 10^12 FLOP/s; 0 when the catalog gives no burst.
double sustainedFromBurstTflops(const GpuSpec& gpu, Precision precision)
{
    if (runsFp8(gpu, precision))
        return gpu.fp8MatmulBurstTflops
            * (gpu.beforeBlackwell() ? kHopperFp8SustainedShare : kBlackwellFp8SustainedShare);
    return gpu.bf16MatmulBurstTflops
        * (gpu.beforeBlackwell() ? kHopperBf16SustainedShare : kBlackwellBf16SustainedShare);
}

} // namespace

double achievedHbmBytesPerSec(const GpuSpec& gpu)
{
    if (gpu.memoryStreamTBytesPerSec > 0)
        return gpu.memoryStreamTBytesPerSec * 1e12;
    const double fraction = gpu.architecture == "ampere" ? kAmpereStreamFraction
        : gpu.architecture == "hopper"                   ? kHopperStreamFraction
                                                         : kHbm3eStreamFraction;
    return gpu.memoryTBytesPerSec * 1e12 * fraction;
}

double achievedMatmulFlopsPerSec(const GpuSpec& gpu, Precision precision)
{
    if (const double measuredTflops = measuredMatmulTflops(gpu, precision); measuredTflops > 0)
        return measuredTflops * 1e12;
    if (const double fromBurstTflops = sustainedFromBurstTflops(gpu, precision); fromBurstTflops > 0)
        return fromBurstTflops * 1e12;
    const double fraction = runsFp8(gpu, precision) ? kHopperFp8MatmulEfficiency
        : gpu.architecture == "ampere"              ? kAmpereMatmulEfficiency
                                                    : kHopperMatmulEfficiency;
    return peakFlopsPerSec(gpu, precision) * fraction;
}

double hbmSeconds(const GpuSpec& gpu, double bytes)
{
    const double bytesPerSec = achievedHbmBytesPerSec(gpu);
    return bytesPerSec > 0 ? bytes / bytesPerSec : 0.0;
}

ComputeRates computeRates(const GpuSpec& gpu, Precision precision)
{
    const bool measured = measuredMatmulTflops(gpu, precision) > 0;
    return { achievedMatmulFlopsPerSec(gpu, precision) / 1e12, achievedHbmBytesPerSec(gpu) / 1e12, measured,
        gpu.memoryStreamTBytesPerSec > 0, !measured && sustainedFromBurstTflops(gpu, precision) > 0 };
}

double matmulSeconds(const GpuSpec& gpu, Precision precision, double m, double k, double n)
{
    const double rate = achievedMatmulFlopsPerSec(gpu, precision) * productShapeFactor(gpu, precision, m, k, n);
    return productSeconds(gpu, precision, m, k, n, rate);
}

MicroBatchCompute layersCompute(const ModelSpec& model, const ParallelConfig& config, const GpuSpec& gpu,
    int firstLayer, int layerCount, bool outputLayer, bool tpOverlapped)
{
    const double tokens = 1.0 * config.microBatch * seqLengthOf(model, config) / config.cp;
    LayerSeconds sum;
    double recomputed = 0;
    for (int layer = firstLayer; layer < firstLayer + layerCount; ++layer) {
        const LayerSeconds s = layerForward(model, config, gpu, layer, tokens, tpOverlapped);
        sum.matmuls += s.matmuls;
        sum.attention += s.attention;
        sum.elementwise += s.elementwise;
        sum.castElements += s.castElements;
        sum.permutation += s.permutation;
        sum.permutationBackward += s.permutationBackward;
        sum.tpSplitForward += s.tpSplitForward;
        sum.tpSplitBackward += s.tpSplitBackward;
        sum.forwardProducts += s.forwardProducts;
        sum.wholeProducts += s.wholeProducts;
        const Recompute recompute = layerRecompute(config, layer - firstLayer);
        if (recompute == Recompute::Full)
            recomputed
                += s.matmuls + s.attention + s.elementwise + s.permutation + castSeconds(config, gpu, s.castElements);
        else if (recompute == Recompute::Selective)
            recomputed += selectiveSeconds(config.recomputeModules, s);
    }
    double lossForward = 0, lossBackward = 0;
    if (outputLayer) {
        const double vocabShare = 1.0 * model.vocab / config.tp;
        // In BF16 under FP8 too: Megatron-LM's output layer is its own ColumnParallelLinear
        // (megatron/core/models/gpt/gpt_model.py), not a Transformer Engine module.
        const double logits = matmulSeconds(gpu, Precision::Bf16, tokens, model.hidden, vocabShare);
        sum.matmuls += logits;
        // Never recomputed: full recomputation checkpoints the layers only.
        const LossSeconds loss = lossSeconds(config.lossFusion, gpu, tokens * vocabShare);
        lossForward = loss.forward;
        lossBackward = loss.backward;
    }
    const double casts = castSeconds(config, gpu, sum.castElements);
    const double forwardWithoutCasts = sum.matmuls + sum.attention + sum.elementwise;
    MicroBatchCompute c;
    c.forwardUs = (forwardWithoutCasts + sum.permutation + casts + sum.tpSplitForward + lossForward) * 1e6;
    const double attentionBackwardExtra
        = config.fusedAttention ? (kFusedAttentionBackwardFactor - 2.0) * sum.attention : 0.0;
    c.backwardUs = (2.0 * forwardWithoutCasts + sum.permutationBackward + attentionBackwardExtra + casts + recomputed
                       + sum.tpSplitBackward + lossBackward)
        * 1e6;
    c.attentionForwardUs = sum.attention * 1e6;
    c.attentionBackwardUs = (2.0 * sum.attention + attentionBackwardExtra) * 1e6;
    c.forwardProductsUs = sum.forwardProducts * 1e6;
    c.wholeProductsUs = sum.wholeProducts * 1e6;
    return c;
}

} // namespace scalescope

// What a model is made of and what a token costs: parameters (total and, for a mixture of
// experts, those a token passes through) and model FLOPs per token as Megatron-LM counts them.
//
// FLOPs: Narayanan et al. SC21 (https://arxiv.org/abs/2104.04473, section 5.1) count a GPT
// iteration of B sequences of s tokens as 72·B·s·l·h²·(1 + s/(6h) + V/(12·l·h)) FLOPs without
// activation recomputation (Korthikanti et al. 2022, https://arxiv.org/abs/2205.05198, section 6.3:
// "model FLOPs"): every weight matrix costs 2 FLOPs per parameter per token forward and twice that
// backward; attention's two products over the whole sequence (no causal halving) cost
// 2·s·(heads·head_dim) each forward; the logits 2·V·h. We count the same terms from the
// architecture itself, which generalises the formula to grouped-query and latent attention,
// SwiGLU's three matrices and the experts a token is routed to (plus its router); for GPT it gives
// the formula exactly.
#pragma once

#include "catalog/ModelSpec.h"

namespace scalescope {

// One transformer layer's parameters by part.
struct LayerParams {
    double attention = 0; // projections (and MLA's low-rank norms)
    double mlp = 0; // a dense layer's MLP; 0 in a MoE layer
    double routedExperts = 0; // all routed experts of a MoE layer
    double activeRoutedExperts = 0; // those one token passes through
    double sharedExperts = 0;
    double router = 0;
    double norms = 0;
    double total() const { return attention + mlp + routedExperts + sharedExperts + router + norms; }
    double active() const { return attention + mlp + activeRoutedExperts + sharedExperts + router + norms; }
    double expertParallel() const { return routedExperts; } // what expert parallelism divides
};

bool isMoeLayer(const ModelSpec& model, int layer);
LayerParams layerParams(const ModelSpec& model, int layer);

// The input embedding (with learned positions) and, when untied, the output layer; final norm.
double inputEmbeddingParams(const ModelSpec& model);
double outputLayerParams(const ModelSpec& model); // 0 when tied to the input embedding
double finalNormParams(const ModelSpec& model);

double totalParams(const ModelSpec& model);
double activeParams(const ModelSpec& model); // totalParams for a dense model

// Forward FLOPs of one token in a sequence of seqLength, and model FLOPs of training on it
// (forward and backward, 3x forward, without recomputation), per the counting above.
double forwardFlopsPerToken(const ModelSpec& model, int seqLength);
double modelFlopsPerToken(const ModelSpec& model, int seqLength);
// Of a layer's attention parameters, multi-head latent attention's two up-projections (queries from
// their latent, keys' and values' non-positional parts from theirs); 0 without latent attention.
double upProjectionParams(const ModelSpec& model);
// Of the forward FLOPs, the output layer's logits (2·V·h a token), which no recomputation repeats:
// Megatron's full recomputation checkpoints the transformer layers only.
double logitsFlopsPerToken(const ModelSpec& model);
// Of the forward FLOPs, attention's two sequence-long products: scores Q·Kᵀ and their product with V.
double attentionScoreFlopsPerToken(const ModelSpec& model, int seqLength);
// Model FLOPs as Megatron-Bridge counts them (megatron/bridge/training/utils/flop_utils.py,
// num_floating_point_operations): as modelFlopsPerToken, but attention's two sequence-long products
// halved, since a causal mask leaves half of the scores to compute. Its "Model TFLOP/sec/GPU" is
// counted so.
double causalModelFlopsPerToken(const ModelSpec& model, int seqLength);

} // namespace scalescope

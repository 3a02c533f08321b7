// A transformer's architecture as the catalog's "models" section holds it: the published shape
// (layers, widths, heads, vocabulary), its attention (multi-head or grouped-query, or DeepSeek's
// multi-head latent attention) and its mixture of experts. The counts built on it (parameters,
// FLOPs, memory) are in core/train.
#pragma once

#include <optional>
#include <string>

namespace scalescope {

class JsonFields;

enum class MlpKind { Gelu, SwiGlu }; // two matrices, or three (gate, up, down)
enum class NormKind { LayerNorm, RmsNorm }; // weight and bias, or weight alone
enum class PositionEmbedding { Rope, Learned }; // learned: a table of seq_length x hidden

// DeepSeek's multi-head latent attention: queries and keys/values through low-rank projections.
struct LatentAttention {
    int qLoraRank = 0, kvLoraRank = 0, qkNopeHeadDim = 0, qkRopeHeadDim = 0, vHeadDim = 0;
};

struct MoeSpec {
    int experts = 0; // routed experts per MoE layer
    int expertsPerToken = 0;
    int sharedExperts = 0; // always active, beside the routed ones
    int expertFfnHidden = 0;
    int denseLayers = 0; // the first layers, with an ordinary MLP of ffnHidden
};

struct ModelSpec {
    std::string id, name, source;
    int layers = 0, hidden = 0, ffnHidden = 0, heads = 0, kvHeads = 0, headDim = 0, vocab = 0, seqLength = 0;
    MlpKind mlp = MlpKind::SwiGlu;
    NormKind norm = NormKind::RmsNorm;
    PositionEmbedding positions = PositionEmbedding::Rope;
    bool tiedEmbeddings = false;
    // Dropout probability in training, of the hidden states and of attention (Megatron's
    // hidden_dropout and attention_dropout): 0, as Llama 3 and DeepSeek-V3 train, stores no masks.
    double dropout = 0;
    std::optional<LatentAttention> latentAttention;
    std::optional<MoeSpec> moe;
    double publishedParamsB = 0; // the total its authors state, in 10^9; 0 when not stated
    double publishedActiveParamsB = 0; // MoE: parameters a token passes through
};

// The heads attention runs on and the width of each: grouped-query attention's key/value heads
// are shared by several query heads; MLA's attention runs on whole heads of K and V (as many as
// the query heads), Q and K each qkNope + qkRope wide, V vHeadDim wide.
struct AttentionShape {
    int queryHeads = 0, keyValueHeads = 0, queryKeyHeadDim = 0, valueHeadDim = 0;
};

inline AttentionShape attentionShape(const ModelSpec& model)
{
    if (const auto& mla = model.latentAttention)
        return { model.heads, model.heads, mla->qkNopeHeadDim + mla->qkRopeHeadDim, mla->vHeadDim };
    return { model.heads, model.kvHeads, model.headDim, model.headDim };
}

// Reads one entry of the "models" section (all but its id), each problem named by its pointer.
void readModelSpec(JsonFields& fields, ModelSpec& spec);

} // namespace scalescope

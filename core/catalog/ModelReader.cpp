// readModelSpec: one entry of the catalog's "models" section, checked field by field.
#include "catalog/ModelSpec.h"

#include "model/Localized.h"
#include "util/JsonFields.h"

namespace scalescope {
namespace {

using Need = JsonFields::Need;
constexpr std::int64_t kMaxWidth = 1 << 22; // 4M: wider than any published layer by far

int count(JsonFields& f, std::string_view key, std::int64_t min, std::int64_t max, Need need = Need::Required)
{
    return static_cast<int>(f.integer(key, min, max, need).value_or(0));
}

void readAttention(JsonFields& model, ModelSpec& spec)
{
    const nlohmann::json* section = model.object("attention", kOptional);
    if (!section)
        return;
    JsonFields f(*section, model.pointerTo("attention"), model.problems());
    const auto kind = f.string("kind").value_or("mla");
    if (kind == "mla") {
        LatentAttention mla;
        mla.qLoraRank = count(f, "q_lora_rank", 1, kMaxWidth);
        mla.kvLoraRank = count(f, "kv_lora_rank", 1, kMaxWidth);
        mla.qkNopeHeadDim = count(f, "qk_nope_head_dim", 1, kMaxWidth);
        mla.qkRopeHeadDim = count(f, "qk_rope_head_dim", 0, kMaxWidth);
        mla.vHeadDim = count(f, "v_head_dim", 1, kMaxWidth);
        spec.latentAttention = mla;
    } else if (kind != "mha") {
        f.problems().add(f.pointerTo("kind"),
            localized(QT_TRANSLATE_NOOP("scalescope-core", "expected mla or mha, found \"%1\""), { kind }));
    }
    f.rejectUnknownKeys();
}

void readMoe(JsonFields& model, ModelSpec& spec)
{
    const nlohmann::json* section = model.object("moe", kOptional);
    if (!section)
        return;
    JsonFields f(*section, model.pointerTo("moe"), model.problems());
    MoeSpec moe;
    moe.experts = count(f, "experts", 1, 1 << 16);
    moe.expertsPerToken = count(f, "experts_per_token", 1, 1 << 16);
    moe.sharedExperts = count(f, "shared_experts", 0, 1 << 16, kOptional);
    moe.expertFfnHidden = count(f, "expert_ffn_hidden", 1, kMaxWidth);
    moe.denseLayers = count(f, "dense_layers", 0, 1 << 16, kOptional);
    if (moe.experts > 0 && moe.expertsPerToken > moe.experts)
        f.problems().add(f.pointerTo("experts_per_token"),
            localized(QT_TRANSLATE_NOOP("scalescope-core", "must not exceed the %1 experts"),
                { std::to_string(moe.experts) }));
    if (spec.layers > 0 && moe.denseLayers >= spec.layers)
        f.problems().add(f.pointerTo("dense_layers"),
            localized(QT_TRANSLATE_NOOP("scalescope-core", "must be fewer than the model's %1 layers"),
                { std::to_string(spec.layers) }));
    f.rejectUnknownKeys();
    spec.moe = moe;
}

template <typename Kind>
Kind choice(JsonFields& f, std::string_view key, const char* first, const char* second, Kind a, Kind b)
{
    const auto text = f.string(key, kOptional).value_or(first);
    if (text == second)
        return b;
    if (text != first)
        f.problems().add(f.pointerTo(key),
            localized(
                QT_TRANSLATE_NOOP("scalescope-core", "expected %1 or %2, found \"%3\""), { first, second, text }));
    return a;
}

} // namespace

void readModelSpec(JsonFields& f, ModelSpec& spec)
{
    spec.name = f.string("name").value_or("");
    spec.layers = count(f, "layers", 1, 1 << 16);
    spec.hidden = count(f, "hidden", 1, kMaxWidth);
    spec.ffnHidden = count(f, "ffn_hidden", 1, kMaxWidth);
    spec.heads = count(f, "heads", 1, 1 << 16);
    spec.kvHeads = count(f, "kv_heads", 1, 1 << 16, kOptional);
    if (spec.kvHeads == 0)
        spec.kvHeads = spec.heads;
    else if (spec.heads > 0 && spec.heads % spec.kvHeads != 0)
        f.problems().add(f.pointerTo("kv_heads"),
            localized(
                QT_TRANSLATE_NOOP("scalescope-core", "must divide the %1 heads"), { std::to_string(spec.heads) }));
    spec.headDim = count(f, "head_dim", 1, kMaxWidth, kOptional);
    if (spec.headDim == 0 && spec.heads > 0) {
        if (spec.hidden % spec.heads != 0)
            f.problems().add(f.pointerTo("heads"),
                localized(QT_TRANSLATE_NOOP("scalescope-core", "must divide hidden %1 (or give head_dim)"),
                    { std::to_string(spec.hidden) }));
        spec.headDim = spec.hidden / spec.heads;
    }
    spec.vocab = count(f, "vocab", 1, 1 << 24);
    spec.seqLength = count(f, "seq_length", 1, 1 << 24);
    spec.mlp = choice(f, "mlp", "swiglu", "gelu", MlpKind::SwiGlu, MlpKind::Gelu);
    spec.norm = choice(f, "norm", "rmsnorm", "layernorm", NormKind::RmsNorm, NormKind::LayerNorm);
    spec.positions
        = choice(f, "position_embeddings", "rope", "learned", PositionEmbedding::Rope, PositionEmbedding::Learned);
    spec.tiedEmbeddings = f.boolean("tied_embeddings", kOptional).value_or(false);
    spec.dropout = f.number("dropout", 0, 0.99, kOptional).value_or(0);
    readAttention(f, spec);
    readMoe(f, spec);
    spec.publishedParamsB = f.number("published_params_B", 0, 1e6, kOptional).value_or(0);
    spec.publishedActiveParamsB = f.number("published_active_params_B", 0, 1e6, kOptional).value_or(0);
    spec.source = f.text("source", kOptional).value_or("");
}

} // namespace scalescope

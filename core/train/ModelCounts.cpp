#include "train/ModelCounts.h"

namespace scalescope {
namespace {

double mlpMatrices(const ModelSpec& model)
{
    return model.mlp == MlpKind::SwiGlu ? 3.0 : 2.0;
}

double normParams(const ModelSpec& model, double width)
{
    return model.norm == NormKind::LayerNorm ? 2.0 * width : width;
}

double attentionParams(const ModelSpec& model)
{
    const double h = model.hidden;
    const double heads = model.heads;
    if (const auto& mla = model.latentAttention) {
        return h * mla->qLoraRank + normParams(model, mla->qLoraRank) + h * (mla->kvLoraRank + mla->qkRopeHeadDim)
            + normParams(model, mla->kvLoraRank) + upProjectionParams(model) + heads * mla->vHeadDim * h;
    }
    const double qWidth = heads * model.headDim;
    const double kvWidth = static_cast<double>(model.kvHeads) * model.headDim;
    return h * qWidth + 2.0 * h * kvWidth + qWidth * h;
}

} // namespace

double upProjectionParams(const ModelSpec& model)
{
    const auto& mla = model.latentAttention;
    if (!mla)
        return 0;
    const double heads = model.heads;
    return mla->qLoraRank * heads * (mla->qkNopeHeadDim + mla->qkRopeHeadDim)
        + mla->kvLoraRank * heads * (mla->qkNopeHeadDim + mla->vHeadDim);
}

double attentionScoreFlopsPerToken(const ModelSpec& model, int seqLength)
{
    double qkDim = model.headDim, vDim = model.headDim;
    if (const auto& mla = model.latentAttention) {
        qkDim = mla->qkNopeHeadDim + mla->qkRopeHeadDim;
        vDim = mla->vHeadDim;
    }
    return 2.0 * seqLength * model.heads * (qkDim + vDim);
}

bool isMoeLayer(const ModelSpec& model, int layer)
{
    return model.moe && layer >= model.moe->denseLayers;
}

LayerParams layerParams(const ModelSpec& model, int layer)
{
    const double h = model.hidden;
    LayerParams p;
    p.attention = attentionParams(model);
    p.norms = 2.0 * normParams(model, h);
    if (!isMoeLayer(model, layer)) {
        p.mlp = mlpMatrices(model) * h * model.ffnHidden;
        return p;
    }
    const MoeSpec& moe = *model.moe;
    const double expert = mlpMatrices(model) * h * moe.expertFfnHidden;
    p.routedExperts = expert * moe.experts;
    p.activeRoutedExperts = expert * moe.expertsPerToken;
    p.sharedExperts = expert * moe.sharedExperts;
    p.router = h * moe.experts;
    return p;
}

double inputEmbeddingParams(const ModelSpec& model)
{
    const double positions = model.positions == PositionEmbedding::Learned ? model.seqLength : 0.0;
    return (static_cast<double>(model.vocab) + positions) * model.hidden;
}

double outputLayerParams(const ModelSpec& model)
{
    return model.tiedEmbeddings ? 0.0 : static_cast<double>(model.vocab) * model.hidden;
}

double finalNormParams(const ModelSpec& model)
{
    return normParams(model, model.hidden);
}

double totalParams(const ModelSpec& model)
{
    double sum = inputEmbeddingParams(model) + outputLayerParams(model) + finalNormParams(model);
    for (int layer = 0; layer < model.layers; ++layer)
        sum += layerParams(model, layer).total();
    return sum;
}

double activeParams(const ModelSpec& model)
{
    double sum = inputEmbeddingParams(model) + outputLayerParams(model) + finalNormParams(model);
    for (int layer = 0; layer < model.layers; ++layer)
        sum += layerParams(model, layer).active();
    return sum;
}

double logitsFlopsPerToken(const ModelSpec& model)
{
    return 2.0 * static_cast<double>(model.vocab) * model.hidden;
}

double forwardFlopsPerToken(const ModelSpec& model, int seqLength)
{
    double flops = logitsFlopsPerToken(model);
    for (int layer = 0; layer < model.layers; ++layer) {
        const LayerParams p = layerParams(model, layer);
        const double matrices = p.attention + p.mlp + p.activeRoutedExperts + p.sharedExperts + p.router;
        flops += 2.0 * matrices + attentionScoreFlopsPerToken(model, seqLength);
    }
    return flops;
}

double modelFlopsPerToken(const ModelSpec& model, int seqLength)
{
    return 3.0 * forwardFlopsPerToken(model, seqLength);
}

double causalModelFlopsPerToken(const ModelSpec& model, int seqLength)
{
    const double halfOfTheScores = 0.5 * model.layers * attentionScoreFlopsPerToken(model, seqLength);
    return 3.0 * (forwardFlopsPerToken(model, seqLength) - halfOfTheScores);
}

} // namespace scalescope

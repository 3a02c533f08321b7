#include "train/LayerProducts.h"

#include "train/ComputeTime.h"

namespace scalescope {
namespace {

double firstMlpWidth(const ModelSpec& model, double ffn)
{
    return (model.mlp == MlpKind::SwiGlu ? 2.0 : 1.0) * ffn;
}

} // namespace

DenseProducts denseProducts(const ModelSpec& model, const GpuSpec& gpu, Precision precision, double tokens, double tp,
    bool withMlp, double pieces)
{
    const double h = model.hidden, rows = tokens / pieces;
    const double queries = 1.0 * model.heads * model.headDim / tp;
    const double qkv = queries + 2.0 * model.kvHeads * model.headDim / tp;
    DenseProducts p;
    p.qkv = pieces * matmulSeconds(gpu, precision, rows, h, qkv);
    p.projection = pieces * matmulSeconds(gpu, precision, rows, queries, h);
    if (withMlp) {
        const double ffn = model.ffnHidden / tp;
        p.mlpFirst = pieces * matmulSeconds(gpu, precision, rows, h, firstMlpWidth(model, ffn));
        p.mlpSecond = pieces * matmulSeconds(gpu, precision, rows, ffn, h);
    }
    return p;
}

double mlpSeconds(const ModelSpec& model, const GpuSpec& gpu, Precision precision, double tokens, double ffn)
{
    const double h = model.hidden;
    return matmulSeconds(gpu, precision, tokens, h, firstMlpWidth(model, ffn))
        + matmulSeconds(gpu, precision, tokens, ffn, h);
}

} // namespace scalescope

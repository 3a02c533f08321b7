#include "train/LossPasses.h"

#include "train/ComputeTime.h"

namespace scalescope {
namespace {

// Bytes the loss moves through HBM per logit, forward and backward, as each implementation runs it:
// - unfused (megatron/core/tensor_parallel/cross_entropy.py, VocabParallelCrossEntropy, at
//   core_v0.8.0): the BF16 logits cast to FP32 (2 read, 4 written), their max (4), the max
//   subtracted in place (8), exp in place (8), the sum (4), the division in place (8); backward,
//   the incoming gradient multiplied in place (8) and the cast back to BF16 (4 + 2).
// - native (megatron/core/fusions/fused_cross_entropy.py): the cast with the max (2 + 4), subtract,
//   exp and sum in one kernel (8), the division (8); backward one kernel from the FP32 softmax to
//   the BF16 gradient (4 + 2).
// - te (transformer_engine/pytorch/triton/cross_entropy.py): forward one online-softmax read of
//   the BF16 logits (2); backward one pass writing the gradient over them (2 + 2).
struct LossBytes {
    double forward, backward;
};
constexpr LossBytes kUnfusedLossBytes { 38, 14 }, kNativeLossBytes { 22, 6 }, kTeLossBytes { 2, 4 };

LossBytes lossBytesPerLogit(LossFusion fusion)
{
    switch (fusion) {
    case LossFusion::Native:
        return kNativeLossBytes;
    case LossFusion::TransformerEngine:
        return kTeLossBytes;
    case LossFusion::Unfused:
        break;
    }
    return kUnfusedLossBytes;
}

} // namespace

LossSeconds lossSeconds(LossFusion fusion, const GpuSpec& gpu, double logits)
{
    const LossBytes bytes = lossBytesPerLogit(fusion);
    return { hbmSeconds(gpu, bytes.forward * logits), hbmSeconds(gpu, bytes.backward * logits) };
}

} // namespace scalescope

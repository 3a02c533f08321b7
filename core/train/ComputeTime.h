// How long a GPU computes one micro-batch of its layers, forward and backward: each matrix
// product timed by the roofline (Williams et al., CACM 2009) of the GPU, its FLOPs at the GPU's
// measured matmul rate at the precision, or its bytes at the HBM bandwidth, whichever takes
// longer (so small per-GPU products, of a thin micro-batch or a wide TP, are slower per
// FLOP); plus the element-wise kernels, bound by HBM.
//
// The achieved-efficiency model, set once for all cases (docs/TRAINING.md):
// - Large products: the GPU's measured matmul rate at the precision, from the catalog
//   (bf16_matmul_TFLOPS, fp8_matmul_TFLOPS, with matmul_source): the rate sustained over a
//   long run where one is published (FP8 on H100, H200, GB200, GB300 after 10,000 warm-up
//   products: Azure's AI benchmarking guide, https://github.com/Azure/AI-benchmarking-guide;
//   BF16 on H100, H200 and GB200 over a minute's burn: https://github.com/huggingface/gpu-fryer),
//   else the Maximum Achievable Matmul FLOPS over a search of shapes, 100 products each
//   (S. Bekman, "Machine Learning Engineering", compute/accelerator,
//   https://github.com/stas00/ml-engineering; bf16_matmul_burst_TFLOPS, fp8_matmul_burst_TFLOPS)
//   times the share of such a burst a GPU of its generation sustains (B200; GB300 in BF16); the A100's is read from the
//   one published timing of Megatron-LM layers on it (Korthikanti et al. 2022, Table 4: 217.6 TFLOP/s); without one,
//   the peak times the nearest measured fraction (A100 SXM 217.6 of 312, H100 SXM BF16 730 of 989, FP8 1382.2 of 1979).
// - FP8 products cast their operands through HBM first (4 bytes an element: BF16 read, FP8 and
//   its transpose written): each product's input in forward, its output gradient in backward;
//   with current scaling (tensorwise) a pass that reads it for its amax first (2 bytes more).
// - Attention's two sequence-long products (fused, FlashAttention): FlashAttention-2 reaches
//   50-73% of the A100's peak forward and less backward (Dao 2023, https://arxiv.org/abs/2307.08691):
//   0.5 of peak. Causal masking halves the work done (the FLOPs Megatron counts do not halve).
// - Element-wise kernels (norms, residual adds, the MLP's activation, dropout): each stored
//   activation tensor (TrainingMemory's count, Korthikanti et al. 2022) written once and read
//   once forward, twice that backward, at the bandwidth a STREAM Triad reaches on the GPU
//   (catalog memory_stream_TBps; else its architecture's measured share of the rated bandwidth:
//   Azure's AI benchmarking guide, A100 0.83, H100 0.89, HBM3e as the H200's 0.86).
// - MoE token permutation (Megatron-Core's all-to-all dispatcher): each routed copy of a token read
//   and written by permute and unpermute, and by the sort and unsort by local expert where a GPU
//   holds more than one, as many passes backward; beyond the element-wise count's own.
// Backward costs twice the forward (two products per product: the gradients of the input and of
// the weight); recomputation adds a forward (full) or attention's forward (selective).
#pragma once

#include "catalog/Catalog.h"
#include "train/LayerProducts.h"
#include "train/ParallelConfig.h"

namespace scalescope {

// What a large product reaches on this GPU at the precision, FLOP/s: the catalog's measured
// rate, else its burst times the share a similar GPU sustains, else the dense peak times the
// nearest measured fraction.
double achievedMatmulFlopsPerSec(const GpuSpec& gpu, Precision precision);

// What memory-bound kernels reach of the GPU's HBM, bytes/s: the catalog's STREAM Triad, else the
// rated bandwidth times the share its architecture's measured GPU reached; 0 when neither is known.
double achievedHbmBytesPerSec(const GpuSpec& gpu);
// Seconds to move `bytes` through HBM at that rate; 0 when the catalog does not know it.
double hbmSeconds(const GpuSpec& gpu, double bytes);

// The two rates above for a job, in 10^12 FLOP/s and 10^12 bytes/s, and whether each was measured
// on this GPU (the catalog's figure) or is the share of its rated rate measured on a similar one;
// or, for the products, this GPU's burst times the share of it a similar GPU sustains.
struct ComputeRates {
    double matmulTflops = 0;
    double hbmTBytesPerSec = 0;
    bool matmulMeasured = false, hbmMeasured = false;
    bool matmulFromBurst = false;
};
ComputeRates computeRates(const GpuSpec& gpu, Precision precision);

// Seconds of one product of an M x K matrix by a K x N one on the GPU at the precision: at the
// GPU's product rate times the factor its shape earns (ProductEfficiency.h), or at its HBM's.
double matmulSeconds(const GpuSpec& gpu, Precision precision, double m, double k, double n);

struct MicroBatchCompute {
    double forwardUs = 0; // one micro-batch through the layers, forward
    double backwardUs = 0; // and backward, recomputation included
    double attentionForwardUs = 0; // of forwardUs, attention's fused products (what CP overlaps with)
    double attentionBackwardUs = 0; // of backwardUs, the same products' backward (without recomputation)
    // Sums over the layers of the products TP's exchanges run beside (TpExposure.h), one
    // pass: as forward runs them (TP pieces with TP's overlap; the output projection's and the MLP
    // second product's input gradients run so too) and whole (the other gradients).
    DenseProducts forwardProductsUs, wholeProductsUs;
};

// One GPU's share of layers [first, first + count) of the model for one micro-batch, as the config
// splits it (TP, CP, EP), with the output layer when `outputLayer`; with TP's communication
// overlapped (`tpOverlapped`), the dense products run as TP pieces (LayerProducts.h).
MicroBatchCompute layersCompute(const ModelSpec& model, const ParallelConfig& config, const GpuSpec& gpu,
    int firstLayer, int layerCount, bool outputLayer, bool tpOverlapped = false);

} // namespace scalescope

#include "train/ProductEfficiency.h"

#include "train/ComputeTime.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace scalescope {
namespace {

// cuBLASLt products of m = n = k = 1,024 to 32,768 with random data after 10,000 warm-up
// products, TFLOP/s (Azure AI benchmarking guide, "GEMM CuBLASLt"): ND A100 v4 in FP16 and ND
// H100 v5 in FP8,
// https://github.com/Azure/AI-benchmarking-guide/blob/8fd0c6e1bd0f853ef8f0500a3640a7d80a2a92ef/Azure_Results/
// (ND_A100_v4_results.md: no 32,768 row; ND_H100_v5_results.md); ND GB200 v6 in FP8, the same
// guide at 2a370be6de9586d365feed77e014a73f25198f4d, ND_GB200_v6_results.md.
struct ShapeCurve {
    std::array<double, 6> tflops; // at sides 1,024, 2,048, ... 32,768; 0 where not measured
};
constexpr ShapeCurve kAmpere16 { { 119.4, 221.8, 228.0, 253.7, 256.5, 0 } };
constexpr ShapeCurve kHopperFp8 { { 274.1, 1011.3, 1216.9, 1290.1, 1377.3, 1382.2 } };
constexpr ShapeCurve kBlackwellFp8 { { 489.2, 2243.6, 2834.6, 2876.6, 2906.9, 2825.6 } };
constexpr double kFirstSide = 1024;

// The curve's efficiency (share of its best) for a product whose m k n is side^3: interpolated
// in log2(side) up to the best measured side, 1 from there (the catalog's rate is the best; a
// larger product that measured less ran into the GPU's power limit, which the rate already
// holds); below the first side a product takes as long as the first one (its fixed costs), so its
// efficiency falls with its FLOPs.
double curveEfficiency(const ShapeCurve& curve, double side)
{
    const auto bestAt = std::max_element(curve.tflops.begin(), curve.tflops.end());
    const double best = *bestAt;
    const auto bestIndex = static_cast<std::size_t>(bestAt - curve.tflops.begin());
    if (side <= kFirstSide)
        return curve.tflops[0] / best * std::pow(side / kFirstSide, 3);
    const double at = std::log2(side / kFirstSide);
    if (at >= static_cast<double>(bestIndex))
        return 1.0;
    const auto below = static_cast<std::size_t>(at);
    const double f = at - static_cast<double>(below);
    return (curve.tflops[below] + f * (curve.tflops[below + 1] - curve.tflops[below])) / best;
}

// A 16-bit product on a GPU measured in FP8 only: the same fixed time as the FP8 product of its
// shape on top of its own FLOPs at the 16-bit rate (`rateRatio` = 16-bit over FP8).
double sixteenBitFromFp8(double fp8Efficiency, double rateRatio)
{
    return 1.0 / (1.0 + rateRatio * (1.0 / fp8Efficiency - 1.0));
}

double sideOf(double m, double k, double n)
{
    return std::cbrt(std::max(m * k * n, 1.0));
}

// The A100's rate is what one layer of Korthikanti et al.'s 22B GPT reached (h 6,144, s 2,048,
// micro-batch 4, TP 8; ComputeTime.cpp): its four products' time-weighted efficiency.
double ampereReferenceEfficiency()
{
    const double tokens = 4 * 2048, h = 6144, t = 8;
    const std::array<std::array<double, 3>, 4> products { { { tokens, h, 3 * h / t }, { tokens, h / t, h },
        { tokens, h, 4 * h / t }, { tokens, 4 * h / t, h } } };
    double flops = 0, time = 0;
    for (const auto& p : products) {
        const double f = p[0] * p[1] * p[2];
        flops += f;
        time += f / curveEfficiency(kAmpere16, sideOf(p[0], p[1], p[2]));
    }
    return flops / time;
}

// Where the catalog's 16-bit rates of Hopper and Blackwell were measured: products of 8,192.
constexpr double kSixteenBitReferenceSide = 8192;

} // namespace

double productShapeFactor(const GpuSpec& gpu, Precision precision, double m, double k, double n)
{
    const double side = sideOf(m, k, n);
    if (gpu.architecture == "ampere" || gpu.architecture == "volta") {
        static const double reference = ampereReferenceEfficiency();
        return std::min(1.0, curveEfficiency(kAmpere16, side) / reference);
    }
    const ShapeCurve& fp8 = gpu.beforeBlackwell() ? kHopperFp8 : kBlackwellFp8;
    const bool eightBit = precision == Precision::Fp8 && gpu.fp8DenseTflops > 0;
    if (eightBit)
        return curveEfficiency(fp8, side);
    const double ratio
        = achievedMatmulFlopsPerSec(gpu, Precision::Bf16) / achievedMatmulFlopsPerSec(gpu, Precision::Fp8);
    return std::min(1.0,
        sixteenBitFromFp8(curveEfficiency(fp8, side), ratio)
            / sixteenBitFromFp8(curveEfficiency(fp8, kSixteenBitReferenceSide), ratio));
}

} // namespace scalescope

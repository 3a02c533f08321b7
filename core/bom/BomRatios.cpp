#include "bom/BomRatios.h"

#include "bom/BomReport.h"
#include "model/Localized.h"

#include <cmath>

namespace scalescope {
namespace {

BomRatio ratio(const BillOfMaterials& bom, std::string key, std::string label, std::string basis, double divisor)
{
    BomRatio figure { std::move(key), std::move(label), std::move(basis), divisor > 0 ? divisor : 0, {}, 0, 0, 0 };
    if (figure.known()) {
        figure.usd = bom.costUsd / figure.divisor;
        figure.typicalWatts = bom.typicalWatts / figure.divisor;
        figure.maxWatts = bom.maxWatts / figure.divisor;
    }
    return figure;
}

// `valueText`: the measured value in words ("894.9 GB/s busbw").
BomRatio measured(const BillOfMaterials& bom, std::string key, std::string label, const BomThroughput& throughput,
    const std::string& valueText)
{
    const bool ran = throughput.problem.empty() && throughput.value > 0;
    BomRatio figure = ratio(bom, std::move(key), std::move(label),
        ran ? localized(QT_TRANSLATE_NOOP("scalescope-core", "%1: %2"), { throughput.basis, valueText })
            : throughput.basis,
        ran ? throughput.value : 0);
    figure.problem = ran             ? std::string()
        : throughput.problem.empty() ? localized(QT_TRANSLATE_NOOP("scalescope-core", "it delivered nothing"))
                                     : throughput.problem;
    return figure;
}

} // namespace

std::vector<BomRatio> bomRatios(const BillOfMaterials& bom, const BomThroughputs& throughputs)
{
    std::vector<BomRatio> figures;
    const double gpus = static_cast<double>(bom.gpus);
    BomRatio perGpu = ratio(bom, "gpu", localized(QT_TRANSLATE_NOOP("scalescope-core", "per GPU")),
        localized(QT_TRANSLATE_NOOP("scalescope-core", "%1 GPUs"), { countText(bom.gpus) }), gpus);
    if (!perGpu.known())
        perGpu.problem = localized(QT_TRANSLATE_NOOP("scalescope-core", "the design has no GPUs"));
    figures.push_back(perGpu);
    // Cost per GPU over scale-out per GPU: the whole bill over all the bandwidth the GPUs have
    // into the compute fabric.
    const double scaleOutGBps = bom.scaleOutBytesPerSecPerGpu / 1e9;
    BomRatio scaleOut = ratio(bom, "scale_out_GBps_per_gpu",
        localized(QT_TRANSLATE_NOOP("scalescope-core", "per GB/s of scale-out per GPU")),
        localized(
            QT_TRANSLATE_NOOP("scalescope-core", "%1 GB/s of scale-out per GPU"), { formatNumber("%g", scaleOutGBps) }),
        gpus > 0 ? scaleOutGBps * gpus : 0);
    if (!scaleOut.known())
        scaleOut.problem = localized(QT_TRANSLATE_NOOP("scalescope-core", "the design has no compute fabric"));
    figures.push_back(scaleOut);
    if (throughputs.busbw)
        figures.push_back(measured(bom, "busbw_GBps",
            localized(QT_TRANSLATE_NOOP("scalescope-core", "per GB/s of busbw")), *throughputs.busbw,
            localized(QT_TRANSLATE_NOOP("scalescope-core", "%1 GB/s busbw"),
                { formatNumber("%.1f", throughputs.busbw->value) })));
    if (throughputs.tokens)
        figures.push_back(measured(bom, "tokens_per_s", localized(QT_TRANSLATE_NOOP("scalescope-core", "per token/s")),
            *throughputs.tokens,
            localized(QT_TRANSLATE_NOOP("scalescope-core", "%1 tokens/s"),
                { countText(static_cast<std::uint64_t>(std::llround(throughputs.tokens->value))) })));
    return figures;
}

} // namespace scalescope

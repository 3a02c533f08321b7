#include "compare/DesignComparison.h"

#include "model/Collective.h"
#include "model/Localized.h"
#include "model/Units.h"

#include <cmath>
#include <cstdio>
#include <functional>

namespace scalescope {
namespace {

using Figure = std::function<std::optional<double>(const DesignFigures&)>;

struct RowSpec {
    std::string key, label;
    int decimals;
    Figure figure;
};

std::optional<double> perUnit(double cost, std::optional<double> unit)
{
    if (!unit || *unit <= 0)
        return std::nullopt;
    return cost / *unit;
}

std::vector<RowSpec> hardwareRows()
{
    return {
        { "gpus", localized(QT_TRANSLATE_NOOP("scalescope-core", "GPUs")), 0,
            [](const DesignFigures& f) { return double(f.gpus); } },
        { "nvlink_domains", localized(QT_TRANSLATE_NOOP("scalescope-core", "NVLink domains")), 0,
            [](const DesignFigures& f) { return double(f.nvlinkDomains); } },
        { "nvlink_domain_gpus", localized(QT_TRANSLATE_NOOP("scalescope-core", "GPUs in the largest NVLink domain")), 0,
            [](const DesignFigures& f) { return double(f.largestNvlinkDomain); } },
        { "nvlink_per_gpu_TBps",
            localized(QT_TRANSLATE_NOOP("scalescope-core", "NVLink per GPU, both directions (TB/s)")), 2,
            [](const DesignFigures& f) { return tBpsFromBytesPerSec(f.nvlinkPerGpuBothWays); } },
        { "compute_nics", localized(QT_TRANSLATE_NOOP("scalescope-core", "compute NICs")), 0,
            [](const DesignFigures& f) { return double(f.computeNics); } },
        { "scale_out_per_gpu_Gbps",
            localized(QT_TRANSLATE_NOOP("scalescope-core", "scale-out per GPU, each direction (Gb/s)")), 0,
            [](const DesignFigures& f) { return gbpsFromBytesPerSec(f.scaleOutPerGpu); } },
        { "bisection_Tbps",
            localized(QT_TRANSLATE_NOOP("scalescope-core", "scale-out bisection, each direction (Tb/s)")), 1,
            [](const DesignFigures& f) { return gbpsFromBytesPerSec(f.bisection.bytesPerSec) / 1e3; } },
        { "bisection_fraction", localized(QT_TRANSLATE_NOOP("scalescope-core", "bisection / half the NICs' bandwidth")),
            2, [](const DesignFigures& f) { return f.bisection.fraction(); } },
        { "ethernet_per_gpu_Gbps",
            localized(QT_TRANSLATE_NOOP("scalescope-core", "storage and management Ethernet per GPU (Gb/s)")), 0,
            [](const DesignFigures& f) { return gbpsFromBytesPerSec(f.ethernetPerGpu); } },
        { "cost_USD", localized(QT_TRANSLATE_NOOP("scalescope-core", "cost, estimated (USD)")), 0,
            [](const DesignFigures& f) { return f.bom.costUsd; } },
        { "cost_per_gpu_USD", localized(QT_TRANSLATE_NOOP("scalescope-core", "cost per GPU (USD)")), 0,
            [](const DesignFigures& f) { return perUnit(f.bom.costUsd, double(f.gpus)); } },
        { "power_typical_kW", localized(QT_TRANSLATE_NOOP("scalescope-core", "power, typical (kW)")), 1,
            [](const DesignFigures& f) { return f.bom.typicalWatts / 1e3; } },
        { "power_max_kW", localized(QT_TRANSLATE_NOOP("scalescope-core", "power, maximum (kW)")), 1,
            [](const DesignFigures& f) { return f.bom.maxWatts / 1e3; } },
        { "power_max_per_gpu_W", localized(QT_TRANSLATE_NOOP("scalescope-core", "power per GPU, maximum (W)")), 0,
            [](const DesignFigures& f) { return perUnit(f.bom.maxWatts, double(f.gpus)); } },
    };
}

std::optional<double> collectiveFigure(const DesignFigures& f, double SimResult::*member)
{
    if (!f.collective)
        return std::nullopt;
    return f.collective->result.*member;
}

std::vector<RowSpec> collectiveRows(const DesignFigures& a)
{
    const SimResult& job = a.collective->result;
    const std::string collective(toString(job.collective));
    const std::string size = formatSize(job.bytes);
    return {
        { "collective_time_us",
            localized(QT_TRANSLATE_NOOP("scalescope-core", "%1 %2: time (us)"), { collective, size }), 1,
            [](const DesignFigures& f) { return collectiveFigure(f, &SimResult::timeUs); } },
        { "algbw_GBps", localized(QT_TRANSLATE_NOOP("scalescope-core", "%1 %2: algbw (GB/s)"), { collective, size }), 1,
            [](const DesignFigures& f) { return collectiveFigure(f, &SimResult::algbwGBps); } },
        { "busbw_GBps", localized(QT_TRANSLATE_NOOP("scalescope-core", "%1 %2: busbw (GB/s)"), { collective, size }), 1,
            [](const DesignFigures& f) { return collectiveFigure(f, &SimResult::busbwGBps); } },
        { "cost_per_busbw_GBps_USD", localized(QT_TRANSLATE_NOOP("scalescope-core", "cost per GB/s of busbw (USD)")), 0,
            [](const DesignFigures& f) { return perUnit(f.bom.costUsd, collectiveFigure(f, &SimResult::busbwGBps)); } },
    };
}

std::optional<double> trainingFigure(const DesignFigures& f, double IterationResult::*member, double scale = 1)
{
    if (!f.training)
        return std::nullopt;
    return f.training->result.*member * scale;
}

std::vector<RowSpec> trainingRows()
{
    return {
        { "iteration_ms", localized(QT_TRANSLATE_NOOP("scalescope-core", "training: iteration (ms)")), 1,
            [](const DesignFigures& f) { return trainingFigure(f, &IterationResult::iterationUs, 1e-3); } },
        { "tokens_per_s", localized(QT_TRANSLATE_NOOP("scalescope-core", "training: tokens/s")), 0,
            [](const DesignFigures& f) { return trainingFigure(f, &IterationResult::tokensPerSec); } },
        { "mfu_percent", localized(QT_TRANSLATE_NOOP("scalescope-core", "training: MFU (%)")), 1,
            [](const DesignFigures& f) { return trainingFigure(f, &IterationResult::mfu, 100); } },
        { "tflops_per_gpu", localized(QT_TRANSLATE_NOOP("scalescope-core", "training: TFLOP/s per GPU")), 0,
            [](const DesignFigures& f) { return trainingFigure(f, &IterationResult::tflopsPerGpu); } },
        { "cost_per_token_per_s_USD", localized(QT_TRANSLATE_NOOP("scalescope-core", "cost per token/s (USD)")), 1,
            [](const DesignFigures& f) {
                return perUnit(f.bom.costUsd, trainingFigure(f, &IterationResult::tokensPerSec));
            } },
        { "power_max_per_token_per_s_W",
            localized(QT_TRANSLATE_NOOP("scalescope-core", "power per token/s, maximum (W)")), 3,
            [](const DesignFigures& f) {
                return perUnit(f.bom.maxWatts, trainingFigure(f, &IterationResult::tokensPerSec));
            } },
    };
}

ComparisonRow textRow(const std::string& key, const std::string& label, std::string a, std::string b)
{
    ComparisonRow row;
    row.key = key;
    row.label = label;
    row.textA = std::move(a);
    row.textB = std::move(b);
    return row;
}

std::string algorithmOf(const DesignFigures& f)
{
    if (!f.collective)
        return "-";
    return std::string(toString(f.collective->result.algorithm)) + " "
        + std::string(toString(f.collective->result.protocol));
}

std::string configOf(const DesignFigures& f)
{
    if (!f.training)
        return "-";
    const ParallelConfig& c = f.training->result.config;
    return "TP" + std::to_string(c.tp) + " PP" + std::to_string(c.pp) + " DP" + std::to_string(c.dp)
        + (c.cp > 1 ? " CP" + std::to_string(c.cp) : "") + (c.ep > 1 ? " EP" + std::to_string(c.ep) : "");
}

} // namespace

std::optional<double> ComparisonRow::ratio() const
{
    if (!a || !b || *a == 0)
        return std::nullopt;
    return *b / *a;
}

std::vector<ComparisonRow> comparisonRows(const DesignFigures& a, const DesignFigures& b)
{
    std::vector<ComparisonRow> rows { textRow(
        "gpu_model", localized(QT_TRANSLATE_NOOP("scalescope-core", "GPU model")), a.gpuModel, b.gpuModel) };
    const auto append = [&](const std::vector<RowSpec>& specs) {
        for (const RowSpec& spec : specs) {
            ComparisonRow row;
            row.key = spec.key;
            row.label = spec.label;
            row.decimals = spec.decimals;
            row.a = spec.figure(a);
            row.b = spec.figure(b);
            rows.push_back(std::move(row));
        }
    };
    append(hardwareRows());
    if (a.collective && b.collective) {
        rows.push_back(textRow("collective_algorithm",
            localized(QT_TRANSLATE_NOOP("scalescope-core", "collective: algorithm and protocol")), algorithmOf(a),
            algorithmOf(b)));
        append(collectiveRows(a));
    }
    if (a.training && b.training) {
        rows.push_back(textRow("training_config",
            localized(QT_TRANSLATE_NOOP("scalescope-core", "training: parallel configuration")), configOf(a),
            configOf(b)));
        append(trainingRows());
    }
    return rows;
}

} // namespace scalescope

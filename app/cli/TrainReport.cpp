#include "cli/TrainReport.h"

#include "cli/TextWidth.h"
#include "cli/Translate.h"

#include "model/Names.h"
#include "train/BatchShape.h"
#include "train/TrainingCheck.h"

#include <ostream>
#include <vector>

namespace scalescope::cli {
namespace {

constexpr std::size_t kBusiestShown = 5;

// A part of an iteration's time or of a GPU's memory: its JSON key and its word in the text report
// (marked QT_TRANSLATE_NOOP("scalescope-cli", ...); the parallel kinds are codes, not translated).
struct Part {
    const char* key;
    const char* word;
    double value;
};

std::vector<Part> breakdownParts(const IterationBreakdown& b)
{
    return { { "compute", QT_TRANSLATE_NOOP("scalescope-cli", "compute"), b.compute }, { "tp", nullptr, b.tp },
        { "cp", nullptr, b.cp }, { "ep", nullptr, b.ep }, { "pp", nullptr, b.pp }, { "dp", nullptr, b.dp },
        { "bubble", QT_TRANSLATE_NOOP("scalescope-cli", "bubble"), b.bubble },
        { "optimizer", QT_TRANSLATE_NOOP("scalescope-cli", "optimizer"), b.optimizer } };
}

std::vector<Part> memoryParts(const MemoryPerGpu& m)
{
    return { { "weights", QT_TRANSLATE_NOOP("scalescope-cli", "weights"), m.weightsBytes },
        { "gradients", QT_TRANSLATE_NOOP("scalescope-cli", "gradients"), m.gradientsBytes },
        { "optimizer", QT_TRANSLATE_NOOP("scalescope-cli", "optimizer"), m.optimizerBytes },
        { "activations", QT_TRANSLATE_NOOP("scalescope-cli", "activations"), m.activationsBytes },
        { "total", QT_TRANSLATE_NOOP("scalescope-cli", "total"), m.totalBytes() } };
}

// The part's word in the user's language, or its key when that is a code.
std::string wordOf(const Part& part)
{
    return part.word ? localized(part.word) : std::string(part.key);
}

std::string labelFor(const char* source)
{
    return reportLabel(localized(source));
}

std::string sizeText(double bytes)
{
    if (bytes >= 1 << 30)
        return formatNumber("%.2f GiB", bytes / (1 << 30));
    if (bytes >= 1 << 20)
        return formatNumber("%.1f MiB", bytes / (1 << 20));
    return formatNumber("%.1f KiB", bytes / (1 << 10));
}

std::string recomputeText(const ParallelConfig& c)
{
    std::string text;
    if (c.recompute == Recompute::Full && c.recomputeLayers > 0)
        text = localized(
            QT_TRANSLATE_NOOP("scalescope-cli", "full recomputation of the first %1 layers of each virtual stage"),
            { std::to_string(c.recomputeLayers) });
    else if (c.recompute == Recompute::None)
        text = localized(QT_TRANSLATE_NOOP("scalescope-cli", "no recomputation"));
    else if (c.recompute == Recompute::Selective && c.recomputeModules != RecomputeModules {})
        text = localized(QT_TRANSLATE_NOOP("scalescope-cli", "selective recomputation of %1"),
            { recomputeModulesText(c.recomputeModules) });
    else
        text = localized(
            QT_TRANSLATE_NOOP("scalescope-cli", "%1 recomputation"), { std::string(toString(c.recompute)) });
    if (c.offloadLayers > 0)
        text += localized(
            QT_TRANSLATE_NOOP("scalescope-cli", ", the activations of the first %1 layers offloaded to the host"),
            { std::to_string(c.offloadLayers) });
    return text;
}

// How CP moves attention's inputs, where it is not the ring alone.
std::string cpExchangeText(const ParallelConfig& c, const ModelSpec& model)
{
    switch (c.cpComm) {
    case ContextParallelComm::P2p:
        return {};
    case ContextParallelComm::AllGather:
        return localized(QT_TRANSLATE_NOOP("scalescope-cli", " (K and V all-gathered)"));
    case ContextParallelComm::AllToAll:
        return localized(QT_TRANSLATE_NOOP("scalescope-cli", " (heads all-to-all)"));
    case ContextParallelComm::AllToAllThenRing:
        return localized(
            QT_TRANSLATE_NOOP("scalescope-cli", " (heads all-to-all in groups of %1, a ring between them)"),
            { std::to_string(cpAllToAllRanksOf(model, c)) });
    }
    return {};
}

// The products' precision, and FP8's scaling where it is not the delayed default.
std::string precisionText(const ParallelConfig& c)
{
    std::string text(toString(c.precision));
    if (c.precision == Precision::Fp8 && c.fp8Recipe != Fp8Recipe::Delayed)
        text += localized(QT_TRANSLATE_NOOP("scalescope-cli", " (%1 scaling)"), { std::string(toString(c.fp8Recipe)) });
    return text;
}

std::string configText(const IterationResult& r, const ModelSpec& model)
{
    const ParallelConfig& c = r.config;
    std::string text = "TP " + std::to_string(c.tp) + " x PP " + std::to_string(c.pp);
    if (c.vpp > 1)
        text += " (VPP " + std::to_string(c.vpp) + ")";
    if (!c.layerLayout.empty())
        text += localized(
            QT_TRANSLATE_NOOP("scalescope-cli", " (layers per virtual stage %1)"), { layerLayoutText(c.layerLayout) });
    text += " x DP " + std::to_string(c.dp);
    if (c.cp > 1)
        text += " x CP " + std::to_string(c.cp) + cpExchangeText(c, model);
    if (c.ep > 1)
        text += ", EP " + std::to_string(c.ep);
    return localized(QT_TRANSLATE_NOOP("scalescope-cli",
                         "%1 (rank order %2), micro-batch %3, global batch %4 (%5 micro-batches per pipeline), "
                         "sequence %6, %7, %8, %9 data parallel"),
               { text, toString(r.order), std::to_string(c.microBatch), std::to_string(c.effectiveGlobalBatch()),
                   std::to_string(r.microBatches), std::to_string(seqLengthOf(model, c)), precisionText(c),
                   recomputeText(c), toString(c.dpMode) })
        + (c.gradReduceInFp32 ? std::string() : localized(QT_TRANSLATE_NOOP("scalescope-cli", ", gradients in bf16")))
        + (c.lossFusion == LossFusion::Unfused
                ? std::string()
                : localized(QT_TRANSLATE_NOOP("scalescope-cli", ", loss fused (%1)"), { toString(c.lossFusion) }));
}

nlohmann::ordered_json busiestLinksJson(const std::vector<BusyLink>& links, const Topology& topology)
{
    nlohmann::ordered_json out = nlohmann::ordered_json::array();
    for (const BusyLink& busy : links)
        out.push_back({ { "link", linkDirectionName(topology, busy.link, busy.fromA) },
            { "tier", toString(topology.links[busy.link].tier) }, { "utilization", busy.utilization },
            { "during", busy.during } });
    return out;
}

// The configuration as run: every parallel degree and option, the batch and sequence it came to.
nlohmann::ordered_json configJson(const IterationResult& r, const ModelSpec& model)
{
    const ParallelConfig& c = r.config;
    return { { "tp", c.tp }, { "pp", c.pp }, { "vpp", c.vpp }, { "dp", c.dp }, { "cp", c.cp }, { "ep", c.ep },
        { "micro_batch", c.microBatch }, { "global_batch", c.effectiveGlobalBatch() },
        { "micro_batches", r.microBatches }, { "seq", seqLengthOf(model, c) }, { "precision", toString(c.precision) },
        { "fp8_recipe", toString(c.fp8Recipe) }, { "recompute", toString(c.recompute) },
        { "recompute_layers", c.recomputeLayers }, { "recompute_modules", recomputeModuleNames(c.recomputeModules) },
        { "offload_layers", c.offloadLayers }, { "pipeline_layout", c.layerLayout }, { "dp_mode", toString(c.dpMode) },
        { "grad_reduce", gradientReductionName(c) }, { "loss_fusion", toString(c.lossFusion) },
        { "cp_comm", toString(c.cpComm) },
        { "cp_a2a_ranks", c.cpComm == ContextParallelComm::AllToAllThenRing ? cpAllToAllRanksOf(model, c) : 0 },
        { "sequence_parallel", c.sequenceParallel }, { "fused_attention", c.fusedAttention },
        { "order", toString(r.order) } };
}

} // namespace

nlohmann::ordered_json iterationJson(
    const IterationResult& r, const ModelSpec& model, const Topology& topology, const std::string& label)
{
    const ParallelConfig& c = r.config;
    nlohmann::ordered_json json;
    json["design"] = label;
    json["model"] = model.id;
    json["gpu"] = r.gpuName;
    json["gpus"] = c.gpus();
    json["config"] = configJson(r, model);
    json["fidelity"] = toString(r.fidelity);
    json["iteration_ms"] = r.iterationUs / 1e3;
    json["tokens_per_s"] = r.tokensPerSec;
    json["mfu"] = r.mfu;
    json["tflops_per_gpu"] = r.tflopsPerGpu;
    json["hardware_tflops_per_gpu"] = r.hardwareTflopsPerGpu;
    json["rates"] = { { "matmul_TFLOPS", r.rates.matmulTflops }, { "matmul_measured", r.rates.matmulMeasured },
        { "matmul_from_burst", r.rates.matmulFromBurst }, { "hbm_TBps", r.rates.hbmTBytesPerSec },
        { "hbm_measured", r.rates.hbmMeasured } };
    json["bubble_fraction"] = r.bubbleFraction;
    json["slowest_stage"] = r.slowestStage;
    nlohmann::ordered_json breakdown;
    for (const Part& part : breakdownParts(r.breakdownUs))
        breakdown[part.key] = part.value / 1e3;
    json["breakdown_ms"] = breakdown;
    nlohmann::ordered_json memory;
    for (const Part& part : memoryParts(r.memory))
        memory[part.key] = part.value / 1e9;
    memory["offloaded_to_host"] = r.memory.offloadedBytes / 1e9;
    json["memory_GB"] = memory;
    json["memory_stage"] = r.memory.stage;
    nlohmann::ordered_json collectives = nlohmann::ordered_json::array();
    for (const IterationCollective& k : r.collectives)
        collectives.push_back({ { "kind", k.kind }, { "collective", toString(k.collective) }, { "bytes", k.bytes },
            { "count", k.count }, { "each_us", k.eachUs }, { "total_ms", k.totalUs() / 1e3 } });
    json["collectives"] = collectives;
    json["simulations"] = r.simulations;
    nlohmann::ordered_json placement = nlohmann::ordered_json::array();
    for (NodeId gpu : r.placement)
        placement.push_back(topology.nodes[gpu].name);
    json["placement"] = placement;
    if (r.fidelity == Fidelity::Flow)
        json["busiest_links"] = busiestLinksJson(r.busiestLinks, topology);
    return json;
}

namespace {

// The job, its configuration, the iteration's time, throughput and the rates it ran at.
void printHeadline(const IterationResult& r, const ModelSpec& model, const std::string& label, std::ostream& out)
{
    const double ms = r.iterationUs / 1e3;
    out << localized(QT_TRANSLATE_NOOP("scalescope-cli", "%1 on %2: %3 x %4"),
        { model.name, label, std::to_string(r.config.gpus()), r.gpuName })
        << '\n'
        << labelFor(QT_TRANSLATE_NOOP("scalescope-cli", "config")) << configText(r, model) << '\n';
    out << labelFor(QT_TRANSLATE_NOOP("scalescope-cli", "iteration"))
        << localized(QT_TRANSLATE_NOOP("scalescope-cli", "%1 ms (%2; %3 collectives simulated on the placed GPUs)"),
               { formatNumber("%.1f", ms), toString(r.fidelity), std::to_string(r.simulations) })
        << '\n';
    out << labelFor(QT_TRANSLATE_NOOP("scalescope-cli", "throughput"))
        << localized(QT_TRANSLATE_NOOP("scalescope-cli",
                         "%1 tokens/s, MFU %2%, %3 TFLOP/s per GPU (model FLOPs; %4 with recomputation)"),
               { formatNumber("%.0f", r.tokensPerSec), formatNumber("%.1f", 100 * r.mfu),
                   formatNumber("%.1f", r.tflopsPerGpu), formatNumber("%.1f", r.hardwareTflopsPerGpu) })
        << '\n';
    const char* measured = QT_TRANSLATE_NOOP("scalescope-cli", "measured on this GPU");
    const char* share = QT_TRANSLATE_NOOP("scalescope-cli", "the share of the rated rate measured on a similar GPU");
    const char* burst
        = QT_TRANSLATE_NOOP("scalescope-cli", "this GPU's measured burst times the share of it a similar GPU sustains");
    const char* matmulBasis = r.rates.matmulMeasured ? measured : r.rates.matmulFromBurst ? burst : share;
    out << labelFor(QT_TRANSLATE_NOOP("scalescope-cli", "rates"))
        << localized(QT_TRANSLATE_NOOP(
                         "scalescope-cli", "products at %1 TFLOP/s in %2 (%3), memory-bound work at %4 TB/s (%5)"),
               { formatNumber("%.1f", r.rates.matmulTflops), toString(r.config.precision), localized(matmulBasis),
                   formatNumber("%.2f", r.rates.hbmTBytesPerSec), localized(r.rates.hbmMeasured ? measured : share) })
        << '\n';
}

// Where the time goes, the bubble and memory per GPU.
void printBreakdown(const IterationResult& r, std::ostream& out)
{
    const double ms = r.iterationUs / 1e3;
    out << labelFor(QT_TRANSLATE_NOOP("scalescope-cli", "breakdown"));
    const char* separator = "";
    for (const Part& part : breakdownParts(r.breakdownUs)) {
        out << separator << wordOf(part) << ' ' << formatNumber("%.1f ms", part.value / 1e3)
            << formatNumber(" (%.1f%%)", ms > 0 ? 100 * part.value / 1e3 / ms : 0);
        separator = " ";
    }
    out << '\n'
        << labelFor(QT_TRANSLATE_NOOP("scalescope-cli", "bubble"))
        << localized(QT_TRANSLATE_NOOP("scalescope-cli", "%1% of the pipeline's time; slowest stage %2"),
               { formatNumber("%.1f", 100 * r.bubbleFraction), std::to_string(r.slowestStage) })
        << '\n';
    out << labelFor(QT_TRANSLATE_NOOP("scalescope-cli", "memory"))
        << localized(QT_TRANSLATE_NOOP("scalescope-cli", "per GPU on stage %1:"), { std::to_string(r.memory.stage) });
    for (const Part& part : memoryParts(r.memory))
        out << ' ' << wordOf(part) << ' ' << formatNumber("%.1f GB", part.value / 1e9);
    if (r.memory.offloadedBytes > 0)
        out << localized(QT_TRANSLATE_NOOP("scalescope-cli", "; activations in the host's memory %1"),
            { formatNumber("%.1f GB", r.memory.offloadedBytes / 1e9) });
    out << '\n';
}

// The collectives that took longest and, at flow fidelity, the busiest links.
void printBusiest(const IterationResult& r, const Topology& topology, std::ostream& out)
{
    if (!r.collectives.empty()) {
        const std::string busiest = labelFor(QT_TRANSLATE_NOOP("scalescope-cli", "busiest"));
        const std::string continued(displayWidth(busiest), ' ');
        const std::string line
            = translated(kMessageContext, QT_TRANSLATE_NOOP("scalescope-cli", "%1 %2 of %3 x %4: %5 ms (%6 us each)"));
        for (std::size_t i = 0; i < r.collectives.size() && i < kBusiestShown; ++i) {
            const IterationCollective& k = r.collectives[i];
            out << (i == 0 ? busiest : continued)
                << substitute(line,
                       { k.kind, toString(k.collective), sizeText(k.bytes), formatNumber("%.0f", k.count),
                           formatNumber("%.1f", k.totalUs() / 1e3), formatNumber("%.1f", k.eachUs) })
                << '\n';
        }
    }
    if (!r.busiestLinks.empty()) {
        const std::string links = labelFor(QT_TRANSLATE_NOOP("scalescope-cli", "links"));
        const std::string continued(displayWidth(links), ' ');
        const std::string line
            = translated(kMessageContext, QT_TRANSLATE_NOOP("scalescope-cli", "%1 (%2) %3% busy during %4"));
        for (std::size_t i = 0; i < r.busiestLinks.size() && i < kBusiestShown; ++i) {
            const BusyLink& busy = r.busiestLinks[i];
            out << (i == 0 ? links : continued)
                << substitute(line,
                       { linkDirectionName(topology, busy.link, busy.fromA), toString(topology.links[busy.link].tier),
                           formatNumber("%.0f", 100 * busy.utilization), busy.during })
                << '\n';
        }
    }
}

} // namespace

void printIteration(const IterationResult& r, const ModelSpec& model, const Topology& topology,
    const std::string& label, std::ostream& out)
{
    printHeadline(r, model, label, out);
    printBreakdown(r, out);
    printBusiest(r, topology, out);
    if (!r.placement.empty())
        out << labelFor(QT_TRANSLATE_NOOP("scalescope-cli", "placement"))
            << localized(QT_TRANSLATE_NOOP("scalescope-cli", "rank 0 on %1, rank %2 on %3"),
                   { topology.nodes[r.placement.front()].name, std::to_string(r.placement.size() - 1),
                       topology.nodes[r.placement.back()].name })
            << '\n';
}

} // namespace scalescope::cli

#include "cli/TrainReport.h"
#include "cli/Translate.h"

#include "model/Names.h"
#include "train/BatchShape.h"

#include <cstdio>
#include <ostream>
#include <utility>
#include <vector>

namespace scalescope::cli {
namespace {

constexpr std::size_t kBusiestShown = 5;

std::vector<std::pair<const char*, double>> breakdownParts(const IterationBreakdown& b)
{
    return { { "compute", b.compute }, { "tp", b.tp }, { "cp", b.cp }, { "ep", b.ep }, { "pp", b.pp }, { "dp", b.dp },
        { "bubble", b.bubble }, { "optimizer", b.optimizer } };
}

std::vector<std::pair<const char*, double>> memoryParts(const MemoryPerGpu& m)
{
    return { { "weights", m.weightsBytes }, { "gradients", m.gradientsBytes }, { "optimizer", m.optimizerBytes },
        { "activations", m.activationsBytes }, { "total", m.totalBytes() } };
}

std::string sizeText(double bytes)
{
    if (bytes >= 1 << 30)
        return formatNumber("%.2f GiB", bytes / (1 << 30));
    if (bytes >= 1 << 20)
        return formatNumber("%.1f MiB", bytes / (1 << 20));
    return formatNumber("%.1f KiB", bytes / (1 << 10));
}

std::string configText(const IterationResult& r, const ModelSpec& model)
{
    const ParallelConfig& c = r.config;
    std::string text = "TP " + std::to_string(c.tp) + " x PP " + std::to_string(c.pp);
    if (c.vpp > 1)
        text += " (VPP " + std::to_string(c.vpp) + ")";
    text += " x DP " + std::to_string(c.dp);
    if (c.cp > 1)
        text += " x CP " + std::to_string(c.cp);
    if (c.ep > 1)
        text += ", EP " + std::to_string(c.ep);
    text += " (rank order " + toString(r.order) + "), micro-batch " + std::to_string(c.microBatch) + ", global batch "
        + std::to_string(c.effectiveGlobalBatch()) + " (" + std::to_string(r.microBatches)
        + " micro-batches per pipeline), sequence " + std::to_string(seqLengthOf(model, c)) + ", "
        + std::string(toString(c.precision)) + ", " + std::string(toString(c.recompute)) + " recomputation, "
        + std::string(toString(c.dpMode)) + " data parallel";
    return text;
}

std::string linkText(const BusyLink& busy, const Topology& topology)
{
    const Link& link = topology.links[busy.link];
    const NodeId from = busy.fromA ? link.a : link.b, to = busy.fromA ? link.b : link.a;
    return topology.nodes[from].name + " -> " + topology.nodes[to].name;
}

nlohmann::ordered_json busiestLinksJson(const std::vector<BusyLink>& links, const Topology& topology)
{
    nlohmann::ordered_json out = nlohmann::ordered_json::array();
    for (const BusyLink& busy : links)
        out.push_back({ { "link", linkText(busy, topology) }, { "tier", toString(topology.links[busy.link].tier) },
            { "utilization", busy.utilization }, { "during", busy.during } });
    return out;
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
    json["config"] = { { "tp", c.tp }, { "pp", c.pp }, { "vpp", c.vpp }, { "dp", c.dp }, { "cp", c.cp }, { "ep", c.ep },
        { "micro_batch", c.microBatch }, { "global_batch", c.effectiveGlobalBatch() },
        { "micro_batches", r.microBatches }, { "seq", seqLengthOf(model, c) }, { "precision", toString(c.precision) },
        { "recompute", toString(c.recompute) }, { "dp_mode", toString(c.dpMode) },
        { "sequence_parallel", c.sequenceParallel }, { "fused_attention", c.fusedAttention },
        { "order", toString(r.order) } };
    json["fidelity"] = toString(r.fidelity);
    json["iteration_ms"] = r.iterationUs / 1e3;
    json["tokens_per_s"] = r.tokensPerSec;
    json["mfu"] = r.mfu;
    json["tflops_per_gpu"] = r.tflopsPerGpu;
    json["hardware_tflops_per_gpu"] = r.hardwareTflopsPerGpu;
    json["bubble_fraction"] = r.bubbleFraction;
    json["slowest_stage"] = r.slowestStage;
    nlohmann::ordered_json breakdown;
    for (const auto& [kind, us] : breakdownParts(r.breakdownUs))
        breakdown[kind] = us / 1e3;
    json["breakdown_ms"] = breakdown;
    nlohmann::ordered_json memory;
    for (const auto& [kind, bytes] : memoryParts(r.memory))
        memory[kind] = bytes / 1e9;
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

void printIteration(const IterationResult& r, const ModelSpec& model, const Topology& topology,
    const std::string& label, std::ostream& out)
{
    const double ms = r.iterationUs / 1e3;
    out << model.name << " on " << label << ": " << r.config.gpus() << " x " << r.gpuName << '\n'
        << "  config      " << configText(r, model) << '\n';
    out << "  iteration   " << formatNumber("%.1f ms", ms) << " (" << toString(r.fidelity) << "; " << r.simulations
        << " collectives simulated on the placed GPUs)\n";
    out << "  throughput  " << formatNumber("%.0f tokens/s", r.tokensPerSec) << ", MFU "
        << formatNumber("%.1f%%", 100 * r.mfu) << ", " << formatNumber("%.1f", r.tflopsPerGpu)
        << " TFLOP/s per GPU (model FLOPs; " << formatNumber("%.1f", r.hardwareTflopsPerGpu)
        << " with recomputation)\n";
    out << "  breakdown  ";
    for (const auto& [kind, us] : breakdownParts(r.breakdownUs))
        out << ' ' << kind << ' ' << formatNumber("%.1f ms", us / 1e3)
            << formatNumber(" (%.1f%%)", ms > 0 ? 100 * us / 1e3 / ms : 0);
    out << "\n  bubble      " << formatNumber("%.1f%%", 100 * r.bubbleFraction)
        << " of the pipeline's time; slowest stage " << r.slowestStage << '\n';
    out << "  memory      per GPU on stage " << r.memory.stage << ':';
    for (const auto& [kind, bytes] : memoryParts(r.memory))
        out << ' ' << kind << ' ' << formatNumber("%.1f GB", bytes / 1e9);
    out << '\n';
    for (std::size_t i = 0; i < r.collectives.size() && i < kBusiestShown; ++i) {
        const IterationCollective& k = r.collectives[i];
        out << (i == 0 ? "  busiest     " : "              ") << k.kind << ' ' << toString(k.collective) << " of "
            << sizeText(k.bytes) << " x " << formatNumber("%.0f", k.count) << ": "
            << formatNumber("%.1f ms", k.totalUs() / 1e3) << formatNumber(" (%.1f us each)", k.eachUs) << '\n';
    }
    for (std::size_t i = 0; i < r.busiestLinks.size() && i < kBusiestShown; ++i) {
        const BusyLink& busy = r.busiestLinks[i];
        out << (i == 0 ? "  links       " : "              ") << linkText(busy, topology) << " ("
            << toString(topology.links[busy.link].tier) << ") " << formatNumber("%.0f%% busy", 100 * busy.utilization)
            << " during " << busy.during << '\n';
    }
    if (!r.placement.empty())
        out << "  placement   rank 0 on " << topology.nodes[r.placement.front()].name << ", rank "
            << r.placement.size() - 1 << " on " << topology.nodes[r.placement.back()].name << '\n';
}

} // namespace scalescope::cli

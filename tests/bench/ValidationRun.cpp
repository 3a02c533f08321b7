#include "ValidationRun.h"

#include "design/JobRunner.h"
#include "generate/ClusterBuilder.h"

#include <algorithm>
#include <cmath>
#include <regex>

namespace scalescope::validation {
namespace {

// The generator's preset for a row's GPU; empty when there is none.
std::string presetFor(const ValidationRow& row)
{
    const std::string& gpu = row.gpu;
    if (gpu.rfind("A100", 0) == 0)
        return "dgx-a100";
    if (gpu == "H100" || gpu == "H20")
        return "dgx-h100";
    if (gpu == "H200")
        return "dgx-h200";
    if (gpu == "B200")
        return "dgx-b200";
    if (gpu == "GB200")
        return "gb200-nvl72";
    if (gpu == "GB300")
        return "gb300-nvl72";
    return {};
}

// The NIC rate a row states ("8x ConnectX-7 400G RoCEv2": 400 Gb/s), in bytes per second.
std::optional<BytesPerSec> statedNicRate(const std::string& nic)
{
    static const std::regex rate(R"((\d+)G\b)");
    std::smatch match;
    if (!std::regex_search(nic, match, rate))
        return std::nullopt;
    return std::stod(match[1].str()) * 1e9 / 8;
}

std::string caveatsFor(const ValidationRow& row, const std::string& preset)
{
    std::string caveat;
    if (row.network == "roce")
        caveat += "RoCE run on the preset's InfiniBand fabric; ";
    if (row.gpu == "H20")
        caveat += "H20 simulated as H100; ";
    const bool nvl72 = preset.find("nvl72") != std::string::npos;
    if (!nvl72 && row.gpusPerNode != 8)
        caveat += std::to_string(row.gpusPerNode) + " GPUs a node measured, 8 simulated; ";
    if (row.nic.rfind("4x", 0) == 0 && !nvl72)
        caveat += "4 NICs a node measured, the preset's 8 simulated; ";
    return caveat;
}

} // namespace

const Topology& Systems::get(const std::string& preset, int count, std::optional<BytesPerSec> nic)
{
    const auto key = std::make_tuple(preset, count, nic.value_or(0));
    auto found = m_built.find(key);
    if (found == m_built.end()) {
        ClusterOptions options;
        options.preset = preset;
        options.count = count;
        options.nicBytesPerSec = nic;
        GeneratedCluster built = buildCluster(Catalog::builtIn(), options);
        found = m_built.emplace(key, std::make_unique<Topology>(std::move(built.topology))).first;
    }
    return *found->second;
}

std::optional<Comparison> compare(const ValidationRow& row, Systems& systems, Fidelity fidelity, std::string& why)
{
    const std::string preset = presetFor(row);
    if (preset.empty()) {
        why = "no preset for GPU " + row.gpu;
        return std::nullopt;
    }
    const bool racks = preset == "gb200-nvl72" || preset == "gb300-nvl72";
    const int count = racks ? (row.gpus() + 71) / 72 : row.nodes;
    const Topology& topology = systems.get(preset, count, statedNicRate(row.nic));
    JobSpec job;
    job.ranks = row.gpus() == (racks ? count * 72 : count * 8) ? "all" : "0-" + std::to_string(row.gpus() - 1);
    job.collective = row.collective;
    job.bytes = row.sizeBytes;
    job.algorithm = row.algorithm.value_or(Algorithm::Auto);
    job.fidelity = fidelity;
    // A run that switched NVLS off says so in its note (tests/data/validation/README.md).
    job.nvls = row.sourceNote.find("NCCL_NVLS_ENABLE=0") == std::string::npos;
    try {
        const SimResult result = runJob(topology, Catalog::builtIn(), job).simulation;
        Comparison c;
        c.row = &row;
        c.byBusbw = row.busbwGBps.has_value();
        c.measured = c.byBusbw ? *row.busbwGBps : *row.timeUs;
        c.predicted = c.byBusbw ? result.busbwGBps : result.timeUs;
        c.error = c.predicted / c.measured - 1;
        c.chosen = std::string(toString(result.algorithm)) + "/" + std::string(toString(result.protocol));
        c.caveat = caveatsFor(row, preset);
        return c;
    } catch (const std::exception& error) {
        why = error.what();
        return std::nullopt;
    }
}

double medianAbsoluteError(const std::vector<Comparison>& all)
{
    std::vector<double> errors;
    for (const Comparison& c : all)
        errors.push_back(std::abs(c.error));
    if (errors.empty())
        return 0;
    std::sort(errors.begin(), errors.end());
    const std::size_t n = errors.size();
    return n % 2 ? errors[n / 2] : (errors[n / 2 - 1] + errors[n / 2]) / 2;
}

} // namespace scalescope::validation

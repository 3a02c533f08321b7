#include "ValidationRun.h"

#include "design/Design.h"
#include "design/JobRunner.h"
#include "generate/ClusterBuilder.h"
#include "sim/Efficiency.h"
#include "util/ProcessMemory.h"

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

// The number a pattern's first group matches in `text` (digits only), nullopt when it matches
// nothing.
std::optional<int> statedNumber(const std::string& text, const std::regex& pattern)
{
    std::smatch match;
    if (!std::regex_search(text, match, pattern))
        return std::nullopt;
    return std::stoi(match[1].str());
}

// The NIC rate a row states ("8x ConnectX-7 400G RoCEv2": 400 Gb/s), in bytes per second.
std::optional<BytesPerSec> statedNicRate(const std::string& nic)
{
    static const std::regex rate(R"((\d+)G\b)");
    const std::optional<int> gigabits = statedNumber(nic, rate);
    if (!gigabits)
        return std::nullopt;
    return *gigabits * 1e9 / 8;
}

std::string caveatsFor(const ValidationRow& row, const std::string& preset)
{
    std::string caveat;
    if (row.gpu == "H20")
        caveat += "H20 simulated as H100; ";
    const bool nvl72 = preset.find("nvl72") != std::string::npos;
    if (!nvl72 && row.gpusPerNode != 8)
        caveat += std::to_string(row.gpusPerNode) + " GPUs a node measured, 8 simulated; ";
    return caveat;
}

// The NICs per host a row states ("4x HDR 200G IB": 4), 0 when it states no count.
int statedNicCount(const ValidationRow& row)
{
    static const std::regex count(R"(^(\d+)x\b)");
    return statedNumber(row.nic, count).value_or(0);
}

// The compute NICs to take out of every host so that `keep` of its NICs remain, spread evenly
// over its GPUs (on an 8-GPU node with 4 NICs: one on each PCIe switch).
std::vector<std::string> nicsBeyond(const Topology& topology, int keep)
{
    std::map<GroupId, std::vector<const Node*>> nicsOfHost;
    for (const Node& node : topology.nodes)
        if (node.kind == NodeKind::Nic && node.network == Network::Compute)
            nicsOfHost[node.group].push_back(&node);
    std::vector<std::string> out;
    for (const auto& [host, nics] : nicsOfHost) {
        const int have = static_cast<int>(nics.size());
        if (keep <= 0 || keep >= have || have % keep != 0)
            continue;
        for (int i = 0; i < have; ++i)
            if (i % (have / keep) != 0)
                out.push_back(nics[static_cast<std::size_t>(i)]->name);
    }
    return out;
}

} // namespace

const Topology& Systems::get(const SystemKey& key)
{
    auto found = m_built.find(key);
    if (found != m_built.end())
        return *found->second;
    ClusterOptions options;
    options.preset = key.preset;
    options.count = key.count;
    options.network = key.network;
    if (key.nicBytesPerSec > 0)
        options.nicBytesPerSec = key.nicBytesPerSec;
    Topology topology = buildCluster(Catalog::builtIn(), options).topology;
    // Fewer NICs a host than the preset's: the generated design with the others removed.
    const std::vector<std::string> removed = nicsBeyond(topology, key.nicsPerNode);
    if (!removed.empty()) {
        Design design;
        design.generator = options;
        design.removedNodes = removed;
        topology = std::move(expandDesign(design, Catalog::builtInShared(), "validation system").topology);
    }
    return *m_built.emplace(key, std::make_unique<Topology>(std::move(topology))).first->second;
}

namespace {

// The NVL72 presets, counted in racks of 72 GPUs (the others in nodes of 8).
bool countsRacks(const std::string& preset)
{
    return preset == "gb200-nvl72" || preset == "gb300-nvl72";
}

// The NVL72 racks a row's note says its hosts were spread over ("(3 racks)"), 0 when it says none.
int statedRacks(const ValidationRow& row)
{
    static const std::regex racks(R"(\((\d+) racks\))");
    return statedNumber(row.sourceNote, racks).value_or(0);
}

} // namespace

std::optional<SystemKey> systemFor(const ValidationRow& row)
{
    SystemKey key;
    key.preset = presetFor(row);
    if (key.preset.empty())
        return std::nullopt;
    const bool racks = countsRacks(key.preset);
    key.count = racks ? std::max((row.gpus() + 71) / 72, statedRacks(row)) : row.nodes;
    // The scale-out network it was measured on (RoCE v2: what "RoCE" means today).
    if (row.network == "roce")
        key.network = ScaleOutNetwork::RoceV2;
    key.nicBytesPerSec = statedNicRate(row.nic).value_or(0);
    if (!racks)
        key.nicsPerNode = statedNicCount(row);
    return key;
}

// The GPUs a row ran on, as rank selection: the whole system; hosts that span several NVL72 racks
// (as many as their GPUs fill, or as the note states) split evenly over them, each rack's first
// trays (a source's "32 hosts, 2 racks": 16 trays in each); else the system's first GPUs.
std::string ranksOf(const ValidationRow& row, const SystemKey& key)
{
    const bool racks = countsRacks(key.preset);
    const int gpusPerDomain = racks ? 72 : 8;
    if (row.gpus() == key.count * gpusPerDomain)
        return "all";
    const int perRack = key.count > 0 ? row.gpus() / key.count : 0;
    if (!racks || key.count < 2 || row.gpus() % key.count != 0 || perRack % row.gpusPerNode != 0)
        return "0-" + std::to_string(row.gpus() - 1);
    std::string ranks;
    for (int rack = 0; rack < key.count; ++rack)
        ranks += (rack > 0 ? "," : "") + std::to_string(rack * gpusPerDomain) + "-"
            + std::to_string(rack * gpusPerDomain + perRack - 1);
    return ranks;
}

int gpusPerProcess(const ValidationRow& row)
{
    static const std::regex perProcess(R"(\(-g (\d+)\))");
    return std::max(1, statedNumber(row.sourceNote, perProcess).value_or(1));
}

std::optional<Comparison> compare(const ValidationRow& row, Systems& systems, Fidelity fidelity, std::string& why)
{
    const std::optional<SystemKey> key = systemFor(row);
    if (!key) {
        why = "no preset for GPU " + row.gpu;
        return std::nullopt;
    }
    const Topology& topology = systems.get(*key);
    JobSpec job;
    job.ranks = ranksOf(row, *key);
    job.collective = row.collective;
    job.bytes = row.sizeBytes;
    job.algorithm = row.algorithm.value_or(Algorithm::Auto);
    job.fidelity = fidelity;
    // A run that switched NVLS off says so in its note (tests/data/validation/README.md).
    job.nvls = !row.nvlsDisabled();
    try {
        // A flow run that would need more than half this machine's memory is refused, not run
        // into the ground, as the command line refuses it.
        JobRunOptions run;
        run.memoryBudgetBytes = physicalMemoryBytes() / 2;
        const SimResult result = runJob(topology, Catalog::builtIn(), job, run).simulation;
        // nccl-tests run as one process for all of a host's GPUs launches their kernels one
        // after the other from one thread every iteration: an operation takes at least that.
        const double launchUs = gpusPerProcess(row) * efficiency::kHostLaunchPerGpuUs;
        const double timeUs = std::max(result.timeUs, launchUs);
        Comparison c;
        c.row = &row;
        c.byBusbw = row.busbwGBps.has_value();
        c.measured = c.byBusbw ? *row.busbwGBps : *row.timeUs;
        c.predicted = c.byBusbw ? result.busbwGBps * result.timeUs / timeUs : timeUs;
        c.error = c.predicted / c.measured - 1;
        c.chosen = std::string(toString(result.algorithm)) + "/" + std::string(toString(result.protocol));
        c.caveat = caveatsFor(row, key->preset);
        return c;
    } catch (const std::exception& error) {
        why = error.what();
        return std::nullopt;
    }
}

} // namespace scalescope::validation

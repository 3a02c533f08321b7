// Compares the simulator with every published measurement of the validation table:
//   bench_validation [--table FILE] [--fidelity analytic|flow]
// Each row's system is built by the generator (the preset its GPU names, its node or rack count,
// its NIC rate when the row states one) and the row's collective, size and, when the run fixed
// it, algorithm are simulated on its GPUs. Printed per row: what was measured (bus bandwidth when
// published, else time), the prediction and the signed error; then the count, the median and the
// largest absolute error and the five worst rows with their sources. The model's constants are
// the same for every row; nothing here is tuned per row. Not a test: it passes or fails nothing.
#include "design/JobRunner.h"
#include "generate/ClusterBuilder.h"

#include "ValidationTable.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <map>
#include <memory>
#include <regex>

using namespace scalescope;
using namespace scalescope::validation;

namespace {

struct Comparison {
    const ValidationRow* row = nullptr;
    bool byBusbw = true; // else by time
    double measured = 0, predicted = 0;
    double error = 0; // predicted / measured - 1
    std::string chosen; // algorithm/protocol the simulator ran
    std::string caveat; // where the generated system differs from the measured one
};

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

// Topologies by preset, count and NIC rate: rows of one source share their system.
class Systems {
public:
    const Topology& get(const std::string& preset, int count, std::optional<BytesPerSec> nic)
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

private:
    std::map<std::tuple<std::string, int, double>, std::unique_ptr<Topology>> m_built;
};

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

void printRow(const Comparison& c)
{
    const ValidationRow& r = *c.row;
    std::printf("%4d  %-32.32s %5d  %-14s %12llu  %-15s %-5s %10.2f %10.2f  %+7.1f%%  %s\n", r.line, r.system.c_str(),
        r.gpus(), std::string(toString(r.collective)).c_str(), static_cast<unsigned long long>(r.sizeBytes),
        c.chosen.c_str(), c.byBusbw ? "GB/s" : "us", c.measured, c.predicted, 100 * c.error, c.caveat.c_str());
}

void printSummary(std::vector<Comparison> all, int notRun)
{
    if (all.empty()) {
        std::printf("\nno row could be compared (%d not run)\n", notRun);
        return;
    }
    std::sort(all.begin(), all.end(),
        [](const Comparison& a, const Comparison& b) { return std::abs(a.error) > std::abs(b.error); });
    std::vector<double> errors;
    for (const Comparison& c : all)
        errors.push_back(std::abs(c.error));
    std::sort(errors.begin(), errors.end());
    const std::size_t n = errors.size();
    const double median = n % 2 ? errors[n / 2] : (errors[n / 2 - 1] + errors[n / 2]) / 2;
    std::printf("\n%zu rows compared, %d not run; |error| median %.1f%%, max %.1f%%\n", n, notRun, 100 * median,
        100 * errors.back());
    std::printf("five worst:\n");
    for (std::size_t i = 0; i < std::min<std::size_t>(5, all.size()); ++i)
        std::printf("  line %d: %+.1f%%  %s\n", all[i].row->line, 100 * all[i].error, all[i].row->sourceUrl.c_str());
}

} // namespace

int main(int argc, char** argv)
{
    std::string table = SCALESCOPE_TEST_DATA "/validation/nccl-tests.tsv";
    Fidelity fidelity = Fidelity::Analytic;
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--table") == 0 && i + 1 < argc)
            table = argv[++i];
        else if (std::strcmp(argv[i], "--fidelity") == 0 && i + 1 < argc && parseFidelity(argv[i + 1]))
            fidelity = *parseFidelity(argv[++i]);
        else {
            std::fprintf(stderr, "usage: bench_validation [--table FILE] [--fidelity analytic|flow]\n");
            return 2;
        }
    }
    std::vector<ValidationRow> rows;
    try {
        rows = readValidationTable(table);
    } catch (const std::exception& error) {
        std::fprintf(stderr, "%s\n", error.what());
        return 1;
    }
    std::printf("%4s  %-32s %5s  %-14s %12s  %-15s %-5s %10s %10s  %8s  %s\n", "line", "system", "GPUs", "collective",
        "bytes", "simulated", "unit", "measured", "predicted", "error", "differences");
    Systems systems;
    std::vector<Comparison> compared;
    int notRun = 0;
    for (const ValidationRow& row : rows) {
        std::string why;
        if (const auto c = compare(row, systems, fidelity, why)) {
            printRow(*c);
            compared.push_back(*c);
        } else {
            ++notRun;
            std::printf("%4d  %-32.32s not run: %s\n", row.line, row.system.c_str(), why.c_str());
        }
    }
    printSummary(compared, notRun);
    return 0;
}

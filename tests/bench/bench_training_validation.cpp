// Compares the iteration model with every published training run of the training validation table:
//   bench_training_validation [--table FILE] [--fidelity analytic|flow]
// Each row's cluster is built by the generator (its preset and node or rack count) and its model
// and configuration run by simulateIteration on the first GPUs in topology order. Printed per row:
// the published TFLOP/s per GPU and utilization, the predicted ones counted the way the publisher
// counted (model FLOPs, or with recomputation's when the row says hardware), and the signed error;
// then the count, the median and the largest absolute error against the targets (median 10%, none
// above 20%) and the five worst rows with their sources. A row the model refuses (its message) is
// listed as not run. The model's constants are the same for every row; nothing is tuned per row.
// Not a test: it passes or fails nothing.
#include "TrainingValidationTable.h"

#include "catalog/Catalog.h"
#include "generate/ClusterBuilder.h"
#include "sim/RankLayout.h"
#include "train/TrainingIteration.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <map>
#include <optional>

using namespace scalescope;
using namespace scalescope::validation;

namespace {

struct Comparison {
    const TrainingValidationRow* row = nullptr;
    double publishedTflops = 0, predictedTflops = 0; // per GPU, counted as the row says
    double publishedPct = 0, predictedPct = 0; // of the GPU's dense peak at the precision
    double error = 0; // predicted / published - 1
};

double peakTflops(const Catalog& catalog, const TrainingValidationRow& row)
{
    const SystemSpec* system = catalog.system(row.preset);
    const GpuSpec* gpu = system ? catalog.gpu(system->tray.gpu) : nullptr;
    if (!gpu)
        return 0;
    return row.config.precision == Precision::Fp8 ? gpu->fp8DenseTflops : gpu->bf16DenseTflops;
}

// The topology of each preset and size, built once.
const Topology& clusterOf(const TrainingValidationRow& row, std::map<std::pair<std::string, int>, Topology>& built)
{
    const auto key = std::make_pair(row.preset, row.size);
    auto at = built.find(key);
    if (at == built.end()) {
        ClusterOptions options;
        options.preset = row.preset;
        options.count = row.size;
        at = built.emplace(key, buildCluster(Catalog::builtIn(), options).topology).first;
    }
    return at->second;
}

std::optional<Comparison> compare(const TrainingValidationRow& row, Fidelity fidelity,
    std::map<std::pair<std::string, int>, Topology>& built, std::string& why)
{
    const Catalog& catalog = Catalog::builtIn();
    const ModelSpec* model = catalog.model(row.modelId);
    const double peak = peakTflops(catalog, row);
    if (!model || peak <= 0) {
        why = "no model " + row.modelId + " or no GPU peak for " + row.preset;
        return std::nullopt;
    }
    try {
        const Topology& topology = clusterOf(row, built);
        std::vector<NodeId> gpus = allGpus(topology);
        gpus.resize(std::min<std::size_t>(gpus.size(), static_cast<std::size_t>(row.gpus)));
        IterationOptions options;
        options.sim.fidelity = fidelity;
        const IterationResult result = simulateIteration(topology, catalog, *model, row.config, gpus, options);
        Comparison c;
        c.row = &row;
        c.predictedTflops = row.flopsCounted == FlopsCounted::Model ? result.tflopsPerGpu : result.hardwareTflopsPerGpu;
        c.predictedPct = 100 * c.predictedTflops / peak;
        c.publishedTflops = row.tflopsPerGpu.value_or(0);
        c.publishedPct = row.utilizationPct.value_or(100 * c.publishedTflops / peak);
        c.error = row.tflopsPerGpu ? c.predictedTflops / *row.tflopsPerGpu - 1 : c.predictedPct / c.publishedPct - 1;
        return c;
    } catch (const TrainingConfigError& error) {
        for (const std::string& problem : error.problems())
            why += (why.empty() ? "" : "; ") + problem;
    } catch (const std::exception& error) {
        why = error.what();
    }
    return std::nullopt;
}

std::string shape(const TrainingValidationRow& row)
{
    const ParallelConfig& c = row.config;
    char text[96];
    std::snprintf(text, sizeof text, "TP%d PP%d VPP%d DP%d CP%d EP%d", c.tp, c.pp, c.vpp, c.dp, c.cp, c.ep);
    return text;
}

void printRow(const Comparison& c)
{
    const TrainingValidationRow& r = *c.row;
    std::printf("%4d  %-18.18s %-12s %6lld  %-30s %-4s %-8s %8.0f %8.0f %7.1f %7.1f  %+7.1f%%\n", r.line,
        r.modelId.c_str(), r.preset.c_str(), r.gpus, shape(r).c_str(),
        r.precisionText.empty() ? "16b" : r.precisionText.c_str(), std::string(toString(r.flopsCounted)).c_str(),
        c.publishedTflops, c.predictedTflops, c.publishedPct, c.predictedPct, 100 * c.error);
}

void printSummary(std::vector<Comparison> all, int notRun)
{
    if (all.empty()) {
        std::printf("\nno row could be compared (%d not run)\n", notRun);
        return;
    }
    std::vector<double> errors;
    for (const Comparison& c : all)
        errors.push_back(std::abs(c.error));
    std::sort(errors.begin(), errors.end());
    const std::size_t n = errors.size();
    const double median = n % 2 ? errors[n / 2] : (errors[n / 2 - 1] + errors[n / 2]) / 2;
    std::sort(all.begin(), all.end(),
        [](const Comparison& a, const Comparison& b) { return std::abs(a.error) > std::abs(b.error); });
    std::printf("\n%zu rows compared, %d not run; |error| median %.1f%% (target 10%%), max %.1f%% (target 20%%)\n", n,
        notRun, 100 * median, 100 * errors.back());
    std::printf("five worst:\n");
    for (std::size_t i = 0; i < std::min<std::size_t>(5, all.size()); ++i)
        std::printf("  line %d: %+.1f%%  %s, %s\n", all[i].row->line, 100 * all[i].error, all[i].row->sourceUrl.c_str(),
            all[i].row->sourceWhere.c_str());
}

} // namespace

int main(int argc, char** argv)
{
    std::string table = SCALESCOPE_TEST_DATA "/validation/training.tsv";
    Fidelity fidelity = Fidelity::Analytic;
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--table") == 0 && i + 1 < argc)
            table = argv[++i];
        else if (std::strcmp(argv[i], "--fidelity") == 0 && i + 1 < argc && parseFidelity(argv[i + 1]))
            fidelity = *parseFidelity(argv[++i]);
        else {
            std::fprintf(stderr, "usage: bench_training_validation [--table FILE] [--fidelity analytic|flow]\n");
            return 2;
        }
    }
    std::vector<TrainingValidationRow> rows;
    try {
        rows = readTrainingValidationTable(table);
    } catch (const std::exception& error) {
        std::fprintf(stderr, "%s\n", error.what());
        return 1;
    }
    std::printf("%4s  %-18s %-12s %6s  %-30s %-4s %-8s %8s %8s %7s %7s  %8s\n", "line", "model", "preset", "GPUs",
        "configuration", "prec", "counted", "TFLOP/s", "predict", "util%", "predict", "error");
    std::map<std::pair<std::string, int>, Topology> built;
    std::vector<Comparison> compared;
    int notRun = 0;
    for (const TrainingValidationRow& row : rows) {
        std::string why;
        if (const auto c = compare(row, fidelity, built, why)) {
            printRow(*c);
            compared.push_back(*c);
        } else {
            ++notRun;
            std::printf("%4d  %-18.18s %-12s %6lld  not run: %s\n", row.line, row.modelId.c_str(), row.preset.c_str(),
                row.gpus, why.c_str());
        }
    }
    printSummary(compared, notRun);
    return 0;
}

// Compares the iteration model with every published training run of the training validation table:
//   bench_training_validation [--table FILE] [--fidelity analytic|flow]
// Each row runs as TrainingValidationRun.h says (a row whose source does not state recomputation
// with selective recomputation, or full when selective does not fit; the column "rc" says which ran, with a *
// when the bench chose it). Printed per row:
// the published TFLOP/s per GPU and utilization, the predicted ones counted the way the publisher
// counted (model FLOPs, or with recomputation's when the row says hardware), and the signed error;
// then the count, the median and the largest absolute error against the targets (median 10%, none
// above 20%) and the five worst rows with their sources. A row the model refuses (its message) is
// listed as not run. The model's constants are the same for every row; nothing is tuned per row.
// Not a test: it passes or fails nothing.
#include "TrainingValidationRun.h"
#include "ValidationBenchArgs.h"
#include "util/HugePages.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

using namespace scalescope;
using namespace scalescope::validation;

namespace {

std::string shape(const TrainingValidationRow& row)
{
    const ParallelConfig& c = row.config;
    char text[96];
    std::snprintf(text, sizeof text, "TP%d PP%d VPP%d DP%d CP%d EP%d", c.tp, c.pp, c.vpp, c.dp, c.cp, c.ep);
    return text;
}

void printRow(const TrainingComparison& c)
{
    const TrainingValidationRow& r = *c.row;
    const std::string recompute = std::string(toString(c.recompute)).substr(0, 4) + (c.recomputeChosen ? "*" : "");
    std::printf("%4d  %-18.18s %-12s %6lld  %-30s %-4s %-5s %-8s %8.0f %8.0f %7.1f %7.1f  %+7.1f%%\n", r.line,
        r.modelId.c_str(), r.preset.c_str(), r.gpus, shape(r).c_str(),
        r.precisionText.empty() ? "16b" : r.precisionText.c_str(), recompute.c_str(),
        std::string(toString(r.flopsCounted)).c_str(), c.publishedTflops, c.predictedTflops, c.publishedPct,
        c.predictedPct, 100 * c.error);
}

void printSummary(std::vector<TrainingComparison> all, int notRun)
{
    if (all.empty()) {
        std::printf("\nno row could be compared (%d not run)\n", notRun);
        return;
    }
    std::sort(all.begin(), all.end(),
        [](const TrainingComparison& a, const TrainingComparison& b) { return std::abs(a.error) > std::abs(b.error); });
    std::printf("\n%zu rows compared, %d not run; |error| median %.1f%% (target 10%%), max %.1f%% (target 20%%)\n",
        all.size(), notRun, 100 * medianAbsoluteError(all), 100 * std::abs(all.front().error));
    std::printf("worst first:\n");
    for (std::size_t i = 0; i < all.size(); ++i)
        std::printf("  line %d: %+.1f%%  %s, %s\n", all[i].row->line, 100 * all[i].error, all[i].row->sourceUrl.c_str(),
            all[i].row->sourceWhere.c_str());
}

} // namespace

int main(int argc, char** argv)
{
    scalescope::restartOnHugePages(argv); // as the program runs (util/HugePages.h)
    const auto args = parseValidationBenchArgs(
        argc, argv, SCALESCOPE_TEST_DATA "/validation/training.tsv", "bench_training_validation");
    if (!args)
        return 2;
    const auto rows = readTableOrReport(readTrainingValidationTable, args->table);
    if (!rows)
        return 1;
    std::printf("%4s  %-18s %-12s %6s  %-30s %-4s %-5s %-8s %8s %8s %7s %7s  %8s\n", "line", "model", "preset", "GPUs",
        "configuration", "prec", "rc", "counted", "TFLOP/s", "predict", "util%", "predict", "error");
    TrainingClusters built;
    std::vector<TrainingComparison> compared;
    int notRun = 0;
    for (const TrainingValidationRow& row : *rows) {
        std::string why;
        if (const auto c = compareTraining(row, args->fidelity, built, why)) {
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

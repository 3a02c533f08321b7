// Compares the simulator with every published measurement of the validation table:
//   bench_validation [--table FILE] [--fidelity analytic|flow]
// Each row's system is built by the generator (the preset its GPU names, its node or rack count,
// its NIC rate when the row states one) and the row's collective, size and, when the run fixed
// it, algorithm are simulated on its GPUs. Printed per row: what was measured (bus bandwidth when
// published, else time), the prediction and the signed error; then the count, the median and the
// largest absolute error and the five worst rows with their sources. The model's constants are
// the same for every row; nothing here is tuned per row. Not a test: it passes or fails nothing.
#include "ValidationRun.h"
#include "ValidationBenchArgs.h"
#include "util/HugePages.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <iterator>

using namespace scalescope;
using namespace scalescope::validation;

namespace {

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
    std::printf("\n%zu rows compared, %d not run; |error| median %.1f%%, max %.1f%%\n", all.size(), notRun,
        100 * medianAbsoluteError(all), 100 * std::abs(all.front().error));
    std::vector<Comparison> others;
    std::copy_if(all.begin(), all.end(), std::back_inserter(others),
        [](const Comparison& c) { return !c.row->documentedOutlier(); });
    if (!others.empty() && others.size() < all.size())
        std::printf("without the %zu rows whose note documents a cause outside the fabric (\"%s\"): %zu rows, "
                    "|error| median %.1f%%, max %.1f%%\n",
            all.size() - others.size(), std::string(ValidationRow::kDocumentedOutlier).c_str(), others.size(),
            100 * medianAbsoluteError(others), 100 * std::abs(others.front().error));
    std::printf("five worst:\n");
    for (std::size_t i = 0; i < std::min<std::size_t>(5, all.size()); ++i)
        std::printf("  line %d: %+.1f%%  %s\n", all[i].row->line, 100 * all[i].error, all[i].row->sourceUrl.c_str());
}

} // namespace

int main(int argc, char** argv)
{
    scalescope::restartOnHugePages(argv); // as the program runs (util/HugePages.h)
    const auto args
        = parseValidationBenchArgs(argc, argv, SCALESCOPE_TEST_DATA "/validation/nccl-tests.tsv", "bench_validation");
    if (!args)
        return 2;
    const auto rows = readTableOrReport(readValidationTable, args->table);
    if (!rows)
        return 1;
    std::printf("%4s  %-32s %5s  %-14s %12s  %-15s %-5s %10s %10s  %8s  %s\n", "line", "system", "GPUs", "collective",
        "bytes", "simulated", "unit", "measured", "predicted", "error", "differences");
    Systems systems;
    std::vector<Comparison> compared;
    int notRun = 0;
    for (const ValidationRow& row : *rows) {
        std::string why;
        if (const auto c = compare(row, systems, args->fidelity, why)) {
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

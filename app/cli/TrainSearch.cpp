#include "cli/TrainSearch.h"
#include "cli/Translate.h"

#include "cli/Cli.h"
#include "cli/TextWidth.h"
#include "cli/TrainReport.h"
#include "design/TrainingOnSurvivors.h"

#include <cstdio>
#include <ostream>

namespace scalescope::cli {
namespace {

std::string degreesText(const ParallelConfig& c)
{
    std::string text = "TP " + std::to_string(c.tp) + " PP " + std::to_string(c.pp);
    if (c.vpp > 1)
        text += "x" + std::to_string(c.vpp);
    text += " DP " + std::to_string(c.dp);
    if (c.cp > 1)
        text += " CP " + std::to_string(c.cp);
    if (c.ep > 1)
        text += " EP " + std::to_string(c.ep);
    return text + " mb " + std::to_string(c.microBatch);
}

std::string countsText(const SearchCounts& c)
{
    return localized(QT_TRANSLATE_NOOP("scalescope-cli",
                         "%1 configurations: %2 rejected by shape, %3 by memory, %4 by placement, %5 timed"),
        { std::to_string(c.considered), std::to_string(c.rejectedShape), std::to_string(c.rejectedMemory),
            std::to_string(c.rejectedPlacement), std::to_string(c.timed) });
}

void printCounts(const SearchResult& s, std::ostream& out)
{
    const SearchCounts& c = s.counts;
    out << reportLabel(localized(QT_TRANSLATE_NOOP("scalescope-cli", "searched")))
        << localized(QT_TRANSLATE_NOOP("scalescope-cli",
                         "%1 configurations: %2 rejected by shape, %3 by memory, %4 by placement, %5 timed (%6 "
                         "collectives simulated)"),
               { std::to_string(c.considered), std::to_string(c.rejectedShape), std::to_string(c.rejectedMemory),
                   std::to_string(c.rejectedPlacement), std::to_string(c.timed), std::to_string(c.simulations) })
        << '\n';
    const std::string placement = reportLabel(localized(QT_TRANSLATE_NOOP("scalescope-cli", "placement")));
    for (const std::string& problem : s.placementProblems)
        out << placement << problem << '\n';
}

// The table's heading, each column's name placed as the rows' figures are (numbers to the right).
std::string tableHeading()
{
    std::string line = padded("#", 4, true) + "  "
        + padded(localized(QT_TRANSLATE_NOOP("scalescope-cli", "configuration")), 36) + "  "
        + padded(localized(QT_TRANSLATE_NOOP("scalescope-cli", "order")), 15) + "  "
        + padded(localized(QT_TRANSLATE_NOOP("scalescope-cli", "placement")), 9)
        + padded(localized(QT_TRANSLATE_NOOP("scalescope-cli", "iteration")), 12, true) + "  " + padded("MFU", 3)
        + padded(localized(QT_TRANSLATE_NOOP("scalescope-cli", "compute")), 12, true);
    for (const char* kind : { "tp", "cp", "ep", "pp", "dp" })
        line += padded(kind, 8, true);
    return line + padded(localized(QT_TRANSLATE_NOOP("scalescope-cli", "bubble")), 8, true)
        + padded(localized(QT_TRANSLATE_NOOP("scalescope-cli", "opt")), 8, true) + "  "
        + localized(QT_TRANSLATE_NOOP("scalescope-cli", "memory"));
}

void printTable(const SearchResult& s, std::ostream& out)
{
    out << tableHeading() << '\n';
    int rank = 0;
    for (const SearchCandidate& candidate : s.best) {
        const IterationResult& r = candidate.result;
        const IterationBreakdown& b = r.breakdownUs;
        char line[512];
        std::snprintf(line, sizeof line, "  %2d  %-36s  %-15s  %-9s %8.1f ms  %5.1f%%", ++rank,
            degreesText(r.config).c_str(), toString(r.order).c_str(), candidate.placement.c_str(), r.iterationUs / 1e3,
            100 * r.mfu);
        out << line;
        for (double us : { b.compute, b.tp, b.cp, b.ep, b.pp, b.dp, b.bubble, b.optimizer })
            out << formatNumber(" %7.1f", us / 1e3);
        out << formatNumber("  %5.1f GB", r.memory.totalBytes() / 1e9) << '\n';
    }
    out << "  "
        << localized(QT_TRANSLATE_NOOP(
               "scalescope-cli", "(breakdown in ms per iteration; memory per GPU on its fullest stage)"))
        << '\n';
}

nlohmann::ordered_json searchJson(
    const SearchResult& s, const ModelSpec& model, const CommandDesign& design, long long gpus)
{
    nlohmann::ordered_json json;
    json["design"] = design.label;
    json["model"] = model.id;
    json["gpus"] = gpus;
    json["global_batch"] = s.globalBatch;
    json["max_tp"] = s.maxTp;
    const SearchCounts& c = s.counts;
    json["considered"] = c.considered;
    json["rejected"]
        = { { "shape", c.rejectedShape }, { "memory", c.rejectedMemory }, { "placement", c.rejectedPlacement } };
    json["timed"] = c.timed;
    json["simulations"] = c.simulations;
    json["placement_problems"] = s.placementProblems;
    nlohmann::ordered_json results = nlohmann::ordered_json::array();
    for (const SearchCandidate& candidate : s.best) {
        nlohmann::ordered_json one = iterationJson(candidate.result, model, design.topology, design.label);
        one["placement_policy"] = candidate.placement;
        results.push_back(std::move(one));
    }
    json["results"] = std::move(results);
    return json;
}

void refuseChosenOptions(const Arguments& args)
{
    for (const char* name : { "--tp", "--pp", "--dp", "--cp", "--ep", "--vpp", "--order" })
        if (args.has(name))
            throw UsageError(
                localized(QT_TRANSLATE_NOOP("scalescope-cli", "--search chooses %1 itself; leave it out"), { name }));
}

} // namespace

const std::set<std::string>& searchValuedOptions()
{
    static const std::set<std::string> names { "--top", "--max-tp" };
    return names;
}

const std::set<std::string>& searchFlags()
{
    static const std::set<std::string> names { "--search", "--all-orders" };
    return names;
}

int runTrainSearch(const Arguments& args, const CommandDesign& design, const ModelSpec& model, SearchRequest request,
    const CommandFailures& failures, std::ostream& out, std::ostream& err)
{
    refuseChosenOptions(args);
    request.top = args.has("--top") ? args.intValue("--top", 1, 1000) : 10;
    request.maxTp = args.has("--max-tp") ? args.intValue("--max-tp", 1, 1 << 20) : 0;
    request.alternativeOrders = args.has("--all-orders");
    if (args.has("--micro-batch"))
        request.microBatches = { request.base.microBatch };
    const SearchResult result
        = searchConfigsOn(design.topology, failures.survivors.get(), *design.catalog, model, request);
    if (result.best.empty()) {
        err << design.label << ": "
            << localized(QT_TRANSLATE_NOOP("scalescope-cli", "no configuration of %1 runs on %2 GPUs (%3)"),
                   { model.name, std::to_string(request.gpus), countsText(result.counts) });
        for (const std::string& problem : result.placementProblems)
            err << "; " << problem;
        if (!result.leastMemoryProblem.empty())
            err << localized(QT_TRANSLATE_NOOP("scalescope-cli", "; the one that needs least memory: %1"),
                { result.leastMemoryProblem });
        err << '\n';
        return kInvalidInput;
    }
    if (args.has("--json")) {
        nlohmann::ordered_json json = searchJson(result, model, design, request.gpus);
        if (failures.survivors)
            json["failures"] = failuresJson(design.topology, *failures.survivors, failures);
        out << json.dump(2) << '\n';
        return kSuccess;
    }
    const char* title = result.best.size() == 1
        ? QT_TRANSLATE_NOOP("scalescope-cli",
            "%1 on %2: the best configuration for %4 GPUs (TP at most %5, global batch %6 sequences, analytic)")
        : QT_TRANSLATE_NOOP("scalescope-cli",
            "%1 on %2: the best %3 configurations for %4 GPUs (TP at most %5, global batch %6 sequences, analytic)");
    out << localized(title,
        { model.name, design.label, std::to_string(result.best.size()), std::to_string(request.gpus),
            std::to_string(result.maxTp), std::to_string(result.globalBatch) })
        << '\n';
    printCounts(result, out);
    printTable(result, out);
    if (failures.survivors)
        printFailures(*failures.survivors, failures, out);
    return kSuccess;
}

} // namespace scalescope::cli

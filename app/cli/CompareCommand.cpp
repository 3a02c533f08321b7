#include "cli/CompareCommand.h"
#include "cli/Translate.h"

#include "cli/Arguments.h"
#include "cli/Cli.h"
#include "cli/MemoryBudget.h"
#include "cli/ParallelOptions.h"

#include "compare/ComparisonReport.h"
#include "io/DesignFile.h"
#include "model/InputError.h"
#include "sim/RankLayout.h"

#include <ostream>

namespace scalescope::cli {
namespace {

std::set<std::string> compareOptions()
{
    std::set<std::string> names { "--collective", "--size", "--algo", "--fidelity", "--memory-budget", "--train" };
    names.insert(parallelOptionNames().begin(), parallelOptionNames().end());
    return names;
}

std::set<std::string> compareFlags()
{
    std::set<std::string> names = parallelFlagNames();
    names.insert({ "--json", "--no-gdr", "--no-nvls" });
    return names;
}

// The collective both designs run, when --collective asks for one: every GPU, analytic unless
// --fidelity says otherwise.
std::optional<JobSpec> collectiveJob(const Arguments& args)
{
    const auto collective = args.value("--collective");
    if (!collective) {
        for (const char* option : { "--size", "--algo" })
            if (args.has(option))
                throw UsageError(
                    localized(QT_TRANSLATE_NOOP("scalescope-cli", "%1 goes with %2"), { option, "--collective" }));
        return std::nullopt;
    }
    JobSpec job;
    const auto parsed = parseCollective(*collective);
    if (!parsed)
        throw UsageError(localized(QT_TRANSLATE_NOOP("scalescope-cli", "%1 takes %2, not \"%3\""),
            { "--collective", allCollectiveNames(), *collective }));
    job.collective = *parsed;
    const auto sizeText = args.value("--size");
    const auto size = sizeText ? parseSize(*sizeText) : std::nullopt;
    if (!size || *size == 0)
        throw UsageError(
            localized(QT_TRANSLATE_NOOP("scalescope-cli", "--collective needs --size, such as 8, 32K, 512M or 1G")));
    job.bytes = *size;
    if (const auto algo = args.value("--algo")) {
        const auto a = parseAlgorithm(*algo);
        if (!a)
            throw UsageError(localized(QT_TRANSLATE_NOOP("scalescope-cli", "%1 takes %2, not \"%3\""),
                { "--algo", allAlgorithmNames(), *algo }));
        job.algorithm = *a;
    }
    job.ranks = job.collective == Collective::SendRecv ? "0-1" : "all";
    job.fidelity = choiceOption(
        args, "--fidelity", Fidelity::Analytic, parseFidelity, QT_TRANSLATE_NOOP("scalescope-cli", "analytic or flow"));
    job.gpuDirect = !args.has("--no-gdr");
    job.nvls = !args.has("--no-nvls");
    return job;
}

// Options of the training job without --train are a usage error before any file is read.
void refuseParallelOptionsWithoutTraining(const Arguments& args)
{
    if (args.has("--train"))
        return;
    for (const std::string& option : parallelOptionNames())
        if (args.has(option))
            throw UsageError(
                localized(QT_TRANSLATE_NOOP("scalescope-cli", "%1 goes with %2"), { option, "--train MODEL" }));
    for (const std::string& flag : parallelFlagNames())
        if (args.has(flag))
            throw UsageError(
                localized(QT_TRANSLATE_NOOP("scalescope-cli", "%1 goes with %2"), { flag, "--train MODEL" }));
}

// The training job on one design: DP from its GPUs unless --dp, the rank order read against it.
std::optional<TrainingRequest> trainingJob(const Arguments& args, const LoadedDesign& loaded, const std::string& file)
{
    const auto model = args.value("--train");
    if (!model)
        return std::nullopt;
    if (!loaded.expanded.catalog->model(*model))
        throw InputError(file,
            localized(
                QT_TRANSLATE_NOOP("scalescope-cli", "%1: no model is named \"%2\" (scalescope models lists them)"),
                { "--train", *model }));
    TrainingRequest request;
    request.model = *model;
    const auto gpus = static_cast<long long>(allGpus(loaded.expanded.topology).size());
    request.config = parseParallelConfig(args, gpus);
    parseOverlapOptions(args, request.options);
    if (const auto order = parseRankOrderOption(args, request.config))
        request.options.order = *order;
    request.options.sim.fidelity = choiceOption(
        args, "--fidelity", Fidelity::Analytic, parseFidelity, QT_TRANSLATE_NOOP("scalescope-cli", "analytic or flow"));
    request.options.sim.memoryBudgetBytes = memoryBudget(args.value("--memory-budget"));
    return request;
}

// One side's figures; what cannot run is said naming its file.
DesignFigures sideFigures(const Arguments& args, const std::optional<JobSpec>& collective, const std::string& file,
    const SharedCatalog& baseCatalog)
{
    const LoadedDesign loaded = loadDesignFile(file, baseCatalog);
    FigureRequest request;
    request.collective = collective;
    request.run.memoryBudgetBytes = memoryBudget(args.value("--memory-budget"));
    request.training = trainingJob(args, loaded, file);
    request.survivors = loaded.expanded.survivors;
    const Topology& topology = loaded.expanded.topology;
    DesignFigures figures;
    try {
        figures = designFigures(
            topology, *loaded.expanded.catalog, layoutScene(topology, loaded.design.positions), request);
    } catch (const TrainingConfigError& error) {
        std::string problems;
        for (const std::string& problem : error.problems())
            problems += (problems.empty() ? "" : "; ") + problem;
        throw InputError(file, "--train: " + problems);
    } catch (const std::invalid_argument& error) {
        throw InputError(file, error.what());
    }
    figures.label = file;
    figures.name = loaded.design.name;
    return figures;
}

} // namespace

int compareCommand(
    const std::vector<std::string>& rest, const SharedCatalog& baseCatalog, std::ostream& out, std::ostream&)
{
    const Arguments args(rest, compareOptions(), compareFlags());
    if (args.positionals().size() != 2)
        throw UsageError(localized(QT_TRANSLATE_NOOP("scalescope-cli", "compare takes two design files, A and B")));
    const std::optional<JobSpec> collective = collectiveJob(args);
    refuseParallelOptionsWithoutTraining(args);
    const DesignFigures a = sideFigures(args, collective, args.positionals()[0], baseCatalog);
    const DesignFigures b = sideFigures(args, collective, args.positionals()[1], baseCatalog);
    if (args.has("--json"))
        out << comparisonToJson(a, b).dump(2) << '\n';
    else
        out << comparisonToText(a, b);
    return kSuccess;
}

} // namespace scalescope::cli

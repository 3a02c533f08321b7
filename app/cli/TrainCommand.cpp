#include "cli/TrainCommand.h"
#include "cli/Translate.h"

#include "cli/Arguments.h"
#include "cli/Cli.h"
#include "cli/ClusterArgs.h"
#include "cli/CommandDesign.h"
#include "cli/FailureOptions.h"
#include "cli/MemoryBudget.h"
#include "cli/ParallelOptions.h"
#include "cli/PlacementOptions.h"
#include "cli/TrainJobsCommand.h"
#include "cli/TrainReport.h"
#include "cli/TrainSearch.h"

#include "design/TrainingOnSurvivors.h"
#include "model/InputError.h"
#include "sim/RankLayout.h"
#include "train/TrainingCheck.h"
#include "train/TrainingIteration.h"

#include <algorithm>
#include <ostream>

namespace scalescope::cli {
namespace {

std::set<std::string> trainOptions()
{
    std::set<std::string> names = clusterOptionNames();
    names.insert({ "--model", "--gpus", "--fidelity", "--memory-budget", "--qps-per-connection", "--job", "--jobs" });
    names.insert(parallelOptionNames().begin(), parallelOptionNames().end());
    names.insert(searchValuedOptions().begin(), searchValuedOptions().end());
    names.insert(placementOptionNames().begin(), placementOptionNames().end());
    names.insert(kFailureValueOptions.begin(), kFailureValueOptions.end());
    return names;
}

// The job's GPUs in rank order as the scheduler places them (--placement, --seed, --exclude), its
// TP groups (and DP or EP groups where they fit) kept inside NVLink domains when packed.
std::vector<NodeId> placeTrainJob(
    const PlacementRequest& asked, const CommandDesign& design, long long gpus, const RankBlocks& blocks)
{
    PlacementRequest request = asked;
    request.gpus = static_cast<int>(std::min<long long>(gpus, 1 << 30));
    request.blocks = blocks;
    return placeOrThrow(design.topology, request, design.label).gpus;
}

// How many of `gpus` are not in `taken`.
std::size_t outsideOf(const std::vector<NodeId>& gpus, const std::vector<NodeId>& taken)
{
    return static_cast<std::size_t>(std::count_if(
        gpus.begin(), gpus.end(), [&](NodeId g) { return std::find(taken.begin(), taken.end(), g) == taken.end(); }));
}

// The search places each configuration packed and, when --placement asks for another, that way too,
// on the GPUs `asked` leaves (--exclude, the failed ones); with failures it times them on what survives.
int searchTrain(const Arguments& args, const CommandDesign& design, const ModelSpec& model, const ParallelConfig& base,
    long long gpus, const PlacementRequest& asked, const IterationOptions& options, const CommandFailures& failures,
    std::ostream& out, std::ostream& err)
{
    SearchRequest request;
    request.gpus = gpus;
    request.base = base;
    request.iteration = options;
    std::vector<PlacementRequest> policies { asked };
    policies.front().policy = PlacementPolicy::Packed;
    if (asked.policy != PlacementPolicy::Packed)
        policies.push_back(asked);
    for (const PlacementRequest& policy : policies) {
        const std::string name = policy.policy == PlacementPolicy::List ? "list" : std::string(toString(policy.policy));
        request.placements.push_back({ name, [&design, policy, gpus](const RankBlocks& blocks) {
                                          return PlacedGpus { placeTrainJob(policy, design, gpus, blocks), {} };
                                      } });
    }
    try {
        return runTrainSearch(args, design, model, std::move(request), failures, out, err);
    } catch (const std::invalid_argument& error) {
        throw InputError(design.label, error.what());
    }
}

// A job asking for more GPUs than the failures and --exclude leave cannot run: say how many failed.
[[noreturn]] void refuseTooFew(
    const CommandDesign& design, long long gpus, long long free, std::size_t failed, std::size_t taken)
{
    const std::string failedText = failed == 1
        ? localized(QT_TRANSLATE_NOOP("scalescope-cli", "1 is marked failed"))
        : localized(QT_TRANSLATE_NOOP("scalescope-cli", "%1 are marked failed"), { std::to_string(failed) });
    const std::string takenText = taken > 0
        ? localized(QT_TRANSLATE_NOOP("scalescope-cli", ", %1 taken (--exclude)"), { std::to_string(taken) })
        : "";
    throw InputError(design.label,
        localized(QT_TRANSLATE_NOOP("scalescope-cli",
                      "the job cannot run: it needs %1 GPUs but only %2 are free: %3%4 (--survivors runs it on the "
                      "GPUs left)"),
            { std::to_string(gpus), std::to_string(free), failedText, takenText }));
}

void reportIteration(const Arguments& args, const IterationResult& result, const ModelSpec& model,
    const CommandDesign& design, const CommandFailures& failures, std::ostream& out)
{
    const Topology& ranOn = failures.survivors ? failures.survivors->topology : design.topology;
    if (args.has("--json")) {
        nlohmann::ordered_json json = iterationJson(result, model, ranOn, design.label);
        if (failures.survivors)
            json["failures"] = failuresJson(design.topology, *failures.survivors, failures);
        out << json.dump(2) << '\n';
        return;
    }
    printIteration(result, model, ranOn, design.label, out);
    if (failures.survivors)
        printFailures(*failures.survivors, failures, out);
}

} // namespace

int trainCommand(
    const std::vector<std::string>& rest, const SharedCatalog& baseCatalog, std::ostream& out, std::ostream& err)
{
    std::set<std::string> flags = parallelFlagNames();
    flags.insert("--json");
    flags.insert(searchFlags().begin(), searchFlags().end());
    flags.insert(kFailureFlags.begin(), kFailureFlags.end());
    const Arguments args(rest, trainOptions(), flags);
    if (asksForSavedJobs(args)) {
        const CommandDesign design = loadCommandDesign(args, baseCatalog);
        return savedJobsCommand(args, design, commandFailures(args, design.topology, design.failures), out, err);
    }
    const auto modelName = args.value("--model");
    if (!modelName)
        throw UsageError(
            localized(QT_TRANSLATE_NOOP("scalescope-cli", "--model NAME is required (scalescope models lists them)")));
    const CommandDesign design = loadCommandDesign(args, baseCatalog);
    const CommandFailures failures = commandFailures(args, design.topology, design.failures);
    const ModelSpec* model = design.catalog->model(*modelName);
    if (!model)
        throw UsageError(localized(
            QT_TRANSLATE_NOOP("scalescope-cli", "%1: no model is named \"%2\" (scalescope models lists them)"),
            { "--model", *modelName }));

    PlacementRequest placement = parsePlacementOptions(args, design.topology);
    if (failures.survivors)
        placement.unavailable = failedGpus(design.topology, *failures.survivors);
    // By default the job takes every GPU the other jobs (--exclude) and the failures leave.
    const long long freeGpus = static_cast<long long>(allGpus(design.topology).size())
        - static_cast<long long>(placement.taken.size() + outsideOf(placement.unavailable, placement.taken));
    long long askedGpus = args.has("--gpus") ? args.intValue("--gpus", 1, 1 << 30) : 0;
    const bool failedGpusCount = !placement.unavailable.empty() && placement.policy != PlacementPolicy::List;
    if (failedGpusCount && askedGpus > freeGpus && args.has("--survivors"))
        askedGpus = freeGpus; // the job runs on what is left, its data-parallel degree with it
    const ParallelConfig config = parseParallelConfig(args, askedGpus > 0 ? askedGpus : freeGpus);
    const long long gpus = askedGpus > 0 ? askedGpus : args.has("--dp") ? config.gpus() : freeGpus;
    if (failedGpusCount && gpus > freeGpus)
        refuseTooFew(design, gpus, freeGpus, outsideOf(placement.unavailable, placement.taken), placement.taken.size());

    IterationOptions options;
    parseOverlapOptions(args, options);
    options.sim.fidelity = choiceOption(
        args, "--fidelity", Fidelity::Analytic, parseFidelity, QT_TRANSLATE_NOOP("scalescope-cli", "analytic or flow"));
    options.sim.memoryBudgetBytes = memoryBudget(args.value("--memory-budget"));
    options.sim.qpsPerConnection = parseQpsPerConnectionOption(args);
    if (args.has("--search"))
        return searchTrain(
            args, design, *model, config, askedGpus > 0 ? askedGpus : freeGpus, placement, options, failures, out, err);
    if (const auto order = parseRankOrderOption(args, config))
        options.order = *order;

    IterationResult result;
    try {
        // The shape before the placement, which needs whole TP blocks.
        if (auto problems = checkParallelConfig(*model, config, gpus); !problems.empty())
            throw TrainingConfigError(std::move(problems));
        const std::vector<NodeId> placed = placeTrainJob(placement, design, gpus, rankBlocksOf(config, options.order));
        result = simulateIterationOn(
            design.topology, failures.survivors.get(), *design.catalog, *model, config, placed, options);
    } catch (const TrainingConfigError& error) {
        for (const std::string& problem : error.problems())
            err << design.label << ": " << problem << '\n';
        return kInvalidInput;
    } catch (const std::invalid_argument& error) {
        throw InputError(design.label, error.what());
    }
    reportIteration(args, result, *model, design, failures, out);
    return kSuccess;
}

} // namespace scalescope::cli

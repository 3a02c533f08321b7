#include "cli/TrainCommand.h"

#include "cli/Arguments.h"
#include "cli/Cli.h"
#include "cli/ClusterArgs.h"
#include "cli/CommandDesign.h"
#include "cli/MemoryBudget.h"
#include "cli/TrainJobsCommand.h"
#include "cli/TrainReport.h"

#include "model/InputError.h"
#include "sim/RankLayout.h"
#include "train/TrainingIteration.h"

#include <ostream>

namespace scalescope::cli {
namespace {

constexpr int kMostDegree = 1 << 20;

std::set<std::string> trainOptions()
{
    std::set<std::string> names = clusterOptionNames();
    names.insert({ "--model", "--tp", "--pp", "--dp", "--cp", "--ep", "--vpp", "--micro-batch", "--global-batch",
        "--seq", "--precision", "--gpus", "--order", "--recompute", "--dp-mode", "--fidelity", "--memory-budget",
        "--job", "--jobs" });
    return names;
}

// The job's GPUs in rank order: the design's first `count` GPUs in topology order.
// (To be replaced by the scheduler's placement.)
std::vector<NodeId> firstGpusInTopologyOrder(const Topology& topology, long long count, const std::string& label)
{
    std::vector<NodeId> gpus = allGpus(topology);
    if (count > static_cast<long long>(gpus.size()))
        throw InputError(label,
            "the job needs " + std::to_string(count) + " GPUs but the design has " + std::to_string(gpus.size()));
    gpus.resize(static_cast<std::size_t>(count));
    return gpus;
}

int degreeOption(const Arguments& args, const char* name, int fallback)
{
    return args.has(name) ? args.intValue(name, 1, kMostDegree) : fallback;
}

template <typename T, typename Parse>
T choiceOption(const Arguments& args, const char* name, T fallback, Parse parse, const char* choices)
{
    const auto text = args.value(name);
    if (!text)
        return fallback;
    const auto parsed = parse(*text);
    if (!parsed)
        throw UsageError(std::string(name) + " takes " + choices + ", not \"" + *text + "\"");
    return *parsed;
}

// The configuration the options state; DP, when not given, is what the GPUs leave.
ParallelConfig parseConfig(const Arguments& args, long long gpus)
{
    ParallelConfig c;
    c.tp = degreeOption(args, "--tp", 1);
    c.pp = degreeOption(args, "--pp", 1);
    c.cp = degreeOption(args, "--cp", 1);
    c.ep = degreeOption(args, "--ep", 1);
    c.vpp = degreeOption(args, "--vpp", 1);
    const long long perReplica = 1LL * c.tp * c.pp * c.cp;
    c.dp = degreeOption(
        args, "--dp", static_cast<int>(std::max(1LL, std::min<long long>(kMostDegree, gpus / perReplica))));
    c.microBatch = degreeOption(args, "--micro-batch", 1);
    c.globalBatch = args.has("--global-batch") ? args.intValue("--global-batch", 1, 1 << 30) : 0;
    c.seqLength = args.has("--seq") ? args.intValue("--seq", 1, 1 << 24) : 0;
    c.precision = choiceOption(args, "--precision", Precision::Bf16, parsePrecision, "bf16 or fp8");
    c.recompute = choiceOption(args, "--recompute", Recompute::Selective, parseRecompute, "none, selective or full");
    c.dpMode = choiceOption(args, "--dp-mode", DataParallelMode::DistributedOptimizer, parseDataParallelMode,
        "plain, distributed-optimizer or fsdp");
    c.sequenceParallel = !args.has("--no-sequence-parallel");
    return c;
}

} // namespace

int trainCommand(
    const std::vector<std::string>& rest, const SharedCatalog& baseCatalog, std::ostream& out, std::ostream& err)
{
    const Arguments args(rest, trainOptions(), { "--json", "--no-overlap", "--tp-overlap", "--no-sequence-parallel" });
    if (asksForSavedJobs(args))
        return savedJobsCommand(args, loadCommandDesign(args, baseCatalog), out, err);
    const auto modelName = args.value("--model");
    if (!modelName)
        throw UsageError("--model NAME is required (scalescope models lists them)");
    const CommandDesign design = loadCommandDesign(args, baseCatalog);
    const ModelSpec* model = design.catalog->model(*modelName);
    if (!model)
        throw UsageError("--model: no model is named \"" + *modelName + "\" (scalescope models lists them)");

    const long long designGpus = static_cast<long long>(allGpus(design.topology).size());
    const long long askedGpus = args.has("--gpus") ? args.intValue("--gpus", 1, 1 << 30) : 0;
    const ParallelConfig config = parseConfig(args, askedGpus > 0 ? askedGpus : designGpus);
    const long long gpus = askedGpus > 0 ? askedGpus : args.has("--dp") ? config.gpus() : designGpus;

    IterationOptions options;
    options.overlapDataParallel = !args.has("--no-overlap");
    options.overlapTensorParallel = args.has("--tp-overlap");
    options.sim.fidelity = choiceOption(args, "--fidelity", Fidelity::Analytic, parseFidelity, "analytic or flow");
    options.sim.memoryBudgetBytes = memoryBudget(args.value("--memory-budget"));
    try {
        if (const auto order = args.value("--order"))
            options.order = parseRankOrder(*order, config);
    } catch (const std::invalid_argument& error) {
        throw UsageError(std::string("--order: ") + error.what());
    }

    IterationResult result;
    try {
        const std::vector<NodeId> placement = firstGpusInTopologyOrder(design.topology, gpus, design.label);
        result = simulateIteration(design.topology, *design.catalog, *model, config, placement, options);
    } catch (const TrainingConfigError& error) {
        for (const std::string& problem : error.problems())
            err << design.label << ": " << problem << '\n';
        return kInvalidInput;
    } catch (const std::invalid_argument& error) {
        throw InputError(design.label, error.what());
    }
    if (args.has("--json"))
        out << iterationJson(result, *model, design.topology, design.label).dump(2) << '\n';
    else
        printIteration(result, *model, design.topology, design.label, out);
    return kSuccess;
}

} // namespace scalescope::cli

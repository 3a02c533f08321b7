#include "cli/TrainJobsCommand.h"
#include "cli/Translate.h"

#include "cli/Cli.h"
#include "cli/ClusterArgs.h"
#include "cli/MemoryBudget.h"
#include "cli/TrainReport.h"

#include "design/SavedTrainingJob.h"
#include "design/TrainingJobPlacement.h"
#include "design/TrainingOnSurvivors.h"
#include "model/DisplayWidth.h"
#include "model/InputError.h"
#include "model/Names.h"
#include "train/TrainingTenants.h"

#include <ostream>

namespace scalescope::cli {
namespace {

std::string pointerOf(std::size_t index)
{
    return "/training_jobs/" + std::to_string(index);
}

// The job as simulateIteration and simulateTenants take it, on the GPUs it was placed on (ids of
// ranOn()); with failures, on each GPU's NIC as they left it, and refused when the fabric left no
// longer joins its GPUs.
TenantJob tenantOf(const CommandDesign& design, const CommandFailures& failures, const TrainingJobSpec& spec,
    std::size_t index, std::vector<NodeId> gpus, const Arguments& args)
{
    TenantJob job;
    job.name = spec.name;
    job.model = design.catalog->model(spec.model);
    if (!job.model)
        throw InputError(design.label,
            { Problem { pointerOf(index) + "/model", 0, 0,
                localized(QT_TRANSLATE_NOOP("scalescope-cli", "no model is named \"%1\""), { spec.model }) } });
    job.config = spec.parallel;
    job.gpus = std::move(gpus);
    try {
        job.options = iterationOptionsOf(spec); // what the job saves: order, overlaps, fidelity, queue pairs
    } catch (const std::invalid_argument& error) {
        throw InputError(design.label, { Problem { pointerOf(index) + "/order", 0, 0, error.what() } });
    }
    job.options.sim.memoryBudgetBytes = memoryBudget(args.value("--memory-budget"));
    if (args.has("--qps-per-connection"))
        job.options.sim.qpsPerConnection = parseQpsPerConnectionOption(args);
    if (const auto fidelity = args.value("--fidelity")) {
        const auto parsed = parseFidelity(*fidelity);
        if (!parsed)
            throw UsageError(localized(QT_TRANSLATE_NOOP("scalescope-cli", "%1 takes %2, not \"%3\""),
                { "--fidelity", localized(QT_TRANSLATE_NOOP("scalescope-cli", "analytic or flow")), *fidelity }));
        job.options.sim.fidelity = *parsed;
    }
    if (failures.survivors) {
        if (const auto missing = unreachableOnSurvivors(*failures.survivors, *design.catalog, job.gpus))
            throw InputError(design.label,
                { Problem { pointerOf(index), 0, 0,
                    localized(
                        QT_TRANSLATE_NOOP("scalescope-cli", "job \"%1\" cannot run: %2"), { spec.name, *missing }) } });
        job.options = optionsOnSurvivors(std::move(job.options), *failures.survivors);
    }
    return job;
}

// The topology the jobs run on: the survivors' when failures apply.
const Topology& ranOn(const CommandDesign& design, const CommandFailures& failures)
{
    return failures.survivors ? failures.survivors->topology : design.topology;
}

// Every job up to `last` placed in order, failed GPUs left out; the last one must have been placed.
// The GPUs are the ids of ranOn().
std::vector<PlacedTrainingJob> placeUpTo(const CommandDesign& design, const CommandFailures& failures, std::size_t last)
{
    const std::vector<TrainingJobSpec> jobs(design.trainingJobs.begin(), design.trainingJobs.begin() + last + 1);
    std::vector<PlacedTrainingJob> placed = placeTrainingJobs(jobs, design.topology,
        failures.survivors ? failedGpus(design.topology, *failures.survivors) : std::vector<NodeId> {});
    for (std::size_t i = 0; i < placed.size(); ++i)
        if (!placed[i].ok())
            throw InputError(design.label,
                { Problem { pointerOf(i) + "/placement", 0, 0,
                    localized(QT_TRANSLATE_NOOP("scalescope-cli", "job \"%1\" cannot be placed: %2"),
                        { jobs[i].name, placed[i].problem }) } });
    if (failures.survivors)
        for (PlacedTrainingJob& job : placed)
            job.gpus = survivingIds(*failures.survivors, job.gpus);
    return placed;
}

int reportConfigError(const CommandDesign& design, const TrainingConfigError& error, std::ostream& err)
{
    for (const std::string& problem : error.problems())
        err << design.label << ": " << problem << '\n';
    return kInvalidInput;
}

int runOneJob(const Arguments& args, const CommandDesign& design, const CommandFailures& failures,
    const std::string& name, std::ostream& out)
{
    std::size_t index = 0;
    while (index < design.trainingJobs.size() && design.trainingJobs[index].name != name)
        ++index;
    if (index == design.trainingJobs.size())
        throw UsageError(localized(QT_TRANSLATE_NOOP("scalescope-cli", "--job: %1 saves no training job named \"%2\""),
            { design.label, name }));
    std::vector<PlacedTrainingJob> placed = placeUpTo(design, failures, index);
    const TenantJob job = tenantOf(design, failures, design.trainingJobs[index], index, placed.back().gpus, args);
    const Topology& topology = ranOn(design, failures);
    const IterationResult result
        = simulateIteration(topology, *design.catalog, *job.model, job.config, job.gpus, job.options);
    if (args.has("--json")) {
        nlohmann::ordered_json json = iterationJson(result, *job.model, topology, design.label);
        if (failures.survivors)
            json["failures"] = failuresJson(design.topology, *failures.survivors, failures);
        out << json.dump(2) << '\n';
        return kSuccess;
    }
    printIteration(result, *job.model, topology, design.label, out);
    if (failures.survivors)
        printFailures(*failures.survivors, failures, out);
    return kSuccess;
}

void printTogether(const CommandDesign& design, const Topology& topology, const std::vector<TenantJob>& jobs,
    const std::vector<TenantResult>& results, std::ostream& out)
{
    out << localized(QT_TRANSLATE_NOOP("scalescope-cli", "%1 training jobs on %2, together at flow fidelity:"),
        { std::to_string(jobs.size()), design.label })
        << '\n';
    const std::string line = translated(
        kMessageContext, QT_TRANSLATE_NOOP("scalescope-cli", "%1 GPUs  alone %2 ms  together %3 ms  slowdown %4x"));
    for (std::size_t i = 0; i < jobs.size(); ++i) {
        const TenantResult& r = results[i];
        const std::size_t columns = displayWidth(jobs[i].name);
        out << "  " << jobs[i].name << std::string(columns < 20 ? 20 - columns : 0, ' ') << ' '
            << substitute(line,
                   { formatNumber("%5.0f", static_cast<double>(jobs[i].gpus.size())),
                       formatNumber("%9.1f", r.alone.iterationUs / 1e3),
                       formatNumber("%9.1f", r.together.iterationUs / 1e3), formatNumber("%.3f", r.slowdown()) })
            << '\n';
    }
    for (std::size_t i = 0; i < jobs.size(); ++i) {
        out << '\n' << localized(QT_TRANSLATE_NOOP("scalescope-cli", "%1 (together):"), { jobs[i].name }) << '\n';
        printIteration(results[i].together, *jobs[i].model, topology, design.label, out);
    }
}

int runAllJobs(const Arguments& args, const CommandDesign& design, const CommandFailures& failures, std::ostream& out)
{
    if (design.trainingJobs.empty())
        throw UsageError(
            localized(QT_TRANSLATE_NOOP("scalescope-cli", "--jobs all: %1 saves no training jobs"), { design.label }));
    const std::vector<PlacedTrainingJob> placed = placeUpTo(design, failures, design.trainingJobs.size() - 1);
    const Topology& topology = ranOn(design, failures);
    std::vector<TenantJob> jobs;
    for (std::size_t i = 0; i < placed.size(); ++i)
        jobs.push_back(tenantOf(design, failures, design.trainingJobs[i], i, placed[i].gpus, args));
    const std::vector<TenantResult> results = simulateTenants(topology, *design.catalog, jobs);
    if (!args.has("--json")) {
        printTogether(design, topology, jobs, results, out);
        if (failures.survivors)
            printFailures(*failures.survivors, failures, out);
        return kSuccess;
    }
    nlohmann::ordered_json json;
    json["design"] = design.label;
    json["fidelity"] = "flow";
    nlohmann::ordered_json list = nlohmann::ordered_json::array();
    for (std::size_t i = 0; i < jobs.size(); ++i) {
        nlohmann::ordered_json entry;
        entry["name"] = jobs[i].name;
        entry["iteration_ms_alone"] = results[i].alone.iterationUs / 1e3;
        entry["iteration_ms_together"] = results[i].together.iterationUs / 1e3;
        entry["slowdown"] = results[i].slowdown();
        entry["together"] = iterationJson(results[i].together, *jobs[i].model, topology, design.label);
        list.push_back(std::move(entry));
    }
    json["jobs"] = std::move(list);
    if (failures.survivors)
        json["failures"] = failuresJson(design.topology, *failures.survivors, failures);
    out << json.dump(2) << '\n';
    return kSuccess;
}

} // namespace

bool asksForSavedJobs(const Arguments& args)
{
    return args.has("--job") || args.has("--jobs");
}

int savedJobsCommand(const Arguments& args, const CommandDesign& design, const CommandFailures& failures,
    std::ostream& out, std::ostream& err)
{
    if (args.has("--job") && args.has("--jobs"))
        throw UsageError(localized(QT_TRANSLATE_NOOP("scalescope-cli", "give --job NAME or --jobs all, not both")));
    if (args.has("--model") || args.has("--preset"))
        throw UsageError(localized(QT_TRANSLATE_NOOP("scalescope-cli",
            "--job and --jobs run the training jobs a design FILE saves; --model "
            "and --preset do not go with them")));
    try {
        if (const auto name = args.value("--job"))
            return runOneJob(args, design, failures, *name, out);
        const std::string which = args.value("--jobs").value_or("");
        if (which != "all")
            throw UsageError(
                localized(QT_TRANSLATE_NOOP("scalescope-cli", "%1 takes %2, not \"%3\""), { "--jobs", "all", which }));
        return runAllJobs(args, design, failures, out);
    } catch (const TrainingConfigError& error) {
        return reportConfigError(design, error, err);
    } catch (const std::invalid_argument& error) {
        throw InputError(design.label, error.what());
    }
}

} // namespace scalescope::cli

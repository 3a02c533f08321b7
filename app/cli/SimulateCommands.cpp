#include "cli/SimulateCommands.h"
#include "cli/Translate.h"

#include "cli/Arguments.h"
#include "cli/Cli.h"
#include "cli/ClusterArgs.h"
#include "cli/CommandDesign.h"
#include "cli/FailureOptions.h"
#include "cli/MemoryBudget.h"
#include "cli/OutputFiles.h"
#include "cli/SimulateReport.h"

#include "io/TextFile.h"
#include "design/JobRunner.h"
#include "model/InputError.h"
#include "model/Names.h"

#include <cmath>
#include <cstdio>
#include <ostream>

namespace scalescope::cli {
namespace {

// The job the options state, on the design they name, with the catalog it is read with.
struct CommandJob {
    std::string label; // the file or the preset, for messages
    Topology topology;
    SharedCatalog catalog; // the design's (the base plus its own section), or the base for a preset
    JobSpec spec;
    JobRunOptions run;
    // The design's failure scenario and --fail/--degrade/--fail-random, and what survives them.
    CommandFailures failures;
    std::shared_ptr<const SurvivingTopology> survivors; // failures.survivors; null when none applies
};

std::set<std::string> jobOptions(std::set<std::string> names)
{
    names.insert(clusterOptionNames().begin(), clusterOptionNames().end());
    names.insert({ "--collective", "--algo", "--ranks", "--fidelity", "--memory-budget", "--qps-per-connection" });
    names.insert(kFailureValueOptions.begin(), kFailureValueOptions.end());
    return names;
}

std::set<std::string> jobFlags(std::set<std::string> names)
{
    names.insert({ "--ideal", "--no-gdr", "--no-nvls" });
    names.insert(kFailureFlags.begin(), kFailureFlags.end());
    return names;
}

void loadDesign(const Arguments& args, const SharedCatalog& baseCatalog, CommandJob& job)
{
    CommandDesign design = loadCommandDesign(args, baseCatalog);
    job.label = std::move(design.label);
    job.topology = std::move(design.topology);
    job.catalog = std::move(design.catalog);
    job.failures = commandFailures(args, job.topology, design.failures);
    job.survivors = job.failures.survivors;
    job.run.survivorsOnly = args.has("--survivors");
}

CommandJob prepareJob(const Arguments& args, const SharedCatalog& baseCatalog)
{
    CommandJob job;
    loadDesign(args, baseCatalog, job);
    const auto collective = args.value("--collective");
    if (!collective)
        throw UsageError(
            localized(QT_TRANSLATE_NOOP("scalescope-cli", "--collective %1 is required"), { allCollectiveNames() }));
    const auto parsed = parseCollective(*collective);
    if (!parsed)
        throw UsageError(localized(QT_TRANSLATE_NOOP("scalescope-cli", "%1 takes %2, not \"%3\""),
            { "--collective", allCollectiveNames(), *collective }));
    job.spec.collective = *parsed;
    if (const auto algo = args.value("--algo")) {
        const auto a = parseAlgorithm(*algo);
        if (!a)
            throw UsageError(localized(QT_TRANSLATE_NOOP("scalescope-cli", "%1 takes %2, not \"%3\""),
                { "--algo", allAlgorithmNames(), *algo }));
        job.spec.algorithm = *a;
    }
    job.spec.ranks = args.value("--ranks").value_or("all");
    // Without --ranks, sendrecv runs between the first two GPUs (with fewer, it says why).
    if (job.spec.collective == Collective::SendRecv && !args.has("--ranks") && allGpus(job.topology).size() >= 2)
        job.spec.ranks = "0-1";
    job.spec.fidelity = Fidelity::Analytic;
    if (const auto fidelity = args.value("--fidelity")) {
        const auto f = parseFidelity(*fidelity);
        if (!f)
            throw UsageError(localized(QT_TRANSLATE_NOOP("scalescope-cli", "%1 takes %2, not \"%3\""),
                { "--fidelity", localized(QT_TRANSLATE_NOOP("scalescope-cli", "analytic or flow")), *fidelity }));
        job.spec.fidelity = *f;
    }
    job.run.ideal = args.has("--ideal");
    job.run.memoryBudgetBytes = memoryBudget(args.value("--memory-budget"));
    job.spec.gpuDirect = !args.has("--no-gdr");
    job.spec.nvls = !args.has("--no-nvls");
    job.spec.routing = parseRoutingOption(args);
    job.spec.qpsPerConnection = parseQpsPerConnectionOption(args);
    return job;
}

// The runner's complaints as the command line words them: the GPUs are --ranks' fault (a usage
// error), the rest the design's (invalid input, naming it).
[[noreturn]] void rethrow(const CommandJob& job, const JobError& error)
{
    if (error.part() == JobError::Part::Ranks)
        throw UsageError(std::string("--ranks: ") + error.what());
    if (error.part() == JobError::Part::Memory)
        throw InputError(job.label,
            localized(QT_TRANSLATE_NOOP("scalescope-cli", "%1 (--fidelity analytic runs it; %2)"),
                { error.what(), memoryBudgetHint() }));
    const std::string message = error.what();
    if (job.survivors && message.find("marked failed") != std::string::npos)
        throw InputError(job.label, message + " (--survivors)");
    throw InputError(job.label, message);
}

JobPlan plan(const CommandJob& job)
{
    try {
        return planJob(job.topology, *job.catalog, job.spec, job.run, job.survivors);
    } catch (const JobError& error) {
        rethrow(job, error);
    }
}

ByteCount sizeValue(const Arguments& args, const std::string& name, const char* fallback)
{
    const std::string text = args.value(name).value_or(fallback);
    const auto size = parseSize(text);
    if (!size || *size == 0)
        throw UsageError(
            localized(QT_TRANSLATE_NOOP("scalescope-cli", "%1 takes a size such as 8, 32K, 512M or 8G, not \"%2\""),
                { name, text }));
    return *size;
}

std::string fixed(double value, int decimals)
{
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.*f", decimals, value);
    return buffer;
}

} // namespace

int simulateCommand(
    const std::vector<std::string>& rest, const SharedCatalog& baseCatalog, std::ostream& out, std::ostream&)
{
    const Arguments args(rest, jobOptions({ "--size", "--links" }), jobFlags({ "--explain", "--json" }));
    if (const auto links = args.value("--links")) {
        if (isStandardOutput(*links))
            throw UsageError(localized(QT_TRANSLATE_NOOP(
                "scalescope-cli", "--links takes a file: on standard output the timeline would mix with the report")));
        refuseOutputThatIsAnInput(*links, "--links", args.positionals());
    }
    CommandJob job = prepareJob(args, baseCatalog);
    if (!args.has("--size"))
        throw UsageError(localized(QT_TRANSLATE_NOOP("scalescope-cli", "--size is required (8, 32K, 512M, 8G)")));
    job.spec.bytes = sizeValue(args, "--size", "8");
    const JobPlan planned = plan(job);
    const SimResult result = [&] {
        try {
            return runJob(job.topology, planned).simulation;
        } catch (const JobError& error) {
            rethrow(job, error);
        }
    }();
    if (const auto links = args.value("--links")) {
        if (result.fidelity != Fidelity::Flow)
            throw UsageError(localized(QT_TRANSLATE_NOOP("scalescope-cli",
                "--links needs --fidelity flow (the per-link timeline comes from the flow simulation)")));
        writeFileAtomically(*links, timelineToJson(result, job.topology).dump() + "\n");
    }
    if (args.has("--json")) {
        nlohmann::ordered_json json = resultToJson(result);
        if (!args.has("--explain"))
            json.erase("candidates");
        if (job.survivors)
            json["failures"] = failuresJson(job.topology, *job.survivors, job.failures);
        out << json.dump(2) << '\n';
        return kSuccess;
    }
    printSimulationReport({ job.label, job.topology, job.spec, job.failures, job.survivors.get(), planned, result,
                              args.has("--explain") },
        out);
    return kSuccess;
}

int sweepCommand(
    const std::vector<std::string>& rest, const SharedCatalog& baseCatalog, std::ostream& out, std::ostream&)
{
    const Arguments args(rest, jobOptions({ "--min", "--max", "--factor" }), jobFlags({}));
    CommandJob job = prepareJob(args, baseCatalog);
    const ByteCount minBytes = sizeValue(args, "--min", "8");
    const ByteCount maxBytes = sizeValue(args, "--max", "8G");
    const int factor = args.has("--factor") ? args.intValue("--factor", 2, 1024) : 2;
    if (maxBytes < minBytes)
        throw UsageError(localized(QT_TRANSLATE_NOOP("scalescope-cli", "--max must not be below --min")));
    // The GPUs laid out once; each size a run of the same plan.
    JobPlan planned = plan(job);
    const RankLayout& layout = planned.layout;
    const Collective c = job.spec.collective;
    const bool reduces = c == Collective::AllReduce || c == Collective::ReduceScatter || c == Collective::Reduce;
    const bool rooted = c == Collective::Broadcast || c == Collective::Reduce;
    const bool perRankCount = c == Collective::AllGather || c == Collective::ReduceScatter || c == Collective::AllToAll;
    const int n = layout.ranksCount();
    // The lines before the table are the reader's; the table is nccl-tests' own, for its readers.
    out << "# "
        << localized(job.run.ideal
                   ? QT_TRANSLATE_NOOP("scalescope-cli",
                       "ScaleScope %1 on %2: %3 GPUs in %4 NVLink domain(s), %5, "
                       "line rates (--ideal)")
                   : QT_TRANSLATE_NOOP("scalescope-cli", "ScaleScope %1 on %2: %3 GPUs in %4 NVLink domain(s), %5"),
               { std::string(toString(c)), job.label, std::to_string(n), std::to_string(layout.domains),
                   std::string(toString(job.spec.fidelity)) })
        << "\n";
    if (job.survivors) {
        out << "# "
            << localized(
                   QT_TRANSLATE_NOOP("scalescope-cli", "failures: %1"), { describeFailures(job.survivors->tally) })
            << "\n";
        if (const auto& random = job.failures.random) {
            out << "# "
                << localized(QT_TRANSLATE_NOOP("scalescope-cli", "at random: %1 %2 of %3 (seed %4):"),
                       { std::to_string(random->marks.size()), std::string(toString(random->kind)),
                           std::to_string(random->population), std::to_string(job.failures.seed) });
            for (const FailureMark& mark : random->marks)
                out << " " << mark.target;
            out << "\n";
        }
    }
    out << "#\n";
    out << "#                                                              out-of-place                       in-place "
           "         \n";
    out << "#       size         count      type   redop    root     time   algbw   busbw #wrong     time   algbw   "
           "busbw #wrong\n";
    out << "#        (B)    (elements)                               (us)  (GB/s)  (GB/s)            (us)  (GB/s)  "
           "(GB/s)       \n";
    double busbwSum = 0;
    int rows = 0;
    for (ByteCount size = minBytes; size <= maxBytes; size *= static_cast<ByteCount>(factor)) {
        const ByteCount count = size / kTestElementBytes / (perRankCount ? static_cast<ByteCount>(n) : 1);
        if (count == 0) {
            if (size > maxBytes / static_cast<ByteCount>(factor))
                break;
            continue;
        }
        const ByteCount bytes = count * kTestElementBytes * (perRankCount ? static_cast<ByteCount>(n) : 1);
        planned.workload.bytes = bytes;
        SimResult r;
        try {
            r = runJob(job.topology, planned).simulation;
        } catch (const JobError& error) {
            rethrow(job, error);
        }
        char line[256];
        std::snprintf(line, sizeof line,
            "%12llu  %12llu  %8s  %6s  %6d  %7.2f  %6.2f  %6.2f  %5s  %7.2f  %6.2f  %6.2f  %5s\n",
            static_cast<unsigned long long>(bytes), static_cast<unsigned long long>(count), "float",
            reduces ? "sum" : "none", rooted ? 0 : -1, r.timeUs, r.algbwGBps, r.busbwGBps, "N/A", r.timeUs, r.algbwGBps,
            r.busbwGBps, "N/A");
        out << line;
        busbwSum += r.busbwGBps;
        ++rows;
        if (size > maxBytes / static_cast<ByteCount>(factor))
            break;
    }
    out << "# Out of bounds values : 0 OK\n";
    out << "# Avg bus bandwidth    : " << fixed(rows ? busbwSum / rows : 0, 4) << " \n";
    out << "#\n";
    return kSuccess;
}

} // namespace scalescope::cli

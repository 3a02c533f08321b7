#include "cli/ImpactCommand.h"
#include "cli/Translate.h"

#include "cli/Arguments.h"
#include "cli/Cli.h"
#include "cli/CommandDesign.h"
#include "cli/FailureOptions.h"
#include "cli/MemoryBudget.h"

#include "design/BlastRadius.h"

#include <nlohmann/json.hpp>

#include <cstdio>
#include <ostream>

namespace scalescope::cli {
namespace {

std::string outcomeText(const JobImpact& impact, const JobOutcome& outcome)
{
    if (!outcome.ran())
        return "cannot run: " + outcome.cannotRun;
    if (!impact.training)
        return formatNumber("%.2f us", outcome.timeUs) + ", busbw " + formatNumber("%.2f GB/s", outcome.busbwGBps)
            + " on " + std::to_string(outcome.gpus) + " GPUs";
    return "iteration " + formatNumber("%.1f ms", outcome.timeUs / 1e3) + ", "
        + formatNumber("%.0f tokens/s", outcome.tokensPerSec) + ", MFU " + formatNumber("%.1f%%", 100 * outcome.mfu)
        + " on " + std::to_string(outcome.gpus) + " GPUs";
}

std::string checkText(const TouchCheck& check)
{
    return check.touched ? "touched (" + check.why + ")"
                         : "unaffected (no mark on its GPUs, their NVLink domains or the fabric between them)";
}

void printImpact(const std::string& label, const SurvivingTopology& survivors, const CommandFailures& failures,
    const std::vector<JobImpact>& impacts, std::ostream& out)
{
    out << "Blast radius on " << label << '\n';
    printFailures(survivors, failures, out);
    for (const JobImpact& impact : impacts) {
        out << "  " << impact.name << " (" << impact.what << "): " << checkText(impact.check) << '\n';
        out << "      before  " << outcomeText(impact, impact.before) << '\n';
        out << "      after   " << outcomeText(impact, impact.after);
        if (impact.slowdown() > 0) {
            out << formatNumber("  (%.3fx the time", impact.slowdown());
            if (!impact.training && impact.before.busbwGBps > 0)
                out << formatNumber(", %.3fx the busbw", impact.after.busbwGBps / impact.before.busbwGBps);
            if (impact.training && impact.before.tokensPerSec > 0)
                out << formatNumber(", %.3fx the tokens/s", impact.after.tokensPerSec / impact.before.tokensPerSec);
            out << ')';
        }
        out << '\n';
    }
}

nlohmann::ordered_json outcomeJson(const JobImpact& impact, const JobOutcome& outcome)
{
    if (!outcome.ran())
        return { { "cannot_run", outcome.cannotRun } };
    if (!impact.training)
        return { { "gpus", outcome.gpus }, { "time_us", outcome.timeUs }, { "busbw_GBps", outcome.busbwGBps } };
    return { { "gpus", outcome.gpus }, { "iteration_ms", outcome.timeUs / 1e3 },
        { "tokens_per_sec", outcome.tokensPerSec }, { "mfu", outcome.mfu } };
}

nlohmann::ordered_json impactJson(const std::string& label, const Topology& full, const SurvivingTopology& survivors,
    const CommandFailures& failures, const std::vector<JobImpact>& impacts)
{
    nlohmann::ordered_json jobs = nlohmann::ordered_json::array();
    for (const JobImpact& impact : impacts)
        jobs.push_back({ { "name", impact.name }, { "kind", impact.training ? "training" : "collective" },
            { "what", impact.what }, { "touched", impact.check.touched }, { "why", impact.check.why },
            { "before", outcomeJson(impact, impact.before) }, { "after", outcomeJson(impact, impact.after) },
            { "slowdown",
                impact.slowdown() > 0 ? nlohmann::ordered_json(impact.slowdown()) : nlohmann::ordered_json() } });
    return { { "design", label }, { "failures", failuresJson(full, survivors, failures) }, { "jobs", jobs } };
}

} // namespace

int impactCommand(
    const std::vector<std::string>& rest, const SharedCatalog& baseCatalog, std::ostream& out, std::ostream&)
{
    std::set<std::string> valued(kFailureValueOptions);
    valued.insert("--memory-budget");
    std::set<std::string> flags(kFailureFlags);
    flags.insert("--json");
    const Arguments args(rest, valued, flags);
    if (args.positionals().size() != 1)
        throw UsageError(localized(
            QT_TRANSLATE_NOOP("scalescope-cli", "impact takes one design FILE (its saved jobs are what it weighs)")));
    const CommandDesign design = loadCommandDesign(args, baseCatalog);
    if (design.jobs.empty() && design.trainingJobs.empty())
        throw UsageError(localized(
            QT_TRANSLATE_NOOP("scalescope-cli", "%1 saves no jobs (\"jobs\" or \"training_jobs\"): nothing to weigh"),
            { design.label }));
    const CommandFailures failures = commandFailures(args, design.topology, design.failures);
    if (!failures.survivors)
        throw UsageError(localized(QT_TRANSLATE_NOOP("scalescope-cli",
            "no failure applies: give --fail, --degrade or --fail-random, or mark some in the design")));
    BlastRadiusOptions options;
    options.memoryBudgetBytes = memoryBudget(args.value("--memory-budget"));
    options.survivorsOnly = args.has("--survivors");
    const std::vector<JobImpact> impacts
        = blastRadius(design.topology, *design.catalog, design.jobs, design.trainingJobs, *failures.survivors, options);
    if (args.has("--json"))
        out << impactJson(design.label, design.topology, *failures.survivors, failures, impacts).dump(2) << '\n';
    else
        printImpact(design.label, *failures.survivors, failures, impacts, out);
    return kSuccess;
}

} // namespace scalescope::cli

#include "cli/ImpactCommand.h"
#include "cli/Translate.h"

#include "cli/Arguments.h"
#include "cli/Cli.h"
#include "cli/CommandDesign.h"
#include "cli/FailureOptions.h"
#include "cli/MemoryBudget.h"

#include "design/BlastRadius.h"
#include "model/DisplayWidth.h"

#include <nlohmann/json.hpp>

#include <ostream>

namespace scalescope::cli {
namespace {

std::string outcomeText(const JobImpact& impact, const JobOutcome& outcome)
{
    if (!outcome.ran())
        return localized(QT_TRANSLATE_NOOP("scalescope-cli", "cannot run: %1"), { outcome.cannotRun });
    if (!impact.training)
        return localized(QT_TRANSLATE_NOOP("scalescope-cli", "%1 us, busbw %2 GB/s on %3 GPUs"),
            { formatNumber("%.2f", outcome.timeUs), formatNumber("%.2f", outcome.busbwGBps),
                std::to_string(outcome.gpus) });
    return localized(QT_TRANSLATE_NOOP("scalescope-cli", "iteration %1 ms, %2 tokens/s, MFU %3% on %4 GPUs"),
        { formatNumber("%.1f", outcome.timeUs / 1e3), formatNumber("%.0f", outcome.tokensPerSec),
            formatNumber("%.1f", 100 * outcome.mfu), std::to_string(outcome.gpus) });
}

std::string checkText(const TouchCheck& check)
{
    return check.touched ? localized(QT_TRANSLATE_NOOP("scalescope-cli", "touched (%1)"), { check.why })
                         : localized(QT_TRANSLATE_NOOP("scalescope-cli",
                             "unaffected (no mark on its GPUs, their NVLink domains or the fabric between them)"));
}

// "      before  ": `label` indented under its job and padded to the value column by the columns it
// takes, at least one space.
std::string outcomeLabel(const char* source)
{
    constexpr std::size_t kValueColumn = 14; // six spaces and eight columns
    const std::string label = localized(source);
    const std::size_t columns = 6 + displayWidth(label);
    return "      " + label + std::string(columns < kValueColumn ? kValueColumn - columns : 1, ' ');
}

// "  (1.250x the time, 0.800x the busbw)" after the outcome on what survives, when the job slowed.
std::string slowdownText(const JobImpact& impact)
{
    const std::string time = formatNumber("%.3f", impact.slowdown());
    if (!impact.training && impact.before.busbwGBps > 0)
        return localized(QT_TRANSLATE_NOOP("scalescope-cli", "(%1x the time, %2x the busbw)"),
            { time, formatNumber("%.3f", impact.after.busbwGBps / impact.before.busbwGBps) });
    if (impact.training && impact.before.tokensPerSec > 0)
        return localized(QT_TRANSLATE_NOOP("scalescope-cli", "(%1x the time, %2x the tokens/s)"),
            { time, formatNumber("%.3f", impact.after.tokensPerSec / impact.before.tokensPerSec) });
    return localized(QT_TRANSLATE_NOOP("scalescope-cli", "(%1x the time)"), { time });
}

void printImpact(const std::string& label, const SurvivingTopology& survivors, const CommandFailures& failures,
    const std::vector<JobImpact>& impacts, std::ostream& out)
{
    out << localized(QT_TRANSLATE_NOOP("scalescope-cli", "Blast radius on %1"), { label }) << '\n';
    printFailures(survivors, failures, out);
    const std::string before = outcomeLabel(QT_TRANSLATE_NOOP("scalescope-cli", "before"));
    const std::string after = outcomeLabel(QT_TRANSLATE_NOOP("scalescope-cli", "after"));
    for (const JobImpact& impact : impacts) {
        out << "  " << impact.name << " (" << impact.what << "): " << checkText(impact.check) << '\n';
        out << before << outcomeText(impact, impact.before) << '\n';
        out << after << outcomeText(impact, impact.after);
        if (impact.slowdown() > 0)
            out << "  " << slowdownText(impact);
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

// The options that state a training job's parallel configuration and how its iteration is timed,
// for every command that runs one (train, compare): the option names, their reading and their help.
#pragma once

#include "cli/Arguments.h"
#include "cli/Translate.h"
#include "cli/CommandHelp.h"
#include "train/ParallelConfig.h"
#include "train/TrainingIteration.h"

#include <optional>
#include <set>
#include <string>
#include <vector>

namespace scalescope::cli {

// Options with a value: --tp, --pp, --dp, --cp, --ep, --vpp, --micro-batch, --global-batch, --seq,
// --precision, --recompute, --dp-mode, --order.
const std::set<std::string>& parallelOptionNames();
// Flags: --no-sequence-parallel, --unfused-attention, --no-overlap, --tp-overlap.
const std::set<std::string>& parallelFlagNames();
// Their help, in the order the commands list them.
const std::vector<OptionHelp>& parallelOptionHelp();

// The configuration the options state; DP, when not given, is what `gpus` leave after TP x PP x CP.
// Throws UsageError naming the option that is wrong.
ParallelConfig parseParallelConfig(const Arguments& args, long long gpus);
// --no-overlap and --tp-overlap into `options`.
void parseOverlapOptions(const Arguments& args, IterationOptions& options);
// --order read against `config`, when given (a usage error when it leaves out a degree above 1).
std::optional<RankOrder> parseRankOrderOption(const Arguments& args, const ParallelConfig& config);

// A choice among names, parsed by `parse`; a usage error listing `choices` for anything else.
template <typename T, typename Parse>
T choiceOption(const Arguments& args, const char* name, T fallback, Parse parse, const char* choices)
{
    const auto text = args.value(name);
    if (!text)
        return fallback;
    const auto parsed = parse(*text);
    if (!parsed)
        throw UsageError(localized(
            QT_TRANSLATE_NOOP("scalescope-cli", "%1 takes %2, not \"%3\""), { name, localized(choices), *text }));
    return *parsed;
}

} // namespace scalescope::cli

// What each command of `scalescope` is for and what it takes: the one source of `scalescope --help`,
// `scalescope COMMAND --help` (HelpText.h) and the manual page (ManPage.h).
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace scalescope::cli {

// One option (or option group) as the help lists it: "--size S", then what it does.
struct OptionHelp {
    std::string spec;
    std::string text; // its placeholders %1, %2, ... stand for textArguments
    std::vector<std::string> textArguments = {};
};

// An option's text with its arguments in place; `text` is the option's text or its translation.
std::string optionText(const OptionHelp& option, const std::string& text);
std::string optionText(const OptionHelp& option);

struct CommandHelp {
    std::string name; // the word after `scalescope`
    std::vector<std::string> synopses; // each a way to call it, after "scalescope NAME "
    std::string summary; // one line, for the list of commands
    std::string description; // paragraphs separated by a blank line
    std::vector<OptionHelp> options;
    bool takesFabricOptions = false; // the generator's options (fabricOptionHelp)
};

// --preset, --nodes, --racks: how every command that builds a preset names it.
std::vector<OptionHelp> presetOptionHelp();
// --json, as most commands take it.
const OptionHelp& jsonOptionHelp();
// scalescope train (TrainHelp.cpp).
CommandHelp trainHelp();

// --fail, --degrade, --fail-random, --kind, --seed, --survivors, --no-failures (FailureHelp.cpp).
std::vector<OptionHelp> failureOptionHelp();
// scalescope impact (FailureHelp.cpp).
CommandHelp impactHelp();

// Every command's help, in the order `scalescope --help` lists them.
const std::vector<CommandHelp>& commandHelps();
// The help of a command, or null when it has none.
const CommandHelp* findCommandHelp(std::string_view name);

// ProgramHelp.cpp: the desktop program, which `scalescope [FILE]` opens: its synopsis, description and options.
const CommandHelp& desktopHelp();
// The options of every command that builds a preset (new, simulate, sweep).
const std::vector<OptionHelp>& fabricOptionHelp();
// The options of every command that places a job (place, train): --gpus, --placement, --seed, --exclude.
const std::vector<OptionHelp>& placementOptionHelp();

// The notes that close the help: the vocabulary of the simulator, the environment, exit codes.
struct HelpNote {
    std::string title;
    std::string text;
};
const std::vector<HelpNote>& closingNotes();

} // namespace scalescope::cli

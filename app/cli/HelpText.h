// The help as the terminal shows it: `scalescope --help` (every command in a line or two) and
// `scalescope COMMAND --help` (its usage, description and options), from CommandHelp.h.
#pragma once

#include "cli/CommandHelp.h"

#include <string>
#include <string_view>
#include <vector>

namespace scalescope::cli {

// `text`'s words in lines of at most `width` columns (a longer word stands alone), each line
// after the first indented by `indent` spaces, the first starting at column `firstColumn` (what
// the caller has already written on it); blank lines between paragraphs are kept.
std::string wrapText(std::string_view text, std::size_t width, std::size_t indent = 0, std::size_t firstColumn = 0);

// A usage line's parts, where it may break: an option stays with its value ("-o FILE") and an
// optional group ("[--node NAME]") stays whole.
std::vector<std::string> usageParts(std::string_view line);

// "scalescope NAME SYNOPSIS" for each of the command's synopses.
std::vector<std::string> usageLines(const CommandHelp& help);

std::string overviewHelpText();
std::string commandHelpText(const CommandHelp& help);

} // namespace scalescope::cli

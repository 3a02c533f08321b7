// The command-line interface: every subcommand of `scalescope`, with no GUI types.
#pragma once

#include "catalog/Catalog.h"

#include <iosfwd>
#include <string>
#include <vector>

namespace scalescope::cli {

enum ExitCode { kSuccess = 0, kInvalidInput = 1, kUsageError = 2 };

// Whether these arguments (without the program name) ask for the command line rather than
// the desktop program: a subcommand, --help (-h) anywhere or --version.
bool wantsCommandLine(const std::vector<std::string>& args);

// Whether --help or -h is among the arguments: `scalescope COMMAND --help` prints the command's
// help (CommandHelp.h) and does nothing else.
bool asksForHelp(const std::vector<std::string>& args);

// Every subcommand `run` knows, each with its help.
std::vector<std::string> commandNames();

// Runs a subcommand on the base catalog (see BaseCatalog.h; a design's own section goes on top
// of it); returns the process exit code.
int run(const std::vector<std::string>& args, const SharedCatalog& baseCatalog, std::ostream& out, std::ostream& err);

} // namespace scalescope::cli

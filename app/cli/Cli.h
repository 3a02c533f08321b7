// The command-line interface: every subcommand of `scalescope`, with no GUI types.
#pragma once

#include "catalog/Catalog.h"

#include <iosfwd>
#include <string>
#include <vector>

namespace scalescope::cli {

enum ExitCode { kSuccess = 0, kInvalidInput = 1, kUsageError = 2 };

// Whether these arguments (without the program name) ask for the command line rather than
// the desktop program: a subcommand, --help or --version.
bool wantsCommandLine(const std::vector<std::string>& args);

// Runs a subcommand on the base catalog (see BaseCatalog.h; a design's own section goes on top
// of it); returns the process exit code.
int run(const std::vector<std::string>& args, const SharedCatalog& baseCatalog, std::ostream& out, std::ostream& err);

std::string usage();

} // namespace scalescope::cli

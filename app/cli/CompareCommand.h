// `scalescope compare A B`: two design files side by side, their figures (bandwidth per tier,
// bisection, cost, power; a collective's time and busbw, a training iteration) and B/A.
#pragma once

#include "catalog/Catalog.h"
#include "cli/CommandHelp.h"

#include <iosfwd>
#include <string>
#include <vector>

namespace scalescope::cli {

int compareCommand(
    const std::vector<std::string>& args, const SharedCatalog& baseCatalog, std::ostream& out, std::ostream& err);

// Its help (CompareHelp.cpp), one of commandHelps().
CommandHelp compareHelp();

} // namespace scalescope::cli

// `scalescope simulate` and `scalescope sweep`: collectives on a design file or a preset.
#pragma once

#include "catalog/Catalog.h"

#include <iosfwd>
#include <string>
#include <vector>

namespace scalescope::cli {

// A design file runs on its own catalog (the base plus its section); a preset on the base.
int simulateCommand(
    const std::vector<std::string>& args, const SharedCatalog& baseCatalog, std::ostream& out, std::ostream& err);
int sweepCommand(
    const std::vector<std::string>& args, const SharedCatalog& baseCatalog, std::ostream& out, std::ostream& err);

} // namespace scalescope::cli

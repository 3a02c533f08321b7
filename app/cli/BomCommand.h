// `scalescope bom`: the bill of materials of a design or a preset, with power and cost, as a
// table, JSON or CSV; --prices FILE merges a user's price list over the catalog first.
#pragma once

#include "catalog/Catalog.h"

#include <iosfwd>
#include <string>
#include <vector>

namespace scalescope::cli {

int bomCommand(
    const std::vector<std::string>& args, const SharedCatalog& baseCatalog, std::ostream& out, std::ostream& err);

} // namespace scalescope::cli

// `scalescope impact FILE`: the blast radius of failures (the design's own, --fail, --degrade,
// --fail-random) on the jobs the design saves: for each, whether the marks touch it and how it
// runs before (healthy) and after.
#pragma once

#include "catalog/Catalog.h"

#include <iosfwd>
#include <string>
#include <vector>

namespace scalescope::cli {

int impactCommand(
    const std::vector<std::string>& args, const SharedCatalog& baseCatalog, std::ostream& out, std::ostream& err);

} // namespace scalescope::cli

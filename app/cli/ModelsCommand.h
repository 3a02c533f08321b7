// `scalescope models`: the model catalog (the built-in one, SCALESCOPE_CATALOG's and a design's
// own), as a table or JSON.
#pragma once

#include "catalog/Catalog.h"

#include <iosfwd>
#include <string>
#include <vector>

namespace scalescope::cli {

int modelsCommand(
    const std::vector<std::string>& args, const SharedCatalog& baseCatalog, std::ostream& out, std::ostream& err);

} // namespace scalescope::cli

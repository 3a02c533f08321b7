// `scalescope place`: where a job's GPUs would go (train/Placement.h), in rank order, grouped by
// NVLink domain and node, as text or JSON.
#pragma once

#include "catalog/Catalog.h"

#include <iosfwd>
#include <string>
#include <vector>

namespace scalescope::cli {

int placeCommand(
    const std::vector<std::string>& args, const SharedCatalog& baseCatalog, std::ostream& out, std::ostream& err);

} // namespace scalescope::cli

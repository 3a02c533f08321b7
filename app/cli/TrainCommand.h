// `scalescope train`: one training iteration of a catalog model on a design's GPUs, analytic:
// time, throughput, MFU, the breakdown by kind, memory per GPU, the busiest collectives.
#pragma once

#include "catalog/Catalog.h"

#include <iosfwd>
#include <string>
#include <vector>

namespace scalescope::cli {

int trainCommand(
    const std::vector<std::string>& args, const SharedCatalog& baseCatalog, std::ostream& out, std::ostream& err);

} // namespace scalescope::cli

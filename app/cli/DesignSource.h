// The design a job command runs on: a design FILE, or a preset built from --preset and the fabric
// options (simulate, sweep, place).
#pragma once

#include "catalog/Catalog.h"
#include "cli/Arguments.h"
#include "model/Topology.h"

#include <string>

namespace scalescope::cli {

struct DesignSource {
    std::string label; // the file or the preset, for messages
    Topology topology;
    SharedCatalog catalog; // the design's (the base plus its own section), or the base for a preset
};

// Throws UsageError for both or more than one FILE, InputError for a design that cannot be read
// or a preset that cannot be built.
DesignSource loadDesignOrPreset(const Arguments& args, const SharedCatalog& baseCatalog);

} // namespace scalescope::cli

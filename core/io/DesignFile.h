// The .scalescope.json design file: versioned JSON ("format": "scalescope", "version": N),
// described by resources/schema/scalescope.schema.json.
#pragma once

#include "catalog/Catalog.h"
#include "design/Design.h"

#include <string>
#include <string_view>

namespace scalescope {

// Parses a design; throws InputError with FILE:LINE:COL for syntax errors and the JSON
// pointer for every value that is wrong. Nothing is returned unless all of it is right.
// The base catalog (with the design's own section on top) tells node-counted presets from
// rack-counted ones.
Design parseDesign(std::string_view text, const std::string& origin, const Catalog& baseCatalog);
Design readDesignFile(const std::string& path, const Catalog& baseCatalog);

// The file's text: stable key order, two-space indent, rates with their units.
std::string formatDesign(const Design& design, const Catalog& baseCatalog);
// The file's text once it is known to read back: parsed again by parseDesign, it must be the
// same design. Otherwise throws InputError naming `origin` (the file it was meant for):
// "would write a file that does not read back: ..." with what the reader said or what differs.
std::string formatDesignThatReadsBack(const Design& design, const Catalog& baseCatalog, const std::string& origin);
// formatDesignThatReadsBack, then written atomically; throws std::runtime_error when the file
// cannot be written. Every design file the programs write goes through here.
void writeDesignFile(const Design& design, const std::string& path, const Catalog& baseCatalog);

struct LoadedDesign {
    Design design;
    ExpandedDesign expanded; // with the catalog it was built with (expanded.catalog)
};
// Reads and expands; throws InputError for any problem, semantic ones included.
LoadedDesign loadDesignFile(const std::string& path, const SharedCatalog& baseCatalog);

} // namespace scalescope

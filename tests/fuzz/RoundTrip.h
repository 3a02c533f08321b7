// What every fuzz target requires of a design the program accepts: its topology keeps the
// invariants, the design-file writer's text is read back by the reader as the same design, that
// text is the writer's fixed point, and the design read back expands into the same topology.
// Anything else is a finding: named on stderr, then abort(), which libFuzzer and the replay
// report alike.
#pragma once

#include "catalog/Catalog.h"
#include "design/Design.h"
#include "model/Topology.h"

#include <string>

namespace scalescope::fuzz {

[[noreturn]] void finding(const char* what, const std::string& detail);

// The design's topology with its invariants checked; the design being refused is a finding.
Topology expandChecked(const Design& design, const SharedCatalog& catalog, const char* which);

// `design` written by formatDesign and read back by parseDesign must be `design` again, written
// again the same text, and expand into a topology equal to `topology` (every group, device with
// its addresses, and link).
void requireReadsBackEqual(const Design& design, const Topology& topology, const SharedCatalog& catalog);

} // namespace scalescope::fuzz

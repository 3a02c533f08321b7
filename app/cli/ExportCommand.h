// `scalescope export`: a design as a diagram (SVG, PDF, PNG, drawn by the desktop build) or as
// another tool's file (Graphviz DOT, draw.io, ASTRA-sim network and system, NCCL topology XML).
#pragma once

#include "catalog/Catalog.h"

#include <iosfwd>
#include <string>
#include <vector>

namespace scalescope::cli {

// The design is exported with its own catalog: the base plus its section.
int exportCommand(
    const std::vector<std::string>& args, const SharedCatalog& baseCatalog, std::ostream& out, std::ostream& err);

// Where `export --format astra-sim -o OUT` writes the system configuration: beside OUT, its
// ".yml"/".yaml" replaced by ".system.json" ("net.yml" -> "net.system.json").
std::string astraSimSystemPath(const std::string& networkPath);

} // namespace scalescope::cli

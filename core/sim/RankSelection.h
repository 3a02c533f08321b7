// Which GPUs take part in a job, as people write it: "all", or a comma list of parts, each a GPU
// index (in node order), a range of indices "A-B", a GPU's name, or the name of a rack, node or
// tray (its GPUs). Strict: an empty part, a sign, a space, a range that runs backwards, an index
// past the last GPU or a GPU given twice is refused, naming the part.
#pragma once

#include "model/Topology.h"

#include <string>
#include <vector>

namespace scalescope {

// The GPUs in rank order. Throws std::invalid_argument saying which part of `text` is wrong and
// why ("-3-2": ...).
std::vector<NodeId> selectRanks(const std::string& text, const Topology& topology);

} // namespace scalescope

// Which GPUs take part in a job, as people write it: "all", "A-B" (GPU indices in node
// order), a comma list of indices or GPU names, or the name of a rack, node or tray (its GPUs).
#pragma once

#include "model/Topology.h"

#include <string>
#include <vector>

namespace scalescope {

// The GPUs in rank order. Throws std::invalid_argument saying what is wrong with `text`.
std::vector<NodeId> selectRanks(const std::string& text, const Topology& topology);

} // namespace scalescope

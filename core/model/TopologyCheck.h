// The invariants every topology keeps, whoever built it: unique names, links between existing
// distinct nodes with positive bandwidth, ports inside each device's range and never shared.
#pragma once

#include "model/Topology.h"

#include <string>
#include <vector>

namespace scalescope {

// One message per violation, at most `limit`; empty when the topology is sound.
std::vector<std::string> checkTopology(const Topology& topology, std::size_t limit = 20);

} // namespace scalescope

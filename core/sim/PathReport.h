// The route data takes between two GPUs, hop by hop, as the simulator uses it: NVLink through
// the switch chips (several in parallel), or PXN onto the destination's rail, PCIe, the NIC and
// the fabric's ECMP choice. `scalescope info FILE --path A,B` prints it; the inspector shows it.
#pragma once

#include "catalog/Catalog.h"
#include "model/Topology.h"

#include <nlohmann/json.hpp>

#include <vector>

namespace scalescope {

// {"from", "to", "routes": [{"share", "hops": [{"from", "to", "tier", "layer", "bandwidth_per_direction",
//  "latency_ns"}]}], "bottleneck_per_direction", "scale_out" (when the route leaves the node: its end NICs,
//  their fabric addresses and how the one reaches the other)}; throws std::invalid_argument when either is
//  not a GPU, they are not joined, or a RoCE v1 route would leave its L2 subnet.
nlohmann::ordered_json describePath(const Topology& topology, const Catalog& catalog, NodeId from, NodeId to);
std::string pathReportToText(const nlohmann::ordered_json& report);
// The links of that route, hop by hop from `from`, each once (parallel NVLink routes one after
// the other), for drawing it; throws as describePath does.
std::vector<LinkId> routeLinks(const Topology& topology, const Catalog& catalog, NodeId from, NodeId to);

} // namespace scalescope

// Everything about one device: what it is, where it sits (and the host it belongs to: the node or
// compute tray running its own operating system), its addresses on each tier and its links port by
// port. `scalescope info FILE --device NAME` prints it; the inspector shows it.
#pragma once

#include "model/Topology.h"

#include <nlohmann/json.hpp>

namespace scalescope {

nlohmann::ordered_json describeDevice(const Topology& topology, NodeId node);
std::string deviceReportToText(const nlohmann::ordered_json& report);

} // namespace scalescope

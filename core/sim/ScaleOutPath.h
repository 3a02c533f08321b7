// What a route's hops are, layer by layer, and how its ends are addressed on the scale-out
// fabric: NVLink and PCIe inside a node, InfiniBand hops switched by LID, RoCE v2 hops routed
// at L3 (UDP/IP), RoCE v1 hops switched at L2 and never out of the sender's L2 subnet.
#pragma once

#include "model/Topology.h"

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace scalescope {

// "nvlink", "nvlink_c2c", "pcie", "infiniband" (LID-switched), "l3_routed" (RoCE v2),
// "l2_switched" (RoCE v1) or "ethernet" (storage and management).
std::string hopLayer(const Topology& topology, const Link& link);
// The same for people, after the hop's tier: "inside the node", "switched by LID", ...
std::string describeLayer(const std::string& layer);

// The first and last compute NIC a route crosses with their fabric addresses and how the one
// reaches the other, or null when the route stays inside the node or NVLink domain.
nlohmann::ordered_json scaleOutEnds(const Topology& topology, const std::vector<LinkId>& links, NodeId from);

// Throws std::invalid_argument, saying why, when a RoCE v1 route leaves its L2 subnet (the
// leaf its first NIC is cabled to): RoCE v1 frames carry no IP header and cannot be routed.
void requireRoutable(const Topology& topology, const std::vector<LinkId>& links, NodeId from, NodeId to);

// Throws std::invalid_argument, saying why, when a job's NICs of one rail (a NIC's index in its
// node) sit on more than one leaf of a RoCE v1 fabric: NCCL's traffic between nodes runs
// rail to rail, and RoCE v1 reaches no NIC outside the sender's L2 subnet.
void requireOneSubnetPerRail(const Topology& topology, const std::vector<NodeId>& nics);

} // namespace scalescope

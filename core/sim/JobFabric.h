// The InfiniBand fabric as one job meets it: the latency of the path between two of its NICs,
// and how much more its leaves can take in from the job's NICs than they can send up.
#pragma once

#include "catalog/Catalog.h"
#include "model/Topology.h"

#include <vector>

namespace scalescope {

// Shortest path latency in ns between two NICs over `networkLinks` (breadth first over hops):
// every link's latency and the latency of every switch entered. `switchOfModel` gives, per
// model index of the topology, its switch spec (null for models that are not switches).
// 0 when `to` cannot be reached.
double networkPathNs(const Topology& topology, const std::vector<const SwitchSpec*>& switchOfModel,
    const std::vector<LinkId>& networkLinks, NodeId from, NodeId to);

struct LeafOversubscription {
    double worst = 1; // the largest down:up capacity among the leaves the job's NICs use; 1 when none is oversubscribed
    bool crossesLeaves = false; // the job's NICs hang off more than one leaf
};

// Over the leaves that `jobNics` are cabled to (entries of RankLayout::kNoNic are none).
LeafOversubscription jobLeafOversubscription(
    const Topology& topology, const std::vector<LinkId>& networkLinks, const std::vector<NodeId>& jobNics);

} // namespace scalescope

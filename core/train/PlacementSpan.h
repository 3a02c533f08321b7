// What a placement spans: the NVLink domains and the nodes (or trays) its GPUs sit in, each with
// the job's ranks there, in the order of their first rank, and the scalable units; for reports.
#pragma once

#include "model/Topology.h"

#include <string>
#include <vector>

namespace scalescope {

struct PlacementSpan {
    struct Part {
        std::string name; // "rack1", "node3", "rack1/tray2"
        std::vector<int> ranks; // the job's ranks in it, rising
        int gpus = 0; // GPUs it has
        int excluded = 0; // of those, taken by other jobs or unavailable
        int domain = 0; // a node's domain (an index into PlacementSpan::domains); a domain's own index
    };
    std::vector<Part> domains;
    std::vector<Part> nodes;
    int units = 0; // scalable units (domains under the same leaf switches, GpuDomains.h) the ranks are in
};

// `excluded`: the GPUs the placement could not use (taken or unavailable); the ranks are `gpus`.
PlacementSpan describePlacement(
    const Topology& topology, const std::vector<NodeId>& gpus, const std::vector<NodeId>& excluded);

// Ranks as ranges: "0-7", "0,16,32,48", "0-3,8-11".
std::string rankRanges(const std::vector<int>& ranks);

} // namespace scalescope

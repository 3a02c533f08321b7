// NVLink domains: the devices NVLink joins, directly or through NVSwitch chips (a DGX node, or a
// whole NVL72 rack). NCCL's "nodes"; a scheduler's blocks of GPUs that talk at NVLink speed.
#pragma once

#include "model/Topology.h"
#include "util/DisjointSets.h"

#include <vector>

namespace scalescope {

class NvlinkDomains {
public:
    explicit NvlinkDomains(const Topology& topology);

    // The domain of a device, numbered in the order devices are first asked about: a domain no
    // device reached before gets the next number.
    int numberOf(NodeId device);
    // Does the device share a domain with one of the devices numbered so far.
    bool holdsNumbered(NodeId device);
    // Domains numbered so far.
    int count() const { return m_count; }

private:
    DisjointSets m_sets;
    std::vector<int> m_numberOfRoot;
    int m_count = 0;
};

} // namespace scalescope

// The rail-matched compute NIC of a GPU: the compute NIC of the GPU's node or tray whose index
// matches the GPU's (GPU i of 8 with 8 NICs takes NIC i; with fewer NICs, GPUs share them in order).
#pragma once

#include "model/Topology.h"

#include <vector>

namespace scalescope {

class RailNics {
public:
    static constexpr NodeId kNoNic = ~0u;

    explicit RailNics(const Topology& topology);

    struct Choice {
        NodeId nic = kNoNic;
        double gpusPerNic = 1; // NICs shared by several GPUs share their bandwidth
    };
    Choice of(const Node& gpu, NodeId id) const;

private:
    // Per group + 1, so that devices in no group have a slot too.
    std::vector<std::vector<NodeId>> m_nicsOfGroup, m_gpusOfGroup;
};

} // namespace scalescope

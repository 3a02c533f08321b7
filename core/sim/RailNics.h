// The rail-matched compute NIC of a GPU: the compute NIC of the GPU's node or tray whose index
// matches the GPU's (GPU i of 8 with 8 NICs takes NIC i; with fewer NICs, GPUs share them in order).
// A caller that knows better (what survives a failure: a GPU whose own NIC failed goes through a
// neighbour's, core/design/Survivors.h) states each GPU's NIC instead.
#pragma once

#include "model/Topology.h"

#include <vector>

namespace scalescope {

class RailNics {
public:
    static constexpr NodeId kNoNic = ~0u;

    explicit RailNics(const Topology& topology);
    // Each GPU's NIC as stated, by NodeId (kNoNic: none); GPUs stating the same NIC share it.
    RailNics(const Topology& topology, const std::vector<NodeId>& nicOfGpu);

    struct Choice {
        NodeId nic = kNoNic;
        double gpusPerNic = 1; // NICs shared by several GPUs share their bandwidth
    };
    Choice of(const Node& gpu, NodeId id) const;

private:
    // Per group + 1, so that devices in no group have a slot too.
    std::vector<std::vector<NodeId>> m_nicsOfGroup, m_gpusOfGroup;
    std::vector<NodeId> m_stated; // by GPU, when stated
    std::vector<int> m_gpusOnStated; // by NIC: GPUs stating it
};

} // namespace scalescope

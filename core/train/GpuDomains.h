// The GPUs of a design as a cluster scheduler sees them: each GPU's NVLink domain (a DGX node, a
// whole NVL72 rack; sim's NvlinkDomains), its node or tray, and the scalable unit its domain
// belongs to: domains whose compute NICs share a leaf switch, joined (a rail-optimized unit of 32
// DGX nodes on its 8 rail leaves, the racks under one pair of leaves), so that a job inside one
// unit crosses no spine; and the pod of each unit: the units whose leaves share spine switches
// (in a three-tier fabric a job inside one pod crosses no core switch). Slurm's topology/block and
// topology/tree, Kubernetes' compute domains.
#pragma once

#include "model/Topology.h"

#include <string>
#include <vector>

namespace scalescope {

struct GpuDomains {
    std::vector<NodeId> gpus; // every GPU of the design, in node order
    std::vector<int> domainOf; // per entry of `gpus`: its NVLink domain, numbered in node order
    std::vector<GroupId> nodeOf; // per entry of `gpus`: its node or tray (kNoGroup when in none)
    std::vector<std::vector<int>> gpusOfDomain; // per domain: entries of `gpus`, in node order
    std::vector<int> unitOfDomain; // per domain: its scalable unit, numbered in domain order
    std::vector<int> podOfUnit; // per unit: its pod, the units whose leaves share spines (one in two tiers)
    std::vector<std::string> domainNames; // per domain: the group that holds all its GPUs ("node3", "rack1")
    int units = 0;
    int pods = 0;

    int domains() const { return static_cast<int>(gpusOfDomain.size()); }
    // The entry of `gpus` that is this device, or -1 when it is not a GPU of the design.
    int indexOf(NodeId device) const;
};

GpuDomains gatherGpuDomains(const Topology& topology);

} // namespace scalescope

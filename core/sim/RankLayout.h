// Where a job's ranks sit and what each can reach: their NVLink domains (a DGX node, or a whole
// NVL72 rack), their NVLink bandwidth, their rail-matched NIC and the PCIe path to it, the
// fabric's oversubscription over their leaves, in-switch and in-network reduction support, and
// the physical latency of one NVLink hop and one network hop. Computed once per job; every
// algorithm's cost reads from it.
#pragma once

#include "catalog/Catalog.h"
#include "model/Topology.h"
#include "sim/RailNics.h"

#include <memory>
#include <string>
#include <vector>

namespace scalescope {

struct RankLayout {
    std::vector<NodeId> ranks; // GPUs, in rank order
    std::vector<int> domainOfRank; // NVLink domain index, 0..domains-1
    std::vector<NodeId> nicOfRank; // rail-matched compute NIC, or kNoNic
    int domains = 0; // NCCL's "nodes": NVLink domains the job spans
    int minLocal = 0, maxLocal = 0; // ranks per domain
    std::string architecture; // GPU architecture (catalog), "" when unknown

    BytesPerSec nvlinkPerGpu = 0; // raw NVLink bandwidth of the weakest rank, one direction
    int nvlinkLinksPerGpu = 0; // NVLinks (lanes) of the weakest rank
    BytesPerSec nicPerGpu = 0; // raw NIC line rate available to the weakest rank
    int nicsPerDomain = 0; // distinct compute NICs used in the busiest domain
    BytesPerSec gpuToNicPcie = 0; // narrowest hop between a GPU and its NIC (PCIe or C2C)
    // Some rank reaches its NIC through the host CPU (the NIC on the CPU's PCIe root, as on GB200
    // where the GPU hangs off Grace by NVLink-C2C): NCCL's GPU-NIC path type PHB, not PIX/PXB.
    bool nicThroughHost = false;
    BytesPerSec hostStagedPerGpu = 0; // per-GPU share of the PCIe switch uplink when staging through host memory
    double fabricOversubscription = 1; // worst leaf down:up capacity among the job's leaves (1 when not oversubscribed)
    bool crossesLeaves = false; // do the job's NICs hang off more than one leaf
    // What a ring's (or a tree's) crossings between domains send over the leaves' (and the pods')
    // uplinks against what those carry, at the worst (JobFabric's leafUplinkLoad): over 1, a failed
    // spine or core or an oversubscribed leaf slows the crossing to its NICs' rate divided by it.
    double ringUplinkLoad = 0, treeUplinkLoad = 0;

    bool nvls = false; // GPUs and NVSwitch chips can reduce in the switch (Hopper and later)
    bool sharp = false; // every InfiniBand switch of the fabric reduces in the network

    double nvlinkHopNs = 0; // GPU -> NVSwitch -> GPU, wires and switch
    double networkHopNs = 0; // GPU -> NIC -> fabric -> NIC -> GPU between two domains

    static constexpr NodeId kNoNic = RailNics::kNoNic;
    int ranksCount() const { return static_cast<int>(ranks.size()); }
};

// Throws std::invalid_argument when a rank is not a GPU, is given twice, or there are fewer
// than two ranks.
// `nicOfGpu`, when not empty, states each GPU's compute NIC by NodeId (RailNics).
RankLayout layoutRanks(const Topology& topology, const Catalog& catalog, const std::vector<NodeId>& ranks,
    const std::vector<NodeId>& nicOfGpu = {});

// What every job's layout on one topology reads of it (each device's links, the NVLink domains,
// the GPUs' NICs, the fabric's uplinks), gathered once for the many jobs of one run: a training
// iteration at flow fidelity lays out hundreds of groups together. `topology` and `catalog` must
// outlive it.
class RankLayouts {
public:
    RankLayouts(const Topology& topology, const Catalog& catalog, const std::vector<NodeId>& nicOfGpu = {});
    ~RankLayouts();
    RankLayouts(const RankLayouts&) = delete;
    RankLayouts& operator=(const RankLayouts&) = delete;

    // As layoutRanks; throws the same.
    RankLayout of(const std::vector<NodeId>& ranks) const;

private:
    struct Facts;
    const Topology& m_topology;
    const Catalog& m_catalog;
    std::unique_ptr<const Facts> m_facts;
};

// All GPUs of the topology, in node order.
std::vector<NodeId> allGpus(const Topology& topology);

} // namespace scalescope

// What survives a failure scenario: the full topology less every failed device (and every device
// in a failed group) with its links, less every failed link, with degraded links at their lower
// rate or lanes. Everything downstream (routing, RankLayout, both fidelities of the simulator)
// runs on `topology` and so sees only what survives; the maps lead back to the full topology,
// which the desktop draws and which results are reported against (resultOnFullTopology).
#pragma once

#include "design/FailureScenario.h"
#include "model/Topology.h"
#include "sim/Simulator.h"

#include <array>
#include <cstddef>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace scalescope {

// A mark that cannot apply: it names nothing the design has, or degrades what is not a link.
// `mark()` is its index in the scenario, so that the file reader can point at
// /failures/marks/N and the command line at its option.
class FailureMarkError : public std::invalid_argument {
public:
    FailureMarkError(std::size_t mark, const std::string& message);
    std::size_t mark() const { return m_mark; }

private:
    std::size_t m_mark;
};

// What a scenario took out, for the Summary and the command line.
struct FailureTally {
    std::array<int, kNodeKindCount> devicesByKind {}; // failed, marked or in a failed group
    int groupsFailed = 0; // trays, nodes or racks marked failed
    int linksFailed = 0; // links marked failed themselves
    int linksDegraded = 0;
    int linksLost = 0; // every link taken out: marked, or of a failed device
    int devices() const;
};

// A GPU whose own compute NIC failed (or lost every fabric link) and the neighbour's NIC it uses
// instead, as NCCL picks one (ncclTopoGetLocalNet: among the NICs of its node left, the one at
// its device index, mirrored when their count is a power of two). The router reaches it from the
// GPU by the shortest PCIe path (the switch they share, or through the host); where no PCIe path
// joins them (the NIC under the other CPU), over NVLink to a GPU beside the NIC first, as NCCL's
// PXN does. Traffic for another rail still goes first over NVLink to the GPU on that rail (PXN).
// Ids of the full topology.
struct NicFallback {
    NodeId gpu = 0;
    NodeId ownNic = 0;
    NodeId nic = 0; // RailNics::kNoNic when the node has no NIC left
    bool overNvlink = false; // no PCIe path joins the GPU and `nic`
};

struct SurvivingTopology {
    static constexpr std::uint32_t kGone = ~0u;
    Topology topology; // what survives, ids compact
    std::vector<NodeId> fullNodeOf; // surviving NodeId -> the full topology's
    std::vector<LinkId> fullLinkOf; // surviving LinkId -> the full topology's
    std::vector<NodeId> survivingNodeOf; // full NodeId -> surviving, kGone when it failed
    std::vector<LinkId> survivingLinkOf; // full LinkId -> surviving, kGone when it was lost
    FailureTally tally;
    // When a compute NIC or a GPU is gone: the NIC of each surviving GPU (surviving ids, by
    // surviving NodeId; RailNics::kNoNic for none), for layoutRanks (RailNics would otherwise match
    // GPUs to NICs by their positions, which a failed GPU shifts). Empty when nothing of either failed.
    std::vector<NodeId> nicOfGpu;
    std::vector<NicFallback> nicFallbacks;
    bool failed(NodeId fullNode) const { return survivingNodeOf[fullNode] == kGone; }
};

// The survivors of `scenario` on `full`, whether or not the scenario is enabled (callers apply
// it only when FailureScenario::applies()). Throws FailureMarkError for a mark that matches
// nothing, a port given on one end only, or a device or group marked degraded.
SurvivingTopology applyFailures(const Topology& full, const FailureScenario& scenario);

// Whether the fabric that survives still joins the NICs a job uses (`nics`, kNoNic skipped):
// nothing when it does, else which hop is missing, from which device to which ("no path is left
// from node0/nic0 (on ib/leaf0) to node5/nic0 (on ib/leaf2): no switch joins ib/leaf0 and
// ib/leaf2"), so that a job fails with it rather than with a silent zero.
std::optional<std::string> missingFabricHop(const Topology& topology, const std::vector<NodeId>& nics);

// The GPUs of `full` that failed (marked, or in a failed group), in id order: what a placement
// takes as unavailable.
std::vector<NodeId> failedGpus(const Topology& full, const SurvivingTopology& survivors);
// The full topology's ids as the survivors' (each must survive), for running on survivors.topology.
std::vector<NodeId> survivingIds(const SurvivingTopology& survivors, const std::vector<NodeId>& fullIds);

// "2 devices failed (1 gpu, 1 ib_switch), 5 links lost (1 marked failed), 1 link degraded".
std::string describeFailures(const FailureTally& tally);

// A result of a run on the survivors with its link ids (per-link timelines, the fabric's
// busiest link) mapped to the full topology's, so that it can be drawn and reported there.
SimResult resultOnFullTopology(SimResult result, const SurvivingTopology& survivors);

} // namespace scalescope

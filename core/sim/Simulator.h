// The simulator's one entry: a workload on a topology in, a result out. Value in, value out,
// deterministic, no globals.
#pragma once

#include "catalog/Catalog.h"
#include "model/Topology.h"
#include "sim/AnalyticModel.h"
#include "sim/FabricLoad.h"
#include "sim/FlowMemory.h"
#include "sim/LinkSegment.h"
#include "model/Collective.h"
#include "sim/StopFlag.h"
#include "sim/TierBytes.h"

#include <nlohmann/json.hpp>

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace scalescope {

struct Workload {
    Collective collective = Collective::AllReduce;
    ByteCount bytes = 0; // nccl-tests size: the whole array for all_gather/reduce_scatter
    std::vector<NodeId> ranks; // GPUs in rank order
    Algorithm algorithm = Algorithm::Auto;
};

struct SimOptions {
    Fidelity fidelity = Fidelity::Analytic;
    bool ideal = false;
    bool gpuDirect = true;
    bool nvls = true; // NCCL_NVLS_ENABLE: off, no NVLS or NVLS+tree
    // How the fabric routes at flow fidelity; absent: the topology's (Topology::routing).
    std::optional<FabricRouting> routing;
    // Static ECMP at flow fidelity: queue pairs per NCCL connection (CostOptions::qpsPerConnection).
    int qpsPerConnection = 1;
    StopFlag stop; // raised from another thread: the run throws SimulationStopped
    // Flow fidelity: a run estimated to need more bytes than this is refused before it starts
    // with FlowMemoryExceeded (sim/FlowMemory.h); 0 sets no limit. The program's edge chooses it.
    double memoryBudgetBytes = 0;
    // Each GPU's compute NIC by NodeId where failures moved some (SurvivingTopology::nicOfGpu, a
    // GPU on a neighbour's NIC); null: RailNics matches GPUs to NICs by their positions.
    std::shared_ptr<const std::vector<NodeId>> nicOfGpu;
};

// The NICs `options` states, for layoutRanks: empty when it states none.
const std::vector<NodeId>& statedNics(const SimOptions& options);

struct LinkTimeline {
    LinkId link = 0;
    bool fromA = true; // direction a -> b
    double bytes = 0;
    std::vector<LinkSegment> segments;
};

struct SimEvent {
    double startUs = 0;
    double endUs = 0;
    std::string phase;
    int step = 0;
    std::string what;
};

struct SimResult {
    Collective collective = Collective::AllReduce;
    Algorithm algorithm = Algorithm::Ring;
    Protocol protocol = Protocol::Simple;
    Fidelity fidelity = Fidelity::Analytic;
    bool ideal = false;
    int ranks = 0;
    int nodes = 0; // NVLink domains
    ByteCount bytes = 0;
    double timeUs = 0;
    double algbwGBps = 0;
    double busbwGBps = 0;
    double boundUs = 0;
    // Bytes by tier, both directions summed (TierBytes.h): the payload each tier carries, a
    // transfer counted once for every tier its route uses; and, at flow fidelity only, the bytes
    // summed over every link direction crossed.
    TierBytes bytesPerTier {};
    std::optional<TierBytes> linkBytesPerTier;
    std::vector<Estimate> candidates; // what auto weighed, fastest first
    std::vector<LinkTimeline> links; // flow fidelity: per-link load over time
    std::vector<SimEvent> events; // phases and steps of the algorithm
    FlowMemoryEstimate flowMemory; // flow fidelity: the memory the run was estimated to need
    FabricRouting routing = FabricRouting::Adaptive; // what the fabric did at flow fidelity
    std::optional<FabricLoad> fabricLoad; // flow fidelity: how evenly the fabric's uplinks were loaded
};

// At flow fidelity, the analytic model's estimate of the same algorithm against the flow's time.
struct AnalyticAgreement {
    double analyticUs = 0;
    double relativeToFlow = 0; // +0.1: the analytic model is 10% slower than the flow
    // NCCL's per-channel ceiling (bus bandwidth, GB/s) when it holds the analytic model more than
    // 5% slower than the flow, which does not apply it (a constant of NCCL's tuner, not a link); 0
    // otherwise.
    double bindingCeilingBusGBps = 0;
};
// Absent at analytic fidelity or when the analytic model has no estimate for the algorithm run.
std::optional<AnalyticAgreement> analyticAgreement(const SimResult& result);

// Throws std::invalid_argument with a message for the user when the workload cannot run.
SimResult simulate(
    const Topology& topology, const Catalog& catalog, const Workload& workload, const SimOptions& options);
// The same with the rank layout already computed (sweeps reuse it).
SimResult simulate(
    const Topology& topology, const RankLayout& layout, const Workload& workload, const SimOptions& options);

// The parts of simulate that other runs share: the options the cost model takes; a workload's
// checks and the algorithm auto would pick (candidates, chosen algorithm and protocol, bound;
// the time still unset); algbw and busbw from the time.
CostOptions costOptionsFor(const Topology& topology, const SimOptions& options);
SimResult chooseAlgorithm(
    const Topology& topology, const RankLayout& layout, const Workload& workload, const SimOptions& options);
void setBandwidths(SimResult& result);

nlohmann::ordered_json resultToJson(const SimResult& result);
nlohmann::ordered_json timelineToJson(const SimResult& result, const Topology& topology);

} // namespace scalescope

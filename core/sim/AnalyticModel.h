// The analytic fidelity: alpha-beta cost of every algorithm from the job's RankLayout, with the
// efficiency model (or without it, --ideal). Microseconds per call, for sweeps, the automatic
// choice of algorithm and protocol, and designs of any size.
#pragma once

#include "model/Topology.h"
#include "model/Collective.h"
#include "sim/RankLayout.h"

#include <array>
#include <string>
#include <vector>

namespace scalescope {

struct CostOptions {
    bool ideal = false; // efficiency 1, no protocol overhead, physical latencies only
    bool gpuDirect = true; // GPUDirect RDMA; off: staged through host memory
    bool nvls = true; // NVLink SHARP enabled (NCCL_NVLS_ENABLE, default on where the hardware has it)
    // Flow fidelity: how the fabric chooses among equal-cost paths (the analytic model assumes
    // an even spread).
    FabricRouting routing = FabricRouting::Adaptive;
    // Static ECMP: the queue pairs of each of NCCL's connections (NCCL_IB_QPS_PER_CONNECTION, 1 by
    // default), each hashed on its own: NCCL sends a connection's messages over them in turn.
    int qpsPerConnection = 1;
};

// One stage of an algorithm that runs several (hierarchical's reduce-scatter, all_reduce across
// domains and all-gather): what it pays in step latency and how long its bytes take alone.
struct CostStage {
    std::string name;
    double latencyUs = 0;
    double transferUs = 0;
};

struct Estimate {
    Algorithm algorithm = Algorithm::Ring;
    Protocol protocol = Protocol::Simple;
    bool applies = false;
    std::string whyNot; // when it does not apply
    // What NCCL would build for it (channels or heads, NICs used per domain, steps and their
    // latency), for --explain; empty with --ideal where the model follows the wires instead.
    std::string plan;
    double latencyUs = 0; // the alpha part
    double transferUs = 0; // the bytes part
    double timeUs() const { return latencyUs + transferUs; }
    // NCCL's per-channel ceiling on bus bandwidth, GB/s, where it holds this estimate's bytes
    // below what the wires allow (a tree's, NVLS+tree's); 0 where none does. A tuner constant, not
    // a link: the flow fidelity, which moves bytes at the links' rates, does not apply it.
    double ceilingBusGBps = 0;
    // The payload each tier carries (both directions summed, by LinkTier): every transfer once
    // for each tier it uses, as sim/TierBytes.h defines it. The model has no paths, so it cannot
    // say how many links of a tier a transfer crosses.
    std::array<double, kLinkTierCount> bytesPerTier {};
    // The stages, for algorithms made of several (empty for the others). Pipelined stages add
    // their latencies, and their bytes take as long as the slowest stage's.
    std::vector<CostStage> stages;
};

// The cost of one algorithm with one protocol.
Estimate estimateCost(const RankLayout& layout, Collective collective, ByteCount bytes, Algorithm algorithm,
    Protocol protocol, const CostOptions& options);

// The algorithms NCCL would consider for this collective on this hardware, each with its best
// protocol, fastest first as NCCL's tuner sees them (the leaves' uplinks left out: each estimate
// is slowed by them, the order is not); `algorithm` other than Auto narrows them to that one.
std::vector<Estimate> rankCandidates(
    const RankLayout& layout, Collective collective, ByteCount bytes, Algorithm algorithm, const CostOptions& options);

// The per-step latencies an algorithm pays, in microseconds: one NVLink step, one network
// step, and its base latency per call.
struct StepLatencies {
    double nvlinkUs = 0;
    double networkUs = 0;
    double baseUs = 0;
};
StepLatencies stepLatencies(
    const RankLayout& layout, Algorithm algorithm, Protocol protocol, const CostOptions& options);

// The ideal lower bound for point-to-point algorithms: raw link rates, no latency.
double lowerBoundUs(const RankLayout& layout, Collective collective, ByteCount bytes);

} // namespace scalescope

// Where a training job runs: the GPUs a cluster scheduler would give it, in rank order (rank r of
// the job is the r-th GPU; with TP innermost, consecutive ranks form a TP group).
//
// - packed: topology-aware, as Slurm's topology/tree and block plugins and Kubernetes' NVLink
//   compute domains allocate. A job that fits in one NVLink domain gets one: the domain with the
//   fewest free GPUs that still holds it (best fit), so that whole domains stay free for larger
//   jobs. A larger job goes to the scalable unit (the domains under the same leaf switches,
//   GpuDomains.h) with the fewest free GPUs that holds it; when none does, to the pod (units under
//   the same spines) that fits it best, and when none does to all of them. Wherever it spans
//   several members of a level it takes those with most free GPUs whole and the last one again as
//   the best fit for what remains: units of a pod, domains of a unit. With a block (the TP size),
//   each domain gives a whole number of blocks, so that no block straddles two domains; when the
//   free GPUs leave too few whole blocks, those that fit take the first ranks, the rest follow one
//   GPU at a time, and `note` says so. Wider blocks (a DP or EP group) are kept whole the same way
//   when that costs no extra domain: DeepSeek-V3's four EP groups of 64 on four NVL72 racks take
//   64 GPUs of each rack rather than filling three racks and crossing between them.
// - spread: one GPU per NVLink domain in turn, and inside a domain one per node in turn: the job
//   over as many nodes as possible, the placement people compare against.
// - random: the free GPUs shuffled from a seed (std::mt19937_64, whose sequence the C++ standard
//   fixes, and a bounded draw of our own, PlacementPolicies.cpp), so the same seed gives the same
//   list anywhere.
// - list: the GPUs as people write them (sim/RankSelection.h), in the user's order.
//
// Every GPU taken by another job or unavailable is skipped. Deterministic: the same inputs give
// the same list. A request that cannot be met is said in words, never thrown.
#pragma once

#include "model/Topology.h"
#include "train/ParallelGroups.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace scalescope {

enum class PlacementPolicy : std::uint8_t { Packed, Spread, Random, List };

std::string_view toString(PlacementPolicy policy);
// "packed", "spread" or "random"; anything else is not a policy's name (it may be a list).
std::optional<PlacementPolicy> parsePlacementPolicy(std::string_view text);

struct PlacementRequest {
    int gpus = 0; // how many; with a list, 0 takes as many as it names
    PlacementPolicy policy = PlacementPolicy::Packed;
    std::uint64_t seed = 0; // random
    std::string list; // list: "0-63", "rack1", "node0/gpu3,node1/gpu3", ... (sim/RankSelection.h)
    std::vector<NodeId> taken; // GPUs other jobs hold
    std::vector<NodeId> unavailable; // GPUs out of service (drained, failed)
    // packed: consecutive ranks kept in one NVLink domain, in blocks of `blocks.block`; and in the
    // widest of `blocks.wider` (a DP or EP group, a pipeline stage's replicas) that leaves the job
    // on no more domains. Wider sizes that are not multiples of the block or do not divide the job
    // are passed over.
    RankBlocks blocks;
};

struct PlacementResult {
    // What the refusal is about, so that a caller can word it (a usage error for a bad list).
    enum class Fault : std::uint8_t { None, Request, List, Capacity };

    std::vector<NodeId> gpus; // in rank order; empty when refused
    std::string problem; // why it was refused: "needs 64 GPUs but only 56 are free: 8 are taken"
    Fault fault = Fault::None;
    std::string note; // something the caller should know about a placement that was made

    bool ok() const { return fault == Fault::None; }
};

PlacementResult placeJob(const Topology& topology, const PlacementRequest& request);

} // namespace scalescope

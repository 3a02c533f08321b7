// Where one training iteration's communication goes, link by link, for a heatmap: for each kind
// of communication (TP, CP, EP, PP, DP), its busiest collective (the one that takes the most time
// per iteration, IterationResult::collectives) started on every group of that kind at once and run
// at flow fidelity on the placed GPUs (sim/SimulateTogether.h), so that the groups' routes are the
// real ones and share the links where they meet. A link's load is its busier direction's mean
// utilization over that run (0 to 1 of the line rate): how hard the kind works the link while
// it communicates. Each kind is one flow run whatever the job's fidelity, every group simulated
// (no group is taken to stand for another), so the loads cover every link the job uses.
#pragma once

#include "catalog/Catalog.h"
#include "model/Topology.h"
#include "sim/Simulator.h"
#include "train/TrainingIteration.h"

#include <string>
#include <vector>

namespace scalescope {

struct LinkLoad {
    LinkId link = 0;
    float utilization = 0; // 0..1, the busier direction's mean over the kind's run
};

struct KindLinkLoads {
    std::string kind; // tp, cp, ep, pp, dp
    std::string during; // the collective run, e.g. "reduce_scatter of 160 MiB on 8 groups of 8 GPUs"
    double runUs = 0; // how long the groups took together
    std::vector<LinkLoad> links; // every link that carried anything, by link id
};

struct IterationLinkLoads {
    std::vector<KindLinkLoads> kinds; // in the order tp, cp, ep, pp, dp; only kinds the job has
    const KindLinkLoads* find(const std::string& kind) const;
};

// The groups of ranks a collective of an iteration runs on: TP, CP and EP groups, the pairs of
// stages PP passes between (ppNeighbourPairs), DP x CP groups for the dense weights' DP and
// expert DP groups for the experts'; CP's by its collective (cpGroupsFor). Groups of one rank
// are left out.
std::vector<std::vector<int>> groupsOfKind(
    const ParallelConfig& config, const RankOrder& order, const IterationCollective& collective);

// Every kind's loads for `result` (run on `topology` with `catalog`). `options`: its stop flag and
// memory budget are kept, its fidelity is flow. Throws SimulationStopped when stopped and
// std::invalid_argument when a kind cannot be simulated (its memory budget exceeded, say).
IterationLinkLoads iterationLinkLoads(
    const Topology& topology, const Catalog& catalog, const IterationResult& result, SimOptions options);

// Every link's load (topology's link count entries) with the given kinds active: the largest of
// their loads on each link; 0 where none of them is.
void combineLinkLoads(const IterationLinkLoads& loads, const std::vector<std::string>& kinds, std::size_t linkCount,
    std::vector<float>& out);

// The kinds of communication (tp, cp, ep, pp, dp, in that order) under way at `timeUs` of the
// iteration on some stage of its timeline (IterationOptions::timeline); at its very end, those
// ending there.
std::vector<std::string> kindsActiveAt(const IterationResult& result, double timeUs);

} // namespace scalescope

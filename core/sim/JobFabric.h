// The InfiniBand fabric as one job meets it: the latency of the path between two of its NICs,
// how much more its leaves can take in from the job's NICs than they can send up, and whether
// the leaves' (and the pods') uplinks keep up with what a ring or a tree sends between them.
#pragma once

#include "catalog/Catalog.h"
#include "model/Topology.h"

#include <cstdint>
#include <unordered_map>
#include <utility>
#include <vector>

namespace scalescope {

struct RankLayout;

// Shortest path latency in ns between two NICs over `networkLinks` (breadth first over hops):
// every link's latency and the latency of every switch entered. `switchOfModel` gives, per
// model index of the topology, its switch spec (null for models that are not switches).
// 0 when `to` cannot be reached.
double networkPathNs(const Topology& topology, const std::vector<const SwitchSpec*>& switchOfModel,
    const std::vector<LinkId>& networkLinks, NodeId from, NodeId to);

struct LeafOversubscription {
    double worst = 1; // the largest down:up capacity among the leaves the job's NICs use; 1 when none is oversubscribed
    bool crossesLeaves = false; // the job's NICs hang off more than one leaf
};

// Over the leaves that `jobNics` are cabled to (entries of RankLayout::kNoNic are none).
LeafOversubscription jobLeafOversubscription(
    const Topology& topology, const std::vector<LinkId>& networkLinks, const std::vector<NodeId>& jobNics);

// Two NICs of a job that send to each other while an algorithm crosses the network, `share` of
// the sending NIC's line rate (a ring's crossing: all of it; an edge of a double binary tree: half,
// each tree carrying half the data).
struct NicPair {
    NodeId from = 0, to = 0;
    double share = 1;
};

// The crossings of the rings the model and the flow fidelity build (TransferPatterns::ring and
// railRings): a node-aware ring leaves each domain for the next on every rail, NIC j of one domain
// to NIC j of the next; a ring in rank order crosses where its ranks change domain.
std::vector<NicPair> ringNicPairs(const RankLayout& layout);
// The edges of the double binary trees across domains, one pair of trees per rail
// (TransferPatterns::doubleBinaryTree), each edge both ways.
std::vector<NicPair> treeNicPairs(const RankLayout& layout);

// The fabric's uplinks as leafUplinkLoad weighs them, found once for all the pairs of a job: each
// NIC's leaf and line rate, each leaf's capacity up to the spines, and in three tiers each leaf's
// pod (the leaves and spines their links join) and each pod's capacity up to the cores (either
// direction each).
struct FabricUplinks {
    std::unordered_map<NodeId, std::pair<NodeId, BytesPerSec>> leafOfNic;
    std::unordered_map<NodeId, BytesPerSec> leafUp;
    std::unordered_map<NodeId, std::uint32_t> podOfLeaf; // empty in two tiers
    std::unordered_map<std::uint32_t, BytesPerSec> podUp;
};
FabricUplinks fabricUplinks(const Topology& topology, const std::vector<LinkId>& networkLinks);

// What `pairs` send across the leaves' uplinks against what those uplinks carry, at the pace the
// NICs set: for every leaf, what its NICs send to NICs on other leaves (each pair at its share of
// the sending NIC's line rate, shares scaled down where a NIC's pairs together send or take more
// than its line rate) over its links up to the spines, and what comes down to its NICs likewise;
// in three tiers also, for every pod (leaves and spines joined by their links), what its leaves
// send to other pods' over its spines' links up to the cores, and what comes down; the largest of
// these. At most 1 the uplinks keep up and the NICs set the pace; 2 (a spine of two failed, or a
// leaf oversubscribed 2:1) the crossing traffic moves at half its NICs' rate. A pair on one leaf
// never reaches a spine; a leaf without uplinks is skipped (the router finds no path there).
double leafUplinkLoad(const FabricUplinks& fabric, const std::vector<NicPair>& pairs);

} // namespace scalescope

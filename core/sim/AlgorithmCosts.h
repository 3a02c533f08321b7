// The analytic cost of every algorithm, one family per file (RingCost, TreeCost,
// SwitchReductionCost for NVLS, NVLS+tree and CollNet, HierarchicalCost, HalvingDoublingCost,
// AllToAllCost for direct, pairwise and sendrecv), and what they share (AnalyticRates): the
// bandwidths and step latencies one job sees, the protocol's payload share, the payload per tier.
// `S` is the collective's size in bytes.
#pragma once

#include "sim/AnalyticModel.h"
#include "sim/NcclChannels.h"

#include <string>
#include <utility>
#include <vector>

namespace scalescope {

// Seconds in a microsecond: seconds / kMicro is microseconds.
inline constexpr double kMicro = 1e-6;

// The bandwidths and latencies one job sees, with or without the efficiency model.
struct AnalyticRates {
    double nvlink = 0; // bytes/s per GPU over NVLink
    double nic = 0; // bytes/s per GPU through its NIC (GPUDirect or host-staged)
    double alphaNv = 0; // us per NVLink step
    double alphaNet = 0; // us per network step
    int n = 0, domains = 0, local = 0;
};

AnalyticRates ratesFor(const RankLayout& layout, Algorithm algorithm, Protocol protocol, const CostOptions& options);
// The protocol's share of the bandwidth for the algorithm and collective on these ranks
// (efficiency::protocolShare; 1 with --ideal).
double protocolFactor(Protocol protocol, Algorithm algorithm, Collective collective, const AnalyticRates& rates,
    const CostOptions& options);
// Ring order crosses domains this many times (node-aware orders cross once per domain).
int ringCrossings(const RankLayout& layout);
// Whether NCCL builds node-aware rings for the ranks (one ring per local GPU, each leaving its
// domain once through its own NIC): the rank order crosses at most once per domain. Else one
// ring in rank order, crossing wherever the ranks change domain.
bool ringIsNodeAware(const RankLayout& layout);
// A double binary tree over `count` domains, as the flow fidelity lays it: a heap-ordered binary
// tree and its mirror, every edge as (child, parent), the first tree's edges then the second's.
// NCCL's (trees.cc) numbers its nodes otherwise; the busiest domain has as many edges in both
// but with four domains (three here, four in NCCL's: doubleBinaryTreeLoad).
std::vector<std::pair<int, int>> doubleBinaryTreeEdges(int count);
// What the busiest of `count` domains sends (and receives) across the network in an all_reduce
// through NCCL's double binary tree, in multiples of the message: every edge carries half of it
// each way. In NCCL's trees (trees.cc, ncclGetBtree: the root has one child) two domains are one
// edge in each tree (1); with three, one edge is in both trees and two domains have three edges
// (1.5); from four on some domain is inside one tree (three edges) and a leaf of the other (2).
double doubleBinaryTreeLoad(int count);
// The share of a domain's NICs that NCCL's ring and tree channels leave it by (at most 32
// channels: on an NVL72 rack 16 of 72 NICs), 1 in one domain or with --ideal.
double channelNicShare(const RankLayout& layout, const RingChannels& channels, const CostOptions& options);
// The payload per tier (sim/TierBytes.h): what crosses NVLink, and what crosses the network,
// which also crosses PCIe (out of one GPU and into another: one transfer, counted once).
void setTiers(Estimate& e, double nvlinkBytes, double networkBytes);
Estimate notApplicable(Algorithm a, Protocol p, std::string why);
// For --explain: "" for Simple, else what of the bandwidth LL or LL128 leaves to data (`share`,
// protocolFactor's) and why.
std::string protocolNote(Protocol protocol, double share);
// For --explain: "" while the leaves' uplinks keep up (`uplinkLoad` at most 1, RankLayout), else
// how much they slow the crossings.
std::string uplinkNote(double uplinkLoad);

Estimate ringCost(const RankLayout& layout, Collective c, double S, Protocol p, const CostOptions& o);
Estimate treeCost(const RankLayout& layout, Collective c, double S, Protocol p, const CostOptions& o);
// Nvls, or NvlsTree `withTree`.
Estimate nvlsCost(const RankLayout& layout, Collective c, double S, const CostOptions& o, bool withTree);
Estimate collNetCost(const RankLayout& layout, Collective c, double S, const CostOptions& o);
// Reduce-scatter in each domain, all_reduce across domains per rail, all-gather: pipelined.
Estimate hierarchicalCost(const RankLayout& layout, Collective c, double S, Protocol p, const CostOptions& o);
Estimate halvingDoublingCost(const RankLayout& layout, Collective c, double S, const CostOptions& o);
// Direct or Pairwise.
Estimate allToAllCost(const RankLayout& layout, Collective c, double S, Algorithm algorithm, const CostOptions& o);

} // namespace scalescope

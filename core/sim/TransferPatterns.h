// The patterns the flow fidelity builds algorithms from, over a job's ranks grouped by NVLink
// domain: rings (node-aware, one per local GPU), chains and double binary trees, rings inside
// each domain and across domains per rail, flows between GPUs and their NVSwitch chips, and
// SHARP's flows up to the fabric's aggregation root and back.
#pragma once

#include "sim/AnalyticModel.h"
#include "sim/FlowPhase.h"
#include "sim/Router.h"

#include <vector>

namespace scalescope {

class TransferPatterns {
public:
    // `bytes`: the collective's size; `alpha`: the chosen algorithm's step latencies.
    TransferPatterns(const RankLayout& layout, Router& router, const StepLatencies& alpha, double bytes);

    int n() const { return m_layout.ranksCount(); }
    int domains() const { return static_cast<int>(m_domains.size()); }
    int local() const { return m_layout.maxLocal; }
    const StepLatencies& alpha() const { return m_alpha; }
    double bytes() const { return m_bytes; }
    const std::vector<std::vector<NodeId>>& domainMembers() const { return m_domains; }

    // Rings over the ranks: one per local GPU when the order keeps domains together (each
    // channel rotated so that it leaves every domain on its own rail), else one in rank order.
    std::vector<Transfer> ring(double bytesPerRank, bool reverse = false) const;
    // Chains inside domains and a double binary tree across them, one channel per local GPU;
    // `bytes` per direction of every tree edge and chain hop.
    std::vector<Transfer> doubleBinaryTree(double bytes, bool chains) const;
    // Rings inside every domain.
    std::vector<Transfer> domainRings(double bytesPerRank) const;
    // Rings across domains, one per rail (local index).
    std::vector<Transfer> railRings(double bytesPerRank) const;
    // SHARP: per rail, every NIC sends its slice to the fabric's top and receives the sum,
    // each switch-to-switch link on the way carrying one slice each way.
    struct Reduction {
        std::vector<FluidFlow> flows; // one per hop
        std::vector<FluidFlow> delivered; // each NIC to the root and back
    };
    Reduction sharpFlows(double slice) const;
    // Flows between every GPU and its NVSwitch chips, each way (over one chip of each folded
    // class, sim/PlaneFold.h), and what they deliver (every chip's). Throws
    // std::invalid_argument when there are no NVSwitch chips.
    Reduction switchFlows(double upBytes, double downBytes) const;

private:
    // The middle of an up-down path: its highest switch.
    NodeId rootOf(const std::vector<Channel>& path) const;

    const RankLayout& m_layout;
    Router& m_router;
    StepLatencies m_alpha;
    double m_bytes;
    std::vector<std::vector<NodeId>> m_domains;
    bool m_nodeAware = true;
};

} // namespace scalescope

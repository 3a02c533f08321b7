#include "sim/JobFabric.h"

#include "sim/RankLayout.h"

#include <algorithm>
#include <deque>
#include <unordered_map>
#include <utility>

namespace scalescope {

double networkPathNs(const Topology& topology, const std::vector<const SwitchSpec*>& switchOfModel,
    const std::vector<LinkId>& networkLinks, NodeId from, NodeId to)
{
    // A compressed adjacency of the fabric's links only.
    const std::size_t count = topology.nodes.size();
    std::vector<std::uint32_t> offset(count + 1, 0);
    for (const LinkId l : networkLinks) {
        ++offset[topology.links[l].a + 1];
        ++offset[topology.links[l].b + 1];
    }
    for (std::size_t n = 0; n < count; ++n)
        offset[n + 1] += offset[n];
    std::vector<LinkId> adjacent(offset.back());
    std::vector<std::uint32_t> fill(offset.begin(), offset.end() - 1);
    for (const LinkId l : networkLinks) {
        adjacent[fill[topology.links[l].a]++] = l;
        adjacent[fill[topology.links[l].b]++] = l;
    }
    std::vector<double> latency(count, -1);
    latency[from] = 0;
    std::deque<NodeId> queue { from };
    while (!queue.empty()) {
        const NodeId at = queue.front();
        queue.pop_front();
        if (at == to)
            return latency[at];
        for (std::uint32_t k = offset[at]; k < offset[at + 1]; ++k) {
            const Link& link = topology.links[adjacent[k]];
            const NodeId next = link.a == at ? link.b : link.a;
            if (latency[next] >= 0)
                continue;
            const SwitchSpec* spec = switchOfModel[topology.nodes[next].model];
            latency[next] = latency[at] + link.latencyNs + (spec ? spec->latencyNs : 0.0);
            queue.push_back(next);
        }
    }
    return 0;
}

LeafOversubscription jobLeafOversubscription(
    const Topology& topology, const std::vector<LinkId>& networkLinks, const std::vector<NodeId>& jobNics)
{
    std::vector<char> jobNic(topology.nodes.size(), 0);
    for (const NodeId nic : jobNics)
        if (nic != RankLayout::kNoNic)
            jobNic[nic] = 1;
    // Per leaf: what the job's NICs bring down into it, and what it sends up to the spines.
    std::unordered_map<NodeId, std::pair<BytesPerSec, BytesPerSec>> leafLoad;
    for (const LinkId l : networkLinks) {
        const Link& link = topology.links[l];
        const Node& a = topology.nodes[link.a];
        const Node& b = topology.nodes[link.b];
        if (jobNic[link.a] && b.role == SwitchRole::Leaf)
            leafLoad[link.b].first += link.bytesPerSecPerDirection;
        else if (a.role == SwitchRole::Leaf && b.role == SwitchRole::Spine)
            leafLoad[link.a].second += link.bytesPerSecPerDirection;
    }
    LeafOversubscription out;
    int jobLeaves = 0;
    for (const auto& [leaf, load] : leafLoad)
        if (load.first > 0) {
            ++jobLeaves;
            if (load.second > 0)
                out.worst = std::max(out.worst, load.first / load.second);
        }
    out.crossesLeaves = jobLeaves > 1;
    return out;
}

} // namespace scalescope

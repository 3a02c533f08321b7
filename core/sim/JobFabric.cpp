#include "sim/JobFabric.h"

#include "sim/AlgorithmCosts.h"
#include "sim/RankLayout.h"
#include "util/DisjointSets.h"

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

namespace {

// Each domain's ranks' NICs in rank order (kNoNic kept, so that index j is the domain's j-th rank).
std::vector<std::vector<NodeId>> nicsByDomain(const RankLayout& layout)
{
    std::vector<std::vector<NodeId>> out(static_cast<std::size_t>(layout.domains));
    for (int r = 0; r < layout.ranksCount(); ++r)
        out[static_cast<std::size_t>(layout.domainOfRank[r])].push_back(layout.nicOfRank[r]);
    return out;
}

void addPair(std::vector<NicPair>& pairs, NodeId from, NodeId to, double share)
{
    if (from != RankLayout::kNoNic && to != RankLayout::kNoNic && from != to)
        pairs.push_back({ from, to, share });
}

} // namespace

std::vector<NicPair> ringNicPairs(const RankLayout& layout)
{
    std::vector<NicPair> pairs;
    const int n = layout.ranksCount();
    if (layout.domains < 2)
        return pairs;
    if (!ringIsNodeAware(layout)) { // one ring in rank order
        for (int i = 0; i < n; ++i)
            if (layout.domainOfRank[i] != layout.domainOfRank[(i + 1) % n])
                addPair(pairs, layout.nicOfRank[i], layout.nicOfRank[(i + 1) % n], 1.0);
        return pairs;
    }
    const auto nics = nicsByDomain(layout);
    for (std::size_t d = 0; d < nics.size(); ++d) {
        const auto& here = nics[d];
        const auto& next = nics[(d + 1) % nics.size()];
        for (std::size_t j = 0; j < std::min(here.size(), next.size()); ++j)
            addPair(pairs, here[j], next[j], 1.0);
    }
    return pairs;
}

std::vector<NicPair> treeNicPairs(const RankLayout& layout)
{
    std::vector<NicPair> pairs;
    const auto nics = nicsByDomain(layout);
    const auto edges = doubleBinaryTreeEdges(static_cast<int>(nics.size()));
    for (int c = 0; c < layout.maxLocal; ++c)
        for (const auto& [child, parent] : edges) {
            const auto& down = nics[static_cast<std::size_t>(child)];
            const auto& up = nics[static_cast<std::size_t>(parent)];
            const NodeId a = down[static_cast<std::size_t>(c) % down.size()];
            const NodeId b = up[static_cast<std::size_t>(c) % up.size()];
            addPair(pairs, a, b, 0.5);
            addPair(pairs, b, a, 0.5);
        }
    return pairs;
}

namespace {

// Three tiers: each leaf's pod (the leaves and spines their links join) and each pod's capacity
// up to the core switches, either direction; nothing when no spine has a link to a core.
void findPods(FabricUplinks& fabric, const Topology& topology, const std::vector<LinkId>& networkLinks)
{
    std::unordered_map<NodeId, std::uint32_t> number; // leaves and spines, numbered as met
    auto numberOf
        = [&](NodeId n) { return number.try_emplace(n, static_cast<std::uint32_t>(number.size())).first->second; };
    std::vector<std::pair<std::uint32_t, std::uint32_t>> joined;
    std::vector<std::pair<NodeId, BytesPerSec>> toCores; // spine, rate
    for (const LinkId l : networkLinks) {
        const Link& link = topology.links[l];
        const SwitchRole a = topology.nodes[link.a].role, b = topology.nodes[link.b].role;
        if ((a == SwitchRole::Leaf && b == SwitchRole::Spine) || (a == SwitchRole::Spine && b == SwitchRole::Leaf)) {
            const std::uint32_t x = numberOf(link.a);
            joined.emplace_back(x, numberOf(link.b));
        } else if (a == SwitchRole::Spine && b == SwitchRole::Core) {
            toCores.emplace_back(link.a, link.bytesPerSecPerDirection);
        } else if (a == SwitchRole::Core && b == SwitchRole::Spine) {
            toCores.emplace_back(link.b, link.bytesPerSecPerDirection);
        }
    }
    if (toCores.empty())
        return;
    DisjointSets sets(number.size());
    for (const auto& [x, y] : joined)
        sets.join(x, y);
    for (const auto& [spine, rate] : toCores)
        if (const auto it = number.find(spine); it != number.end())
            fabric.podUp[sets.find(it->second)] += rate;
    for (const auto& [node, n] : number)
        if (topology.nodes[node].role == SwitchRole::Leaf)
            fabric.podOfLeaf[node] = sets.find(n);
}

// The largest of what each switch (or pod) sends up or takes down against its capacity up.
template <typename Key>
double busiestUplinks(const std::unordered_map<Key, std::pair<double, double>>& demand,
    const std::unordered_map<Key, BytesPerSec>& capacity)
{
    double load = 0;
    for (const auto& [key, sentAndTaken] : demand) {
        const auto up = capacity.find(key);
        if (up != capacity.end() && up->second > 0)
            load = std::max(load, std::max(sentAndTaken.first, sentAndTaken.second) / up->second);
    }
    return load;
}

} // namespace

FabricUplinks fabricUplinks(const Topology& topology, const std::vector<LinkId>& networkLinks)
{
    FabricUplinks fabric;
    for (const LinkId l : networkLinks) {
        const Link& link = topology.links[l];
        const Node& a = topology.nodes[link.a];
        const Node& b = topology.nodes[link.b];
        if (a.kind == NodeKind::Nic && b.role == SwitchRole::Leaf)
            fabric.leafOfNic.try_emplace(link.a, link.b, link.bytesPerSecPerDirection);
        else if (b.kind == NodeKind::Nic && a.role == SwitchRole::Leaf)
            fabric.leafOfNic.try_emplace(link.b, link.a, link.bytesPerSecPerDirection);
        else if (a.role == SwitchRole::Leaf && b.role == SwitchRole::Spine)
            fabric.leafUp[link.a] += link.bytesPerSecPerDirection;
        else if (b.role == SwitchRole::Leaf && a.role == SwitchRole::Spine)
            fabric.leafUp[link.b] += link.bytesPerSecPerDirection;
    }
    findPods(fabric, topology, networkLinks);
    return fabric;
}

double leafUplinkLoad(const FabricUplinks& fabric, const std::vector<NicPair>& pairs)
{
    // At the NICs' own pace no NIC sends or takes more than its line rate: each pair's share of
    // what its two NICs send and take altogether.
    std::unordered_map<NodeId, double> sent, taken;
    for (const NicPair& pair : pairs) {
        sent[pair.from] += pair.share;
        taken[pair.to] += pair.share;
    }
    // Per leaf, and in three tiers per pod (what leaves it for another pod's leaves crosses the
    // cores): sent up, taken down.
    std::unordered_map<NodeId, std::pair<double, double>> demand;
    std::unordered_map<std::uint32_t, std::pair<double, double>> podDemand;
    for (const NicPair& pair : pairs) {
        const auto from = fabric.leafOfNic.find(pair.from);
        const auto to = fabric.leafOfNic.find(pair.to);
        if (from == fabric.leafOfNic.end() || to == fabric.leafOfNic.end() || from->second.first == to->second.first)
            continue;
        const double busiest = std::max({ 1.0, sent[pair.from], taken[pair.to] });
        const double rate = pair.share / busiest * from->second.second;
        demand[from->second.first].first += rate;
        demand[to->second.first].second += rate;
        const auto fromPod = fabric.podOfLeaf.find(from->second.first);
        const auto toPod = fabric.podOfLeaf.find(to->second.first);
        if (fromPod != fabric.podOfLeaf.end() && toPod != fabric.podOfLeaf.end() && fromPod->second != toPod->second) {
            podDemand[fromPod->second].first += rate;
            podDemand[toPod->second].second += rate;
        }
    }
    return std::max(busiestUplinks(demand, fabric.leafUp), busiestUplinks(podDemand, fabric.podUp));
}

} // namespace scalescope

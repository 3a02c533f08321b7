// Router's paths across the scale-out fabric: walked hop by hop with a choice at every switch,
// hashed per NCCL connection (static ECMP) or spread over the equal-cost paths (adaptive).
#include "sim/Router.h"

#include "model/Localized.h"

#include <deque>
#include <unordered_map>

namespace scalescope {
namespace {

// A deterministic 64-bit mix (splitmix64), so ECMP choices repeat run after run.
std::uint64_t mix(std::uint64_t x)
{
    x += 0x9e3779b97f4a7c15ull;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
    return x ^ (x >> 31);
}

} // namespace

const std::vector<std::uint16_t>& Router::switchDistancesTo(NodeId anchor)
{
    auto [it, fresh] = m_tables->fabricDistances.try_emplace(anchor);
    if (!fresh)
        return it->second;
    std::vector<std::uint16_t>& distance = it->second;
    distance.assign(m_tables->switchCount, kUnreached);
    std::deque<NodeId> queue;
    auto reach = [&](NodeId node, std::uint16_t hops) {
        std::uint16_t& known = distance[m_tables->switchIndex[node]];
        if (known == kUnreached) {
            known = hops;
            queue.push_back(node);
        }
    };
    if (m_tables->switchIndex[anchor] != ~0u)
        reach(anchor, 0);
    else // a host forwards only as the anchor itself
        for (const FabricHop& h : m_tables->fabricHops[anchor])
            if (h.toSwitch)
                reach(h.next, 1);
    while (!queue.empty()) {
        const NodeId at = queue.front();
        queue.pop_front();
        const std::uint16_t next = static_cast<std::uint16_t>(distance[m_tables->switchIndex[at]] + 1);
        for (const FabricHop& h : m_tables->fabricHops[at])
            if (h.toSwitch)
                reach(h.next, next);
    }
    return distance;
}

int Router::fabricDistance(const std::vector<std::uint16_t>& toAnchor, NodeId anchor, NodeId node) const
{
    if (node == anchor)
        return 0;
    if (m_tables->switchIndex[node] != ~0u) {
        const std::uint16_t hops = toAnchor[m_tables->switchIndex[node]];
        return hops == kUnreached ? -1 : hops;
    }
    int nearest = -1;
    for (const FabricHop& h : m_tables->fabricHops[node]) {
        int hops = -1;
        if (h.next == anchor)
            hops = 1;
        else if (h.toSwitch && toAnchor[m_tables->switchIndex[h.next]] != kUnreached)
            hops = toAnchor[m_tables->switchIndex[h.next]] + 1;
        if (hops > 0 && (nearest < 0 || hops < nearest))
            nearest = hops;
    }
    return nearest;
}

template <typename Pick> std::vector<Channel> Router::walkFabric(NodeId from, NodeId to, Pick pick)
{
    // Not kept: an alltoall asks for each of n²/rails NIC pairs about once, and walking a few
    // hops down the distance table of the destination's leaf costs less than holding them.
    // A host on a single switch is one hop past it: distances to the switch serve every host
    // on it (a leaf's few dozen, not each NIC's own table).
    NodeId anchor = to;
    int beyond = 0;
    const std::vector<FabricHop>& fromTarget = m_tables->fabricHops[to];
    if (fromTarget.size() == 1 && !isFabricSwitch(m_topology.nodes[to]) && fromTarget[0].toSwitch) {
        anchor = fromTarget[0].next;
        beyond = 1;
    }
    const std::vector<std::uint16_t>& toAnchor = switchDistancesTo(anchor);
    auto distanceOf = [&](NodeId n) {
        if (n == to)
            return 0;
        const int hops = fabricDistance(toAnchor, anchor, n);
        return hops < 0 ? -1 : hops + beyond;
    };
    if (distanceOf(from) < 0)
        throw std::invalid_argument(
            localized(QT_TRANSLATE_NOOP("scalescope-core", "the fabric does not join %1 and %2"),
                { m_topology.nodes[from].name, m_topology.nodes[to].name }));
    std::vector<Channel> path;
    path.reserve(static_cast<std::size_t>(distanceOf(from)));
    NodeId at = from;
    // Equal-cost next hops, in link order. At a switch other than the anchor they depend on it and
    // `at` alone (`to` is the anchor, or hangs from it alone), so they are kept for the next path
    // that passes (a host's one or two are found again).
    auto closerHops = [&](std::vector<const FabricHop*>& choices) {
        choices.clear();
        if (at == anchor) { // `to` hangs from it: the hops to `to` are the only ones closer
            for (const FabricHop& h : m_tables->fabricHops[at])
                if (h.next == to)
                    choices.push_back(&h);
            return;
        }
        const int closer = distanceOf(at) - 1;
        for (const FabricHop& h : m_tables->fabricHops[at])
            if (distanceOf(h.next) == closer && (h.next == to || h.toSwitch))
                choices.push_back(&h);
    };
    while (at != to) {
        const std::vector<const FabricHop*>* choices = &m_choices;
        if (at == anchor || !isFabricSwitch(m_topology.nodes[at])) {
            closerHops(m_choices);
        } else if (const auto kept = m_tables->closerHops.find(std::uint64_t(at) << 32 | anchor);
                   kept != m_tables->closerHops.end()) {
            choices = &kept->second;
        } else if (m_tables->keptHops < RouterTables::kMaxKeptHops) {
            std::vector<const FabricHop*>& found = m_tables->closerHops[std::uint64_t(at) << 32 | anchor];
            closerHops(found);
            m_tables->keptHops += 1 + found.size();
            choices = &found;
        } else { // enough kept: found anew
            closerHops(m_choices);
        }
        // `pick` chooses one.
        const FabricHop& taken = *(*choices)[pick(at, *choices) % choices->size()];
        path.push_back(taken.channel);
        at = taken.next;
    }
    return path;
}

std::vector<Channel> Router::fabricPath(NodeId from, NodeId to)
{
    const std::uint64_t flow = mix(std::uint64_t(from) << 32 | to);
    std::uint64_t hop = 0;
    return walkFabric(from, to, [&](NodeId, const NextHops&) { return mix(flow + hop++); });
}

std::uint64_t Router::connectionKey(NodeId fromNic, NodeId toNic, int connection) const
{
    // The fields a switch hashes, made up deterministically where the design has none (a QP
    // number, the UDP source port RoCE v2 derives from the QPs' flow label).
    const Addresses& a = m_topology.nodes[fromNic].addresses;
    const Addresses& b = m_topology.nodes[toNic].addresses;
    const std::uint64_t pair = std::uint64_t(fromNic) << 32 | toNic;
    const std::uint64_t qp = mix(pair + 0x51ull * static_cast<std::uint64_t>(connection + 1)) & 0xFFFFFF;
    if (m_topology.scaleOut == ScaleOutNetwork::RoceV2) {
        constexpr std::uint64_t kRoceV2Port = 4791, kUdp = 17;
        const std::uint64_t sourcePort = 0xC000 | (qp & 0x3FFF);
        return mix(mix(std::uint64_t(a.ipv4) << 32 | b.ipv4) ^ (kUdp << 32 | sourcePort << 16 | kRoceV2Port));
    }
    // InfiniBand: the LID pair and the QP (RoCE v1: the MAC pair).
    const std::uint64_t ends = m_topology.scaleOut == ScaleOutNetwork::InfiniBand
        ? (std::uint64_t(a.lid) << 16 | b.lid | std::uint64_t(a.ibSubnet) << 32 | std::uint64_t(b.ibSubnet) << 48)
        : mix(a.mac) ^ b.mac;
    return mix(mix(ends) ^ qp);
}

std::vector<Channel> Router::hashedPath(NodeId fromNic, NodeId toNic, int connection)
{
    // Every switch hashes the same fields, each with a seed of its own.
    const std::uint64_t key = connectionKey(fromNic, toNic, connection);
    std::vector<Channel> path
        = walkFabric(fromNic, toNic, [&](NodeId at, const NextHops&) { return mix(key ^ mix(at)); });
    if (!m_recordsRoutes)
        return path;
    const std::vector<std::uint32_t>& switchIndex = m_tables->switchIndex; // ~0 for all but fabric switches
    for (const Channel c : path) {
        const Link& link = m_topology.links[c / 2];
        if (switchIndex[link.a] != ~0u && switchIndex[link.b] != ~0u)
            ++m_tables->connectionsOn[c];
    }
    return path;
}

std::vector<std::vector<Channel>> Router::sprayPaths(NodeId from, NodeId to)
{
    // How many paths: the product of the first path's choices at every hop, capped. Each switch
    // then deals the paths that reach it round-robin over its equal-cost next hops, as a switch
    // spraying packets does, so every hop's choices carry equal shares (to one path in the cap).
    std::size_t count = 1;
    walkFabric(from, to, [&](NodeId, const NextHops& choices) {
        count = std::min<std::size_t>(count * choices.size(), kMaxSprayPaths);
        return std::size_t(0);
    });
    // Each switch goes on dealing over a set of next hops (its uplinks, its links down to one
    // spine) where it left off for the transfers spread over them before, as packets sprayed by
    // many senders fill every next hop in turn: where fewer paths reach a switch than it has next
    // hops (a spine's uplinks to the core), the pairs together use them all evenly, not as a hash
    // of each pair would pick them. A host (a NIC on several switches) starts where the pair says.
    std::unordered_map<Channel, std::size_t> dealt; // first next hop of the set -> paths dealt
    const std::uint64_t pair = mix(std::uint64_t(from) << 32 | to);
    auto firstDeal = [&](NodeId at, Channel first) -> std::size_t {
        if (!isFabricSwitch(m_topology.nodes[at]))
            return static_cast<std::size_t>(mix(pair ^ at) >> 1);
        const auto before = m_tables->pathsDealt.find(first);
        return before != m_tables->pathsDealt.end() ? before->second : 0;
    };
    std::vector<std::vector<Channel>> paths;
    for (std::size_t i = 0; i < count; ++i)
        paths.push_back(walkFabric(from, to, [&](NodeId at, const NextHops& choices) -> std::size_t {
            if (choices.size() == 1)
                return 0;
            const Channel first = choices.front()->channel;
            auto [it, fresh] = dealt.try_emplace(first, 0);
            if (fresh)
                it->second = firstDeal(at, first);
            return it->second++;
        }));
    if (m_recordsRoutes) // not for routes only looked at
        for (const auto& [first, next] : dealt)
            m_tables->pathsDealt[first] = static_cast<std::uint32_t>(next);
    return paths;
}

const std::vector<std::vector<Channel>>& Router::leafSpray(NodeId fromLeaf, NodeId toLeaf)
{
    const std::uint64_t key = std::uint64_t(fromLeaf) << 32 | toLeaf;
    if (const auto it = m_leafSprays.find(key); it != m_leafSprays.end())
        return it->second;
    if (!m_recordsRoutes) // only looked at: dealt as the next would be, neither kept nor counted
        return m_lookedAtSpray = sprayPaths(fromLeaf, toLeaf);
    return m_leafSprays[key] = sprayPaths(fromLeaf, toLeaf);
}

} // namespace scalescope

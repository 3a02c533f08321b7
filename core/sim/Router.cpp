#include "sim/Router.h"

#include "model/Localized.h"

#include <algorithm>
#include <optional>
#include <deque>
#include <stdexcept>

namespace scalescope {

bool Router::isFabricSwitch(const Node& node)
{
    return node.kind == NodeKind::IbSwitch || node.kind == NodeKind::EthSwitch;
}

RouterTables::RouterTables(const Topology& topology, FabricRouting routing)
    : adjacency(topology.nodes.size())
    , fabricHops(topology.nodes.size())
    , switchIndex(topology.nodes.size(), ~0u)
{
    if (routing == FabricRouting::Ecmp)
        connectionsOn.assign(topology.links.size() * 2, 0);
    for (NodeId n = 0; n < topology.nodes.size(); ++n)
        if (Router::isFabricSwitch(topology.nodes[n]))
            switchIndex[n] = static_cast<std::uint32_t>(switchCount++);
    for (LinkId l = 0; l < topology.links.size(); ++l) {
        const Link& link = topology.links[l];
        adjacency[link.a].push_back(l);
        adjacency[link.b].push_back(l);
        if (link.tier != LinkTier::InfiniBand && link.tier != LinkTier::Ethernet)
            continue;
        fabricHops[link.a].push_back({ channelOf(l, true), link.b, Router::isFabricSwitch(topology.nodes[link.b]) });
        fabricHops[link.b].push_back({ channelOf(l, false), link.a, Router::isFabricSwitch(topology.nodes[link.a]) });
    }
}

Router::Router(const Topology& topology, const RankLayout& layout, bool gpuDirect, FabricRoutingOptions fabric,
    std::shared_ptr<RouterTables> tables)
    : m_topology(topology)
    , m_gpuDirect(gpuDirect)
    , m_fabric(fabric)
    , m_tables(tables ? std::move(tables) : std::make_shared<RouterTables>(topology, fabric.routing))
{
    m_fabric.connectionsPerPeer = std::max(1, m_fabric.connectionsPerPeer);
    if (m_fabric.routing == FabricRouting::Ecmp && m_tables->connectionsOn.empty()) // tables built for adaptive
        m_tables->connectionsOn.assign(topology.links.size() * 2, 0);
    // Rails: a GPU's rail is its NIC's index within its tray; each tray and each domain maps
    // rails to GPUs.
    std::unordered_map<int, std::uint32_t> listOfDomain;
    std::unordered_map<GroupId, std::uint32_t> listOfTray;
    auto listFor = [&](auto& lists, auto key) {
        const auto [it, fresh] = lists.try_emplace(key, static_cast<std::uint32_t>(m_railLists.size()));
        if (fresh)
            m_railLists.emplace_back();
        return it->second;
    };
    for (int r = 0; r < layout.ranksCount(); ++r) {
        const NodeId gpu = layout.ranks[r];
        const NodeId nic = layout.nicOfRank[r];
        const int rail = nic == RankLayout::kNoNic ? -1 : topology.nodes[nic].localIndex;
        const GpuRails facts { rail, nic, listFor(listOfTray, topology.nodes[gpu].group),
            listFor(listOfDomain, layout.domainOfRank[r]) };
        m_gpus[gpu] = facts;
        if (rail < 0)
            continue;
        for (const std::uint32_t list : { facts.domainRails, facts.trayRails }) {
            std::vector<NodeId>& rails = m_railLists[list];
            if (rails.size() <= static_cast<std::size_t>(rail))
                rails.resize(rail + 1, ~0u);
            // A NIC shared since its GPU's own failed relays for the GPU it belongs to (same index).
            NodeId& relay = rails[rail];
            if (relay == ~0u || (topology.nodes[relay].localIndex != rail && topology.nodes[gpu].localIndex == rail))
                relay = gpu;
        }
    }
}

const Router::GpuRails* Router::railsOf(NodeId gpu) const
{
    const auto it = m_gpus.find(gpu);
    return it == m_gpus.end() ? nullptr : &it->second;
}

int Router::railOf(NodeId gpu) const
{
    const GpuRails* rails = railsOf(gpu);
    return rails ? rails->rail : -1;
}

NodeId Router::nicOf(NodeId gpu) const
{
    const GpuRails* rails = railsOf(gpu);
    return rails ? rails->nic : RankLayout::kNoNic;
}

NodeId Router::gpuOnRail(NodeId gpu, int rail) const
{
    const GpuRails* rails = railsOf(gpu);
    return rails ? gpuOnRail(*rails, gpu, rail) : gpu;
}

NodeId Router::gpuOnRail(const GpuRails& rails, NodeId gpu, int rail) const
{
    if (rail < 0)
        return gpu;
    for (const std::uint32_t list : { rails.trayRails, rails.domainRails }) {
        const std::vector<NodeId>& onRail = m_railLists[list];
        if (static_cast<std::size_t>(rail) < onRail.size() && onRail[rail] != ~0u)
            return onRail[rail];
    }
    return gpu;
}

std::vector<Segment> Router::nvlink(NodeId from, NodeId to) const
{
    // Direct NVLinks between the two GPUs, or every switch chip both reach (one of each folded
    // class, standing for its chips).
    std::vector<Segment> segments;
    double totalLanes = 0;
    for (const LinkId l : m_tables->adjacency[from]) {
        const Link& up = m_topology.links[l];
        if (up.tier != LinkTier::NvLink)
            continue;
        const NodeId middle = up.a == from ? up.b : up.a;
        if (middle == to) {
            segments.push_back(Segment { { channelOf(l, up.a == from) }, static_cast<double>(up.lanes) });
            totalLanes += up.lanes;
            continue;
        }
        const int copies = planeCopies(middle);
        if (m_topology.nodes[middle].kind != NodeKind::NvSwitch || copies == 0)
            continue;
        for (const LinkId m : m_tables->adjacency[middle]) {
            const Link& down = m_topology.links[m];
            if (down.tier == LinkTier::NvLink && (down.a == to || down.b == to)) {
                const double lanes = std::min(up.lanes, down.lanes);
                segments.push_back(
                    Segment { { channelOf(l, up.a == from), channelOf(m, down.a == middle) }, lanes, copies });
                totalLanes += lanes * copies;
                break;
            }
        }
    }
    for (Segment& s : segments)
        s.share /= totalLanes;
    return segments;
}

std::vector<Segment> Router::toSwitches(NodeId gpu, bool towardsSwitch) const
{
    std::vector<Segment> segments;
    double totalLanes = 0;
    for (const LinkId l : m_tables->adjacency[gpu]) {
        const Link& link = m_topology.links[l];
        const NodeId other = link.a == gpu ? link.b : link.a;
        const int copies = planeCopies(other);
        if (link.tier == LinkTier::NvLink && m_topology.nodes[other].kind == NodeKind::NvSwitch && copies > 0) {
            segments.push_back(Segment {
                { channelOf(l, (link.a == gpu) == towardsSwitch) }, static_cast<double>(link.lanes), copies });
            totalLanes += link.lanes * copies;
        }
    }
    for (Segment& s : segments)
        s.share /= totalLanes;
    return segments;
}

std::vector<Channel> Router::shortestPath(NodeId from, NodeId to, const std::vector<LinkTier>& tiers)
{
    std::optional<std::vector<Channel>> path = findShortestPath(from, to, tiers);
    if (!path)
        throw std::invalid_argument(localized(QT_TRANSLATE_NOOP("scalescope-core", "no path from %1 to %2"),
            { m_topology.nodes[from].name, m_topology.nodes[to].name }));
    return std::move(*path);
}

std::vector<Channel> Router::pcieOrPxnPath(NodeId from, NodeId to)
{
    if (auto path = findShortestPath(from, to, { LinkTier::Pcie, LinkTier::NvLinkC2C }))
        return std::move(*path);
    // No PCIe path joins them (a GPU whose own NIC failed, given a NIC under the other CPU): as
    // NCCL's PXN does, the data crosses NVLink to a GPU beside that NIC, which moves it over PCIe.
    return shortestPath(from, to, { LinkTier::Pcie, LinkTier::NvLinkC2C, LinkTier::NvLink });
}

std::optional<std::vector<Channel>> Router::findShortestPath(NodeId from, NodeId to, const std::vector<LinkTier>& tiers)
{
    // Breadth-first inside a node over the given tiers (PCIe, C2C): few devices, no ECMP.
    std::unordered_map<NodeId, std::pair<NodeId, LinkId>> previous { { from, { from, ~0u } } };
    std::deque<NodeId> queue { from };
    while (!queue.empty() && !previous.count(to)) {
        const NodeId at = queue.front();
        queue.pop_front();
        for (const LinkId l : m_tables->adjacency[at]) {
            const Link& link = m_topology.links[l];
            if (std::find(tiers.begin(), tiers.end(), link.tier) == tiers.end())
                continue;
            const NodeId next = link.a == at ? link.b : link.a;
            if (previous.emplace(next, std::pair { at, l }).second)
                queue.push_back(next);
        }
    }
    if (!previous.count(to))
        return std::nullopt;
    std::vector<Channel> path;
    for (NodeId at = to; at != from;) {
        const auto [prev, l] = previous.at(at);
        path.push_back(channelOf(l, m_topology.links[l].a == prev));
        at = prev;
    }
    std::reverse(path.begin(), path.end());
    return path;
}

const std::vector<Channel>& Router::hostPath(NodeId from, NodeId to, bool towardsNic)
{
    const std::uint64_t key = std::uint64_t(from) << 32 | to;
    if (const auto it = m_hostPaths.find(key); it != m_hostPaths.end())
        return it->second;
    return m_hostPaths[key] = findHostPath(from, to, towardsNic);
}

std::vector<Channel> Router::findHostPath(NodeId from, NodeId to, bool towardsNic)
{
    if (m_gpuDirect)
        return pcieOrPxnPath(from, to);
    // Staged in host memory: to the CPU nearest the GPU, then from there to the NIC.
    const NodeId gpu = towardsNic ? from : to;
    NodeId cpu = ~0u;
    std::deque<NodeId> queue { gpu };
    std::unordered_map<NodeId, bool> seen { { gpu, true } };
    while (!queue.empty() && cpu == ~0u) {
        const NodeId at = queue.front();
        queue.pop_front();
        for (const LinkId l : m_tables->adjacency[at]) {
            const Link& link = m_topology.links[l];
            if (link.tier != LinkTier::Pcie && link.tier != LinkTier::NvLinkC2C)
                continue;
            const NodeId next = link.a == at ? link.b : link.a;
            if (m_topology.nodes[next].kind == NodeKind::Cpu) {
                cpu = next;
                break;
            }
            if (seen.emplace(next, true).second)
                queue.push_back(next);
        }
    }
    if (cpu == ~0u)
        return pcieOrPxnPath(from, to);
    std::vector<Channel> path = pcieOrPxnPath(from, cpu);
    const std::vector<Channel> rest = pcieOrPxnPath(cpu, to);
    path.insert(path.end(), rest.begin(), rest.end());
    return path;
}

std::optional<NodeId> Router::singleLeafOf(NodeId nic) const
{
    const std::vector<FabricHop>& hops = m_tables->fabricHops[nic];
    if (hops.size() == 1 && hops[0].toSwitch)
        return hops[0].next;
    return std::nullopt;
}

int Router::planeCopiesOf(Channel channel) const
{
    const Link& link = m_topology.links[channel / 2];
    return std::max(planeCopies(link.a), 1) * std::max(planeCopies(link.b), 1);
}

NodeId Router::endOf(Channel channel) const
{
    const Link& link = m_topology.links[channel / 2];
    return channel % 2 == 0 ? link.b : link.a;
}

NodeId Router::leafOf(NodeId nic) const
{
    for (const LinkId l : m_tables->adjacency[nic]) {
        const Link& link = m_topology.links[l];
        if (m_topology.isComputeFabricLink(link))
            return link.a == nic ? link.b : link.a;
    }
    return nic;
}

std::optional<NodeId> Router::relayAcross(NodeId from, NodeId to) const
{
    const GpuRails *ra = railsOf(from), *rb = railsOf(to);
    if (ra && rb && ra->domainRails == rb->domainRails)
        return std::nullopt;
    return ra ? gpuOnRail(*ra, from, rb ? rb->rail : -1) : from;
}

std::vector<Segment> Router::inDomain(NodeId from, NodeId to)
{
    std::vector<Segment> direct = nvlink(from, to);
    if (!direct.empty())
        return direct;
    return { Segment { shortestPath(from, to, { LinkTier::NvLink, LinkTier::Pcie, LinkTier::NvLinkC2C }), 1 } };
}

std::vector<Segment> Router::network(NodeId relay, NodeId to)
{
    NetworkParts parts = networkParts(relay, to);
    if (parts.spread)
        for (Segment& s : spreadSegments(*parts.spread))
            parts.own.push_back(std::move(s));
    return std::move(parts.own);
}

std::vector<Segment> Router::spreadSegments(const std::vector<std::vector<Channel>>& spread)
{
    std::vector<Segment> segments;
    segments.reserve(spread.size());
    for (const auto& path : spread)
        segments.push_back(Segment { path, 1.0 / static_cast<double>(spread.size()) });
    return segments;
}

Router::NetworkParts Router::networkParts(NodeId relay, NodeId to)
{
    const NodeId sourceNic = nicOf(relay);
    const NodeId targetNic = nicOf(to);
    if (sourceNic == RankLayout::kNoNic || targetNic == RankLayout::kNoNic)
        throw std::invalid_argument(
            localized(QT_TRANSLATE_NOOP("scalescope-core", "GPU %1 has no compute NIC to reach another NVLink domain"),
                { m_topology.nodes[sourceNic == RankLayout::kNoNic ? relay : to].name }));
    // GPU to GPU through both NICs is one flow: RDMA moves it at the pace of its narrowest hop.
    const std::vector<Channel>& up = hostPath(relay, sourceNic, true);
    const std::vector<Channel>& down = hostPath(targetNic, to, false);
    auto through = [&](const std::vector<Channel>& fabric, double share) {
        Segment segment { {}, share };
        segment.channels.reserve(up.size() + fabric.size() + down.size());
        segment.channels.insert(segment.channels.end(), up.begin(), up.end());
        segment.channels.insert(segment.channels.end(), fabric.begin(), fabric.end());
        segment.channels.insert(segment.channels.end(), down.begin(), down.end());
        return segment;
    };
    NetworkParts parts;
    std::vector<Segment>& segments = parts.own;
    if (m_fabric.routing == FabricRouting::Ecmp) {
        const int connections = m_fabric.connectionsPerPeer;
        segments.reserve(static_cast<std::size_t>(connections));
        for (int c = 0; c < connections; ++c)
            segments.push_back(through(hashedPath(sourceNic, targetNic, c), 1.0 / connections));
        return parts;
    }
    const std::optional<NodeId> fromLeaf = singleLeafOf(sourceNic), toLeaf = singleLeafOf(targetNic);
    if (!fromLeaf || !toLeaf) {
        const std::vector<std::vector<Channel>> paths = sprayPaths(sourceNic, targetNic);
        for (const auto& path : paths)
            segments.push_back(through(path, 1.0 / static_cast<double>(paths.size())));
        return parts;
    }
    // The ends (GPU, NIC, leaf) as one flow; between the leaves, the spread paths.
    const std::vector<Channel> nicToLeaf = fabricPath(sourceNic, *fromLeaf);
    const std::vector<Channel> leafToNic = fabricPath(*toLeaf, targetNic);
    std::vector<Channel> ends = nicToLeaf;
    ends.insert(ends.end(), leafToNic.begin(), leafToNic.end());
    segments.push_back(through(ends, 1));
    if (*fromLeaf != *toLeaf) {
        parts.spread = &leafSpray(*fromLeaf, *toLeaf);
        parts.leaves = std::uint64_t(*fromLeaf) << 32 | *toLeaf;
    }
    return parts;
}

std::uint64_t Router::spreadLeaves(NodeId relay, NodeId to) const
{
    if (m_fabric.routing == FabricRouting::Ecmp)
        return 0;
    const NodeId sourceNic = nicOf(relay), targetNic = nicOf(to);
    if (sourceNic == RankLayout::kNoNic || targetNic == RankLayout::kNoNic)
        return 0;
    const std::optional<NodeId> fromLeaf = singleLeafOf(sourceNic), toLeaf = singleLeafOf(targetNic);
    if (!fromLeaf || !toLeaf || *fromLeaf == *toLeaf)
        return 0;
    return std::uint64_t(*fromLeaf) << 32 | *toLeaf;
}

std::vector<Segment> Router::route(NodeId from, NodeId to)
{
    if (from == to)
        return {};
    const std::optional<NodeId> across = relayAcross(from, to);
    if (!across)
        return inDomain(from, to);
    // PXN: hop over NVLink to the GPU on the destination's rail, then out through its NIC.
    const NodeId relay = *across;
    std::vector<Segment> segments;
    if (relay != from)
        segments = pxnHop(from, relay);
    for (Segment& s : network(relay, to))
        segments.push_back(std::move(s));
    return segments;
}

} // namespace scalescope

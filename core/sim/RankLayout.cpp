#include "sim/RankLayout.h"

#include <algorithm>
#include <deque>
#include <numeric>
#include <stdexcept>
#include <unordered_map>
#include <unordered_set>

namespace scalescope {
namespace {

class DomainFinder {
public:
    explicit DomainFinder(const Topology& topology) : m_parent(topology.nodes.size())
    {
        std::iota(m_parent.begin(), m_parent.end(), 0u);
        for (const Link& link : topology.links)
            if (link.tier == LinkTier::NvLink)
                join(link.a, link.b);
    }
    std::uint32_t find(std::uint32_t x)
    {
        while (m_parent[x] != x)
            x = m_parent[x] = m_parent[m_parent[x]];
        return x;
    }

private:
    void join(std::uint32_t a, std::uint32_t b)
    {
        a = find(a);
        b = find(b);
        if (a != b)
            m_parent[std::max(a, b)] = std::min(a, b);
    }
    std::vector<std::uint32_t> m_parent;
};

double switchLatencyNs(const Topology& topology, const Catalog& catalog, NodeId node)
{
    const SwitchSpec* spec = catalog.switchSpec(topology.modelOf(topology.nodes[node]));
    return spec ? spec->latencyNs : 0.0;
}

// Shortest path latency over the scale-out tiers between two NICs (breadth-first over hops).
double networkPathNs(const Topology& topology, const Catalog& catalog,
                     const std::vector<std::vector<LinkId>>& adjacency, NodeId from, NodeId to)
{
    std::vector<double> latency(topology.nodes.size(), -1);
    std::deque<NodeId> queue{from};
    latency[from] = 0;
    while (!queue.empty()) {
        const NodeId at = queue.front();
        queue.pop_front();
        if (at == to)
            return latency[at];
        for (const LinkId l : adjacency[at]) {
            const Link& link = topology.links[l];
            const NodeId next = link.a == at ? link.b : link.a;
            if (latency[next] >= 0)
                continue;
            latency[next] = latency[at] + link.latencyNs + switchLatencyNs(topology, catalog, next);
            queue.push_back(next);
        }
    }
    return 0;
}

} // namespace

std::vector<NodeId> allGpus(const Topology& topology)
{
    std::vector<NodeId> gpus;
    for (NodeId n = 0; n < topology.nodes.size(); ++n)
        if (topology.nodes[n].kind == NodeKind::Gpu)
            gpus.push_back(n);
    return gpus;
}

RankLayout layoutRanks(const Topology& topology, const Catalog& catalog, const std::vector<NodeId>& ranks)
{
    if (ranks.size() < 2)
        throw std::invalid_argument("a collective needs at least two GPUs, the job has " + std::to_string(ranks.size()));
    std::unordered_set<NodeId> seen;
    for (const NodeId rank : ranks) {
        if (rank >= topology.nodes.size() || topology.nodes[rank].kind != NodeKind::Gpu)
            throw std::invalid_argument("rank " + std::to_string(seen.size()) + " is not a GPU");
        if (!seen.insert(rank).second)
            throw std::invalid_argument("GPU " + topology.nodes[rank].name + " is given twice");
    }
    RankLayout layout;
    layout.ranks = ranks;

    // Per-node facts in one pass over the links.
    const std::size_t count = topology.nodes.size();
    std::vector<BytesPerSec> nvlinkRate(count, 0), fabricRate(count, 0), firstHopRate(count, 0);
    std::vector<int> nvlinkLanes(count, 0);
    std::vector<LinkId> pcieUp(count, ~0u); // the link from a PCIe switch towards its CPU (its port 0)
    std::vector<std::vector<LinkId>> networkAdjacency(count);
    for (LinkId l = 0; l < topology.links.size(); ++l) {
        const Link& link = topology.links[l];
        for (const NodeId end : {link.a, link.b}) {
            const Node& node = topology.nodes[end];
            if (link.tier == LinkTier::NvLink && node.kind == NodeKind::Gpu) {
                nvlinkRate[end] += link.bytesPerSecPerDirection;
                nvlinkLanes[end] += link.lanes;
            }
            if ((link.tier == LinkTier::InfiniBand || link.tier == LinkTier::Ethernet) && node.kind == NodeKind::Nic)
                fabricRate[end] = std::max(fabricRate[end], link.bytesPerSecPerDirection);
            if ((link.tier == LinkTier::Pcie || link.tier == LinkTier::NvLinkC2C)
                && (node.kind == NodeKind::Gpu || node.kind == NodeKind::Nic))
                firstHopRate[end] = std::max(firstHopRate[end], link.bytesPerSecPerDirection);
        }
        if (link.tier == LinkTier::Pcie && topology.nodes[link.a].kind == NodeKind::PcieSwitch && link.portA == 0)
            pcieUp[link.a] = l;
        if (link.tier == LinkTier::InfiniBand) {
            networkAdjacency[link.a].push_back(l);
            networkAdjacency[link.b].push_back(l);
        }
    }

    // Rail-matched NIC: the compute NIC of the GPU's tray whose index matches the GPU's.
    std::unordered_map<GroupId, std::vector<NodeId>> nicsOfGroup, gpusOfGroup;
    for (NodeId n = 0; n < count; ++n) {
        const Node& node = topology.nodes[n];
        if (node.kind == NodeKind::Nic && node.network == Network::Compute)
            nicsOfGroup[node.group].push_back(n);
        if (node.kind == NodeKind::Gpu)
            gpusOfGroup[node.group].push_back(n);
    }
    // GPUs sharing each PCIe switch, and each GPU's switch.
    std::unordered_map<NodeId, int> gpusOnSwitch;
    std::unordered_map<NodeId, NodeId> switchOfGpu;
    for (const Link& link : topology.links)
        if (link.tier == LinkTier::Pcie && topology.nodes[link.a].kind == NodeKind::Gpu
            && topology.nodes[link.b].kind == NodeKind::PcieSwitch) {
            ++gpusOnSwitch[link.b];
            switchOfGpu[link.a] = link.b;
        }

    DomainFinder domains(topology);
    std::unordered_map<std::uint32_t, int> domainIndex;
    std::vector<int> perDomain;
    std::unordered_map<int, std::unordered_set<NodeId>> nicsPerDomain;
    layout.nvlinkPerGpu = layout.nicPerGpu = layout.gpuToNicPcie = layout.hostStagedPerGpu = 1e300;
    layout.nvlinkLinksPerGpu = 1 << 30;
    for (const NodeId rank : ranks) {
        const auto [it, fresh] = domainIndex.emplace(domains.find(rank), static_cast<int>(domainIndex.size()));
        if (fresh)
            perDomain.push_back(0);
        ++perDomain[it->second];
        layout.domainOfRank.push_back(it->second);
        layout.nvlinkPerGpu = std::min(layout.nvlinkPerGpu, nvlinkRate[rank]);
        layout.nvlinkLinksPerGpu = std::min(layout.nvlinkLinksPerGpu, nvlinkLanes[rank]);

        const Node& gpu = topology.nodes[rank];
        NodeId nic = RankLayout::kNoNic;
        const auto& nics = nicsOfGroup[gpu.group];
        const auto& gpus = gpusOfGroup[gpu.group];
        if (!nics.empty()) {
            const auto position = static_cast<std::size_t>(std::find(gpus.begin(), gpus.end(), rank) - gpus.begin());
            nic = nics[position * nics.size() / gpus.size()];
            nicsPerDomain[it->second].insert(nic);
            // NICs shared by several GPUs share their bandwidth.
            const double sharing = static_cast<double>(gpus.size()) / static_cast<double>(nics.size());
            layout.nicPerGpu = std::min(layout.nicPerGpu, fabricRate[nic] / std::max(1.0, sharing));
            layout.gpuToNicPcie = std::min(layout.gpuToNicPcie, std::min(firstHopRate[rank], firstHopRate[nic]));
        }
        layout.nicOfRank.push_back(nic);
        const auto sw = switchOfGpu.find(rank);
        if (sw != switchOfGpu.end() && pcieUp[sw->second] != ~0u)
            layout.hostStagedPerGpu = std::min(
                layout.hostStagedPerGpu, topology.links[pcieUp[sw->second]].bytesPerSecPerDirection / (2.0 * gpusOnSwitch[sw->second]));
        else
            layout.hostStagedPerGpu = std::min(layout.hostStagedPerGpu, firstHopRate[rank] / 2.0);
    }
    layout.domains = static_cast<int>(perDomain.size());
    layout.minLocal = *std::min_element(perDomain.begin(), perDomain.end());
    layout.maxLocal = *std::max_element(perDomain.begin(), perDomain.end());
    for (const auto& [domain, nics] : nicsPerDomain)
        layout.nicsPerDomain = std::max(layout.nicsPerDomain, static_cast<int>(nics.size()));
    for (double* value : {&layout.nicPerGpu, &layout.gpuToNicPcie, &layout.hostStagedPerGpu})
        if (*value >= 1e300)
            *value = 0;

    // Hardware abilities.
    const GpuSpec* gpuSpec = catalog.gpu(topology.modelOf(topology.nodes[ranks.front()]));
    layout.architecture = gpuSpec ? gpuSpec->architecture : "";
    bool switchesReduce = true, anyChip = false;
    double chipLatency = 0, wireLatency = 0;
    std::unordered_set<std::uint32_t> rankDomains;
    for (const auto& [root, index] : domainIndex)
        rankDomains.insert(root);
    for (NodeId n = 0; n < count; ++n) {
        const Node& node = topology.nodes[n];
        if (node.kind == NodeKind::NvSwitch && rankDomains.count(domains.find(n))) {
            anyChip = true;
            const SwitchSpec* spec = catalog.switchSpec(topology.modelOf(node));
            switchesReduce = switchesReduce && spec && spec->inNetworkReduction;
            chipLatency = spec ? spec->latencyNs : 0;
        }
    }
    layout.nvls = anyChip && switchesReduce && gpuSpec && gpuSpec->inSwitchReduction;
    bool anyIb = false, allSharp = true;
    for (const Node& node : topology.nodes)
        if (node.kind == NodeKind::IbSwitch) {
            anyIb = true;
            const SwitchSpec* spec = catalog.switchSpec(topology.modelOf(node));
            allSharp = allSharp && spec && spec->inNetworkReduction;
        }
    layout.sharp = anyIb && allSharp;

    // Latencies: one NVLink hop, and the network path between the first two domains.
    for (const Link& link : topology.links)
        if (link.tier == LinkTier::NvLink && (link.a == ranks.front() || link.b == ranks.front())) {
            wireLatency = link.latencyNs;
            break;
        }
    layout.nvlinkHopNs = anyChip ? 2 * wireLatency + chipLatency : wireLatency;
    const auto other = std::find_if(layout.domainOfRank.begin(), layout.domainOfRank.end(), [](int d) { return d != 0; });
    if (other != layout.domainOfRank.end()) {
        const auto r = static_cast<std::size_t>(other - layout.domainOfRank.begin());
        const NodeId a = layout.nicOfRank.front();
        const NodeId b = layout.nicOfRank[r];
        if (a != RankLayout::kNoNic && b != RankLayout::kNoNic) {
            const PcieSpec* pcie = catalog.pcieGen(gpuSpec ? gpuSpec->pcie : "");
            const double pcieNs = pcie ? pcie->latencyNs : 0;
            layout.networkHopNs = networkPathNs(topology, catalog, networkAdjacency, a, b) + 4 * pcieNs;
        }
    }

    // The job's leaves: how much more can come down than can go up.
    std::unordered_map<NodeId, std::pair<BytesPerSec, BytesPerSec>> leafLoad;
    std::unordered_set<NodeId> jobNics(layout.nicOfRank.begin(), layout.nicOfRank.end());
    for (const Link& link : topology.links) {
        if (link.tier != LinkTier::InfiniBand)
            continue;
        const Node& a = topology.nodes[link.a];
        const Node& b = topology.nodes[link.b];
        if (jobNics.count(link.a) && b.role == SwitchRole::Leaf)
            leafLoad[link.b].first += link.bytesPerSecPerDirection;
        if (a.role == SwitchRole::Leaf && b.role == SwitchRole::Spine)
            leafLoad[link.a].second += link.bytesPerSecPerDirection;
    }
    int jobLeaves = 0;
    for (const auto& [leaf, load] : leafLoad)
        if (load.first > 0) {
            ++jobLeaves;
            if (load.second > 0)
                layout.fabricOversubscription = std::max(layout.fabricOversubscription, load.first / load.second);
        }
    layout.crossesLeaves = jobLeaves > 1;
    return layout;
}

} // namespace scalescope

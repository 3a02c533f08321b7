#include "sim/RankLayout.h"

#include "model/Names.h"
#include "util/DisjointSets.h"

#include <algorithm>
#include <deque>
#include <numeric>
#include <stdexcept>
#include <unordered_map>
#include <unordered_set>

namespace scalescope {
namespace {

// Shortest path latency over InfiniBand between two NICs (breadth-first over hops), on a
// compressed adjacency of the fabric's links only.
template <typename SwitchOf>
double networkPathNs(
    const Topology& topology, const SwitchOf& switchOf, const std::vector<LinkId>& networkLinks, NodeId from, NodeId to)
{
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
            const SwitchSpec* spec = switchOf(next);
            latency[next] = latency[at] + link.latencyNs + (spec ? spec->latencyNs : 0.0);
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
        throw std::invalid_argument(
            "a collective needs at least two GPUs, the job has " + std::to_string(ranks.size()));
    const std::size_t count = topology.nodes.size();
    std::vector<char> isRank(count, 0);
    for (std::size_t r = 0; r < ranks.size(); ++r) {
        const NodeId rank = ranks[r];
        if (rank >= count)
            throw std::invalid_argument("rank " + std::to_string(r) + " is not a device of the design");
        if (topology.nodes[rank].kind != NodeKind::Gpu)
            throw std::invalid_argument(topology.nodes[rank].name + " ("
                + std::string(toString(topology.nodes[rank].kind)) + ") is not a GPU (rank " + std::to_string(r) + ")");
        if (isRank[rank])
            throw std::invalid_argument("GPU " + topology.nodes[rank].name + " is given twice");
        isRank[rank] = 1;
    }
    RankLayout layout;
    layout.ranks = ranks;

    // Catalog facts per model, looked up once.
    std::vector<const SwitchSpec*> switchOfModel(topology.models.size());
    for (std::size_t m = 0; m < topology.models.size(); ++m)
        switchOfModel[m] = catalog.switchSpec(topology.models[m]);
    auto switchSpecOf = [&](NodeId node) { return switchOfModel[topology.nodes[node].model]; };

    // Per-node facts in one pass over the links.
    std::vector<BytesPerSec> nvlinkRate(count, 0), fabricRate(count, 0), firstHopRate(count, 0);
    std::vector<int> nvlinkLanes(count, 0), gpusOnSwitch(count, 0);
    std::vector<NodeId> switchOfGpu(count, ~0u);
    std::vector<LinkId> pcieUp(count, ~0u); // the link from a PCIe switch towards its CPU (its port 0)
    std::vector<LinkId> networkLinks;
    for (LinkId l = 0; l < topology.links.size(); ++l) {
        const Link& link = topology.links[l];
        const Node& a = topology.nodes[link.a];
        const Node& b = topology.nodes[link.b];
        switch (link.tier) {
        case LinkTier::NvLink:
            for (const auto& [end, node] : { std::pair { link.a, &a }, std::pair { link.b, &b } })
                if (node->kind == NodeKind::Gpu) {
                    nvlinkRate[end] += link.bytesPerSecPerDirection;
                    nvlinkLanes[end] += link.lanes;
                }
            break;
        case LinkTier::InfiniBand:
            networkLinks.push_back(l);
            [[fallthrough]];
        case LinkTier::Ethernet:
            for (const auto& [end, node] : { std::pair { link.a, &a }, std::pair { link.b, &b } })
                if (node->kind == NodeKind::Nic)
                    fabricRate[end] = std::max(fabricRate[end], link.bytesPerSecPerDirection);
            break;
        case LinkTier::Pcie:
            if (a.kind == NodeKind::PcieSwitch && link.portA == 0)
                pcieUp[link.a] = l;
            if (a.kind == NodeKind::Gpu && b.kind == NodeKind::PcieSwitch) {
                ++gpusOnSwitch[link.b];
                switchOfGpu[link.a] = link.b;
            }
            [[fallthrough]];
        case LinkTier::NvLinkC2C:
            for (const auto& [end, node] : { std::pair { link.a, &a }, std::pair { link.b, &b } })
                if (node->kind == NodeKind::Gpu || node->kind == NodeKind::Nic)
                    firstHopRate[end] = std::max(firstHopRate[end], link.bytesPerSecPerDirection);
            break;
        }
    }

    // Rail-matched NIC: the compute NIC of the GPU's tray whose index matches the GPU's.
    // Indexed by group + 1, so that devices in no group have a slot too.
    std::vector<std::vector<NodeId>> nicsOfGroup(topology.groups.size() + 1), gpusOfGroup(topology.groups.size() + 1);
    for (NodeId n = 0; n < count; ++n) {
        const Node& node = topology.nodes[n];
        if (node.kind == NodeKind::Nic && node.network == Network::Compute)
            nicsOfGroup[node.group + 1].push_back(n);
        else if (node.kind == NodeKind::Gpu)
            gpusOfGroup[node.group + 1].push_back(n);
    }

    // NVLink domains: the devices NVLink joins, directly or through NVSwitches.
    DisjointSets domains(topology.nodes.size());
    for (const Link& link : topology.links)
        if (link.tier == LinkTier::NvLink)
            domains.join(link.a, link.b);
    std::vector<int> domainOfRoot(count, -1);
    std::vector<int> perDomain, nicsInDomain;
    std::vector<int> nicSeenIn(count, -1);
    layout.nvlinkPerGpu = layout.nicPerGpu = layout.gpuToNicPcie = layout.hostStagedPerGpu = 1e300;
    layout.nvlinkLinksPerGpu = 1 << 30;
    layout.domainOfRank.reserve(ranks.size());
    layout.nicOfRank.reserve(ranks.size());
    for (const NodeId rank : ranks) {
        int& domain = domainOfRoot[domains.find(rank)];
        if (domain < 0) {
            domain = static_cast<int>(perDomain.size());
            perDomain.push_back(0);
            nicsInDomain.push_back(0);
        }
        ++perDomain[domain];
        layout.domainOfRank.push_back(domain);
        layout.nvlinkPerGpu = std::min(layout.nvlinkPerGpu, nvlinkRate[rank]);
        layout.nvlinkLinksPerGpu = std::min(layout.nvlinkLinksPerGpu, nvlinkLanes[rank]);

        const Node& gpu = topology.nodes[rank];
        NodeId nic = RankLayout::kNoNic;
        const auto& nics = nicsOfGroup[gpu.group + 1];
        if (!nics.empty()) {
            const auto& gpus = gpusOfGroup[gpu.group + 1];
            const auto position = static_cast<std::size_t>(std::find(gpus.begin(), gpus.end(), rank) - gpus.begin());
            nic = nics[position * nics.size() / gpus.size()];
            if (nicSeenIn[nic] != domain) {
                nicSeenIn[nic] = domain;
                ++nicsInDomain[domain];
            }
            // NICs shared by several GPUs share their bandwidth.
            const double sharing = static_cast<double>(gpus.size()) / static_cast<double>(nics.size());
            layout.nicPerGpu = std::min(layout.nicPerGpu, fabricRate[nic] / std::max(1.0, sharing));
            layout.gpuToNicPcie = std::min(layout.gpuToNicPcie, std::min(firstHopRate[rank], firstHopRate[nic]));
        }
        layout.nicOfRank.push_back(nic);
        const NodeId sw = switchOfGpu[rank];
        if (sw != ~0u && pcieUp[sw] != ~0u)
            layout.hostStagedPerGpu = std::min(
                layout.hostStagedPerGpu, topology.links[pcieUp[sw]].bytesPerSecPerDirection / (2.0 * gpusOnSwitch[sw]));
        else
            layout.hostStagedPerGpu = std::min(layout.hostStagedPerGpu, firstHopRate[rank] / 2.0);
    }
    layout.domains = static_cast<int>(perDomain.size());
    layout.minLocal = *std::min_element(perDomain.begin(), perDomain.end());
    layout.maxLocal = *std::max_element(perDomain.begin(), perDomain.end());
    layout.nicsPerDomain = *std::max_element(nicsInDomain.begin(), nicsInDomain.end());
    for (double* value : { &layout.nicPerGpu, &layout.gpuToNicPcie, &layout.hostStagedPerGpu })
        if (*value >= 1e300)
            *value = 0;

    // Hardware abilities: the job's NVSwitch chips and the fabric's InfiniBand switches.
    const GpuSpec* gpuSpec = catalog.gpu(topology.modelOf(topology.nodes[ranks.front()]));
    layout.architecture = gpuSpec ? gpuSpec->architecture : "";
    bool switchesReduce = true, anyChip = false, anyIb = false, allSharp = true;
    double chipLatency = 0;
    for (NodeId n = 0; n < count; ++n) {
        const Node& node = topology.nodes[n];
        if (node.kind == NodeKind::NvSwitch && domainOfRoot[domains.find(n)] >= 0) {
            anyChip = true;
            const SwitchSpec* spec = switchSpecOf(n);
            switchesReduce = switchesReduce && spec && spec->inNetworkReduction;
            chipLatency = spec ? spec->latencyNs : 0;
        } else if (node.kind == NodeKind::IbSwitch) {
            anyIb = true;
            const SwitchSpec* spec = switchSpecOf(n);
            allSharp = allSharp && spec && spec->inNetworkReduction;
        }
    }
    layout.nvls = anyChip && switchesReduce && gpuSpec && gpuSpec->inSwitchReduction;
    layout.sharp = anyIb && allSharp;

    // Latencies: one NVLink hop, and the network path between the first two domains.
    double wireLatency = 0;
    for (const Link& link : topology.links)
        if (link.tier == LinkTier::NvLink && (link.a == ranks.front() || link.b == ranks.front())) {
            wireLatency = link.latencyNs;
            break;
        }
    layout.nvlinkHopNs = anyChip ? 2 * wireLatency + chipLatency : wireLatency;
    const auto other
        = std::find_if(layout.domainOfRank.begin(), layout.domainOfRank.end(), [](int d) { return d != 0; });
    if (other != layout.domainOfRank.end()) {
        const auto r = static_cast<std::size_t>(other - layout.domainOfRank.begin());
        const NodeId a = layout.nicOfRank.front();
        const NodeId b = layout.nicOfRank[r];
        if (a != RankLayout::kNoNic && b != RankLayout::kNoNic) {
            const PcieSpec* pcie = catalog.pcieGen(gpuSpec ? gpuSpec->pcie : "");
            const double pcieNs = pcie ? pcie->latencyNs : 0;
            layout.networkHopNs = networkPathNs(topology, switchSpecOf, networkLinks, a, b) + 4 * pcieNs;
        }
    }

    // The job's leaves: how much more can come down than can go up.
    std::vector<char> jobNic(count, 0);
    for (const NodeId nic : layout.nicOfRank)
        if (nic != RankLayout::kNoNic)
            jobNic[nic] = 1;
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

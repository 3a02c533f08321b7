#include "sim/RankLayout.h"

#include "model/Localized.h"
#include "model/Names.h"
#include "sim/JobFabric.h"
#include "sim/NodeLinkFacts.h"
#include "sim/NvlinkDomains.h"
#include "sim/RailNics.h"

#include <algorithm>
#include <stdexcept>

namespace scalescope {
namespace {

// Throws when a rank is not a GPU of the topology or is given twice, or there are fewer than two.
void checkRanks(const Topology& topology, const std::vector<NodeId>& ranks)
{
    if (ranks.size() < 2)
        throw std::invalid_argument(
            localized(QT_TRANSLATE_NOOP("scalescope-core", "a collective needs at least two GPUs, the job has %1"),
                { std::to_string(ranks.size()) }));
    const std::size_t count = topology.nodes.size();
    std::vector<char> isRank(count, 0);
    for (std::size_t r = 0; r < ranks.size(); ++r) {
        const NodeId rank = ranks[r];
        if (rank >= count)
            throw std::invalid_argument(localized(
                QT_TRANSLATE_NOOP("scalescope-core", "rank %1 is not a device of the design"), { std::to_string(r) }));
        if (topology.nodes[rank].kind != NodeKind::Gpu)
            throw std::invalid_argument(
                localized(QT_TRANSLATE_NOOP("scalescope-core", "%1 (%2) is not a GPU (rank %3)"),
                    { topology.nodes[rank].name, toString(topology.nodes[rank].kind), std::to_string(r) }));
        if (isRank[rank])
            throw std::invalid_argument(localized(
                QT_TRANSLATE_NOOP("scalescope-core", "GPU %1 is given twice"), { topology.nodes[rank].name }));
        isRank[rank] = 1;
    }
}

// Every rank's domain and NIC, the ranks per domain, and the weakest rank's bandwidths.
void placeRanks(RankLayout& layout, const Topology& topology, const NodeLinkFacts& facts, NvlinkDomains& domains,
    const RailNics& railNics)
{
    std::vector<int> perDomain, nicsInDomain;
    std::vector<int> nicSeenIn(topology.nodes.size(), -1);
    layout.nvlinkPerGpu = layout.nicPerGpu = layout.gpuToNicPcie = layout.hostStagedPerGpu = 1e300;
    layout.nvlinkLinksPerGpu = 1 << 30;
    layout.domainOfRank.reserve(layout.ranks.size());
    layout.nicOfRank.reserve(layout.ranks.size());
    for (const NodeId rank : layout.ranks) {
        const int domain = domains.numberOf(rank);
        if (static_cast<std::size_t>(domain) == perDomain.size()) {
            perDomain.push_back(0);
            nicsInDomain.push_back(0);
        }
        ++perDomain[domain];
        layout.domainOfRank.push_back(domain);
        layout.nvlinkPerGpu = std::min(layout.nvlinkPerGpu, facts.nvlinkRate[rank]);
        layout.nvlinkLinksPerGpu = std::min(layout.nvlinkLinksPerGpu, facts.nvlinkLanes[rank]);

        const RailNics::Choice choice = railNics.of(topology.nodes[rank], rank);
        const NodeId nic = choice.nic;
        if (nic != RankLayout::kNoNic) {
            if (nicSeenIn[nic] != domain) {
                nicSeenIn[nic] = domain;
                ++nicsInDomain[domain];
            }
            layout.nicPerGpu = std::min(layout.nicPerGpu, facts.fabricRate[nic] / std::max(1.0, choice.gpusPerNic));
            layout.gpuToNicPcie
                = std::min(layout.gpuToNicPcie, std::min(facts.firstHopRate[rank], facts.firstHopRate[nic]));
            layout.nicThroughHost = layout.nicThroughHost || facts.nicOnCpu[nic];
        }
        layout.nicOfRank.push_back(nic);
        const NodeId sw = facts.switchOfGpu[rank];
        if (sw != NodeLinkFacts::kNone && facts.pcieUp[sw] != NodeLinkFacts::kNone)
            layout.hostStagedPerGpu = std::min(layout.hostStagedPerGpu,
                topology.links[facts.pcieUp[sw]].bytesPerSecPerDirection / (2.0 * facts.gpusOnSwitch[sw]));
        else
            layout.hostStagedPerGpu = std::min(layout.hostStagedPerGpu, facts.firstHopRate[rank] / 2.0);
    }
    layout.domains = static_cast<int>(perDomain.size());
    layout.minLocal = *std::min_element(perDomain.begin(), perDomain.end());
    layout.maxLocal = *std::max_element(perDomain.begin(), perDomain.end());
    layout.nicsPerDomain = *std::max_element(nicsInDomain.begin(), nicsInDomain.end());
    for (double* value : { &layout.nicPerGpu, &layout.gpuToNicPcie, &layout.hostStagedPerGpu })
        if (*value >= 1e300)
            *value = 0;
}

// What the job's switches can do: NVLS needs every NVSwitch chip of the job's domains and the
// GPU to reduce in the switch, SHARP every InfiniBand switch of the fabric.
struct SwitchAbilities {
    bool anyChip = false; // the job's domains have NVSwitch chips
    double chipLatencyNs = 0; // of the last of them
};
SwitchAbilities setSwitchAbilities(RankLayout& layout, const Topology& topology,
    const std::vector<const SwitchSpec*>& switchOfModel, NvlinkDomains& domains, const GpuSpec* gpuSpec)
{
    SwitchAbilities out;
    bool switchesReduce = true, anyIb = false, allSharp = true;
    for (NodeId n = 0; n < topology.nodes.size(); ++n) {
        const Node& node = topology.nodes[n];
        if (node.kind == NodeKind::NvSwitch && domains.holdsNumbered(n)) {
            out.anyChip = true;
            const SwitchSpec* spec = switchOfModel[node.model];
            switchesReduce = switchesReduce && spec && spec->inNetworkReduction;
            out.chipLatencyNs = spec ? spec->latencyNs : 0;
        } else if (node.kind == NodeKind::IbSwitch) {
            anyIb = true;
            const SwitchSpec* spec = switchOfModel[node.model];
            allSharp = allSharp && spec && spec->inNetworkReduction;
        }
    }
    layout.nvls = out.anyChip && switchesReduce && gpuSpec && gpuSpec->inSwitchReduction;
    layout.sharp = anyIb && allSharp;
    return out;
}

// One NVLink hop, and the network path between the first two domains.
void setHopLatencies(RankLayout& layout, const Topology& topology, const Catalog& catalog,
    const std::vector<const SwitchSpec*>& switchOfModel, const std::vector<LinkId>& networkLinks,
    const SwitchAbilities& switches, const GpuSpec* gpuSpec)
{
    double wireLatency = 0;
    for (const Link& link : topology.links)
        if (link.tier == LinkTier::NvLink && (link.a == layout.ranks.front() || link.b == layout.ranks.front())) {
            wireLatency = link.latencyNs;
            break;
        }
    layout.nvlinkHopNs = switches.anyChip ? 2 * wireLatency + switches.chipLatencyNs : wireLatency;
    const auto other
        = std::find_if(layout.domainOfRank.begin(), layout.domainOfRank.end(), [](int d) { return d != 0; });
    if (other == layout.domainOfRank.end())
        return;
    const auto r = static_cast<std::size_t>(other - layout.domainOfRank.begin());
    const NodeId a = layout.nicOfRank.front();
    const NodeId b = layout.nicOfRank[r];
    if (a != RankLayout::kNoNic && b != RankLayout::kNoNic) {
        const PcieSpec* pcie = catalog.pcieGen(gpuSpec ? gpuSpec->pcie : "");
        const double pcieNs = pcie ? pcie->latencyNs : 0;
        layout.networkHopNs = networkPathNs(topology, switchOfModel, networkLinks, a, b) + 4 * pcieNs;
    }
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

struct RankLayouts::Facts {
    std::vector<const SwitchSpec*> switchOfModel; // per model of the topology
    NodeLinkFacts links;
    NvlinkDomains domains; // none numbered: each layout numbers a copy in its own rank order
    RailNics railNics;
    FabricUplinks uplinks;
};

RankLayouts::RankLayouts(const Topology& topology, const Catalog& catalog, const std::vector<NodeId>& nicOfGpu)
    : m_topology(topology)
    , m_catalog(catalog)
{
    // Catalog facts per model, looked up once.
    std::vector<const SwitchSpec*> switchOfModel(topology.models.size());
    for (std::size_t m = 0; m < topology.models.size(); ++m)
        switchOfModel[m] = catalog.switchSpec(topology.models[m]);
    NodeLinkFacts links = gatherNodeLinkFacts(topology);
    FabricUplinks uplinks = fabricUplinks(topology, links.networkLinks);
    m_facts = std::make_unique<const Facts>(Facts { std::move(switchOfModel), std::move(links), NvlinkDomains(topology),
        nicOfGpu.empty() ? RailNics(topology) : RailNics(topology, nicOfGpu), std::move(uplinks) });
}

RankLayouts::~RankLayouts() = default;

RankLayout RankLayouts::of(const std::vector<NodeId>& ranks) const
{
    const Topology& topology = m_topology;
    const Facts& facts = *m_facts;
    checkRanks(topology, ranks);
    RankLayout layout;
    layout.ranks = ranks;
    NvlinkDomains domains = facts.domains;
    placeRanks(layout, topology, facts.links, domains, facts.railNics);

    const GpuSpec* gpuSpec = m_catalog.gpu(topology.modelOf(topology.nodes[ranks.front()]));
    layout.architecture = gpuSpec ? gpuSpec->architecture : "";
    const SwitchAbilities switches = setSwitchAbilities(layout, topology, facts.switchOfModel, domains, gpuSpec);
    setHopLatencies(layout, topology, m_catalog, facts.switchOfModel, facts.links.networkLinks, switches, gpuSpec);

    // The job's leaves: how much more can come down than can go up.
    const LeafOversubscription leaves = jobLeafOversubscription(topology, facts.links.networkLinks, layout.nicOfRank);
    layout.fabricOversubscription = leaves.worst;
    layout.crossesLeaves = leaves.crossesLeaves;
    layout.ringUplinkLoad = leafUplinkLoad(facts.uplinks, ringNicPairs(layout));
    layout.treeUplinkLoad = leafUplinkLoad(facts.uplinks, treeNicPairs(layout));
    return layout;
}

RankLayout layoutRanks(const Topology& topology, const Catalog& catalog, const std::vector<NodeId>& ranks,
    const std::vector<NodeId>& nicOfGpu)
{
    return RankLayouts(topology, catalog, nicOfGpu).of(ranks);
}

} // namespace scalescope

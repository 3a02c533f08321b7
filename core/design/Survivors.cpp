#include "design/Survivors.h"

#include "model/Localized.h"
#include "model/Names.h"
#include "sim/RailNics.h"
#include "util/DisjointSets.h"

#include <optional>

namespace scalescope {
namespace {

std::string quoted(const std::string& text)
{
    return "\"" + text + "\"";
}

// What the marks say of each device and link of the full topology, before anything is removed.
class MarkResolver {
public:
    explicit MarkResolver(const Topology& full)
        : m_full(full)
        , m_groupFailed(full.groups.size(), false)
        , m_linkFailed(full.links.size(), false)
        , m_degraded(full.links.size())
    {
    }

    void resolve(const FailureScenario& scenario, FailureTally& tally)
    {
        for (std::size_t i = 0; i < scenario.marks.size(); ++i)
            resolveMark(i, scenario.marks[i], tally);
    }

    std::vector<bool> failedNodes() const
    {
        std::vector<bool> failed(m_full.nodes.size(), false);
        for (const NodeId n : m_failedNodes)
            failed[n] = true;
        if (!m_anyGroup)
            return failed;
        for (NodeId n = 0; n < m_full.nodes.size(); ++n)
            for (GroupId g = m_full.nodes[n].group; g != kNoGroup && !failed[n]; g = m_full.groups[g].parent)
                failed[n] = m_groupFailed[g];
        return failed;
    }

    const std::vector<bool>& failedLinks() const { return m_linkFailed; }
    const std::vector<std::optional<Link>>& degradedLinks() const { return m_degraded; }

private:
    void resolveMark(std::size_t index, const FailureMark& mark, FailureTally& tally)
    {
        const bool degraded = mark.state == FailureState::Degraded;
        if (const auto node = m_full.findNode(mark.target)) {
            if (degraded)
                throw FailureMarkError(index,
                    localized(QT_TRANSLATE_NOOP("scalescope-core", "%1 is a device: only a link can be degraded"),
                        { quoted(mark.target) }));
            m_failedNodes.push_back(*node);
            return;
        }
        if (const auto group = m_full.findGroup(mark.target)) {
            if (degraded)
                throw FailureMarkError(index,
                    localized(QT_TRANSLATE_NOOP("scalescope-core", "%1 is a group: only a link can be degraded"),
                        { quoted(mark.target) }));
            m_groupFailed[*group] = true;
            m_anyGroup = true;
            ++tally.groupsFailed;
            return;
        }
        const auto ends = parseLinkMarkEnds(mark.target);
        if (!ends)
            throw FailureMarkError(index,
                localized(QT_TRANSLATE_NOOP("scalescope-core", "%1 names no device, group or link of the design"),
                    { quoted(mark.target) }));
        const std::vector<LinkId> links = linksBetween(index, *ends);
        for (const LinkId l : links)
            if (degraded)
                degrade(index, mark, l, tally);
            else if (!m_linkFailed[l]) {
                m_linkFailed[l] = true;
                ++tally.linksFailed;
            }
    }

    std::vector<LinkId> linksBetween(std::size_t index, const LinkMarkEnds& ends)
    {
        const auto a = m_full.findNode(ends.a);
        const auto b = m_full.findNode(ends.b);
        for (const auto& [id, name] : { std::pair { a, ends.a }, std::pair { b, ends.b } })
            if (!id)
                throw FailureMarkError(
                    index, localized(QT_TRANSLATE_NOOP("scalescope-core", "no device is named %1"), { quoted(name) }));
        if (m_adjacency.empty()) {
            m_adjacency.resize(m_full.nodes.size());
            for (LinkId l = 0; l < m_full.links.size(); ++l) {
                m_adjacency[m_full.links[l].a].push_back(l);
                m_adjacency[m_full.links[l].b].push_back(l);
            }
        }
        std::vector<LinkId> found;
        for (const LinkId l : m_adjacency[*a]) {
            const Link& link = m_full.links[l];
            const bool portsMatch = ends.portA < 0
                || (link.a == *a ? link.portA == ends.portA && link.portB == ends.portB
                                 : link.portB == ends.portA && link.portA == ends.portB);
            if ((link.a == *a ? link.b : link.a) == *b && portsMatch)
                found.push_back(l);
        }
        if (found.empty())
            throw FailureMarkError(index,
                localized(QT_TRANSLATE_NOOP("scalescope-core", "no link joins %1 and %2"),
                    { ends.portA < 0 ? ends.a : ends.a + ":" + std::to_string(ends.portA),
                        ends.portA < 0 ? ends.b : ends.b + ":" + std::to_string(ends.portB) }));
        return found;
    }

    void degrade(std::size_t index, const FailureMark& mark, LinkId l, FailureTally& tally)
    {
        Link link = m_full.links[l];
        if (mark.lanes) {
            if (*mark.lanes < 1 || *mark.lanes >= link.lanes)
                throw FailureMarkError(index,
                    localized(QT_TRANSLATE_NOOP("scalescope-core", "%1 has %2 lane(s): a degraded link keeps 1 to %3"),
                        { quoted(mark.target), std::to_string(link.lanes), std::to_string(link.lanes - 1) }));
            link.bytesPerSecPerDirection = link.bytesPerSecPerDirection * *mark.lanes / link.lanes;
            link.lanes = static_cast<std::uint16_t>(*mark.lanes);
        }
        if (mark.bytesPerSecPerDirection) {
            if (!(*mark.bytesPerSecPerDirection < m_full.links[l].bytesPerSecPerDirection))
                throw FailureMarkError(index,
                    localized(
                        QT_TRANSLATE_NOOP("scalescope-core", "%1 runs at %2: a degraded link runs slower, not at %3"),
                        { quoted(mark.target), formatRateBits(m_full.links[l].bytesPerSecPerDirection),
                            formatRateBits(*mark.bytesPerSecPerDirection) }));
            link.bytesPerSecPerDirection = *mark.bytesPerSecPerDirection;
        }
        if (!m_degraded[l])
            ++tally.linksDegraded;
        m_degraded[l] = link;
    }

    const Topology& m_full;
    std::vector<NodeId> m_failedNodes;
    std::vector<bool> m_groupFailed;
    bool m_anyGroup = false;
    std::vector<bool> m_linkFailed;
    std::vector<std::optional<Link>> m_degraded;
    std::vector<std::vector<LinkId>> m_adjacency; // built on the first link mark
};

Topology emptyLike(const Topology& full)
{
    Topology topology;
    topology.groups = full.groups;
    topology.models = full.models;
    topology.scaleOut = full.scaleOut;
    topology.routing = full.routing;
    return topology;
}

// NCCL's mirrorBits: the low bits of `value` reversed, for a power-of-two count.
int mirrorBits(int value, int pow2)
{
    int mirror = 0;
    for (int b = 1, mb = pow2 >> 1; b < pow2; b <<= 1, mb >>= 1)
        if (value & b)
            mirror |= mb;
    return mirror;
}

// A compute NIC survives for NCCL when it does and keeps a link to the fabric.
std::vector<bool> liveComputeNics(const Topology& full, const SurvivingTopology& out)
{
    std::vector<bool> live(full.nodes.size(), false);
    for (const Link& link : out.topology.links)
        if (link.tier == LinkTier::InfiniBand || link.tier == LinkTier::Ethernet)
            for (const NodeId end : { link.a, link.b })
                live[out.fullNodeOf[end]] = true;
    for (NodeId n = 0; n < full.nodes.size(); ++n)
        live[n] = live[n] && full.nodes[n].kind == NodeKind::Nic && full.nodes[n].network == Network::Compute;
    return live;
}

// Devices joined inside their node over PCIe or NVLink-C2C (surviving ids).
DisjointSets pcieIslands(const Topology& topology)
{
    DisjointSets islands(topology.nodes.size());
    for (const Link& link : topology.links)
        if (link.tier == LinkTier::Pcie || link.tier == LinkTier::NvLinkC2C)
            islands.join(link.a, link.b);
    return islands;
}

// Each surviving GPU's NIC, its own when it lives, else a neighbour's as NCCL picks it.
void chooseNics(const Topology& full, SurvivingTopology& out)
{
    const std::vector<bool> live = liveComputeNics(full, out);
    const RailNics rails(full);
    std::vector<std::vector<NodeId>> liveOfGroup(full.groups.size() + 1);
    for (NodeId n = 0; n < full.nodes.size(); ++n)
        if (live[n])
            liveOfGroup[full.nodes[n].group + 1].push_back(n);
    std::vector<NodeId> nicOfGpu(out.topology.nodes.size(), RailNics::kNoNic);
    for (NodeId s = 0; s < out.topology.nodes.size(); ++s) {
        const NodeId gpu = out.fullNodeOf[s];
        const Node& node = full.nodes[gpu];
        if (node.kind != NodeKind::Gpu)
            continue;
        const NodeId own = rails.of(node, gpu).nic;
        if (own == RailNics::kNoNic || live[own]) {
            nicOfGpu[s] = own == RailNics::kNoNic ? own : out.survivingNodeOf[own];
            continue;
        }
        const auto& nics = liveOfGroup[node.group + 1];
        NodeId chosen = RailNics::kNoNic;
        if (!nics.empty()) {
            const int count = static_cast<int>(nics.size());
            const bool pow2 = (count & (count - 1)) == 0;
            chosen
                = nics[static_cast<std::size_t>((pow2 ? mirrorBits(node.localIndex, count) : node.localIndex) % count)];
        }
        out.nicFallbacks.push_back(NicFallback { gpu, own, chosen });
        nicOfGpu[s] = chosen == RailNics::kNoNic ? chosen : out.survivingNodeOf[chosen];
    }
    if (!out.nicFallbacks.empty()) {
        DisjointSets islands = pcieIslands(out.topology);
        for (NicFallback& f : out.nicFallbacks)
            f.overNvlink = f.nic != RailNics::kNoNic
                && islands.find(out.survivingNodeOf[f.gpu]) != islands.find(out.survivingNodeOf[f.nic]);
    }
    // A failed GPU shifts the positions RailNics matches GPUs to NICs by: each keeps its own stated.
    bool gpuLost = false;
    for (NodeId n = 0; n < full.nodes.size() && !gpuLost; ++n)
        gpuLost = full.nodes[n].kind == NodeKind::Gpu && out.survivingNodeOf[n] == SurvivingTopology::kGone;
    if (!out.nicFallbacks.empty() || gpuLost)
        out.nicOfGpu = std::move(nicOfGpu);
}

} // namespace

FailureMarkError::FailureMarkError(std::size_t mark, const std::string& message)
    : std::invalid_argument(message)
    , m_mark(mark)
{
}

int FailureTally::devices() const
{
    int total = 0;
    for (const int count : devicesByKind)
        total += count;
    return total;
}

SurvivingTopology applyFailures(const Topology& full, const FailureScenario& scenario)
{
    SurvivingTopology out;
    MarkResolver resolver(full);
    resolver.resolve(scenario, out.tally);
    const std::vector<bool> nodeFailed = resolver.failedNodes();
    out.topology = emptyLike(full);
    out.survivingNodeOf.assign(full.nodes.size(), SurvivingTopology::kGone);
    out.survivingLinkOf.assign(full.links.size(), SurvivingTopology::kGone);
    for (NodeId n = 0; n < full.nodes.size(); ++n) {
        if (nodeFailed[n]) {
            ++out.tally.devicesByKind[static_cast<std::size_t>(full.nodes[n].kind)];
            continue;
        }
        out.survivingNodeOf[n] = static_cast<NodeId>(out.fullNodeOf.size());
        out.fullNodeOf.push_back(n);
        out.topology.nodes.push_back(full.nodes[n]);
    }
    for (LinkId l = 0; l < full.links.size(); ++l) {
        Link link = resolver.degradedLinks()[l].value_or(full.links[l]);
        if (resolver.failedLinks()[l] || nodeFailed[link.a] || nodeFailed[link.b]) {
            ++out.tally.linksLost;
            continue;
        }
        link.a = out.survivingNodeOf[link.a];
        link.b = out.survivingNodeOf[link.b];
        out.survivingLinkOf[l] = static_cast<LinkId>(out.fullLinkOf.size());
        out.fullLinkOf.push_back(l);
        out.topology.links.push_back(link);
    }
    out.topology.invalidateIndexes();
    chooseNics(full, out);
    return out;
}

std::optional<std::string> missingFabricHop(const Topology& topology, const std::vector<NodeId>& nics)
{
    DisjointSets joined(topology.nodes.size());
    std::vector<NodeId> switchOf(topology.nodes.size(), RailNics::kNoNic); // a NIC's first switch
    for (const Link& link : topology.links) {
        if (link.tier != LinkTier::InfiniBand && link.tier != LinkTier::Ethernet)
            continue;
        joined.join(link.a, link.b);
        for (const auto& [end, other] : { std::pair { link.a, link.b }, std::pair { link.b, link.a } })
            if (topology.nodes[end].kind == NodeKind::Nic && switchOf[end] == RailNics::kNoNic)
                switchOf[end] = other;
    }
    NodeId first = RailNics::kNoNic;
    for (const NodeId nic : nics) {
        if (nic == RailNics::kNoNic)
            continue;
        if (switchOf[nic] == RailNics::kNoNic)
            return localized(
                QT_TRANSLATE_NOOP("scalescope-core", "no path is left from %1: it has no link left to the fabric"),
                { topology.nodes[nic].name });
        if (first == RailNics::kNoNic)
            first = nic;
        else if (joined.find(first) != joined.find(nic)) {
            const std::string& a = topology.nodes[switchOf[first]].name;
            const std::string& b = topology.nodes[switchOf[nic]].name;
            return localized(QT_TRANSLATE_NOOP("scalescope-core",
                                 "no path is left from %1 (on %2) to %3 (on %4): no switch left joins %2 and %4"),
                { topology.nodes[first].name, a, topology.nodes[nic].name, b });
        }
    }
    return std::nullopt;
}

std::string describeFailures(const FailureTally& tally)
{
    // Each clause a whole text, its count's noun chosen by the count (English says "1 link lost").
    const auto counted = [](int n, const char* one, const char* many) {
        return localized(n == 1 ? one : many, { std::to_string(n) });
    };
    std::string text = counted(tally.devices(), QT_TRANSLATE_NOOP("scalescope-core", "%1 device failed"),
        QT_TRANSLATE_NOOP("scalescope-core", "%1 devices failed"));
    std::string kinds; // enum names: "2 gpu, 1 nic"
    for (int k = 0; k < kNodeKindCount; ++k)
        if (tally.devicesByKind[k] > 0)
            kinds += (kinds.empty() ? "" : ", ") + std::to_string(tally.devicesByKind[k]) + " "
                + std::string(toString(static_cast<NodeKind>(k)));
    if (!kinds.empty())
        text = localized(QT_TRANSLATE_NOOP("scalescope-core", "%1 (%2)"), { text, kinds });
    if (tally.groupsFailed > 0)
        text += counted(tally.groupsFailed, QT_TRANSLATE_NOOP("scalescope-core", " in %1 failed group"),
            QT_TRANSLATE_NOOP("scalescope-core", " in %1 failed groups"));
    text += counted(tally.linksLost, QT_TRANSLATE_NOOP("scalescope-core", ", %1 link lost"),
        QT_TRANSLATE_NOOP("scalescope-core", ", %1 links lost"));
    if (tally.linksFailed > 0)
        text += localized(
            QT_TRANSLATE_NOOP("scalescope-core", " (%1 marked failed)"), { std::to_string(tally.linksFailed) });
    text += counted(tally.linksDegraded, QT_TRANSLATE_NOOP("scalescope-core", ", %1 link degraded"),
        QT_TRANSLATE_NOOP("scalescope-core", ", %1 links degraded"));
    return text;
}

SimResult resultOnFullTopology(SimResult result, const SurvivingTopology& survivors)
{
    for (LinkTimeline& timeline : result.links)
        timeline.link = survivors.fullLinkOf[timeline.link];
    if (result.fabricLoad && result.fabricLoad->busiestLink < survivors.fullLinkOf.size())
        result.fabricLoad->busiestLink = survivors.fullLinkOf[result.fabricLoad->busiestLink];
    return result;
}

std::vector<NodeId> failedGpus(const Topology& full, const SurvivingTopology& survivors)
{
    std::vector<NodeId> failed;
    for (NodeId n = 0; n < full.nodes.size(); ++n)
        if (full.nodes[n].kind == NodeKind::Gpu && survivors.failed(n))
            failed.push_back(n);
    return failed;
}

std::vector<NodeId> survivingIds(const SurvivingTopology& survivors, const std::vector<NodeId>& fullIds)
{
    std::vector<NodeId> ids;
    ids.reserve(fullIds.size());
    for (const NodeId n : fullIds)
        ids.push_back(survivors.survivingNodeOf[n]);
    return ids;
}

} // namespace scalescope

// Links edited by hand: a link's rate, and a new cable between two devices in the tier and at the
// rate both support.
#include "design/DesignEdits.h"

#include "model/Localized.h"
#include "model/Names.h"

#include <algorithm>
#include <set>
#include <stdexcept>

namespace scalescope {
namespace {

// The rate one port of a device carries, from its catalog model; 0 when unknown.
BytesPerSec portRate(const Topology& topology, const Catalog& catalog, NodeId id)
{
    const Node& node = topology.nodes[id];
    const std::string& model = topology.modelOf(node);
    if (const NicSpec* nic = catalog.nic(model))
        return nic->portBytesPerSec;
    if (const SwitchSpec* sw = catalog.switchSpec(model))
        return sw->portBytesPerSec;
    if (const StorageSpec* storage = catalog.storageSpec(model))
        return storage->portBytesPerSec;
    // Otherwise the fastest link it already has on a network tier.
    BytesPerSec best = 0;
    for (const Link& link : topology.links)
        if ((link.a == id || link.b == id) && (link.tier == LinkTier::InfiniBand || link.tier == LinkTier::Ethernet))
            best = std::max(best, link.bytesPerSecPerDirection);
    return best;
}

// Whether a device takes cables of a network tier; a compute NIC takes its fabric's.
bool onTier(const Topology& topology, const Node& node, LinkTier tier)
{
    if (node.kind == NodeKind::Nic)
        return topology.primaryTierOf(node) == tier;
    return tier == LinkTier::InfiniBand ? node.kind == NodeKind::IbSwitch
                                        : node.kind == NodeKind::EthSwitch || node.kind == NodeKind::Storage;
}

bool isSwitch(const Node& node)
{
    return node.kind == NodeKind::IbSwitch || node.kind == NodeKind::EthSwitch;
}

// The tier a cable between two devices takes, into `tier`; returns its rate when the tier sets
// one (an NVLink's), else 0. Throws std::invalid_argument when they share no tier.
BytesPerSec cableTier(const Topology& topology, const Catalog& catalog, const Node& x, const Node& y, LinkTier& tier)
{
    const auto pair
        = [&](NodeKind p, NodeKind q) { return (x.kind == p && y.kind == q) || (x.kind == q && y.kind == p); };
    if (pair(NodeKind::Gpu, NodeKind::NvSwitch) || pair(NodeKind::Gpu, NodeKind::Gpu)) {
        const Node& gpu = x.kind == NodeKind::Gpu ? x : y;
        const GpuSpec* spec = catalog.gpu(topology.modelOf(gpu));
        const NvlinkSpec* nvlink = spec ? catalog.nvlink(spec->nvlink) : nullptr;
        if (!nvlink)
            throw std::invalid_argument(localized(
                QT_TRANSLATE_NOOP("scalescope-core", "%1's NVLink generation is not in the catalog"), { gpu.name }));
        tier = LinkTier::NvLink;
        return nvlink->linkBytesPerSec;
    }
    for (const LinkTier network : { LinkTier::InfiniBand, LinkTier::Ethernet })
        if (onTier(topology, x, network) && onTier(topology, y, network) && (isSwitch(x) || isSwitch(y))) {
            tier = network;
            return 0;
        }
    throw std::invalid_argument(localized(QT_TRANSLATE_NOOP("scalescope-core",
                                              "a %1 and a %2 share no tier a cable can join (NVLink needs a GPU and an "
                                              "NVSwitch; InfiniBand and Ethernet need a switch at one end)"),
        { toString(x.kind), toString(y.kind) }));
}

// A device's first free port of a tier, in the tier's numbering. Throws std::invalid_argument
// when every port is in use.
int firstFreePort(const Topology& topology, NodeId id, LinkTier tier)
{
    const Node& node = topology.nodes[id];
    std::set<int> used;
    for (const Link& l : topology.links)
        if (l.tier == tier)
            for (int p = 0; p < portsSpanned(l); ++p) {
                if (l.a == id)
                    used.insert(l.portA + p);
                if (l.b == id)
                    used.insert(l.portB + p);
            }
    const int first = firstPortNumber(tier);
    const int count = topology.primaryTierOf(node) == tier ? node.portCount : 1 << 15;
    for (int p = first; p < first + count; ++p)
        if (!used.count(p))
            return p;
    throw std::invalid_argument(
        localized(QT_TRANSLATE_NOOP("scalescope-core", "%1 has no free %2 port (all %3 are in use)"),
            { node.name, toString(tier), std::to_string(count) }));
}

} // namespace

void setLinkRate(Design& design, const Topology& topology, NodeId node, LinkTier tier, int port, BytesPerSec rate)
{
    if (!isLinkRateInRange(rate))
        throw std::invalid_argument(
            localized(QT_TRANSLATE_NOOP("scalescope-core", "a link's bandwidth must be from 1 Mb/s to 1 PB/s")));
    const auto found = std::find_if(topology.links.begin(), topology.links.end(), [&](const Link& link) {
        return link.tier == tier && ((link.a == node && link.portA == port) || (link.b == node && link.portB == port));
    });
    if (found == topology.links.end())
        throw std::invalid_argument(localized(QT_TRANSLATE_NOOP("scalescope-core", "%1 has no %2 link on port %3"),
            { topology.nodes.at(node).name, toString(tier), std::to_string(port) }));
    LinkSpec spec = linkSpecOf(topology, *found);
    const auto same = [&](const LinkSpec& other) {
        return (other.a == spec.a && other.b == spec.b) || (other.a == spec.b && other.b == spec.a);
    };
    const auto explicitLink = std::find_if(design.links.begin(), design.links.end(), same);
    if (explicitLink != design.links.end()) {
        explicitLink->bytesPerSecPerDirection = rate;
        return;
    }
    design.removedLinks.push_back(LinkRef { spec.a, spec.b });
    spec.bytesPerSecPerDirection = rate;
    design.links.push_back(std::move(spec));
}

LinkSpec cableDevices(const Topology& topology, const Catalog& catalog, NodeId a, NodeId b)
{
    if (a == b)
        throw std::invalid_argument(
            localized(QT_TRANSLATE_NOOP("scalescope-core", "a cable needs two different devices")));
    const Node& x = topology.nodes.at(a);
    const Node& y = topology.nodes.at(b);
    LinkSpec link;
    BytesPerSec rate = cableTier(topology, catalog, x, y, link.tier);
    if (rate == 0) {
        const BytesPerSec ra = portRate(topology, catalog, a), rb = portRate(topology, catalog, b);
        rate = ra > 0 && rb > 0 ? std::min(ra, rb) : std::max(ra, rb);
        if (rate <= 0)
            throw std::invalid_argument(localized(
                QT_TRANSLATE_NOOP("scalescope-core", "neither %1 nor %2 has a known port rate"), { x.name, y.name }));
    }
    link.a = PortRef { x.name, firstFreePort(topology, a, link.tier) };
    link.b = PortRef { y.name, firstFreePort(topology, b, link.tier) };
    link.bytesPerSecPerDirection = rate;
    return link;
}

} // namespace scalescope

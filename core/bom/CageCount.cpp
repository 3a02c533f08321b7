#include "bom/CageCount.h"

#include "bom/CableLengths.h"
#include "model/Localized.h"

#include <cstdio>
#include <map>
#include <tuple>

namespace scalescope {
namespace {

// A transceiver cage: a switch's (by node and cage number), a system's faceplate (by tray group
// and cage number) or a single link end.
using CageKey = std::tuple<int, std::uint64_t, std::uint64_t>;

struct Cage {
    const CablingSpec* spec = nullptr;
    int linksPerCage = 1;
    int links = 0;
};

class PartCounter {
public:
    PartCounter(const Topology& topology, const Catalog& catalog)
        : m_topology(topology)
        , m_catalog(catalog)
        , m_noMediaName(translated(kCoreContext,
              QT_TRANSLATE_NOOP("scalescope-core", "%1 cable (the catalog names no media for this rate)")))
        , m_spineName(localized(QT_TRANSLATE_NOOP("scalescope-core", "NVLink copper spine link, inside the rack")))
    {
        std::map<GroupId, std::uint64_t> nextOrdinal;
        m_nicOrdinal.assign(topology.nodes.size(), 0);
        for (NodeId n = 0; n < topology.nodes.size(); ++n)
            if (topology.nodes[n].kind == NodeKind::Nic && topology.nodes[n].network == Network::Compute)
                m_nicOrdinal[n] = nextOrdinal[topology.nodes[n].group]++;
    }

    void addLink(LinkId id, double lengthMetres)
    {
        const Link& link = m_topology.links[id];
        if (link.tier == LinkTier::NvLink) {
            addSpineLink(link);
            return;
        }
        if (!needsCable(link))
            return;
        const CablingSpec* spec = m_catalog.cablingFor(link.bytesPerSecPerDirection);
        if (!spec) {
            const std::string speed = speedName(link.bytesPerSecPerDirection);
            add("cable-" + speed, substitute(m_noMediaName, { speed }), false, {}, {});
            return;
        }
        const CablePart* part = chooseCable(*spec, lengthMetres);
        add(part->id, part->name, false, {}, {});
        if (part == &*spec->fiber) {
            addEnd(link.a, link.portA, *spec, 2 * static_cast<std::uint64_t>(id));
            addEnd(link.b, link.portB, *spec, 2 * static_cast<std::uint64_t>(id) + 1);
        }
    }

    CabledLinks finish()
    {
        for (const auto& [key, cage] : m_cages) {
            const CablingSpec& spec = *cage.spec;
            if (cage.linksPerCage >= 2 && spec.twinTransceiver)
                add(spec.twinTransceiver->id, spec.twinTransceiver->name, true,
                    speedName(spec.rate * cage.linksPerCage), {});
            else
                for (int i = 0; i < cage.links; ++i)
                    add(spec.transceiver->id, spec.transceiver->name, true, speedName(spec.rate), {});
        }
        CabledLinks result;
        for (auto& [item, part] : m_parts)
            result.parts.push_back(std::move(part));
        return result;
    }

private:
    // The shortest-reach medium that spans the length; fibre beyond copper; the longest copper
    // when the rate has no fibre.
    static const CablePart* chooseCable(const CablingSpec& spec, double lengthMetres)
    {
        if (spec.copper && lengthMetres <= spec.copper->reachMetres)
            return &*spec.copper;
        if (spec.activeCopper && lengthMetres <= spec.activeCopper->reachMetres)
            return &*spec.activeCopper;
        if (spec.fiber)
            return &*spec.fiber;
        return spec.activeCopper ? &*spec.activeCopper : &*spec.copper;
    }

    // NVLink between two trays of one rack: the rack's copper spine.
    void addSpineLink(const Link& link)
    {
        const Node& a = m_topology.nodes[link.a];
        const Node& b = m_topology.nodes[link.b];
        const GroupId rack = m_topology.rackOf(link.a);
        if (a.group == b.group || rack == kNoGroup || rack != m_topology.rackOf(link.b))
            return;
        const GroupId system = systemGroupOf(m_topology, m_catalog, a.group);
        const std::string included = system == kNoGroup ? "" : m_topology.models[m_topology.groups[system].model];
        add("nvlink-copper-spine", m_spineName, false, {}, included);
    }

    void addEnd(NodeId node, int port, const CablingSpec& spec, std::uint64_t endId)
    {
        const Node& n = m_topology.nodes[node];
        CageKey key { 0, endId, 0 };
        int perCage = 1;
        if (n.kind == NodeKind::IbSwitch || n.kind == NodeKind::EthSwitch) {
            const SwitchSpec* sw = m_catalog.switchSpec(m_topology.modelOf(n));
            perCage = sw ? sw->portsPerCage : 1;
            key = { 1, node, static_cast<std::uint64_t>(port - 1) / static_cast<std::uint64_t>(perCage) };
        } else if (n.kind == NodeKind::Nic && n.network == Network::Compute) {
            const GroupId system = systemGroupOf(m_topology, m_catalog, n.group);
            const SystemSpec* spec
                = system == kNoGroup ? nullptr : m_catalog.system(m_topology.models[m_topology.groups[system].model]);
            perCage = spec ? spec->tray.computeLinksPerCage : 1;
            key = { 2, static_cast<std::uint64_t>(n.group), m_nicOrdinal[node] / static_cast<std::uint64_t>(perCage) };
        }
        Cage& cage = m_cages[key];
        cage.spec = &spec;
        cage.linksPerCage = perCage;
        cage.links += 1;
    }

    void add(const std::string& item, const std::string& name, bool transceiver, const std::string& speed,
        const std::string& includedIn)
    {
        CountedPart& part = m_parts[item];
        part.item = item;
        part.name = name;
        part.transceiver = transceiver;
        part.speed = speed;
        part.includedIn = includedIn;
        part.count += 1;
    }

    const Topology& m_topology;
    const Catalog& m_catalog;
    // The names of the parts the catalog does not name, looked up once (a part is added per link):
    // the template of a cable of a rate without media (%1 its speed), the NVLink spine's link.
    const std::string m_noMediaName, m_spineName;
    std::vector<std::uint64_t> m_nicOrdinal;
    std::map<CageKey, Cage> m_cages;
    std::map<std::string, CountedPart> m_parts;
};

} // namespace

GroupId systemGroupOf(const Topology& topology, const Catalog& catalog, GroupId group)
{
    while (group != kNoGroup) {
        const Group& g = topology.groups[group];
        if (g.model != 0 && catalog.system(topology.models[g.model]))
            return group;
        group = g.parent;
    }
    return kNoGroup;
}

std::string speedName(BytesPerSec bytesPerSec)
{
    const double bits = bytesPerSec * 8;
    char text[32];
    if (bits >= 1e12)
        std::snprintf(text, sizeof text, "%gT", bits / 1e12);
    else if (bits >= 1e9)
        std::snprintf(text, sizeof text, "%gG", bits / 1e9);
    else
        std::snprintf(text, sizeof text, "%gM", bits / 1e6);
    return text;
}

CabledLinks countCablesAndCages(
    const Topology& topology, const Catalog& catalog, const std::vector<double>& lengthsMetres)
{
    PartCounter counter(topology, catalog);
    for (LinkId id = 0; id < topology.links.size(); ++id)
        counter.addLink(id, lengthsMetres[id]);
    return counter.finish();
}

} // namespace scalescope

// The design's own links, added to the topology after its nodes: each end resolved by name, the
// ports generated links already hold, then each link checked and added.
#include "design/ExpansionSteps.h"

#include "model/Localized.h"
#include "model/Names.h"

#include <algorithm>
#include <initializer_list>
#include <optional>
#include <unordered_map>
#include <unordered_set>

namespace scalescope::expansion {
namespace {

// Whether a tier may join devices of these kinds (in either order).
bool tierJoins(LinkTier tier, NodeKind a, NodeKind b)
{
    auto either = [&](std::initializer_list<NodeKind> kinds) {
        return std::find(kinds.begin(), kinds.end(), a) != kinds.end()
            && std::find(kinds.begin(), kinds.end(), b) != kinds.end();
    };
    switch (tier) {
    case LinkTier::NvLink:
        return either({ NodeKind::Gpu, NodeKind::NvSwitch, NodeKind::Cpu });
    case LinkTier::NvLinkC2C:
        return either({ NodeKind::Gpu, NodeKind::Cpu });
    case LinkTier::Pcie:
        return either({ NodeKind::Gpu, NodeKind::Cpu, NodeKind::PcieSwitch, NodeKind::Nic, NodeKind::NvSwitch,
            NodeKind::Storage });
    case LinkTier::InfiniBand:
        return either({ NodeKind::Nic, NodeKind::IbSwitch, NodeKind::Storage });
    case LinkTier::Ethernet:
        return either({ NodeKind::Nic, NodeKind::EthSwitch, NodeKind::Storage, NodeKind::Cpu });
    }
    return false;
}

// Who holds each port of a tier on a node: "a generated link" or "/links/N".
class PortOwners {
public:
    // Takes `span` ports from `port` for `owner`; returns the owner of the first of them held
    // already (those before it stay taken), or "" when all were free.
    std::string occupy(NodeId node, LinkTier tier, int port, int span, const std::string& owner)
    {
        auto& ports = m_used[std::uint64_t(node) << 8 | static_cast<std::uint8_t>(tier)];
        for (int p = port; p < port + span; ++p) {
            const auto [it, inserted] = ports.emplace(p, owner);
            if (!inserted)
                return it->second;
        }
        return {};
    }

private:
    std::unordered_map<std::uint64_t, std::unordered_map<int, std::string>> m_used;
};

class ExplicitLinks {
public:
    ExplicitLinks(const Design& design, Topology& topology, Problems& problems)
        : m_design(design)
        , m_topology(topology)
        , m_problems(problems)
    {
    }

    void run()
    {
        resolveEnds();
        takeGeneratedPorts();
        for (std::size_t i = 0; i < m_design.links.size(); ++i)
            if (m_ends[i].a && m_ends[i].b)
                addLink(i);
    }

private:
    struct Ends {
        std::optional<NodeId> a, b;
    };

    // Both ends of every link by name (an unknown one is said), and the nodes they touch.
    void resolveEnds()
    {
        m_ends.resize(m_design.links.size());
        for (std::size_t i = 0; i < m_design.links.size(); ++i) {
            const LinkSpec& spec = m_design.links[i];
            m_ends[i].a = m_topology.findNode(spec.a.node);
            m_ends[i].b = m_topology.findNode(spec.b.node);
            if (!m_ends[i].a)
                m_problems.add(at("links", i, "a"),
                    localized(QT_TRANSLATE_NOOP("scalescope-core", "unknown node %1"), { inQuotes(spec.a.node) }));
            if (!m_ends[i].b)
                m_problems.add(at("links", i, "b"),
                    localized(QT_TRANSLATE_NOOP("scalescope-core", "unknown node %1"), { inQuotes(spec.b.node) }));
            if (m_ends[i].a)
                m_touched.insert(*m_ends[i].a);
            if (m_ends[i].b)
                m_touched.insert(*m_ends[i].b);
        }
    }

    // The ports generated links already hold on the nodes the new links touch.
    void takeGeneratedPorts()
    {
        const std::string generated = localized(QT_TRANSLATE_NOOP("scalescope-core", "a generated link"));
        for (const Link& link : m_topology.links) {
            if (m_touched.count(link.a))
                m_owners.occupy(link.a, link.tier, link.portA, portsSpanned(link), generated);
            if (m_touched.count(link.b))
                m_owners.occupy(link.b, link.tier, link.portB, portsSpanned(link), generated);
        }
    }

    // Link `i` of the design, its ends resolved; added when nothing is wrong with it.
    void addLink(std::size_t i)
    {
        const LinkSpec& spec = m_design.links[i];
        Link link;
        link.a = *m_ends[i].a;
        link.b = *m_ends[i].b;
        link.tier = spec.tier;
        link.portA = static_cast<std::uint16_t>(spec.a.port);
        link.portB = static_cast<std::uint16_t>(spec.b.port);
        link.lanes
            = static_cast<std::uint16_t>(spec.lanes.value_or(defaultLanes(spec.tier, spec.bytesPerSecPerDirection)));
        link.bytesPerSecPerDirection = spec.bytesPerSecPerDirection;
        link.latencyNs = spec.latencyNs.value_or(0);
        bool ok = joinsItsKinds(i, link);
        const std::string owner = "/links/" + std::to_string(i);
        // Both ends are checked (and their ports taken) even when the first is wrong.
        ok = endFits(i, link, link.a, link.portA, "a", owner) && ok;
        ok = endFits(i, link, link.b, link.portB, "b", owner) && ok;
        if (ok)
            m_topology.addLink(link);
    }

    // Two different nodes, of kinds the link's tier joins.
    bool joinsItsKinds(std::size_t i, const Link& link)
    {
        const Node& a = m_topology.nodes[link.a];
        const Node& b = m_topology.nodes[link.b];
        bool ok = true;
        if (link.a == link.b) {
            m_problems.add(at("links", i),
                localized(QT_TRANSLATE_NOOP("scalescope-core", "a link must join two different nodes")));
            ok = false;
        }
        if (!tierJoins(link.tier, a.kind, b.kind)) {
            m_problems.add(at("links", i, "tier"),
                localized(QT_TRANSLATE_NOOP("scalescope-core", "%1 cannot join a %2 and a %3"),
                    { toString(link.tier), toString(a.kind), toString(b.kind) }));
            ok = false;
        }
        return ok;
    }

    // One end's ports: within the node's count on its own tier, and held by no other link.
    bool endFits(std::size_t i, const Link& link, NodeId node, int port, const char* end, const std::string& owner)
    {
        const Node& n = m_topology.nodes[node];
        const int first = firstPortNumber(link.tier);
        const int span = portsSpanned(link);
        if (m_topology.primaryTierOf(n) == link.tier && (port < first || port + span > first + n.portCount)) {
            m_problems.add(at("links", i, end),
                localized(QT_TRANSLATE_NOOP("scalescope-core", "port %1 is outside %2's ports %3..%4"),
                    { std::to_string(port), n.name, std::to_string(first), std::to_string(first + n.portCount - 1) }));
            return false;
        }
        if (const std::string other = m_owners.occupy(node, link.tier, port, span, owner); !other.empty()) {
            m_problems.add(at("links", i, end),
                localized(QT_TRANSLATE_NOOP("scalescope-core", "port %1 of %2 is already used by %3"),
                    { std::to_string(port), n.name, other }));
            return false;
        }
        return true;
    }

    const Design& m_design;
    Topology& m_topology;
    Problems& m_problems;
    std::vector<Ends> m_ends;
    std::unordered_set<NodeId> m_touched;
    PortOwners m_owners;
};

} // namespace

void addExplicitLinks(const Design& design, Topology& topology, Problems& problems)
{
    if (design.links.empty())
        return;
    ExplicitLinks(design, topology, problems).run();
}

} // namespace scalescope::expansion

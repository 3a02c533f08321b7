// expandDesign: the topology a design describes. The generator's cluster, less what was
// removed, plus the design's groups, nodes and links (ExplicitLinks.cpp), then every address
// assigned, the overrides applied and the stated addresses checked (StatedAddresses.cpp).
#include "design/Design.h"

#include "design/ExpansionSteps.h"
#include "generate/AddressPlan.h"
#include "generate/RoutingDefault.h"
#include "catalog/Catalog.h"
#include "model/InputError.h"
#include "model/Localized.h"
#include "model/Names.h"

#include <stdexcept>
#include <unordered_map>

namespace scalescope {
namespace {

using expansion::addExplicitLinks;
using expansion::at;
using expansion::checkStatedAddresses;
using expansion::inQuotes;

// Drops removed nodes (with their links) and removed links, keeping order.
void compact(Topology& topology, const std::vector<bool>& nodeRemoved, const std::vector<bool>& linkRemoved)
{
    std::vector<NodeId> remap(topology.nodes.size(), ~0u);
    std::vector<Node> nodes;
    nodes.reserve(topology.nodes.size());
    for (NodeId n = 0; n < topology.nodes.size(); ++n)
        if (!nodeRemoved[n]) {
            remap[n] = static_cast<NodeId>(nodes.size());
            nodes.push_back(std::move(topology.nodes[n]));
        }
    std::vector<Link> links;
    links.reserve(topology.links.size());
    for (LinkId l = 0; l < topology.links.size(); ++l) {
        Link link = topology.links[l];
        if (linkRemoved[l] || nodeRemoved[link.a] || nodeRemoved[link.b])
            continue;
        link.a = remap[link.a];
        link.b = remap[link.b];
        links.push_back(link);
    }
    topology.nodes = std::move(nodes);
    topology.links = std::move(links);
    topology.invalidateIndexes();
}

// Generated links by each of their ends (node and port), to find each removed link without a
// scan per entry.
using LinksByEnd = std::unordered_map<std::uint64_t, std::vector<LinkId>>;

LinksByEnd linksByEnd(const Topology& topology)
{
    LinksByEnd byEnd;
    for (LinkId l = 0; l < topology.links.size(); ++l) {
        const Link& link = topology.links[l];
        byEnd[std::uint64_t(link.a) << 16 | link.portA].push_back(l);
        byEnd[std::uint64_t(link.b) << 16 | link.portB].push_back(l);
    }
    return byEnd;
}

// Marks every generated link that joins the two ends of `ref` (either way round); whether any does.
bool markLinkJoining(
    const Topology& topology, const LinksByEnd& byEnd, const LinkRef& ref, std::vector<bool>& linkRemoved)
{
    const auto a = topology.findNode(ref.a.node);
    const auto b = topology.findNode(ref.b.node);
    if (!a || !b)
        return false;
    const auto it = byEnd.find(std::uint64_t(*a) << 16 | static_cast<std::uint16_t>(ref.a.port));
    if (it == byEnd.end())
        return false;
    bool found = false;
    for (const LinkId l : it->second) {
        const Link& link = topology.links[l];
        const bool forward = link.a == *a && link.portA == ref.a.port && link.b == *b && link.portB == ref.b.port;
        const bool backward = link.b == *a && link.portB == ref.a.port && link.a == *b && link.portA == ref.b.port;
        if (forward || backward) {
            linkRemoved[l] = true;
            found = true;
        }
    }
    return found;
}

class Expander {
public:
    Expander(const Design& design, const std::string& origin)
        : m_design(design)
        , m_origin(origin)
    {
    }

    ExpandedDesign run(const SharedCatalog& base)
    {
        ExpandedDesign out;
        out.catalog = designCatalog(m_design, base, m_origin);
        const Catalog& catalog = *out.catalog;
        if (m_design.generator) {
            try {
                GeneratedCluster cluster = buildCluster(catalog, *m_design.generator);
                out.topology = std::move(cluster.topology);
                out.cluster = std::move(cluster.report);
            } catch (const std::invalid_argument& error) {
                throw InputError(m_origin, std::vector<Problem> { Problem { "/generator", 0, 0, error.what() } });
            }
        }
        Topology& topology = out.topology;
        if (!m_design.generator) {
            topology.scaleOut = m_design.network.value_or(ScaleOutNetwork::InfiniBand);
            topology.routing = m_design.routing.value_or(defaultFabricRouting(topology.scaleOut, nullptr, nullptr));
        }
        applyRemovals(topology);
        addGroups(topology, catalog);
        addNodes(topology, catalog);
        addExplicitLinks(m_design, topology, m_problems);
        checkPositions(topology);
        m_problems.throwIfAny(m_origin);
        assignAddresses(topology);
        applyOverrides(topology, catalog);
        checkStatedAddresses(m_design, topology, m_firstExplicitNode, m_problems);
        m_problems.throwIfAny(m_origin);
        applyFailureScenario(out);
        return out;
    }

private:
    // The marks are checked against the design even while the scenario is off.
    void applyFailureScenario(ExpandedDesign& out)
    {
        if (m_design.failures.marks.empty())
            return;
        try {
            auto survivors = std::make_shared<SurvivingTopology>(applyFailures(out.topology, m_design.failures));
            if (m_design.failures.enabled)
                out.survivors = std::move(survivors);
        } catch (const FailureMarkError& error) {
            m_problems.add("/failures/marks/" + std::to_string(error.mark()) + "/target", error.what());
            m_problems.throwIfAny(m_origin);
        }
    }

    void applyRemovals(Topology& topology)
    {
        if (m_design.removedNodes.empty() && m_design.removedLinks.empty())
            return;
        std::vector<bool> nodeRemoved(topology.nodes.size(), false);
        std::vector<bool> linkRemoved(topology.links.size(), false);
        markRemovedNodes(topology, nodeRemoved);
        if (!m_design.removedLinks.empty())
            markRemovedLinks(topology, linkRemoved);
        compact(topology, nodeRemoved, linkRemoved);
    }

    void markRemovedNodes(const Topology& topology, std::vector<bool>& nodeRemoved)
    {
        for (std::size_t i = 0; i < m_design.removedNodes.size(); ++i) {
            const auto id = topology.findNode(m_design.removedNodes[i]);
            if (!id)
                m_problems.add("/removed/nodes/" + std::to_string(i),
                    localized(QT_TRANSLATE_NOOP("scalescope-core", "no generated node is named %1"),
                        { inQuotes(m_design.removedNodes[i]) }));
            else
                nodeRemoved[*id] = true;
        }
    }

    void markRemovedLinks(const Topology& topology, std::vector<bool>& linkRemoved)
    {
        const LinksByEnd byEnd = linksByEnd(topology);
        for (std::size_t i = 0; i < m_design.removedLinks.size(); ++i) {
            const LinkRef& ref = m_design.removedLinks[i];
            if (!markLinkJoining(topology, byEnd, ref, linkRemoved))
                m_problems.add("/removed/links/" + std::to_string(i),
                    localized(QT_TRANSLATE_NOOP("scalescope-core", "no generated link joins %1 and %2"),
                        { ref.a.node + ":" + std::to_string(ref.a.port),
                            ref.b.node + ":" + std::to_string(ref.b.port) }));
        }
    }

    void addGroups(Topology& topology, const Catalog& catalog)
    {
        for (std::size_t i = 0; i < m_design.groups.size(); ++i) {
            const GroupSpec& spec = m_design.groups[i];
            if (topology.findGroup(spec.name)) {
                m_problems.add(at("groups", i, "name"),
                    localized(
                        QT_TRANSLATE_NOOP("scalescope-core", "duplicate group name %1"), { inQuotes(spec.name) }));
                continue;
            }
            Group group;
            group.name = spec.name;
            group.kind = spec.kind;
            if (!spec.parent.empty()) {
                const auto parent = topology.findGroup(spec.parent);
                if (!parent) {
                    m_problems.add(at("groups", i, "parent"),
                        localized(QT_TRANSLATE_NOOP("scalescope-core",
                                      "unknown group %1 (a parent must be listed before its children)"),
                            { inQuotes(spec.parent) }));
                    continue;
                }
                group.parent = *parent;
            }
            if (!spec.model.empty()) {
                if (!catalog.system(spec.model))
                    m_problems.add(at("groups", i, "model"),
                        localized(QT_TRANSLATE_NOOP("scalescope-core", "unknown system %1"), { inQuotes(spec.model) }));
                group.model = topology.internModel(spec.model);
            }
            topology.addGroup(std::move(group));
        }
    }

    void addNodes(Topology& topology, const Catalog& catalog)
    {
        m_firstExplicitNode = static_cast<NodeId>(topology.nodes.size());
        topology.nodes.reserve(topology.nodes.size() + m_design.nodes.size());
        std::unordered_map<std::string_view, std::size_t> seen;
        for (std::size_t i = 0; i < m_design.nodes.size(); ++i) {
            const NodeSpec& spec = m_design.nodes[i];
            const auto [previous, inserted] = seen.emplace(spec.name, i);
            if (!inserted) {
                m_problems.add(at("nodes", i, "name"),
                    localized(QT_TRANSLATE_NOOP("scalescope-core", "duplicate node name %1 (first at /nodes/%2)"),
                        { inQuotes(spec.name), std::to_string(previous->second) }));
                continue;
            }
            if (topology.findNode(spec.name)) {
                m_problems.add(at("nodes", i, "name"),
                    localized(QT_TRANSLATE_NOOP("scalescope-core", "duplicate node name %1 (a generated node has it)"),
                        { inQuotes(spec.name) }));
                continue;
            }
            Node node;
            node.name = spec.name;
            node.kind = spec.kind;
            node.role = spec.role;
            node.network = spec.network;
            node.model = topology.internModel(spec.model);
            const auto known = catalogPorts(catalog, spec.kind, spec.model);
            if (spec.ports)
                node.portCount = static_cast<std::uint16_t>(*spec.ports);
            else if (known)
                node.portCount = static_cast<std::uint16_t>(*known);
            else if (primaryTier(spec.kind, spec.network))
                m_problems.add(at("nodes", i),
                    spec.model.empty()
                        ? localized(QT_TRANSLATE_NOOP("scalescope-core", "needs \"ports\" or a catalog \"model\""))
                        : localized(QT_TRANSLATE_NOOP(
                                        "scalescope-core", "model %1 is not in the catalog as a %2; give \"ports\""),
                            { inQuotes(spec.model), toString(spec.kind) }));
            if (!spec.group.empty()) {
                const auto group = topology.findGroup(spec.group);
                if (!group)
                    m_problems.add(at("nodes", i, "group"),
                        localized(QT_TRANSLATE_NOOP("scalescope-core", "unknown group %1"), { inQuotes(spec.group) }));
                else
                    node.group = *group;
            }
            Addresses& addresses = node.addresses;
            addresses.pciBdf = spec.pci.value_or(Addresses::kNoPci);
            addresses.lid = spec.lid.value_or(0);
            addresses.ibSubnet = spec.subnet.value_or(0);
            addresses.guid = spec.guid.value_or(0);
            addresses.ipv4 = spec.ipv4.value_or(0);
            addresses.mac = spec.mac.value_or(0);
            topology.addNode(std::move(node));
        }
    }

    void checkPositions(const Topology& topology)
    {
        for (const auto& [name, position] : m_design.positions)
            if (!topology.findNode(name) && !topology.findGroup(name))
                m_problems.add("/layout/positions/" + jsonPointerToken(name),
                    localized(
                        QT_TRANSLATE_NOOP("scalescope-core", "no device or group is named %1"), { inQuotes(name) }));
    }

    void applyOverrides(Topology& topology, const Catalog& catalog)
    {
        if (m_design.overrides.empty())
            return;
        for (const auto& entry : m_design.overrides) {
            // A named reference, not a structured binding: the lambda below uses it, which
            // clang before 16 cannot capture.
            const std::string& name = entry.first;
            const NodeOverride& o = entry.second;
            const std::string pointer = "/overrides/" + jsonPointerToken(name);
            const auto found = topology.findNode(name);
            if (!found) {
                m_problems.add(pointer,
                    localized(QT_TRANSLATE_NOOP("scalescope-core", "no device is named %1"), { inQuotes(name) }));
                continue;
            }
            Node& node = topology.nodes[*found];
            Addresses& a = node.addresses;
            if (o.model) {
                const int ports = node.kind == NodeKind::Cpu && !catalog.cpu(*o.model)
                    ? -1
                    : catalogPorts(catalog, node.kind, *o.model).value_or(-1);
                const int inUse = portsInUse(topology, *found);
                if (ports < 0)
                    m_problems.add(pointer + "/model",
                        localized(QT_TRANSLATE_NOOP("scalescope-core", "model %1 is not in the catalog as a %2"),
                            { inQuotes(*o.model), toString(node.kind) }));
                else if (ports < inUse)
                    m_problems.add(pointer + "/model",
                        localized(QT_TRANSLATE_NOOP("scalescope-core", "model %1 has %2 ports; %3 are cabled"),
                            { inQuotes(*o.model), std::to_string(ports), std::to_string(inUse) }));
                else {
                    node.model = topology.internModel(*o.model);
                    if (ports > 0)
                        node.portCount = static_cast<std::uint16_t>(ports);
                }
            }
            // A device takes only the addresses of the tiers it is on.
            // `hasNone`: the message when it is not, "%1" the device's name.
            auto set = [&](auto& field, const auto& value, bool has, const char* key, const char* hasNone) {
                if (!value)
                    return;
                if (!has)
                    m_problems.add(pointer + "/" + key, localized(hasNone, { name }));
                else
                    field = *value;
            };
            set(a.pciBdf, o.pci, a.pciBdf != Addresses::kNoPci, "pci",
                QT_TRANSLATE_NOOP("scalescope-core", "%1 has no PCI address"));
            set(a.lid, o.lid, a.lid != 0, "lid", QT_TRANSLATE_NOOP("scalescope-core", "%1 has no InfiniBand LID"));
            set(a.guid, o.guid, a.guid != 0, "guid", QT_TRANSLATE_NOOP("scalescope-core", "%1 has no InfiniBand GUID"));
            set(a.ipv4, o.ipv4, a.ipv4 != 0, "ip", QT_TRANSLATE_NOOP("scalescope-core", "%1 has no IP address"));
            set(a.mac, o.mac, a.mac != 0, "mac", QT_TRANSLATE_NOOP("scalescope-core", "%1 has no MAC address"));
        }
    }

    const Design& m_design;
    const std::string& m_origin;
    Problems m_problems;
    NodeId m_firstExplicitNode = 0;
};

} // namespace

SharedCatalog designCatalog(const Design& design, const SharedCatalog& base, const std::string& origin)
{
    if (design.catalog.is_null())
        return base;
    auto catalog = std::make_shared<Catalog>(*base);
    try {
        catalog->merge(design.catalog, origin);
    } catch (const InputError& error) {
        std::vector<Problem> problems = error.problems();
        for (Problem& problem : problems)
            problem.pointer = "/catalog" + problem.pointer;
        throw InputError(origin, std::move(problems));
    }
    return catalog;
}

ExpandedDesign expandDesign(const Design& design, const SharedCatalog& base, const std::string& origin)
{
    return Expander(design, origin).run(base);
}

} // namespace scalescope

#include "design/Design.h"

#include "generate/AddressPlan.h"
#include "generate/ClosBuilder.h"
#include "catalog/Catalog.h"
#include "model/AddressFormat.h"
#include "model/InputError.h"
#include "model/Names.h"

#include <algorithm>
#include <array>
#include <stdexcept>
#include <unordered_map>
#include <unordered_set>

namespace scalescope {
namespace {

std::string at(const char* list, std::size_t index, const char* key = nullptr)
{
    std::string pointer = std::string("/") + list + "/" + std::to_string(index);
    if (key)
        pointer += std::string("/") + key;
    return pointer;
}

std::string inQuotes(std::string_view text)
{
    return "\"" + std::string(text) + "\"";
}

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

// Ports a catalog model gives a device of this kind, when the model is known.
std::optional<int> portsOfModel(const Catalog& catalog, NodeKind kind, const std::string& model)
{
    switch (kind) {
    case NodeKind::Gpu:
        if (const GpuSpec* gpu = catalog.gpu(model))
            if (const NvlinkSpec* nvlink = catalog.nvlink(gpu->nvlink))
                return nvlink->linksPerGpu;
        return std::nullopt;
    case NodeKind::NvSwitch:
    case NodeKind::IbSwitch:
    case NodeKind::EthSwitch:
    case NodeKind::PcieSwitch:
        if (const SwitchSpec* sw = catalog.switchSpec(model))
            return sw->ports + sw->uplinkPorts;
        return std::nullopt;
    case NodeKind::Nic:
        if (const NicSpec* nic = catalog.nic(model))
            return nic->ports;
        return std::nullopt;
    case NodeKind::Storage:
        if (const StorageSpec* storage = catalog.storageSpec(model))
            return storage->ports;
        return std::nullopt;
    case NodeKind::Cpu:
        return 0;
    }
    return std::nullopt;
}

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
        applyRemovals(topology);
        addGroups(topology, catalog);
        addNodes(topology, catalog);
        addLinks(topology);
        checkPositions(topology);
        m_problems.throwIfAny(m_origin);
        assignAddresses(topology);
        applyOverrides(topology, catalog);
        checkAddresses(topology);
        m_problems.throwIfAny(m_origin);
        return out;
    }

private:
    void applyRemovals(Topology& topology)
    {
        if (m_design.removedNodes.empty() && m_design.removedLinks.empty())
            return;
        std::vector<bool> nodeRemoved(topology.nodes.size(), false);
        std::vector<bool> linkRemoved(topology.links.size(), false);
        for (std::size_t i = 0; i < m_design.removedNodes.size(); ++i) {
            const auto id = topology.findNode(m_design.removedNodes[i]);
            if (!id)
                m_problems.add("/removed/nodes/" + std::to_string(i),
                    "no generated node is named " + inQuotes(m_design.removedNodes[i]));
            else
                nodeRemoved[*id] = true;
        }
        if (!m_design.removedLinks.empty()) {
            // Index generated links by their "a" end to find each removed link without a scan per entry.
            std::unordered_map<std::uint64_t, std::vector<LinkId>> byEnd;
            for (LinkId l = 0; l < topology.links.size(); ++l) {
                const Link& link = topology.links[l];
                byEnd[std::uint64_t(link.a) << 16 | link.portA].push_back(l);
                byEnd[std::uint64_t(link.b) << 16 | link.portB].push_back(l);
            }
            for (std::size_t i = 0; i < m_design.removedLinks.size(); ++i) {
                const LinkRef& ref = m_design.removedLinks[i];
                const auto a = topology.findNode(ref.a.node);
                const auto b = topology.findNode(ref.b.node);
                bool found = false;
                if (a && b) {
                    const auto it = byEnd.find(std::uint64_t(*a) << 16 | static_cast<std::uint16_t>(ref.a.port));
                    if (it != byEnd.end())
                        for (const LinkId l : it->second) {
                            const Link& link = topology.links[l];
                            const bool forward
                                = link.a == *a && link.portA == ref.a.port && link.b == *b && link.portB == ref.b.port;
                            const bool backward
                                = link.b == *a && link.portB == ref.a.port && link.a == *b && link.portA == ref.b.port;
                            if (forward || backward) {
                                linkRemoved[l] = true;
                                found = true;
                            }
                        }
                }
                if (!found)
                    m_problems.add("/removed/links/" + std::to_string(i),
                        "no generated link joins " + ref.a.node + ":" + std::to_string(ref.a.port) + " and "
                            + ref.b.node + ":" + std::to_string(ref.b.port));
            }
        }
        compact(topology, nodeRemoved, linkRemoved);
    }

    void addGroups(Topology& topology, const Catalog& catalog)
    {
        for (std::size_t i = 0; i < m_design.groups.size(); ++i) {
            const GroupSpec& spec = m_design.groups[i];
            if (topology.findGroup(spec.name)) {
                m_problems.add(at("groups", i, "name"), "duplicate group name " + inQuotes(spec.name));
                continue;
            }
            Group group;
            group.name = spec.name;
            group.kind = spec.kind;
            if (!spec.parent.empty()) {
                const auto parent = topology.findGroup(spec.parent);
                if (!parent) {
                    m_problems.add(at("groups", i, "parent"),
                        "unknown group " + inQuotes(spec.parent) + " (a parent must be listed before its children)");
                    continue;
                }
                group.parent = *parent;
            }
            if (!spec.model.empty()) {
                if (!catalog.system(spec.model))
                    m_problems.add(at("groups", i, "model"), "unknown system " + inQuotes(spec.model));
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
                    "duplicate node name " + inQuotes(spec.name) + " (first at /nodes/"
                        + std::to_string(previous->second) + ")");
                continue;
            }
            if (topology.findNode(spec.name)) {
                m_problems.add(at("nodes", i, "name"),
                    "duplicate node name " + inQuotes(spec.name) + " (a generated node has it)");
                continue;
            }
            Node node;
            node.name = spec.name;
            node.kind = spec.kind;
            node.role = spec.role;
            node.network = spec.network;
            node.model = topology.internModel(spec.model);
            const auto known = portsOfModel(catalog, spec.kind, spec.model);
            if (spec.ports)
                node.portCount = static_cast<std::uint16_t>(*spec.ports);
            else if (known)
                node.portCount = static_cast<std::uint16_t>(*known);
            else if (primaryTier(spec.kind, spec.network))
                m_problems.add(at("nodes", i),
                    spec.model.empty() ? "needs \"ports\" or a catalog \"model\""
                                       : "model " + inQuotes(spec.model) + " is not in the catalog as a "
                            + std::string(toString(spec.kind)) + "; give \"ports\"");
            if (!spec.group.empty()) {
                const auto group = topology.findGroup(spec.group);
                if (!group)
                    m_problems.add(at("nodes", i, "group"), "unknown group " + inQuotes(spec.group));
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

    void addLinks(Topology& topology)
    {
        if (m_design.links.empty())
            return;
        struct Resolved {
            std::optional<NodeId> a, b;
        };
        std::vector<Resolved> resolved(m_design.links.size());
        std::unordered_set<NodeId> touched;
        for (std::size_t i = 0; i < m_design.links.size(); ++i) {
            const LinkSpec& spec = m_design.links[i];
            resolved[i].a = topology.findNode(spec.a.node);
            resolved[i].b = topology.findNode(spec.b.node);
            if (!resolved[i].a)
                m_problems.add(at("links", i, "a"), "unknown node " + inQuotes(spec.a.node));
            if (!resolved[i].b)
                m_problems.add(at("links", i, "b"), "unknown node " + inQuotes(spec.b.node));
            if (resolved[i].a)
                touched.insert(*resolved[i].a);
            if (resolved[i].b)
                touched.insert(*resolved[i].b);
        }
        // Ports already taken on the nodes the new links touch: (node, tier) -> owner of each port.
        std::unordered_map<std::uint64_t, std::unordered_map<int, std::string>> used;
        auto key
            = [](NodeId node, LinkTier tier) { return std::uint64_t(node) << 8 | static_cast<std::uint8_t>(tier); };
        auto occupy = [&](NodeId node, LinkTier tier, int port, int span, const std::string& owner) -> std::string {
            auto& ports = used[key(node, tier)];
            for (int p = port; p < port + span; ++p) {
                const auto [it, inserted] = ports.emplace(p, owner);
                if (!inserted)
                    return it->second;
            }
            return {};
        };
        for (const Link& link : topology.links) {
            if (touched.count(link.a))
                occupy(link.a, link.tier, link.portA, portsSpanned(link), "a generated link");
            if (touched.count(link.b))
                occupy(link.b, link.tier, link.portB, portsSpanned(link), "a generated link");
        }
        for (std::size_t i = 0; i < m_design.links.size(); ++i) {
            const LinkSpec& spec = m_design.links[i];
            if (!resolved[i].a || !resolved[i].b)
                continue;
            Link link;
            link.a = *resolved[i].a;
            link.b = *resolved[i].b;
            link.tier = spec.tier;
            link.portA = static_cast<std::uint16_t>(spec.a.port);
            link.portB = static_cast<std::uint16_t>(spec.b.port);
            link.lanes = static_cast<std::uint16_t>(
                spec.lanes.value_or(defaultLanes(spec.tier, spec.bytesPerSecPerDirection)));
            link.bytesPerSecPerDirection = spec.bytesPerSecPerDirection;
            link.latencyNs = spec.latencyNs.value_or(0);
            const Node& a = topology.nodes[link.a];
            const Node& b = topology.nodes[link.b];
            bool ok = true;
            if (link.a == link.b) {
                m_problems.add(at("links", i), "a link must join two different nodes");
                ok = false;
            }
            if (!tierJoins(spec.tier, a.kind, b.kind)) {
                m_problems.add(at("links", i, "tier"),
                    std::string(toString(spec.tier)) + " cannot join a " + std::string(toString(a.kind)) + " and a "
                        + std::string(toString(b.kind)));
                ok = false;
            }
            const std::string owner = "/links/" + std::to_string(i);
            for (const auto& [node, port, end] :
                { std::tuple { link.a, link.portA, "a" }, std::tuple { link.b, link.portB, "b" } }) {
                const Node& n = topology.nodes[node];
                const int first = firstPortNumber(spec.tier);
                const int span = portsSpanned(link);
                if (primaryTier(n.kind, n.network) == spec.tier
                    && (port < first || port + span > first + n.portCount)) {
                    m_problems.add(at("links", i, end),
                        "port " + std::to_string(port) + " is outside " + n.name + "'s ports " + std::to_string(first)
                            + ".." + std::to_string(first + n.portCount - 1));
                    ok = false;
                } else if (const std::string other = occupy(node, spec.tier, port, span, owner); !other.empty()) {
                    m_problems.add(at("links", i, end),
                        "port " + std::to_string(port) + " of " + n.name + " is already used by " + other);
                    ok = false;
                }
            }
            if (ok)
                topology.addLink(link);
        }
    }

    void checkPositions(const Topology& topology)
    {
        for (const auto& [name, position] : m_design.positions)
            if (!topology.findNode(name) && !topology.findGroup(name))
                m_problems.add(
                    "/layout/positions/" + jsonPointerToken(name), "no device or group is named " + inQuotes(name));
    }

    void checkAddresses(const Topology& topology)
    {
        // An address the file states (on a node of its own, or as an override) must be no other
        // device's. A node of the file is told of a device before it; an override of any other.
        bool anyStated = !m_design.overrides.empty();
        for (const NodeSpec& spec : m_design.nodes)
            anyStated = anyStated || spec.lid || spec.guid || spec.ipv4 || spec.mac;
        if (!anyStated)
            return;
        enum Kind { Pci, Lid, Guid, Ip, Mac, Kinds };
        static constexpr const char* kField[Kinds] = { "pci", "lid", "guid", "ip", "mac" };
        // Per kind, the devices that hold each address, in node order (the first two suffice).
        auto keyOf = [](const Node& node, int kind) -> std::optional<std::uint64_t> {
            const Addresses& a = node.addresses;
            switch (kind) {
            case Pci: // bus ids are per node or tray
                return a.pciBdf == Addresses::kNoPci ? std::nullopt
                                                     : std::optional(std::uint64_t(node.group) << 32 | a.pciBdf);
            case Lid:
                return a.lid == 0 ? std::nullopt : std::optional(std::uint64_t(a.ibSubnet) << 16 | a.lid);
            case Guid:
                return a.guid == 0 ? std::nullopt : std::optional(a.guid);
            case Ip:
                return a.ipv4 == 0 ? std::nullopt : std::optional<std::uint64_t>(a.ipv4);
            default:
                return a.mac == 0 ? std::nullopt : std::optional(a.mac);
            }
        };
        std::array<std::unordered_map<std::uint64_t, std::array<NodeId, 2>>, Kinds> holders;
        for (NodeId n = 0; n < topology.nodes.size(); ++n)
            for (int kind = 0; kind < Kinds; ++kind)
                if (const auto key = keyOf(topology.nodes[n], kind)) {
                    const auto [it, fresh] = holders[kind].try_emplace(*key, std::array<NodeId, 2> { n, n });
                    if (!fresh && it->second[1] == it->second[0])
                        it->second[1] = n;
                }
        // Another device with the same address as `n`: the first before it, or any.
        auto other = [&](NodeId n, int kind, bool before) -> std::optional<NodeId> {
            const auto key = keyOf(topology.nodes[n], kind);
            if (!key)
                return std::nullopt;
            const auto [first, second] = holders[kind].at(*key);
            if (first != n)
                return first;
            if (!before && second != n)
                return second;
            return std::nullopt;
        };
        auto report = [&](const std::string& pointer, NodeId holder, int kind) {
            m_problems.add(pointer + "/" + kField[kind],
                std::string(kField[kind]) + " is already used by " + topology.nodes[holder].name);
        };
        for (std::size_t i = 0; i < m_design.nodes.size(); ++i) {
            const NodeSpec& spec = m_design.nodes[i];
            const auto n = static_cast<NodeId>(m_firstExplicitNode + i); // added in order, after the generated ones
            const bool stated[Kinds]
                = { false, spec.lid.has_value(), spec.guid.has_value(), spec.ipv4.has_value(), spec.mac.has_value() };
            for (int kind = Lid; kind < Kinds; ++kind)
                if (const auto holder = stated[kind] ? other(n, kind, true) : std::nullopt)
                    report("/nodes/" + std::to_string(i), *holder, kind);
        }
        for (const auto& [name, o] : m_design.overrides) {
            const auto n = topology.findNode(name);
            if (!n)
                continue; // said in applyOverrides
            const bool stated[Kinds]
                = { o.pci.has_value(), o.lid.has_value(), o.guid.has_value(), o.ipv4.has_value(), o.mac.has_value() };
            for (int kind = 0; kind < Kinds; ++kind)
                if (const auto holder = stated[kind] ? other(*n, kind, false) : std::nullopt)
                    report("/overrides/" + jsonPointerToken(name), *holder, kind);
        }
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
                m_problems.add(pointer, "no device is named " + inQuotes(name));
                continue;
            }
            Node& node = topology.nodes[*found];
            Addresses& a = node.addresses;
            if (o.model) {
                const int ports = node.kind == NodeKind::Cpu && !catalog.cpu(*o.model)
                    ? -1
                    : portsOfModel(catalog, node.kind, *o.model).value_or(-1);
                const int inUse = portsInUse(topology, *found);
                if (ports < 0)
                    m_problems.add(pointer + "/model",
                        "model " + inQuotes(*o.model) + " is not in the catalog as a "
                            + std::string(toString(node.kind)));
                else if (ports < inUse)
                    m_problems.add(pointer + "/model",
                        "model " + inQuotes(*o.model) + " has " + std::to_string(ports) + " ports; "
                            + std::to_string(inUse) + " are cabled");
                else {
                    node.model = topology.internModel(*o.model);
                    if (ports > 0)
                        node.portCount = static_cast<std::uint16_t>(ports);
                }
            }
            // A device takes only the addresses of the tiers it is on.
            auto set = [&](auto& field, const auto& value, bool has, const char* key, const char* what) {
                if (!value)
                    return;
                if (!has)
                    m_problems.add(pointer + "/" + key, name + " has no " + what);
                else
                    field = *value;
            };
            set(a.pciBdf, o.pci, a.pciBdf != Addresses::kNoPci, "pci", "PCI address");
            set(a.lid, o.lid, a.lid != 0, "lid", "InfiniBand LID");
            set(a.guid, o.guid, a.guid != 0, "guid", "InfiniBand GUID");
            set(a.ipv4, o.ipv4, a.ipv4 != 0, "ip", "IP address");
            set(a.mac, o.mac, a.mac != 0, "mac", "MAC address");
        }
    }

    const Design& m_design;
    const std::string& m_origin;
    Problems m_problems;
    NodeId m_firstExplicitNode = 0;
};

} // namespace

std::optional<int> catalogPorts(const Catalog& catalog, NodeKind kind, const std::string& model)
{
    return portsOfModel(catalog, kind, model);
}

int portsInUse(const Topology& topology, NodeId node)
{
    const Node& n = topology.nodes[node];
    const auto tier = primaryTier(n.kind, n.network);
    int inUse = 0;
    if (!tier)
        return 0;
    for (const Link& link : topology.links) {
        if (link.tier != *tier || (link.a != node && link.b != node))
            continue;
        // Ports are numbered from firstPortNumber: the count is the highest used past it.
        const int port = link.a == node ? link.portA : link.portB;
        inUse = std::max(inUse, port + portsSpanned(link) - firstPortNumber(link.tier));
    }
    return inUse;
}

int defaultLanes(LinkTier tier, BytesPerSec bytesPerSec)
{
    switch (tier) {
    case LinkTier::InfiniBand:
        return kInfinibandLanes;
    case LinkTier::Ethernet:
        return ethernetLanes(bytesPerSec);
    case LinkTier::Pcie:
        return 16;
    case LinkTier::NvLink:
    case LinkTier::NvLinkC2C:
        return 1;
    }
    return 1;
}

Design designFromTopology(const Topology& topology, std::string name)
{
    Design design;
    design.name = std::move(name);
    design.groups.reserve(topology.groups.size());
    for (const Group& group : topology.groups)
        design.groups.push_back(GroupSpec { group.name, group.kind,
            group.parent == kNoGroup ? std::string() : topology.groups[group.parent].name,
            topology.models[group.model] });
    design.nodes.reserve(topology.nodes.size());
    for (const Node& node : topology.nodes)
        design.nodes.push_back(nodeSpecOf(topology, node, {}, true));
    design.links.reserve(topology.links.size());
    for (const Link& link : topology.links)
        design.links.push_back(linkSpecOf(topology, link));
    return design;
}

NodeSpec nodeSpecOf(const Topology& topology, const Node& node, const std::string& prefix, bool withAddresses)
{
    NodeSpec spec;
    spec.name = prefix + node.name;
    spec.kind = node.kind;
    spec.role = node.role;
    spec.network = node.network;
    spec.model = topology.modelOf(node);
    spec.ports = node.portCount;
    if (node.group != kNoGroup)
        spec.group = prefix + topology.groups[node.group].name;
    if (!withAddresses)
        return spec;
    const Addresses& a = node.addresses;
    if (a.pciBdf != Addresses::kNoPci)
        spec.pci = a.pciBdf;
    if (a.lid != 0) {
        spec.lid = a.lid;
        spec.subnet = a.ibSubnet;
    }
    if (a.guid != 0)
        spec.guid = a.guid;
    if (a.ipv4 != 0)
        spec.ipv4 = a.ipv4;
    if (a.mac != 0)
        spec.mac = a.mac;
    return spec;
}

LinkSpec linkSpecOf(const Topology& topology, const Link& link, const std::string& prefix)
{
    LinkSpec spec;
    spec.a = PortRef { prefix + topology.nodes[link.a].name, link.portA };
    spec.b = PortRef { prefix + topology.nodes[link.b].name, link.portB };
    spec.tier = link.tier;
    spec.bytesPerSecPerDirection = link.bytesPerSecPerDirection;
    if (link.lanes != defaultLanes(link.tier, link.bytesPerSecPerDirection))
        spec.lanes = link.lanes;
    if (link.latencyNs != 0)
        spec.latencyNs = link.latencyNs;
    return spec;
}

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

// The check that an address a design states, on a node of its own or as an override, is no
// other device's: every device's addresses indexed once by kind, then each stated one looked up.
#include "design/ExpansionSteps.h"

#include "model/Localized.h"

#include <array>
#include <optional>
#include <unordered_map>

namespace scalescope::expansion {
namespace {

enum AddressKind { Pci, Lid, Guid, Ip, Mac, Kinds };
constexpr const char* kField[Kinds] = { "pci", "lid", "guid", "ip", "mac" };

// Whether the design states any address that could be another device's.
bool statesAnyAddress(const Design& design)
{
    bool anyStated = !design.overrides.empty();
    for (const NodeSpec& spec : design.nodes)
        anyStated = anyStated || spec.lid || spec.guid || spec.ipv4 || spec.mac;
    return anyStated;
}

// A device's address of one kind as a key unique within its scope, or nothing when it has none.
std::optional<std::uint64_t> addressKey(const Node& node, int kind)
{
    const Addresses& a = node.addresses;
    switch (kind) {
    case Pci: // bus ids are per node or tray
        return a.pciBdf == Addresses::kNoPci ? std::nullopt : std::optional(std::uint64_t(node.group) << 32 | a.pciBdf);
    case Lid:
        return a.lid == 0 ? std::nullopt : std::optional(std::uint64_t(a.ibSubnet) << 16 | a.lid);
    case Guid:
        return a.guid == 0 ? std::nullopt : std::optional(a.guid);
    case Ip:
        return a.ipv4 == 0 ? std::nullopt : std::optional<std::uint64_t>(a.ipv4);
    default:
        return a.mac == 0 ? std::nullopt : std::optional(a.mac);
    }
}

// Per kind, the devices that hold each address, in node order (the first two suffice).
class AddressHolders {
public:
    explicit AddressHolders(const Topology& topology)
        : m_topology(topology)
    {
        for (NodeId n = 0; n < topology.nodes.size(); ++n)
            for (int kind = 0; kind < Kinds; ++kind)
                if (const auto key = addressKey(topology.nodes[n], kind)) {
                    const auto [it, fresh] = m_holders[kind].try_emplace(*key, std::array<NodeId, 2> { n, n });
                    if (!fresh && it->second[1] == it->second[0])
                        it->second[1] = n;
                }
    }

    // Another device with the same address as `n`: the first before it, or (not `before`) any.
    std::optional<NodeId> other(NodeId n, int kind, bool before) const
    {
        const auto key = addressKey(m_topology.nodes[n], kind);
        if (!key)
            return std::nullopt;
        const auto [first, second] = m_holders[kind].at(*key);
        if (first != n)
            return first;
        if (!before && second != n)
            return second;
        return std::nullopt;
    }

private:
    const Topology& m_topology;
    std::array<std::unordered_map<std::uint64_t, std::array<NodeId, 2>>, Kinds> m_holders;
};

// Each kind stated at `pointer` whose address another device holds.
void reportTaken(const Topology& topology, const AddressHolders& holders, NodeId n, const bool (&stated)[Kinds],
    bool before, const std::string& pointer, Problems& problems)
{
    for (int kind = 0; kind < Kinds; ++kind)
        if (const auto holder = stated[kind] ? holders.other(n, kind, before) : std::nullopt)
            problems.add(pointer + "/" + kField[kind],
                localized(QT_TRANSLATE_NOOP("scalescope-core", "%1 is already used by %2"),
                    { kField[kind], topology.nodes[*holder].name }));
}

} // namespace

void checkStatedAddresses(const Design& design, const Topology& topology, NodeId firstExplicitNode, Problems& problems)
{
    if (!statesAnyAddress(design))
        return;
    const AddressHolders holders(topology);
    for (std::size_t i = 0; i < design.nodes.size(); ++i) {
        const NodeSpec& spec = design.nodes[i];
        const auto n = static_cast<NodeId>(firstExplicitNode + i); // added in order, after the generated ones
        // A node's own PCI address is not checked; an override's is.
        const bool stated[Kinds]
            = { false, spec.lid.has_value(), spec.guid.has_value(), spec.ipv4.has_value(), spec.mac.has_value() };
        reportTaken(topology, holders, n, stated, true, "/nodes/" + std::to_string(i), problems);
    }
    for (const auto& [name, o] : design.overrides) {
        const auto n = topology.findNode(name);
        if (!n)
            continue; // said where the overrides are applied
        const bool stated[Kinds]
            = { o.pci.has_value(), o.lid.has_value(), o.guid.has_value(), o.ipv4.has_value(), o.mac.has_value() };
        reportTaken(topology, holders, *n, stated, false, "/overrides/" + jsonPointerToken(name), problems);
    }
}

} // namespace scalescope::expansion

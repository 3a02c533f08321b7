// A device's properties set by hand (its model and addresses), checked as typed, and the models
// it could be.
#include "design/DesignEdits.h"

#include "model/AddressFormat.h"
#include "model/Localized.h"
#include "model/Names.h"

#include <charconv>
#include <stdexcept>

namespace scalescope {
namespace {

template <typename Value> std::optional<Value> nonZero(std::optional<Value> value)
{
    return value && *value != 0 ? value : std::nullopt;
}

std::optional<std::uint16_t> parseLid(const std::string& text)
{
    unsigned lid = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), lid);
    if (error != std::errc() || end != text.data() + text.size() || lid < 1 || lid > 0xBFFF)
        return std::nullopt;
    return static_cast<std::uint16_t>(lid);
}

// Why a device cannot be of catalog model `text`, empty when it can.
std::string modelProblem(const Topology& topology, const Catalog& catalog, NodeId node, const std::string& text)
{
    const Node& n = topology.nodes[node];
    // CPUs have no ports of their own tier: any model would do, so ask the catalog.
    const int ports
        = n.kind == NodeKind::Cpu && !catalog.cpu(text) ? -1 : catalogPorts(catalog, n.kind, text).value_or(-1);
    const int inUse = portsInUse(topology, node);
    if (ports < 0)
        return localized(QT_TRANSLATE_NOOP("scalescope-core", "\"%1\" is not a %2 model in the catalog"),
            { text, toString(n.kind) });
    if (ports < inUse)
        return localized(QT_TRANSLATE_NOOP("scalescope-core", "%1 has %2 ports; %3 are cabled"),
            { text, std::to_string(ports), std::to_string(inUse) });
    return {};
}

// A device property's text read into the override it would be, or why it cannot be.
struct PropertyValue {
    NodeOverride value;
    std::string problem;
};

PropertyValue readProperty(
    const Topology& topology, const Catalog& catalog, NodeId node, const std::string& property, const std::string& text)
{
    PropertyValue out;
    const Node& n = topology.nodes[node];
    const Addresses& a = n.addresses;
    // Another device that has this address already, when one does.
    auto usedBy = [&](auto&& same) -> std::string {
        for (NodeId other = 0; other < topology.nodes.size(); ++other)
            if (other != node && same(topology.nodes[other]))
                return localized(QT_TRANSLATE_NOOP("scalescope-core", "%1 %2 is already used by %3"),
                    { property, text, topology.nodes[other].name });
        return {};
    };
    // An address: the device must be on its tier, the text must read as one, and no other
    // device may have it. `hasNone` says the device is not ("%1" its name), `howWritten` how one is written.
    auto address = [&](bool has, const char* hasNone, auto value, const char* howWritten, auto same, auto& into) {
        if (!has)
            out.problem = localized(hasNone, { n.name });
        else if (!value)
            out.problem = localized(howWritten);
        else if (std::string used = usedBy([&](const Node& o) { return same(o, *value); }); !used.empty())
            out.problem = used;
        else
            into = value;
    };
    if (property == "model") {
        out.problem = modelProblem(topology, catalog, node, text);
        if (out.problem.empty())
            out.value.model = text;
    } else if (property == "pci") {
        address(
            a.pciBdf != Addresses::kNoPci, QT_TRANSLATE_NOOP("scalescope-core", "%1 has no PCI address"),
            parsePciBdf(text), QT_TRANSLATE_NOOP("scalescope-core", "a PCI address is written like 0000:18:00.0"),
            [&](const Node& o, std::uint32_t v) { return o.group == n.group && o.addresses.pciBdf == v; },
            out.value.pci);
    } else if (property == "lid") {
        address(
            a.lid != 0, QT_TRANSLATE_NOOP("scalescope-core", "%1 has no InfiniBand LID"), parseLid(text),
            QT_TRANSLATE_NOOP("scalescope-core", "a LID is a whole number from 1 to 49151"),
            [&](const Node& o, std::uint16_t v) { return o.addresses.ibSubnet == a.ibSubnet && o.addresses.lid == v; },
            out.value.lid);
    } else if (property == "guid") {
        address(
            a.guid != 0, QT_TRANSLATE_NOOP("scalescope-core", "%1 has no InfiniBand GUID"), nonZero(parseGuid(text)),
            QT_TRANSLATE_NOOP("scalescope-core", "a GUID is written like 0x0c42a10300000001"),
            [](const Node& o, std::uint64_t v) { return o.addresses.guid == v; }, out.value.guid);
    } else if (property == "ip") {
        address(
            a.ipv4 != 0, QT_TRANSLATE_NOOP("scalescope-core", "%1 has no IP address"), nonZero(parseIpv4(text)),
            QT_TRANSLATE_NOOP("scalescope-core", "an IP address is written like 10.0.0.1"),
            [](const Node& o, std::uint32_t v) { return o.addresses.ipv4 == v; }, out.value.ipv4);
    } else if (property == "mac") {
        address(
            a.mac != 0, QT_TRANSLATE_NOOP("scalescope-core", "%1 has no MAC address"), nonZero(parseMac(text)),
            QT_TRANSLATE_NOOP("scalescope-core", "a MAC address is written like 0c:42:a1:00:00:01"),
            [](const Node& o, std::uint64_t v) { return o.addresses.mac == v; }, out.value.mac);
    } else {
        out.problem = localized(QT_TRANSLATE_NOOP("scalescope-core", "\"%1\" cannot be set by hand"), { property });
    }
    return out;
}

} // namespace

std::string devicePropertyProblem(
    const Topology& topology, const Catalog& catalog, NodeId node, const std::string& property, const std::string& text)
{
    if (node >= topology.nodes.size())
        return localized(QT_TRANSLATE_NOOP("scalescope-core", "no such device"));
    return readProperty(topology, catalog, node, property, text).problem;
}

void setDeviceProperty(Design& design, const Topology& topology, const Catalog& catalog, NodeId node,
    const std::string& property, const std::string& text)
{
    if (node >= topology.nodes.size())
        throw std::invalid_argument(localized(QT_TRANSLATE_NOOP("scalescope-core", "no such device")));
    PropertyValue read = readProperty(topology, catalog, node, property, text);
    if (!read.problem.empty())
        throw std::invalid_argument(read.problem);
    const NodeOverride& v = read.value;
    const Node& n = topology.nodes[node];
    const Addresses& a = n.addresses;
    if ((v.model && *v.model == topology.modelOf(n)) || (v.pci && *v.pci == a.pciBdf) || (v.lid && *v.lid == a.lid)
        || (v.guid && *v.guid == a.guid) || (v.ipv4 && *v.ipv4 == a.ipv4) || (v.mac && *v.mac == a.mac))
        return; // the value it has
    NodeOverride& o = design.overrides[n.name];
    if (v.model)
        o.model = v.model;
    if (v.pci)
        o.pci = v.pci;
    if (v.lid)
        o.lid = v.lid;
    if (v.guid)
        o.guid = v.guid;
    if (v.ipv4)
        o.ipv4 = v.ipv4;
    if (v.mac)
        o.mac = v.mac;
}

std::vector<std::string> modelsFor(const Topology& topology, const Catalog& catalog, NodeId node)
{
    std::vector<std::string> out;
    if (node >= topology.nodes.size())
        return out;
    const Node& n = topology.nodes[node];
    const int inUse = portsInUse(topology, node);
    auto consider = [&](const std::string& id) {
        if (const auto ports = catalogPorts(catalog, n.kind, id); ports && *ports >= inUse)
            out.push_back(id);
    };
    auto considerEach = [&](const auto& specs) {
        for (const auto& spec : specs)
            consider(spec.id);
    };
    switch (n.kind) {
    case NodeKind::Gpu:
        considerEach(catalog.gpus());
        break;
    case NodeKind::Cpu:
        considerEach(catalog.cpus());
        break;
    case NodeKind::Nic:
        considerEach(catalog.nics());
        break;
    case NodeKind::Storage:
        considerEach(catalog.storage());
        break;
    case NodeKind::NvSwitch:
    case NodeKind::IbSwitch:
    case NodeKind::EthSwitch:
    case NodeKind::PcieSwitch: {
        const SwitchKind kind = n.kind == NodeKind::NvSwitch ? SwitchKind::NvSwitch
            : n.kind == NodeKind::IbSwitch                   ? SwitchKind::InfiniBand
            : n.kind == NodeKind::EthSwitch                  ? SwitchKind::Ethernet
                                                             : SwitchKind::Pcie;
        for (const SwitchSpec& sw : catalog.switches())
            if (sw.kind == kind)
                consider(sw.id);
        break;
    }
    }
    return out;
}

} // namespace scalescope

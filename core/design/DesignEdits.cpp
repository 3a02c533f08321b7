#include "design/DesignEdits.h"

#include "generate/ClusterBuilder.h"
#include "model/AddressFormat.h"
#include "model/Names.h"

#include <algorithm>
#include <charconv>
#include <set>
#include <stdexcept>

namespace scalescope {
namespace {

// A name not yet used by a node or group of the topology or the design, nor as the first part
// of one ("stem-1/..."): stem-1, stem-2, ...
std::string freshName(const Topology& topology, const Design& design, const std::string& stem)
{
    std::set<std::string> used;
    auto note = [&](const std::string& name) {
        used.insert(name);
        if (const auto slash = name.find('/'); slash != std::string::npos)
            used.insert(name.substr(0, slash));
    };
    for (const Node& node : topology.nodes)
        note(node.name);
    for (const Group& group : topology.groups)
        note(group.name);
    for (const NodeSpec& node : design.nodes)
        note(node.name);
    for (const GroupSpec& group : design.groups)
        note(group.name);
    for (int i = 1;; ++i) {
        const std::string name = stem + "-" + std::to_string(i);
        if (!used.count(name))
            return name;
    }
}

std::string lower(std::string text)
{
    std::transform(
        text.begin(), text.end(), text.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return text;
}

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

bool onInfiniband(const Node& node)
{
    return node.kind == NodeKind::IbSwitch || (node.kind == NodeKind::Nic && node.network == Network::Compute);
}

bool onEthernet(const Node& node)
{
    return node.kind == NodeKind::EthSwitch || node.kind == NodeKind::Storage
        || (node.kind == NodeKind::Nic && node.network != Network::Compute);
}

bool isSwitch(const Node& node)
{
    return node.kind == NodeKind::IbSwitch || node.kind == NodeKind::EthSwitch;
}

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
                return property + " " + text + " is already used by " + topology.nodes[other].name;
        return {};
    };
    // An address: the device must be on its tier, the text must read as one, and no other
    // device may have it.
    auto address = [&](bool has, const char* what, auto value, const char* howWritten, auto same, auto& into) {
        if (!has)
            out.problem = n.name + " has no " + what;
        else if (!value)
            out.problem = howWritten;
        else if (std::string used = usedBy([&](const Node& o) { return same(o, *value); }); !used.empty())
            out.problem = used;
        else
            into = value;
    };
    if (property == "model") {
        // CPUs have no ports of their own tier: any model would do, so ask the catalog.
        const int ports
            = n.kind == NodeKind::Cpu && !catalog.cpu(text) ? -1 : catalogPorts(catalog, n.kind, text).value_or(-1);
        const int inUse = portsInUse(topology, node);
        if (ports < 0)
            out.problem = "\"" + text + "\" is not a " + std::string(toString(n.kind)) + " model in the catalog";
        else if (ports < inUse)
            out.problem = text + " has " + std::to_string(ports) + " ports; " + std::to_string(inUse) + " are cabled";
        else
            out.value.model = text;
    } else if (property == "pci") {
        address(
            a.pciBdf != Addresses::kNoPci, "PCI address", parsePciBdf(text),
            "a PCI address is written like 0000:18:00.0",
            [&](const Node& o, std::uint32_t v) { return o.group == n.group && o.addresses.pciBdf == v; },
            out.value.pci);
    } else if (property == "lid") {
        address(
            a.lid != 0, "InfiniBand LID", parseLid(text), "a LID is a whole number from 1 to 49151",
            [&](const Node& o, std::uint16_t v) { return o.addresses.ibSubnet == a.ibSubnet && o.addresses.lid == v; },
            out.value.lid);
    } else if (property == "guid") {
        address(
            a.guid != 0, "InfiniBand GUID", nonZero(parseGuid(text)), "a GUID is written like 0x0c42a10300000001",
            [](const Node& o, std::uint64_t v) { return o.addresses.guid == v; }, out.value.guid);
    } else if (property == "ip") {
        address(
            a.ipv4 != 0, "IP address", nonZero(parseIpv4(text)), "an IP address is written like 10.0.0.1",
            [](const Node& o, std::uint32_t v) { return o.addresses.ipv4 == v; }, out.value.ipv4);
    } else if (property == "mac") {
        address(
            a.mac != 0, "MAC address", nonZero(parseMac(text)), "a MAC address is written like 0c:42:a1:00:00:01",
            [](const Node& o, std::uint64_t v) { return o.addresses.mac == v; }, out.value.mac);
    } else {
        out.problem = "\"" + property + "\" cannot be set by hand";
    }
    return out;
}

} // namespace

std::string devicePropertyProblem(
    const Topology& topology, const Catalog& catalog, NodeId node, const std::string& property, const std::string& text)
{
    if (node >= topology.nodes.size())
        return "no such device";
    return readProperty(topology, catalog, node, property, text).problem;
}

void setDeviceProperty(Design& design, const Topology& topology, const Catalog& catalog, NodeId node,
    const std::string& property, const std::string& text)
{
    if (node >= topology.nodes.size())
        throw std::invalid_argument("no such device");
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
    switch (n.kind) {
    case NodeKind::Gpu:
        for (const GpuSpec& gpu : catalog.gpus())
            consider(gpu.id);
        break;
    case NodeKind::Cpu:
        for (const CpuSpec& cpu : catalog.cpus())
            consider(cpu.id);
        break;
    case NodeKind::Nic:
        for (const NicSpec& nic : catalog.nics())
            consider(nic.id);
        break;
    case NodeKind::Storage:
        for (const StorageSpec& storage : catalog.storage())
            consider(storage.id);
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

std::vector<PaletteItem> paletteItems(const Catalog& catalog)
{
    std::vector<PaletteItem> items;
    for (const SystemSpec& system : catalog.systems())
        items.push_back({ "system:" + system.id, system.name, "Systems" });
    for (const SwitchSpec& sw : catalog.switches()) {
        if (sw.kind == SwitchKind::InfiniBand) {
            items.push_back({ "switch:" + sw.id + ":leaf", sw.name + " (leaf)", "InfiniBand switches" });
            items.push_back({ "switch:" + sw.id + ":spine", sw.name + " (spine)", "InfiniBand switches" });
        } else if (sw.kind == SwitchKind::Ethernet) {
            items.push_back({ "switch:" + sw.id + ":leaf", sw.name, "Ethernet switches" });
        }
    }
    for (const StorageSpec& storage : catalog.storage())
        items.push_back({ "storage:" + storage.id, storage.name, "Storage" });
    return items;
}

std::string addPaletteItem(
    Design& design, const Topology& topology, const Catalog& catalog, const std::string& itemId, Position at)
{
    const auto colon = itemId.find(':');
    const std::string kind = itemId.substr(0, colon);
    const std::string rest = colon == std::string::npos ? std::string() : itemId.substr(colon + 1);
    if (kind == "switch") {
        const auto second = rest.find(':');
        const std::string model = rest.substr(0, second);
        const std::string role = second == std::string::npos ? "leaf" : rest.substr(second + 1);
        const SwitchSpec* spec = catalog.switchSpec(model);
        if (!spec || (spec->kind != SwitchKind::InfiniBand && spec->kind != SwitchKind::Ethernet))
            throw std::invalid_argument("\"" + model + "\" is not a catalog InfiniBand or Ethernet switch");
        NodeSpec node;
        node.name = freshName(topology, design, lower(model) + "-" + role);
        node.kind = spec->kind == SwitchKind::InfiniBand ? NodeKind::IbSwitch : NodeKind::EthSwitch;
        node.role = parseSwitchRole(role).value_or(SwitchRole::Leaf);
        node.network = spec->kind == SwitchKind::InfiniBand ? Network::Compute
            : spec->uplinkPorts > 0                         ? Network::Management
                                                            : Network::Storage;
        node.model = model;
        design.nodes.push_back(node);
        design.positions[node.name] = at;
        return node.name;
    }
    if (kind == "storage") {
        const StorageSpec* spec = catalog.storageSpec(rest);
        if (!spec)
            throw std::invalid_argument("\"" + rest + "\" is not a catalog storage server");
        NodeSpec node;
        node.name = freshName(topology, design, "storage");
        node.kind = NodeKind::Storage;
        node.network = Network::Storage;
        node.model = rest;
        design.nodes.push_back(node);
        design.positions[node.name] = at;
        return node.name;
    }
    if (kind == "system") {
        // Build one of it and copy its rack, with the links among the rack's devices.
        ClusterOptions options;
        options.preset = rest;
        options.count = 1;
        options.storageServers = 0;
        const Topology one = buildCluster(catalog, options).topology;
        std::vector<std::string> racks;
        for (const Group& group : one.groups)
            if (group.parent == kNoGroup)
                racks.push_back(group.name);
        return duplicateItems(design, topology, one, racks, rest, [&](const std::string&) { return at; }).front();
    }
    throw std::invalid_argument("unknown palette item \"" + itemId + "\"");
}

std::vector<std::string> duplicateItems(Design& design, const Topology& topology, const Topology& source,
    const std::vector<std::string>& names, const std::string& stem,
    const std::function<Position(const std::string&)>& placeOf)
{
    const std::string prefix = freshName(topology, design, stem) + "/";
    // What is copied: the named groups with everything inside them, and named devices.
    std::vector<bool> groupCopied(source.groups.size(), false);
    std::vector<bool> nodeCopied(source.nodes.size(), false);
    std::vector<std::string> copies;
    for (const std::string& name : names) {
        if (const auto g = source.findGroup(name)) {
            groupCopied[*g] = true;
        } else if (const auto n = source.findNode(name)) {
            nodeCopied[*n] = true;
        } else {
            throw std::invalid_argument("nothing is named \"" + name + "\"");
        }
        copies.push_back(prefix + name);
    }
    // Groups inside copied groups are copied too (parents come before children in a topology).
    for (GroupId g = 0; g < static_cast<GroupId>(source.groups.size()); ++g) {
        const GroupId parent = source.groups[g].parent;
        if (parent != kNoGroup && groupCopied[parent])
            groupCopied[g] = true;
    }
    for (GroupId g = 0; g < static_cast<GroupId>(source.groups.size()); ++g) {
        if (!groupCopied[g])
            continue;
        const Group& group = source.groups[g];
        const bool top = group.parent == kNoGroup || !groupCopied[group.parent];
        design.groups.push_back(GroupSpec { prefix + group.name, group.kind,
            top ? std::string() : prefix + source.groups[group.parent].name, source.models[group.model] });
    }
    for (NodeId n = 0; n < source.nodes.size(); ++n) {
        const Node& node = source.nodes[n];
        const bool inCopiedGroup = node.group != kNoGroup && groupCopied[node.group];
        if (!nodeCopied[n] && !inCopiedGroup)
            continue;
        nodeCopied[n] = true;
        NodeSpec spec = nodeSpecOf(source, node, prefix, false);
        if (!inCopiedGroup)
            spec.group.clear(); // a device copied alone leaves its node behind
        design.nodes.push_back(std::move(spec));
    }
    for (const Link& link : source.links)
        if (nodeCopied[link.a] && nodeCopied[link.b])
            design.links.push_back(linkSpecOf(source, link, prefix));
    for (const std::string& name : names)
        design.positions[prefix + name] = placeOf(name);
    return copies;
}

void setLinkRate(Design& design, const Topology& topology, NodeId node, LinkTier tier, int port, BytesPerSec rate)
{
    if (!isLinkRateInRange(rate))
        throw std::invalid_argument("a link's bandwidth must be from 1 Mb/s to 1 PB/s");
    const auto found = std::find_if(topology.links.begin(), topology.links.end(), [&](const Link& link) {
        return link.tier == tier && ((link.a == node && link.portA == port) || (link.b == node && link.portB == port));
    });
    if (found == topology.links.end())
        throw std::invalid_argument(topology.nodes.at(node).name + " has no " + std::string(toString(tier))
            + " link on port " + std::to_string(port));
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
        throw std::invalid_argument("a cable needs two different devices");
    const Node& x = topology.nodes.at(a);
    const Node& y = topology.nodes.at(b);
    LinkSpec link;
    BytesPerSec rate = 0;
    const auto pair
        = [&](NodeKind p, NodeKind q) { return (x.kind == p && y.kind == q) || (x.kind == q && y.kind == p); };
    if (pair(NodeKind::Gpu, NodeKind::NvSwitch) || pair(NodeKind::Gpu, NodeKind::Gpu)) {
        const Node& gpu = x.kind == NodeKind::Gpu ? x : y;
        const GpuSpec* spec = catalog.gpu(topology.modelOf(gpu));
        const NvlinkSpec* nvlink = spec ? catalog.nvlink(spec->nvlink) : nullptr;
        if (!nvlink)
            throw std::invalid_argument(gpu.name + "'s NVLink generation is not in the catalog");
        link.tier = LinkTier::NvLink;
        rate = nvlink->linkBytesPerSec;
    } else if (onInfiniband(x) && onInfiniband(y) && (isSwitch(x) || isSwitch(y))) {
        link.tier = LinkTier::InfiniBand;
    } else if (onEthernet(x) && onEthernet(y) && (isSwitch(x) || isSwitch(y))) {
        link.tier = LinkTier::Ethernet;
    } else {
        throw std::invalid_argument("a " + std::string(toString(x.kind)) + " and a " + std::string(toString(y.kind))
            + " share no tier a cable can join (NVLink needs a GPU and an NVSwitch; "
              "InfiniBand and Ethernet need a switch at one end)");
    }
    if (rate == 0) {
        const BytesPerSec ra = portRate(topology, catalog, a), rb = portRate(topology, catalog, b);
        rate = ra > 0 && rb > 0 ? std::min(ra, rb) : std::max(ra, rb);
        if (rate <= 0)
            throw std::invalid_argument("neither " + x.name + " nor " + y.name + " has a known port rate");
    }
    // First free port at each end, in the tier's numbering.
    auto freePort = [&](NodeId id) {
        const Node& node = topology.nodes[id];
        std::set<int> used;
        for (const Link& l : topology.links)
            if (l.tier == link.tier)
                for (int p = 0; p < portsSpanned(l); ++p) {
                    if (l.a == id)
                        used.insert(l.portA + p);
                    if (l.b == id)
                        used.insert(l.portB + p);
                }
        const int first = firstPortNumber(link.tier);
        const int count = primaryTier(node.kind, node.network) == link.tier ? node.portCount : 1 << 15;
        for (int p = first; p < first + count; ++p)
            if (!used.count(p))
                return p;
        throw std::invalid_argument(node.name + " has no free " + std::string(toString(link.tier)) + " port (all "
            + std::to_string(count) + " are in use)");
    };
    link.a = PortRef { x.name, freePort(a) };
    link.b = PortRef { y.name, freePort(b) };
    link.bytesPerSecPerDirection = rate;
    return link;
}

} // namespace scalescope

#include "io/DesignEntries.h"

#include "catalog/Catalog.h"
#include "io/EnumField.h"
#include "model/AddressFormat.h"
#include "model/InputError.h"
#include "model/Localized.h"
#include "model/NameCheck.h"
#include "model/Names.h"
#include "sim/RankSelection.h"

#include <cmath>
#include <string>

namespace scalescope {
namespace {

// A name given as an object key or an array item (JsonFields checks those given as values).
bool acceptName(Problems& problems, const std::string& pointer, const std::string& name)
{
    if (const auto problem = nameProblem(name)) {
        problems.add(pointer,
            localized(QT_TRANSLATE_NOOP("scalescope-core", "\"%1\" %2"), { printableText(name, 40), *problem }));
        return false;
    }
    return true;
}

std::optional<PortRef> parsePortRef(JsonFields& fields, const char* key)
{
    const auto text = fields.string(key);
    if (!text)
        return std::nullopt;
    const auto colon = text->rfind(':');
    const std::string pointer = fields.pointerTo(key);
    if (colon == std::string::npos || colon == 0) {
        fields.problems().add(pointer,
            localized(QT_TRANSLATE_NOOP("scalescope-core", "expected \"node:port\", found \"%1\""), { *text }));
        return std::nullopt;
    }
    const std::string portText = text->substr(colon + 1);
    int port = -1;
    if (!portText.empty() && portText.size() <= 5 && portText.find_first_not_of("0123456789") == std::string::npos)
        port = std::stoi(portText);
    if (port < 0 || port > 0xFFFF) {
        fields.problems().add(pointer,
            localized(
                QT_TRANSLATE_NOOP("scalescope-core", "port \"%1\" is not a number from 0 to 65535"), { portText }));
        return std::nullopt;
    }
    return PortRef { text->substr(0, colon), port };
}

// The addresses a node or an override states: "pci", "lid", "guid", "ip", "mac".
template <typename Target> void parseAddresses(JsonFields& f, Target& target)
{
    auto address = [&](const char* key, auto parse, const char* example) -> decltype(parse(std::string_view())) {
        const auto text = f.string(key, kOptional);
        if (!text)
            return std::nullopt;
        const auto value = parse(*text);
        if (!value)
            f.problems().add(f.pointerTo(key),
                localized(
                    QT_TRANSLATE_NOOP("scalescope-core", "\"%1\" is not an address like %2"), { *text, example }));
        return value;
    };
    target.pci = address("pci", parsePciBdf, "\"0000:18:00.0\"");
    target.guid = address("guid", parseGuid, "\"0x0c42a10300000001\"");
    target.ipv4 = address("ip", parseIpv4, "\"10.0.0.1\"");
    target.mac = address("mac", parseMac, "\"0c:42:a1:00:00:01\"");
    if (const auto lid = f.integer("lid", 1, 0xBFFF, kOptional))
        target.lid = static_cast<std::uint16_t>(*lid);
}

} // namespace

ClusterOptions parseGenerator(JsonFields& fields, const Catalog& catalog)
{
    ClusterOptions options;
    options.preset = fields.string("preset").value_or("");
    const SystemSpec* system = catalog.system(options.preset);
    const auto nodes = fields.integer("nodes", 1, kMaxClusterCount, kOptional);
    const auto racks = fields.integer("racks", 1, kMaxClusterCount, kOptional);
    if (nodes && racks)
        fields.problems().add(
            fields.pointer(), localized(QT_TRANSLATE_NOOP("scalescope-core", "give \"nodes\" or \"racks\", not both")));
    options.count = static_cast<int>(nodes.value_or(racks.value_or(1)));
    if (system) {
        const bool byRacks = system->scale == SystemScale::Racks;
        if (byRacks && nodes)
            fields.problems().add(fields.pointerTo("nodes"),
                localized(
                    QT_TRANSLATE_NOOP("scalescope-core", "%1 is counted in racks: use \"racks\""), { options.preset }));
        if (!byRacks && racks)
            fields.problems().add(fields.pointerTo("racks"),
                localized(
                    QT_TRANSLATE_NOOP("scalescope-core", "%1 is counted in nodes: use \"nodes\""), { options.preset }));
    }
    if (const auto fabric = fields.string("fabric", kOptional)) {
        options.fabric = parseFabricKind(*fabric);
        if (!options.fabric)
            fields.problems().add(fields.pointerTo("fabric"),
                localized(QT_TRANSLATE_NOOP("scalescope-core", "\"%1\" is not one of: %2"),
                    { *fabric, "rail-optimized, fat-tree" }));
    }
    options.oversubscription = fields.number("oversubscription", 1.0, kMaxOversubscription, kOptional).value_or(1.0);
    options.nicBytesPerSec = fields.rate("nic", kOptional);
    if (const auto servers = fields.integer("storage_servers", 0, kMaxClusterCount, kOptional))
        options.storageServers = static_cast<int>(*servers);
    options.network = parseEnum(fields, "network", parseScaleOutNetwork, allScaleOutNetworkNames(), kOptional)
                          .value_or(ScaleOutNetwork::InfiniBand);
    options.routing = parseEnum(fields, "routing", parseFabricRouting, allFabricRoutingNames(), kOptional);
    const bool ethernet = options.network != ScaleOutNetwork::InfiniBand;
    const auto ibSwitch = fields.string("ib_switch", kOptional);
    const auto ethSwitch = fields.string("eth_switch", kOptional);
    if (ibSwitch && ethernet)
        fields.problems().add(fields.pointerTo("ib_switch"),
            localized(QT_TRANSLATE_NOOP("scalescope-core", "a RoCE fabric's switch is given as \"eth_switch\"")));
    if (ethSwitch && !ethernet)
        fields.problems().add(fields.pointerTo("eth_switch"),
            localized(QT_TRANSLATE_NOOP("scalescope-core",
                "an InfiniBand fabric's switch is given as \"ib_switch\" (or set \"network\": \"roce\")")));
    options.fabricSwitch = ethernet ? ethSwitch.value_or("") : ibSwitch.value_or("");
    fields.rejectUnknownKeys();
    return options;
}

NodeSpec parseNode(JsonFields& f)
{
    NodeSpec node;
    const auto name = f.string("name"); // a problem already when missing or not a name
    node.name = name.value_or("");
    if (name && (name->empty() || name->find(':') != std::string::npos))
        f.problems().add(f.pointerTo("name"),
            localized(QT_TRANSLATE_NOOP("scalescope-core", "a node name must be non-empty and must not contain ':'")));
    node.kind = parseEnum(f, "kind", parseNodeKind, allNodeKindNames()).value_or(NodeKind::Gpu);
    node.role = parseEnum(f, "role", parseSwitchRole, "none, leaf, spine, core", kOptional).value_or(SwitchRole::None);
    node.network = parseEnum(f, "network", parseNetwork, "none, compute, storage, management", kOptional)
                       .value_or(Network::None);
    node.model = f.string("model", kOptional).value_or("");
    if (const auto ports = f.integer("ports", 0, 4096, kOptional))
        node.ports = static_cast<int>(*ports);
    node.group = f.string("group", kOptional).value_or("");
    parseAddresses(f, node);
    if (const auto subnet = f.integer("subnet", 0, 0xFFFF, kOptional))
        node.subnet = static_cast<std::uint16_t>(*subnet);
    f.rejectUnknownKeys();
    return node;
}

LinkSpec parseLink(JsonFields& f)
{
    LinkSpec link;
    link.a = parsePortRef(f, "a").value_or(PortRef {});
    link.b = parsePortRef(f, "b").value_or(PortRef {});
    link.tier = parseEnum(f, "tier", parseLinkTier, allLinkTierNames()).value_or(LinkTier::InfiniBand);
    link.bytesPerSecPerDirection = f.rate("bandwidth").value_or(0);
    if (const auto lanes = f.integer("lanes", 1, 256, kOptional))
        link.lanes = static_cast<int>(*lanes);
    link.latencyNs = f.number("latency_ns", 0, 1e12, kOptional);
    f.rejectUnknownKeys();
    return link;
}

JobSpec parseJob(JsonFields& f)
{
    JobSpec job;
    job.name = f.nonEmptyString("name");
    job.ranks = f.string("ranks", kOptional).value_or("all");
    job.collective = parseEnum(f, "collective", parseCollective, allCollectiveNames()).value_or(Collective::AllReduce);
    if (const auto size = f.string("size")) {
        const auto bytes = parseSize(*size);
        if (!bytes || *bytes == 0)
            f.problems().add(f.pointerTo("size"),
                localized(
                    QT_TRANSLATE_NOOP("scalescope-core", "expected a size such as 8, 32K, 512M or 8G, found \"%1\""),
                    { *size }));
        else
            job.bytes = *bytes;
    }
    job.algorithm = parseEnum(f, "algorithm", parseAlgorithm, allAlgorithmNames(), kOptional).value_or(Algorithm::Auto);
    job.fidelity = parseEnum(f, "fidelity", parseFidelity, "analytic, flow", kOptional).value_or(Fidelity::Flow);
    job.gpuDirect = f.boolean("gpu_direct", kOptional).value_or(true); // files before it had it on
    job.nvls = f.boolean("nvls", kOptional).value_or(true);
    job.routing = parseEnum(f, "routing", parseFabricRouting, allFabricRoutingNames(), kOptional);
    job.qpsPerConnection
        = static_cast<int>(f.integer("qps_per_connection", 1, kMaxQpsPerConnection, kOptional).value_or(1));
    f.rejectUnknownKeys();
    return job;
}

// "removed": the nodes and links a user deleted from a generated design.
void parseRemoved(const nlohmann::json& removed, Design& design, Problems& problems)
{
    JsonFields fields(removed, "/removed", problems);
    if (const nlohmann::json* nodes = fields.array("nodes", kOptional))
        for (std::size_t i = 0; i < nodes->size(); ++i) {
            const std::string pointer = "/removed/nodes/" + std::to_string(i);
            if (!(*nodes)[i].is_string())
                problems.add(pointer,
                    localized(QT_TRANSLATE_NOOP("scalescope-core", "expected a node name, found %1"),
                        { jsonTypeName((*nodes)[i]) }));
            else if (acceptName(problems, pointer, (*nodes)[i].get<std::string>()))
                design.removedNodes.push_back((*nodes)[i].get<std::string>());
        }
    design.removedLinks = parseList<LinkRef>(fields, "links", [](JsonFields& f) {
        LinkRef ref { parsePortRef(f, "a").value_or(PortRef {}), parsePortRef(f, "b").value_or(PortRef {}) };
        f.rejectUnknownKeys();
        return ref;
    });
    fields.rejectUnknownKeys();
}

GroupSpec parseGroup(JsonFields& f)
{
    GroupSpec group;
    group.name = f.nonEmptyString("name");
    group.kind = parseEnum(f, "kind", parseGroupKind, "rack, node, switch_tray").value_or(GroupKind::Rack);
    group.parent = f.string("parent", kOptional).value_or("");
    group.model = f.string("model", kOptional).value_or("");
    f.rejectUnknownKeys();
    return group;
}

// "overrides": per node, a model or addresses other than the generator's.
void parseOverrides(const nlohmann::json& overrides, Design& design, Problems& problems)
{
    for (const auto& item : overrides.items()) {
        JsonFields f(item.value(), "/overrides/" + jsonPointerToken(item.key()), problems);
        acceptName(problems, f.pointer(), item.key());
        NodeOverride o;
        o.model = f.string("model", kOptional);
        parseAddresses(f, o);
        f.rejectUnknownKeys();
        if (f.isObject() && o.empty())
            problems.add("/overrides/" + jsonPointerToken(item.key()),
                localized(QT_TRANSLATE_NOOP("scalescope-core", "sets nothing: give model, pci, lid, guid, ip or mac")));
        design.overrides[item.key()] = std::move(o);
    }
}

// "layout": where the user put each node on the canvas.
void parseLayout(const nlohmann::json& layout, Design& design, Problems& problems)
{
    JsonFields fields(layout, "/layout", problems);
    if (const nlohmann::json* positions = fields.object("positions", kOptional))
        for (const auto& item : positions->items()) {
            const std::string pointer = "/layout/positions/" + jsonPointerToken(item.key());
            const nlohmann::json& value = item.value();
            if (!acceptName(problems, pointer, item.key()))
                continue;
            if (!value.is_array() || value.size() != 2 || !value[0].is_number() || !value[1].is_number()
                || !std::isfinite(value[0].get<double>()) || !std::isfinite(value[1].get<double>())
                || std::fabs(value[0].get<double>()) > 1e9 || std::fabs(value[1].get<double>()) > 1e9) {
                problems.add(pointer,
                    localized(QT_TRANSLATE_NOOP("scalescope-core", "expected [x, y], two numbers, found %1"),
                        { describeJsonValue(value) }));
                continue;
            }
            design.positions[item.key()] = Position { value[0].get<float>(), value[1].get<float>() };
        }
    fields.rejectUnknownKeys();
}

} // namespace scalescope

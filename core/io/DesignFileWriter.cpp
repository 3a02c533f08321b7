// The `.scalescope.json` writer: a Design as its file states it, one section at a time, every
// value written so that the reader (DesignFile.cpp) reads it back equal. Every object starts as an
// empty object, never as null: nlohmann::json 3.11.2 makes a null value an object before it has
// allocated one, so an allocation failing there (a design too large for the memory left) left a
// value that crashed when destroyed, instead of the out-of-memory message.
#include "io/DesignFile.h"
#include "io/FailureFile.h"
#include "io/StoryFile.h"
#include "io/TrainingJobFile.h"

#include "io/TextFile.h"
#include "model/AddressFormat.h"
#include "model/InputError.h"
#include "model/Names.h"

#include <charconv>
#include <cstdio>
#include <string>

namespace scalescope {
namespace {

using ordered_json = nlohmann::ordered_json;

template <typename Source> void writeAddresses(const Source& source, ordered_json& out)
{
    if (source.pci)
        out["pci"] = formatPciBdf(*source.pci);
    if (source.lid)
        out["lid"] = *source.lid;
    if (source.guid)
        out["guid"] = formatGuid(*source.guid);
    if (source.ipv4)
        out["ip"] = formatIpv4(*source.ipv4);
    if (source.mac)
        out["mac"] = formatMac(*source.mac);
}

std::string formatPortRef(const PortRef& ref)
{
    return ref.node + ':' + std::to_string(ref.port);
}

// The shortest text with a unit that reads back as exactly this rate: bits for network tiers.
std::string formatRateExact(BytesPerSec rate, bool bits)
{
    const double value = bits ? rate * kBitsPerByte / kGiga : rate / kGiga;
    const char* unit = bits ? "Gb/s" : "GB/s";
    char buffer[64];
    for (int precision = 1; precision <= 17; ++precision) {
        std::snprintf(buffer, sizeof buffer, "%.*g%s", precision, value, unit);
        if (std::string_view(buffer).find('e') == std::string_view::npos && parseRate(buffer) == rate)
            return buffer;
    }
    // No short decimal reads back as this rate: the rate's own shortest digits, in bytes, with the
    // exponent moved to the unit ("1.6622711e+07" B/s as "1.6622711e-2GB/s"), which parseRate
    // reads back exactly.
    const char* end = std::to_chars(buffer, buffer + sizeof buffer, rate, std::chars_format::scientific).ptr;
    const std::string_view digits(buffer, static_cast<std::size_t>(end - buffer));
    const std::size_t e = digits.find('e');
    if (e == std::string_view::npos) // "inf" or "nan": nothing reads back as it, which the reader then says
        return std::string(digits) + "GB/s";
    int exponent = 0;
    std::from_chars(digits.data() + e + (digits[e + 1] == '+' ? 2 : 1), digits.data() + digits.size(), exponent);
    return std::string(digits.substr(0, e)) + "e" + std::to_string(exponent - 9) + "GB/s";
}

bool isNetworkTier(LinkTier tier)
{
    return tier == LinkTier::InfiniBand || tier == LinkTier::Ethernet;
}

ordered_json generatorJson(const ClusterOptions& options, const Design& design, const Catalog& baseCatalog)
{
    Catalog catalog = baseCatalog;
    if (!design.catalog.is_null()) {
        try {
            catalog.merge(design.catalog, "design");
        } catch (const InputError&) {
            // An invalid extension cannot name the preset; the built-in scale stands.
        }
    }
    const SystemSpec* system = catalog.system(options.preset);
    ordered_json generator = ordered_json::object();
    generator["preset"] = options.preset;
    generator[system && system->scale == SystemScale::Racks ? "racks" : "nodes"] = options.count;
    if (options.fabric)
        generator["fabric"] = std::string(toString(*options.fabric));
    if (options.network != ScaleOutNetwork::InfiniBand)
        generator["network"] = std::string(toString(options.network));
    if (options.routing)
        generator["routing"] = std::string(toString(*options.routing));
    generator["oversubscription"] = options.oversubscription;
    if (options.nicBytesPerSec)
        generator["nic"] = formatRateExact(*options.nicBytesPerSec, true);
    if (options.storageServers)
        generator["storage_servers"] = *options.storageServers;
    if (!options.fabricSwitch.empty())
        generator[options.network == ScaleOutNetwork::InfiniBand ? "ib_switch" : "eth_switch"] = options.fabricSwitch;
    return generator;
}

ordered_json removedJson(const Design& design)
{
    ordered_json removed = ordered_json::object();
    if (!design.removedNodes.empty())
        removed["nodes"] = design.removedNodes;
    if (!design.removedLinks.empty()) {
        ordered_json links = ordered_json::array();
        for (const LinkRef& ref : design.removedLinks)
            links.push_back({ { "a", formatPortRef(ref.a) }, { "b", formatPortRef(ref.b) } });
        removed["links"] = std::move(links);
    }
    return removed;
}

ordered_json groupJson(const GroupSpec& group)
{
    ordered_json g = ordered_json::object();
    g["name"] = group.name;
    g["kind"] = std::string(toString(group.kind));
    if (!group.parent.empty())
        g["parent"] = group.parent;
    if (!group.model.empty())
        g["model"] = group.model;
    return g;
}

ordered_json nodeJson(const NodeSpec& node)
{
    ordered_json n = ordered_json::object();
    n["name"] = node.name;
    n["kind"] = std::string(toString(node.kind));
    if (node.role != SwitchRole::None)
        n["role"] = std::string(toString(node.role));
    if (node.network != Network::None)
        n["network"] = std::string(toString(node.network));
    if (!node.model.empty())
        n["model"] = node.model;
    if (node.ports)
        n["ports"] = *node.ports;
    if (!node.group.empty())
        n["group"] = node.group;
    writeAddresses(node, n);
    if (node.subnet)
        n["subnet"] = *node.subnet;
    return n;
}

ordered_json linkJson(const LinkSpec& link)
{
    ordered_json l = ordered_json::object();
    l["a"] = formatPortRef(link.a);
    l["b"] = formatPortRef(link.b);
    l["tier"] = std::string(toString(link.tier));
    l["bandwidth"] = formatRateExact(link.bytesPerSecPerDirection, isNetworkTier(link.tier));
    if (link.lanes)
        l["lanes"] = *link.lanes;
    if (link.latencyNs)
        l["latency_ns"] = *link.latencyNs;
    return l;
}

ordered_json overridesJson(const std::map<std::string, NodeOverride>& overrides)
{
    ordered_json out = ordered_json::object();
    for (const auto& [name, o] : overrides) {
        ordered_json entry = ordered_json::object();
        if (o.model)
            entry["model"] = *o.model;
        writeAddresses(o, entry);
        out[name] = std::move(entry);
    }
    return out;
}

ordered_json jobJson(const JobSpec& job)
{
    ordered_json out { { "name", job.name }, { "ranks", job.ranks },
        { "collective", std::string(toString(job.collective)) }, { "size", formatSize(job.bytes) },
        { "algorithm", std::string(toString(job.algorithm)) }, { "fidelity", std::string(toString(job.fidelity)) },
        { "gpu_direct", job.gpuDirect } };
    if (!job.nvls)
        out["nvls"] = false;
    if (job.routing)
        out["routing"] = std::string(toString(*job.routing));
    if (job.qpsPerConnection != 1)
        out["qps_per_connection"] = job.qpsPerConnection;
    return out;
}

// Each item of a list as `toJson` writes it, under `key`; nothing when the list is empty.
template <typename Item, typename ToJson>
void writeList(ordered_json& out, const char* key, const std::vector<Item>& items, ToJson toJson)
{
    if (items.empty())
        return;
    ordered_json list = ordered_json::array();
    for (const Item& item : items)
        list.push_back(toJson(item));
    out[key] = std::move(list);
}

} // namespace

std::string formatDesign(const Design& design, const Catalog& baseCatalog)
{
    ordered_json out = ordered_json::object();
    out["format"] = kDesignFormatName;
    out["version"] = kDesignFormatVersion;
    if (!design.name.empty())
        out["name"] = design.name;
    if (!design.description.empty())
        out["description"] = design.description;
    if (!design.catalog.is_null())
        out["catalog"] = ordered_json::parse(design.catalog.dump());
    if (design.network)
        out["network"] = std::string(toString(*design.network));
    if (design.routing)
        out["routing"] = std::string(toString(*design.routing));
    if (design.generator)
        out["generator"] = generatorJson(*design.generator, design, baseCatalog);
    if (!design.removedNodes.empty() || !design.removedLinks.empty())
        out["removed"] = removedJson(design);
    writeList(out, "groups", design.groups, groupJson);
    writeList(out, "nodes", design.nodes, nodeJson);
    writeList(out, "links", design.links, linkJson);
    if (!design.overrides.empty())
        out["overrides"] = overridesJson(design.overrides);
    writeList(out, "jobs", design.jobs, jobJson);
    writeList(out, "training_jobs", design.trainingJobs, trainingJobJson);
    if (!(design.failures == FailureScenario {}))
        out["failures"]
            = failureScenarioJson(design.failures, [](BytesPerSec rate) { return formatRateExact(rate, true); });
    if (!design.positions.empty()) {
        ordered_json positions = ordered_json::object();
        for (const auto& [name, position] : design.positions)
            positions[name] = { position.x, position.y };
        out["layout"] = { { "positions", std::move(positions) } };
    }
    if (!design.stories.empty())
        out["stories"] = storiesJson(design.stories);
    return out.dump(2) + "\n";
}

} // namespace scalescope

#include "design/DesignEdits.h"

#include "generate/ClusterBuilder.h"
#include "model/Localized.h"
#include "model/Names.h"

#include <algorithm>
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

} // namespace

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
            throw std::invalid_argument(
                localized(QT_TRANSLATE_NOOP("scalescope-core", "\"%1\" is not a catalog InfiniBand or Ethernet switch"),
                    { model }));
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
            throw std::invalid_argument(
                localized(QT_TRANSLATE_NOOP("scalescope-core", "\"%1\" is not a catalog storage server"), { rest }));
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
    throw std::invalid_argument(
        localized(QT_TRANSLATE_NOOP("scalescope-core", "unknown palette item \"%1\""), { itemId }));
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
            throw std::invalid_argument(
                localized(QT_TRANSLATE_NOOP("scalescope-core", "nothing is named \"%1\""), { name }));
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

} // namespace scalescope

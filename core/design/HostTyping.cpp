#include "design/HostTyping.h"

#include "model/Localized.h"

#include <algorithm>
#include <map>
#include <stdexcept>

namespace scalescope {
namespace {

// A host's adapters, in the design's order, when the host holds nothing else.
std::map<std::string, std::vector<const NodeSpec*>> adaptersByHost(const Design& design)
{
    std::map<std::string, std::vector<const NodeSpec*>> hosts;
    for (const GroupSpec& group : design.groups)
        if (group.kind == GroupKind::Node && group.parent.empty() && group.model.empty())
            hosts[group.name];
    std::vector<std::string> mixed;
    for (const NodeSpec& node : design.nodes) {
        const auto host = hosts.find(node.group);
        if (host == hosts.end())
            continue;
        if (node.kind == NodeKind::Nic && node.network == Network::Compute)
            host->second.push_back(&node);
        else
            mixed.push_back(node.group);
    }
    for (const std::string& host : mixed)
        hosts.erase(host);
    return hosts;
}

bool fits(const SystemSpec& system, const std::vector<const NodeSpec*>& adapters)
{
    const bool oneTray = system.scale == SystemScale::Nodes && system.computeTrays == 1;
    return oneTray && static_cast<int>(adapters.size()) == system.tray.computeNics
        && std::all_of(adapters.begin(), adapters.end(),
            [&](const NodeSpec* nic) { return nic->model == system.tray.computeNic; });
}

// The system as the generator builds one: its node's group name and the node's devices and links.
Topology oneSystem(const Catalog& catalog, const std::string& system)
{
    ClusterOptions options;
    options.preset = system;
    options.count = 1;
    options.storageServers = 0;
    return buildCluster(catalog, options).topology;
}

std::string renamed(const std::string& name, const std::map<std::string, std::string>& names)
{
    const auto found = names.find(name);
    return found == names.end() ? name : found->second;
}

} // namespace

std::optional<HostTypingOffer> hostTypingOffer(const Design& design, const Catalog& catalog)
{
    const auto hosts = adaptersByHost(design);
    std::optional<HostTypingOffer> best;
    for (const SystemSpec& system : catalog.systems()) {
        HostTypingOffer offer { system.id, system.name, {} };
        for (const auto& [host, adapters] : hosts)
            if (fits(system, adapters))
                offer.hosts.push_back(host);
        if (!offer.hosts.empty() && (!best || offer.hosts.size() > best->hosts.size()))
            best = std::move(offer);
    }
    return best;
}

void typeHosts(Design& design, const Catalog& catalog, const HostTypingOffer& offer)
{
    const Topology one = oneSystem(catalog, offer.system);
    const auto node
        = std::find_if(one.groups.begin(), one.groups.end(), [](const Group& g) { return g.kind == GroupKind::Node; });
    if (node == one.groups.end())
        throw std::invalid_argument(
            localized(QT_TRANSLATE_NOOP("scalescope-core", "\"%1\" is not a system of one node"), { offer.system }));
    const GroupId nodeGroup = static_cast<GroupId>(node - one.groups.begin());
    const std::string nodePrefix = node->name + "/";
    const auto hosts = adaptersByHost(design);
    std::map<std::string, std::string> names; // an adapter's name -> its NIC's
    std::vector<NodeSpec> added;
    std::vector<LinkSpec> addedLinks;
    for (const std::string& host : offer.hosts) {
        const auto adapters = hosts.find(host);
        if (adapters == hosts.end())
            throw std::invalid_argument(
                localized(QT_TRANSLATE_NOOP("scalescope-core", "\"%1\" is not a host of adapters alone"), { host }));
        const std::string prefix = host + "/";
        int nic = 0;
        for (NodeId n = 0; n < one.nodes.size(); ++n) {
            if (one.nodes[n].group != nodeGroup)
                continue;
            NodeSpec spec = nodeSpecOf(one, one.nodes[n], "", false);
            spec.name = prefix + spec.name.substr(nodePrefix.size());
            spec.group = host;
            const bool compute = spec.kind == NodeKind::Nic && spec.network == Network::Compute;
            if (compute && nic < static_cast<int>(adapters->second.size())) {
                const NodeSpec& adapter = *adapters->second[static_cast<std::size_t>(nic++)];
                names[adapter.name] = spec.name;
                spec.lid = adapter.lid;
                spec.subnet = adapter.subnet;
                spec.guid = adapter.guid;
            }
            added.push_back(std::move(spec));
        }
        for (const Link& link : one.links)
            if (one.nodes[link.a].group == nodeGroup && one.nodes[link.b].group == nodeGroup) {
                LinkSpec spec = linkSpecOf(one, link);
                spec.a.node = prefix + spec.a.node.substr(nodePrefix.size());
                spec.b.node = prefix + spec.b.node.substr(nodePrefix.size());
                addedLinks.push_back(std::move(spec));
            }
        for (GroupSpec& group : design.groups)
            if (group.name == host)
                group.model = node->model < one.models.size() ? one.models[node->model] : offer.system;
    }
    // The adapters go; their cables, places and overrides follow them to the NICs.
    std::erase_if(design.nodes, [&](const NodeSpec& spec) { return names.contains(spec.name); });
    design.nodes.insert(design.nodes.end(), added.begin(), added.end());
    for (LinkSpec& link : design.links) {
        link.a.node = renamed(link.a.node, names);
        link.b.node = renamed(link.b.node, names);
    }
    design.links.insert(design.links.end(), addedLinks.begin(), addedLinks.end());
    for (const auto& [from, to] : names) {
        if (const auto place = design.positions.extract(from))
            design.positions[to] = place.mapped();
        if (const auto changed = design.overrides.extract(from))
            design.overrides[to] = changed.mapped();
    }
}

} // namespace scalescope

#include "io/import/GuidJoin.h"

#include "model/InputError.h"

#include <algorithm>
#include <cstdio>
#include <unordered_map>
#include <unordered_set>

namespace scalescope {
namespace {

// NCCL names a NIC by `ibv_device_attr.sys_image_guid` (net_ib.cc: `ncclIbDevs[d].guid =
// devAttr.sys_image_guid`), a big-endian (__be64) value that it stores and prints as a host
// integer ("guid=\"0x%lx\"" in the topology dump): on the little-endian hosts NCCL runs on, the
// bytes come out reversed (0xa262550003a1420c is 0x0c42a103005562a2, an NVIDIA OUI first). The
// NCCL reader keeps the value as written; it is turned back here.
std::uint64_t ncclGuidToFabric(std::uint64_t written)
{
    std::uint64_t out = 0;
    for (int i = 0; i < 8; ++i)
        out = out << 8 | ((written >> (8 * i)) & 0xFF);
    return out;
}

std::string hexGuid(std::uint64_t guid)
{
    char buffer[24];
    std::snprintf(buffer, sizeof buffer, "0x%016llx", static_cast<unsigned long long>(guid));
    return buffer;
}

// "dgx-123/mlx5_0" -> "mlx5_0".
std::string_view lastSegment(std::string_view name)
{
    const std::size_t slash = name.rfind('/');
    return slash == std::string_view::npos ? name : name.substr(slash + 1);
}

struct Adapter {
    std::size_t node = 0; // index into the fabric design's nodes
    bool taken = false;
    std::string takenBy;
};

} // namespace

ImportedDesign joinNodesToFabric(ImportedDesign fabric, const std::vector<NamedImport>& nodes)
{
    Design& design = fabric.design;
    // Fabric adapters by the GUIDs NCCL may name them with: the system image GUID first (what
    // NCCL reports), the node GUID as well (the same on single-port adapters).
    std::vector<Adapter> adapters;
    std::unordered_map<std::uint64_t, std::vector<std::size_t>> bySystemGuid, byNodeGuid;
    std::unordered_set<std::string> names;
    for (std::size_t n = 0; n < design.nodes.size(); ++n) {
        const NodeSpec& spec = design.nodes[n];
        names.insert(spec.name);
        if (spec.kind != NodeKind::Nic)
            continue;
        const std::size_t index = adapters.size();
        adapters.push_back(Adapter { n, false, {} });
        if (const auto it = fabric.adapterSystemGuids.find(spec.name); it != fabric.adapterSystemGuids.end())
            bySystemGuid[it->second].push_back(index);
        if (spec.guid)
            byNodeGuid[*spec.guid].push_back(index);
    }
    for (const GroupSpec& group : design.groups)
        names.insert(group.name);

    std::unordered_set<std::string> joinedHosts;
    for (const NamedImport& named : nodes) {
        const Design& node = named.imported.design;
        // Each NIC of the node to one adapter: by GUID, then by device name among several.
        std::unordered_map<std::string, std::size_t> adapterOfNic;
        std::vector<std::size_t> matchedInOrder;
        std::vector<std::string> unmatchedGuids;
        for (const NodeSpec& nic : node.nodes) {
            if (nic.kind != NodeKind::Nic || !nic.guid || *nic.guid == 0)
                continue;
            const std::uint64_t guid = ncclGuidToFabric(*nic.guid);
            std::vector<std::size_t> candidates;
            if (const auto it = bySystemGuid.find(guid); it != bySystemGuid.end())
                candidates = it->second;
            else if (const auto byNode = byNodeGuid.find(guid); byNode != byNodeGuid.end())
                candidates = byNode->second;
            if (!candidates.empty() && std::all_of(candidates.begin(), candidates.end(), [&](std::size_t a) {
                    return adapters[a].taken;
                })) {
                const Adapter& other = adapters[candidates.front()];
                throw InputError(named.origin,
                    "NIC " + nic.name + " (guid " + hexGuid(*nic.guid) + ") is the fabric's "
                        + design.nodes[other.node].name + ", already joined with " + other.takenBy);
            }
            std::erase_if(candidates, [&](std::size_t a) { return adapters[a].taken; });
            if (candidates.empty()) {
                unmatchedGuids.push_back(hexGuid(*nic.guid));
                continue;
            }
            // Ports of one adapter share its system image GUID: the one of the same device name
            // ("mlx5_0"), else the first.
            std::size_t chosen = candidates.front();
            for (const std::size_t a : candidates)
                if (lastSegment(design.nodes[adapters[a].node].name) == lastSegment(nic.name)) {
                    chosen = a;
                    break;
                }
            adapters[chosen].taken = true;
            adapters[chosen].takenBy = named.origin;
            adapterOfNic.emplace(nic.name, chosen);
            matchedInOrder.push_back(chosen);
        }
        if (adapterOfNic.empty()) {
            std::string listed;
            for (const std::string& guid : unmatchedGuids)
                listed += (listed.empty() ? "" : ", ") + guid;
            throw InputError(named.origin,
                listed.empty() ? "the node names no NIC with a GUID, so it cannot be placed in the fabric"
                               : "none of the node's NICs (guid " + listed
                        + ", as NCCL writes it) is an adapter of the fabric dump");
        }
        // The host: the group of the first matched adapter; every matched adapter must be in it.
        const std::string host = design.nodes[adapters[matchedInOrder.front()].node].group;
        for (const auto& [nicName, a] : adapterOfNic) {
            const NodeSpec& adapter = design.nodes[adapters[a].node];
            if (adapter.group.empty())
                throw InputError(
                    named.origin, "NIC " + nicName + " is the fabric's " + adapter.name + ", which is in no host");
            if (adapter.group != host)
                throw InputError(named.origin,
                    "the node's NICs are adapters of two hosts of the fabric (" + host + " and " + adapter.group + ")");
        }
        if (!joinedHosts.insert(host).second)
            throw InputError(named.origin, "host " + host + " of the fabric is already joined with another node file");

        // The node's devices go into the host, named "host/device"; its top-level groups are the
        // host itself, deeper groups keep their place under it.
        auto fresh = [&](const std::string& wanted) {
            std::string name = wanted;
            for (int n = 2; names.count(name); ++n)
                name = wanted + "-" + std::to_string(n);
            names.insert(name);
            return name;
        };
        auto mapped = [&](const std::unordered_map<std::string, std::string>& table, const std::string& name,
                          const char* what) {
            const auto it = table.find(name);
            if (it == table.end() || it->second.empty())
                throw InputError(named.origin, std::string("names an unknown ") + what + " \"" + name + "\"");
            return it->second;
        };
        std::unordered_map<std::string, std::string> groupName; // node file's group -> design's
        for (const GroupSpec& group : node.groups)
            groupName.emplace(group.name, group.parent.empty() ? host : std::string());
        for (const GroupSpec& group : node.groups) {
            if (group.parent.empty())
                continue;
            GroupSpec placed = group;
            placed.name = fresh(host + "/" + group.name);
            placed.parent = mapped(groupName, group.parent, "group");
            groupName[group.name] = placed.name;
            design.groups.push_back(std::move(placed));
        }
        std::unordered_map<std::string, std::string> nodeName; // node file's device -> design's
        for (const NodeSpec& device : node.nodes) {
            if (const auto it = adapterOfNic.find(device.name); it != adapterOfNic.end()) {
                NodeSpec& adapter = design.nodes[adapters[it->second].node];
                nodeName.emplace(device.name, adapter.name);
                if (!adapter.pci)
                    adapter.pci = device.pci;
                if (adapter.model.empty())
                    adapter.model = device.model;
                continue;
            }
            NodeSpec placed = device;
            placed.name = fresh(host + "/" + device.name);
            placed.group = device.group.empty() ? host : mapped(groupName, device.group, "group");
            nodeName.emplace(device.name, placed.name);
            design.nodes.push_back(std::move(placed));
        }
        for (const LinkSpec& link : node.links) {
            LinkSpec placed = link;
            placed.a.node = mapped(nodeName, link.a.node, "device");
            placed.b.node = mapped(nodeName, link.b.node, "device");
            design.links.push_back(std::move(placed));
        }
        const std::size_t kept = unmatchedGuids.size();
        fabric.notes.push_back(named.origin + " joined to host " + host + " through "
            + std::to_string(adapterOfNic.size()) + (adapterOfNic.size() == 1 ? " NIC" : " NICs")
            + (kept == 0 ? ""
                         : "; " + std::to_string(kept) + " of its NICs are not in the fabric and have no fabric link"));
    }
    return fabric;
}

} // namespace scalescope

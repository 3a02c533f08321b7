#include "io/import/GuidJoin.h"

#include "model/AddressFormat.h"
#include "model/InputError.h"
#include "model/Localized.h"

#include <algorithm>
#include <unordered_map>
#include <unordered_set>

namespace scalescope {
namespace {

// NCCL names a NIC by `ibv_device_attr.sys_image_guid` (net_ib.cc: `ncclIbDevs[d].guid =
// devAttr.sys_image_guid`), a big-endian value it prints as a host integer, so its bytes show
// reversed in the dump; the NCCL reader (NcclValues) puts them back in order, so a node's NIC
// GUIDs compare directly with the fabric's.

// "dgx-123/mlx5_0" -> "mlx5_0".
std::string_view lastSegment(std::string_view name)
{
    const std::size_t slash = name.rfind('/');
    return slash == std::string_view::npos ? name : name.substr(slash + 1);
}

struct Adapter {
    std::size_t node = 0; // index into the fabric design's nodes
    std::string takenBy; // the node file joined through it
};

// The NICs of one node file that are fabric adapters, in the file's order, and the GUIDs of
// those that are not.
struct NicMatches {
    std::vector<std::pair<std::string, std::size_t>> adapters; // NIC name, adapter
    std::vector<std::string> strangers;
};

class Joiner {
public:
    explicit Joiner(ImportedDesign fabric)
        : m_fabric(std::move(fabric))
    {
        indexAdapters();
    }

    void join(const NamedImport& named)
    {
        const NicMatches matches = matchNics(named);
        const std::string host = hostOf(named, matches);
        place(named, host, matches);
        const std::size_t through = matches.adapters.size(), strangers = matches.strangers.size();
        std::string note
            = localized(through == 1 ? QT_TRANSLATE_NOOP("scalescope-core", "%1 joined to host %2 through %3 NIC")
                                     : QT_TRANSLATE_NOOP("scalescope-core", "%1 joined to host %2 through %3 NICs"),
                { named.origin, host, std::to_string(through) });
        if (strangers > 0) // a second clause, after the first
            note = localized(strangers == 1
                    ? QT_TRANSLATE_NOOP("scalescope-core", "%1; %2 NIC is not in the fabric: kept without fabric links")
                    : QT_TRANSLATE_NOOP(
                        "scalescope-core", "%1; %2 NICs are not in the fabric: kept without fabric links"),
                { note, std::to_string(strangers) });
        m_fabric.notes.push_back(std::move(note));
    }

    ImportedDesign result() { return std::move(m_fabric); }

private:
    Design& design() { return m_fabric.design; }

    // Fabric adapters by the GUIDs NCCL may name them with: the system image GUID (what NCCL
    // reports) and the node GUID (the same on single-port adapters).
    void indexAdapters()
    {
        for (std::size_t n = 0; n < design().nodes.size(); ++n) {
            const NodeSpec& spec = design().nodes[n];
            m_names.insert(spec.name);
            if (spec.kind != NodeKind::Nic)
                continue;
            const std::size_t index = m_adapters.size();
            m_adapters.push_back(Adapter { n, {} });
            if (const auto it = m_fabric.adapterSystemGuids.find(spec.name); it != m_fabric.adapterSystemGuids.end())
                m_bySystemGuid[it->second].push_back(index);
            if (spec.guid)
                m_byNodeGuid[*spec.guid].push_back(index);
        }
        for (const GroupSpec& group : design().groups)
            m_names.insert(group.name);
    }

    // Each NIC to one adapter not yet joined: by GUID; among the ports of one adapter (they share
    // its system image GUID) the one of the same device name ("mlx5_0"), else the first.
    NicMatches matchNics(const NamedImport& named)
    {
        NicMatches matches;
        for (const NodeSpec& nic : named.imported.design.nodes) {
            if (nic.kind != NodeKind::Nic || !nic.guid || *nic.guid == 0)
                continue;
            const std::uint64_t guid = *nic.guid;
            std::vector<std::size_t> candidates;
            if (const auto it = m_bySystemGuid.find(guid); it != m_bySystemGuid.end())
                candidates = it->second;
            else if (const auto byNode = m_byNodeGuid.find(guid); byNode != m_byNodeGuid.end())
                candidates = byNode->second;
            const auto taken = [&](std::size_t a) { return !m_adapters[a].takenBy.empty(); };
            if (!candidates.empty() && std::all_of(candidates.begin(), candidates.end(), taken)) {
                const Adapter& other = m_adapters[candidates.front()];
                throw InputError(named.origin,
                    localized(QT_TRANSLATE_NOOP(
                                  "scalescope-core", "NIC %1 (guid %2) is the fabric's %3, already joined with %4"),
                        { nic.name, formatGuid(*nic.guid), design().nodes[other.node].name, other.takenBy }));
            }
            std::erase_if(candidates, taken);
            if (candidates.empty()) {
                matches.strangers.push_back(formatGuid(*nic.guid));
                continue;
            }
            std::size_t chosen = candidates.front();
            for (const std::size_t a : candidates)
                if (lastSegment(design().nodes[m_adapters[a].node].name) == lastSegment(nic.name)) {
                    chosen = a;
                    break;
                }
            m_adapters[chosen].takenBy = named.origin;
            matches.adapters.emplace_back(nic.name, chosen);
        }
        if (matches.adapters.empty()) {
            std::string listed;
            for (const std::string& guid : matches.strangers)
                listed += (listed.empty() ? "" : ", ") + guid;
            throw InputError(named.origin,
                listed.empty()
                    ? localized(QT_TRANSLATE_NOOP(
                        "scalescope-core", "the node names no NIC with a GUID, so it cannot be placed in the fabric"))
                    : localized(QT_TRANSLATE_NOOP("scalescope-core",
                                    "none of the node's NICs (system image guid %1) is an adapter of the fabric dump"),
                        { listed }));
        }
        return matches;
    }

    // The host of the first matched adapter; every matched adapter must be in it, and a host
    // takes one node file.
    std::string hostOf(const NamedImport& named, const NicMatches& matches)
    {
        const std::string host = design().nodes[m_adapters[matches.adapters.front().second].node].group;
        for (const auto& [nicName, a] : matches.adapters) {
            const NodeSpec& adapter = design().nodes[m_adapters[a].node];
            if (adapter.group.empty())
                throw InputError(named.origin,
                    localized(QT_TRANSLATE_NOOP("scalescope-core", "NIC %1 is the fabric's %2, which is in no host"),
                        { nicName, adapter.name }));
            if (adapter.group != host)
                throw InputError(named.origin,
                    localized(QT_TRANSLATE_NOOP("scalescope-core",
                                  "the node's NICs are adapters of two hosts of the fabric (%1 and %2)"),
                        { host, adapter.group }));
        }
        if (!m_joinedHosts.insert(host).second)
            throw InputError(named.origin,
                localized(QT_TRANSLATE_NOOP(
                              "scalescope-core", "host %1 of the fabric is already joined with another node file"),
                    { host }));
        return host;
    }

    // The node's devices go into the host, named "host/device"; its top-level groups are the host
    // itself, deeper groups keep their place under it. Matched NICs are the fabric's adapters,
    // which keep their name, GUID, LID and cables and gain the NIC's PCI address and links.
    void place(const NamedImport& named, const std::string& host, const NicMatches& matches)
    {
        const Design& node = named.imported.design;
        // `unknown` is the message (a text with the name as %1) when the name is not in the table.
        auto mapped = [&](const std::unordered_map<std::string, std::string>& table, const std::string& name,
                          const char* unknown) {
            const auto it = table.find(name);
            if (it == table.end() || it->second.empty())
                throw InputError(named.origin, localized(unknown, { name }));
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
            placed.parent = mapped(
                groupName, group.parent, QT_TRANSLATE_NOOP("scalescope-core", "names an unknown group \"%1\""));
            groupName[group.name] = placed.name;
            design().groups.push_back(std::move(placed));
        }
        std::unordered_map<std::string, std::size_t> adapterOfNic(matches.adapters.begin(), matches.adapters.end());
        std::unordered_map<std::string, std::string> nodeName; // node file's device -> design's
        for (const NodeSpec& device : node.nodes) {
            if (const auto it = adapterOfNic.find(device.name); it != adapterOfNic.end()) {
                NodeSpec& adapter = design().nodes[m_adapters[it->second].node];
                nodeName.emplace(device.name, adapter.name);
                if (!adapter.pci)
                    adapter.pci = device.pci;
                if (adapter.model.empty())
                    adapter.model = device.model;
                continue;
            }
            NodeSpec placed = device;
            placed.name = fresh(host + "/" + device.name);
            placed.group = device.group.empty()
                ? host
                : mapped(
                    groupName, device.group, QT_TRANSLATE_NOOP("scalescope-core", "names an unknown group \"%1\""));
            nodeName.emplace(device.name, placed.name);
            design().nodes.push_back(std::move(placed));
        }
        for (const LinkSpec& link : node.links) {
            LinkSpec placed = link;
            placed.a.node
                = mapped(nodeName, link.a.node, QT_TRANSLATE_NOOP("scalescope-core", "names an unknown device \"%1\""));
            placed.b.node
                = mapped(nodeName, link.b.node, QT_TRANSLATE_NOOP("scalescope-core", "names an unknown device \"%1\""));
            design().links.push_back(std::move(placed));
        }
    }

    std::string fresh(const std::string& wanted)
    {
        std::string name = wanted;
        for (int n = 2; m_names.count(name); ++n)
            name = wanted + "-" + std::to_string(n);
        m_names.insert(name);
        return name;
    }

    ImportedDesign m_fabric;
    std::vector<Adapter> m_adapters;
    std::unordered_map<std::uint64_t, std::vector<std::size_t>> m_bySystemGuid, m_byNodeGuid;
    std::unordered_set<std::string> m_names;
    std::unordered_set<std::string> m_joinedHosts;
};

} // namespace

ImportedDesign joinNodesToFabric(ImportedDesign fabric, const std::vector<NamedImport>& nodes)
{
    Joiner joiner(std::move(fabric));
    for (const NamedImport& named : nodes)
        joiner.join(named);
    return joiner.result();
}

} // namespace scalescope

#include "io/export/NcclTopoXmlExport.h"

#include "io/export/NcclDeviceElements.h"
#include "io/export/NcclHostValues.h"
#include "io/export/NcclXmlElement.h"
#include "model/AddressFormat.h"
#include "model/Localized.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <map>
#include <optional>
#include <set>
#include <stdexcept>
#include <vector>

namespace scalescope {
namespace {

using namespace nccl;

class NcclWriter {
public:
    NcclWriter(const Topology& topology, GroupId node, const Catalog& catalog)
        : m_topology(topology)
        , m_catalog(catalog)
        , m_node(node)
    {
        for (NodeId n = 0; n < topology.nodes.size(); ++n)
            if (topology.nodes[n].group == node)
                m_members.push_back(n);
        for (LinkId l = 0; l < topology.links.size(); ++l) {
            const Link& link = topology.links[l];
            m_linksOf[link.a].push_back(l);
            m_linksOf[link.b].push_back(l);
        }
    }

    std::string write()
    {
        const std::string& groupName = m_topology.groups[static_cast<std::size_t>(m_node)].name;
        const std::vector<NodeId> gpus = numberGpus(groupName);
        const std::vector<NodeId> nics = numberNics();
        std::vector<NodeId> cpus = membersOf(NodeKind::Cpu);
        std::sort(cpus.begin(), cpus.end(),
            [&](NodeId a, NodeId b) { return m_topology.nodes[a].localIndex < m_topology.nodes[b].localIndex; });

        NcclXmlElement system { "system", {}, {} };
        system.attr("version", "1");
        addSockets(system, cpus);
        // The PCI tree, from each socket down its PCIe links (switches are bridges).
        for (std::size_t i = 0; i < cpus.size(); ++i)
            for (const auto& [peer, link] : pcieNeighbours(cpus[i]))
                placeUnder(system.children[i], peer, link);
        // GPUs joined to a socket by NVLink-C2C (Grace), then anything left, under the first socket.
        for (const NodeId gpu : gpus)
            if (!m_placed.count(gpu))
                placeUnder(system.children[c2cSocket(gpu, cpus)], gpu, std::nullopt);
        for (const NodeId nic : nics)
            if (!m_placed.count(nic))
                placeUnder(system.children.front(), nic, std::nullopt);

        const int elements = checkNcclBounds(system);
        if (elements > kNcclMaxElements)
            throw std::invalid_argument(
                localized(QT_TRANSLATE_NOOP("scalescope-core", "%1 needs %2 XML elements; NCCL reads %3"),
                    { groupName, std::to_string(elements), std::to_string(kNcclMaxElements) }));
        return formatNcclXml(system);
    }

private:
    // CUDA numbers GPUs in PCI order; each is one rank.
    std::vector<NodeId> numberGpus(const std::string& groupName)
    {
        std::vector<NodeId> gpus = membersOf(NodeKind::Gpu);
        if (gpus.empty())
            throw std::invalid_argument(
                localized(QT_TRANSLATE_NOOP("scalescope-core", "%1 has no GPUs for NCCL to describe"), { groupName }));
        for (const NodeId gpu : gpus)
            if (pciOf(gpu) == Addresses::kNoPci)
                throw std::invalid_argument(localized(
                    QT_TRANSLATE_NOOP("scalescope-core", "%1 has no PCI address"), { m_topology.nodes[gpu].name }));
        std::sort(gpus.begin(), gpus.end(), [&](NodeId a, NodeId b) { return pciOf(a) < pciOf(b); });
        for (std::size_t i = 0; i < gpus.size(); ++i)
            m_gpuIndex[gpus[i]] = static_cast<int>(i);
        return gpus;
    }

    // The verbs devices (mlx5_N) in PCI order, one per port: the host's NICs, not its BMC.
    std::vector<NodeId> numberNics()
    {
        std::vector<NodeId> nics = membersOf(NodeKind::Nic);
        nics.erase(std::remove_if(nics.begin(), nics.end(), [&](NodeId n) { return pciOf(n) == Addresses::kNoPci; }),
            nics.end());
        std::sort(nics.begin(), nics.end(), [&](NodeId a, NodeId b) { return pciOf(a) < pciOf(b); });
        int netDev = 0;
        for (const NodeId nic : nics) {
            m_firstNetDev[nic] = netDev;
            netDev += portsOf(nic);
        }
        return nics;
    }

    void addSockets(NcclXmlElement& system, const std::vector<NodeId>& cpus)
    {
        int totalCores = 0;
        for (const NodeId cpu : cpus)
            totalCores += coresOf(cpu);
        int firstCore = 0;
        for (std::size_t i = 0; i < cpus.size(); ++i) {
            NcclXmlElement& element = system.add("cpu");
            const CpuIdentity identity = cpuIdentity(m_topology.modelOf(m_topology.nodes[cpus[i]]), m_catalog);
            element.attr("numaid", std::to_string(i))
                .attr("affinity", affinityMask(firstCore, coresOf(cpus[i]), totalCores))
                .attr("arch", identity.arch);
            if (identity.vendor)
                element.attr("vendor", identity.vendor)
                    .attr("familyid", std::to_string(identity.familyId))
                    .attr("modelid", std::to_string(identity.modelId));
            firstCore += coresOf(cpus[i]);
            m_placed.insert(cpus[i]);
        }
        if (cpus.empty()) {
            // A hand-made node without CPUs: one socket holds everything, as NCCL needs a root.
            const CpuIdentity identity = cpuIdentity("", m_catalog);
            system.add("cpu")
                .attr("numaid", "0")
                .attr("arch", identity.arch)
                .attr("vendor", identity.vendor)
                .attr("familyid", std::to_string(identity.familyId))
                .attr("modelid", std::to_string(identity.modelId));
        }
    }

    // The socket a GPU's NVLink-C2C reaches; the first when it has none.
    std::size_t c2cSocket(NodeId gpu, const std::vector<NodeId>& cpus)
    {
        for (const LinkId l : m_linksOf[gpu]) {
            const Link& link = m_topology.links[l];
            const NodeId peer = link.a == gpu ? link.b : link.a;
            const auto it = std::find(cpus.begin(), cpus.end(), peer);
            if (link.tier == LinkTier::NvLinkC2C && it != cpus.end())
                return static_cast<std::size_t>(it - cpus.begin());
        }
        return 0;
    }

    std::vector<NodeId> membersOf(NodeKind kind) const
    {
        std::vector<NodeId> found;
        for (const NodeId n : m_members)
            if (m_topology.nodes[n].kind == kind)
                found.push_back(n);
        return found;
    }
    std::uint32_t pciOf(NodeId n) const { return m_topology.nodes[n].addresses.pciBdf; }
    bool isMember(NodeId n) const { return m_topology.nodes[n].group == m_node; }

    int coresOf(NodeId cpu) const
    {
        const CpuSpec* spec = m_catalog.cpu(m_topology.modelOf(m_topology.nodes[cpu]));
        return spec && spec->cores > 0 ? spec->cores : 32;
    }

    int portsOf(NodeId nic) const
    {
        const Node& node = m_topology.nodes[nic];
        const NicSpec* spec = m_catalog.nic(m_topology.modelOf(node));
        return std::max<int>(1, spec ? spec->ports : node.portCount);
    }

    std::vector<std::pair<NodeId, LinkId>> pcieNeighbours(NodeId n) const
    {
        std::vector<std::pair<NodeId, LinkId>> found;
        const auto it = m_linksOf.find(n);
        if (it == m_linksOf.end())
            return found;
        for (const LinkId l : it->second) {
            const Link& link = m_topology.links[l];
            const NodeId peer = link.a == n ? link.b : link.a;
            if (link.tier == LinkTier::Pcie && isMember(peer) && !m_placed.count(peer))
                found.emplace_back(peer, l);
        }
        std::sort(
            found.begin(), found.end(), [&](const auto& x, const auto& y) { return pciOf(x.first) < pciOf(y.first); });
        return found;
    }

    void pciAttributes(NcclXmlElement& pci, NodeId n, std::optional<LinkId> upstream, const char* pciClass)
    {
        pci.attr("busid", formatPciBdf(pciOf(n))).attr("class", pciClass);
        const Node& node = m_topology.nodes[n];
        if (node.kind == NodeKind::Gpu)
            pci.attr("vendor", "0x10de");
        else if (node.kind == NodeKind::Nic)
            pci.attr("vendor", "0x15b3");
        int lanes = 16;
        BytesPerSec rate = 0;
        if (upstream) {
            const Link& link = m_topology.links[*upstream];
            lanes = link.lanes > 1 ? link.lanes : 16;
            rate = link.bytesPerSecPerDirection;
        } else {
            std::string generation;
            if (const GpuSpec* gpu = m_catalog.gpu(m_topology.modelOf(node)))
                generation = gpu->pcie;
            else if (const NicSpec* nic = m_catalog.nic(m_topology.modelOf(node)))
                generation = nic->pcie;
            const PcieSpec* spec = m_catalog.pcieGen(generation);
            rate = spec ? spec->x16BytesPerSec : bytesPerSecFromGBps(63);
        }
        pci.attr("link_speed", pcieLinkSpeed(rate, lanes)).attr("link_width", std::to_string(lanes));
    }

    void placeUnder(NcclXmlElement& parent, NodeId n, std::optional<LinkId> upstream)
    {
        if (m_placed.count(n) || pciOf(n) == Addresses::kNoPci)
            return;
        m_placed.insert(n);
        const Node& node = m_topology.nodes[n];
        switch (node.kind) {
        case NodeKind::PcieSwitch: {
            NcclXmlElement& bridge = parent.add("pci");
            pciAttributes(bridge, n, upstream, "0x060400");
            for (const auto& [peer, link] : pcieNeighbours(n))
                placeUnder(bridge, peer, link);
            break;
        }
        case NodeKind::Gpu: {
            NcclXmlElement& pci = parent.add("pci");
            pciAttributes(pci, n, upstream, "0x030200");
            fillNcclGpu(pci.add("gpu"), m_topology, m_catalog, m_linksOf[n], n, m_gpuIndex.at(n));
            break;
        }
        case NodeKind::Nic: {
            NcclXmlElement& pci = parent.add("pci");
            pciAttributes(pci, n, upstream, fabricTier(n) == LinkTier::InfiniBand ? "0x020700" : "0x020000");
            fillNcclNic(pci.add("nic"), m_topology, m_catalog, m_linksOf[n], n, m_firstNetDev.at(n), portsOf(n));
            break;
        }
        default:
            m_placed.erase(n);
            break;
        }
    }

    std::optional<LinkTier> fabricTier(NodeId nic) const
    {
        const auto it = m_linksOf.find(nic);
        if (it != m_linksOf.end())
            for (const LinkId l : it->second) {
                const LinkTier tier = m_topology.links[l].tier;
                if (tier == LinkTier::InfiniBand || tier == LinkTier::Ethernet)
                    return tier;
            }
        return std::nullopt;
    }

    const Topology& m_topology;
    const Catalog& m_catalog;
    GroupId m_node;
    std::vector<NodeId> m_members;
    std::map<NodeId, std::vector<LinkId>> m_linksOf;
    std::map<NodeId, int> m_gpuIndex;
    std::map<NodeId, int> m_firstNetDev;
    std::set<NodeId> m_placed;
};

} // namespace

std::string ncclGuid(std::uint64_t guid)
{
    std::uint64_t swapped = 0;
    for (int byte = 0; byte < 8; ++byte)
        swapped |= ((guid >> (8 * byte)) & 0xffu) << (8 * (7 - byte));
    char buffer[24];
    std::snprintf(buffer, sizeof buffer, "0x%llx", static_cast<unsigned long long>(swapped));
    return buffer;
}

std::string exportNcclTopoXml(const Topology& topology, GroupId node, const Catalog& catalog)
{
    if (node < 0 || static_cast<std::size_t>(node) >= topology.groups.size())
        throw std::invalid_argument(localized(QT_TRANSLATE_NOOP("scalescope-core", "no such node")));
    const Group& group = topology.groups[static_cast<std::size_t>(node)];
    if (group.kind != GroupKind::Node)
        throw std::invalid_argument(localized(QT_TRANSLATE_NOOP("scalescope-core",
                                                  "%1 is not a node or compute tray: NCCL describes one operating "
                                                  "system's devices"),
            { group.name }));
    return NcclWriter(topology, node, catalog).write();
}

} // namespace scalescope

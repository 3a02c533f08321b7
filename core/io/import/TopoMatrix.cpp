#include "io/import/TopoMatrix.h"

#include "io/import/HardwareIds.h"
#include "io/import/ImportBuilder.h"
#include "io/import/TopoMatrixGrid.h"
#include "model/Localized.h"
#include "util/DisjointSets.h"

#include <algorithm>
#include <map>
#include <set>
#include <vector>

namespace scalescope {
namespace {

// One node from the grid: a CPU per NUMA node, the GPUs and NICs, NVLink bundles from NV#, PCIe
// switches from PIX and PXB.
class TopoMatrixBuilder {
public:
    TopoMatrixBuilder(const TopoMatrixGrid& grid, const std::string& origin)
        : m_grid(grid)
        , m_catalog(Catalog::builtIn())
        , m_builder(nodeNameFromOrigin(origin), origin)
    {
        // Errors about links point at the header: the matrix says nothing closer.
        m_builder.setPlace(grid.headerLine, 1);
    }

    ImportedDesign build()
    {
        const NvlinkPattern pattern = nvlinkPattern();
        const bool hopperOrLater = pattern.allPairsSame && pattern.commonNvlinks == 18;
        const double pcieGigatransfers = hopperOrLater ? 32 : 16;
        const BytesPerSec pcieX16 = *pcieLaneBytesPerSec(m_catalog, pcieGigatransfers) * 16;
        const std::vector<std::string> fullNames = addDevices();
        const bool anyNvlink = addNvlinks(fullNames);
        addPcie(fullNames, pcieX16);
        addNotes(pattern, anyNvlink, hopperOrLater);
        return ImportedDesign { m_builder.take(), std::move(m_notes) };
    }

private:
    // NVLinks between GPU pairs: a GPU's NVLink total tells its generation.
    struct NvlinkPattern {
        int commonNvlinks = -1; // of the first pair; -1 with fewer than two GPUs
        bool allPairsSame = true; // every GPU pair has that many
        std::size_t gpuCount = 0;
    };

    NvlinkPattern nvlinkPattern() const
    {
        const std::size_t n = m_grid.columns.size();
        NvlinkPattern out;
        for (std::size_t a = 0; a < n; ++a) {
            if (!m_grid.columns[a].gpu)
                continue;
            ++out.gpuCount;
            for (std::size_t b = a + 1; b < n; ++b) {
                if (!m_grid.columns[b].gpu)
                    continue;
                const int links = m_grid.cell(a, b).path == TopoPath::NvLink ? m_grid.cell(a, b).nvlinks : 0;
                if (out.commonNvlinks < 0)
                    out.commonNvlinks = links;
                out.allPairsSame = out.allPairsSame && links == out.commonNvlinks;
            }
        }
        return out;
    }

    // The CPUs, then a device per column (names made unique by the column's number); their full
    // names by column.
    std::vector<std::string> addDevices()
    {
        const std::size_t n = m_grid.columns.size();
        std::vector<std::string> names(n);
        std::set<std::string> used;
        for (std::size_t c = 0; c < n; ++c) {
            names[c] = m_grid.deviceName(c);
            while (used.count(names[c]))
                names[c] += "-" + std::to_string(c);
            used.insert(names[c]);
        }
        addCpus();
        std::vector<std::string> fullNames(n);
        for (std::size_t c = 0; c < n; ++c) {
            NodeSpec spec;
            spec.name = names[c];
            spec.kind = m_grid.columns[c].gpu ? NodeKind::Gpu : NodeKind::Nic;
            spec.model = m_grid.columns[c].gpu ? "GPU" : "NIC";
            if (!m_grid.columns[c].gpu)
                spec.ports = 1;
            fullNames[c] = m_builder.addDevice(std::move(spec));
        }
        return fullNames;
    }

    // An NVLink bundle per NV# cell, at the assumed generation's rate; every GPU with the ports
    // its bundles take. Whether there was any.
    bool addNvlinks(const std::vector<std::string>& fullNames)
    {
        const std::size_t n = m_grid.columns.size();
        const NvlinkGeneration nvlink = nvlinkGenerationAssumed(m_catalog);
        bool anyNvlink = false;
        for (std::size_t a = 0; a < n; ++a)
            for (std::size_t b = a + 1; b < n; ++b)
                if (m_grid.cell(a, b).path == TopoPath::NvLink) {
                    const int links = m_grid.cell(a, b).nvlinks;
                    m_builder.link(fullNames[a], fullNames[b], LinkTier::NvLink, nvlink.linkBytesPerSec * links, links);
                    anyNvlink = true;
                }
        for (std::size_t c = 0; c < n; ++c)
            if (m_grid.columns[c].gpu)
                m_builder.device(fullNames[c]).ports = m_builder.portsUsed(fullNames[c], LinkTier::NvLink);
        return anyNvlink;
    }

    void addNotes(const NvlinkPattern& pattern, bool anyNvlink, bool hopperOrLater)
    {
        const int commonNvlinks = pattern.commonNvlinks;
        if (anyNvlink)
            m_notes.push_back(localized(QT_TRANSLATE_NOOP("scalescope-core",
                "NVLinks are taken at 25 GB/s per link and direction (NVLink 2 to 4); the matrix names no GPU model "
                "(NVLink 5 would be twice that)")));
        if (pattern.allPairsSame && pattern.gpuCount == 8 && (commonNvlinks == 12 || commonNvlinks == 18))
            m_notes.push_back(localized(commonNvlinks == 12
                    ? QT_TRANSLATE_NOOP("scalescope-core",
                        "every GPU pair shows NV%1: on 8 GPUs of NVLink 3 the links probably go through NVSwitch, "
                        "which the matrix cannot tell; each pair is kept as a bundle of %1 links")
                    : QT_TRANSLATE_NOOP("scalescope-core",
                        "every GPU pair shows NV%1: on 8 GPUs of NVLink 4 or 5 the links probably go through "
                        "NVSwitch, which the matrix cannot tell; each pair is kept as a bundle of %1 links"),
                { std::to_string(commonNvlinks) }));
        m_notes.push_back(localized(QT_TRANSLATE_NOOP("scalescope-core",
                                        "nvidia-smi topo -m gives no bandwidths, PCIe switch identities, NIC models or "
                                        "GUIDs: PCIe switches are inferred from PIX (one switch) and PXB (switches "
                                        "under a common one), links taken as %1 x16"),
            { hopperOrLater ? "Gen5" : "Gen4" }));
    }

    void addCpus()
    {
        std::set<int> numaNodes;
        for (const auto& numa : m_grid.numa)
            if (numa)
                numaNodes.insert(*numa);
        if (numaNodes.empty()) {
            numaNodes.insert(0);
            m_notes.push_back(
                localized(QT_TRANSLATE_NOOP("scalescope-core", "no NUMA affinity given: one CPU is assumed")));
        }
        for (const int numa : numaNodes) {
            NodeSpec spec;
            spec.name = "cpu" + std::to_string(numa);
            spec.kind = NodeKind::Cpu;
            spec.model = "CPU";
            m_cpuByNuma[numa] = m_builder.addDevice(std::move(spec));
        }
        if (!m_grid.spanningNuma.empty())
            m_notes.push_back(localized(
                QT_TRANSLATE_NOOP("scalescope-core", "%1: NUMA affinity of several nodes; placed on the first"),
                { joinForPeople(m_grid.spanningNuma) }));
    }

    static bool isPcie(TopoPath path) { return path != TopoPath::Self && path != TopoPath::NvLink; }

    // Which CPU a device hangs from: its own NUMA affinity, else a GPU's it shares a PCIe root
    // or NUMA node with (PIX, PXB, PHB, NODE), else the first CPU.
    std::string cpuOf(std::size_t device, std::vector<std::string>& placedOnFirst) const
    {
        if (m_grid.numa[device])
            return m_cpuByNuma.at(*m_grid.numa[device]);
        for (std::size_t g = 0; g < m_grid.columns.size(); ++g) {
            const TopoPath path = m_grid.cell(device, g).path;
            if (g != device && m_grid.numa[g] && isPcie(path) && path != TopoPath::Sys)
                return m_cpuByNuma.at(*m_grid.numa[g]);
        }
        if (m_cpuByNuma.size() > 1)
            placedOnFirst.push_back(m_grid.deviceName(device));
        return m_cpuByNuma.begin()->second;
    }

    // Devices joined by PXB share a switch under their CPU; of those, devices joined by PIX share
    // one more below it, unless they are the whole group. Every other device hangs from its CPU.
    void addPcie(const std::vector<std::string>& fullNames, BytesPerSec pcieX16)
    {
        const std::size_t n = m_grid.columns.size();
        DisjointSets pix(n), pxb(n);
        for (std::size_t a = 0; a < n; ++a)
            for (std::size_t b = a + 1; b < n; ++b) {
                const TopoPath path = m_grid.cell(a, b).path;
                if (path == TopoPath::Pix)
                    pix.join(a, b);
                if (path == TopoPath::Pix || path == TopoPath::Pxb)
                    pxb.join(a, b);
            }
        std::map<std::size_t, std::vector<std::size_t>> pxbGroups;
        for (std::size_t c = 0; c < n; ++c)
            pxbGroups[pxb.find(c)].push_back(c);
        std::vector<std::string> placedOnFirst;
        std::vector<std::string> parentOf(n);
        std::vector<std::vector<std::size_t>> ordered;
        for (auto& [root, members] : pxbGroups)
            ordered.push_back(members);
        std::sort(ordered.begin(), ordered.end()); // by first member: column order
        for (const std::vector<std::size_t>& members : ordered) {
            if (members.size() < 2) {
                parentOf[members.front()] = cpuOf(members.front(), placedOnFirst);
                continue;
            }
            placeUnderSwitches(members, pix, pcieX16, parentOf, placedOnFirst);
        }
        for (std::size_t c = 0; c < n; ++c)
            m_builder.link(fullNames[c], parentOf[c], LinkTier::Pcie, pcieX16, 16);
        if (!placedOnFirst.empty())
            m_notes.push_back(localized(
                QT_TRANSLATE_NOOP("scalescope-core", "%1: no NUMA node in the matrix (SYS to every GPU); placed on %2"),
                { joinForPeople(placedOnFirst), m_cpuByNuma.begin()->second.substr(m_builder.nodeName().size() + 1) }));
    }

    // A PXB group of two or more: its switch under the CPU, and a switch below that for each PIX
    // group of two or more that is not the whole group.
    void placeUnderSwitches(const std::vector<std::size_t>& members, DisjointSets& pix, BytesPerSec pcieX16,
        std::vector<std::string>& parentOf, std::vector<std::string>& placedOnFirst)
    {
        std::string cpu;
        for (const std::size_t m : members)
            if (cpu.empty() && m_grid.numa[m])
                cpu = m_cpuByNuma.at(*m_grid.numa[m]);
        if (cpu.empty())
            cpu = cpuOf(members.front(), placedOnFirst);
        const std::string top = addPcieSwitch(cpu, pcieX16);
        std::map<std::size_t, std::vector<std::size_t>> pixGroups;
        for (const std::size_t m : members)
            pixGroups[pix.find(m)].push_back(m);
        std::vector<std::vector<std::size_t>> pixOrdered;
        for (auto& [root, group] : pixGroups)
            pixOrdered.push_back(group);
        std::sort(pixOrdered.begin(), pixOrdered.end());
        for (const std::vector<std::size_t>& group : pixOrdered) {
            const std::string parent
                = group.size() >= 2 && group.size() < members.size() ? addPcieSwitch(top, pcieX16) : top;
            for (const std::size_t m : group)
                parentOf[m] = parent;
        }
    }

    std::string addPcieSwitch(const std::string& parent, BytesPerSec pcieX16)
    {
        NodeSpec spec;
        spec.name = "pcie" + std::to_string(m_pcieSwitches++);
        spec.kind = NodeKind::PcieSwitch;
        spec.model = "PCIe switch";
        const std::string name = m_builder.addDevice(std::move(spec));
        m_builder.link(name, parent, LinkTier::Pcie, pcieX16, 16);
        return name;
    }

    const TopoMatrixGrid& m_grid;
    const Catalog& m_catalog;
    NodeDesignBuilder m_builder;
    std::map<int, std::string> m_cpuByNuma;
    int m_pcieSwitches = 0;
    std::vector<std::string> m_notes;
};

} // namespace

ImportedDesign readTopoMatrix(std::string_view text, const std::string& origin)
{
    const TopoMatrixGrid grid = readTopoMatrixGrid(text, origin);
    return TopoMatrixBuilder(grid, origin).build();
}

} // namespace scalescope

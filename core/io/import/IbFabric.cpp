#include "io/import/IbFabric.h"

#include "io/import/IbCables.h"
#include "io/import/IbNames.h"
#include "model/InputError.h"
#include "model/Localized.h"

#include <algorithm>
#include <deque>
#include <unordered_map>
#include <unordered_set>

namespace scalescope {
namespace {

using ib::adapterModel;
using ib::dumpId;
using ib::hex16;
using ib::hostAndDevice;
using ib::NameBook;
using ib::naturalLess;
using ib::switchModel;
using ib::switchName;

// `one` or `many` (texts with the count as %1, and `more` as %2 on) as the count asks.
std::string counted(std::size_t count, const char* one, const char* many, const std::string& more = {})
{
    return localized(count == 1 ? one : many, { std::to_string(count), more });
}

// The steps from records to a design, each with what it found for the notes.
class FabricBuilder {
public:
    FabricBuilder(std::vector<IbNodeRecord> nodes, const std::string& origin)
        : m_nodes(std::move(nodes))
        , m_origin(origin)
        , m_count(static_cast<std::uint32_t>(m_nodes.size()))
        , m_cables(m_nodes, origin)
    {
    }

    ImportedDesign run()
    {
        deriveTiers();
        ImportedDesign imported;
        nameDevices(imported.design);
        assignLids();
        emit(imported);
        imported.notes = notes();
        return imported;
    }

private:
    [[noreturn]] void fail(int line, int column, const std::string& message) const
    {
        throw InputError(m_origin, std::vector<Problem> { Problem { "", line, column, message } });
    }

    // Switches cabled to a host's adapter are leaves; the others by hops from the leaves.
    void deriveTiers()
    {
        std::vector<std::vector<std::uint32_t>> switchNeighbours(m_count);
        m_hops.assign(m_count, -1);
        std::deque<std::uint32_t> queue;
        for (const ib::Cable& cable : m_cables.cables()) {
            const bool aSwitch = m_nodes[cable.a].isSwitch, bSwitch = m_nodes[cable.b].isSwitch;
            if (aSwitch && bSwitch) {
                switchNeighbours[cable.a].push_back(cable.b);
                switchNeighbours[cable.b].push_back(cable.a);
            } else if (aSwitch != bSwitch) {
                const std::uint32_t sw = aSwitch ? cable.a : cable.b;
                if (m_hops[sw] < 0) {
                    m_hops[sw] = 0;
                    queue.push_back(sw);
                }
            }
        }
        while (!queue.empty()) {
            const std::uint32_t sw = queue.front();
            queue.pop_front();
            for (const std::uint32_t next : switchNeighbours[sw])
                if (m_hops[next] < 0) {
                    m_hops[next] = m_hops[sw] + 1;
                    queue.push_back(next);
                }
        }
    }

    // Switches by their description when it is unique, else their GUID; adapters as
    // "host/device" in a host group, in natural order of their names.
    void nameDevices(Design& design)
    {
        std::unordered_map<std::string, int> switchNameCount;
        for (const IbNodeRecord& node : m_nodes)
            if (node.isSwitch)
                ++switchNameCount[switchName(node.description)];
        m_names.assign(m_count, {});
        m_hostOf.assign(m_count, {});
        std::vector<std::string> wanted(m_count);
        for (std::uint32_t n = 0; n < m_count; ++n) {
            const IbNodeRecord& node = m_nodes[n];
            if (node.isSwitch) {
                const std::string readable = switchName(node.description);
                wanted[n] = !readable.empty() && switchNameCount[readable] == 1 ? readable : dumpId(node);
                m_switchOrder.push_back(n);
            } else if (m_cables.inSwitch(node)) {
                ++m_inSwitchAdapters;
            } else if (const auto parsed = hostAndDevice(node.description)) {
                m_hostOf[n] = parsed->first;
                wanted[n] = parsed->first + "/" + parsed->second;
                m_adapterOrder.push_back(n);
            } else {
                ++m_unnamedHosts;
                m_hostOf[n] = "host-" + hex16(systemGuidOf(node));
                wanted[n] = m_hostOf[n] + "/" + dumpId(node);
                m_adapterOrder.push_back(n);
            }
        }
        auto byWantedName = [&](std::uint32_t x, std::uint32_t y) { return naturalLess(wanted[x], wanted[y]); };
        std::sort(m_switchOrder.begin(), m_switchOrder.end(), byWantedName);
        std::sort(m_adapterOrder.begin(), m_adapterOrder.end(), byWantedName);
        NameBook book;
        for (const std::uint32_t n : m_switchOrder)
            m_names[n] = book.claim(wanted[n], m_nodes[n].guid);
        for (const std::uint32_t n : m_adapterOrder)
            if (!m_groupOfHost.count(m_hostOf[n])) {
                const std::string group = book.claim(m_hostOf[n], systemGuidOf(m_nodes[n]));
                m_groupOfHost.emplace(m_hostOf[n], group);
                design.groups.push_back(GroupSpec { group, GroupKind::Node, {}, {} });
            }
        for (const std::uint32_t n : m_adapterOrder)
            m_names[n] = book.claim(wanted[n], m_nodes[n].guid);
    }

    static std::uint64_t systemGuidOf(const IbNodeRecord& node)
    {
        return node.systemGuid != 0 ? node.systemGuid : node.guid;
    }

    // LIDs are unique in the subnet. A switch's is its port 0's; an adapter keeps its first
    // cabled port's.
    void assignLids()
    {
        std::unordered_map<std::uint16_t, std::uint32_t> holder;
        m_lidOf.assign(m_count, 0);
        for (std::uint32_t n = 0; n < m_count; ++n) {
            const IbNodeRecord& node = m_nodes[n];
            if (m_cables.inSwitch(node))
                continue;
            int line = node.line;
            if (node.isSwitch) {
                m_lidOf[n] = node.lid;
            } else {
                const IbPortRecord* first = nullptr;
                for (const IbPortRecord& port : node.ports)
                    if (port.localLid != 0 && (!first || port.port < first->port))
                        first = &port;
                if (first) {
                    m_lidOf[n] = first->localLid;
                    line = first->line;
                    for (const IbPortRecord& port : node.ports)
                        m_extraLids += port.localLid != 0 && port.localLid != first->localLid ? 1 : 0;
                }
            }
            if (m_lidOf[n] == 0)
                continue;
            const auto [it, fresh] = holder.emplace(m_lidOf[n], n);
            if (!fresh)
                fail(line, 1,
                    localized(QT_TRANSLATE_NOOP("scalescope-core", "LID %1 is already %2's (line %3)"),
                        { std::to_string(m_lidOf[n]), dumpId(m_nodes[it->second]),
                            std::to_string(m_nodes[it->second].line) }));
        }
    }

    void emit(ImportedDesign& imported)
    {
        Design& design = imported.design;
        design.nodes.reserve(m_switchOrder.size() + m_adapterOrder.size());
        for (const std::uint32_t n : m_switchOrder) {
            const int hops = m_hops[n];
            NodeSpec spec = nodeSpec(n, NodeKind::IbSwitch, switchModel(m_nodes[n].description));
            spec.role = hops < 0 ? SwitchRole::None
                : hops == 0      ? SwitchRole::Leaf
                : hops == 1      ? SwitchRole::Spine
                                 : SwitchRole::Core;
            ++m_perRole[static_cast<int>(spec.role)];
            design.nodes.push_back(std::move(spec));
        }
        for (const std::uint32_t n : m_adapterOrder) {
            NodeSpec spec = nodeSpec(n, NodeKind::Nic, adapterModel(m_nodes[n].deviceId, m_nodes[n].portCount));
            spec.group = m_groupOfHost.at(m_hostOf[n]);
            imported.adapterSystemGuids.emplace(spec.name, systemGuidOf(m_nodes[n]));
            design.nodes.push_back(std::move(spec));
        }
        design.links.reserve(m_cables.cables().size());
        for (const ib::Cable& cable : m_cables.cables()) {
            LinkSpec link;
            link.a = PortRef { m_names[cable.a], cable.portA };
            link.b = PortRef { m_names[cable.b], cable.portB };
            link.tier = LinkTier::InfiniBand;
            link.bytesPerSecPerDirection = cable.bytesPerSecPerDirection;
            if (cable.width != 4)
                link.lanes = cable.width;
            m_oneEnded += cable.bothEnds ? 0 : 1;
            design.links.push_back(std::move(link));
        }
    }

    NodeSpec nodeSpec(std::uint32_t n, NodeKind kind, std::string model) const
    {
        NodeSpec spec;
        spec.name = m_names[n];
        spec.kind = kind;
        spec.network = Network::Compute;
        spec.model = std::move(model);
        spec.ports = m_nodes[n].portCount;
        if (m_lidOf[n] != 0)
            spec.lid = m_lidOf[n];
        spec.guid = m_nodes[n].guid;
        return spec;
    }

    std::vector<std::string> notes() const
    {
        std::vector<std::string> notes;
        notes.push_back(localized(
            QT_TRANSLATE_NOOP("scalescope-core", "switch tiers derived from hops to the hosts' adapters: %1, %2, %3"),
            { counted(m_perRole[1], QT_TRANSLATE_NOOP("scalescope-core", "%1 leaf"),
                  QT_TRANSLATE_NOOP("scalescope-core", "%1 leaves")),
                counted(m_perRole[2], QT_TRANSLATE_NOOP("scalescope-core", "%1 spine"),
                    QT_TRANSLATE_NOOP("scalescope-core", "%1 spines")),
                counted(m_perRole[3], QT_TRANSLATE_NOOP("scalescope-core", "%1 core"),
                    QT_TRANSLATE_NOOP("scalescope-core", "%1 cores")) }));
        if (m_perRole[0] > 0)
            notes.push_back(counted(m_perRole[0],
                QT_TRANSLATE_NOOP("scalescope-core", "%1 switch reaches no host's adapter and has no tier"),
                QT_TRANSLATE_NOOP("scalescope-core", "%1 switches reach no host's adapter and have no tier")));
        if (m_unnamedHosts > 0)
            notes.push_back(counted(m_unnamedHosts,
                QT_TRANSLATE_NOOP("scalescope-core",
                    "%1 adapter's description names no host; each is in a host named after its system image GUID"),
                QT_TRANSLATE_NOOP("scalescope-core",
                    "%1 adapters' descriptions name no host; each is in a host named after its system image GUID")));
        if (m_inSwitchAdapters > 0)
            notes.push_back(counted(m_inSwitchAdapters,
                QT_TRANSLATE_NOOP("scalescope-core",
                    "%1 adapter sits inside a switch (SHARP aggregation nodes, with their switch's system image "
                    "GUID): the switch's in-network reduction, not a host's adapter, so left out with the internal "
                    "cable"),
                QT_TRANSLATE_NOOP("scalescope-core",
                    "%1 adapters sit inside a switch (SHARP aggregation nodes, with their switch's system image "
                    "GUID): the switch's in-network reduction, not a host's adapter, so left out with the internal "
                    "cable")));
        if (m_cables.rateMismatches() > 0)
            notes.push_back(counted(m_cables.rateMismatches(),
                QT_TRANSLATE_NOOP("scalescope-core",
                    "%1 cable's two ends report different widths or speeds (first: %2); the slower is kept"),
                QT_TRANSLATE_NOOP("scalescope-core",
                    "%1 cables' two ends report different widths or speeds (first: %2); the slower is kept"),
                m_cables.firstRateMismatch()));
        if (m_cables.loopbacks() > 0)
            notes.push_back(counted(m_cables.loopbacks(),
                QT_TRANSLATE_NOOP("scalescope-core",
                    "%1 cable joins two ports of the same switch; a design link needs two devices, so it is left out"),
                QT_TRANSLATE_NOOP("scalescope-core",
                    "%1 cables join two ports of the same switch; a design link needs two devices, so they are left "
                    "out")));
        if (m_oneEnded > 0)
            notes.push_back(
                counted(m_oneEnded, QT_TRANSLATE_NOOP("scalescope-core", "%1 cable is listed from one end only"),
                    QT_TRANSLATE_NOOP("scalescope-core", "%1 cables are listed from one end only")));
        if (m_extraLids > 0)
            notes.push_back(counted(m_extraLids,
                QT_TRANSLATE_NOOP("scalescope-core",
                    "%1 adapter port has a LID of its own; a device keeps one LID, its first port's"),
                QT_TRANSLATE_NOOP("scalescope-core",
                    "%1 adapter ports have a LID of its own; a device keeps one LID, its first port's")));
        notes.push_back(localized(QT_TRANSLATE_NOOP(
            "scalescope-core", "the dump gives no cable lengths: links have no latency of their own")));
        return notes;
    }

    std::vector<IbNodeRecord> m_nodes;
    const std::string& m_origin;
    std::uint32_t m_count;
    ib::CableList m_cables; // after m_nodes: it keeps a reference to them
    std::vector<int> m_hops;
    std::vector<std::uint32_t> m_switchOrder, m_adapterOrder;
    std::vector<std::string> m_names, m_hostOf;
    std::unordered_map<std::string, std::string> m_groupOfHost;
    std::vector<std::uint16_t> m_lidOf;
    std::size_t m_inSwitchAdapters = 0, m_unnamedHosts = 0, m_extraLids = 0, m_oneEnded = 0;
    std::size_t m_perRole[4] = { 0, 0, 0, 0 };
};

} // namespace

ImportedDesign buildIbFabric(std::vector<IbNodeRecord> nodes, const std::string& origin)
{
    return FabricBuilder(std::move(nodes), origin).run();
}

} // namespace scalescope

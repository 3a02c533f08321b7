#include "io/import/IbFabric.h"

#include "model/InputError.h"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <deque>
#include <optional>
#include <unordered_map>
#include <unordered_set>

namespace scalescope {
namespace {

std::string hex16(std::uint64_t guid)
{
    char buffer[17];
    std::snprintf(buffer, sizeof buffer, "%016llx", static_cast<unsigned long long>(guid));
    return buffer;
}

std::string dumpId(const IbNodeRecord& node)
{
    return (node.isSwitch ? "S-" : "H-") + hex16(node.guid);
}

[[noreturn]] void failAt(const std::string& origin, int line, int column, const std::string& message)
{
    throw InputError(origin, std::vector<Problem> { Problem { "", line, column, message } });
}

std::string_view trim(std::string_view text)
{
    while (!text.empty() && (text.front() == ' ' || text.front() == '\t'))
        text.remove_prefix(1);
    while (!text.empty() && (text.back() == ' ' || text.back() == '\t'))
        text.remove_suffix(1);
    return text;
}

// A name the design file accepts: no ':' (it separates node and port), blanks collapsed.
std::string nameFrom(std::string_view text)
{
    std::string out;
    bool blank = false;
    for (const char c : trim(text)) {
        if (c == ' ' || c == '\t') {
            blank = true;
            continue;
        }
        if (blank)
            out += ' ';
        blank = false;
        out += (c == ':' || static_cast<unsigned char>(c) < 0x20) ? '-' : c;
    }
    return out;
}

// A device name as operating systems give adapters: "HCA-1", "mlx5_0", "mlx5_bond_0".
bool looksLikeDeviceName(std::string_view word)
{
    if (word.size() < 2 || !std::isalpha(static_cast<unsigned char>(word.front()))
        || !std::isdigit(static_cast<unsigned char>(word.back())))
        return false;
    bool separator = false;
    for (const char c : word) {
        if (c == '_' || c == '-')
            separator = true;
        else if (!std::isalnum(static_cast<unsigned char>(c)))
            return false;
    }
    return separator;
}

// "selene-cache-02 mlx5_1 " -> host "selene-cache-02", device "mlx5_1"; nothing when the
// description names no host ("MT25408 ConnectX Mellanox Technologies").
std::optional<std::pair<std::string, std::string>> hostAndDevice(std::string_view description)
{
    const std::string_view text = trim(description);
    const std::size_t blank = text.find_last_of(" \t");
    if (blank == std::string_view::npos)
        return std::nullopt;
    const std::string_view device = text.substr(blank + 1);
    const std::string host = nameFrom(text.substr(0, blank));
    if (host.empty() || !looksLikeDeviceName(device))
        return std::nullopt;
    return std::pair { host, std::string(device) };
}

// "MF0;MLG01-02:MQM8700/U1" (how NVIDIA switches describe themselves) -> "MLG01-02".
std::string switchName(std::string_view description)
{
    const std::size_t semicolon = description.find(';');
    const std::size_t colon = description.find(':', semicolon == std::string_view::npos ? 0 : semicolon);
    if (semicolon != std::string_view::npos && colon != std::string_view::npos && colon > semicolon + 1)
        return nameFrom(description.substr(semicolon + 1, colon - semicolon - 1));
    return nameFrom(description);
}

// Catalog ids the dump lets us know for sure; empty otherwise (the ports come from the dump).
std::string switchModel(std::string_view description)
{
    if (description.find("QM8700") != std::string_view::npos || description.find("QM8790") != std::string_view::npos)
        return "QM8700";
    if (description.find("QM9700") != std::string_view::npos || description.find("QM9790") != std::string_view::npos)
        return "QM9700";
    if (description.find("Q3400") != std::string_view::npos)
        return "Q3400";
    return {};
}

// PCI device ids of NVIDIA (Mellanox) adapters: 0x101b ConnectX-6, 0x1021 ConnectX-7, 0x1023 ConnectX-8.
std::string adapterModel(std::uint32_t deviceId, int ports)
{
    switch (deviceId) {
    case 0x101b:
        return ports == 2 ? "ConnectX-6-2P" : "ConnectX-6";
    case 0x1021:
        return ports == 2 ? "ConnectX-7-2P" : "ConnectX-7";
    case 0x1023:
        return "ConnectX-8";
    default:
        return {};
    }
}

// "dgx-9" before "dgx-10": digits compare as numbers.
bool naturalLess(std::string_view a, std::string_view b)
{
    std::size_t i = 0, j = 0;
    while (i < a.size() && j < b.size()) {
        if (std::isdigit(static_cast<unsigned char>(a[i])) && std::isdigit(static_cast<unsigned char>(b[j]))) {
            std::size_t ie = i, je = j;
            while (ie < a.size() && std::isdigit(static_cast<unsigned char>(a[ie])))
                ++ie;
            while (je < b.size() && std::isdigit(static_cast<unsigned char>(b[je])))
                ++je;
            std::string_view da = a.substr(i, ie - i), db = b.substr(j, je - j);
            while (da.size() > 1 && da.front() == '0')
                da.remove_prefix(1);
            while (db.size() > 1 && db.front() == '0')
                db.remove_prefix(1);
            if (da.size() != db.size())
                return da.size() < db.size();
            if (da != db)
                return da < db;
            i = ie;
            j = je;
            continue;
        }
        if (a[i] != b[j])
            return a[i] < b[j];
        ++i;
        ++j;
    }
    return a.size() - i < b.size() - j;
}

// Names, unique across nodes and groups: a taken name gets the node's GUID appended.
class NameBook {
public:
    std::string claim(std::string wanted, std::uint64_t guid)
    {
        if (m_taken.insert(wanted).second)
            return wanted;
        std::string other = wanted + "-" + hex16(guid);
        for (int n = 2; !m_taken.insert(other).second; ++n)
            other = wanted + "-" + hex16(guid) + "-" + std::to_string(n);
        return other;
    }

private:
    std::unordered_set<std::string> m_taken;
};

struct Cable {
    std::uint32_t a = 0, b = 0;
    int portA = 0, portB = 0;
    int width = 4;
    BytesPerSec bytesPerSecPerDirection = 0;
    int line = 0;
    bool bothEnds = false;
    const IbPortRecord* firstEnd = nullptr; // the port line that listed it first
};

std::uint32_t endKey(std::uint32_t node, int port)
{
    return node << 8 | static_cast<std::uint32_t>(port);
}

std::string plural(std::size_t count, const char* one, const char* many)
{
    return std::to_string(count) + " " + (count == 1 ? one : many);
}

// The steps from records to a design, each with what it found for the notes.
class FabricBuilder {
public:
    FabricBuilder(std::vector<IbNodeRecord> nodes, const std::string& origin)
        : m_nodes(std::move(nodes))
        , m_origin(origin)
        , m_count(static_cast<std::uint32_t>(m_nodes.size()))
    {
    }

    ImportedDesign run()
    {
        indexNodes();
        for (std::uint32_t n = 0; n < m_count; ++n)
            for (const IbPortRecord& port : m_nodes[n].ports)
                addCable(n, port);
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
        failAt(m_origin, line, column, message);
    }

    void indexNodes()
    {
        m_byGuid.reserve(m_count);
        for (std::uint32_t n = 0; n < m_count; ++n) {
            const auto [it, fresh] = m_byGuid.emplace(m_nodes[n].guid, n);
            if (!fresh)
                fail(m_nodes[n].line, 1,
                    "GUID 0x" + hex16(m_nodes[n].guid) + " is described a second time (first at line "
                        + std::to_string(m_nodes[it->second].line) + ")");
            if (m_nodes[n].isSwitch && m_nodes[n].systemGuid != 0)
                m_switchBySystemGuid.emplace(m_nodes[n].systemGuid, n);
        }
    }

    // Adapters inside a switch (SHARP aggregation nodes share the switch's system image GUID)
    // are the switch's in-network reduction, which its model states, not a host's adapter:
    // they and their internal cable are left out.
    bool inSwitch(const IbNodeRecord& node) const
    {
        return !node.isSwitch && node.systemGuid != 0 && m_switchBySystemGuid.count(node.systemGuid) > 0;
    }

    // Every cable once: the first end listed creates it, the other end must agree with it.
    void addCable(std::uint32_t n, const IbPortRecord& port)
    {
        const IbNodeRecord& node = m_nodes[n];
        const auto found = m_byGuid.find(port.remoteGuid);
        const std::string remoteId = std::string(1, port.remoteKind) + "-" + hex16(port.remoteGuid);
        if (found == m_byGuid.end() || m_nodes[found->second].isSwitch != (port.remoteKind == 'S'))
            fail(port.line, port.remoteColumn,
                "\"" + remoteId + "\" has no " + (port.remoteKind == 'S' ? "Switch" : "Ca")
                    + " block in the file (is the file cut short?)");
        const std::uint32_t remote = found->second;
        const IbNodeRecord& far = m_nodes[remote];
        if (port.remotePort < 1 || port.remotePort > far.portCount)
            fail(port.line, port.remoteColumn,
                "port " + std::to_string(port.remotePort) + " is outside " + remoteId + "'s ports 1.."
                    + std::to_string(far.portCount));
        if (inSwitch(node) || inSwitch(far))
            return;
        const std::uint32_t here = endKey(n, port.port), there = endKey(remote, port.remotePort);
        if (remote == n) {
            if (port.remotePort == port.port)
                fail(port.line, 1, "port " + std::to_string(port.port) + " is cabled to itself");
            // A cable between two ports of one switch (a loopback): a design link needs two devices.
            if (m_loopbackEnds.insert(here).second && m_loopbackEnds.insert(there).second)
                ++m_loopbacks;
            return;
        }
        const std::string joins = "this line joins port " + std::to_string(port.port) + " of " + dumpId(node) + " to "
            + remoteId + "[" + std::to_string(port.remotePort) + "]";
        if (const auto it = m_cableAt.find(here); it != m_cableAt.end()) {
            Cable& cable = m_cables[it->second];
            if (cable.a == n)
                fail(port.line, 1,
                    "port " + std::to_string(port.port) + " is listed twice (also at line " + std::to_string(cable.line)
                        + ")");
            if (cable.a != remote || cable.portA != port.remotePort)
                fail(port.line, port.remoteColumn,
                    "the two ends disagree: " + joins + ", line " + std::to_string(cable.line) + " joins it to "
                        + dumpId(m_nodes[cable.a]) + "[" + std::to_string(cable.portA) + "]");
            cable.bothEnds = true;
            if (cable.bytesPerSecPerDirection != port.bytesPerSecPerDirection || cable.width != port.width) {
                if (m_rateMismatches++ == 0)
                    m_firstRateMismatch = "line " + std::to_string(cable.line) + " says " + cable.firstEnd->rateText
                        + ", line " + std::to_string(port.line) + " " + port.rateText;
                if (port.bytesPerSecPerDirection < cable.bytesPerSecPerDirection) {
                    cable.bytesPerSecPerDirection = port.bytesPerSecPerDirection;
                    cable.width = port.width;
                }
            }
            return;
        }
        if (const auto it = m_cableAt.find(there); it != m_cableAt.end()) {
            const Cable& cable = m_cables[it->second];
            const bool fromA = cable.a == remote;
            fail(port.line, port.remoteColumn,
                "the two ends disagree: " + joins + ", which line " + std::to_string(cable.line) + " joins to "
                    + dumpId(m_nodes[fromA ? cable.b : cable.a]) + "["
                    + std::to_string(fromA ? cable.portB : cable.portA) + "]");
        }
        const auto index = static_cast<std::uint32_t>(m_cables.size());
        m_cableAt.emplace(here, index);
        m_cableAt.emplace(there, index);
        m_cables.push_back(Cable {
            n, remote, port.port, port.remotePort, port.width, port.bytesPerSecPerDirection, port.line, false, &port });
    }

    // Switches cabled to a host's adapter are leaves; the others by hops from the leaves.
    void deriveTiers()
    {
        std::vector<std::vector<std::uint32_t>> switchNeighbours(m_count);
        m_hops.assign(m_count, -1);
        std::deque<std::uint32_t> queue;
        for (const Cable& cable : m_cables) {
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
            } else if (inSwitch(node)) {
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
            if (inSwitch(node))
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
                    "LID " + std::to_string(m_lidOf[n]) + " is already " + dumpId(m_nodes[it->second]) + "'s (line "
                        + std::to_string(m_nodes[it->second].line) + ")");
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
        design.links.reserve(m_cables.size());
        for (const Cable& cable : m_cables) {
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
        notes.push_back(
            "switch tiers derived from hops to the hosts' adapters: " + plural(m_perRole[1], "leaf", "leaves") + ", "
            + plural(m_perRole[2], "spine", "spines") + ", " + plural(m_perRole[3], "core", "cores"));
        if (m_perRole[0] > 0)
            notes.push_back(plural(m_perRole[0], "switch reaches", "switches reach") + " no host's adapter and "
                + (m_perRole[0] == 1 ? "has" : "have") + " no tier");
        if (m_unnamedHosts > 0)
            notes.push_back(plural(m_unnamedHosts, "adapter's description names", "adapters' descriptions name")
                + " no host; each is in a host named after its system image GUID");
        if (m_inSwitchAdapters > 0)
            notes.push_back(plural(m_inSwitchAdapters, "adapter sits", "adapters sit")
                + " inside a switch (SHARP aggregation nodes, with their switch's system image GUID): the switch's "
                  "in-network reduction, not a host's adapter, so left out with the internal cable");
        if (m_rateMismatches > 0)
            notes.push_back(plural(m_rateMismatches, "cable's two ends report", "cables' two ends report")
                + " different widths or speeds (first: " + m_firstRateMismatch + "); the slower is kept");
        if (m_loopbacks > 0)
            notes.push_back(plural(m_loopbacks, "cable joins", "cables join")
                + " two ports of the same switch; a design link needs two devices, so "
                + (m_loopbacks == 1 ? "it is" : "they are") + " left out");
        if (m_oneEnded > 0)
            notes.push_back(plural(m_oneEnded, "cable is", "cables are") + " listed from one end only");
        if (m_extraLids > 0)
            notes.push_back(plural(m_extraLids, "adapter port has", "adapter ports have")
                + " a LID of its own; a device keeps one LID, its first port's");
        notes.push_back("the dump gives no cable lengths: links have no latency of their own");
        return notes;
    }

    std::vector<IbNodeRecord> m_nodes;
    const std::string& m_origin;
    std::uint32_t m_count;
    std::unordered_map<std::uint64_t, std::uint32_t> m_byGuid;
    std::unordered_map<std::uint64_t, std::uint32_t> m_switchBySystemGuid;
    std::vector<Cable> m_cables;
    std::unordered_map<std::uint32_t, std::uint32_t> m_cableAt; // end key -> cable
    std::unordered_set<std::uint32_t> m_loopbackEnds;
    std::vector<int> m_hops;
    std::vector<std::uint32_t> m_switchOrder, m_adapterOrder;
    std::vector<std::string> m_names, m_hostOf;
    std::unordered_map<std::string, std::string> m_groupOfHost;
    std::vector<std::uint16_t> m_lidOf;
    std::size_t m_loopbacks = 0, m_rateMismatches = 0, m_inSwitchAdapters = 0, m_unnamedHosts = 0, m_extraLids = 0,
                m_oneEnded = 0;
    std::size_t m_perRole[4] = { 0, 0, 0, 0 };
    std::string m_firstRateMismatch;
};

} // namespace

ImportedDesign buildIbFabric(std::vector<IbNodeRecord> nodes, const std::string& origin)
{
    return FabricBuilder(std::move(nodes), origin).run();
}

} // namespace scalescope

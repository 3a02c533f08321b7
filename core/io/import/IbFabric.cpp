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
};

std::uint32_t endKey(std::uint32_t node, int port)
{
    return node << 8 | static_cast<std::uint32_t>(port);
}

std::string plural(std::size_t count, const char* one, const char* many)
{
    return std::to_string(count) + " " + (count == 1 ? one : many);
}

} // namespace

ImportedDesign buildIbFabric(std::vector<IbNodeRecord> nodes, const std::string& origin)
{
    const auto nodeCount = static_cast<std::uint32_t>(nodes.size());
    std::unordered_map<std::uint64_t, std::uint32_t> byGuid;
    byGuid.reserve(nodeCount);
    for (std::uint32_t n = 0; n < nodeCount; ++n) {
        const auto [it, fresh] = byGuid.emplace(nodes[n].guid, n);
        if (!fresh)
            failAt(origin, nodes[n].line, 1,
                "GUID 0x" + hex16(nodes[n].guid) + " is described a second time (first at line "
                    + std::to_string(nodes[it->second].line) + ")");
    }
    std::vector<std::string> notes;

    // Adapters inside a switch (SHARP aggregation nodes share the switch's system image GUID)
    // are the switch's in-network reduction, which its model states, not a host's adapter:
    // they and their internal cable are left out.
    std::unordered_map<std::uint64_t, std::uint32_t> switchBySystemGuid;
    for (std::uint32_t n = 0; n < nodeCount; ++n)
        if (nodes[n].isSwitch && nodes[n].systemGuid != 0)
            switchBySystemGuid.emplace(nodes[n].systemGuid, n);
    auto inSwitch = [&](const IbNodeRecord& node) -> std::optional<std::uint32_t> {
        if (node.isSwitch || node.systemGuid == 0)
            return std::nullopt;
        const auto it = switchBySystemGuid.find(node.systemGuid);
        return it == switchBySystemGuid.end() ? std::nullopt : std::optional(it->second);
    };

    // Every cable once: the first end listed creates it, the other end must agree with it.
    std::vector<Cable> cables;
    cables.reserve(nodeCount * 8);
    std::unordered_map<std::uint32_t, std::uint32_t> cableAt; // end key -> cable
    cableAt.reserve(nodeCount * 16);
    std::unordered_set<std::uint32_t> loopbackEnds;
    std::size_t loopbacks = 0, rateMismatches = 0;
    std::string firstRateMismatch;
    for (std::uint32_t n = 0; n < nodeCount; ++n) {
        const IbNodeRecord& node = nodes[n];
        for (const IbPortRecord& port : node.ports) {
            const auto found = byGuid.find(port.remoteGuid);
            const std::string remoteId = std::string(1, port.remoteKind) + "-" + hex16(port.remoteGuid);
            if (found == byGuid.end() || nodes[found->second].isSwitch != (port.remoteKind == 'S'))
                failAt(origin, port.line, port.remoteColumn,
                    "\"" + remoteId + "\" has no " + (port.remoteKind == 'S' ? "Switch" : "Ca")
                        + " block in the file (is the file cut short?)");
            const std::uint32_t remote = found->second;
            const IbNodeRecord& far = nodes[remote];
            if (inSwitch(node) || inSwitch(far))
                continue;
            if (port.remotePort < 1 || port.remotePort > far.portCount)
                failAt(origin, port.line, port.remoteColumn,
                    "port " + std::to_string(port.remotePort) + " is outside " + remoteId + "'s ports 1.."
                        + std::to_string(far.portCount));
            const std::uint32_t here = endKey(n, port.port), there = endKey(remote, port.remotePort);
            if (remote == n) {
                if (port.remotePort == port.port)
                    failAt(origin, port.line, 1, "port " + std::to_string(port.port) + " is cabled to itself");
                // A cable between two ports of one switch (a loopback): a design link needs two devices.
                if (loopbackEnds.insert(here).second && loopbackEnds.insert(there).second)
                    ++loopbacks;
                continue;
            }
            if (const auto it = cableAt.find(here); it != cableAt.end()) {
                Cable& cable = cables[it->second];
                if (cable.a == n)
                    failAt(origin, port.line, 1,
                        "port " + std::to_string(port.port) + " is listed twice (also at line "
                            + std::to_string(cable.line) + ")");
                if (cable.a != remote || cable.portA != port.remotePort)
                    failAt(origin, port.line, port.remoteColumn,
                        "the two ends disagree: this line joins port " + std::to_string(port.port) + " of "
                            + dumpId(node) + " to " + remoteId + "[" + std::to_string(port.remotePort) + "], line "
                            + std::to_string(cable.line) + " joins it to " + dumpId(nodes[cable.a]) + "["
                            + std::to_string(cable.portA) + "]");
                cable.bothEnds = true;
                if (cable.bytesPerSecPerDirection != port.bytesPerSecPerDirection || cable.width != port.width) {
                    if (rateMismatches++ == 0)
                        firstRateMismatch = "line " + std::to_string(port.line) + " says " + port.rateText + ", line "
                            + std::to_string(cable.line) + " otherwise";
                    if (port.bytesPerSecPerDirection < cable.bytesPerSecPerDirection) {
                        cable.bytesPerSecPerDirection = port.bytesPerSecPerDirection;
                        cable.width = port.width;
                    }
                }
                continue;
            }
            if (const auto it = cableAt.find(there); it != cableAt.end()) {
                const Cable& cable = cables[it->second];
                failAt(origin, port.line, port.remoteColumn,
                    "the two ends disagree: this line joins port " + std::to_string(port.port) + " of " + dumpId(node)
                        + " to " + remoteId + "[" + std::to_string(port.remotePort) + "], which line "
                        + std::to_string(cable.line) + " joins to "
                        + dumpId(nodes[cable.a == remote ? cable.b : cable.a]) + "["
                        + std::to_string(cable.a == remote ? cable.portB : cable.portA) + "]");
            }
            cableAt.emplace(here, static_cast<std::uint32_t>(cables.size()));
            cableAt.emplace(there, static_cast<std::uint32_t>(cables.size()));
            cables.push_back(Cable {
                n, remote, port.port, port.remotePort, port.width, port.bytesPerSecPerDirection, port.line, false });
        }
    }

    // Tiers: switches with a host's adapter are leaves; then by hops from the leaves.
    std::vector<std::vector<std::uint32_t>> switchNeighbours(nodeCount);
    std::vector<int> hops(nodeCount, -1);
    std::deque<std::uint32_t> queue;
    for (const Cable& cable : cables) {
        const IbNodeRecord& a = nodes[cable.a];
        const IbNodeRecord& b = nodes[cable.b];
        if (a.isSwitch && b.isSwitch) {
            switchNeighbours[cable.a].push_back(cable.b);
            switchNeighbours[cable.b].push_back(cable.a);
        } else if (a.isSwitch != b.isSwitch) {
            const std::uint32_t sw = a.isSwitch ? cable.a : cable.b;
            if (hops[sw] < 0) {
                hops[sw] = 0;
                queue.push_back(sw);
            }
        }
    }
    while (!queue.empty()) {
        const std::uint32_t sw = queue.front();
        queue.pop_front();
        for (const std::uint32_t next : switchNeighbours[sw])
            if (hops[next] < 0) {
                hops[next] = hops[sw] + 1;
                queue.push_back(next);
            }
    }

    // Names: switches by their description when it is unique, hosts from adapter descriptions.
    NameBook book;
    std::size_t inSwitchAdapters = 0;
    std::unordered_map<std::string, int> switchNameCount;
    for (const IbNodeRecord& node : nodes)
        if (node.isSwitch)
            ++switchNameCount[switchName(node.description)];
    std::vector<std::uint32_t> switchOrder, adapterOrder;
    std::vector<std::string> names(nodeCount), wanted(nodeCount), hostOf(nodeCount);
    for (std::uint32_t n = 0; n < nodeCount; ++n) {
        const IbNodeRecord& node = nodes[n];
        if (node.isSwitch) {
            const std::string readable = switchName(node.description);
            wanted[n] = !readable.empty() && switchNameCount[readable] == 1 ? readable : dumpId(node);
            switchOrder.push_back(n);
        } else if (inSwitch(node)) {
            ++inSwitchAdapters;
        } else {
            adapterOrder.push_back(n);
        }
    }
    auto byWantedName = [&](std::uint32_t x, std::uint32_t y) { return naturalLess(wanted[x], wanted[y]); };
    std::sort(switchOrder.begin(), switchOrder.end(), byWantedName);
    for (const std::uint32_t n : switchOrder)
        names[n] = book.claim(wanted[n], nodes[n].guid);
    std::size_t unnamedHosts = 0;
    for (const std::uint32_t n : adapterOrder) {
        const IbNodeRecord& node = nodes[n];
        if (const auto parsed = hostAndDevice(node.description)) {
            hostOf[n] = parsed->first;
            wanted[n] = parsed->first + "/" + parsed->second;
        } else {
            ++unnamedHosts;
            hostOf[n] = "host-" + hex16(node.systemGuid != 0 ? node.systemGuid : node.guid);
            wanted[n] = hostOf[n] + "/" + dumpId(node);
        }
    }
    std::sort(adapterOrder.begin(), adapterOrder.end(), byWantedName);
    ImportedDesign imported;
    Design& design = imported.design;
    std::unordered_map<std::string, std::string> groupOfHost;
    for (const std::uint32_t n : adapterOrder) {
        if (hostOf[n].empty() || groupOfHost.count(hostOf[n]))
            continue;
        const std::string group = book.claim(hostOf[n], nodes[n].systemGuid != 0 ? nodes[n].systemGuid : nodes[n].guid);
        groupOfHost.emplace(hostOf[n], group);
        design.groups.push_back(GroupSpec { group, GroupKind::Node, {}, {} });
    }
    for (const std::uint32_t n : adapterOrder)
        names[n] = book.claim(wanted[n], nodes[n].guid);

    // LIDs: unique in the subnet. An adapter keeps its first cabled port's LID.
    std::unordered_map<std::uint16_t, std::uint32_t> lidHolder;
    std::vector<std::uint16_t> lidOf(nodeCount, 0);
    std::size_t extraLids = 0;
    for (std::uint32_t n = 0; n < nodeCount; ++n) {
        const IbNodeRecord& node = nodes[n];
        if (inSwitch(node))
            continue;
        int line = node.line;
        if (node.isSwitch) {
            lidOf[n] = node.lid;
        } else {
            const IbPortRecord* first = nullptr;
            for (const IbPortRecord& port : node.ports)
                if (port.localLid != 0 && (!first || port.port < first->port))
                    first = &port;
            if (first) {
                lidOf[n] = first->localLid;
                line = first->line;
                for (const IbPortRecord& port : node.ports)
                    extraLids += port.localLid != 0 && port.localLid != first->localLid ? 1 : 0;
            }
        }
        if (lidOf[n] == 0)
            continue;
        const auto [it, fresh] = lidHolder.emplace(lidOf[n], n);
        if (!fresh)
            failAt(origin, line, 1,
                "LID " + std::to_string(lidOf[n]) + " is already " + dumpId(nodes[it->second]) + "'s (line "
                    + std::to_string(nodes[it->second].line) + ")");
    }

    std::size_t perRole[4] = { 0, 0, 0, 0 };
    design.nodes.reserve(nodeCount);
    for (const std::uint32_t n : switchOrder) {
        const IbNodeRecord& node = nodes[n];
        NodeSpec spec;
        spec.name = names[n];
        spec.kind = NodeKind::IbSwitch;
        spec.role = hops[n] < 0 ? SwitchRole::None
            : hops[n] == 0      ? SwitchRole::Leaf
            : hops[n] == 1      ? SwitchRole::Spine
                                : SwitchRole::Core;
        ++perRole[static_cast<int>(spec.role)];
        spec.network = Network::Compute;
        spec.model = switchModel(node.description);
        spec.ports = node.portCount;
        if (lidOf[n] != 0)
            spec.lid = lidOf[n];
        spec.guid = node.guid;
        design.nodes.push_back(std::move(spec));
    }
    for (const std::uint32_t n : adapterOrder) {
        const IbNodeRecord& node = nodes[n];
        NodeSpec spec;
        spec.name = names[n];
        spec.kind = NodeKind::Nic;
        spec.network = Network::Compute;
        spec.model = adapterModel(node.deviceId, node.portCount);
        spec.ports = node.portCount;
        if (!hostOf[n].empty())
            spec.group = groupOfHost.at(hostOf[n]);
        if (lidOf[n] != 0)
            spec.lid = lidOf[n];
        spec.guid = node.guid;
        imported.adapterSystemGuids.emplace(spec.name, node.systemGuid != 0 ? node.systemGuid : node.guid);
        design.nodes.push_back(std::move(spec));
    }
    design.links.reserve(cables.size());
    std::size_t oneEnded = 0;
    for (const Cable& cable : cables) {
        LinkSpec link;
        link.a = PortRef { names[cable.a], cable.portA };
        link.b = PortRef { names[cable.b], cable.portB };
        link.tier = LinkTier::InfiniBand;
        link.bytesPerSecPerDirection = cable.bytesPerSecPerDirection;
        if (cable.width != 4)
            link.lanes = cable.width;
        oneEnded += cable.bothEnds ? 0 : 1;
        design.links.push_back(std::move(link));
    }

    notes.push_back("switch tiers derived from hops to the hosts' adapters: " + plural(perRole[1], "leaf", "leaves")
        + ", " + plural(perRole[2], "spine", "spines") + ", " + plural(perRole[3], "core", "cores"));
    if (perRole[0] > 0)
        notes.push_back(plural(perRole[0], "switch reaches", "switches reach") + " no host's adapter and "
            + (perRole[0] == 1 ? "has" : "have") + " no tier");
    if (unnamedHosts > 0)
        notes.push_back(plural(unnamedHosts, "adapter's description names", "adapters' descriptions name")
            + " no host; each is in a host named after its system image GUID");
    if (inSwitchAdapters > 0)
        notes.push_back(plural(inSwitchAdapters, "adapter sits", "adapters sit")
            + " inside a switch (SHARP aggregation nodes, with their switch's system image GUID): the switch's "
              "in-network "
              "reduction, not a host's adapter, so left out with the internal cable");
    if (rateMismatches > 0)
        notes.push_back(plural(rateMismatches, "cable's two ends report", "cables' two ends report")
            + " different widths or speeds (first: " + firstRateMismatch + "); the slower is kept");
    if (loopbacks > 0)
        notes.push_back(plural(loopbacks, "cable joins", "cables join")
            + " two ports of the same switch; a design link needs two devices, so "
            + (loopbacks == 1 ? "it is" : "they are") + " left out");
    if (oneEnded > 0)
        notes.push_back(plural(oneEnded, "cable is", "cables are") + " listed from one end only");
    if (extraLids > 0)
        notes.push_back(plural(extraLids, "adapter port has", "adapter ports have")
            + " a LID of its own; a device keeps one LID, its first port's");
    notes.push_back("the dump gives no cable lengths: links have no latency of their own");
    imported.notes = std::move(notes);
    return imported;
}

} // namespace scalescope

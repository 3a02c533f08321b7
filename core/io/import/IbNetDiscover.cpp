#include "io/import/IbNetDiscover.h"

#include "io/import/IbFabric.h"
#include "io/import/IbLineCursor.h"
#include "model/InputError.h"
#include "model/Localized.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <filesystem>
#include <optional>
#include <string>

// The format, as ibnetdiscover (infiniband-diags) writes it: blocks of attribute lines
// (vendid=, devid=, sysimgguid=, switchguid= or caguid=), a node header, and one line per
// connected port:
//
//   Switch  24 "S-005442ba00003080"  # "ISR9024 Voltaire" base port 0 lid 6 lmc 0
//   [22]    "H-0008f10403961354"[1](8f10403961355)  # "MT23108 InfiniHost" lid 4 4xSDR
//   Ca      2 "H-0008f10403960558"  # "dgx-123 HCA-1"
//   [2](8f1040396055a)  "S-005442ba00003080"[8]  # lid 14 lmc 1 "ISR9024 Voltaire" lid 6 4xSDR
//
// A switch's port line gives the far end's LID; an adapter's gives its own ("lid 14 lmc 1")
// before the far end's description. Comments start with '#' at the start of a line.

namespace scalescope {
namespace {

struct LaneSpeed {
    std::string_view name;
    double gigabitsPerSecPerLane; // data rate after line encoding
};

// Data rate of one lane after encoding (InfiniBand Architecture Specification vol. 2, physical
// layer): SDR, DDR and QDR signal at 2.5, 5 and 10 GBd with 8b/10b encoding, so carry 2, 4 and
// 8 Gb/s; FDR10 (10.3125 GBd) and FDR (14.0625 GBd) use 64b/66b: 10 and 14.0625 * 64/66 =
// 13.64 Gb/s; EDR 25.78125 GBd with 64b/66b: 25 Gb/s. HDR, NDR and XDR lanes carry 50, 100 and
// 200 Gb/s: a 4x port is 200, 400 and 800 Gb/s (QM8700, QM9700 and Q3400 datasheets).
constexpr std::array<LaneSpeed, 9> kLaneSpeeds { {
    { "SDR", 2.0 },
    { "DDR", 4.0 },
    { "QDR", 8.0 },
    { "FDR10", 10.0 },
    { "FDR", 14.0625 * 64.0 / 66.0 },
    { "EDR", 25.0 },
    { "HDR", 50.0 },
    { "NDR", 100.0 },
    { "XDR", 200.0 },
} };

constexpr int kMaxPortNumber = 254; // the highest port number a switch or adapter can have
constexpr std::uint64_t kMaxUnicastLid = 0xBFFF;

// "S-005442ba00003080" (switch), "H-..." (adapter); routers ("R-") are not modelled.
void readNodeId(IbLineCursor& cursor, char& kind, std::uint64_t& guid)
{
    const int column = cursor.column();
    const std::string_view id
        = cursor.quoted(QT_TRANSLATE_NOOP("scalescope-core", "a node id like \"S-0002c903007b78b0\""));
    if (id.size() < 3 || id[1] != '-' || (id[0] != 'S' && id[0] != 'H' && id[0] != 'R'))
        cursor.failAt(column,
            localized(QT_TRANSLATE_NOOP("scalescope-core",
                          "expected a node id like \"S-0002c903007b78b0\" or \"H-...\", found \"%1\""),
                { id.substr(0, 40) }));
    if (id[0] == 'R')
        cursor.failAt(
            column, localized(QT_TRANSLATE_NOOP("scalescope-core", "routers (\"R-\" nodes) are not supported")));
    std::uint64_t value = 0;
    const auto [end, error] = std::from_chars(id.data() + 2, id.data() + id.size(), value, 16);
    if (end != id.data() + id.size() || error != std::errc() || id.size() > 18)
        cursor.failAt(column,
            localized(
                QT_TRANSLATE_NOOP("scalescope-core", "\"%1\" does not end in a GUID of at most 16 hexadecimal digits"),
                { id.substr(0, 40) }));
    // GUID 0 is InfiniBand's invalid GUID (no node has it); here it would also read as "no GUID".
    if (value == 0)
        cursor.failAt(column,
            localized(QT_TRANSLATE_NOOP(
                          "scalescope-core", "\"%1\": GUID 0 is reserved as invalid; a node has a GUID of its own"),
                { id }));
    kind = id[0];
    guid = value;
}

// "4xHDR": lanes and speed.
void readRate(IbLineCursor& cursor, IbPortRecord& port)
{
    const int column = cursor.column();
    const std::string_view text = cursor.word();
    const std::size_t x = text.find('x');
    int width = 0;
    const bool widthRead = x != std::string_view::npos && x > 0
        && std::from_chars(text.data(), text.data() + x, width).ptr == text.data() + x;
    if (!widthRead || (width != 1 && width != 2 && width != 4 && width != 8 && width != 12))
        cursor.failAt(column,
            localized(QT_TRANSLATE_NOOP("scalescope-core",
                          "expected a link width and speed like 4xHDR (1x, 2x, 4x, 8x or 12x), found \"%1\""),
                { text.substr(0, 24) }));
    const std::string_view speed = text.substr(x + 1);
    for (const LaneSpeed& lane : kLaneSpeeds)
        if (lane.name == speed) {
            port.width = width;
            port.bytesPerSecPerDirection = width * bytesPerSecFromGbps(lane.gigabitsPerSecPerLane);
            port.rateText = std::string(text);
            return;
        }
    cursor.failAt(column + static_cast<int>(x) + 1,
        localized(QT_TRANSLATE_NOOP("scalescope-core",
                      "unknown speed \"%1\" (expected SDR, DDR, QDR, FDR10, FDR, EDR, HDR, NDR or XDR)"),
            { speed.substr(0, 24) }));
}

std::uint16_t readLid(IbLineCursor& cursor)
{
    const int column = cursor.column();
    const std::uint64_t lid = cursor.decimal(0xFFFF, QT_TRANSLATE_NOOP("scalescope-core", "a LID"));
    if (lid > kMaxUnicastLid)
        cursor.failAt(column,
            localized(QT_TRANSLATE_NOOP("scalescope-core", "LID %1 is outside the unicast range 1..49151"),
                { std::to_string(lid) }));
    return static_cast<std::uint16_t>(lid);
}

// After a port number: the faceplate number chassis dumps add ("[ext 3]") and the port's GUID
// ("(0002c90300a1b2c3)"), both optional and not kept.
void skipPortExtras(IbLineCursor& cursor)
{
    if (cursor.consume("[ext ")) {
        cursor.decimal(kMaxPortNumber, QT_TRANSLATE_NOOP("scalescope-core", "an external port number"));
        cursor.expect(']', "']'");
    }
    if (cursor.consume("(")) {
        cursor.hex(QT_TRANSLATE_NOOP("scalescope-core", "a port GUID"));
        cursor.expect(')', QT_TRANSLATE_NOOP("scalescope-core", "')' after the port GUID"));
    }
}

// [port](own port GUID)? "far-end id"[port](far port GUID)? # (lid L lmc M)? "far desc" lid L 4xHDR
IbPortRecord readPortLine(IbLineCursor& cursor, const IbNodeRecord& node)
{
    IbPortRecord port;
    cursor.expect('[', QT_TRANSLATE_NOOP("scalescope-core", "'[' and a port number"));
    const int portColumn = cursor.column();
    port.port = static_cast<int>(cursor.decimal(kMaxPortNumber, QT_TRANSLATE_NOOP("scalescope-core", "a port number")));
    if (port.port < 1 || port.port > node.portCount)
        cursor.failAt(portColumn,
            localized(QT_TRANSLATE_NOOP("scalescope-core", "port %1 is outside the node's ports 1..%2"),
                { std::to_string(port.port), std::to_string(node.portCount) }));
    cursor.expect(']', QT_TRANSLATE_NOOP("scalescope-core", "']' after the port number"));
    skipPortExtras(cursor);
    cursor.skipSpace();
    port.remoteColumn = cursor.column();
    readNodeId(cursor, port.remoteKind, port.remoteGuid);
    cursor.expect('[', QT_TRANSLATE_NOOP("scalescope-core", "'[' and the far end's port number"));
    port.remotePort
        = static_cast<int>(cursor.decimal(kMaxPortNumber, QT_TRANSLATE_NOOP("scalescope-core", "a port number")));
    cursor.expect(']', QT_TRANSLATE_NOOP("scalescope-core", "']' after the port number"));
    skipPortExtras(cursor);
    cursor.skipSpace();
    cursor.expect('#', QT_TRANSLATE_NOOP("scalescope-core", "'#' and the far end's description"));
    cursor.skipSpace();
    if (cursor.consume("lid")) {
        cursor.skipSpace();
        port.localLid = readLid(cursor);
        cursor.skipSpace();
        if (!cursor.consume("lmc"))
            cursor.fail(localized(QT_TRANSLATE_NOOP("scalescope-core", "expected \"lmc\" after the port's LID")));
        cursor.skipSpace();
        cursor.decimal(7, QT_TRANSLATE_NOOP("scalescope-core", "an LMC (0..7)"));
        cursor.skipSpace();
    }
    cursor.quoted(QT_TRANSLATE_NOOP("scalescope-core", "far end's description"));
    cursor.skipSpace();
    if (!cursor.consume("lid"))
        cursor.fail(localized(QT_TRANSLATE_NOOP("scalescope-core", "expected \"lid\" and the far end's LID")));
    cursor.skipSpace();
    readLid(cursor);
    cursor.skipSpace();
    readRate(cursor, port);
    return port;
}

// Switch 41 "S-..." # "desc" enhanced port 0 lid 13 lmc 0     or     Ca 2 "H-..." # "desc"
IbNodeRecord readHeader(IbLineCursor& cursor, bool isSwitch)
{
    IbNodeRecord node;
    node.isSwitch = isSwitch;
    cursor.skipSpace();
    const int countColumn = cursor.column();
    node.portCount
        = static_cast<int>(cursor.decimal(kMaxPortNumber, QT_TRANSLATE_NOOP("scalescope-core", "the number of ports")));
    if (node.portCount < 1)
        cursor.failAt(countColumn, localized(QT_TRANSLATE_NOOP("scalescope-core", "a node has at least one port")));
    cursor.skipSpace();
    const int idColumn = cursor.column();
    char kind = 0;
    readNodeId(cursor, kind, node.guid);
    if (kind != (isSwitch ? 'S' : 'H'))
        cursor.failAt(idColumn,
            localized(isSwitch ? QT_TRANSLATE_NOOP("scalescope-core", "a switch's id starts with \"S-\"")
                               : QT_TRANSLATE_NOOP("scalescope-core", "an adapter's id starts with \"H-\"")));
    cursor.skipSpace();
    cursor.expect('#', QT_TRANSLATE_NOOP("scalescope-core", "'#' and the node's description"));
    cursor.skipSpace();
    const int descriptionColumn = cursor.column();
    node.description = std::string(cursor.quoted(QT_TRANSLATE_NOOP("scalescope-core", "node description")));
    // Descriptions name hosts and switches: text, as the drivers write them.
    for (std::size_t i = 0; i < node.description.size(); ++i) {
        const auto byte = static_cast<unsigned char>(node.description[i]);
        if (byte < 0x20 || byte >= 0x7f)
            cursor.failAt(descriptionColumn + 1 + static_cast<int>(i),
                localized(QT_TRANSLATE_NOOP("scalescope-core", "a node description of printable ASCII text")));
    }
    if (!isSwitch)
        return node;
    // "enhanced port 0 lid 13 lmc 0" or "base port 0 lid 6 lmc 0": the switch's LID is port 0's.
    for (cursor.skipSpace(); !cursor.atEnd(); cursor.skipSpace()) {
        if (cursor.consume("lid")) {
            cursor.skipSpace();
            node.lid = readLid(cursor);
            return node;
        }
        cursor.word();
    }
    cursor.fail(
        localized(QT_TRANSLATE_NOOP("scalescope-core", "expected \"lid\" and the switch's LID after its description")));
}

struct PendingAttributes {
    std::uint64_t systemGuid = 0;
    std::uint32_t deviceId = 0;
    std::optional<std::uint64_t> nodeGuid; // switchguid= or caguid=
    bool nodeGuidIsSwitch = false;
};

// A Switch or Ca header, with the attribute lines above it (`pending`) that belong to it.
void readNodeLine(IbLineCursor& cursor, std::string_view rest, int lineNumber, std::vector<IbNodeRecord>& nodes,
    PendingAttributes& pending)
{
    const bool isSwitch = rest.starts_with("Switch");
    if (!cursor.atEnd() && !isIbDumpBlank(cursor.rest().front()))
        cursor.fail(localized(QT_TRANSLATE_NOOP("scalescope-core", "expected a blank after \"Switch\" or \"Ca\"")));
    IbNodeRecord node = readHeader(cursor, isSwitch);
    node.line = lineNumber;
    if (pending.nodeGuid && (*pending.nodeGuid != node.guid || pending.nodeGuidIsSwitch != isSwitch))
        cursor.failAt(1,
            localized(QT_TRANSLATE_NOOP(
                "scalescope-core", "the header's GUID does not match the switchguid= or caguid= line above it")));
    node.systemGuid = pending.systemGuid;
    node.deviceId = pending.deviceId;
    nodes.push_back(std::move(node));
    pending = PendingAttributes {};
}

// One line of the dump: nothing (blank, a comment, a chassis title), a port line of the last
// node, an attribute of the next, or a node's header.
void readDumpLine(IbLineCursor& cursor, int lineNumber, std::vector<IbNodeRecord>& nodes, PendingAttributes& pending)
{
    cursor.skipSpace();
    const std::string_view rest = cursor.rest();
    if (rest.empty() || rest.front() == '#' || rest == "Non-Chassis Nodes" || rest.starts_with("Chassis "))
        return;
    if (rest.front() == '[') {
        if (nodes.empty())
            cursor.fail(localized(QT_TRANSLATE_NOOP("scalescope-core", "a port line before any Switch or Ca header")));
        nodes.back().ports.push_back(readPortLine(cursor, nodes.back()));
        nodes.back().ports.back().line = lineNumber;
        return;
    }
    if (cursor.consume("vendid=")) {
        cursor.hex(QT_TRANSLATE_NOOP("scalescope-core", "a vendor id"));
    } else if (cursor.consume("devid=")) {
        pending.deviceId = static_cast<std::uint32_t>(cursor.hex(QT_TRANSLATE_NOOP("scalescope-core", "a device id")));
    } else if (cursor.consume("sysimgguid=")) {
        pending.systemGuid = cursor.hex(QT_TRANSLATE_NOOP("scalescope-core", "a system image GUID"));
    } else if (cursor.consume("switchguid=") || cursor.consume("caguid=")) {
        pending.nodeGuidIsSwitch = rest.starts_with("switchguid=");
        pending.nodeGuid = cursor.hex(QT_TRANSLATE_NOOP("scalescope-core", "a node GUID"));
    } else if (cursor.consume("Switch") || cursor.consume("Ca")) {
        readNodeLine(cursor, rest, lineNumber, nodes, pending);
    } else if (rest.starts_with("Rt") && rest.size() > 2 && isIbDumpBlank(rest[2])) {
        cursor.fail(localized(QT_TRANSLATE_NOOP("scalescope-core", "routers (\"Rt\" nodes) are not supported")));
    } else {
        cursor.fail(localized(QT_TRANSLATE_NOOP("scalescope-core",
            "expected a Switch or Ca header, a port line \"[N] ...\", or an attribute "
            "(vendid=, devid=, sysimgguid=, switchguid=, caguid=)")));
    }
    // Attribute lines hold one value; a GUID may be followed by "(guid)".
    if (!cursor.atEnd() && cursor.rest().front() == '(') {
        cursor.consume("(");
        cursor.hex(QT_TRANSLATE_NOOP("scalescope-core", "a GUID"));
        cursor.expect(')', "')'");
    }
}

} // namespace

ImportedDesign readIbNetDiscover(std::string_view text, const std::string& origin)
{
    std::vector<IbNodeRecord> nodes;
    nodes.reserve(text.size() / 512);
    PendingAttributes pending;
    int lineNumber = 0;
    std::size_t start = 0;
    while (start < text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string_view::npos)
            end = text.size();
        std::string_view line = text.substr(start, end - start);
        start = end + 1;
        ++lineNumber;
        if (!line.empty() && line.back() == '\r')
            line.remove_suffix(1);
        if (lineNumber == 1 && line.starts_with("\xEF\xBB\xBF"))
            line.remove_prefix(3);
        IbLineCursor cursor(line, lineNumber, origin);
        readDumpLine(cursor, lineNumber, nodes, pending);
    }
    if (nodes.empty())
        throw InputError(origin,
            std::vector<Problem> { Problem { "", std::max(lineNumber, 1), 1,
                localized(QT_TRANSLATE_NOOP(
                    "scalescope-core", "no Switch or Ca in the file: not an ibnetdiscover topology")) } });
    ImportedDesign imported = buildIbFabric(std::move(nodes), origin);
    imported.design.name = std::filesystem::path(origin).stem().string();
    imported.design.description = "InfiniBand fabric from an ibnetdiscover dump";
    return imported;
}

} // namespace scalescope

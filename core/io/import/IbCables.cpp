#include "io/import/IbCables.h"

#include "io/import/IbNames.h"
#include "model/InputError.h"
#include "model/Localized.h"

namespace scalescope::ib {
namespace {

std::uint32_t endKey(std::uint32_t node, int port)
{
    return node << 8 | static_cast<std::uint32_t>(port);
}

} // namespace

CableList::CableList(const std::vector<IbNodeRecord>& nodes, const std::string& origin)
    : m_nodes(nodes)
    , m_origin(origin)
{
    indexNodes();
    for (std::uint32_t n = 0; n < m_nodes.size(); ++n)
        for (const IbPortRecord& port : m_nodes[n].ports)
            addCable(n, port);
}

void CableList::fail(int line, int column, const std::string& message) const
{
    throw InputError(m_origin, std::vector<Problem> { Problem { "", line, column, message } });
}

void CableList::indexNodes()
{
    m_byGuid.reserve(static_cast<std::uint32_t>(m_nodes.size()));
    for (std::uint32_t n = 0; n < static_cast<std::uint32_t>(m_nodes.size()); ++n) {
        const auto [it, fresh] = m_byGuid.emplace(m_nodes[n].guid, n);
        if (!fresh)
            fail(m_nodes[n].line, 1,
                localized(
                    QT_TRANSLATE_NOOP("scalescope-core", "GUID 0x%1 is described a second time (first at line %2)"),
                    { hex16(m_nodes[n].guid), std::to_string(m_nodes[it->second].line) }));
        if (m_nodes[n].isSwitch && m_nodes[n].systemGuid != 0)
            m_switchBySystemGuid.emplace(m_nodes[n].systemGuid, n);
    }
}

bool CableList::inSwitch(const IbNodeRecord& node) const
{
    return !node.isSwitch && node.systemGuid != 0 && m_switchBySystemGuid.count(node.systemGuid) > 0;
}

// Every cable once: the first end listed creates it, the other end must agree with it.
void CableList::addCable(std::uint32_t n, const IbPortRecord& port)
{
    const std::uint32_t remote = farEnd(port);
    if (inSwitch(m_nodes[n]) || inSwitch(m_nodes[remote]))
        return;
    const std::uint32_t here = endKey(n, port.port), there = endKey(remote, port.remotePort);
    if (remote == n) {
        addLoopback(port, here, there);
        return;
    }
    if (const auto it = m_cableAt.find(here); it != m_cableAt.end()) {
        agreeWithFirstEnd(m_cables[it->second], n, remote, port);
        return;
    }
    if (const auto it = m_cableAt.find(there); it != m_cableAt.end()) {
        const Cable& cable = m_cables[it->second];
        const bool fromA = cable.a == remote;
        fail(port.line, port.remoteColumn,
            localized(QT_TRANSLATE_NOOP("scalescope-core",
                          "the two ends disagree: this line joins port %1 of %2 to %3[%4], which line %5 joins to "
                          "%6[%7]"),
                { std::to_string(port.port), dumpId(m_nodes[n]), remoteId(port), std::to_string(port.remotePort),
                    std::to_string(cable.line), dumpId(m_nodes[fromA ? cable.b : cable.a]),
                    std::to_string(fromA ? cable.portB : cable.portA) }));
    }
    const auto index = static_cast<std::uint32_t>(m_cables.size());
    m_cableAt.emplace(here, index);
    m_cableAt.emplace(there, index);
    m_cables.push_back(Cable {
        n, remote, port.port, port.remotePort, port.width, port.bytesPerSecPerDirection, port.line, false, &port });
}

std::string CableList::remoteId(const IbPortRecord& port)
{
    return std::string(1, port.remoteKind) + "-" + hex16(port.remoteGuid);
}

// The node a port's cable reaches, which the file must describe, on a port it has.
std::uint32_t CableList::farEnd(const IbPortRecord& port) const
{
    const auto found = m_byGuid.find(port.remoteGuid);
    if (found == m_byGuid.end() || m_nodes[found->second].isSwitch != (port.remoteKind == 'S'))
        fail(port.line, port.remoteColumn,
            localized(
                QT_TRANSLATE_NOOP("scalescope-core", "\"%1\" has no %2 block in the file (is the file cut short?)"),
                { remoteId(port), port.remoteKind == 'S' ? "Switch" : "Ca" }));
    const IbNodeRecord& far = m_nodes[found->second];
    if (port.remotePort < 1 || port.remotePort > far.portCount)
        fail(port.line, port.remoteColumn,
            localized(QT_TRANSLATE_NOOP("scalescope-core", "port %1 is outside %2's ports 1..%3"),
                { std::to_string(port.remotePort), remoteId(port), std::to_string(far.portCount) }));
    return found->second;
}

// A cable between two ports of one switch (a loopback): a design link needs two devices, so
// it is counted for the notes, once.
void CableList::addLoopback(const IbPortRecord& port, std::uint32_t here, std::uint32_t there)
{
    if (port.remotePort == port.port)
        fail(port.line, 1,
            localized(
                QT_TRANSLATE_NOOP("scalescope-core", "port %1 is cabled to itself"), { std::to_string(port.port) }));
    if (m_loopbackEnds.insert(here).second && m_loopbackEnds.insert(there).second)
        ++m_loopbacks;
}

// The second end of a cable: it must name the first end's port; of two rates the slower is kept.
void CableList::agreeWithFirstEnd(Cable& cable, std::uint32_t n, std::uint32_t remote, const IbPortRecord& port)
{
    if (cable.a == n)
        fail(port.line, 1,
            localized(QT_TRANSLATE_NOOP("scalescope-core", "port %1 is listed twice (also at line %2)"),
                { std::to_string(port.port), std::to_string(cable.line) }));
    if (cable.a != remote || cable.portA != port.remotePort)
        fail(port.line, port.remoteColumn,
            localized(QT_TRANSLATE_NOOP("scalescope-core",
                          "the two ends disagree: this line joins port %1 of %2 to %3[%4], line %5 joins it to %6[%7]"),
                { std::to_string(port.port), dumpId(m_nodes[n]), remoteId(port), std::to_string(port.remotePort),
                    std::to_string(cable.line), dumpId(m_nodes[cable.a]), std::to_string(cable.portA) }));
    cable.bothEnds = true;
    if (cable.bytesPerSecPerDirection == port.bytesPerSecPerDirection && cable.width == port.width)
        return;
    if (m_rateMismatches++ == 0)
        m_firstRateMismatch = localized(QT_TRANSLATE_NOOP("scalescope-core", "line %1 says %2, line %3 %4"),
            { std::to_string(cable.line), cable.firstEnd->rateText, std::to_string(port.line), port.rateText });
    if (port.bytesPerSecPerDirection < cable.bytesPerSecPerDirection) {
        cable.bytesPerSecPerDirection = port.bytesPerSecPerDirection;
        cable.width = port.width;
    }
}

} // namespace scalescope::ib

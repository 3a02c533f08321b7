#include "model/TopologyCheck.h"

#include "model/Localized.h"
#include "model/NameCheck.h"
#include "model/Names.h"
#include "model/Units.h"

#include <algorithm>
#include <tuple>
#include <unordered_set>

namespace scalescope {

namespace {

// A port of a node taken by a link (a link of several lanes takes as many ports).
struct PortUse {
    NodeId node;
    LinkTier tier;
    int port;
    LinkId link;
    bool operator<(const PortUse& other) const
    {
        return std::tie(node, tier, port, link) < std::tie(other.node, other.tier, other.port, other.link);
    }
};

// The problems found, up to `limit`.
class Report {
public:
    explicit Report(std::size_t limit)
        : m_limit(limit)
    {
    }
    void operator()(std::string message)
    {
        if (m_problems.size() < m_limit)
            m_problems.push_back(std::move(message));
    }
    std::vector<std::string> take() { return std::move(m_problems); }

private:
    std::size_t m_limit;
    std::vector<std::string> m_problems;
};

// Names valid and unique; groups and models that exist.
void checkNodes(const Topology& topology, Report& report)
{
    std::unordered_set<std::string_view> names;
    names.reserve(topology.nodes.size());
    for (const Node& node : topology.nodes) {
        if (node.name.empty() || node.name.find(':') != std::string::npos)
            report(localized(QT_TRANSLATE_NOOP("scalescope-core", "node name \"%1\" is empty or contains ':'"),
                { printableText(node.name, 40) }));
        else if (const auto problem = nameProblem(node.name))
            report(localized(QT_TRANSLATE_NOOP("scalescope-core", "node name \"%1\" %2"),
                { printableText(node.name, 40), *problem }));
        if (!names.insert(node.name).second)
            report(localized(QT_TRANSLATE_NOOP("scalescope-core", "node name \"%1\" is used twice"), { node.name }));
        if (node.group != kNoGroup
            && (node.group < 0 || static_cast<std::size_t>(node.group) >= topology.groups.size()))
            report(localized(
                QT_TRANSLATE_NOOP("scalescope-core", "node %1 is in a group that does not exist"), { node.name }));
        if (node.model >= topology.models.size())
            report(localized(
                QT_TRANSLATE_NOOP("scalescope-core", "node %1 has a model that does not exist"), { node.name }));
    }
}

// Names valid; following parents ends at the top within as many steps as there are groups.
void checkGroups(const Topology& topology, Report& report)
{
    for (std::size_t g = 0; g < topology.groups.size(); ++g) {
        if (const auto problem = nameProblem(topology.groups[g].name))
            report(localized(QT_TRANSLATE_NOOP("scalescope-core", "group name \"%1\" %2"),
                { printableText(topology.groups[g].name, 40), *problem }));
        GroupId at = static_cast<GroupId>(g);
        std::size_t steps = 0;
        while (at != kNoGroup && steps <= topology.groups.size()) {
            if (at < 0 || static_cast<std::size_t>(at) >= topology.groups.size()) {
                report(localized(QT_TRANSLATE_NOOP("scalescope-core", "group %1 has a parent that does not exist"),
                    { topology.groups[g].name }));
                break;
            }
            at = topology.groups[at].parent;
            ++steps;
        }
        if (steps > topology.groups.size())
            report(localized(
                QT_TRANSLATE_NOOP("scalescope-core", "group %1 is its own ancestor"), { topology.groups[g].name }));
    }
}

// One link whose ends exist: its rate, lanes, latency and ports; the ports it takes added to `uses`.
void checkLink(const Topology& topology, LinkId l, Report& report, std::vector<PortUse>& uses)
{
    const Link& link = topology.links[l];
    const Node& a = topology.nodes[link.a];
    const Node& b = topology.nodes[link.b];
    // Made only for a message (looked up in the user's language): not once per link of a large design.
    const auto label = [&] {
        return localized(QT_TRANSLATE_NOOP("scalescope-core", "link %1 (%2:%3 - %4:%5)"),
            { std::to_string(l), a.name, std::to_string(link.portA), b.name, std::to_string(link.portB) });
    };
    if (link.a == link.b)
        report(localized(QT_TRANSLATE_NOOP("scalescope-core", "%1 joins a node to itself"), { label() }));
    if (!(link.bytesPerSecPerDirection > 0))
        report(localized(QT_TRANSLATE_NOOP("scalescope-core", "%1 has no bandwidth"), { label() }));
    else if (!isLinkRateInRange(link.bytesPerSecPerDirection))
        report(localized(
            QT_TRANSLATE_NOOP("scalescope-core", "%1 has a bandwidth outside 1 Mb/s to 1 PB/s"), { label() }));
    if (link.lanes < 1)
        report(localized(QT_TRANSLATE_NOOP("scalescope-core", "%1 has no lanes"), { label() }));
    if (!(link.latencyNs >= 0))
        report(localized(QT_TRANSLATE_NOOP("scalescope-core", "%1 has a negative latency"), { label() }));
    const int span = portsSpanned(link);
    const int first = firstPortNumber(link.tier);
    for (const auto& [node, port] : { std::pair { &a, link.portA }, std::pair { &b, link.portB } }) {
        if (topology.primaryTierOf(*node) == link.tier && (port < first || port + span > first + node->portCount))
            report(localized(QT_TRANSLATE_NOOP("scalescope-core", "%1: port %2 is outside %3's %4 %5 ports"),
                { label(), std::to_string(port), node->name, std::to_string(node->portCount), toString(link.tier) }));
    }
    for (int p = 0; p < span; ++p) {
        uses.push_back(PortUse { link.a, link.tier, link.portA + p, l });
        uses.push_back(PortUse { link.b, link.tier, link.portB + p, l });
    }
}

// Every link checked, then no port of a node taken by two links.
void checkLinks(const Topology& topology, Report& report)
{
    std::vector<PortUse> uses;
    uses.reserve(topology.links.size() * 2);
    for (LinkId l = 0; l < topology.links.size(); ++l) {
        const Link& link = topology.links[l];
        if (link.a >= topology.nodes.size() || link.b >= topology.nodes.size())
            report(localized(QT_TRANSLATE_NOOP("scalescope-core", "link %1 joins a node that does not exist"),
                { std::to_string(l) }));
        else
            checkLink(topology, l, report, uses);
    }
    std::sort(uses.begin(), uses.end());
    for (std::size_t i = 1; i < uses.size(); ++i) {
        const PortUse& x = uses[i - 1];
        const PortUse& y = uses[i];
        if (x.node == y.node && x.tier == y.tier && x.port == y.port)
            report(localized(QT_TRANSLATE_NOOP("scalescope-core", "%1 %2 port %3 is used by links %4 and %5"),
                { topology.nodes[x.node].name, toString(x.tier), std::to_string(x.port), std::to_string(x.link),
                    std::to_string(y.link) }));
    }
}

} // namespace

std::vector<std::string> checkTopology(const Topology& topology, std::size_t limit)
{
    Report report(limit);
    checkNodes(topology, report);
    checkGroups(topology, report);
    checkLinks(topology, report);
    return report.take();
}

} // namespace scalescope

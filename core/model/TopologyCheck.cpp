#include "model/TopologyCheck.h"

#include "model/NameCheck.h"
#include "model/Names.h"
#include "model/Units.h"

#include <algorithm>
#include <tuple>
#include <unordered_set>

namespace scalescope {

std::vector<std::string> checkTopology(const Topology& topology, std::size_t limit)
{
    std::vector<std::string> problems;
    auto report = [&](std::string message) {
        if (problems.size() < limit)
            problems.push_back(std::move(message));
    };
    const auto nodeCount = topology.nodes.size();
    std::unordered_set<std::string_view> names;
    names.reserve(nodeCount);
    for (const Node& node : topology.nodes) {
        if (node.name.empty() || node.name.find(':') != std::string::npos)
            report("node name \"" + printableText(node.name, 40) + "\" is empty or contains ':'");
        else if (const auto problem = nameProblem(node.name))
            report("node name \"" + printableText(node.name, 40) + "\" " + *problem);
        if (!names.insert(node.name).second)
            report("node name \"" + node.name + "\" is used twice");
        if (node.group != kNoGroup
            && (node.group < 0 || static_cast<std::size_t>(node.group) >= topology.groups.size()))
            report("node " + node.name + " is in a group that does not exist");
        if (node.model >= topology.models.size())
            report("node " + node.name + " has a model that does not exist");
    }
    for (std::size_t g = 0; g < topology.groups.size(); ++g) {
        if (const auto problem = nameProblem(topology.groups[g].name))
            report("group name \"" + printableText(topology.groups[g].name, 40) + "\" " + *problem);
        // Following parents must end at the top within as many steps as there are groups.
        GroupId at = static_cast<GroupId>(g);
        std::size_t steps = 0;
        while (at != kNoGroup && steps <= topology.groups.size()) {
            if (at < 0 || static_cast<std::size_t>(at) >= topology.groups.size()) {
                report("group " + topology.groups[g].name + " has a parent that does not exist");
                break;
            }
            at = topology.groups[at].parent;
            ++steps;
        }
        if (steps > topology.groups.size())
            report("group " + topology.groups[g].name + " is its own ancestor");
    }
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
    std::vector<PortUse> uses;
    uses.reserve(topology.links.size() * 2);
    for (LinkId l = 0; l < topology.links.size(); ++l) {
        const Link& link = topology.links[l];
        const std::string id = "link " + std::to_string(l);
        if (link.a >= nodeCount || link.b >= nodeCount) {
            report(id + " joins a node that does not exist");
            continue;
        }
        const Node& a = topology.nodes[link.a];
        const Node& b = topology.nodes[link.b];
        const std::string label = id + " (" + a.name + ":" + std::to_string(link.portA) + " - " + b.name + ":"
            + std::to_string(link.portB) + ")";
        if (link.a == link.b)
            report(label + " joins a node to itself");
        if (!(link.bytesPerSecPerDirection > 0))
            report(label + " has no bandwidth");
        else if (!isLinkRateInRange(link.bytesPerSecPerDirection))
            report(label + " has a bandwidth outside 1 Mb/s to 1 PB/s");
        if (link.lanes < 1)
            report(label + " has no lanes");
        if (!(link.latencyNs >= 0))
            report(label + " has a negative latency");
        const int span = portsSpanned(link);
        const int first = firstPortNumber(link.tier);
        for (const auto& [node, port] : { std::pair { &a, link.portA }, std::pair { &b, link.portB } }) {
            if (topology.primaryTierOf(*node) == link.tier && (port < first || port + span > first + node->portCount))
                report(label + ": port " + std::to_string(port) + " is outside " + node->name + "'s "
                    + std::to_string(node->portCount) + " " + std::string(toString(link.tier)) + " ports");
        }
        for (int p = 0; p < span; ++p) {
            uses.push_back(PortUse { link.a, link.tier, link.portA + p, l });
            uses.push_back(PortUse { link.b, link.tier, link.portB + p, l });
        }
    }
    std::sort(uses.begin(), uses.end());
    for (std::size_t i = 1; i < uses.size(); ++i) {
        const PortUse& x = uses[i - 1];
        const PortUse& y = uses[i];
        if (x.node == y.node && x.tier == y.tier && x.port == y.port)
            report(topology.nodes[x.node].name + " " + std::string(toString(x.tier)) + " port " + std::to_string(x.port)
                + " is used by links " + std::to_string(x.link) + " and " + std::to_string(y.link));
    }
    return problems;
}

} // namespace scalescope

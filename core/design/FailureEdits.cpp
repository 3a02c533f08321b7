#include "design/FailureEdits.h"

#include "model/RateProblem.h"

#include <algorithm>
#include <cstdio>
#include <map>
#include <stdexcept>

namespace scalescope {
namespace {

std::string deviceKindWords(const Node& node)
{
    switch (node.role) {
    case SwitchRole::Leaf:
        return "leaf switch";
    case SwitchRole::Spine:
        return "spine switch";
    case SwitchRole::Core:
        return "core switch";
    case SwitchRole::None:
        break;
    }
    switch (node.kind) {
    case NodeKind::Gpu:
        return "GPU";
    case NodeKind::Cpu:
        return "CPU";
    case NodeKind::NvSwitch:
        return "NVSwitch chip";
    case NodeKind::PcieSwitch:
        return "PCIe switch";
    case NodeKind::Nic:
        return "NIC";
    case NodeKind::IbSwitch:
        return "InfiniBand switch";
    case NodeKind::EthSwitch:
        return "Ethernet switch";
    case NodeKind::Storage:
        return "storage server";
    }
    return "device";
}

std::string groupKindWords(GroupKind kind)
{
    switch (kind) {
    case GroupKind::Rack:
        return "rack";
    case GroupKind::Node:
        return "node";
    case GroupKind::SwitchTray:
        return "switch tray";
    }
    return "group";
}

std::string plural(int count, const std::string& kind)
{
    const bool sibilant = kind.ends_with("ch") || kind.ends_with("sh") || kind.ends_with("s");
    return kind + (count == 1 ? "" : sibilant ? "es" : "s");
}

std::string counted(int count, const std::string& kind)
{
    return std::to_string(count) + " " + plural(count, kind);
}

// "1 spine switch, 2 links" for the kinds in the order first marked.
std::string countsText(const std::vector<std::pair<std::string, int>>& counts)
{
    std::string out;
    for (const auto& [kind, count] : counts)
        out += (out.empty() ? "" : ", ") + counted(count, kind);
    return out;
}

void countKind(std::vector<std::pair<std::string, int>>& counts, const std::string& kind)
{
    const auto found = std::find_if(counts.begin(), counts.end(), [&](const auto& c) { return c.first == kind; });
    if (found == counts.end())
        counts.emplace_back(kind, 1);
    else
        ++found->second;
}

} // namespace

std::string linkMarkTarget(const Topology& topology, LinkId link)
{
    const Link& l = topology.links.at(link);
    return topology.nodes[l.a].name + ":" + std::to_string(l.portA) + "--" + topology.nodes[l.b].name + ":"
        + std::to_string(l.portB);
}

FailureScenario withMark(FailureScenario scenario, FailureMark mark)
{
    auto& marks = scenario.marks;
    const auto same = std::find_if(marks.begin(), marks.end(), [&](const auto& m) { return m.target == mark.target; });
    if (same == marks.end())
        marks.push_back(std::move(mark));
    else
        *same = std::move(mark);
    return scenario;
}

FailureScenario withoutMark(FailureScenario scenario, const std::string& target)
{
    std::erase_if(scenario.marks, [&](const FailureMark& m) { return m.target == target; });
    return scenario;
}

const FailureMark* findMark(const FailureScenario& scenario, const std::string& target)
{
    const auto& marks = scenario.marks;
    const auto found = std::find_if(marks.begin(), marks.end(), [&](const auto& m) { return m.target == target; });
    return found == marks.end() ? nullptr : &*found;
}

const FailureMark* markOfDevice(const Topology& topology, const FailureScenario& scenario, NodeId node)
{
    if (node >= topology.nodes.size())
        return nullptr;
    if (const FailureMark* own = findMark(scenario, topology.nodes[node].name))
        return own;
    for (GroupId g = topology.nodes[node].group; g != kNoGroup; g = topology.groups[g].parent)
        if (const FailureMark* mark = findMark(scenario, topology.groups[g].name))
            return mark;
    return nullptr;
}

const FailureMark* markOfLink(const Topology& topology, const FailureScenario& scenario, LinkId link)
{
    if (link >= topology.links.size())
        return nullptr;
    const Link& l = topology.links[link];
    const std::string& a = topology.nodes[l.a].name;
    const std::string& b = topology.nodes[l.b].name;
    for (const FailureMark& mark : scenario.marks) {
        const auto ends = parseLinkMarkEnds(mark.target);
        if (!ends || topology.findNode(mark.target) || topology.findGroup(mark.target))
            continue;
        const bool forward
            = ends->a == a && ends->b == b && (ends->portA < 0 || (ends->portA == l.portA && ends->portB == l.portB));
        const bool backward
            = ends->a == b && ends->b == a && (ends->portA < 0 || (ends->portA == l.portB && ends->portB == l.portA));
        if (forward || backward)
            return &mark;
    }
    return nullptr;
}

FailureMark degradedMark(const std::string& target, const std::string& text)
{
    FailureMark mark { target, FailureState::Degraded, std::nullopt, std::nullopt };
    int lanes = 0;
    char rest[16] = {};
    if (std::sscanf(text.c_str(), "%d %15s", &lanes, rest) == 2
        && (std::string(rest) == "lanes" || std::string(rest) == "lane")) {
        if (lanes < 1 || lanes > 255)
            throw std::invalid_argument("a degraded link keeps 1 to 255 lanes, not " + std::to_string(lanes));
        mark.lanes = lanes;
        return mark;
    }
    if (const std::string problem = rateProblem(text); !problem.empty())
        throw std::invalid_argument(problem + " (or type the lanes left, such as \"2 lanes\")");
    mark.bytesPerSecPerDirection = parseRate(text);
    return mark;
}

std::string markedKind(const Topology& topology, const FailureMark& mark)
{
    if (const auto node = topology.findNode(mark.target))
        return deviceKindWords(topology.nodes[*node]);
    if (const auto group = topology.findGroup(mark.target))
        return groupKindWords(topology.groups[*group].kind);
    return "link";
}

std::string describeMarks(const Topology& topology, const FailureScenario& scenario)
{
    std::vector<std::pair<std::string, int>> failed, degraded;
    int failedCount = 0, degradedCount = 0;
    for (const FailureMark& mark : scenario.marks) {
        const bool isFailed = mark.state == FailureState::Failed;
        countKind(isFailed ? failed : degraded, markedKind(topology, mark));
        ++(isFailed ? failedCount : degradedCount);
    }
    std::string out;
    if (failedCount > 0)
        out = std::to_string(failedCount) + " failed: " + countsText(failed);
    if (degradedCount > 0) {
        // "1 degraded link" reads better than "1 degraded: 1 link" when all are of one kind.
        const std::string text = degraded.size() == 1
            ? std::to_string(degradedCount) + " degraded " + plural(degradedCount, degraded[0].first)
            : std::to_string(degradedCount) + " degraded: " + countsText(degraded);
        out += (out.empty() ? "" : "; ") + text;
    }
    return out.empty() ? "no marks" : out;
}

} // namespace scalescope

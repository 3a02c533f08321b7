#include "design/FailureEdits.h"

#include "model/Localized.h"
#include "model/Names.h"
#include "model/RateProblem.h"

#include <algorithm>
#include <cstdio>
#include <map>
#include <stdexcept>

namespace scalescope {
namespace {

// The words for a kind of marked part, each marked for translation: alone ("spine switch", for a
// mark's kind), in plural, and counted ("1 spine switch", "2 spine switches"), so that a language
// with counting words (1 台脊交换机) writes its own.
struct KindWords {
    const char* one;
    const char* many;
    const char* countedOne;
    const char* countedMany;
};

const KindWords kLeafSwitch { QT_TRANSLATE_NOOP("scalescope-core", "leaf switch"),
    QT_TRANSLATE_NOOP("scalescope-core", "leaf switches"), QT_TRANSLATE_NOOP("scalescope-core", "%1 leaf switch"),
    QT_TRANSLATE_NOOP("scalescope-core", "%1 leaf switches") };
const KindWords kSpineSwitch { QT_TRANSLATE_NOOP("scalescope-core", "spine switch"),
    QT_TRANSLATE_NOOP("scalescope-core", "spine switches"), QT_TRANSLATE_NOOP("scalescope-core", "%1 spine switch"),
    QT_TRANSLATE_NOOP("scalescope-core", "%1 spine switches") };
const KindWords kCoreSwitch { QT_TRANSLATE_NOOP("scalescope-core", "core switch"),
    QT_TRANSLATE_NOOP("scalescope-core", "core switches"), QT_TRANSLATE_NOOP("scalescope-core", "%1 core switch"),
    QT_TRANSLATE_NOOP("scalescope-core", "%1 core switches") };
const KindWords kGpu { QT_TRANSLATE_NOOP("scalescope-core", "GPU"), QT_TRANSLATE_NOOP("scalescope-core", "GPUs"),
    QT_TRANSLATE_NOOP("scalescope-core", "%1 GPU"), QT_TRANSLATE_NOOP("scalescope-core", "%1 GPUs") };
const KindWords kCpu { QT_TRANSLATE_NOOP("scalescope-core", "CPU"), QT_TRANSLATE_NOOP("scalescope-core", "CPUs"),
    QT_TRANSLATE_NOOP("scalescope-core", "%1 CPU"), QT_TRANSLATE_NOOP("scalescope-core", "%1 CPUs") };
const KindWords kNvSwitch { QT_TRANSLATE_NOOP("scalescope-core", "NVSwitch chip"),
    QT_TRANSLATE_NOOP("scalescope-core", "NVSwitch chips"), QT_TRANSLATE_NOOP("scalescope-core", "%1 NVSwitch chip"),
    QT_TRANSLATE_NOOP("scalescope-core", "%1 NVSwitch chips") };
const KindWords kPcieSwitch { QT_TRANSLATE_NOOP("scalescope-core", "PCIe switch"),
    QT_TRANSLATE_NOOP("scalescope-core", "PCIe switches"), QT_TRANSLATE_NOOP("scalescope-core", "%1 PCIe switch"),
    QT_TRANSLATE_NOOP("scalescope-core", "%1 PCIe switches") };
const KindWords kNic { QT_TRANSLATE_NOOP("scalescope-core", "NIC"), QT_TRANSLATE_NOOP("scalescope-core", "NICs"),
    QT_TRANSLATE_NOOP("scalescope-core", "%1 NIC"), QT_TRANSLATE_NOOP("scalescope-core", "%1 NICs") };
const KindWords kIbSwitch { QT_TRANSLATE_NOOP("scalescope-core", "InfiniBand switch"),
    QT_TRANSLATE_NOOP("scalescope-core", "InfiniBand switches"),
    QT_TRANSLATE_NOOP("scalescope-core", "%1 InfiniBand switch"),
    QT_TRANSLATE_NOOP("scalescope-core", "%1 InfiniBand switches") };
const KindWords kEthSwitch { QT_TRANSLATE_NOOP("scalescope-core", "Ethernet switch"),
    QT_TRANSLATE_NOOP("scalescope-core", "Ethernet switches"),
    QT_TRANSLATE_NOOP("scalescope-core", "%1 Ethernet switch"),
    QT_TRANSLATE_NOOP("scalescope-core", "%1 Ethernet switches") };
const KindWords kStorage { QT_TRANSLATE_NOOP("scalescope-core", "storage server"),
    QT_TRANSLATE_NOOP("scalescope-core", "storage servers"), QT_TRANSLATE_NOOP("scalescope-core", "%1 storage server"),
    QT_TRANSLATE_NOOP("scalescope-core", "%1 storage servers") };
const KindWords kDevice { QT_TRANSLATE_NOOP("scalescope-core", "device"),
    QT_TRANSLATE_NOOP("scalescope-core", "devices"), QT_TRANSLATE_NOOP("scalescope-core", "%1 device"),
    QT_TRANSLATE_NOOP("scalescope-core", "%1 devices") };
const KindWords kRack { QT_TRANSLATE_NOOP("scalescope-core", "rack"), QT_TRANSLATE_NOOP("scalescope-core", "racks"),
    QT_TRANSLATE_NOOP("scalescope-core", "%1 rack"), QT_TRANSLATE_NOOP("scalescope-core", "%1 racks") };
const KindWords kNode { QT_TRANSLATE_NOOP("scalescope-core", "node"), QT_TRANSLATE_NOOP("scalescope-core", "nodes"),
    QT_TRANSLATE_NOOP("scalescope-core", "%1 node"), QT_TRANSLATE_NOOP("scalescope-core", "%1 nodes") };
const KindWords kSwitchTray { QT_TRANSLATE_NOOP("scalescope-core", "switch tray"),
    QT_TRANSLATE_NOOP("scalescope-core", "switch trays"), QT_TRANSLATE_NOOP("scalescope-core", "%1 switch tray"),
    QT_TRANSLATE_NOOP("scalescope-core", "%1 switch trays") };
const KindWords kGroup { QT_TRANSLATE_NOOP("scalescope-core", "group"), QT_TRANSLATE_NOOP("scalescope-core", "groups"),
    QT_TRANSLATE_NOOP("scalescope-core", "%1 group"), QT_TRANSLATE_NOOP("scalescope-core", "%1 groups") };
const KindWords kLink { QT_TRANSLATE_NOOP("scalescope-core", "link"), QT_TRANSLATE_NOOP("scalescope-core", "links"),
    QT_TRANSLATE_NOOP("scalescope-core", "%1 link"), QT_TRANSLATE_NOOP("scalescope-core", "%1 links") };

const KindWords& deviceKindWords(const Node& node)
{
    switch (node.role) {
    case SwitchRole::Leaf:
        return kLeafSwitch;
    case SwitchRole::Spine:
        return kSpineSwitch;
    case SwitchRole::Core:
        return kCoreSwitch;
    case SwitchRole::None:
        break;
    }
    switch (node.kind) {
    case NodeKind::Gpu:
        return kGpu;
    case NodeKind::Cpu:
        return kCpu;
    case NodeKind::NvSwitch:
        return kNvSwitch;
    case NodeKind::PcieSwitch:
        return kPcieSwitch;
    case NodeKind::Nic:
        return kNic;
    case NodeKind::IbSwitch:
        return kIbSwitch;
    case NodeKind::EthSwitch:
        return kEthSwitch;
    case NodeKind::Storage:
        return kStorage;
    }
    return kDevice;
}

const KindWords& groupKindWords(GroupKind kind)
{
    switch (kind) {
    case GroupKind::Rack:
        return kRack;
    case GroupKind::Node:
        return kNode;
    case GroupKind::SwitchTray:
        return kSwitchTray;
    }
    return kGroup;
}

const KindWords& kindWordsOf(const Topology& topology, const FailureMark& mark)
{
    if (const auto node = topology.findNode(mark.target))
        return deviceKindWords(topology.nodes[*node]);
    if (const auto group = topology.findGroup(mark.target))
        return groupKindWords(topology.groups[*group].kind);
    return kLink;
}

std::string counted(int count, const KindWords& kind)
{
    return localized(count == 1 ? kind.countedOne : kind.countedMany, { std::to_string(count) });
}

using KindCounts = std::vector<std::pair<const KindWords*, int>>;

// "1 spine switch, 2 links" for the kinds in the order first marked.
std::string countsText(const KindCounts& counts)
{
    std::string out;
    for (const auto& [kind, count] : counts)
        out += (out.empty() ? "" : ", ") + counted(count, *kind);
    return out;
}

void countKind(KindCounts& counts, const KindWords& kind)
{
    const auto found = std::find_if(counts.begin(), counts.end(), [&](const auto& c) { return c.first == &kind; });
    if (found == counts.end())
        counts.emplace_back(&kind, 1);
    else
        ++found->second;
}

} // namespace

std::string linkMarkTarget(const Topology& topology, LinkId link)
{
    return linkEndName(topology, link, true) + "--" + linkEndName(topology, link, false);
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
            throw std::invalid_argument(
                localized(QT_TRANSLATE_NOOP("scalescope-core", "a degraded link keeps 1 to 255 lanes, not %1"),
                    { std::to_string(lanes) }));
        mark.lanes = lanes;
        return mark;
    }
    if (const std::string problem = rateProblem(text); !problem.empty())
        throw std::invalid_argument(localized(
            QT_TRANSLATE_NOOP("scalescope-core", "%1 (or type the lanes left, such as \"2 lanes\")"), { problem }));
    mark.bytesPerSecPerDirection = parseRate(text);
    return mark;
}

std::string markedKind(const Topology& topology, const FailureMark& mark)
{
    return localized(kindWordsOf(topology, mark).one);
}

std::string describeMarks(const Topology& topology, const FailureScenario& scenario)
{
    KindCounts failed, degraded;
    int failedCount = 0, degradedCount = 0;
    for (const FailureMark& mark : scenario.marks) {
        const bool isFailed = mark.state == FailureState::Failed;
        countKind(isFailed ? failed : degraded, kindWordsOf(topology, mark));
        ++(isFailed ? failedCount : degradedCount);
    }
    std::string out;
    if (failedCount > 0)
        out = localized(
            QT_TRANSLATE_NOOP("scalescope-core", "%1 failed: %2"), { std::to_string(failedCount), countsText(failed) });
    if (degradedCount > 0) {
        // "1 degraded link" reads better than "1 degraded: 1 link" when all are of one kind.
        const KindWords& onlyKind = *degraded.front().first;
        const std::string text = degraded.size() == 1
            ? localized(QT_TRANSLATE_NOOP("scalescope-core", "%1 degraded %2"),
                { std::to_string(degradedCount), localized(degradedCount == 1 ? onlyKind.one : onlyKind.many) })
            : localized(QT_TRANSLATE_NOOP("scalescope-core", "%1 degraded: %2"),
                { std::to_string(degradedCount), countsText(degraded) });
        out += (out.empty() ? "" : "; ") + text;
    }
    return out.empty() ? localized(QT_TRANSLATE_NOOP("scalescope-core", "no marks")) : out;
}

} // namespace scalescope

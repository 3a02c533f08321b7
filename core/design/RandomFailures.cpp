#include "design/RandomFailures.h"

#include "design/FailureEdits.h"
#include "model/Localized.h"
#include "train/PlacementPolicies.h"

#include <array>
#include <charconv>
#include <cmath>

namespace scalescope {
namespace {

constexpr std::array<std::string_view, 12> kKindNames { "fabric-link", "ib-link", "nvlink", "gpu", "nic", "nvswitch",
    "leaf", "spine", "core", "node", "switch_tray", "rack" };

bool isLinkKind(RandomFailureKind kind)
{
    return kind == RandomFailureKind::FabricLink || kind == RandomFailureKind::IbLink
        || kind == RandomFailureKind::NvLink;
}

std::optional<GroupKind> groupKindOf(RandomFailureKind kind)
{
    switch (kind) {
    case RandomFailureKind::Node:
        return GroupKind::Node;
    case RandomFailureKind::SwitchTray:
        return GroupKind::SwitchTray;
    case RandomFailureKind::Rack:
        return GroupKind::Rack;
    default:
        return std::nullopt;
    }
}

bool linkIsOfKind(const Topology& topology, const Link& link, RandomFailureKind kind)
{
    if (kind == RandomFailureKind::FabricLink)
        return topology.isComputeFabricLink(link);
    return link.tier == (kind == RandomFailureKind::IbLink ? LinkTier::InfiniBand : LinkTier::NvLink);
}

bool nodeIsOfKind(const Node& node, RandomFailureKind kind)
{
    switch (kind) {
    case RandomFailureKind::Gpu:
        return node.kind == NodeKind::Gpu;
    case RandomFailureKind::Nic:
        return node.kind == NodeKind::Nic && node.network == Network::Compute;
    case RandomFailureKind::NvSwitch:
        return node.kind == NodeKind::NvSwitch;
    case RandomFailureKind::Leaf:
        return node.role == SwitchRole::Leaf && node.network == Network::Compute;
    case RandomFailureKind::Spine:
        return node.role == SwitchRole::Spine && node.network == Network::Compute;
    case RandomFailureKind::Core:
        return node.role == SwitchRole::Core && node.network == Network::Compute;
    default:
        return false;
    }
}

// Every target of the kind the design has, in the topology's order.
std::vector<std::string> targetsOfKind(const Topology& topology, RandomFailureKind kind)
{
    std::vector<std::string> targets;
    if (isLinkKind(kind)) {
        for (LinkId l = 0; l < topology.links.size(); ++l)
            if (linkIsOfKind(topology, topology.links[l], kind))
                targets.push_back(linkMarkTarget(topology, l));
    } else if (const auto groupKind = groupKindOf(kind)) {
        for (const Group& group : topology.groups)
            if (group.kind == *groupKind)
                targets.push_back(group.name);
    } else {
        for (const Node& node : topology.nodes)
            if (nodeIsOfKind(node, kind))
                targets.push_back(node.name);
    }
    return targets;
}

} // namespace

std::string_view toString(RandomFailureKind kind)
{
    return kKindNames[static_cast<std::size_t>(kind)];
}

std::optional<RandomFailureKind> parseRandomFailureKind(std::string_view text)
{
    for (std::size_t i = 0; i < kKindNames.size(); ++i)
        if (kKindNames[i] == text)
            return static_cast<RandomFailureKind>(i);
    return std::nullopt;
}

std::string randomFailureKindNames()
{
    std::string names;
    for (const std::string_view name : kKindNames)
        names += (names.empty() ? "" : ", ") + std::string(name);
    return names;
}

std::optional<RandomFailureCount> parseRandomFailureCount(std::string_view text)
{
    RandomFailureCount count;
    count.percent = !text.empty() && text.back() == '%';
    if (count.percent)
        text.remove_suffix(1);
    if (text.empty() || text.front() == '+' || text.front() == '-')
        return std::nullopt;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), count.value);
    if (error != std::errc {} || end != text.data() + text.size() || !std::isfinite(count.value))
        return std::nullopt;
    if (count.percent ? count.value > 100 : count.value != std::floor(count.value))
        return std::nullopt;
    return count;
}

RandomFailures drawRandomFailures(const Topology& topology, RandomFailureKind kind, RandomFailureCount count,
    std::uint64_t seed, const std::set<std::string>& alreadyMarked)
{
    std::vector<std::string> pool;
    for (std::string& target : targetsOfKind(topology, kind))
        if (!alreadyMarked.contains(target))
            pool.push_back(std::move(target));
    const std::string kindName(toString(kind));
    if (pool.empty())
        throw std::invalid_argument(
            localized(QT_TRANSLATE_NOOP("scalescope-core", "the design has no %1 left to fail"), { kindName }));
    const double wanted = count.percent ? count.value / 100.0 * static_cast<double>(pool.size()) : count.value;
    const auto chosen = static_cast<std::size_t>(std::llround(wanted));
    if (chosen == 0)
        throw std::invalid_argument(
            localized(QT_TRANSLATE_NOOP("scalescope-core", "fails no %1 (%2 in the design): ask for more"),
                { kindName, std::to_string(pool.size()) }));
    if (chosen > pool.size())
        throw std::invalid_argument(localized(alreadyMarked.empty()
                ? QT_TRANSLATE_NOOP("scalescope-core", "asks for %1 %2 but the design has %3")
                : QT_TRANSLATE_NOOP("scalescope-core", "asks for %1 %2 but the design has %3 not marked already"),
            { std::to_string(chosen), kindName, std::to_string(pool.size()) }));
    RandomFailures failures;
    failures.kind = kind;
    failures.population = pool.size();
    for (const std::size_t i : seededSample(pool.size(), chosen, seed))
        failures.marks.push_back(FailureMark { pool[i], FailureState::Failed, std::nullopt, std::nullopt });
    return failures;
}

} // namespace scalescope

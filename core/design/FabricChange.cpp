#include "design/FabricChange.h"

#include "model/Localized.h"

#include <array>
#include <set>
#include <vector>

namespace scalescope {
namespace {

// The compute fabric's switches: how many of each role (leaf, spine, core) and their models.
struct FabricSwitches {
    std::array<std::size_t, 3> byRole {};
    std::set<std::string> models;
};

FabricSwitches fabricSwitches(const Topology& topology)
{
    FabricSwitches out;
    for (const Node& node : topology.nodes) {
        const bool fabricSwitch = node.kind == NodeKind::IbSwitch || node.kind == NodeKind::EthSwitch;
        if (!fabricSwitch || node.network != Network::Compute || node.role == SwitchRole::None)
            continue;
        ++out.byRole[static_cast<std::size_t>(node.role) - 1];
        if (node.model < topology.models.size())
            out.models.insert(topology.models[node.model]);
    }
    return out;
}

std::string joined(const std::set<std::string>& models)
{
    std::string out;
    for (const std::string& model : models)
        out += (out.empty() ? "" : "+") + model;
    return out.empty() ? localized(QT_TRANSLATE_NOOP("scalescope-core", "none")) : out;
}

} // namespace

std::string computeFabricChange(const Topology& before, const Topology& after)
{
    static constexpr std::array<const char*, 3> kRoles = { QT_TRANSLATE_NOOP("scalescope-core", "leaves %1 -> %2"),
        QT_TRANSLATE_NOOP("scalescope-core", "spines %1 -> %2"),
        QT_TRANSLATE_NOOP("scalescope-core", "cores %1 -> %2") };
    const FabricSwitches was = fabricSwitches(before);
    const FabricSwitches now = fabricSwitches(after);
    std::vector<std::string> changes;
    for (std::size_t role = 0; role < kRoles.size(); ++role)
        if (was.byRole[role] != now.byRole[role])
            changes.push_back(
                localized(kRoles[role], { std::to_string(was.byRole[role]), std::to_string(now.byRole[role]) }));
    if (was.models != now.models)
        changes.push_back(localized(
            QT_TRANSLATE_NOOP("scalescope-core", "switches %1 -> %2"), { joined(was.models), joined(now.models) }));
    // "leaves 2 -> 5, switches A -> B": independent changes, listed.
    const std::string listed = translated(kCoreContext, QT_TRANSLATE_NOOP("scalescope-core", "%1, %2"));
    std::string out;
    for (std::size_t i = 0; i < changes.size(); ++i)
        out = i ? substitute(listed, { out, changes[i] }) : changes[i];
    return out;
}

} // namespace scalescope

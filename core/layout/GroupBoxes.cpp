#include "layout/GroupBoxes.h"

#include <algorithm>
#include <map>
#include <utility>

namespace scalescope {
namespace {

using namespace scene;

// The row a device sits in inside its node or tray, top to bottom.
int rowOf(const Node& node)
{
    switch (node.kind) {
    case NodeKind::Gpu:
        return 0;
    case NodeKind::NvSwitch:
        return 1;
    case NodeKind::Nic:
        return node.network == Network::Compute ? 2 : 5;
    case NodeKind::Cpu:
        return 3;
    case NodeKind::PcieSwitch:
        return 4;
    default:
        return 6;
    }
}

} // namespace

GroupBoxes::GroupBoxes(const Topology& topology, const LayoutOutline& outline, Scene& scene)
    : m_topology(topology)
    , m_outline(outline)
    , m_scene(scene)
{
}

float GroupBoxes::placeDeviceRow(const std::vector<NodeId>& devices, float x, float y)
{
    for (const NodeId n : devices) {
        m_scene.devices[n] = SceneRect { x, y, kDevice, kDevice };
        x += kDevice + kGap;
    }
    return x;
}

SceneRect GroupBoxes::placeTray(GroupId tray, float x, float y)
{
    std::map<int, std::vector<NodeId>> rows;
    for (const NodeId n : m_outline.devicesOf[tray])
        rows[rowOf(m_topology.nodes[n])].push_back(n);
    float width = 0, cursorY = y + kPadding;
    for (const auto& [row, devices] : rows) {
        const float cursorX = placeDeviceRow(devices, x + kPadding, cursorY);
        width = std::max(width, cursorX - x - kGap + kPadding);
        cursorY += kDevice + kGap;
    }
    const float height = cursorY - y - kGap + kPadding;
    m_scene.groups[tray] = SceneRect { x, y, std::max(width, 2 * kPadding), std::max(height, 2 * kPadding) };
    return m_scene.groups[tray];
}

std::vector<std::vector<GroupId>> GroupBoxes::rackColumns(GroupId rack) const
{
    const std::vector<GroupId>& trays = m_outline.childrenOf[rack];
    std::vector<GroupId> compute, switches;
    for (const GroupId c : trays)
        (m_topology.groups[c].kind == GroupKind::SwitchTray ? switches : compute).push_back(c);
    std::vector<std::vector<GroupId>> columns;
    if (switches.empty() || compute.empty()) {
        columns.push_back(trays);
    } else {
        const auto half = static_cast<std::ptrdiff_t>(compute.size() / 2 + compute.size() % 2);
        columns.emplace_back(compute.begin(), compute.begin() + half);
        columns.push_back(switches);
        columns.emplace_back(compute.begin() + half, compute.end());
    }
    return columns;
}

SceneRect GroupBoxes::placeRack(GroupId rack, float x, float y)
{
    const std::vector<std::vector<GroupId>> columns = rackColumns(rack);
    // Each column's size first (placing at the origin), then the columns side by side.
    std::vector<std::pair<float, float>> sizes; // width, height of each column
    for (const auto& column : columns) {
        float width = 0, height = 0;
        for (const GroupId tray : column) {
            const SceneRect box = placeTray(tray, 0, 0);
            width = std::max(width, box.width);
            height += box.height + kGap;
        }
        sizes.emplace_back(width, std::max(0.0f, height - kGap));
    }
    float tallest = 0;
    for (const auto& size : sizes)
        tallest = std::max(tallest, size.second);
    float cursorX = x + kPadding;
    for (std::size_t c = 0; c < columns.size(); ++c) {
        float cursorY = y + kPadding + (tallest - sizes[c].second) / 2;
        for (const GroupId tray : columns[c])
            cursorY += placeTray(tray, cursorX, cursorY).height + kGap;
        cursorX += sizes[c].first + kRackGap / 2;
    }
    float width = std::max(0.0f, cursorX - x - kPadding - kRackGap / 2);
    float cursorY = y + kPadding + tallest + kGap;
    if (!m_outline.devicesOf[rack].empty()) {
        const float rowEnd = placeDeviceRow(m_outline.devicesOf[rack], x + kPadding, cursorY);
        width = std::max(width, rowEnd - x - kGap);
        cursorY += kDevice + kGap;
    }
    m_scene.groups[rack] = SceneRect { x, y, width + 2 * kPadding, cursorY - y - kGap + kPadding };
    return m_scene.groups[rack];
}

BoxSize GroupBoxes::largestBox(const std::vector<GroupId>& racks, const std::vector<GroupId>& hostGroups)
{
    BoxSize largest;
    for (const GroupId rack : racks) {
        const SceneRect box = placeRack(rack, 0, 0);
        largest.width = std::max(largest.width, box.width);
        largest.height = std::max(largest.height, box.height);
    }
    for (const GroupId g : hostGroups) {
        const SceneRect box = placeTray(g, 0, 0);
        largest.width = std::max(largest.width, box.width);
        largest.height = std::max(largest.height, box.height);
    }
    return largest;
}

} // namespace scalescope

#include "layout/SwitchRows.h"

#include <algorithm>
#include <tuple>

namespace scalescope {

using namespace scene;

float placeSpreadRow(const std::vector<NodeId>& devices, float top, float width, std::vector<SceneRect>& rects)
{
    const int perLine = std::max(1, static_cast<int>(width / (kDevice + kGap)));
    const int lines = (static_cast<int>(devices.size()) + perLine - 1) / perLine;
    for (std::size_t i = 0; i < devices.size(); ++i) {
        const int line = static_cast<int>(i) / perLine;
        const int inLine = std::min<int>(perLine, static_cast<int>(devices.size()) - line * perLine);
        const float step = width / inLine;
        rects[devices[i]] = SceneRect { step * (static_cast<float>(i % perLine) + 0.5f) - kDevice / 2,
            top + line * (kDevice + kGap), kDevice, kDevice };
    }
    return lines * (kDevice + kGap);
}

float placeRowsByRole(
    const Topology& topology, const std::vector<NodeId>& devices, float top, float width, std::vector<SceneRect>& rects)
{
    using Kind = std::tuple<NodeKind, Network, SwitchRole>;
    std::vector<Kind> kinds;
    std::vector<std::vector<NodeId>> rows;
    for (const NodeId n : devices) {
        const Node& node = topology.nodes[n];
        const Kind kind { node.kind, node.network, node.role };
        const auto row = static_cast<std::size_t>(std::find(kinds.begin(), kinds.end(), kind) - kinds.begin());
        if (row == kinds.size()) {
            kinds.push_back(kind);
            rows.emplace_back();
        }
        rows[row].push_back(n);
    }
    float height = 0;
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const float gap = i > 0 ? kRoleRowGap : 0;
        height += gap + placeSpreadRow(rows[i], top + height + gap, width, rects);
    }
    return height;
}

void placeSwitchTiers(const DeviceBands& bands, float width, std::vector<SceneRect>& rects)
{
    for (const int tier : { band::kCore, band::kSpine, band::kLeaf })
        placeSpreadRow(bands[tier], switchTierTop(tier), width, rects);
}

} // namespace scalescope

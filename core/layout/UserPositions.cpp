#include "layout/UserPositions.h"

#include <algorithm>

namespace scalescope {
namespace {

using namespace scene;

void shiftGroup(const LayoutOutline& outline, GroupId g, float dx, float dy, Scene& scene)
{
    scene.groups[g].x += dx;
    scene.groups[g].y += dy;
    for (const NodeId n : outline.devicesOf[g]) {
        scene.devices[n].x += dx;
        scene.devices[n].y += dy;
    }
    for (const GroupId child : outline.childrenOf[g])
        shiftGroup(outline, child, dx, dy, scene);
}

// `bounds` grown to hold `rect` and a padding around it; empty rects (devices not drawn) add nothing.
void growToHold(SceneRect& bounds, const SceneRect& rect)
{
    if (rect.empty())
        return;
    const float x1 = std::max(bounds.x + bounds.width, rect.x + rect.width + kPadding);
    const float y1 = std::max(bounds.y + bounds.height, rect.y + rect.height + kPadding);
    bounds.x = std::min(bounds.x, rect.x - kPadding);
    bounds.y = std::min(bounds.y, rect.y - kPadding);
    bounds.width = x1 - bounds.x;
    bounds.height = y1 - bounds.y;
}

} // namespace

void applyUserPositions(const Topology& topology, const LayoutOutline& outline,
    const std::map<std::string, Position>& positions, Scene& scene)
{
    for (const auto& [name, position] : positions)
        if (const auto g = topology.findGroup(name))
            shiftGroup(outline, *g, position.x - scene.groups[*g].x, position.y - scene.groups[*g].y, scene);
    for (const auto& [name, position] : positions)
        if (const auto n = topology.findNode(name); n && !topology.findGroup(name)) {
            scene.devices[*n].x = position.x;
            scene.devices[*n].y = position.y;
        }
    for (const SceneRect& rect : scene.devices)
        growToHold(scene.bounds, rect);
    for (const SceneRect& rect : scene.groups)
        growToHold(scene.bounds, rect);
}

} // namespace scalescope

#include "gui/rendering/RouteOverlay.h"

#include <optional>

namespace scalescope::gui {
namespace {

constexpr double kRoutePixels = 4; // a route's lines on screen
constexpr double kChartedPixels = 6; // the charted link's, under the route's
constexpr double kMarkPixels = 7; // a device on the route

// Where a device is drawn: its own box, else (racks as blocks) its block's; nothing if neither.
std::optional<SceneRect> routeBoxOf(const Scene& scene, NodeId node)
{
    if (node < scene.devices.size() && !scene.devices[node].empty())
        return scene.devices[node];
    if (node < scene.blockOfNode.size() && scene.blockOfNode[node] < scene.blocks.size())
        return scene.blocks[scene.blockOfNode[node]];
    return std::nullopt;
}

struct Segment {
    SceneRect a, b;
    QColor colour;
    float width;
};

} // namespace

GeometryBatch* makeRouteOverlay(const Topology& topology, const Scene& scene, const RouteMarks& marks, double zoom)
{
    std::vector<Segment> lines;
    const auto add = [&](int link, QColor colour, double pixels) {
        if (link < 0 || static_cast<std::size_t>(link) >= topology.links.size())
            return;
        const Link& l = topology.links[link];
        const auto a = routeBoxOf(scene, l.a), b = routeBoxOf(scene, l.b);
        if (a && b)
            lines.push_back({ *a, *b, colour, static_cast<float>(pixels / zoom) });
    };
    add(marks.chartedLink, marks.chartedColour, kChartedPixels);
    if (marks.route)
        for (const int link : *marks.route)
            add(link, marks.routeColour, kRoutePixels);
    if (lines.empty())
        return nullptr;
    // Each line, then a mark at both of its ends (a device on the way, drawn over the lines).
    auto* batch = new GeometryBatch(3 * lines.size());
    const float mark = static_cast<float>(kMarkPixels / zoom);
    std::size_t i = 0;
    for (const Segment& s : lines)
        batch->setLine(i++, s.a.centerX(), s.a.centerY(), s.b.centerX(), s.b.centerY(), s.width, s.colour);
    for (const Segment& s : lines)
        for (const SceneRect& end : { s.a, s.b })
            batch->setRect(i++, SceneRect { end.centerX() - mark / 2, end.centerY() - mark / 2, mark, mark }, s.colour);
    return batch;
}

} // namespace scalescope::gui

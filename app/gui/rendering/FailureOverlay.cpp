#include "gui/rendering/FailureOverlay.h"

#include <algorithm>
#include <cmath>

namespace scalescope::gui {
namespace {

constexpr double kLinePixels = 2.5; // a cross's strokes and a dash, across
constexpr double kLeastCrossPixels = 12; // a cross on a device drawn smaller than this
constexpr double kDashPixels = 7, kGapPixels = 5;
constexpr std::size_t kMostDashes = 400; // per link: longer dashes beyond
constexpr std::size_t kRectsPerDevice = 3; // the dimming and two strokes

struct Dashes {
    float ax, ay, bx, by;
    QColor colour;
};

bool drawn(const Scene& scene, NodeId node)
{
    return node < scene.devices.size() && !scene.devices[node].empty();
}

std::size_t dashCount(const Dashes& d, double zoom)
{
    const double pixels = std::hypot(d.bx - d.ax, d.by - d.ay) * zoom;
    return std::clamp<std::size_t>(static_cast<std::size_t>(pixels / (kDashPixels + kGapPixels)), 1, kMostDashes);
}

} // namespace

GeometryBatch* makeFailureOverlay(
    const Topology& topology, const Scene& scene, const FailureMarksDrawn& marks, double zoom)
{
    if (!marks.nodes || marks.nodes->empty() || !marks.links)
        return nullptr;
    std::vector<NodeId> devices;
    for (NodeId n = 0; n < marks.nodes->size() && n < topology.nodes.size(); ++n)
        if ((*marks.nodes)[n] == FailureDrawn::Failed && drawn(scene, n))
            devices.push_back(n);
    std::vector<Dashes> lines;
    for (LinkId l = 0; l < marks.links->size() && l < topology.links.size(); ++l) {
        const FailureDrawn state = (*marks.links)[l];
        const Link& link = topology.links[l];
        if ((state != FailureDrawn::Failed && state != FailureDrawn::Degraded) || !drawn(scene, link.a)
            || !drawn(scene, link.b))
            continue;
        const SceneRect &a = scene.devices[link.a], &b = scene.devices[link.b];
        lines.push_back({ a.centerX(), a.centerY(), b.centerX(), b.centerY(),
            state == FailureDrawn::Failed ? marks.failed : marks.degraded });
    }
    std::size_t rects = devices.size() * kRectsPerDevice;
    for (const Dashes& d : lines)
        rects += dashCount(d, zoom);
    if (rects == 0)
        return nullptr;
    auto* batch = new GeometryBatch(rects);
    std::size_t i = 0;
    const float width = static_cast<float>(kLinePixels / zoom);
    for (const Dashes& d : lines) {
        const std::size_t count = dashCount(d, zoom);
        const float dx = (d.bx - d.ax) / static_cast<float>(count), dy = (d.by - d.ay) / static_cast<float>(count);
        const float on = static_cast<float>(kDashPixels / (kDashPixels + kGapPixels));
        for (std::size_t k = 0; k < count; ++k) {
            const float x = d.ax + dx * static_cast<float>(k), y = d.ay + dy * static_cast<float>(k);
            batch->setLine(i++, x, y, x + dx * on, y + dy * on, width, d.colour);
        }
    }
    const float least = static_cast<float>(kLeastCrossPixels / zoom);
    for (const NodeId n : devices) {
        const SceneRect& r = scene.devices[n];
        batch->setRect(i++, r, marks.dim);
        const float half = std::max(std::max(r.width, r.height), least) / 2;
        const float hw = std::max(r.width / 2, std::min(half, least / 2)),
                    hh = std::max(r.height / 2, std::min(half, least / 2));
        const float cx = r.centerX(), cy = r.centerY();
        batch->setLine(i++, cx - hw, cy - hh, cx + hw, cy + hh, width, marks.failed);
        batch->setLine(i++, cx - hw, cy + hh, cx + hw, cy - hh, width, marks.failed);
    }
    return batch;
}

} // namespace scalescope::gui

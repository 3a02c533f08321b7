#include "gui/rendering/SpotlightOverlay.h"

#include "gui/rendering/CanvasView.h"

#include <algorithm>
#include <optional>

namespace scalescope::gui {
namespace {

// The veil reaches past the scene on every side as far as a screen this wide (wider than 8K's 7680
// pixels) shows at the canvas's farthest zoom, and at least this many times the scene's larger side.
constexpr double kWidestScreenPixels = 8192;
constexpr float kVeilReach = 10;
// A lit box reaches past its device by this share of the device's larger side, so that the device's
// edge and its selection ring stay in the light.
constexpr float kLitMargin = 0.2F;

// Where a device is drawn: its own box, else (racks as blocks) its block's; nothing if neither.
std::optional<SceneRect> litBoxOf(const Scene& scene, std::size_t node, bool detailed)
{
    if (detailed && node < scene.devices.size() && !scene.devices[node].empty()) {
        const SceneRect& r = scene.devices[node];
        const float margin = kLitMargin * std::max(r.width, r.height);
        return SceneRect { r.x - margin, r.y - margin, r.width + 2 * margin, r.height + 2 * margin };
    }
    if (node < scene.blockOfNode.size() && scene.blockOfNode[node] < scene.blocks.size())
        return scene.blocks[scene.blockOfNode[node]];
    return std::nullopt;
}

struct Interval {
    float from, to;
    bool operator==(const Interval&) const = default;
};

// The parts of [from, to] no interval covers, the intervals sorted by their start.
std::vector<Interval> gapsBetween(float from, float to, const std::vector<Interval>& covered)
{
    std::vector<Interval> gaps;
    float reached = from;
    for (const Interval& c : covered) {
        if (c.from > reached)
            gaps.push_back({ reached, std::min(c.from, to) });
        reached = std::max(reached, c.to);
        if (reached >= to)
            return gaps;
    }
    if (reached < to)
        gaps.push_back({ reached, to });
    return gaps;
}

} // namespace

std::vector<SceneRect> veilAround(const SceneRect& outer, std::vector<SceneRect> lit)
{
    const float left = outer.x, right = outer.x + outer.width;
    const float top = outer.y, bottom = outer.y + outer.height;
    std::vector<float> edges { left, right };
    for (SceneRect& r : lit) {
        // Clipped to the veil; a box outside it lights nothing.
        const float x0 = std::max(r.x, left), x1 = std::min(r.x + r.width, right);
        const float y0 = std::max(r.y, top), y1 = std::min(r.y + r.height, bottom);
        r = x0 < x1 && y0 < y1 ? SceneRect { x0, y0, x1 - x0, y1 - y0 } : SceneRect {};
        if (!r.empty()) {
            edges.push_back(x0);
            edges.push_back(x1);
        }
    }
    std::erase_if(lit, [](const SceneRect& r) { return r.empty(); });
    std::sort(edges.begin(), edges.end());
    edges.erase(std::unique(edges.begin(), edges.end()), edges.end());
    // Boxes by their left edge, entering the sweep as it reaches them; those it has passed leave.
    std::sort(lit.begin(), lit.end(), [](const SceneRect& a, const SceneRect& b) { return a.x < b.x; });
    std::vector<SceneRect> veil, active;
    std::vector<Interval> gaps, openGaps;
    float openFrom = left;
    std::size_t next = 0;
    const auto closeSlab = [&](float x) {
        for (const Interval& g : openGaps)
            veil.push_back({ openFrom, g.from, x - openFrom, g.to - g.from });
    };
    for (std::size_t i = 0; i + 1 < edges.size(); ++i) {
        const float x0 = edges[i];
        while (next < lit.size() && lit[next].x <= x0)
            active.push_back(lit[next++]);
        std::erase_if(active, [&](const SceneRect& r) { return r.x + r.width <= x0; });
        std::vector<Interval> covered;
        covered.reserve(active.size());
        for (const SceneRect& r : active)
            covered.push_back({ r.y, r.y + r.height });
        std::sort(covered.begin(), covered.end(), [](const Interval& a, const Interval& b) { return a.from < b.from; });
        gaps = gapsBetween(top, bottom, covered);
        if (i == 0 || gaps != openGaps) {
            closeSlab(x0);
            openGaps = gaps;
            openFrom = x0;
        }
    }
    closeSlab(right);
    return veil;
}

GeometryBatch* makeSpotlightOverlay(const Topology& topology, const Scene& scene, const SpotlightMarks& marks)
{
    if (!marks.selection || marks.selection->empty())
        return nullptr;
    std::vector<SceneRect> lit;
    const auto light = [&](std::size_t node) {
        if (const auto box = litBoxOf(scene, node, marks.detailed))
            lit.push_back(*box);
    };
    for (const int node : *marks.selection)
        if (node >= 0)
            light(static_cast<std::size_t>(node));
    if (marks.route)
        for (const int link : *marks.route)
            if (link >= 0 && static_cast<std::size_t>(link) < topology.links.size()) {
                light(topology.links[link].a);
                light(topology.links[link].b);
            }
    const SceneRect& b = scene.bounds;
    const float reach = std::max(
        kVeilReach * std::max(b.width, b.height), static_cast<float>(kWidestScreenPixels / CanvasView::kMinZoom));
    const SceneRect outer { b.x - reach, b.y - reach, b.width + 2 * reach, b.height + 2 * reach };
    const std::vector<SceneRect> veil = veilAround(outer, std::move(lit));
    auto* batch = new GeometryBatch(veil.size());
    for (std::size_t i = 0; i < veil.size(); ++i)
        batch->setRect(i, veil[i], marks.veil);
    return batch;
}

} // namespace scalescope::gui

#include "gui/rendering/JobOverlay.h"

namespace scalescope::gui {
namespace {

constexpr double kOutlinePixels = 2;
constexpr double kTintAlpha = 0.85; // the group's colour reads over the GPU's own
constexpr int kRectsPerJobGpu = 5; // the tint and four sides

bool isDrawn(const Scene& scene, int node)
{
    return node >= 0 && static_cast<std::size_t>(node) < scene.devices.size() && !scene.devices[node].empty();
}

} // namespace

GeometryBatch* makeJobOverlay(const Scene& scene, const JobMarks& marks, double zoom)
{
    std::size_t rects = 0;
    if (marks.job)
        for (const GpuMark& mark : *marks.job)
            rects += isDrawn(scene, mark.node) ? kRectsPerJobGpu : 0;
    if (marks.others)
        for (const int node : *marks.others)
            rects += isDrawn(scene, node) ? 1 : 0;
    if (rects == 0)
        return nullptr;
    auto* batch = new GeometryBatch(rects);
    std::size_t i = 0;
    if (marks.others)
        for (const int node : *marks.others)
            if (isDrawn(scene, node))
                batch->setRect(i++, scene.devices[node], marks.othersColour);
    const float w = static_cast<float>(kOutlinePixels / zoom);
    if (marks.job)
        for (const GpuMark& mark : *marks.job) {
            if (!isDrawn(scene, mark.node))
                continue;
            const SceneRect& r = scene.devices[mark.node];
            QColor tint = mark.colour;
            tint.setAlphaF(kTintAlpha);
            batch->setRect(i++, r, tint);
            const QColor edge = mark.colour.darker(170);
            batch->setRect(i++, SceneRect { r.x, r.y, r.width, w }, edge);
            batch->setRect(i++, SceneRect { r.x, r.y + r.height - w, r.width, w }, edge);
            batch->setRect(i++, SceneRect { r.x, r.y, w, r.height }, edge);
            batch->setRect(i++, SceneRect { r.x + r.width - w, r.y, w, r.height }, edge);
        }
    return batch;
}

} // namespace scalescope::gui

#include "gui/rendering/JobOverlay.h"

#include <algorithm>

namespace scalescope::gui {
namespace {

constexpr double kOutlinePixels = 2;
constexpr double kTintAlpha = 0.85; // the group's colour reads over the GPU's own
constexpr int kRectsPerJobGpu = 5; // the tint and four sides
// Zoomed out: the strip along a block's foot, a share of its height but never thinner than this on screen.
constexpr double kStripShare = 0.18;
constexpr double kStripMinPixels = 5;

// A block's GPUs: how many, and how many of them each colour of the job's groups (in the order the
// colours first appear) and the other jobs hold.
struct BlockShare {
    int gpus = 0;
    std::vector<std::pair<QRgb, int>> groups;
    int others = 0;
    bool any() const { return !groups.empty() || others > 0; }
};

std::vector<BlockShare> blockShares(const Topology& topology, const Scene& scene, const JobMarks& marks)
{
    std::vector<BlockShare> shares(scene.blocks.size());
    auto blockOf = [&](int node) -> BlockShare* {
        if (node < 0 || static_cast<std::size_t>(node) >= scene.blockOfNode.size())
            return nullptr;
        const std::uint32_t block = scene.blockOfNode[node];
        return block < shares.size() ? &shares[block] : nullptr;
    };
    for (std::size_t n = 0; n < topology.nodes.size(); ++n)
        if (topology.nodes[n].kind == NodeKind::Gpu)
            if (BlockShare* share = blockOf(static_cast<int>(n)))
                ++share->gpus;
    if (marks.job)
        for (const GpuMark& mark : *marks.job)
            if (BlockShare* share = blockOf(mark.node)) {
                auto group = std::find_if(share->groups.begin(), share->groups.end(),
                    [&](const auto& g) { return g.first == mark.colour.rgba(); });
                if (group == share->groups.end())
                    share->groups.emplace_back(mark.colour.rgba(), 1);
                else
                    ++group->second;
            }
    if (marks.others)
        for (const int node : *marks.others)
            if (BlockShare* share = blockOf(node))
                ++share->others;
    return shares;
}

GeometryBatch* makeBlockOverlay(const Topology& topology, const Scene& scene, const JobMarks& marks, double zoom)
{
    const std::vector<BlockShare> shares = blockShares(topology, scene, marks);
    std::size_t rects = 0;
    for (const BlockShare& share : shares)
        rects += share.any() ? share.groups.size() + (share.others > 0 ? 1 : 0) + (share.groups.empty() ? 0 : 4) : 0;
    if (rects == 0)
        return nullptr;
    auto* batch = new GeometryBatch(rects);
    std::size_t i = 0;
    const float w = static_cast<float>(kOutlinePixels / zoom);
    for (std::size_t b = 0; b < shares.size(); ++b) {
        const BlockShare& share = shares[b];
        if (!share.any())
            continue;
        const SceneRect& r = scene.blocks[b];
        const float height
            = std::min(r.height, static_cast<float>(std::max(r.height * kStripShare, kStripMinPixels / zoom)));
        const float perGpu = r.width / static_cast<float>(std::max(share.gpus, 1));
        float x = r.x;
        for (const auto& [colour, count] : share.groups) {
            batch->setRect(
                i++, SceneRect { x, r.y + r.height - height, perGpu * count, height }, QColor::fromRgba(colour));
            x += perGpu * count;
        }
        if (share.others > 0) {
            batch->setRect(
                i++, SceneRect { x, r.y + r.height - height, perGpu * share.others, height }, marks.othersColour);
        }
        if (share.groups.empty())
            continue;
        const QColor edge = marks.blockFrame;
        batch->setRect(i++, SceneRect { r.x, r.y, r.width, w }, edge);
        batch->setRect(i++, SceneRect { r.x, r.y + r.height - w, r.width, w }, edge);
        batch->setRect(i++, SceneRect { r.x, r.y, w, r.height }, edge);
        batch->setRect(i++, SceneRect { r.x + r.width - w, r.y, w, r.height }, edge);
    }
    return batch;
}

bool isDrawn(const Scene& scene, int node)
{
    return node >= 0 && static_cast<std::size_t>(node) < scene.devices.size() && !scene.devices[node].empty();
}

} // namespace

GeometryBatch* makeJobOverlay(const Topology& topology, const Scene& scene, const JobMarks& marks, double zoom)
{
    if ((!marks.job || marks.job->empty()) && (!marks.others || marks.others->empty()))
        return nullptr; // nothing to mark (and no block's GPUs to count)
    if (!marks.detailed)
        return makeBlockOverlay(topology, scene, marks, zoom);
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

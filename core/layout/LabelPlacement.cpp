#include "layout/LabelPlacement.h"

#include <algorithm>
#include <cmath>

namespace scalescope {
namespace {

// Screen pixels per grid cell: about a short label's width.
constexpr float kCellPixels = 64;
// At most this many cells across or down, however large the area (a far zoom on a huge scene).
constexpr int kMaxCells = 1024;

// `offset` (a box's start from its anchor, pixels) moved so that the box, `size` long, lies
// within [low, high] (pixels from the anchor) when it fits there, on whole pixels.
float keptInside(float offset, float size, float low, float high)
{
    if (high - low < size)
        return offset;
    if (offset < low)
        return std::ceil(low);
    return offset > high - size ? std::floor(high - size) : offset;
}

} // namespace

LabelPlacement::LabelPlacement(const LabelView& view)
    : m_view(view)
{
    const auto zoom = static_cast<float>(view.zoom);
    m_originX = view.area.x * zoom;
    m_originY = view.area.y * zoom;
    m_columns = std::clamp(static_cast<int>(std::ceil(view.area.width * zoom / kCellPixels)), 1, kMaxCells);
    m_rows = std::clamp(static_cast<int>(std::ceil(view.area.height * zoom / kCellPixels)), 1, kMaxCells);
    m_cells.resize(static_cast<std::size_t>(m_columns) * static_cast<std::size_t>(m_rows));
}

template <typename Visit> void LabelPlacement::forCells(const Box& box, Visit visit) const
{
    const float cellWidth = m_view.area.width * static_cast<float>(m_view.zoom) / static_cast<float>(m_columns);
    const float cellHeight = m_view.area.height * static_cast<float>(m_view.zoom) / static_cast<float>(m_rows);
    auto cell = [](float at, float size, int count) {
        return std::clamp(static_cast<int>(std::floor(at / size)), 0, count - 1);
    };
    const int c0 = cell(box.x0 - m_originX, cellWidth, m_columns), c1 = cell(box.x1 - m_originX, cellWidth, m_columns);
    const int r0 = cell(box.y0 - m_originY, cellHeight, m_rows), r1 = cell(box.y1 - m_originY, cellHeight, m_rows);
    for (int r = r0; r <= r1; ++r)
        for (int c = c0; c <= c1; ++c)
            if (!visit(static_cast<std::size_t>(r) * static_cast<std::size_t>(m_columns) + static_cast<std::size_t>(c)))
                return;
}

bool LabelPlacement::overlapsPlaced(const Box& box) const
{
    bool overlaps = false;
    forCells(box, [&](std::size_t cell) {
        for (const std::uint32_t i : m_cells[cell]) {
            const Box& o = m_boxes[i];
            if (box.x0 < o.x1 && o.x0 < box.x1 && box.y0 < o.y1 && o.y0 < box.y1) {
                overlaps = true;
                return false;
            }
        }
        return true;
    });
    return overlaps;
}

void LabelPlacement::insert(const Box& box, std::uint32_t placedIndex)
{
    forCells(box, [&](std::size_t cell) {
        m_cells[cell].push_back(placedIndex);
        return true;
    });
}

bool LabelPlacement::tryPlace(const LabelCandidate& candidate, float textWidthPixels, std::uint32_t index)
{
    if (candidate.fallback > 0 && m_chainShown)
        return false;
    m_chainShown = place(candidate, textWidthPixels, index);
    return m_chainShown;
}

bool LabelPlacement::place(const LabelCandidate& candidate, float textWidthPixels, std::uint32_t index)
{
    const SceneRect& area = m_view.area;
    if (candidate.anchorX < area.x || candidate.anchorY < area.y || candidate.anchorX > area.x + area.width
        || candidate.anchorY > area.y + area.height)
        return false;
    const float width = textWidthPixels + 2 * m_view.paddingPixels, height = m_view.textHeightPixels;
    const auto zoom = static_cast<float>(m_view.zoom);
    if (candidate.roomWidth > 0 && width > candidate.roomWidth * zoom)
        return false;
    if (candidate.roomHeight > 0 && height > candidate.roomHeight * zoom)
        return false;
    float left = -width / 2, top = -height / 2;
    if (candidate.align == LabelAlign::TopLeft) {
        left = 0;
        top = 0;
    } else if (candidate.align == LabelAlign::BottomCenter) {
        top = -height;
    } else if (candidate.align == LabelAlign::TopCenter) {
        top = 0;
    } else if (candidate.align == LabelAlign::BottomLeft) {
        left = 0;
        top = -height;
    }
    // Whole pixels from the anchor, so that text lands on the pixel grid wherever the anchor is.
    left = std::round(left);
    top = std::round(top);
    if (const SceneRect& within = m_view.keepWithin; within.width > 0 && within.height > 0) {
        const float fromX = (within.x - candidate.anchorX) * zoom, fromY = (within.y - candidate.anchorY) * zoom;
        left = keptInside(left, width, std::ceil(fromX), std::floor(fromX + within.width * zoom));
        top = keptInside(top, height, std::ceil(fromY), std::floor(fromY + within.height * zoom));
    }
    const float x = candidate.anchorX * zoom + left, y = candidate.anchorY * zoom + top;
    const Box box { x, y, x + width, y + height };
    if (overlapsPlaced(box))
        return false;
    const auto placedIndex = static_cast<std::uint32_t>(m_placed.size());
    m_boxes.push_back(box);
    insert(box, placedIndex);
    m_placed.push_back(PlacedLabel { index, candidate.anchorX, candidate.anchorY, left, top, width, height });
    return true;
}

std::vector<PlacedLabel> placeLabels(
    std::span<const LabelCandidate> candidates, std::span<const float> textWidthsPixels, const LabelView& view)
{
    LabelPlacement placement(view);
    for (std::size_t i = 0; i < candidates.size() && i < textWidthsPixels.size(); ++i)
        placement.tryPlace(candidates[i], textWidthsPixels[i], static_cast<std::uint32_t>(i));
    return placement.placed();
}

} // namespace scalescope

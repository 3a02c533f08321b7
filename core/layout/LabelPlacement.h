// Which of a scene's label candidates (SceneLabels.h) show at a zoom: taken in priority order,
// a label shows when its anchor lies in the area placed, its text fits the room it has there on
// screen, and its box (moved inside the bounds kept, if any) overlaps no label shown before it; a fallback only when no
// earlier choice of its chain showed. A grid of screen cells holds the boxes placed, so tens of thousands of candidates
// are placed in a few milliseconds; the same input always gives the same labels.
#pragma once

#include "layout/SceneLabels.h"

#include <cstdint>
#include <span>
#include <vector>

namespace scalescope {

struct LabelView {
    double zoom = 1; // screen pixels per scene unit
    SceneRect area; // the scene area labels are placed for (the view, with a margin)
    float textHeightPixels = 14; // a label's box: its text's height with its backing
    float paddingPixels = 2; // around each text, left and right, inside its box
    // Where it has none: a label whose box would cross its edge is moved along to lie inside
    // where its box fits (the design's bounds, which Fit shows whole: a name centred on a
    // bundle at the design's edge was cut by the canvas's); none when empty.
    SceneRect keepWithin;
};

// A label shown: its box on screen relative to its anchor (pixels), whatever the pan.
struct PlacedLabel {
    std::uint32_t candidate = 0; // index of the candidate
    float anchorX = 0, anchorY = 0; // scene units
    float left = 0, top = 0, width = 0, height = 0; // pixels from the anchor
};

class LabelPlacement {
public:
    explicit LabelPlacement(const LabelView& view);
    // Shows the candidate if it is in the area, fits its room and overlaps nothing shown (a
    // fallback: and no earlier choice of its chain, the candidates tried just before, showed);
    // `textWidthPixels` is its text's width on screen. Candidates are tried in the list's order.
    bool tryPlace(const LabelCandidate& candidate, float textWidthPixels, std::uint32_t index);
    const std::vector<PlacedLabel>& placed() const { return m_placed; }

private:
    struct Box {
        float x0, y0, x1, y1; // screen pixels, scene origin at 0
    };
    bool place(const LabelCandidate& candidate, float textWidthPixels, std::uint32_t index);
    bool overlapsPlaced(const Box& box) const;
    void insert(const Box& box, std::uint32_t placedIndex);
    template <typename Visit> void forCells(const Box& box, Visit visit) const;

    LabelView m_view;
    float m_originX = 0, m_originY = 0; // the area's top-left, screen pixels
    int m_columns = 1, m_rows = 1;
    std::vector<std::vector<std::uint32_t>> m_cells; // placed labels whose box touches each
    std::vector<Box> m_boxes; // per placed label
    std::vector<PlacedLabel> m_placed;
    bool m_chainShown = false; // a choice of the chain tried last showed
};

// Every candidate taken in order (widths by candidate).
std::vector<PlacedLabel> placeLabels(
    std::span<const LabelCandidate> candidates, std::span<const float> textWidthsPixels, const LabelView& view);

} // namespace scalescope

// The canvas's names (semantic zoom): the candidates of the level shown (core's SceneLabels),
// which of them show at the view's zoom (core's LabelPlacement), and the quads that draw them
// (LabelNodes, from a GlyphAtlas: one quad a label); zoomed in, the port numbers of the link ends in the area placed
// (core's portLabels), made anew with each placement. Labels are placed for the view and a margin around it, and
// placed again only when the zoom has changed by a fifth, the view leaves that margin, or the
// view rests at another zoom; a pan moves them with the transform and makes nothing.
#pragma once

#include "gui/rendering/CanvasView.h"
#include "gui/rendering/DrawingPalette.h"
#include "gui/rendering/GlyphAtlas.h"
#include "layout/LabelPlacement.h"
#include "layout/SceneLabels.h"

#include <QColor>
#include <QStringList>

#include <array>
#include <memory>
#include <vector>

class QQuickWindow;

namespace scalescope::gui {

class LabelNodes;
struct LabelVertex;

// What is labelled beside the level's names.
struct LabelRequest {
    bool everyLink = false;
    std::vector<LinkId> pinnedLinks; // the hovered link, the charted one
    bool operator==(const LabelRequest&) const = default;
};

struct LabelFrame {
    std::shared_ptr<const DrawingList> list; // the level shown
    const Topology* topology = nullptr;
    const Scene* scene = nullptr;
    LabelRequest request;
    CanvasView view;
    double devicePixelRatio = 1;
    bool settled = false;
    ThemeColours theme; // names in its label colour on a patch of its background; devices' on their glyph
    double textScale = 1; // the text's size against kFontPixels (a presentation's larger text)
};

class CanvasLabels {
public:
    CanvasLabels();
    ~CanvasLabels();
    // Fills `nodes` for this frame; `freshNodes`: they were just made (a new atlas texture too).
    void update(LabelNodes& nodes, bool freshNodes, const LabelFrame& frame, QQuickWindow& window);

    // The drawing lists are made again: the candidates of the old ones go.
    void dropCandidates() { m_levels = {}; }
    // The language changed: every label's words are made again.
    void dropTexts()
    {
        m_levels = {};
        m_pinned = {};
        m_pinnedLinks.clear();
        m_placedStale = true;
    }

    // What shows now, for tests and the benchmark.
    int shownCount() const { return static_cast<int>(m_shown.size()); }
    QStringList shownTexts() const { return m_shown; }
    int placements() const { return m_placements; }
    std::size_t quadCount() const { return m_quads; }
    // The device pixel ratio the glyphs were rasterised at (0: none yet).
    double atlasPixelRatio() const { return m_atlas ? m_atlas->devicePixelRatio() : 0; }
    // The text's size in logical pixels the glyphs were drawn at (0: none yet).
    int atlasPixelSize() const { return m_atlas ? m_atlasPixelSize : 0; }

    static constexpr int kFontPixels = 11;
    static constexpr float kBoxPixels = 15; // a label's box: the text with its backing patch

private:
    void gatherCandidates(const LabelFrame& frame);
    bool needsPlacing(const LabelFrame& frame) const;
    void place(const LabelFrame& frame);
    void makeQuads(LabelNodes& nodes, const LabelFrame& frame, QQuickWindow& window);
    // The placed labels' quads; false (some added) when the atlas had no room for a label's box
    // and `glyphsWhenFull` is not set, else such a label glyph by glyph.
    bool addLabelQuads(std::vector<LabelVertex>& vertices, const LabelFrame& frame, bool glyphsWhenFull);
    const QString& textOf(std::uint32_t placedCandidate) const; // a PlacedLabel's candidate
    const LabelCandidate& candidateOf(std::uint32_t placedCandidate) const;

    std::unique_ptr<GlyphAtlas> m_atlas;
    int m_atlasPixelSize = 0;
    float m_boxPixels = kBoxPixels; // at the atlas's text size
    int m_atlasUploaded = -1; // the atlas generation the texture holds
    // Candidates with their texts and widths (logical pixels).
    struct Candidates {
        std::shared_ptr<const DrawingList> list; // whose they are (none for the pinned links)
        bool everyLink = false;
        std::vector<LabelCandidate> labels;
        std::vector<QString> texts;
        std::vector<float> widths;
    };
    void measure(Candidates& candidates);
    // Both levels' (the view goes back and forth between them), the shown one at m_level; the
    // pinned links' are placed first.
    std::array<Candidates, 2> m_levels;
    std::size_t m_level = 0;
    Candidates m_pinned;
    std::vector<LinkId> m_pinnedLinks;
    Candidates m_ports; // of the last placement's area, placed after the level's
    // The last placement.
    std::vector<PlacedLabel> m_placed; // candidate: index into pinned, then the level's, then ports
    QStringList m_shown;
    double m_placedZoom = 0;
    QRectF m_placedArea;
    QColor m_text, m_background;
    bool m_placedStale = true;
    int m_placements = 0;
    std::size_t m_quads = 0; // of the last placement
};

} // namespace scalescope::gui

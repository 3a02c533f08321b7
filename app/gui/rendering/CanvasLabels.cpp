#include "gui/rendering/CanvasLabels.h"

#include "gui/rendering/LabelNodes.h"
#include "gui/rendering/SceneStyle.h"

#include <QGuiApplication>
#include <QQuickWindow>
#include <QSGTexture>

#include <cmath>

namespace scalescope::gui {
namespace {

// Placed again once the zoom has changed this much either way.
constexpr double kZoomSlack = 1.2;
// Labels are placed for the view and this much of its size again on every side.
constexpr double kAreaMargin = 0.5;
// The backing patch: the background, nearly opaque, so that text reads over links and glyphs.
constexpr double kPatchOpacity = 0.85;

using Colour = std::array<unsigned char, 4>;

Colour premultipliedBytes(const QColor& c, double opacity = 1)
{
    const double a = c.alphaF() * opacity;
    auto byte = [](double v) { return static_cast<unsigned char>(std::lround(std::clamp(v, 0.0, 1.0) * 255)); };
    return { byte(c.redF() * a), byte(c.greenF() * a), byte(c.blueF() * a), byte(a) };
}

constexpr Colour kNoPatch {};

// Two triangles; texels from `cell` (device pixels of the atlas): the text's colour where the
// atlas has text, the patch's elsewhere.
void addQuad(std::vector<LabelVertex>& out, float ax, float ay, const QRectF& pixels, const QRectF& cell,
    const Colour& text, const Colour& patch = kNoPatch)
{
    const auto x0 = static_cast<float>(pixels.left()), x1 = static_cast<float>(pixels.right());
    const auto y0 = static_cast<float>(pixels.top()), y1 = static_cast<float>(pixels.bottom());
    const auto u0 = static_cast<float>(cell.left()), u1 = static_cast<float>(cell.right());
    const auto v0 = static_cast<float>(cell.top()), v1 = static_cast<float>(cell.bottom());
    auto vertex = [&](float x, float y, float u, float v) {
        out.push_back(LabelVertex {
            ax, ay, x, y, u, v, text[0], text[1], text[2], text[3], patch[0], patch[1], patch[2], patch[3] });
    };
    vertex(x0, y0, u0, v0);
    vertex(x1, y0, u1, v0);
    vertex(x0, y1, u0, v1);
    vertex(x1, y0, u1, v0);
    vertex(x1, y1, u1, v1);
    vertex(x0, y1, u0, v1);
}

} // namespace

CanvasLabels::CanvasLabels() = default;
CanvasLabels::~CanvasLabels() = default;

void CanvasLabels::measure(Candidates& candidates)
{
    candidates.texts.clear();
    candidates.widths.clear();
    for (const LabelCandidate& c : candidates.labels) {
        candidates.texts.push_back(QString::fromStdString(c.text));
        candidates.widths.push_back(m_atlas->textWidth(candidates.texts.back()));
    }
}

void CanvasLabels::gatherCandidates(const LabelFrame& frame)
{
    const int pixelSize = static_cast<int>(std::lround(kFontPixels * std::max(frame.textScale, 1.0)));
    if (!m_atlas || m_atlas->devicePixelRatio() != std::max(frame.devicePixelRatio, 0.5)
        || pixelSize != m_atlasPixelSize) {
        m_atlas = std::make_unique<GlyphAtlas>(QGuiApplication::font(), pixelSize, frame.devicePixelRatio);
        m_atlasPixelSize = pixelSize;
        m_boxPixels = kBoxPixels * static_cast<float>(pixelSize) / kFontPixels;
        m_placedStale = true;
        m_atlasUploaded = -1;
        m_levels = {}; // widths anew
        m_pinned = {};
        m_pinnedLinks.clear();
    }
    const bool everyLink = frame.request.everyLink;
    auto matches = [&](const Candidates& c) { return c.list == frame.list && c.everyLink == everyLink; };
    if (!matches(m_levels[m_level])) {
        // The other entry, if it is not this list's already, takes it; the last shown stays.
        m_level = 1 - m_level;
        m_placedStale = true;
        if (Candidates& level = m_levels[m_level]; !matches(level)) {
            level.list = frame.list;
            level.everyLink = everyLink;
            LabelOptions options;
            options.everyLink = everyLink;
            level.labels = sceneLabels(*frame.topology, *frame.scene, *frame.list, options);
            measure(level);
        }
    }
    if (frame.request.pinnedLinks != m_pinnedLinks || m_pinned.labels.size() != m_pinnedLinks.size()) {
        m_pinnedLinks = frame.request.pinnedLinks;
        m_pinned.labels.clear();
        for (const LinkId link : m_pinnedLinks)
            if (link < frame.topology->links.size())
                m_pinned.labels.push_back(linkLabel(*frame.topology, *frame.scene, link, LabelKind::PinnedLink));
        measure(m_pinned);
        m_placedStale = true;
    }
}

const QString& CanvasLabels::textOf(std::uint32_t placedCandidate) const
{
    const auto pinned = static_cast<std::uint32_t>(m_pinned.texts.size());
    const auto level = static_cast<std::uint32_t>(m_levels[m_level].texts.size());
    if (placedCandidate < pinned)
        return m_pinned.texts[placedCandidate];
    return placedCandidate < pinned + level ? m_levels[m_level].texts[placedCandidate - pinned]
                                            : m_ports.texts[placedCandidate - pinned - level];
}

const LabelCandidate& CanvasLabels::candidateOf(std::uint32_t placedCandidate) const
{
    const auto pinned = static_cast<std::uint32_t>(m_pinned.labels.size());
    const auto level = static_cast<std::uint32_t>(m_levels[m_level].labels.size());
    if (placedCandidate < pinned)
        return m_pinned.labels[placedCandidate];
    return placedCandidate < pinned + level ? m_levels[m_level].labels[placedCandidate - pinned]
                                            : m_ports.labels[placedCandidate - pinned - level];
}

bool CanvasLabels::needsPlacing(const LabelFrame& frame) const
{
    if (m_placedStale || frame.theme.label != m_text || frame.theme.background != m_background)
        return true;
    const double ratio = frame.view.zoom / m_placedZoom;
    if (ratio > kZoomSlack || ratio < 1 / kZoomSlack)
        return true;
    if (frame.settled && frame.view.zoom != m_placedZoom)
        return true;
    return !m_placedArea.contains(frame.view.visibleScene());
}

void CanvasLabels::place(const LabelFrame& frame)
{
    const QRectF visible = frame.view.visibleScene();
    m_placedArea = visible.adjusted(-kAreaMargin * visible.width(), -kAreaMargin * visible.height(),
        kAreaMargin * visible.width(), kAreaMargin * visible.height());
    LabelView view;
    view.zoom = frame.view.zoom;
    view.area = SceneRect { static_cast<float>(m_placedArea.x()), static_cast<float>(m_placedArea.y()),
        static_cast<float>(m_placedArea.width()), static_cast<float>(m_placedArea.height()) };
    view.textHeightPixels = m_boxPixels;
    view.keepWithin = frame.scene->bounds;
    LabelPlacement placement(view);
    const Candidates& level = m_levels[m_level];
    const auto pinned = static_cast<std::uint32_t>(m_pinned.labels.size());
    for (std::uint32_t i = 0; i < pinned; ++i)
        placement.tryPlace(m_pinned.labels[i], m_pinned.widths[i], i);
    for (std::uint32_t i = 0; i < level.labels.size(); ++i)
        placement.tryPlace(level.labels[i], level.widths[i], pinned + i);
    m_ports.labels = portLabels(*frame.topology, *frame.scene, *frame.list, view);
    measure(m_ports);
    const auto first = pinned + static_cast<std::uint32_t>(level.labels.size());
    for (std::uint32_t i = 0; i < m_ports.labels.size(); ++i)
        placement.tryPlace(m_ports.labels[i], m_ports.widths[i], first + i);
    m_placed = placement.placed();
    m_shown.clear();
    for (const PlacedLabel& p : m_placed)
        m_shown.push_back(textOf(p.candidate));
    m_placedZoom = frame.view.zoom;
    m_text = frame.theme.label;
    m_background = frame.theme.background;
    m_placedStale = false;
    ++m_placements;
}

// Each label placed one quad of its box in the atlas; an atlas full of earlier placements' boxes
// starts again with this one's, and what does not fit even so is drawn glyph by glyph.
void CanvasLabels::makeQuads(LabelNodes& nodes, const LabelFrame& frame, QQuickWindow& window)
{
    std::vector<LabelVertex> vertices;
    vertices.reserve(m_placed.size() * 6);
    if (!addLabelQuads(vertices, frame, false)) {
        m_atlas->dropLabels();
        vertices.clear();
        addLabelQuads(vertices, frame, true);
    }
    if (m_atlasUploaded != m_atlas->generation() || !nodes.hasAtlas()) {
        nodes.setAtlas(std::unique_ptr<QSGTexture>(window.createTextureFromImage(m_atlas->image())));
        m_atlasUploaded = m_atlas->generation();
    }
    m_quads = vertices.size() / 6;
    nodes.setQuads(vertices);
}

bool CanvasLabels::addLabelQuads(std::vector<LabelVertex>& vertices, const LabelFrame& frame, bool glyphsWhenFull)
{
    const Colour text = premultipliedBytes(frame.theme.label),
                 patch = premultipliedBytes(frame.theme.background, kPatchOpacity);
    const float padding = LabelView {}.paddingPixels;
    for (const PlacedLabel& p : m_placed) {
        // A device's name lies on its glyph, in a colour that reads on it; others on a patch.
        const LabelCandidate& c = candidateOf(p.candidate);
        const bool onGlyph = c.kind == LabelKind::Device;
        const Colour colour = onGlyph ? premultipliedBytes(textOn(
                                  frame.theme.devices[static_cast<std::size_t>(frame.topology->nodes[c.id].kind)]))
                                      : text;
        const Colour under = onGlyph ? kNoPatch : patch;
        const QString& label = textOf(p.candidate);
        const QRect cell = m_atlas->labelCell(label, QSizeF(p.width, p.height), padding);
        if (!cell.isEmpty()) {
            const QSizeF size = QSizeF(cell.size()) / m_atlas->devicePixelRatio();
            addQuad(vertices, p.anchorX, p.anchorY, QRectF(QPointF(p.left, p.top), size), QRectF(cell), colour, under);
            continue;
        }
        if (!glyphsWhenFull)
            return false;
        if (!onGlyph) {
            const QRectF patchCell(m_atlas->patchTexel(), QSizeF(0, 0));
            addQuad(vertices, p.anchorX, p.anchorY, QRectF(p.left, p.top, p.width, p.height), patchCell, patch);
        }
        std::vector<GlyphAtlas::Quad> glyphs;
        m_atlas->layout(label, p.height, glyphs);
        const QPointF origin(p.left + padding, p.top);
        for (const GlyphAtlas::Quad& q : glyphs)
            addQuad(vertices, p.anchorX, p.anchorY, q.pixels.translated(origin), q.cell, colour);
    }
    return true;
}

void CanvasLabels::update(LabelNodes& nodes, bool freshNodes, const LabelFrame& frame, QQuickWindow& window)
{
    if (!frame.list || !frame.topology || !frame.scene)
        return;
    gatherCandidates(frame);
    if (!freshNodes && !needsPlacing(frame))
        return;
    place(frame);
    makeQuads(nodes, frame, window);
}

} // namespace scalescope::gui

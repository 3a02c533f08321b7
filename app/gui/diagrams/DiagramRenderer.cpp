#include "gui/diagrams/DiagramRenderer.h"
#include "gui/diagrams/TextWrap.h"

#include "gui/rendering/DrawingPalette.h"
#include "gui/rendering/SceneRaster.h"
#include "gui/rendering/SceneStyle.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace scalescope::gui {
namespace {

constexpr double kMargin = 24; // around everything, page pixels
constexpr double kGap = 12; // between title, drawing and legend
constexpr double kAreaPadding = 20; // around the whole design, scene units
constexpr double kMinContentWidth = 560;
// Labels inside glyphs and boxes: never smaller than this (vector output zooms; PNG at a
// higher resolution reads them).
constexpr int kMinLabelPixels = 4;
constexpr int kMaxGroupLabelPixels = 12;
// A caption (a story's scene's words, for a handout) reads at the size of a book's text, 12 pt.
constexpr int kCaptionPixels = 16;

// "rack0/tray5/gpu2" -> "gpu2": the part a label has room for.
QString shortName(const std::string& name)
{
    const auto slash = name.rfind('/');
    return QString::fromStdString(slash == std::string::npos ? name : name.substr(slash + 1));
}

// "nvswitch3" -> "nvs3": a word and its number, the word cut to three letters, for a glyph too
// narrow for the whole name; other names as they are.
QString compactName(const QString& name)
{
    static const QRegularExpression wordAndNumber(QStringLiteral("^([A-Za-z]{4,})([0-9]+)$"));
    const QRegularExpressionMatch match = wordAndNumber.match(name);
    return match.hasMatch() ? match.captured(1).left(3) + match.captured(2) : name;
}

QRectF sceneRect(const SceneRect& r)
{
    return QRectF(r.x, r.y, r.width, r.height);
}

} // namespace

DiagramRenderer::DiagramRenderer(const Topology& topology, const Scene& scene, DiagramOptions options)
    : m_topology(topology)
    , m_scene(scene)
    , m_options(std::move(options))
    , m_titleFont(font(22, true))
    , m_textFont(font(13))
    , m_smallFont(font(11))
    , m_captionFont(font(kCaptionPixels))
    , m_background(sceneColour(QStringLiteral("background"), false))
    , m_text(sceneColour(QStringLiteral("label"), false))
    , m_mutedText(sceneColour(QStringLiteral("mutedLabel"), false))
{
    layoutPage();
}

QFont DiagramRenderer::font(int pixels, bool bold)
{
    // Any sans-serif face; for Chinese text the simplified-Chinese forms of Noto CJK before
    // whatever the system would fall back to.
    QFont f;
    f.setFamilies({ QStringLiteral("sans-serif"), QStringLiteral("Noto Sans CJK SC") });
    f.setStyleHint(QFont::SansSerif);
    f.setPixelSize(std::max(1, pixels));
    f.setBold(bold);
    return f;
}

std::size_t DiagramRenderer::segmentCount() const
{
    return m_segments.size();
}

void DiagramRenderer::layoutPage()
{
    // What part of the scene, at what scale, in how much detail.
    // The whole design: what is drawn in it (the scene's bounds leave room around it).
    QRectF content;
    for (const std::vector<SceneRect>* rects : { &m_scene.devices, &m_scene.groups, &m_scene.blocks })
        for (const SceneRect& r : *rects)
            if (!r.empty())
                content |= sceneRect(r);
    if (content.isEmpty()) {
        const SceneRect& b = m_scene.bounds;
        content = QRectF(b.x, b.y, b.width, b.height);
    }
    m_area = m_options.sceneArea ? *m_options.sceneArea
                                 : content.adjusted(-kAreaPadding, -kAreaPadding, kAreaPadding, kAreaPadding);
    if (m_area.width() <= 0 || m_area.height() <= 0)
        m_area = QRectF(0, 0, 1, 1);
    m_scale = m_options.pixelsPerSceneUnit.value_or(
        std::min({ 1.0, kMaxDrawingWidth / m_area.width(), kMaxDrawingHeight / m_area.height() }));
    switch (m_options.detail) {
    case DiagramDetail::Full:
        m_detailed = true;
        break;
    case DiagramDetail::Blocks:
        m_detailed = false;
        break;
    case DiagramDetail::Auto:
        m_detailed = showsDetail(m_topology.nodes.size(), m_scale);
        break;
    }
    // What the canvas would draw (racks collapsed on it one box), in its colours.
    DrawingView view;
    view.detail = m_detailed ? DrawingDetail::Devices : DrawingDetail::Blocks;
    if (m_detailed)
        view.collapsedRacks = m_options.collapsedGroups;
    m_list = buildDrawingList(m_topology, m_scene, view);
    LinkColours links;
    links.hidden = hiddenTiersNamed(m_options.hiddenTiers);
    links.loads = &m_options.linkLoads;
    links.logScale = m_options.logScale;
    m_palette = paletteImage(m_list, m_topology, themeColours(false), links);
    collectSegments();
    collectLegend();

    // Title, subtitle, drawing, legend, top to bottom.
    const QSizeF drawing = m_area.size() * m_scale;
    double contentWidth
        = std::max({ drawing.width(), kMinContentWidth, QFontMetricsF(m_titleFont).horizontalAdvance(m_options.title),
            QFontMetricsF(m_textFont).horizontalAdvance(m_options.subtitle) });
    double y = kMargin + QFontMetricsF(m_titleFont).height();
    if (!m_options.subtitle.isEmpty())
        y += 4 + QFontMetricsF(m_textFont).height();
    y += kGap;
    m_drawingRect = QRectF(QPointF(kMargin + (contentWidth - drawing.width()) / 2, y), drawing);
    y += drawing.height() + kGap;
    if (!m_options.caption.isEmpty()) {
        const QFontMetricsF metrics(m_captionFont);
        const QStringList lines = wrapText(m_options.caption, metrics, contentWidth);
        m_captionRect = QRectF(kMargin, y, contentWidth, lines.size() * metrics.lineSpacing());
        y += m_captionRect.height() + kGap;
    }
    y += legend(nullptr, QPointF(kMargin, y), contentWidth);
    m_pageSize = QSizeF(std::ceil(contentWidth + 2 * kMargin), std::ceil(y + kMargin));
}

QColor DiagramRenderer::colourOf(std::uint32_t slot) const
{
    return QColor::fromRgba(qUnpremultiply(paletteEntry(m_palette, slot)));
}

void DiagramRenderer::collectSegments()
{
    // Every link or bundle of a tier shown with something inside the area.
    const QRectF reach = m_area.adjusted(-1, -1, 1, 1);
    for (std::uint32_t i = 0; i < m_list.segments.size(); ++i) {
        const DrawnSegment& s = m_list.segments[i];
        double ax = s.ax, ay = s.ay, bx = s.bx, by = s.by;
        if (qAlpha(paletteEntry(m_palette, s.slot)) == 0
            || !clipSegment(ax, ay, bx, by, reach.left(), reach.top(), reach.right(), reach.bottom()))
            continue;
        m_segments.push_back(i);
    }
    // In a heatmap the busiest links are drawn last, over the idle ones they cross.
    if (heatmap()) {
        std::vector<double> load(m_list.segments.size(), 0.0);
        for (const std::uint32_t i : m_segments)
            load[i] = slotLoad(m_list, m_topology, m_options.linkLoads, m_list.segments[i].slot);
        std::stable_sort(
            m_segments.begin(), m_segments.end(), [&](std::uint32_t x, std::uint32_t y) { return load[x] < load[y]; });
    }
}

QPointF DiagramRenderer::toPage(double sceneX, double sceneY) const
{
    return m_drawingRect.topLeft() + QPointF(sceneX - m_area.x(), sceneY - m_area.y()) * m_scale;
}

QTransform DiagramRenderer::sceneToPage() const
{
    QTransform transform;
    transform.translate(m_drawingRect.left(), m_drawingRect.top());
    transform.scale(m_scale, m_scale);
    transform.translate(-m_area.x(), -m_area.y());
    return transform;
}

QRectF DiagramRenderer::toPage(const SceneRect& rect) const
{
    const QRectF r = sceneRect(rect).intersected(m_area);
    return QRectF(toPage(r.x(), r.y()), r.size() * m_scale);
}

void DiagramRenderer::paint(QPainter& painter) const
{
    painter.fillRect(QRectF(QPointF(0, 0), m_pageSize), m_background);
    painter.setPen(m_text);
    painter.setFont(m_titleFont);
    const QFontMetricsF titleMetrics(m_titleFont);
    painter.drawText(QPointF(kMargin, kMargin + titleMetrics.ascent()), m_options.title);
    if (!m_options.subtitle.isEmpty()) {
        painter.setPen(m_mutedText);
        painter.setFont(m_textFont);
        painter.drawText(QPointF(kMargin, kMargin + titleMetrics.height() + 4 + QFontMetricsF(m_textFont).ascent()),
            m_options.subtitle);
    }
    paintDrawing(painter);
    if (m_options.overlay) {
        painter.save();
        painter.setClipRect(m_drawingRect);
        m_options.overlay(painter, sceneToPage(), m_drawingRect);
        painter.restore();
    }
    double legendTop = m_drawingRect.bottom() + kGap;
    if (!m_captionRect.isEmpty()) {
        painter.setPen(m_text);
        painter.setFont(m_captionFont);
        const QFontMetricsF metrics(m_captionFont);
        const QStringList lines = wrapText(m_options.caption, metrics, m_captionRect.width());
        for (int i = 0; i < lines.size(); ++i)
            painter.drawText(
                QPointF(m_captionRect.left(), m_captionRect.top() + i * metrics.lineSpacing() + metrics.ascent()),
                lines[i]);
        legendTop = m_captionRect.bottom() + kGap;
    }
    legend(&painter, QPointF(kMargin, legendTop), m_pageSize.width() - 2 * kMargin);
}

void DiagramRenderer::paintDrawing(QPainter& painter) const
{
    painter.save();
    painter.setPen(Qt::NoPen);
    // The list in its order: boxes, then links or bundles (each its own line, cut at the
    // drawing's edge), then devices over them.
    for (const DrawnBox& box : m_list.boxes)
        if (m_area.intersects(sceneRect(box.rect)))
            painter.fillRect(toPage(box.rect), colourOf(slot::box(box.kind)));
    for (const std::uint32_t i : m_segments) {
        const DrawnSegment& s = m_list.segments[i];
        double ax = s.ax, ay = s.ay, bx = s.bx, by = s.by;
        if (!clipSegment(ax, ay, bx, by, m_area.left(), m_area.top(), m_area.right(), m_area.bottom()))
            continue;
        painter.setPen(QPen(colourOf(s.slot), s.widthPixels, Qt::SolidLine, Qt::FlatCap));
        painter.drawLine(toPage(ax, ay), toPage(bx, by));
    }
    painter.setPen(Qt::NoPen);
    for (const DrawnDevice& device : m_list.devices)
        if (m_area.intersects(sceneRect(device.rect)))
            painter.fillRect(toPage(device.rect), colourOf(slot::device(device.kind)));
    paintLabels(painter);
    // A part of the design (a view) is framed: its edges cut links.
    if (m_options.sceneArea) {
        painter.setPen(QPen(sceneColour(QStringLiteral("collapsedRack"), false), 1));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(m_drawingRect);
    }
    painter.restore();
}

void DiagramRenderer::paintLabels(QPainter& painter) const
{
    // Names where the scale leaves room for them: racks and trays in their top padding,
    // devices inside their glyph; blocks of one rack inside the block.
    if (m_detailed) {
        paintGroupLabels(painter);
        paintDeviceLabels(painter);
    } else {
        paintBlockLabels(painter);
    }
}

void DiagramRenderer::paintGroupLabels(QPainter& painter) const
{
    const int pixels = std::min(kMaxGroupLabelPixels, static_cast<int>(std::floor(0.8 * scene::kPadding * m_scale)));
    if (pixels < kMinLabelPixels)
        return;
    const QFont f = font(pixels);
    const QFontMetricsF metrics(f);
    painter.setFont(f);
    for (const DrawnBox& box : m_list.boxes) {
        if (!m_area.contains(sceneRect(box.rect).topLeft()))
            continue;
        const QString name = shortName(m_topology.groups[box.id].name);
        const QRectF page = toPage(box.rect);
        const double inset = 0.3 * scene::kPadding * m_scale;
        if (metrics.horizontalAdvance(name) > page.width() - 2 * inset)
            continue;
        // On a patch of the box's own colour, so that links crossing it do not hide it.
        const QPointF baseline(
            page.left() + inset, page.top() + (scene::kPadding * m_scale - metrics.ascent()) / 2 + metrics.ascent());
        const QColor boxColour = colourOf(slot::box(box.kind));
        painter.fillRect(metrics.boundingRect(name).translated(baseline).adjusted(-1, 0, 1, 0), boxColour);
        painter.setPen(box.kind == BoxKind::CollapsedRack ? textOn(boxColour) : m_mutedText);
        painter.drawText(baseline, name);
    }
}

void DiagramRenderer::paintDeviceLabels(QPainter& painter) const
{
    const int pixels = static_cast<int>(std::floor(0.32 * scene::kDevice * m_scale));
    if (pixels < kMinLabelPixels)
        return;
    const QFont f = font(pixels);
    const QFontMetricsF metrics(f);
    painter.setFont(f);
    std::vector<QRectF> besideLabels; // names under switches, which must not cover each other
    for (const DrawnDevice& device : m_list.devices) {
        if (!m_area.contains(sceneRect(device.rect)))
            continue;
        const QString full = shortName(m_topology.nodes[device.node].name);
        const QRectF page = toPage(device.rect);
        const bool fits = metrics.horizontalAdvance(full) <= page.width() - 2;
        const QString name = fits ? full : compactName(full);
        if (m_topology.nodes[device.node].group != kNoGroup || fits) {
            if (metrics.horizontalAdvance(name) <= page.width() - 2) {
                painter.setPen(textOn(colourOf(slot::device(device.kind))));
                painter.drawText(page, Qt::AlignCenter, name);
            }
        } else {
            // A switch of the fabric, outside any box: its whole name under its glyph, on a patch
            // of the background over the links there, unless another such name is in the way
            // (switches come row by row: the last few names are the neighbours).
            const QRectF text = metrics.boundingRect(full).translated(
                page.center().x() - metrics.horizontalAdvance(full) / 2, page.bottom() + 1 + metrics.ascent());
            const auto neighbours
                = besideLabels.end() - std::min<std::ptrdiff_t>(static_cast<std::ptrdiff_t>(besideLabels.size()), 64);
            const bool crowded = std::any_of(neighbours, besideLabels.end(),
                [&](const QRectF& other) { return other.intersects(text.adjusted(-2, 0, 2, 0)); });
            if (crowded)
                continue;
            besideLabels.push_back(text);
            painter.fillRect(text.adjusted(-1, 0, 1, 0), m_background);
            painter.setPen(m_text);
            painter.drawText(text.bottomLeft() - QPointF(0, metrics.descent()), full);
        }
    }
}

void DiagramRenderer::paintBlockLabels(QPainter& painter) const
{
    for (const DrawnBox& box : m_list.boxes) {
        if (!isBlock(box.kind) || box.id >= m_scene.blockNames.size() || !m_area.contains(sceneRect(box.rect)))
            continue;
        const QRectF page = toPage(box.rect);
        const int pixels = std::min(kMaxGroupLabelPixels, static_cast<int>(std::floor(page.width() / 5)));
        if (pixels < kMinLabelPixels)
            continue;
        const QFont f = font(pixels);
        // Its name, or the first of its shorter ones that fits.
        QString name = QString::fromStdString(m_scene.blockNames[box.id]);
        if (box.id < m_scene.blockShortNames.size())
            for (const std::string& shorter : m_scene.blockShortNames[box.id]) {
                if (QFontMetricsF(f).horizontalAdvance(name) <= page.width() - 2)
                    break;
                name = QString::fromStdString(shorter);
            }
        if (QFontMetricsF(f).horizontalAdvance(name) > page.width() - 2)
            continue;
        painter.setFont(f);
        // On a patch of the block's colour, as the group labels, in a colour that reads on it.
        const QColor patch = colourOf(slot::box(box.kind));
        painter.setPen(textOn(patch));
        const QRectF text = painter.boundingRect(page, Qt::AlignHCenter | Qt::AlignTop, name);
        painter.fillRect(text.adjusted(-1, 0, 1, 0), patch);
        painter.drawText(page, Qt::AlignHCenter | Qt::AlignTop, name);
    }
}

} // namespace scalescope::gui

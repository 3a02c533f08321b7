#include "gui/rendering/GlyphAtlas.h"

#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <cmath>
#include <limits>

namespace scalescope::gui {
namespace {

constexpr int kAtlasWidth = 1024; // device pixels
// Labels' boxes are kept below this height (device pixels; 16 MiB at four bytes a pixel); glyphs
// go on below if they must (a design of many scripts), as there are only so many characters.
constexpr int kMaxLabelsHeight = 4096;
constexpr int kPatchSize = 4; // the opaque corner, device pixels

} // namespace

GlyphAtlas::GlyphAtlas(const QFont& font, int pixelSize, double devicePixelRatio)
    : m_font(font)
    , m_dpr(std::max(devicePixelRatio, 0.5))
{
    m_font.setPixelSize(std::max(1, static_cast<int>(std::lround(pixelSize * m_dpr))));
    m_font.setHintingPreference(QFont::PreferFullHinting);
    const QFontMetricsF metrics(m_font);
    m_ascent = static_cast<float>(metrics.ascent());
    m_lineHeight = static_cast<float>(std::ceil(metrics.ascent() + metrics.descent()));
    m_padding = 1 + static_cast<int>(std::ceil(m_dpr));
    start();
}

void GlyphAtlas::start()
{
    m_glyphs.clear();
    m_labels.clear();
    m_image = QImage(kAtlasWidth, 128, QImage::Format_ARGB32_Premultiplied);
    m_image.fill(Qt::transparent);
    QPainter(&m_image).fillRect(0, 0, kPatchSize, kPatchSize, Qt::white);
    m_penX = kPatchSize + 1;
    m_penY = 0;
    m_rowHeight = kPatchSize;
    for (char32_t c = 32; c < 127; ++c)
        glyph(c);
    ++m_generation;
}

void GlyphAtlas::dropLabels()
{
    start();
}

void GlyphAtlas::grow(int minHeight)
{
    int height = m_image.height();
    while (height < minHeight)
        height *= 2;
    if (height == m_image.height())
        return;
    QImage bigger(kAtlasWidth, height, QImage::Format_ARGB32_Premultiplied);
    bigger.fill(Qt::transparent);
    QPainter(&bigger).drawImage(0, 0, m_image);
    m_image = std::move(bigger);
}

std::optional<QPoint> GlyphAtlas::allocate(int width, int height, int maxHeight)
{
    int x = m_penX, y = m_penY, rowHeight = m_rowHeight;
    if (x + width > kAtlasWidth) {
        x = 0;
        y += rowHeight + 1;
        rowHeight = 0;
    }
    if (width > kAtlasWidth || y + height > maxHeight)
        return std::nullopt;
    grow(y + height);
    m_penX = x + width + 1;
    m_penY = y;
    m_rowHeight = std::max(rowHeight, height);
    return QPoint(x, y);
}

const GlyphAtlas::Glyph& GlyphAtlas::glyph(char32_t code)
{
    if (const auto it = m_glyphs.find(code); it != m_glyphs.end())
        return it->second;
    const QString text = QString::fromUcs4(&code, 1);
    const QFontMetricsF metrics(m_font);
    Glyph g;
    g.advanceDevice = static_cast<float>(metrics.horizontalAdvance(text));
    const int width = static_cast<int>(std::ceil(g.advanceDevice)) + 2 * m_padding;
    const int height = static_cast<int>(m_lineHeight) + 2 * m_padding;
    const std::optional<QPoint> at = allocate(width, height, std::numeric_limits<int>::max());
    g.cell = QRect(*at, QSize(width, height));
    QPainter painter(&m_image);
    painter.setFont(m_font);
    painter.setPen(Qt::white);
    painter.drawText(QPointF(at->x() + m_padding, at->y() + m_padding + m_ascent), text);
    ++m_generation;
    return m_glyphs.emplace(code, g).first->second;
}

float GlyphAtlas::textWidth(const QString& text)
{
    float device = 0;
    for (const char32_t code : text.toUcs4())
        device += std::round(glyph(code).advanceDevice);
    return static_cast<float>(device / m_dpr);
}

void GlyphAtlas::layout(const QString& text, float height, std::vector<Quad>& out)
{
    // The text's top, on a whole device pixel, centred in the box.
    const double top = std::round((height * m_dpr - m_lineHeight) / 2);
    double pen = 0; // device pixels
    for (const char32_t code : text.toUcs4()) {
        const Glyph& g = glyph(code);
        const QRectF device(pen - m_padding, top - m_padding, g.cell.width(), g.cell.height());
        out.push_back(Quad { QRectF(device.topLeft() / m_dpr, device.size() / m_dpr), QRectF(g.cell) });
        pen += std::round(g.advanceDevice);
    }
}

QRect GlyphAtlas::labelCell(const QString& text, QSizeF boxPixels, float paddingPixels)
{
    if (const auto it = m_labels.constFind(text); it != m_labels.constEnd())
        return *it;
    std::vector<Quad> glyphs;
    layout(text, static_cast<float>(boxPixels.height()), glyphs); // first: it may add glyphs
    const QSize size(static_cast<int>(std::ceil(boxPixels.width() * m_dpr)),
        static_cast<int>(std::ceil(boxPixels.height() * m_dpr)));
    const std::optional<QPoint> at = allocate(size.width(), size.height(), kMaxLabelsHeight);
    if (!at)
        return {};
    const QRect cell(*at, size);
    const QPointF origin(at->x() + std::round(paddingPixels * m_dpr), at->y());
    QPainter painter(&m_image);
    painter.setClipRect(cell);
    for (const Quad& q : glyphs) {
        // Each glyph's cell over the box, as its quad would blend over the patch.
        const QPointF device = q.pixels.topLeft() * m_dpr + origin;
        painter.drawImage(QPoint(static_cast<int>(std::lround(device.x())), static_cast<int>(std::lround(device.y()))),
            m_image.copy(q.cell.toRect()));
    }
    ++m_generation;
    m_labels.insert(text, cell);
    return cell;
}

QPointF GlyphAtlas::patchTexel() const
{
    return QPointF(kPatchSize / 2.0, kPatchSize / 2.0);
}

} // namespace scalescope::gui

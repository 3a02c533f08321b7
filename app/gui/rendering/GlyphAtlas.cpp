#include "gui/rendering/GlyphAtlas.h"

#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace scalescope::gui {
namespace {

constexpr int kAtlasWidth = 1024; // device pixels
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
    m_image = QImage(kAtlasWidth, 128, QImage::Format_ARGB32_Premultiplied);
    m_image.fill(Qt::transparent);
    QPainter(&m_image).fillRect(0, 0, kPatchSize, kPatchSize, Qt::white);
    m_penX = kPatchSize + 1;
    m_rowHeight = kPatchSize;
    for (char32_t c = 32; c < 127; ++c)
        glyph(c);
    m_generation = 1;
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
    if (m_penX + width > kAtlasWidth) {
        m_penX = 0;
        m_penY += m_rowHeight + 1;
        m_rowHeight = 0;
    }
    grow(m_penY + height);
    g.cell = QRect(m_penX, m_penY, width, height);
    QPainter painter(&m_image);
    painter.setFont(m_font);
    painter.setPen(Qt::white);
    painter.setCompositionMode(QPainter::CompositionMode_Source);
    painter.fillRect(g.cell, Qt::transparent);
    painter.setCompositionMode(QPainter::CompositionMode_SourceOver);
    painter.drawText(QPointF(m_penX + m_padding, m_penY + m_padding + m_ascent), text);
    m_penX += width + 1;
    m_rowHeight = std::max(m_rowHeight, height);
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

QPointF GlyphAtlas::patchTexel() const
{
    return QPointF(kPatchSize / 2.0, kPatchSize / 2.0);
}

} // namespace scalescope::gui

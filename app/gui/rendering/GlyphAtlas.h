// The canvas's labels' glyphs, rasterised once with QPainter at the screen's device pixel ratio
// into one image (white on transparent, premultiplied), so that every label of a frame is drawn
// from one texture. Each character is kept on its own with its advance; text is laid out
// character by character on whole device pixels (no kerning: labels are short). Characters are
// added as texts need them. A label's whole box is kept too, its glyphs copied into it once, so
// that the label is one textured quad (its backing patch drawn by the shader where the text is
// not); when the image has no room left for another box, labelCell says so, and dropLabels
// starts it again. Cells never move until then. A small opaque patch at the image's corner
// backs a label drawn glyph by glyph.
#pragma once

#include <QFont>
#include <QHash>
#include <QImage>
#include <QRectF>
#include <QString>

#include <optional>
#include <unordered_map>
#include <vector>

namespace scalescope::gui {

class GlyphAtlas {
public:
    // `pixelSize`: the text's size in logical pixels.
    GlyphAtlas(const QFont& font, int pixelSize, double devicePixelRatio);

    struct Quad {
        QRectF pixels; // logical pixels from the text's top-left
        QRectF cell; // device pixels of the image (divide by its final size)
    };
    // The width of a text in logical pixels, adding what it lacks.
    float textWidth(const QString& text);
    // A text's glyph quads, its box `height` pixels tall with the text centred in it.
    void layout(const QString& text, float height, std::vector<Quad>& out);
    // The centre of the opaque patch, in device pixels of the image.
    QPointF patchTexel() const;
    // A label's box, `boxPixels` (logical) with its text `paddingPixels` from the left and centred
    // in its height, drawn into the image once: its cell (device pixels), whose size divided by
    // the device pixel ratio is the box's; empty when the image has no room for it.
    QRect labelCell(const QString& text, QSizeF boxPixels, float paddingPixels);
    // The labels' boxes and the glyphs go (the image starts again): for when labelCell found no room.
    void dropLabels();

    double devicePixelRatio() const { return m_dpr; }
    const QImage& image() const { return m_image; }
    // Bumped whenever glyphs are added (the texture must be made again).
    int generation() const { return m_generation; }

private:
    struct Glyph {
        QRect cell; // device pixels in the image
        float advanceDevice = 0; // device pixels
    };
    const Glyph& glyph(char32_t code);
    // Room for a cell of this size, the image grown for it up to `maxHeight` rows: its top-left,
    // or nothing. Cells never move.
    std::optional<QPoint> allocate(int width, int height, int maxHeight);
    void grow(int minHeight);
    void start(); // the empty image, the patch and the printable ASCII characters

    QFont m_font; // at the device pixel size
    double m_dpr = 1;
    float m_ascent = 0, m_lineHeight = 0; // device pixels
    int m_padding = 1; // around each glyph's cell, device pixels
    QImage m_image;
    int m_penX = 0, m_penY = 0, m_rowHeight = 0; // where the next cell goes
    int m_generation = 0;
    std::unordered_map<char32_t, Glyph> m_glyphs;
    QHash<QString, QRect> m_labels; // cells of whole labels' boxes
};

} // namespace scalescope::gui

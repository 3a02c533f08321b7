// The canvas on a high-DPI screen (run at QT_SCALE_FACTOR=2): labels keep their size in logical
// pixels while their glyphs, like the raster of the drawing, are drawn at the window's device
// pixel ratio, and both are drawn again when the ratio changes (the window on another screen);
// a presentation on a larger screen draws the links wider.
#include "InteractionFixtures.h"
#include "gui/rendering/CanvasRenderer.h"
#include "gui/rendering/GlyphAtlas.h"

#include <QGuiApplication>
#include <QSGNode>
#include <QtQml/qqmlextensionplugin.h>
#include <QtTest>

#include <memory>

Q_IMPORT_QML_PLUGIN(ScaleScopePlugin)

using namespace scalescope;
using namespace scalescope::gui;
using namespace scalescope::gui::fixtures;

namespace {

// The rows and columns of a glyph's cell that hold ink, in the atlas's device pixels.
QSize inkOf(const GlyphAtlas& atlas, const QRectF& cell)
{
    const QImage& image = atlas.image();
    int top = INT_MAX, bottom = -1, left = INT_MAX, right = -1;
    for (int y = static_cast<int>(cell.top()); y < static_cast<int>(cell.bottom()); ++y)
        for (int x = static_cast<int>(cell.left()); x < static_cast<int>(cell.right()); ++x)
            if (qAlpha(image.pixel(x, y)) > 64) {
                top = std::min(top, y);
                bottom = std::max(bottom, y);
                left = std::min(left, x);
                right = std::max(right, x);
            }
    return bottom < 0 ? QSize() : QSize(right - left + 1, bottom - top + 1);
}

} // namespace

class TestCanvasDpi : public InteractionTestCase {
    Q_OBJECT
private slots:
    void glyphsAreDrawnAtTheRatioAndSizedInLogicalPixels()
    {
        GlyphAtlas one(QGuiApplication::font(), CanvasLabels::kFontPixels, 1);
        GlyphAtlas two(QGuiApplication::font(), CanvasLabels::kFontPixels, 2);
        QCOMPARE(two.devicePixelRatio(), 2.0);
        // The same text takes the same room on screen, but for hinting, which fits each glyph to
        // whole pixels of its size (180 and 174 pixels here).
        const QString text = QStringLiteral("rack0/node3 400 Gb/s, p3 - p17");
        const float widthOne = one.textWidth(text), widthTwo = two.textWidth(text);
        QVERIFY2(std::abs(widthOne - widthTwo) <= 0.05f * widthOne,
            qPrintable(QString("%1 and %2 pixels").arg(widthOne).arg(widthTwo)));
        std::vector<GlyphAtlas::Quad> quadsOne, quadsTwo;
        one.layout(QStringLiteral("W"), CanvasLabels::kBoxPixels, quadsOne);
        two.layout(QStringLiteral("W"), CanvasLabels::kBoxPixels, quadsTwo);
        QCOMPARE(quadsOne.size(), std::size_t(1));
        QCOMPARE(quadsTwo.size(), std::size_t(1));
        // Each glyph as large on screen, with twice the pixels each way in the atlas.
        QVERIFY(std::abs(quadsOne[0].pixels.height() - quadsTwo[0].pixels.height()) <= 1.5);
        const QSize inkOne = inkOf(one, quadsOne[0].cell), inkTwo = inkOf(two, quadsTwo[0].cell);
        QVERIFY(inkOne.isValid() && inkTwo.isValid());
        const double tall = double(inkTwo.height()) / inkOne.height(), wide = double(inkTwo.width()) / inkOne.width();
        QVERIFY2(tall > 1.7 && tall < 2.3, qPrintable(QString::number(tall)));
        QVERIFY2(wide > 1.7 && wide < 2.3, qPrintable(QString::number(wide)));
    }

    void theCanvasDrawsAtTheWindowsRatio()
    {
        // Run with QT_SCALE_FACTOR=2 (CTest sets it).
        QCOMPARE(m_window->effectiveDevicePixelRatio(), 2.0);
        m_canvas->fitToView();
        settle(m_window);
        const CanvasRenderer::Counts counts = m_canvas->renderCounts();
        QCOMPARE(counts.labelPixelRatio, 2.0);
        QCOMPARE(counts.rasterPixelRatio, 2.0);
        QVERIFY2(m_canvas->shownLabels().contains("rack0"), qPrintable(m_canvas->shownLabels().join(" | ")));
    }

    void anotherRatioDrawsTheRasterAndGlyphsAgain()
    {
        // A renderer of its own on the canvas item, given one frame at ratio 1, then the same
        // view at ratio 2, as when the window goes to another screen.
        CanvasRenderer renderer(*m_canvas);
        CanvasState state;
        state.topology = m_document.topology();
        state.scene = m_document.scene();
        state.view.size = QSizeF(m_canvas->width(), m_canvas->height());
        state.view.zoom = 4;
        state.view.centre = m_canvas->sceneAt(QPointF(m_canvas->width() / 2, m_canvas->height() / 2));
        state.settled = true;
        state.devicePixelRatio = 1;
        std::unique_ptr<QSGNode> root(renderer.update(nullptr, state));
        QVERIFY(root);
        const CanvasRenderer::Counts atOne = renderer.counts();
        QCOMPARE(atOne.rasterPixelRatio, 1.0);
        QCOMPARE(atOne.labelPixelRatio, 1.0);
        const QStringList shownAtOne = renderer.shownLabels();
        QVERIFY(!shownAtOne.isEmpty());
        // The same frame again draws nothing new.
        QCOMPARE(renderer.update(root.get(), state), root.get());
        QCOMPARE(renderer.counts().rasters, atOne.rasters);
        state.devicePixelRatio = 2;
        QCOMPARE(renderer.update(root.get(), state), root.get());
        const CanvasRenderer::Counts atTwo = renderer.counts();
        QCOMPARE(atTwo.rasters, atOne.rasters + 1);
        QCOMPARE(atTwo.rasterPixelRatio, 2.0);
        QCOMPARE(atTwo.labelPixelRatio, 2.0);
        QVERIFY(atTwo.labelPlacements > atOne.labelPlacements);
        // Sized in logical pixels: the same names show.
        QCOMPARE(renderer.shownLabels(), shownAtOne);

        // Presenting on a screen 2160 pixels tall: the links drawn again twice as wide.
        state.textScale = 3.2;
        state.lineScale = 2;
        QCOMPARE(renderer.update(root.get(), state), root.get());
        const CanvasRenderer::Counts presenting = renderer.counts();
        QCOMPARE(presenting.rasters, atTwo.rasters + 1);
        QCOMPARE(presenting.rasterLineScale, 2.0);
        QCOMPARE(presenting.rasterPixelRatio, 2.0);
    }
};

QTEST_MAIN(TestCanvasDpi)
#include "tst_canvas_dpi.moc"

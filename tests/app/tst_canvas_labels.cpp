// The names on the canvas as the window shows them: racks and switch tiers at Fit, devices by
// their short names once zoomed in, a link's rate and ports while it is hovered, every link's
// when asked; placed again when the zoom changes, not when the view pans; each one quad of its
// box in the glyph atlas, drawn there as its glyphs would be, the atlas starting again when full.
#include "InteractionFixtures.h"

#include "gui/rendering/GlyphAtlas.h"

#include <QGuiApplication>

#include <QtQml/qqmlextensionplugin.h>
#include <QtTest>

Q_IMPORT_QML_PLUGIN(ScaleScopePlugin)

using namespace scalescope;
using namespace scalescope::gui;
using namespace scalescope::gui::fixtures;

namespace {

bool anyStartsWith(const QStringList& texts, const QString& prefix)
{
    return std::any_of(texts.begin(), texts.end(), [&](const QString& t) { return t.startsWith(prefix); });
}

} // namespace

class TestCanvasLabels : public InteractionTestCase {
    Q_OBJECT
private slots:
    void fitShowsRacksAndTiersNotDevices()
    {
        m_canvas->fitToView();
        settle(m_window);
        const QStringList shown = m_canvas->shownLabels();
        QVERIFY2(shown.contains("rack0"), qPrintable(shown.join(" | ")));
        QVERIFY2(anyStartsWith(shown, "8 leaf switches"), qPrintable(shown.join(" | ")));
        QVERIFY(!shown.contains("gpu0"));
    }

    void zoomedInDevicesHaveTheirShortNames()
    {
        m_canvas->centerOn(m_summary.findDevice("node2/gpu3"));
        m_canvas->zoomAt(QPointF(m_canvas->width() / 2, m_canvas->height() / 2), 4 / m_canvas->zoom());
        settle(m_window);
        const QStringList shown = m_canvas->shownLabels();
        QVERIFY2(shown.contains("gpu3"), qPrintable(shown.join(" | ")));
        QVERIFY(!shown.contains("node2/gpu3"));
    }

    void aHoveredLinkSaysItsRateAndPorts()
    {
        const std::shared_ptr<const Topology> topology = m_document.topology();
        const int gpu = m_summary.findDevice("node2/gpu3");
        int link = -1;
        for (std::size_t l = 0; l < topology->links.size() && link < 0; ++l)
            if (topology->links[l].a == NodeId(gpu) || topology->links[l].b == NodeId(gpu))
                link = static_cast<int>(l);
        QVERIFY(link >= 0);
        m_canvas->setHoveredLink(link);
        m_window->grabWindow();
        const QStringList shown = m_canvas->shownLabels();
        QVERIFY(!shown.isEmpty());
        const QString expected
            = QString::fromStdString(linkLabel(*topology, *m_document.scene(), link, LabelKind::PinnedLink).text);
        QCOMPARE(shown.first(), expected); // before any other name
        QVERIFY(expected.contains(" - p"));
        m_canvas->setHoveredLink(-1);
        m_window->grabWindow();
        QVERIFY(!m_canvas->shownLabels().contains(expected));
    }

    void everyLinkLabelledWhenAsked()
    {
        settle(m_window);
        const qsizetype before = m_canvas->shownLabels().size();
        m_workspace.view()->setLinkLabels(true);
        m_window->grabWindow();
        const QStringList shown = m_canvas->shownLabels();
        QVERIFY2(shown.size() > before, qPrintable(shown.join(" | ")));
        QVERIFY(anyStartsWith(shown, "450 GB/s") || anyStartsWith(shown, "400 Gb/s"));
        m_workspace.view()->setLinkLabels(false);
        m_window->grabWindow();
        QCOMPARE(m_canvas->shownLabels().size(), before);
    }

    void placedAgainOnZoomNotOnPan()
    {
        settle(m_window);
        const int placed = m_canvas->renderCounts().labelPlacements;
        m_canvas->panBy(20, 10);
        m_window->grabWindow();
        settle(m_window);
        QCOMPARE(m_canvas->renderCounts().labelPlacements, placed);
        m_canvas->zoomAt(QPointF(m_canvas->width() / 2, m_canvas->height() / 2), 0.5);
        m_window->grabWindow();
        QCOMPARE(m_canvas->renderCounts().labelPlacements, placed + 1);
    }

    void eachLabelIsOneQuad()
    {
        m_canvas->fitToView();
        settle(m_window);
        const auto shown = static_cast<std::size_t>(m_canvas->shownLabels().size());
        QVERIFY2(shown >= 3, qPrintable(QString::number(shown)));
        QCOMPARE(m_canvas->renderCounts().labelQuads, shown);
    }

    // A label's box in the atlas holds its glyphs where the glyph quads would put them, over
    // nothing (the shader puts the patch where the text is not).
    void aLabelsBoxHoldsItsGlyphs()
    {
        for (const double dpr : { 1.0, 2.0 }) {
            GlyphAtlas atlas(QGuiApplication::font(), 11, dpr);
            const QString text = QStringLiteral("rack12");
            const float padding = 3;
            const QSizeF box(atlas.textWidth(text) + 2 * padding, 15);
            const QRect cell = atlas.labelCell(text, box, padding);
            QCOMPARE(cell.size(), QSize(int(std::ceil(box.width() * dpr)), int(std::ceil(box.height() * dpr))));
            QCOMPARE(atlas.labelCell(text, box, padding), cell); // kept
            std::vector<GlyphAtlas::Quad> glyphs;
            atlas.layout(text, float(box.height()), glyphs);
            QCOMPARE(glyphs.size(), std::size_t(6));
            // The "k": its cell's most covered pixel is in the box at the same place.
            const GlyphAtlas::Quad& k = glyphs[3];
            const QImage& image = atlas.image();
            QPoint most;
            int mostAlpha = 0;
            for (int y = k.cell.top(); y <= int(k.cell.bottom()); ++y)
                for (int x = k.cell.left(); x <= int(k.cell.right()); ++x)
                    if (qAlpha(image.pixel(x, y)) > mostAlpha)
                        mostAlpha = qAlpha(image.pixel(x, y)), most = QPoint(x, y);
            QVERIFY(mostAlpha > 200);
            const QPointF inBox = (k.pixels.topLeft() + QPointF(padding, 0)) * dpr + (most - k.cell.topLeft());
            QCOMPARE(qAlpha(image.pixel(cell.topLeft() + inBox.toPoint())), mostAlpha);
            QCOMPARE(qAlpha(image.pixel(cell.topLeft())), 0); // the padding: nothing
        }
    }

    void aFullAtlasSaysSoAndStartsAgain()
    {
        GlyphAtlas atlas(QGuiApplication::font(), 11, 2);
        const QSizeF box(200, 15);
        int added = 0;
        while (!atlas.labelCell(QString::number(added), box, 3).isEmpty() && added < 100000)
            ++added;
        QVERIFY2(added > 100 && added < 100000, qPrintable(QString::number(added)));
        const int generation = atlas.generation();
        atlas.dropLabels();
        QVERIFY(atlas.generation() > generation); // the texture is made again
        QVERIFY(!atlas.labelCell(QString::number(added), box, 3).isEmpty());
    }
};

QTEST_MAIN(TestCanvasLabels)
#include "tst_canvas_labels.moc"

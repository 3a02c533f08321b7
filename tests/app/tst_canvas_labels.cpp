// The names on the canvas as the window shows them: racks and switch tiers at Fit, devices by
// their short names once zoomed in, a link's rate and ports while it is hovered, every link's
// when asked; placed again when the zoom changes, not when the view pans.
#include "InteractionFixtures.h"

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
};

QTEST_MAIN(TestCanvasLabels)
#include "tst_canvas_labels.moc"

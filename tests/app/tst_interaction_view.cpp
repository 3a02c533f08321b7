// The window as a user views the design: a double-click collapses a rack, hiding a tier or
// switching the theme recolours the canvas without drawing it again, the link under the pointer
// is found (not a hidden one), a drag on the background pans, the minimap moves the view, and
// zooming to the selection shows all of it; a view at Fit stays fitted as the window changes size;
// a level shown again elsewhere draws its devices in its first frame there.
#include "InteractionFixtures.h"

#include <QtQml/qqmlextensionplugin.h>
#include <QtTest>

Q_IMPORT_QML_PLUGIN(ScaleScopePlugin)

using namespace scalescope;
using namespace scalescope::gui;
using namespace scalescope::gui::fixtures;

class TestInteractionView : public InteractionTestCase {
    Q_OBJECT
private slots:
    void doubleClickCollapsesAndOpensARack()
    {
        const int gpu = m_summary.findDevice("node3/gpu4");
        const QPoint at = onWindow(*m_canvas, m_document, gpu);
        QVERIFY(at.x() >= 0);
        QVERIFY(!m_workspace.view()->isCollapsed(gpu));
        QTest::mouseDClick(m_window, Qt::LeftButton, Qt::NoModifier, at);
        QTRY_VERIFY(m_workspace.view()->isCollapsed(gpu));
        // The whole rack is now one block: clicking anywhere on it finds one of its devices.
        const int hit = m_canvas->deviceAt(m_canvas->mapFromScene(at));
        QVERIFY(hit >= 0);
        QCOMPARE(m_document.topology()->rackOf(static_cast<NodeId>(hit)),
            m_document.topology()->rackOf(static_cast<NodeId>(gpu)));
        QTest::mouseDClick(m_window, Qt::LeftButton, Qt::NoModifier, at);
        QTRY_VERIFY(!m_workspace.view()->isCollapsed(gpu));
    }

    // The window's first layouts (and a panel opened or closed) resize the canvas after the design
    // was fitted: the view follows until the user moves it, and not after.
    void aFittedViewFollowsTheCanvasSizeUntilMoved()
    {
        m_canvas->fitToView();
        const double fitted = m_canvas->zoom();
        m_window->resize(1400, 500);
        QTRY_VERIFY(m_canvas->zoom() < 0.9 * fitted);
        m_window->resize(1400, 900);
        QTRY_COMPARE(m_canvas->zoom(), fitted);
        m_canvas->zoomAt(QPointF(m_canvas->width() / 2, m_canvas->height() / 2), 2.0);
        const double zoomed = m_canvas->zoom();
        m_window->resize(1400, 500);
        QTRY_COMPARE(m_canvas->height() < 500, true);
        QCOMPARE(m_canvas->zoom(), zoomed);
        m_window->resize(1400, 900);
        QTRY_VERIFY(m_canvas->height() > 500);
        m_canvas->fitToView();
    }

    // Fit shows the whole design clear of the legend pinned at the canvas's top left, and takes
    // the room back when the legend is hidden.
    void fitKeepsTheDesignClearOfTheLegend()
    {
        QQuickItem* legend = m_window->findChild<QQuickItem*>("canvasLegend");
        QVERIFY(legend);
        m_workspace.view()->setShowLegend(true);
        QTRY_VERIFY(legend->isVisible() && legend->height() > 100);
        m_canvas->fitToView();
        const SceneRect b = m_document.scene()->bounds;
        const auto drawn = [&] {
            return QRectF(
                m_canvas->itemAt(QPointF(b.x, b.y)), m_canvas->itemAt(QPointF(b.x + b.width, b.y + b.height)));
        };
        const QRectF legendArea = legend->mapRectToItem(m_canvas, QRectF(0, 0, legend->width(), legend->height()));
        QTRY_VERIFY2(
            !drawn().intersects(legendArea), qPrintable(QString("%1 %2").arg(drawn().top()).arg(legendArea.bottom())));
        const double clear = m_canvas->zoom();
        m_workspace.view()->setShowLegend(false);
        QTRY_VERIFY(m_canvas->zoom() >= clear); // fitted again, in the whole canvas
        m_workspace.view()->setShowLegend(true);
        QTRY_COMPARE(m_canvas->zoom(), clear);
    }

    void hidingATierOrSwitchingTheThemeOnlyRecolours()
    {
        m_canvas->fitToView();
        settle(m_window);
        const CanvasRenderer::Counts before = m_canvas->renderCounts();
        m_workspace.view()->setHiddenTiers({ "nvlink" });
        m_window->grabWindow();
        m_workspace.view()->setTheme("dark");
        m_window->grabWindow();
        const CanvasRenderer::Counts after = m_canvas->renderCounts();
        QCOMPARE(after.palettes, before.palettes + 2);
        QCOMPARE(after.lists, before.lists);
        QCOMPARE(after.rasters, before.rasters);
        m_workspace.view()->setHiddenTiers({});
        m_workspace.view()->setTheme("light");
    }

    void collapsingARackMakesTheDetailedListAgainAndNothingElse()
    {
        m_canvas->fitToView();
        // Both levels shown once, so that both have their lists.
        m_workspace.view()->setDetail("blocks");
        m_window->grabWindow();
        m_workspace.view()->setDetail("full");
        settle(m_window);
        const CanvasRenderer::Counts before = m_canvas->renderCounts();
        const int gpu = m_summary.findDevice("node0/gpu0");
        m_workspace.view()->toggleCollapsed(gpu);
        m_window->grabWindow();
        QCOMPARE(m_canvas->renderCounts().lists, before.lists + 1);
        QCOMPARE(m_canvas->renderCounts().rasters, before.rasters + 1); // the new list, at once
        // The blocks are as they were.
        m_workspace.view()->setDetail("blocks");
        m_window->grabWindow();
        QCOMPARE(m_canvas->renderCounts().lists, before.lists + 1);
        m_workspace.view()->setDetail("auto");
        m_workspace.view()->toggleCollapsed(gpu);
        m_window->grabWindow();
    }

    // Every device seen zoomed in at one node, the racks as blocks, then every device again at
    // another node: the first frame there shows that node's devices, not the empty rest of the
    // raster drawn for the first node.
    void aLevelShownAgainElsewhereIsDrawnInItsFirstFrame()
    {
        const int first = m_summary.findDevice("node0/gpu0"), far = m_summary.findDevice("node3/gpu7");
        m_workspace.view()->setDetail("full");
        m_canvas->centerOn(first);
        m_canvas->zoomAt(QPointF(m_canvas->width() / 2, m_canvas->height() / 2), 4 / m_canvas->zoom());
        settle(m_window);
        m_workspace.view()->setDetail("blocks");
        m_window->grabWindow();
        m_canvas->centerOn(far);
        m_window->grabWindow();
        m_workspace.view()->setDetail("full");
        m_window->grabWindow();
        const SceneRect device = m_document.scene()->devices[static_cast<std::size_t>(far)];
        QVERIFY(m_canvas->renderCounts().rasterArea.contains(QRectF(device.x, device.y, device.width, device.height)));
        m_workspace.view()->setDetail("auto");
        m_canvas->fitToView();
    }

    void linkAtFindsTheLinkUnderThePointerButNotAHiddenOne()
    {
        m_canvas->centerOn(m_summary.findDevice("node2/gpu3"));
        settle(m_window);
        // An NVLink whose middle shows it (no device, no later link over it).
        const Topology& topology = *m_document.topology();
        const Scene& scene = *m_document.scene();
        int found = -1;
        QPointF middle;
        for (LinkId l = 0; l < topology.links.size() && found < 0; ++l) {
            if (topology.links[l].tier != LinkTier::NvLink)
                continue;
            const SceneRect& a = scene.devices[topology.links[l].a];
            const SceneRect& b = scene.devices[topology.links[l].b];
            middle = m_canvas->itemAt(QPointF((a.centerX() + b.centerX()) / 2, (a.centerY() + b.centerY()) / 2));
            if (m_canvas->contains(middle) && m_canvas->linkAt(middle) == static_cast<int>(l))
                found = static_cast<int>(l);
        }
        QVERIFY(found >= 0);
        m_workspace.view()->setHiddenTiers({ "nvlink" });
        m_window->grabWindow();
        const int hidden = m_canvas->linkAt(middle);
        QVERIFY(hidden != found);
        QVERIFY(hidden < 0 || topology.links[hidden].tier != LinkTier::NvLink);
        m_workspace.view()->setHiddenTiers({});
        m_window->grabWindow();
        QCOMPARE(m_canvas->linkAt(middle), found);
    }

    void dragOnTheBackgroundPans()
    {
        const double zoom = m_canvas->zoom();
        const QPoint empty = emptyOnWindow(*m_canvas);
        QVERIFY(empty.x() >= 0);
        const int gpu = m_summary.findDevice("node2/gpu0");
        const QPoint gpuBefore = onWindow(*m_canvas, m_document, gpu);
        dragOnWindow(m_window, empty, empty + QPoint(100, 60));
        QVERIFY(!m_document.canUndo()); // panning is not an edit
        QCOMPARE(m_canvas->zoom(), zoom);
        const QPoint gpuAfter = onWindow(*m_canvas, m_document, gpu);
        QVERIFY(qAbs(gpuAfter.x() - gpuBefore.x() - 100) < 12);
        QVERIFY(qAbs(gpuAfter.y() - gpuBefore.y() - 60) < 12);
    }

    void clickInTheMinimapMovesTheView()
    {
        // The minimap's overview is the other canvas: racks as blocks, no links.
        TopologyCanvas* overview = nullptr;
        for (TopologyCanvas* candidate : m_window->findChildren<TopologyCanvas*>())
            if (candidate != m_canvas)
                overview = candidate;
        QVERIFY(overview);
        QVERIFY(!overview->detailed());
        QVERIFY(!overview->showLinks());
        // Its lower right corner is a part of the design the main view does not show centred.
        const QPoint click = overview->mapToScene(QPointF(overview->width() * 0.8, overview->height() * 0.8)).toPoint();
        const QPointF target = overview->sceneAt(overview->mapFromScene(click));
        QTest::mouseClick(m_window, Qt::LeftButton, Qt::NoModifier, click);
        QTRY_VERIFY(qAbs(m_canvas->visibleScene().center().x() - target.x()) < 1);
        QVERIFY(qAbs(m_canvas->visibleScene().center().y() - target.y()) < 1);
    }

    void zoomToSelectionShowsEverythingSelected()
    {
        m_canvas->fitToView();
        const double fitZoom = m_canvas->zoom();
        const int first = m_summary.findDevice("node0/gpu0");
        const int second = m_summary.findDevice("node1/nic3");
        m_selection.select(first);
        m_selection.toggle(second);
        m_canvas->zoomToSelection();
        QVERIFY(m_canvas->zoom() > fitZoom); // closer than the whole design
        for (const int node : { first, second }) {
            const SceneRect r = m_document.scene()->devices.at(node);
            QVERIFY(m_canvas->visibleScene().contains(QRectF(r.x, r.y, r.width, r.height)));
        }
        // Nothing selected: the whole design.
        m_selection.select(-1);
        m_canvas->zoomToSelection();
        QCOMPARE(m_canvas->zoom(), fitZoom);
    }
};

QTEST_MAIN(TestInteractionView)
#include "tst_interaction_view.moc"

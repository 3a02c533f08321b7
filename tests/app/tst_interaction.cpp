// The window as a user drives it: a click selects the device under the pointer and fills the
// inspector, a drag moves the device's rack as one undoable edit (shown meanwhile as an overlay,
// laid out once on release), a drag on the background pans; hiding a tier or switching the
// theme recolours the canvas without drawing it again.
#include "QuickItems.h"
#include "gui/adapters/Workspace.h"
#include "io/DesignFile.h"
#include "gui/rendering/TopologyCanvas.h"

#include <QQmlApplicationEngine>
#include <QQuickWindow>
#include <QSignalSpy>
#include <QtQml/qqmlextensionplugin.h>
#include <QtTest>

Q_IMPORT_QML_PLUGIN(ScaleScopePlugin)

using namespace scalescope;
using namespace scalescope::gui;

namespace {

const QString kExample = QString(SCALESCOPE_SOURCE_DIR) + "/resources/examples/dgx-h100-4.scalescope.json";

// Where a device's centre is on the window.
QPoint onWindow(const TopologyCanvas& canvas, const DesignDocument& document, int node)
{
    const SceneRect r = document.scene()->devices.at(node);
    for (int x = 0; x < canvas.width(); x += 2)
        for (int y = 0; y < canvas.height(); y += 2)
            if (canvas.deviceAt(QPointF(x, y)) == node) {
                // Refine to the middle of the glyph: step by half its size on screen.
                const double half = r.width * canvas.zoom() / 2;
                return canvas.mapToScene(QPointF(x + half / 2, y + half / 2)).toPoint();
            }
    return { -1, -1 };
}

// A point on the window near the canvas's top edge with no device under it, or (-1, -1).
QPoint emptyOnWindow(const TopologyCanvas& canvas)
{
    for (int x = 4; x < canvas.width(); x += 10)
        if (canvas.deviceAt(QPointF(x, 4)) < 0)
            return canvas.mapToScene(QPointF(x, 4)).toPoint();
    return { -1, -1 };
}

// Presses at one point, moves to another in ten steps and releases there, holding `modifiers`.
void dragOnWindow(QWindow* window, QPoint from, QPoint to, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
{
    QTest::mousePress(window, Qt::LeftButton, modifiers, from);
    for (int step = 1; step <= 10; ++step)
        QTest::mouseEvent(QTest::MouseMove, window, Qt::NoButton, modifiers, from + (to - from) * step / 10);
    QTest::mouseRelease(window, Qt::LeftButton, modifiers, to);
}

// Draws a frame now, once the view has rested (its raster sharpened), so that what follows
// starts from a quiet canvas.
void settle(QQuickWindow* window)
{
    QTest::qWait(400);
    window->grabWindow();
}

} // namespace

class TestInteraction : public QObject {
    Q_OBJECT
private:
    Workspace m_workspace;
    DesignDocument& m_document = *m_workspace.document();
    DesignSummary& m_summary = *m_workspace.summary();
    MoveEditing& m_moves = *m_workspace.moves();
    DeviceSelection& m_selection = *m_workspace.view()->selection();
    QQmlApplicationEngine* m_engine = nullptr;
    QQuickWindow* m_window = nullptr;
    TopologyCanvas* m_canvas = nullptr;

private slots:
    void initTestCase()
    {
        QVERIFY(m_document.load(kExample));
        m_engine = new QQmlApplicationEngine(this);
        m_engine->setInitialProperties({ { "workspace", QVariant::fromValue(&m_workspace) } });
        m_engine->load(QUrl("qrc:/ScaleScope/Main.qml"));
        QVERIFY(!m_engine->rootObjects().isEmpty());
        m_window = qobject_cast<QQuickWindow*>(m_engine->rootObjects().first());
        QVERIFY(m_window);
        m_window->resize(1400, 900);
        QVERIFY(QTest::qWaitForWindowExposed(m_window));
        // The main view's canvas, as it registered with the workspace.
        m_canvas = qobject_cast<TopologyCanvas*>(m_workspace.mainCanvas());
        QVERIFY(m_canvas);
        QTRY_VERIFY(m_canvas->width() > 100);
    }

    void cleanupTestCase()
    {
        delete m_engine; // before the workspace it shows
        m_engine = nullptr;
    }

    void clickSelectsTheDeviceUnderThePointer()
    {
        const int gpu = m_summary.findDevice("node1/gpu2");
        const QPoint at = onWindow(*m_canvas, m_document, gpu);
        QVERIFY(at.x() >= 0);
        QTest::mouseClick(m_window, Qt::LeftButton, Qt::NoModifier, at);
        QTRY_COMPARE(m_selection.current(), gpu);
    }

    void dragMovesTheRackAsOneUndoableEdit()
    {
        const QPointF before = m_moves.positionOf("rack0");
        const int gpu = m_summary.findDevice("node0/gpu0");
        const QPoint from = onWindow(*m_canvas, m_document, gpu);
        QVERIFY(from.x() >= 0);
        dragOnWindow(m_window, from, from + QPoint(80, 40));
        QTRY_VERIFY(m_document.canUndo());
        const QPointF after = m_moves.positionOf("rack0");
        QVERIFY(after.x() > before.x() + 20);
        QVERIFY(after.y() > before.y());
        QVERIFY(m_document.dirty());
        m_document.undo();
        QCOMPARE(m_moves.positionOf("rack0"), before);
        QVERIFY(!m_document.dirty());
    }

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

    void aDragMovesAnOverlayAndLaysTheSceneOutOnceOnRelease()
    {
        m_canvas->fitToView();
        const int gpu = m_summary.findDevice("node1/gpu0");
        const QPoint from = onWindow(*m_canvas, m_document, gpu);
        QVERIFY(from.x() >= 0);
        settle(m_window);
        const CanvasRenderer::Counts before = m_canvas->renderCounts();
        const std::shared_ptr<const Scene> scene = m_document.scene();
        QSignalSpy laidOut(&m_document, &DesignDocument::sceneChanged);
        QTest::mousePress(m_window, Qt::LeftButton, Qt::NoModifier, from);
        for (int step = 1; step <= 10; ++step) {
            QTest::mouseEvent(QTest::MouseMove, m_window, Qt::NoButton, Qt::NoModifier, from + QPoint(8, 4) * step);
            m_window->grabWindow(); // a frame for every move
        }
        // While it moves: the rack drawn over the canvas at its new place; nothing laid out,
        // listed or rasterised again.
        QCOMPARE(m_moves.draggedNames(), QStringList { m_moves.movableNameAt(gpu) });
        QVERIFY(m_moves.dragOffset().x() >= 40);
        QCOMPARE(m_document.scene(), scene);
        QCOMPARE(laidOut.count(), 0);
        const CanvasRenderer::Counts moving = m_canvas->renderCounts();
        QCOMPARE(moving.overlays, before.overlays + 1);
        QCOMPARE(moving.lists, before.lists);
        QCOMPARE(moving.rasters, before.rasters);
        // The drop: one edit, laid out once, drawn once more; the overlay gone.
        QTest::mouseRelease(m_window, Qt::LeftButton, Qt::NoModifier, from + QPoint(80, 40));
        m_window->grabWindow();
        QCOMPARE(laidOut.count(), 1);
        QVERIFY(m_document.scene() != scene);
        QVERIFY(m_moves.draggedNames().isEmpty());
        QVERIFY(m_document.canUndo());
        QCOMPARE(m_canvas->renderCounts().lists, before.lists + 1);
        m_document.undo();
        QVERIFY(!m_document.canUndo());
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

    void ctrlClickSelectsSeveralAndADragMovesThemTogether()
    {
        m_canvas->fitToView();
        const int first = m_summary.findDevice("node0/gpu0");
        const QString firstRack = m_moves.movableNameAt(first);
        // A device that moves on its own, apart from the first one's rack (a fabric switch).
        int second = -1;
        for (int node = 0; node < static_cast<int>(m_document.topology()->nodes.size()) && second < 0; ++node)
            if (m_moves.movableNameAt(node) != firstRack && !m_document.scene()->devices.at(node).empty())
                second = node;
        QVERIFY(second >= 0);
        const QString secondRack = m_moves.movableNameAt(second);
        const QPointF firstBefore = m_moves.positionOf(firstRack);
        const QPointF secondBefore = m_moves.positionOf(secondRack);

        const QPoint from = onWindow(*m_canvas, m_document, first);
        const QPoint other = onWindow(*m_canvas, m_document, second);
        QVERIFY(from.x() >= 0 && other.x() >= 0);
        QTest::mouseClick(m_window, Qt::LeftButton, Qt::NoModifier, from);
        QTest::mouseClick(m_window, Qt::LeftButton, Qt::ControlModifier, other);
        QTRY_COMPARE(m_selection.nodes(), (QVariantList { first, second }));
        QCOMPARE(m_selection.second(), second); // two selected: the inspector shows their path

        dragOnWindow(m_window, from, from + QPoint(60, 80));
        QTRY_VERIFY(m_document.canUndo());
        const QPointF firstShift = m_moves.positionOf(firstRack) - firstBefore;
        const QPointF secondShift = m_moves.positionOf(secondRack) - secondBefore;
        QVERIFY(firstShift.y() > 20);
        QVERIFY((firstShift - secondShift).manhattanLength() < 0.01); // both moved by the same amount
        QCOMPARE(m_selection.nodes().size(), 2); // the selection survives the move
        m_document.undo(); // one step takes the whole move back
        QCOMPARE(m_moves.positionOf(firstRack), firstBefore);
        QCOMPARE(m_moves.positionOf(secondRack), secondBefore);
        QVERIFY(!m_document.canUndo());

        // Ctrl+click on a selected device takes it out again; Shift+click does the same as Ctrl+click.
        QTest::mouseClick(m_window, Qt::LeftButton, Qt::ControlModifier, onWindow(*m_canvas, m_document, second));
        QTRY_COMPARE(m_selection.nodes(), (QVariantList { first }));
        QTest::mouseClick(m_window, Qt::LeftButton, Qt::ShiftModifier, onWindow(*m_canvas, m_document, second));
        QTRY_COMPARE(m_selection.nodes(), (QVariantList { first, second }));
        QVERIFY(!m_document.canUndo()); // a click is not a cable
    }

    void shiftDragOnTheBackgroundSelectsWhatIsInsideAndDeleteRemovesIt()
    {
        m_canvas->fitToView();
        const QPoint empty = emptyOnWindow(*m_canvas);
        QVERIFY(empty.x() >= 0);
        const int gpu = m_summary.findDevice("node0/gpu0");
        const QPoint to = onWindow(*m_canvas, m_document, gpu);
        dragOnWindow(m_window, empty, to, Qt::ShiftModifier);
        QTRY_VERIFY(m_selection.nodes().contains(gpu));
        const QVariantList selected = m_selection.nodes();
        QVERIFY(selected.size() > 1);
        for (const QVariant& node : selected) // only what the band covers
            QVERIFY(m_canvas->deviceCenter(node.toInt()).y() <= m_canvas->mapFromScene(to).y() + 20);
        QVERIFY(!m_document.canUndo()); // selecting is not an edit

        const int before = static_cast<int>(m_document.topology()->nodes.size());
        QVERIFY(m_workspace.editor()->deleteDevices(selected));
        QCOMPARE(static_cast<int>(m_document.topology()->nodes.size()), before - selected.size());
        m_document.undo(); // one edit
        QCOMPARE(static_cast<int>(m_document.topology()->nodes.size()), before);
        QVERIFY(!m_document.dirty());
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

    void selectAllTakesEveryDeviceDrawn()
    {
        m_window->requestActivate();
        QTest::keySequence(m_window, QKeySequence::SelectAll);
        QTRY_COMPARE(m_selection.nodes().size(), static_cast<qsizetype>(m_document.topology()->nodes.size()));
        QTest::keyClick(m_window, Qt::Key_Escape);
        QTRY_COMPARE(m_selection.nodes().size(), 0);
    }

    void arrowKeysMoveTheSelectionByGridSteps()
    {
        const int gpu = m_summary.findDevice("node0/gpu0");
        m_selection.select(gpu);
        const QPointF before = m_moves.positionOf("rack0");
        m_canvas->forceActiveFocus();
        QTest::keyClick(m_window, Qt::Key_Right);
        QTRY_VERIFY(m_document.canUndo());
        QCOMPARE(m_moves.positionOf("rack0"), before + QPointF(10, 0)); // one grid step
        QTest::keyClick(m_window, Qt::Key_Down, Qt::ShiftModifier);
        QTRY_COMPARE(m_moves.positionOf("rack0"), before + QPointF(10, 100)); // ten
        m_document.undo();
        m_document.undo();
        QCOMPARE(m_moves.positionOf("rack0"), before);
        QVERIFY(!m_document.canUndo());
    }

    void restingThePointerOnADeviceNamesIt()
    {
        m_canvas->fitToView();
        const int nic = m_summary.findDevice("node2/nic1");
        const QPoint at = onWindow(*m_canvas, m_document, nic);
        QVERIFY(at.x() >= 0);
        QObject* tip = m_window->findChild<QObject*>("deviceTip");
        QVERIFY(tip);
        QTest::mouseMove(m_window, at - QPoint(3, 0));
        QTest::mouseMove(m_window, at);
        QTRY_VERIFY(tip->property("visible").toBool());
        QVERIFY2(tip->property("text").toString().startsWith("node2/nic1\nnic"),
            qPrintable(tip->property("text").toString()));
    }

    // The whole first session of a new user, through the window: last, as it replaces the design.
    void aNewTwoRackDesignIsBuiltEditedSavedAndReopened()
    {
        // New, from the dialog: GB300 NVL72, two racks.
        QObject* dialog = m_window->findChild<QObject*>("newDesignDialog");
        QObject* presetBox = m_window->findChild<QObject*>("presetBox");
        QObject* countBox = m_window->findChild<QObject*>("countBox");
        QVERIFY(dialog && presetBox && countBox);
        QMetaObject::invokeMethod(dialog, "open");
        int gb300 = -1;
        const QVariantList presets = m_document.presets();
        for (int i = 0; i < presets.size(); ++i)
            if (presets[i].toMap().value("id") == "gb300-nvl72")
                gb300 = i;
        QVERIFY(gb300 >= 0);
        presetBox->setProperty("currentIndex", gb300);
        countBox->setProperty("value", 2);
        QMetaObject::invokeMethod(dialog, "accept");
        const auto gpus = [&] {
            return std::count_if(m_document.topology()->nodes.begin(), m_document.topology()->nodes.end(),
                [](const Node& n) { return n.kind == NodeKind::Gpu; });
        };
        QTRY_COMPARE(gpus(), 144);
        QVERIFY(!m_document.hasFile()); // new: saved only by Save As

        // A spine from the palette (double-click adds it in the middle of the view).
        QObject* palette = m_window->findChild<QObject*>("paletteList");
        QVERIFY(palette);
        QString spineItem;
        for (const QVariant& item : m_workspace.editor()->palette())
            if (item.toMap().value("id").toString().startsWith("switch:")
                && item.toMap().value("id").toString().endsWith(":spine"))
                spineItem = item.toMap().value("id").toString();
        QVERIFY(!spineItem.isEmpty());
        // In the empty space above the leaves.
        int leaf = -1;
        for (NodeId n = 0; n < m_document.topology()->nodes.size() && leaf < 0; ++n)
            if (m_document.topology()->nodes[n].role == SwitchRole::Leaf)
                leaf = static_cast<int>(n);
        QVERIFY(leaf >= 0);
        const SceneRect leafBox = m_document.scene()->devices.at(leaf);
        m_canvas->centerAt(QPointF(leafBox.x + 200, leafBox.y - 150));
        const std::size_t devices = m_document.topology()->nodes.size();
        QMetaObject::invokeMethod(palette, "addRequested", Q_ARG(QString, spineItem));
        QTRY_COMPARE(m_document.topology()->nodes.size(), devices + 1);
        const int spine = m_selection.current();
        QVERIFY(spine >= 0);
        QCOMPARE(m_summary.deviceReport(spine).value("role").toString(), QString("spine"));

        // Cable it: Shift-drag from the new spine to a leaf. This fabric's leaves are full: the
        // drag says so and cables nothing; a new leaf from the palette takes the cable.
        const int full = leaf;
        m_selection.select(spine);
        m_selection.toggle(full);
        m_canvas->zoomToSelection();
        const std::size_t linksBefore = m_document.topology()->links.size();
        dragOnWindow(
            m_window, onWindow(*m_canvas, m_document, spine), onWindow(*m_canvas, m_document, full), Qt::ShiftModifier);
        QTRY_VERIFY(m_document.errorText().contains("has no free infiniband port"));
        QCOMPARE(m_document.topology()->links.size(), linksBefore);
        QObject* error = m_window->findChild<QObject*>("errorDialog");
        QVERIFY(error);
        QTRY_VERIFY(error->property("visible").toBool());
        QMetaObject::invokeMethod(error, "close");
        QTRY_VERIFY(!error->property("visible").toBool());
        m_canvas->centerAt(QPointF(leafBox.x + 400, leafBox.y - 150));
        QMetaObject::invokeMethod(
            palette, "addRequested", Q_ARG(QString, QString(spineItem).replace(":spine", ":leaf")));
        QTRY_COMPARE(m_document.topology()->nodes.size(), devices + 2);
        const int other = m_selection.current();
        QCOMPARE(m_summary.deviceReport(other).value("role").toString(), QString("leaf"));
        m_selection.select(spine);
        m_selection.toggle(other);
        m_canvas->zoomToSelection();
        const QPoint from = onWindow(*m_canvas, m_document, spine), to = onWindow(*m_canvas, m_document, other);
        QVERIFY(from.x() >= 0 && to.x() >= 0);
        const std::size_t links = m_document.topology()->links.size();
        dragOnWindow(m_window, from, to, Qt::ShiftModifier);
        QTRY_COMPARE(m_document.topology()->links.size(), links + 1);
        const Link& cable = m_document.topology()->links.back();
        QCOMPARE(cable.tier, LinkTier::InfiniBand);
        QVERIFY((int(cable.a) == spine && int(cable.b) == other) || (int(cable.a) == other && int(cable.b) == spine));

        // Move a rack by dragging a GPU, and undo it.
        m_canvas->fitToView();
        m_canvas->centerOn(m_summary.findDevice("rack0/tray0/gpu0"));
        const QPointF rackBefore = m_moves.positionOf("rack0");
        const QPoint gpuAt = onWindow(*m_canvas, m_document, m_summary.findDevice("rack0/tray0/gpu0"));
        QVERIFY(gpuAt.x() >= 0);
        dragOnWindow(m_window, gpuAt, gpuAt + QPoint(60, 30));
        QTRY_VERIFY(m_moves.positionOf("rack0") != rackBefore);
        m_document.undo();
        QCOMPARE(m_moves.positionOf("rack0"), rackBefore);

        // Inspect a GPU: its PCI address in the inspector.
        const int gpu = m_summary.findDevice("rack1/tray3/gpu1");
        m_selection.select(gpu);
        QObject* pci = nullptr;
        QTRY_VERIFY((pci = findItem(m_window->contentItem(), "property-pci")) != nullptr);
        QTRY_COMPARE(pci->property("text").toString(),
            m_summary.deviceReport(gpu).value("addresses").toMap().value("pci").toString());
        QVERIFY(!pci->property("text").toString().isEmpty());

        // Save, reopen: the same design.
        QTemporaryDir dir;
        const QString path = dir.filePath("two-racks.scalescope.json");
        QVERIFY(m_document.saveAs(QUrl::fromLocalFile(path)));
        QVERIFY(!m_document.dirty());
        DesignDocument reopened;
        QVERIFY2(reopened.load(path), qPrintable(reopened.errorText()));
        QCOMPARE(
            formatDesign(reopened.design(), Catalog::builtIn()), formatDesign(m_document.design(), Catalog::builtIn()));
        QCOMPARE(reopened.topology()->links.size(), links + 1);
    }
};

QTEST_MAIN(TestInteraction)
#include "tst_interaction.moc"

// The window as a user edits in it: a drag moves the device's rack as one undoable edit (shown
// meanwhile as an overlay, laid out once on release), several selected move together, the arrow
// keys move by grid steps; and a new user's first session, built, edited, saved and reopened.
#include "InteractionFixtures.h"
#include "QuickItems.h"

#include "io/DesignFile.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtQml/qqmlextensionplugin.h>
#include <QtTest>

Q_IMPORT_QML_PLUGIN(ScaleScopePlugin)

using namespace scalescope;
using namespace scalescope::gui;
using namespace scalescope::gui::fixtures;

class TestInteractionMoves : public InteractionTestCase {
    Q_OBJECT
private slots:
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
        // drag says so where it was dropped (no dialog) and cables nothing; a new leaf from the
        // palette takes the cable.
        const int full = leaf;
        m_selection.select(spine);
        m_selection.toggle(full);
        m_canvas->zoomToSelection();
        const std::size_t linksBefore = m_document.topology()->links.size();
        dragOnWindow(
            m_window, onWindow(*m_canvas, m_document, spine), onWindow(*m_canvas, m_document, full), Qt::ShiftModifier);
        QObject* note = findItem(m_window->contentItem(), "cableNote");
        QVERIFY(note);
        QTRY_VERIFY(note->property("visible").toBool());
        QVERIFY2(note->property("text").toString().contains("has no free infiniband port"),
            qPrintable(note->property("text").toString()));
        QCOMPARE(m_document.topology()->links.size(), linksBefore);
        QVERIFY(m_document.errorText().isEmpty());
        QObject* error = m_window->findChild<QObject*>("errorDialog");
        QVERIFY(error && !error->property("visible").toBool());
        // Next to the drop point, on the leaf.
        const QPointF dropped = onWindow(*m_canvas, m_document, full);
        const QQuickItem* noteItem = qobject_cast<QQuickItem*>(note);
        const QRectF noteRect = noteItem->mapRectToScene(QRectF(0, 0, noteItem->width(), noteItem->height()));
        QVERIFY2(noteRect.adjusted(-40, -40, 40, 40).contains(dropped),
            qPrintable(QString("%1,%2 %3x%4")
                           .arg(noteRect.x())
                           .arg(noteRect.y())
                           .arg(noteRect.width())
                           .arg(noteRect.height())));
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

QTEST_MAIN(TestInteractionMoves)
#include "tst_interaction_moves.moc"

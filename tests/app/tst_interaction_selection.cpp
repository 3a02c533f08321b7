// The window as a user selects in it: a click selects the device under the pointer, a shift-drag
// on the background what the band covers (and Delete removes it as one edit), Ctrl+A everything
// drawn; resting the pointer on a device names it.
#include "InteractionFixtures.h"

#include <QtQml/qqmlextensionplugin.h>
#include <QtTest>

Q_IMPORT_QML_PLUGIN(ScaleScopePlugin)

using namespace scalescope;
using namespace scalescope::gui;
using namespace scalescope::gui::fixtures;

class TestInteractionSelection : public InteractionTestCase {
    Q_OBJECT
private slots:
    void clickSelectsTheDeviceUnderThePointer()
    {
        const int gpu = m_summary.findDevice("node1/gpu2");
        const QPoint at = onWindow(*m_canvas, m_document, gpu);
        QVERIFY(at.x() >= 0);
        QTest::mouseClick(m_window, Qt::LeftButton, Qt::NoModifier, at);
        QTRY_COMPARE(m_selection.current(), gpu);
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

    void theRouteBetweenTwoGpusIsDrawnHopByHop()
    {
        // Two GPUs in different nodes: NVLink to the NIC's side, PCIe, the NIC, the fabric and
        // back; each link of the route drawn, with a mark at both of its ends.
        m_canvas->fitToView();
        const int from = m_summary.findDevice("node0/gpu0"), to = m_summary.findDevice("node3/gpu5");
        m_selection.select(from);
        QTRY_COMPARE(m_canvas->renderCounts().routeParts, std::size_t(0));
        m_selection.toggle(to);
        const std::vector<int>& route = m_workspace.view()->route()->links();
        QVERIFY(route.size() >= 4);
        for (const int link : route) // every hop is a link the inspector's route names
            QVERIFY(link >= 0 && link < static_cast<int>(m_document.topology()->links.size()));
        const Link& first = m_document.topology()->links[route.front()];
        QVERIFY(int(first.a) == from || int(first.b) == from);
        QTRY_COMPARE(m_canvas->renderCounts().routeParts, 3 * route.size());
        // The link the charts show, highlighted too.
        const std::size_t routeParts = 3 * route.size();
        m_workspace.traffic()->setChartLink(static_cast<int>(m_document.topology()->links.size()) - 1);
        QTRY_COMPARE(m_canvas->renderCounts().routeParts, routeParts + 3);
        m_workspace.traffic()->setChartLink(-1);
        m_selection.clear();
        QTRY_COMPARE(m_canvas->renderCounts().routeParts, std::size_t(0));
        QVERIFY(m_workspace.view()->route()->links().empty());
    }

    void selectAllTakesEveryDeviceDrawn()
    {
        m_window->requestActivate();
        QTest::keySequence(m_window, QKeySequence::SelectAll);
        QTRY_COMPARE(m_selection.nodes().size(), static_cast<qsizetype>(m_document.topology()->nodes.size()));
        QTest::keyClick(m_window, Qt::Key_Escape);
        QTRY_COMPARE(m_selection.nodes().size(), 0);
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
};

QTEST_MAIN(TestInteractionSelection)
#include "tst_interaction_selection.moc"

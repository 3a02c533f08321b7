// The window as a user marks failures in it: a right-click on a device opens its marks' menu,
// whose "Mark failed" marks it (one undoable edit, drawn crossed out on the canvas and listed in
// the Summary); a right-click on a link offers the link's marks; Edit > Failures on turns the
// layer off and on.
#include "InteractionFixtures.h"

#include <QQuickItem>
#include <QtQml/qqmlextensionplugin.h>
#include <QtTest>

Q_IMPORT_QML_PLUGIN(ScaleScopePlugin)

using namespace scalescope;
using namespace scalescope::gui;
using namespace scalescope::gui::fixtures;

class TestInteractionMarks : public InteractionTestCase {
    Q_OBJECT

    QObject* find(const char* name) const { return m_engine->rootObjects().first()->findChild<QObject*>(name); }

    // Clicks a visible item of the window (a menu's entry) in its middle, once it has stopped moving: a
    // menu opened near the window's edge is moved to fit after its entries are laid out, and a click
    // at where an entry first was would land on another.
    void clickItem(const char* name)
    {
        auto* item = qobject_cast<QQuickItem*>(find(name));
        QVERIFY2(item, name);
        QTRY_VERIFY(item->isVisible() && item->height() > 0);
        const auto middleOf = [item] { return item->mapToScene(QPointF(item->width() / 2, item->height() / 2)); };
        QPointF middle = middleOf();
        for (int tries = 0; tries < 20; ++tries) {
            settle(m_window);
            const QPointF now = middleOf();
            if (now == middle)
                break;
            middle = now;
        }
        QTest::mouseClick(m_window, Qt::LeftButton, Qt::NoModifier, middle.toPoint());
    }

private slots:
    void rightClickOnADeviceMarksItFailed()
    {
        m_canvas->fitToView();
        settle(m_window);
        const int gpu = m_summary.findDevice("node2/gpu5");
        const QPoint at = onWindow(*m_canvas, m_document, gpu);
        QVERIFY(at.x() >= 0);
        QCOMPARE(m_canvas->renderCounts().failureParts, std::size_t(0));
        QTest::mouseClick(m_window, Qt::RightButton, Qt::NoModifier, at);
        QObject* menu = find("markMenu");
        QVERIFY(menu);
        QTRY_VERIFY(menu->property("opened").toBool());
        QCOMPARE(menu->property("device").toInt(), gpu);
        QCOMPARE(m_selection.current(), gpu);
        clickItem("markDeviceFailed");
        QTRY_COMPARE(m_workspace.failures()->count(), 1);
        QCOMPARE(m_workspace.failures()->deviceState(gpu), QString("failed"));
        QCOMPARE(m_document.undoText(), QString("Mark node2/gpu5 failed"));
        // Drawn crossed out, explained by the legend, listed in the Summary.
        QTRY_VERIFY(m_canvas->renderCounts().failureParts > 0);
        QVERIFY(find("failureSummary")->property("visible").toBool());
        QCOMPARE(find("failureSummary")->property("text").toString(), QString("1 failed: 1 GPU"));

        // Edit > Failures on turns the layer off: nothing drawn, the marks kept.
        QTest::keyClick(m_window, Qt::Key_U, Qt::ControlModifier | Qt::ShiftModifier);
        QTRY_VERIFY(!m_workspace.failures()->enabled());
        QTRY_COMPARE(m_canvas->renderCounts().failureParts, std::size_t(0));
        QCOMPARE(m_workspace.failures()->count(), 1);
        m_document.undo();
        QVERIFY(m_workspace.failures()->enabled());
        m_document.undo();
        QCOMPARE(m_workspace.failures()->count(), 0);
        QVERIFY(!m_document.dirty());
    }

    void rightClickOnALinkOffersTheLinksMarks()
    {
        // A link between two nodes' NICs and their leaf: its middle, where no device is.
        const Topology& topology = *m_document.topology();
        int link = -1;
        QPoint at(-1, -1);
        for (LinkId l = 0; l < topology.links.size() && at.x() < 0; ++l) {
            if (topology.links[l].tier != LinkTier::InfiniBand)
                continue;
            const QPointF a = m_canvas->deviceCenter(static_cast<int>(topology.links[l].a));
            const QPointF b = m_canvas->deviceCenter(static_cast<int>(topology.links[l].b));
            for (double t = 0.3; t <= 0.7 && at.x() < 0; t += 0.05) {
                const QPointF p = a + (b - a) * t;
                if (m_canvas->deviceAt(p) < 0 && m_canvas->linkAt(p) == static_cast<int>(l)) {
                    link = static_cast<int>(l);
                    at = m_canvas->mapToScene(p).toPoint();
                }
            }
        }
        QVERIFY(link >= 0);
        QTest::mouseClick(m_window, Qt::RightButton, Qt::NoModifier, at);
        QObject* menu = find("markMenu");
        QTRY_VERIFY(menu->property("opened").toBool());
        QCOMPARE(menu->property("link").toInt(), link);
        clickItem("markLinkFailed");
        QTRY_COMPARE(m_workspace.failures()->count(), 1);
        QCOMPARE(m_workspace.failures()->linkState(link), QString("failed"));
        QTRY_VERIFY(m_canvas->renderCounts().failureParts > 0);
        m_document.undo();
        QCOMPARE(m_workspace.failures()->count(), 0);
    }
};

QTEST_MAIN(TestInteractionMarks)
#include "tst_interaction_marks.moc"

// Presenting and annotating in the real window, as a lecturer does: F5 hides the menus, tool bar,
// side panels and status bar and keeps the legend pinned, Esc brings back exactly the layout before
// (the window's size, the panels, the side tab, the overlays); with the Annotate tool an arrow is
// dragged out where the pointer went, a text box typed in place, a selected annotation removed by
// Delete (and no device with it), Esc puts an armed tool down, a frame's label stays on the canvas;
// the spotlight veils all but the selection.
#include "InteractionFixtures.h"
#include "QuickItems.h"

#include <QtQml/qqmlextensionplugin.h>
#include <QtTest>

Q_IMPORT_QML_PLUGIN(ScaleScopePlugin)

using namespace scalescope;
using namespace scalescope::gui;
using namespace scalescope::gui::fixtures;

class TestInteractionPresent : public InteractionTestCase {
    Q_OBJECT

    AnnotationLayer& m_annotations = *m_workspace.annotations();
    QObject* m_tools = nullptr; // the window's PresenterTools

    QString tool() const { return m_tools->property("tool").toString(); }
    int selectedAnnotation() const { return m_tools->property("selected").toInt(); }

    QQuickItem* windowPart(const char* property) const
    {
        return qvariant_cast<QQuickItem*>(m_window->property(property));
    }
    QQuickItem* named(const QString& name) const { return findItem(m_window->contentItem(), name); }
    // A point of the canvas on the window.
    QPoint onCanvas(double x, double y) const { return m_canvas->mapToScene(QPointF(x, y)).toPoint(); }
    QPointF sceneAtWindow(QPoint point) const { return m_canvas->sceneAt(m_canvas->mapFromScene(point)); }
    // The label of the annotation shown (not the one a tool would place).
    QQuickItem* visibleTag() const { return findItem(m_window->contentItem(), "annotationTag", true); }

private slots:
    void initTestCase()
    {
        openExampleWindow();
        m_tools = m_workspace.presenterTools();
        QVERIFY(m_tools);
        m_window->requestActivate();
        QVERIFY(QTest::qWaitForWindowActive(m_window));
    }

    void init() { m_annotations.clear(); }

    void f5PresentsAndEscRestoresTheLayout()
    {
        // A layout of the user's own: another tab, no minimap, no legend.
        ViewState& view = *m_workspace.view();
        view.setCurrentTab("traffic");
        view.setShowMinimap(false);
        view.setShowLegend(false);
        const QSize size = m_window->size();
        const auto chrome = { windowPart("menuBar"), windowPart("header"), windowPart("footer"), named("sidePanel"),
            named("inspector") };
        for (QQuickItem* part : chrome) {
            QVERIFY(part);
            QVERIFY(part->isVisible());
        }
        QQuickItem* legend = named("canvasLegend");
        QVERIFY(legend);
        QVERIFY(!legend->isVisible());

        QTest::keyClick(m_window, Qt::Key_F5);
        QTRY_VERIFY(view.presenting());
        for (QQuickItem* part : chrome)
            QTRY_VERIFY2(!part->isVisible(), qPrintable(part->objectName()));
        QCOMPARE(m_window->visibility(), QWindow::FullScreen);
        // The canvas alone fills the window; the legend stays pinned over it.
        QTRY_COMPARE(m_canvas->width(), m_window->contentItem()->width());
        QTRY_COMPARE(m_canvas->height(), m_window->contentItem()->height());
        QVERIFY(legend->isVisible());
        QVERIFY(!named("minimap")->isVisible());

        QTest::keyClick(m_window, Qt::Key_Escape);
        QTRY_VERIFY(!view.presenting());
        for (QQuickItem* part : chrome)
            QTRY_VERIFY2(part->isVisible(), qPrintable(part->objectName()));
        QCOMPARE(m_window->visibility(), QWindow::Windowed);
        QTRY_COMPARE(m_window->size(), size);
        QCOMPARE(view.currentTab(), QStringLiteral("traffic"));
        QVERIFY(!view.showMinimap());
        QVERIFY(!view.showLegend());
        QVERIFY(!legend->isVisible());
        QVERIFY(m_canvas->width() < m_window->width() - 200); // the side panels are back
        // F5 again leaves too.
        QTest::keyClick(m_window, Qt::Key_F5);
        QTRY_VERIFY(view.presenting());
        QTest::keyClick(m_window, Qt::Key_F5);
        QTRY_VERIFY(!view.presenting());
        QTRY_COMPARE(m_window->size(), size);
        view.setShowMinimap(true);
        view.setShowLegend(true);
        view.setCurrentTab("summary");
    }

    void anArrowGoesWhereItWasDragged()
    {
        QTest::keyClick(m_window, Qt::Key_A);
        QCOMPARE(tool(), QStringLiteral("arrow"));
        const QPoint from = onCanvas(120, 140), to = onCanvas(420, 260);
        dragOnWindow(m_window, from, to);
        QTRY_COMPARE(m_annotations.count(), 1);
        const Annotation& arrow = m_annotations.all().front();
        QCOMPARE(arrow.kind, AnnotationKind::Arrow);
        QCOMPARE(QPointF(arrow.from.x, arrow.from.y), sceneAtWindow(from));
        QCOMPARE(QPointF(arrow.to.x, arrow.to.y), sceneAtWindow(to));
        QCOMPARE(arrow.colour, m_tools->property("toolColour").toString().toStdString());
        // The tool is put down once it has placed one, the new arrow selected.
        QCOMPARE(tool(), QString());
        QCOMPARE(selectedAnnotation(), 0);
        // A click on the background selects nothing of it; one on the arrow selects it again.
        QTest::mouseClick(m_window, Qt::LeftButton, Qt::NoModifier, emptyOnWindow(*m_canvas));
        QTRY_COMPARE(selectedAnnotation(), -1);
        QTest::mouseClick(m_window, Qt::LeftButton, Qt::NoModifier, (from + to) / 2);
        QTRY_COMPARE(selectedAnnotation(), 0);
    }

    // A frame's label sits above its top-left corner, or, where the canvas has no room above the
    // frame (a scene's camera close around it, a presentation's larger text), over the frame's top
    // edge at the canvas's top rather than above the canvas where nobody sees it.
    void aFramesLabelStaysOnTheCanvas()
    {
        m_annotations.add(
            "frame", m_canvas->sceneAt(QPointF(100, 150)), m_canvas->sceneAt(QPointF(300, 300)), "72 GPUs", "accent");
        QQuickItem* tag = nullptr;
        QTRY_VERIFY((tag = visibleTag()) != nullptr);
        QTRY_VERIFY(tag->height() > 0);
        QVERIFY(tag->mapToItem(m_canvas, QPointF(0, tag->height())).y() <= 150);
        m_annotations.clear();
        m_annotations.add(
            "frame", m_canvas->sceneAt(QPointF(100, 4)), m_canvas->sceneAt(QPointF(300, 300)), "72 GPUs", "accent");
        QTRY_VERIFY((tag = visibleTag()) != nullptr);
        QTRY_COMPARE(tag->mapToItem(m_canvas, QPointF(0, 0)).y(), 0.0);
    }

    void deleteRemovesTheSelectedAnnotationAndNoDevice()
    {
        QVERIFY(m_annotations.add(
                    "frame", sceneAtWindow(onCanvas(100, 100)), sceneAtWindow(onCanvas(300, 250)), "", "yellow")
            == 0);
        QVERIFY(
            m_annotations.add("arrow", sceneAtWindow(onCanvas(400, 100)), sceneAtWindow(onCanvas(500, 200)), "", "red")
            == 1);
        const std::size_t devices = m_document.topology()->nodes.size();
        // The frame is taken by its edge.
        QTest::mouseClick(m_window, Qt::LeftButton, Qt::NoModifier, onCanvas(200, 100));
        QTRY_COMPARE(selectedAnnotation(), 0);
        QTest::keyClick(m_window, Qt::Key_Delete);
        QTRY_COMPARE(m_annotations.count(), 1);
        QCOMPARE(m_annotations.all().front().kind, AnnotationKind::Arrow);
        QCOMPARE(selectedAnnotation(), -1);
        QCOMPARE(m_document.topology()->nodes.size(), devices);
    }

    void aTextBoxIsTypedWhereItWasClicked()
    {
        QTest::keyClick(m_window, Qt::Key_T);
        QCOMPARE(tool(), QStringLiteral("text"));
        const QPoint at = onCanvas(250, 180);
        QTest::mouseClick(m_window, Qt::LeftButton, Qt::NoModifier, at);
        QTRY_COMPARE(m_annotations.count(), 1);
        QQuickItem* editor = named("annotationEditor");
        QVERIFY(editor);
        QTRY_VERIFY(editor->hasActiveFocus());
        for (const char key : std::string("130 TB/s"))
            QTest::keyClick(m_window, key);
        QTest::keyClick(m_window, Qt::Key_Return);
        QTRY_VERIFY(!editor->isVisible());
        const Annotation& text = m_annotations.all().front();
        QCOMPARE(text.kind, AnnotationKind::Text);
        QCOMPARE(text.text, std::string("130 TB/s"));
        QCOMPARE(QPointF(text.from.x, text.from.y), sceneAtWindow(at));
        // The keys typed were the editor's: no tool armed, no other annotation.
        QCOMPARE(tool(), QString());
        QCOMPARE(m_annotations.count(), 1);
    }

    void escPutsAnArmedToolDown()
    {
        m_selection.select(m_summary.findDevice("node0/gpu0"));
        QTest::keyClick(m_window, Qt::Key_F);
        QCOMPARE(tool(), QStringLiteral("frame"));
        QTest::keyClick(m_window, Qt::Key_Escape);
        QCOMPARE(tool(), QString());
        QCOMPARE(m_selection.count(), 1); // the first Esc was the tool's
        // A click with no tool armed places nothing.
        QTest::mouseClick(m_window, Qt::LeftButton, Qt::NoModifier, onCanvas(300, 300));
        QCOMPARE(m_annotations.count(), 0);
        m_selection.clear();
    }

    void theSpotlightVeilsAllButTheSelection()
    {
        QTest::keyClick(m_window, Qt::Key_S);
        QVERIFY(m_tools->property("spotlight").toBool());
        QVERIFY(m_canvas->spotlight());
        m_selection.select(m_summary.findDevice("node1/gpu2"));
        m_window->grabWindow();
        QTRY_VERIFY(m_canvas->renderCounts().spotlightParts > 0);
        // On nothing, no veil.
        m_selection.clear();
        m_window->grabWindow();
        QTRY_COMPARE(m_canvas->renderCounts().spotlightParts, std::size_t(0));
        QTest::keyClick(m_window, Qt::Key_S);
        QVERIFY(!m_canvas->spotlight());
    }
};

QTEST_MAIN(TestInteractionPresent)
#include "tst_interaction_present.moc"

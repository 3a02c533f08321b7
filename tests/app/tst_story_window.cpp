// Stories in the real window: the Stories tab lists the scenes recorded, Play shows the player's
// panel at the bottom of the canvas with the scene's title and caption, the keys a presentation
// clicker sends step through the scenes and each scene's camera comes back on the canvas;
// presenting doubles the caption's size. With SCALESCOPE_SCREENSHOTS set to a folder, the window
// is saved there at each of these moments (stories-tab.png, story-player.png,
// story-presenting.png) to be looked at.
#include "InteractionFixtures.h"
#include "QuickItems.h"
#include "gui/adapters/Workspace.h"
#include "gui/rendering/TopologyCanvas.h"

#include <QDir>
#include <QFont>
#include <QQuickWindow>
#include <QtQml/qqmlextensionplugin.h>
#include <QtTest>

Q_IMPORT_QML_PLUGIN(ScaleScopePlugin)

using namespace scalescope;
using namespace scalescope::gui;

namespace {

// The window saved for a look when SCALESCOPE_SCREENSHOTS names a folder.
void keepScreenshot(QQuickWindow* window, const QString& name)
{
    const QString folder = qEnvironmentVariable("SCALESCOPE_SCREENSHOTS");
    if (folder.isEmpty())
        return;
    QDir().mkpath(folder);
    QVERIFY(window->grabWindow().save(QDir(folder).filePath(name)));
}

QRectF onWindow(QQuickItem* item)
{
    return item->mapRectToScene(QRectF(0, 0, item->width(), item->height()));
}

// Whether the view shows `area` whole and fills the canvas with it in one direction (within 1%).
bool showsArea(const QRectF& visible, const QRectF& area)
{
    const double slack = 0.01 * std::max(area.width(), area.height());
    const bool whole = visible.adjusted(-slack, -slack, slack, slack).contains(area);
    const bool fills
        = std::abs(visible.width() - area.width()) <= slack || std::abs(visible.height() - area.height()) <= slack;
    return whole && fills;
}

// The part of the visible area above the overlay at the canvas's bottom (a story's caption).
QRectF uncoveredArea(const TopologyCanvas& canvas, QRectF visible)
{
    visible.setBottom(visible.bottom() - canvas.coveredBottom() / canvas.zoom());
    return visible;
}

} // namespace

class TestStoryWindow : public fixtures::InteractionTestCase {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        openExampleWindow();
        QVERIFY(m_canvas);
        m_window->requestActivate();
        QVERIFY(QTest::qWaitForWindowActive(m_window));
    }

    void scenesAreRecordedListedAndPlayedWithTheirCameras()
    {
        ViewState& view = *m_workspace.view();
        StorySession& stories = *m_workspace.stories();
        view.setCurrentTab("stories");

        // Scene 1: the whole design. Scene 2: zoomed in on node 1, a GPU selected, an arrow.
        // Scene 3: Ethernet hidden, zoomed in elsewhere.
        m_canvas->fitToView();
        QVERIFY(stories.recordScene("Four DGX H100 nodes",
            "32 GPUs, eight to a node, each node's NVLink domain joined by a rail-optimized "
            "InfiniBand fabric."));
        const QRectF whole = view.visibleArea();
        const int gpu = m_summary.findDevice("node1/gpu3");
        m_selection.select(gpu);
        m_canvas->centerOn(gpu);
        m_workspace.annotations()->add(
            "arrow", view.visibleArea().topLeft() + QPointF(20, 20), view.visibleArea().center(), "NVLink", "red");
        QVERIFY(stories.recordScene("One GPU", "Its eight NVLink ports go to the node's NVSwitch chips."));
        const QRectF near = view.visibleArea();
        QVERIFY(!showsArea(near, whole));
        view.setHiddenTiers({ "ethernet" });
        m_selection.clear();
        m_workspace.annotations()->clear();
        m_canvas->fitToView();
        m_canvas->zoomAt(QPointF(m_canvas->width() / 4, m_canvas->height() / 4), 2);
        QVERIFY(stories.recordScene("The fabric", "Leaves above the nodes, spines above the leaves."));
        const QRectF fabric = view.visibleArea();

        QQuickItem* content = m_window->contentItem();
        QTRY_VERIFY(findItem(content, "scene2"));
        fixtures::settle(m_window);
        keepScreenshot(m_window, "stories-tab.png");

        QQuickItem* play = findItem(content, "playStory");
        QVERIFY(play && play->isVisible());
        QTest::mouseClick(m_window, Qt::LeftButton, {}, onWindow(play).center().toPoint());
        QTRY_VERIFY(stories.playing());
        QQuickItem* player = findItem(content, "storyPlayer");
        QVERIFY(player);
        QTRY_VERIFY(player->isVisible());
        // The panel lies at the bottom of the canvas, inside it.
        const QRectF canvas = onWindow(m_canvas);
        const QRectF panel = onWindow(player);
        QVERIFY(canvas.contains(panel));
        QVERIFY(panel.bottom() > canvas.bottom() - 40);
        // Opaque, so that the canvas's names under it do not show through the caption.
        QCOMPARE(player->opacity(), 1.0);
        QCOMPARE(player->property("color").value<QColor>().alphaF(), 1.0);
        QCOMPARE(findItem(content, "storySceneTitle")->property("text").toString(), QString("Four DGX H100 nodes"));
        // Each scene's area shows above the caption panel, which covers the canvas's bottom.
        QTRY_VERIFY(m_canvas->coveredBottom() >= canvas.bottom() - panel.top());
        QTRY_VERIFY(showsArea(uncoveredArea(*m_canvas, view.visibleArea()), whole));

        QTest::keyClick(m_window, Qt::Key_PageDown);
        QTRY_COMPARE(stories.currentScene(), 1);
        QTRY_VERIFY(showsArea(uncoveredArea(*m_canvas, view.visibleArea()), near));
        QCOMPARE(m_selection.current(), gpu);
        QCOMPARE(findItem(content, "storyPosition")->property("text").toString(), QString("2 / 3"));
        fixtures::settle(m_window);
        keepScreenshot(m_window, "story-player.png");

        QTest::keyClick(m_window, Qt::Key_Right);
        QTRY_COMPARE(stories.currentScene(), 2);
        QTRY_VERIFY(showsArea(uncoveredArea(*m_canvas, view.visibleArea()), fabric));
        QCOMPARE(view.hiddenTiers(), QStringList { "ethernet" });
        QTest::keyClick(m_window, Qt::Key_Left);
        QTRY_COMPARE(stories.currentScene(), 1);
        QTRY_VERIFY(showsArea(uncoveredArea(*m_canvas, view.visibleArea()), near));
        QVERIFY(view.hiddenTiers().isEmpty());
        QCOMPARE(m_workspace.annotations()->count(), 1);

        // Presenting: the caption twice as large.
        QQuickItem* caption = findItem(content, "storySceneCaption");
        const double size = caption->property("font").value<QFont>().pixelSize();
        view.setPresenting(true);
        QTRY_COMPARE(caption->property("font").value<QFont>().pixelSize(), 2 * size);
        // The larger caption covers more: the scene's area moves up to stay above it.
        QTRY_VERIFY(showsArea(uncoveredArea(*m_canvas, view.visibleArea()), near));
        fixtures::settle(m_window);
        keepScreenshot(m_window, "story-presenting.png");
        view.setPresenting(false);
        stories.stop();
        QTRY_VERIFY(!player->isVisible());
    }
};

QTEST_MAIN(TestStoryWindow)
#include "tst_story_window.moc"

// The window shows what the workspace holds, however it came to hold it: the side panel's tab
// is the view state's both ways, and a device selected before the window opens (--select) is
// laid out in the inspector as one clicked afterwards.
#include "QuickItems.h"
#include "gui/adapters/Workspace.h"

#include <QQmlApplicationEngine>
#include <QQuickWindow>
#include <QtQml/qqmlextensionplugin.h>
#include <QtTest>

#include <algorithm>
#include <functional>

Q_IMPORT_QML_PLUGIN(ScaleScopePlugin)

using namespace scalescope;
using namespace scalescope::gui;

namespace {

const QString kExample = QString(SCALESCOPE_SOURCE_DIR) + "/resources/examples/dgx-h100-4.scalescope.json";

// The window, given the workspace as the program gives it; null when it does not open.
QQuickWindow* open(QQmlApplicationEngine& engine, Workspace& workspace)
{
    engine.setInitialProperties({ { "workspace", QVariant::fromValue(&workspace) } });
    engine.load(QUrl("qrc:/ScaleScope/Main.qml"));
    auto* window = engine.rootObjects().isEmpty() ? nullptr : qobject_cast<QQuickWindow*>(engine.rootObjects().first());
    return window && QTest::qWaitForWindowExposed(window) ? window : nullptr;
}

} // namespace

class TestWindow : public QObject {
    Q_OBJECT
private slots:
    void aDeviceSelectedBeforeTheWindowOpensIsLaidOutInTheInspector()
    {
        // As --select does: the window opens on a selected GPU. Each link's rate sits under its
        // description, and the rows do not overlap, once the panels have their widths.
        Workspace workspace;
        QVERIFY(workspace.document()->load(kExample));
        workspace.view()->selection()->select(workspace.summary()->findDevice("node0/gpu0"));
        QQmlApplicationEngine engine;
        QQuickWindow* window = open(engine, workspace);
        QVERIFY(window);
        // Each row's parts, the description, the rate, then its failure mark, and where they are.
        const auto laidOut = [&] {
            std::vector<QQuickItem*> rows;
            const std::function<void(QQuickItem*)> collect = [&](QQuickItem* item) {
                if (item->objectName() == "linkRow")
                    rows.push_back(item);
                for (QQuickItem* child : item->childItems())
                    collect(child);
            };
            collect(window->contentItem());
            if (rows.size() != 5)
                return false;
            std::sort(rows.begin(), rows.end(), [](QQuickItem* a, QQuickItem* b) { return a->y() < b->y(); });
            for (std::size_t i = 0; i < rows.size(); ++i) {
                const QList<QQuickItem*> parts = rows[i]->childItems();
                if (parts.size() != 3 || (i > 0 && rows[i]->y() < rows[i - 1]->y() + rows[i - 1]->height()))
                    return false;
                for (qsizetype p = 1; p < parts.size(); ++p)
                    if (parts[p]->y() < parts[p - 1]->y() + parts[p - 1]->height()) // each under the one before
                        return false;
                if (rows[i]->height() < parts.back()->y() + parts.back()->height()) // within its row
                    return false;
            }
            return true;
        };
        QTRY_VERIFY(laidOut());
    }

    void theSidePanelsTabIsTheViewStates()
    {
        // A click on a tab is the view state's current tab; the view state's tab is shown.
        Workspace workspace;
        QVERIFY(workspace.document()->load(kExample));
        QQmlApplicationEngine engine;
        QQuickWindow* window = open(engine, workspace);
        QVERIFY(window);
        ViewState& view = *workspace.view();
        QQuickItem* traffic = findItem(window->contentItem(), "tab-traffic");
        QQuickItem* devices = findItem(window->contentItem(), "tab-devices");
        QVERIFY(traffic && devices);
        QTest::mouseClick(window, Qt::LeftButton, Qt::NoModifier,
            traffic->mapToScene(QPointF(traffic->width() / 2, traffic->height() / 2)).toPoint());
        QTRY_COMPARE(view.currentTab(), QString("traffic"));
        view.setCurrentTab("devices");
        QTRY_VERIFY(devices->property("checked").toBool());
        QVERIFY(!traffic->property("checked").toBool());
        // And a click again after the view state chose.
        QTest::mouseClick(window, Qt::LeftButton, Qt::NoModifier,
            traffic->mapToScene(QPointF(traffic->width() / 2, traffic->height() / 2)).toPoint());
        QTRY_COMPARE(view.currentTab(), QString("traffic"));
        view.setCurrentTab("summary");
        QTRY_VERIFY(findItem(window->contentItem(), "tab-summary")->property("checked").toBool());
    }
};

QTEST_MAIN(TestWindow)
#include "tst_window.moc"

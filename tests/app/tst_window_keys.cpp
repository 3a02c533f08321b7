// The window's keys and menus as a user meets them: every shortcut is bound once and to a key
// on this platform (a plain window manager's, which binds no key to some standard ones), each
// menu entry shows its keys, Ctrl+0 fits the view and Ctrl+Shift+S saves as; the View menu
// hides the minimap and the legend, kept in the view state.
#include "QuickItems.h"
#include "gui/adapters/ShortcutText.h"
#include "gui/adapters/Workspace.h"
#include "gui/rendering/TopologyCanvas.h"

#include <QQmlApplicationEngine>
#include <QQuickWindow>
#include <QtQml/qqmlextensionplugin.h>
#include <QtTest>

#include <map>

Q_IMPORT_QML_PLUGIN(ScaleScopePlugin)

using namespace scalescope;
using namespace scalescope::gui;

namespace {

const QString kExample = QString(SCALESCOPE_SOURCE_DIR) + "/resources/examples/dgx-h100-4.scalescope.json";

bool isA(const QObject* object, const char* className)
{
    return object->inherits(className);
}

// The window's own shortcuts (the menus' actions and the Shortcut items) by their key text.
std::multimap<QString, QString> boundKeys(QObject* window)
{
    std::multimap<QString, QString> keys;
    for (QObject* object : window->findChildren<QObject*>()) {
        if (isA(object, "QQuickAction")) {
            const QString text = shortcutText(object->property("shortcut"));
            if (!text.isEmpty())
                keys.emplace(text, object->property("text").toString());
        } else if (isA(object, "QQuickShortcut")) {
            for (const QVariant& sequence : object->property("sequences").toList())
                keys.emplace(shortcutText(sequence), QStringLiteral("Shortcut"));
            const QVariant single = object->property("sequence");
            if (!shortcutText(single).isEmpty())
                keys.emplace(shortcutText(single), QStringLiteral("Shortcut"));
        }
    }
    return keys;
}

QObject* actionNamed(QObject* window, const QString& objectName)
{
    for (QObject* object : window->findChildren<QObject*>())
        if (isA(object, "QQuickAction") && object->objectName() == objectName)
            return object;
    return nullptr;
}

} // namespace

class TestWindowKeys : public QObject {
    Q_OBJECT
    Workspace m_workspace;
    QQmlApplicationEngine* m_engine = nullptr;
    QQuickWindow* m_window = nullptr;

private slots:
    void initTestCase()
    {
        QVERIFY(m_workspace.document()->load(kExample));
        m_engine = new QQmlApplicationEngine(this);
        m_engine->setInitialProperties({ { "workspace", QVariant::fromValue(&m_workspace) } });
        m_engine->load(QUrl("qrc:/ScaleScope/Main.qml"));
        QVERIFY(!m_engine->rootObjects().isEmpty());
        m_window = qobject_cast<QQuickWindow*>(m_engine->rootObjects().first());
        QVERIFY(m_window);
        m_window->resize(1400, 900);
        QVERIFY(QTest::qWaitForWindowExposed(m_window));
        m_window->requestActivate();
        QVERIFY(QTest::qWaitForWindowActive(m_window));
    }

    void cleanupTestCase()
    {
        delete m_engine;
        m_engine = nullptr;
    }

    void everyShortcutIsBoundOnceToAKey()
    {
        // The same keys bound twice do nothing at all (Qt calls them ambiguous).
        const auto keys = boundKeys(m_window);
        QVERIFY(keys.size() >= 15);
        for (auto it = keys.begin(); it != keys.end(); ++it)
            QVERIFY2(keys.count(it->first) == 1, qPrintable(it->first + " is bound to " + it->second + " and more"));
        // Those the menus promise, including the ones a plain window manager has no standard key for.
        for (const char* expected : { "Ctrl+0", "Ctrl+Shift+S", "Ctrl+S", "Ctrl+Z", "Ctrl+M", "F1" })
            QVERIFY2(keys.count(QString::fromLatin1(expected)) == 1, expected);
    }

    void helpListsEveryShortcut()
    {
        QObject* dialog = m_window->findChild<QObject*>("shortcutsDialog");
        QVERIFY(dialog);
        QTest::keyClick(m_window, Qt::Key_F1);
        QTRY_VERIFY(dialog->property("visible").toBool());
        auto* content = qvariant_cast<QQuickItem*>(dialog->property("contentItem"));
        QVERIFY(content);
        QQuickItem* rows = findItem(content, "shortcutRows");
        QVERIFY(rows);
        // Each menu's entries with their keys, then the canvas's gestures.
        QStringList keys;
        for (const QVariant& row : rows->property("model").toList())
            keys << row.toList().value(2).toString();
        for (const char* expected : { "Ctrl+0", "Ctrl+Shift+S", "Ctrl+M", "F1", "Esc" })
            QVERIFY2(keys.contains(QString::fromLatin1(expected)), expected);
        QMetaObject::invokeMethod(dialog, "close");
        QTRY_VERIFY(!dialog->property("visible").toBool());
    }

    void ctrlZeroFitsTheView()
    {
        auto* canvas = qobject_cast<TopologyCanvas*>(m_workspace.mainCanvas());
        QVERIFY(canvas);
        canvas->fitToView();
        const double fit = canvas->zoom();
        canvas->zoomAt(QPointF(canvas->width() / 2, canvas->height() / 2), 3);
        QVERIFY(canvas->zoom() > fit * 2);
        QTest::keyClick(m_window, Qt::Key_0, Qt::ControlModifier);
        QTRY_COMPARE(canvas->zoom(), fit);
    }

    void ctrlShiftSAsksWhereToSave()
    {
        QObject* dialog = m_window->findChild<QObject*>("saveDialog");
        QVERIFY(dialog);
        QVERIFY(!dialog->property("visible").toBool());
        QTest::keyClick(m_window, Qt::Key_S, Qt::ControlModifier | Qt::ShiftModifier);
        QTRY_VERIFY(dialog->property("visible").toBool());
        QMetaObject::invokeMethod(dialog, "reject");
        QTRY_VERIFY(!dialog->property("visible").toBool());
    }

    void aSmallWindowKeepsEveryTabAndToolInSight_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::newRow("1024x600") << QSize(1024, 600);
        QTest::newRow("1280x720") << QSize(1280, 720);
        QTest::newRow("3840x2160") << QSize(3840, 2160);
    }
    void aSmallWindowKeepsEveryTabAndToolInSight()
    {
        QFETCH(QSize, size);
        m_window->resize(size);
        QTRY_COMPARE(m_window->contentItem()->width(), qreal(size.width()));
        const QRectF window(QPointF(0, 0), m_window->size());
        auto onScreen = [&](const char* name) {
            QQuickItem* item = findItem(m_window->contentItem(), name);
            if (!item)
                return QRectF();
            return item->mapRectToScene(QRectF(0, 0, item->width(), item->height()));
        };
        // Each side tab whole, inside the side panel (left of the canvas).
        const QRectF canvas = onScreen("canvasLegend"); // pinned in the canvas's top left
        QVERIFY(!canvas.isNull());
        for (const char* tab : { "tab-summary", "tab-palette", "tab-devices", "tab-traffic" }) {
            const QRectF r = onScreen(tab);
            QVERIFY2(!r.isNull() && r.left() >= 0, tab);
            QVERIFY2(r.right() <= canvas.left(), tab);
        }
        // The toolbar's last tool inside the window.
        const QRectF fit = onScreen("fitButton");
        QVERIFY(!fit.isNull());
        QVERIFY2(fit.right() <= window.right(), qPrintable(QString::number(fit.right())));
        m_window->resize(1400, 900);
    }

    void theViewMenuHidesTheMinimapAndTheLegend()
    {
        ViewState& view = *m_workspace.view();
        QQuickItem* minimap = findItem(m_window->contentItem(), "minimap");
        QQuickItem* legend = findItem(m_window->contentItem(), "canvasLegend");
        QVERIFY(minimap && legend);
        QVERIFY(minimap->isVisible() && legend->isVisible());
        QTest::keyClick(m_window, Qt::Key_M, Qt::ControlModifier);
        QTRY_VERIFY(!view.showMinimap());
        QVERIFY(!minimap->isVisible());
        QVERIFY(!actionNamed(m_window, "showMinimap")->property("checked").toBool());
        view.setShowLegend(false);
        QTRY_VERIFY(!legend->isVisible());
        QVERIFY(!actionNamed(m_window, "showLegend")->property("checked").toBool());
        view.setShowMinimap(true);
        view.setShowLegend(true);
        QTRY_VERIFY(minimap->isVisible() && legend->isVisible());
    }
};

QTEST_MAIN(TestWindowKeys)
#include "tst_window_keys.moc"

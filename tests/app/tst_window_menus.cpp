// The window's File and Help menus as a user meets them: Open recent names each file by its name
// (its folder after it, the whole path in the tip) and says so when a file is gone, dropping it
// from the list; Save As proposes the design's file or a name from its title; Help's pages open
// with their text and close with Esc.
#include "InteractionFixtures.h"
#include "QuickItems.h"

#include <QQuickItem>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtQml/qqmlextensionplugin.h>
#include <QtTest>

Q_IMPORT_QML_PLUGIN(ScaleScopePlugin)

using namespace scalescope;
using namespace scalescope::gui;

namespace {

QObject* objectOf(QObject* root, const char* className, const char* property, const QString& value)
{
    for (QObject* object : root->findChildren<QObject*>())
        if (object->inherits(className) && object->property(property).toString() == value)
            return object;
    return nullptr;
}

// Every text shown under an item, in order.
QStringList textsUnder(QQuickItem* item)
{
    QStringList texts;
    if (item->inherits("QQuickText"))
        texts << item->property("text").toString();
    for (QQuickItem* child : item->childItems())
        texts << textsUnder(child);
    return texts;
}

} // namespace

class TestWindowMenus : public fixtures::InteractionTestCase {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_copy; // the example, deep in a folder of long names

    QQuickItem* recentEntry(int index)
    {
        QObject* menu = objectOf(m_window, "QQuickMenu", "title", QStringLiteral("Open &recent"));
        QQuickItem* item = nullptr;
        if (menu)
            QMetaObject::invokeMethod(menu, "itemAt", Q_RETURN_ARG(QQuickItem*, item), Q_ARG(int, index));
        return item;
    }

private slots:
    void initTestCase()
    {
        // Settings (the recent files) go to a throwaway place, not the user's.
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName("ScaleScopeTests");
        QCoreApplication::setApplicationName("tst_window_menus");
        QSettings().clear();
        openExampleWindow();
        QVERIFY(m_dir.isValid());
        const QString folder = m_dir.filePath("designs for the lecture on scale-out fabrics/second term/week 3");
        QVERIFY(QDir().mkpath(folder));
        m_copy = QDir(folder).filePath("pod-of-four.scalescope.json");
        QVERIFY(QFile::copy(fixtures::kExample, m_copy));
    }

    void recentFilesShowTheirNamesWithTheWholePathInTheTip()
    {
        QVERIFY(m_document.load(m_copy));
        QVERIFY(m_document.load(fixtures::kExample));
        const QString copy = QFileInfo(m_copy).absoluteFilePath();
        QCOMPARE(m_document.recentFiles().value(1), copy);
        QQuickItem* entry = nullptr;
        QTRY_VERIFY((entry = recentEntry(1)) != nullptr);
        // Its name first, whole, then its folder; the whole path when the pointer rests on it.
        QCOMPARE(entry->property("text").toString(), QStringLiteral("pod-of-four.scalescope.json"));
        auto* content = qvariant_cast<QQuickItem*>(entry->property("contentItem"));
        QVERIFY(content);
        const QStringList shown = textsUnder(content);
        QCOMPARE(shown.value(0), QStringLiteral("pod-of-four.scalescope.json"));
        QCOMPARE(shown.value(1), QFileInfo(copy).absolutePath());
        QObject* tip = nullptr;
        for (QObject* child : entry->children())
            if (child->inherits("QQuickToolTipAttached"))
                tip = child;
        QVERIFY(tip);
        QCOMPARE(tip->property("text").toString(), copy);
        // Chosen, it opens that file.
        QMetaObject::invokeMethod(entry, "triggered");
        QTRY_COMPARE(m_document.filePath(), copy);
    }

    void aRecentFileThatIsGoneIsSaidAndDropped()
    {
        QVERIFY(m_document.load(fixtures::kExample));
        const QString copy = QFileInfo(m_copy).absoluteFilePath();
        QVERIFY(m_document.recentFiles().contains(copy));
        QVERIFY(QFile::remove(m_copy));
        const auto topology = m_document.topology();
        QVERIFY(!m_workspace.files()->openRecent(copy));
        // Said with the file's name, the open design kept, the entry gone from the menu.
        QVERIFY2(m_document.errorText().contains("pod-of-four.scalescope.json"), qPrintable(m_document.errorText()));
        QCOMPARE(m_document.topology(), topology);
        QVERIFY(!m_document.recentFiles().contains(copy));
        QObject* errors = m_window->findChild<QObject*>("errorDialog");
        QVERIFY(errors);
        QTRY_VERIFY(errors->property("visible").toBool());
        QMetaObject::invokeMethod(errors, "close");
        QTRY_VERIFY(!errors->property("visible").toBool());
    }

    void saveAsProposesTheDesignsFileOrAName()
    {
        QObject* dialog = m_window->findChild<QObject*>("saveDialog");
        QVERIFY(dialog);
        QVERIFY(m_document.load(fixtures::kExample));
        QTest::keyClick(m_window, Qt::Key_S, Qt::ControlModifier | Qt::ShiftModifier);
        QTRY_VERIFY(dialog->property("visible").toBool());
        QCOMPARE(dialog->property("selectedFile").toUrl(), QUrl::fromLocalFile(fixtures::kExample));
        QCOMPARE(dialog->property("acceptLabel").toString(), QStringLiteral("Save"));
        QMetaObject::invokeMethod(dialog, "reject");
        QTRY_VERIFY(!dialog->property("visible").toBool());
        // A design never saved: named after its title, in the home folder.
        QVERIFY(m_document.newFromPreset("dgx-h100", 2, "", 1, "", -1));
        QTest::keyClick(m_window, Qt::Key_S, Qt::ControlModifier | Qt::ShiftModifier);
        QTRY_VERIFY(dialog->property("visible").toBool());
        const QUrl proposed = dialog->property("selectedFile").toUrl();
        QCOMPARE(QFileInfo(proposed.toLocalFile()).fileName(), m_document.title() + ".scalescope.json");
        QCOMPARE(QFileInfo(proposed.toLocalFile()).absolutePath(), QDir::homePath());
        QMetaObject::invokeMethod(dialog, "reject");
        QTRY_VERIFY(!dialog->property("visible").toBool());
        // An import: a design file beside what was imported, never that file itself.
        const QString imported = QString(SCALESCOPE_TEST_DATA) + "/import/topo-m-small.txt";
        QVERIFY2(m_document.importFiles({ QUrl::fromLocalFile(imported) }), qPrintable(m_document.errorText()));
        QCOMPARE(m_document.suggestedSaveUrl(),
            QUrl::fromLocalFile(QFileInfo(imported).absolutePath() + "/" + m_document.title() + ".scalescope.json"));
        QVERIFY(m_document.load(fixtures::kExample));
    }

    void helpPagesOpenWithTheirTextAndCloseWithEsc_data()
    {
        QTest::addColumn<QString>("action");
        QTest::addColumn<QString>("dialog");
        QTest::addColumn<QString>("says");
        QTest::newRow("getting started") << "&Getting started"
                                         << "gettingStartedDialog"
                                         << "Ctrl+click a second GPU for the route between them";
        QTest::newRow("about") << "&About ScaleScope"
                               << "aboutDialog"
                               << "An explorer of AI-cluster topologies";
    }
    void helpPagesOpenWithTheirTextAndCloseWithEsc()
    {
        QFETCH(QString, action);
        QFETCH(QString, dialog);
        QFETCH(QString, says);
        m_window->requestActivate();
        QVERIFY(QTest::qWaitForWindowActive(m_window));
        QObject* entry = objectOf(m_window, "QQuickAction", "text", action);
        QObject* page = m_window->findChild<QObject*>(dialog);
        QVERIFY(entry && page);
        QMetaObject::invokeMethod(entry, "trigger");
        QTRY_VERIFY(page->property("opened").toBool());
        auto* content = qvariant_cast<QQuickItem*>(page->property("contentItem"));
        QVERIFY(content);
        const QString text = textsUnder(content).join("\n");
        QVERIFY2(text.contains(says), qPrintable(text));
        QVERIFY(text.size() > 150);
        QTest::keyClick(m_window, Qt::Key_Escape);
        QTRY_VERIFY(!page->property("visible").toBool());
    }
};

QTEST_MAIN(TestWindowMenus)
#include "tst_window_menus.moc"

// Nothing replaces or closes a design with unsaved changes without asking: File > New, Open,
// Open recent, Import and closing the window all wait for Save, Discard or Cancel in the same
// dialog. Cancel leaves everything as it was; Discard goes on; Save goes on once the design is
// saved, through Save As when it has no file yet.
#include "QuickItems.h"
#include "gui/adapters/Workspace.h"

#include <QQmlApplicationEngine>
#include <QQuickWindow>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtQml/qqmlextensionplugin.h>
#include <QtTest>

#include <functional>

Q_IMPORT_QML_PLUGIN(ScaleScopePlugin)

using namespace scalescope;
using namespace scalescope::gui;

namespace {

const QString kExample = QString(SCALESCOPE_SOURCE_DIR) + "/resources/examples/dgx-h100-4.scalescope.json";
const QString kFabricDump = QString(SCALESCOPE_TEST_DATA) + "/import/tiers.ibnetdiscover";

// A visible button of the window's (a dialog's included) with this text, or null.
QQuickItem* findButton(QQuickItem* root, const QString& text)
{
    if (root->isVisible() && root->property("text").toString() == text
        && root->metaObject()->indexOfSignal("clicked()") >= 0)
        return root;
    for (QQuickItem* child : root->childItems())
        if (QQuickItem* found = findButton(child, text))
            return found;
    return nullptr;
}

// Clicks, as the user would, the button of the unsaved-changes dialog with this text.
bool answer(QQuickWindow* window, const QString& text)
{
    QQuickItem* button = nullptr;
    if (!QTest::qWaitFor([&] { return (button = findButton(window->contentItem(), text)) != nullptr; }, 10000))
        return false;
    QTest::mouseClick(window, Qt::LeftButton, Qt::NoModifier,
        button->mapToScene(QPointF(button->width() / 2, button->height() / 2)).toPoint());
    return true;
}

} // namespace

class TestUnsaved : public QObject {
    Q_OBJECT

    Workspace* m_workspace = nullptr;
    QQmlApplicationEngine* m_engine = nullptr;
    QQuickWindow* m_window = nullptr;
    QObject* m_dialog = nullptr;
    QTemporaryDir m_folder;
    QString kOther; // another design, on disk

    DesignDocument& document() { return *m_workspace->document(); }
    // Deletes a GPU: the design has unsaved changes.
    void edit()
    {
        QVERIFY(m_workspace->editor()->deleteDevice(m_workspace->summary()->findDevice("node0/gpu0")));
        QVERIFY(document().dirty());
    }
    bool asking() { return m_dialog->property("visible").toBool() && m_workspace->files()->asking(); }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setApplicationName("tst_unsaved");
        kOther = m_folder.filePath("other.scalescope.json");
        DesignDocument other;
        QVERIFY(other.newFromPreset("gb200-nvl72", 1, "", 1, "", -1));
        QVERIFY(other.saveAs(QUrl::fromLocalFile(kOther)));
    }

    void init()
    {
        m_workspace = new Workspace(this);
        QVERIFY(document().load(kExample));
        m_engine = new QQmlApplicationEngine(this);
        m_engine->setInitialProperties({ { "workspace", QVariant::fromValue(m_workspace) } });
        m_engine->load(QUrl("qrc:/ScaleScope/Main.qml"));
        QVERIFY(!m_engine->rootObjects().isEmpty());
        m_window = qobject_cast<QQuickWindow*>(m_engine->rootObjects().first());
        QVERIFY(m_window && QTest::qWaitForWindowExposed(m_window));
        m_dialog = m_window->findChild<QObject*>("unsavedDialog");
        QVERIFY(m_dialog);
    }

    void cleanup()
    {
        delete m_engine; // before the workspace it shows
        delete m_workspace;
    }

    void eachActionThatReplacesTheDesignAsksFirst_data()
    {
        QTest::addColumn<QString>("action");
        QTest::newRow("new") << "new";
        QTest::newRow("open") << "open";
        QTest::newRow("open recent") << "recent";
        QTest::newRow("import") << "import";
        QTest::newRow("close") << "close";
    }

    void eachActionThatReplacesTheDesignAsksFirst()
    {
        QFETCH(QString, action);
        DocumentFiles& files = *m_workspace->files();
        // As the window's menu and dialogs do it.
        const std::function<void()> request = [&] {
            if (action == "new") {
                QObject* dialog = m_window->findChild<QObject*>("newDesignDialog");
                QMetaObject::invokeMethod(dialog, "open");
                QMetaObject::invokeMethod(dialog, "accept");
            } else if (action == "open") {
                files.open(QUrl::fromLocalFile(kOther));
            } else if (action == "recent") {
                files.openRecent(kOther);
            } else if (action == "import") {
                files.importFiles({ QUrl::fromLocalFile(kFabricDump) });
            } else {
                m_window->close();
            }
        };
        const auto replaced = [&] {
            return action == "close" ? !m_window->isVisible() : document().title() != "Example: DGX H100, 4 nodes";
        };
        edit();
        const auto nodes = document().topology()->nodes.size();

        // Cancel: everything as it was.
        request();
        QTRY_VERIFY(asking());
        QVERIFY(m_dialog->property("action").toString().size() > 0);
        QVERIFY(answer(m_window, "Cancel"));
        QTRY_VERIFY(!asking());
        QVERIFY(!replaced());
        QVERIFY(document().dirty());
        QCOMPARE(document().topology()->nodes.size(), nodes);
        QVERIFY(document().canUndo());

        // Discard: the action goes on.
        request();
        QTRY_VERIFY(asking());
        QVERIFY(answer(m_window, "Discard"));
        QTRY_VERIFY(replaced());
        QVERIFY(!files.asking());
    }

    void saveOnADesignWithAFileSavesItThenGoesOn()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("mine.scalescope.json");
        QVERIFY(document().saveAs(QUrl::fromLocalFile(path)));
        edit();
        const auto edited = document().topology()->nodes.size();
        m_workspace->files()->open(QUrl::fromLocalFile(kOther));
        QTRY_VERIFY(asking());
        QVERIFY(answer(m_window, "Save"));
        QTRY_COMPARE(document().filePath(), kOther);
        DesignDocument saved; // with the edit
        QVERIFY(saved.load(path));
        QCOMPARE(saved.topology()->nodes.size(), edited);
    }

    void saveOnAnUntitledDesignGoesThroughSaveAs()
    {
        DocumentFiles& files = *m_workspace->files();
        QVERIFY(document().newFromPreset("dgx-h100", 2, "", 1, "", -1)); // new: no file yet
        QSignalSpy saveAs(&files, &DocumentFiles::saveAsRequested);
        // Save As dismissed: nothing is replaced.
        files.open(QUrl::fromLocalFile(kOther));
        QTRY_VERIFY(asking());
        QVERIFY(answer(m_window, "Save"));
        QTRY_COMPARE(saveAs.count(), 1);
        QObject* saveDialog = m_window->findChild<QObject*>("saveDialog");
        QVERIFY(saveDialog);
        QTRY_VERIFY(saveDialog->property("visible").toBool());
        QMetaObject::invokeMethod(saveDialog, "reject"); // dismissed
        QVERIFY(!files.asking());
        QVERIFY(document().dirty());
        QVERIFY(!document().hasFile());
        // Save As to where nothing can be written: nothing is replaced either.
        files.open(QUrl::fromLocalFile(kOther));
        QTRY_VERIFY(asking());
        QVERIFY(answer(m_window, "Save"));
        QTRY_COMPARE(saveAs.count(), 2);
        // As the dialog's Save does it.
        QVERIFY(!files.saveAs(QUrl::fromLocalFile("/nonexistent-folder/x.scalescope.json")));
        QMetaObject::invokeMethod(saveDialog, "reject");
        QVERIFY(document().dirty());
        QVERIFY(document().filePath() != kOther);
        // Saved: then opened.
        QTemporaryDir dir;
        files.open(QUrl::fromLocalFile(kOther));
        QTRY_VERIFY(asking());
        QVERIFY(answer(m_window, "Save"));
        QTRY_COMPARE(saveAs.count(), 3);
        QVERIFY(files.saveAs(QUrl::fromLocalFile(dir.filePath("two"))));
        QMetaObject::invokeMethod(saveDialog, "reject");
        QCOMPARE(document().filePath(), kOther);
        QVERIFY(!document().dirty());
        QVERIFY(QFileInfo::exists(dir.filePath("two.scalescope.json")));
    }

    void nothingIsAskedWithoutUnsavedChanges()
    {
        QVERIFY(m_workspace->files()->open(QUrl::fromLocalFile(kOther)));
        QCOMPARE(document().filePath(), kOther);
        QVERIFY(!asking());
        QVERIFY(m_workspace->files()->requestClose());
    }
};

QTEST_MAIN(TestUnsaved)
#include "tst_unsaved.moc"

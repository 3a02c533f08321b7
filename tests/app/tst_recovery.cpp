// Crash recovery: a design with unsaved changes is copied to the recovery folder a while after
// a change (never later than the latest delay), as a design file that reads back as the
// design; the copy goes when the design is saved, its changes undone or discarded, or the
// program ends normally. Copies left by programs that ended otherwise are offered at start
// (never one a running program holds) and open as the unsaved design they were, titled after
// their original; an imported fabric that existed only in memory comes back too.
#include "QuickItems.h"
#include "gui/adapters/Workspace.h"
#include "io/DesignFile.h"

#include <QQmlApplicationEngine>
#include <QQuickWindow>
#include <QTemporaryDir>
#include <QtQml/qqmlextensionplugin.h>
#include <QtTest>

#include <limits>

Q_IMPORT_QML_PLUGIN(ScaleScopePlugin)

using namespace scalescope;
using namespace scalescope::gui;

namespace {

const QString kExample = QString(SCALESCOPE_SOURCE_DIR) + "/resources/examples/dgx-h100-4.scalescope.json";
const QString kFabricDump = QString(SCALESCOPE_TEST_DATA) + "/import/tiers.ibnetdiscover";
constexpr int kNever = std::numeric_limits<int>::max() / 2; // a delay no test waits for

void deleteGpu(Workspace& workspace, const char* name)
{
    QVERIFY(workspace.editor()->deleteDevice(workspace.summary()->findDevice(name)));
}

// The design a copy holds, as `scalescope validate` reads it.
Design readCopy(const QString& path)
{
    return readDesignFile(path.toStdString(), *Catalog::builtInShared());
}

} // namespace

class TestRecovery : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setApplicationName("tst_recovery");
    }

    void aCopyIsWrittenAfterTheQuietDelay()
    {
        QTemporaryDir folder;
        Workspace workspace;
        QVERIFY(workspace.document()->load(kExample));
        workspace.recovery()->setDelays(50, kNever);
        workspace.recovery()->start(folder.path());
        const QString copy = workspace.recovery()->copyPath();
        QVERIFY(copy.startsWith(folder.path()));
        QVERIFY(!QFileInfo::exists(copy)); // saved: nothing to keep
        deleteGpu(workspace, "node0/gpu0");
        QTRY_VERIFY_WITH_TIMEOUT(QFileInfo::exists(copy), 20000);
        QVERIFY(readCopy(copy) == workspace.document()->design());
        // Another change: the copy follows.
        deleteGpu(workspace, "node1/gpu0");
        QTRY_VERIFY_WITH_TIMEOUT(readCopy(copy) == workspace.document()->design(), 20000);
    }

    void aCopyIsWrittenByTheLatestDelayWhateverFollows()
    {
        // Changes that never pause long enough for the quiet delay are copied all the same.
        QTemporaryDir folder;
        Workspace workspace;
        QVERIFY(workspace.document()->load(kExample));
        workspace.recovery()->setDelays(kNever, 50);
        workspace.recovery()->start(folder.path());
        deleteGpu(workspace, "node0/gpu0");
        QTRY_VERIFY_WITH_TIMEOUT(QFileInfo::exists(workspace.recovery()->copyPath()), 20000);
    }

    void theCopyGoesOnSaveUndoDiscardAndANormalEnd()
    {
        QTemporaryDir folder;
        auto workspace = std::make_unique<Workspace>();
        DesignDocument& document = *workspace->document();
        QVERIFY(document.load(kExample));
        workspace->recovery()->setDelays(10, 10);
        workspace->recovery()->start(folder.path());
        const QString copy = workspace->recovery()->copyPath();
        const auto written = [&] { return QFileInfo::exists(copy); };
        // Saved.
        deleteGpu(*workspace, "node0/gpu0");
        QTRY_VERIFY_WITH_TIMEOUT(written(), 20000);
        QVERIFY(document.saveAs(QUrl::fromLocalFile(folder.filePath("saved.scalescope.json"))));
        QVERIFY(!written());
        // Undone back to what was saved.
        deleteGpu(*workspace, "node1/gpu0");
        QTRY_VERIFY_WITH_TIMEOUT(written(), 20000);
        document.undo();
        QVERIFY(!written());
        // Discarded for another design.
        deleteGpu(*workspace, "node1/gpu0");
        QTRY_VERIFY_WITH_TIMEOUT(written(), 20000);
        QVERIFY(!workspace->files()->open(QUrl::fromLocalFile(kExample)));
        workspace->files()->discardChosen();
        QVERIFY(!document.dirty());
        QVERIFY(!written());
        // The program ends normally (after asking): nothing is left to offer.
        deleteGpu(*workspace, "node1/gpu0");
        QTRY_VERIFY_WITH_TIMEOUT(written(), 20000);
        workspace.reset();
        QVERIFY(!written());
        QCOMPARE(QDir(folder.path()).entryList(QDir::Files).size(), 1); // saved.scalescope.json
    }

    void copiesLeftBehindAreOfferedAndOpenAsTheyWere()
    {
        QTemporaryDir folder;
        const QString original = folder.filePath("mine.scalescope.json");
        QVERIFY(QFile::copy(kExample, original));
        Design edited;
        {
            // A program that ends without removing its copy, as a crash does.
            Workspace crashed;
            QVERIFY(crashed.document()->load(original));
            deleteGpu(crashed, "node2/gpu5");
            edited = crashed.document()->design();
            RecoveryFolder left(folder.filePath("recovery"));
            left.write(edited, *Catalog::builtInShared(), { original, original, crashed.document()->title(), {} });
        }
        // A program that still runs: its copy is its own.
        Workspace running;
        QVERIFY(running.document()->load(kExample));
        running.recovery()->setDelays(10, 10);
        running.recovery()->start(folder.filePath("recovery"));
        deleteGpu(running, "node0/gpu0");
        QTRY_VERIFY_WITH_TIMEOUT(QFileInfo::exists(running.recovery()->copyPath()), 20000);
        QCOMPARE(running.recovery()->offers().size(), 1); // the crashed one's, claimed by it

        // Started again: the crashed program's copy is offered, not the running one's. The
        // running program claimed it first, so let it go as it ends.
        running.recovery()->discardOffer(running.recovery()->offers().first().toMap().value("id").toString());
        QCOMPARE(running.recovery()->offers().size(), 0);
        {
            RecoveryFolder left(folder.filePath("recovery"));
            left.write(edited, *Catalog::builtInShared(), { original, original, "Example: DGX H100, 4 nodes", {} });
        }
        Workspace restarted;
        QVERIFY(restarted.document()->load(kExample)); // the file given on the command line
        restarted.recovery()->setDelays(10, 10);
        restarted.recovery()->start(folder.filePath("recovery"));
        const QVariantList offers = restarted.recovery()->offers();
        QCOMPARE(offers.size(), 1);
        const QVariantMap offer = offers.first().toMap();
        QCOMPARE(offer.value("file").toString(), original);
        QCOMPARE(offer.value("title").toString(), QString("Example: DGX H100, 4 nodes"));

        // Shown by the window, and opened from it.
        QQmlApplicationEngine engine;
        engine.setInitialProperties({ { "workspace", QVariant::fromValue(&restarted) } });
        engine.load(QUrl("qrc:/ScaleScope/Main.qml"));
        QVERIFY(!engine.rootObjects().isEmpty());
        auto* window = qobject_cast<QQuickWindow*>(engine.rootObjects().first());
        QVERIFY(window && QTest::qWaitForWindowExposed(window));
        QObject* dialog = window->findChild<QObject*>("recoveryDialog");
        QVERIFY(dialog);
        QTRY_VERIFY(dialog->property("opened").toBool());
        QQuickItem* open = nullptr;
        QTRY_VERIFY((open = findItem(window->contentItem(), "openRecovered")) != nullptr);
        QTRY_VERIFY(open->isVisible() && open->width() > 0);
        QTest::mouseClick(window, Qt::LeftButton, Qt::NoModifier,
            open->mapToScene(QPointF(open->width() / 2, open->height() / 2)).toPoint());
        QTRY_VERIFY(restarted.document()->design() == edited);
        DesignDocument& document = *restarted.document();
        QVERIFY(document.dirty()); // unsaved, as it was
        QCOMPARE(document.title(), QString("Example: DGX H100, 4 nodes"));
        QCOMPARE(document.filePath(), original);
        QCOMPARE(document.savePath(), original); // Save writes where it came from
        QVERIFY(restarted.recovery()->offers().isEmpty());
        QVERIFY(!QFileInfo::exists(folder.filePath("recovery/") + offer.value("id").toString() + ".scalescope.json"));
        QVERIFY(QFileInfo::exists(restarted.recovery()->copyPath())); // its own copy now
        QTRY_VERIFY(!dialog->property("visible").toBool());
    }

    void anImportedFabricComesBack()
    {
        // Imported, never saved: the copy is all there is of it.
        QTemporaryDir folder;
        Design imported;
        QString title;
        QStringList notes;
        std::size_t nodes = 0;
        {
            Workspace crashed;
            crashed.recovery()->setDelays(10, 10);
            crashed.recovery()->start(folder.path());
            QVERIFY(crashed.document()->importFiles({ QUrl::fromLocalFile(kFabricDump) }));
            QVERIFY(crashed.document()->dirty());
            QTRY_VERIFY_WITH_TIMEOUT(QFileInfo::exists(crashed.recovery()->copyPath()), 20000);
            imported = crashed.document()->design();
            title = crashed.document()->title();
            notes = crashed.document()->importNotes();
            nodes = crashed.document()->topology()->nodes.size();
            // Kept as a crash would keep it.
            QVERIFY(QFile::copy(crashed.recovery()->copyPath(), folder.filePath("kept.json")));
            QVERIFY(QFile::copy(QString(crashed.recovery()->copyPath()).replace(".scalescope.json", ".about.json"),
                folder.filePath("kept.about")));
        }
        QVERIFY(QFile::rename(folder.filePath("kept.json"), folder.filePath("left.scalescope.json")));
        QVERIFY(QFile::rename(folder.filePath("kept.about"), folder.filePath("left.about.json")));
        Workspace restarted;
        QVERIFY(restarted.document()->load(kExample));
        restarted.recovery()->start(folder.path());
        QCOMPARE(restarted.recovery()->offers().size(), 1);
        QCOMPARE(restarted.recovery()->offers().first().toMap().value("file").toString(), QString()); // never saved
        QVERIFY(restarted.recovery()->openOffer("left"));
        QVERIFY(restarted.document()->design() == imported);
        QCOMPARE(restarted.document()->topology()->nodes.size(), nodes);
        QCOMPARE(restarted.document()->title(), title);
        QVERIFY(!restarted.document()->hasFile()); // saved by Save As
        QVERIFY(restarted.document()->dirty());
        QCOMPARE(restarted.document()->importNotes(), notes);
    }
};

QTEST_MAIN(TestRecovery)
#include "tst_recovery.moc"

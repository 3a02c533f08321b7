// Stories in the desktop program (workspace.stories): the view recorded as scenes, each record,
// move, rename and delete one undoable edit; a story played forward through every scene and back,
// each scene's state (tiers, collapsed racks, selection, annotations, camera, job and its time)
// applied and the one before brought back entire on stepping back; a story saved with the design
// and read back; a lesson file whose scenes show two designs (a step to the other asking first about
// unsaved changes), and the built-in lessons, played through.
#include "gui/adapters/StoryLessons.h"
#include "gui/adapters/Workspace.h"
#include "io/DesignFile.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace scalescope;
using namespace scalescope::gui;

namespace {
// The fat-tree-jobs example without the story it ships with (initTestCase writes it), so that
// every test starts from a design with jobs and no stories.
QString kExample;
const QString kLesson = QString(SCALESCOPE_SOURCE_DIR) + "/tests/data/lessons/01-two-nodes.lesson.scalescope.json";
// A flow run of a 1 GiB all_reduce on 16 GPUs takes well under this even on a loaded machine.
constexpr int kRunWaitMs = 120000;

int node(Workspace& workspace, const char* name)
{
    return workspace.summary()->findDevice(name);
}

// What a scene shows, as the view holds it.
struct Shown {
    QStringList tiers, racks, selection;
    int annotations = 0;
    QString job; // the traffic job whose result is shown, "" for none
    bool operator==(const Shown&) const = default;
};

Shown shown(Workspace& workspace)
{
    ViewState& view = *workspace.view();
    TrafficSession& traffic = *workspace.traffic();
    return { view.hiddenTiers(), view.collapsedRacks(), view.selection()->names(), workspace.annotations()->count(),
        traffic.result() ? QString::fromStdString(traffic.job().name) : QString() };
}

char* toString(const Shown& s)
{
    return qstrdup(qPrintable(QString("tiers [%1] racks [%2] selection [%3] %4 annotations job %5")
                                  .arg(s.tiers.join(","), s.racks.join(","), s.selection.join(","))
                                  .arg(s.annotations)
                                  .arg(s.job)));
}

// Waits for a traffic run the scene started, and for it to be shown at the scene's time.
bool jobShown(Workspace& workspace)
{
    TrafficSession& traffic = *workspace.traffic();
    return QTest::qWaitFor([&] { return !traffic.running() && traffic.result(); }, kRunWaitMs);
}

} // namespace

class TestStorySession : public QObject {
    Q_OBJECT
    QTemporaryDir m_folder;

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName("ScaleScopeTests");
        QCoreApplication::setApplicationName("tst_story_session");
        QSettings().clear();
        QFile example(QString(SCALESCOPE_SOURCE_DIR) + "/resources/examples/fat-tree-jobs.scalescope.json");
        QVERIFY(example.open(QIODevice::ReadOnly));
        QJsonObject design = QJsonDocument::fromJson(example.readAll()).object();
        QVERIFY(design.contains("stories"));
        design.remove("stories");
        QVERIFY(m_folder.isValid());
        kExample = m_folder.filePath("fat-tree-jobs.scalescope.json");
        QFile copy(kExample);
        QVERIFY(copy.open(QIODevice::WriteOnly));
        copy.write(QJsonDocument(design).toJson());
    }

    // Three scenes recorded (a route, a job at a moment with racks collapsed and annotations, a
    // plain view), then played forward and back: each step shows exactly what was recorded.
    void aStoryStepsForwardAndBackThroughEveryScene()
    {
        Workspace workspace;
        QVERIFY(workspace.document()->load(kExample));
        StorySession& stories = *workspace.stories();
        ViewState& view = *workspace.view();
        TrafficSession& traffic = *workspace.traffic();

        view.setHiddenTiers({ "ethernet" });
        view.selection()->setNodes({ node(workspace, "node0/gpu0"), node(workspace, "node1/gpu0") });
        workspace.annotations()->add("arrow", { 0, 0 }, { 100, 50 }, "NVLink", "red");
        view.setCamera(QRectF(0, 0, 800, 450), 1.0, false);
        QVERIFY(stories.recordScene("A route", "Two GPUs in two nodes."));
        QCOMPARE(stories.storyNames(), QStringList { "Story" });
        const Shown first = shown(workspace);

        view.setHiddenTiers({});
        view.toggleCollapsed(node(workspace, "node4/gpu0"));
        view.selection()->setNodes({ node(workspace, "node2/gpu3") });
        workspace.annotations()->add("text", { 10, 10 }, {}, "400 Gb/s", "accent");
        QVERIFY(traffic.loadJob("inside-leaf"));
        traffic.run();
        QVERIFY(jobShown(workspace));
        traffic.seek(traffic.durationUs() / 2);
        const double middleUs = traffic.timeUs();
        view.setCamera(QRectF(100, 50, 400, 225), 2.0, true);
        QVERIFY(stories.recordScene("A job", "Inside one leaf."));
        const Shown second = shown(workspace);
        QCOMPARE(second.job, QString("inside-leaf"));
        QVERIFY(!second.racks.isEmpty());

        view.setHiddenTiers({ "nvlink", "pcie" });
        view.setCollapsedRacks({});
        view.selection()->clear();
        workspace.annotations()->clear();
        traffic.clearResult();
        QVERIFY(stories.recordScene("", ""));
        const Shown third = shown(workspace);
        QCOMPARE(stories.scenes().size(), 3);
        QCOMPARE(stories.scenes()[2].toMap()["title"].toString(), QString("Scene 3"));

        QSignalSpy cameras(&workspace, &Workspace::showAreaRequested);
        QVERIFY(stories.play(false));
        QVERIFY(stories.playing());
        QVERIFY(!view.presenting()); // Play, not Present
        QCOMPARE(stories.position(), QString("1 / 3"));
        QCOMPARE(stories.sceneTitle(), QString("A route"));
        QCOMPARE(stories.sceneCaption(), QString("Two GPUs in two nodes."));
        QCOMPARE(shown(workspace), first);
        QCOMPARE(cameras.last().at(0).toRectF(), QRectF(0, 0, 800, 450));

        QVERIFY(stories.next());
        QVERIFY(jobShown(workspace));
        QCOMPARE(shown(workspace), second);
        QCOMPARE(traffic.timeUs(), middleUs);
        QCOMPARE(cameras.last().at(0).toRectF(), QRectF(100, 50, 400, 225));
        QVERIFY(workspace.exporter()->heatmapAvailable());

        QVERIFY(stories.next());
        QCOMPARE(shown(workspace), third);
        QVERIFY(!view.heatmap());
        // Nothing of the job before is left to export (its caption read a result already gone).
        QVERIFY(!workspace.exporter()->heatmapAvailable());
        QVERIFY(workspace.exporter()->heatmapCaption().isEmpty());
        QVERIFY(!stories.next()); // the last scene: no further
        QCOMPARE(stories.position(), QString("3 / 3"));

        // Back: every scene's state comes back whole, the job and its moment too.
        QVERIFY(stories.back());
        QVERIFY(jobShown(workspace));
        QCOMPARE(shown(workspace), second);
        QCOMPARE(traffic.timeUs(), middleUs);
        QVERIFY(stories.back());
        QCOMPARE(shown(workspace), first);
        QVERIFY(!stories.back());
        QVERIFY(stories.last());
        QCOMPARE(shown(workspace), third);
        QVERIFY(stories.first());
        QCOMPARE(shown(workspace), first);
        stories.stop();
        QVERIFY(!stories.playing());
    }

    // A training job's scene keeps the moment chosen on its Gantt chart, and the whole iteration
    // when none was; played back, each comes back (the Training tab's heatmap at that moment).
    void aTrainingJobsSceneComesBackAtItsMoment()
    {
        Workspace workspace;
        QVERIFY(workspace.document()->load(kExample));
        StorySession& stories = *workspace.stories();
        TrainingSession& training = *workspace.training();
        workspace.view()->setCurrentTab("training");
        training.setSelectedJob(static_cast<int>(training.jobNames().indexOf("llama3-8b")));
        training.run();
        QTRY_VERIFY_WITH_TIMEOUT(!training.running() && training.hasResult(), kRunWaitMs);
        training.scrubTo(0.4);
        const double momentUs = training.scrubUs();
        QVERIFY(momentUs > 0);
        QVERIFY(stories.recordScene("A moment", ""));
        training.clearScrub();
        QVERIFY(stories.recordScene("The whole iteration", ""));
        QVERIFY(stories.scenes()[0].toMap()["details"].toString().contains("llama3-8b at"));

        QVERIFY(stories.play(false));
        QCOMPARE(training.scrubUs(), momentUs);
        QVERIFY(stories.next());
        QCOMPARE(training.scrubUs(), -1.0);
        QVERIFY(stories.back());
        QCOMPARE(training.scrubUs(), momentUs);
        // The link loads are worked out on a worker thread: the note names the moment once they are in.
        QTRY_VERIFY_WITH_TIMEOUT(
            training.heatmapNote().contains(QLocale().toString(momentUs / 1000, 'f', 1)), kRunWaitMs);
        stories.stop();
    }

    void presentingStartsAndEndsWithThePlayer()
    {
        Workspace workspace;
        QVERIFY(workspace.document()->load(kExample));
        StorySession& stories = *workspace.stories();
        QVERIFY(!stories.play(true)); // nothing to play yet
        QVERIFY(stories.error().contains("no scenes"));
        QVERIFY(stories.recordScene("One", ""));
        QVERIFY(stories.play(true));
        QVERIFY(workspace.view()->presenting());
        stories.stop();
        QVERIFY(!workspace.view()->presenting());
    }

    void recordingIsOneEditThatUndoRemoves()
    {
        Workspace workspace;
        DesignDocument& document = *workspace.document();
        QVERIFY(document.load(kExample));
        StorySession& stories = *workspace.stories();
        QVERIFY(stories.addStory("Tour"));
        QVERIFY(!document.dirty() || document.canUndo());
        QVERIFY(stories.recordScene("First", "One caption."));
        QVERIFY(stories.recordScene("Second", ""));
        QCOMPARE(stories.scenes().size(), 2);
        QCOMPARE(document.undoText(), QString("Record scene 2 of Tour"));
        QVERIFY(document.dirty());
        const auto topology = document.topology();
        document.undo();
        QCOMPARE(stories.scenes().size(), 1);
        QCOMPARE(document.topology(), topology); // a story's edit expands nothing
        document.redo();
        QCOMPARE(stories.scenes().size(), 2);
        document.undo();
        document.undo();
        QCOMPARE(stories.scenes().size(), 0);
        document.undo(); // the story added
        QVERIFY(stories.storyNames().isEmpty());
        QCOMPARE(stories.currentStory(), -1);
    }

    void scenesAreReorderedRenamedAndDeleted()
    {
        Workspace workspace;
        DesignDocument& document = *workspace.document();
        QVERIFY(document.load(kExample));
        StorySession& stories = *workspace.stories();
        for (const char* title : { "A", "B", "C" })
            QVERIFY(stories.recordScene(title, ""));
        const auto titles = [&] {
            QString out;
            for (const QVariant& scene : stories.scenes())
                out += scene.toMap()["title"].toString();
            return out;
        };
        QCOMPARE(titles(), QString("ABC"));
        QVERIFY(stories.moveScene(0, 2));
        QCOMPARE(titles(), QString("BCA"));
        QCOMPARE(document.undoText(), QString("Move scene 1 of Story"));
        document.undo();
        QCOMPARE(titles(), QString("ABC"));
        QVERIFY(stories.moveScene(2, 1));
        QCOMPARE(titles(), QString("ACB"));
        QVERIFY(!stories.moveScene(1, 3));
        QVERIFY(stories.error().contains("has 3 scenes, not a scene 4"));

        QVERIFY(stories.setSceneText(0, "Z", "A caption."));
        QCOMPARE(titles(), QString("ZCB"));
        QCOMPARE(stories.scenes()[0].toMap()["caption"].toString(), QString("A caption."));
        QVERIFY(stories.deleteScene(1));
        QCOMPARE(titles(), QString("ZB"));
        document.undo();
        QCOMPARE(titles(), QString("ZCB"));

        QVERIFY(stories.addStory("Other"));
        QVERIFY(!stories.addStory("Other"));
        QVERIFY(stories.error().contains("there is a story named \"Other\" already"));
        QVERIFY(stories.renameStory(1, "Handout"));
        QCOMPARE(stories.storyNames(), (QStringList { "Story", "Handout" }));
        QCOMPARE(stories.currentStory(), 1);
        QVERIFY(stories.deleteStory(0));
        QCOMPARE(stories.storyNames(), QStringList { "Handout" });
    }

    // The design file keeps the stories: saved, opened again, the same scenes.
    void aStoryIsSavedWithTheDesignAndReadBack()
    {
        QTemporaryDir folder;
        const QString path = folder.filePath("with-story.scalescope.json");
        QVariantList before;
        {
            Workspace workspace;
            QVERIFY(workspace.document()->load(kExample));
            workspace.view()->setHiddenTiers({ "ethernet" });
            workspace.view()->selection()->setNodes({ node(workspace, "node0/gpu0") });
            workspace.annotations()->add("frame", { 0, 0 }, { 500, 300 }, "", "yellow");
            QVERIFY(workspace.stories()->recordScene("Saved", "It comes back."));
            before = workspace.stories()->scenes();
            const Design& design = workspace.document()->design();
            QVERIFY(
                formatDesign(design, *workspace.document()->baseCatalog()).find("\"stories\"") != std::string::npos);
            if (!workspace.document()->saveAs(QUrl::fromLocalFile(path)))
                QFAIL(qPrintable(workspace.document()->errorText()));
        }
        Workspace workspace;
        QVERIFY(workspace.document()->load(path));
        QCOMPARE(workspace.stories()->storyNames(), QStringList { "Story" });
        QCOMPARE(workspace.stories()->scenes(), before);
        QVERIFY(workspace.stories()->applyScene(0));
        QCOMPARE(workspace.view()->hiddenTiers(), QStringList { "ethernet" });
        QCOMPARE(workspace.view()->selection()->names(), QStringList { "node0/gpu0" });
        QCOMPARE(workspace.annotations()->count(), 1);
    }

    // A lesson file: opened as the design, its story played; its third scene shows the design
    // beside it, and stepping back opens the lesson's own design again.
    void aLessonPlaysAcrossTheDesignsItsScenesShow()
    {
        Workspace workspace;
        StorySession& stories = *workspace.stories();
        const bool opened = stories.openLesson(kLesson, false);
        QVERIFY2(opened && stories.playing(), qPrintable(stories.error()));
        QCOMPARE(stories.playedStory(), QString("Two nodes, then four"));
        QCOMPARE(workspace.view()->hiddenTiers(), QStringList { "ethernet" });
        QCOMPARE(workspace.view()->selection()->names(), (QStringList { "node0/gpu0", "node1/gpu0" }));
        workspace.view()->setLanguage("zh_CN");
        QCOMPARE(stories.sceneTitle(), QString("两个节点中的两个 GPU"));
        workspace.view()->setLanguage("en");

        QVERIFY(stories.next());
        QVERIFY(jobShown(workspace));
        QCOMPARE(workspace.traffic()->timeUs(), 5.0);
        QCOMPARE(workspace.annotations()->count(), 2);

        QVERIFY(stories.next());
        QVERIFY(workspace.document()->title().contains("4 nodes"));
        QCOMPARE(workspace.view()->collapsedRacks(), QStringList { "rack0" });
        QCOMPARE(workspace.view()->selection()->names(), QStringList { "node3/gpu7" });
        QCOMPARE(workspace.annotations()->count(), 0);
        QVERIFY(!workspace.traffic()->result());
        QVERIFY(stories.playing()); // the design it loaded is the lesson's

        QVERIFY(stories.back());
        QVERIFY(workspace.document()->title().startsWith("Test lesson"));
        QVERIFY(jobShown(workspace));
        QCOMPARE(workspace.annotations()->count(), 2);
        QVERIFY(workspace.view()->collapsedRacks().isEmpty());
        // A design the user opens ends the lesson.
        QVERIFY(workspace.files()->open(QUrl::fromLocalFile(kExample)));
        QVERIFY(!stories.playing());
    }

    // Changes to the design a lesson shows, then a step to a scene of another design: the step
    // asks about them as opening a file does; cancelled, the scene and the changes stay;
    // discarded, the next scene's design shows.
    void aStepToAnotherDesignAsksAboutUnsavedChanges()
    {
        Workspace workspace;
        StorySession& stories = *workspace.stories();
        QVERIFY2(stories.openLesson(kLesson, false), qPrintable(stories.error()));
        QVERIFY(stories.next());
        QVERIFY(workspace.editor()->deleteDevice(workspace.summary()->findDevice("node0/gpu1")));
        QVERIFY(workspace.document()->dirty());
        QVERIFY(!stories.next()); // waits for the answer
        QVERIFY(workspace.files()->asking());
        QVERIFY2(workspace.files()->waitingAction().contains("show scene 3"),
            qPrintable(workspace.files()->waitingAction()));
        workspace.files()->cancelChosen();
        QCOMPARE(stories.currentScene(), 1);
        QVERIFY(workspace.document()->dirty());
        QVERIFY(workspace.document()->title().startsWith("Test lesson"));
        QVERIFY(!stories.next());
        workspace.files()->discardChosen();
        QCOMPARE(stories.currentScene(), 2);
        QVERIFY(workspace.document()->title().contains("4 nodes"));
        QVERIFY(!workspace.document()->dirty());
        QVERIFY(stories.playing());
    }

    // Every built-in lesson opens and plays through without an error.
    void everyBuiltInLessonPlaysThrough()
    {
        const std::vector<LessonEntry> lessons = builtInLessons("en");
        QCOMPARE(lessons.size(), std::size_t(10)); // the ten lessons of resources/lessons/
        for (const LessonEntry& lesson : lessons) {
            Workspace workspace;
            StorySession& stories = *workspace.stories();
            QVERIFY2(stories.openLesson(lesson.file, false), qPrintable(lesson.file + ": " + stories.error()));
            QVERIFY(stories.playing());
            QVERIFY(!lesson.name.isEmpty());
            for (int scene = 1; scene < stories.sceneCount(); ++scene) {
                QVERIFY2(stories.next(), qPrintable(lesson.file + ": " + stories.error()));
                QVERIFY2(stories.error().isEmpty(), qPrintable(stories.error()));
                QVERIFY(!stories.sceneTitle().isEmpty());
            }
        }
    }
};

QTEST_MAIN(TestStorySession)
#include "tst_story_session.moc"

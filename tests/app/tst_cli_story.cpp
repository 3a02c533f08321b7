// `scalescope export FILE --story NAME`: a story as a handout, a page per scene with its caption
// in the language asked for (read back from the PDF with poppler's pdfinfo and pdftotext), a
// file per scene as PNG, and the mistakes a user makes refused with what there is.
#include "CliFixtures.h"

#include <QJsonArray>
#include <QStandardPaths>
#include <QtTest>

namespace {

// Two DGX A100 nodes with a saved all_reduce and a story of three scenes: the whole design, the
// route between GPUs of the two nodes, and the all_reduce's traffic.
QJsonObject designWithStory()
{
    const auto texts = [](const char* en, const char* zh) {
        return QJsonObject { { "en", en }, { "zh", QString::fromUtf8(zh) } };
    };
    QJsonArray scenes;
    scenes.append(QJsonObject { { "title", texts("Two nodes", "两个节点") },
        { "caption", texts("Eight GPUs in each node, joined by NVSwitch.", "每个节点八个 GPU，由 NVSwitch 互连。") },
        { "annotations",
            QJsonArray { QJsonObject { { "kind", "frame" }, { "from", QJsonArray { 0, 0 } },
                { "to", QJsonArray { 400, 300 } }, { "text", "node0" }, { "colour", "yellow" } } } } });
    scenes.append(QJsonObject { { "title", texts("Across", "跨节点") },
        { "caption", texts("From a GPU to a GPU of the other node.", "从一个 GPU 到另一个节点的 GPU。") },
        { "selection", QJsonArray { "node0/gpu0", "node1/gpu5" } }, { "hidden_tiers", QJsonArray { "ethernet" } },
        { "annotations",
            QJsonArray { QJsonObject { { "kind", "arrow" }, { "from", QJsonArray { 10, 10 } },
                             { "to", QJsonArray { 200, 120 } }, { "text", "InfiniBand" }, { "colour", "red" } },
                QJsonObject { { "kind", "text" }, { "from", QJsonArray { 20, 200 } }, { "text", "200 Gb/s" } } } } });
    scenes.append(QJsonObject { { "title", texts("all_reduce", "all_reduce") },
        { "caption", texts("The all_reduce half way through.", "all_reduce 进行到一半。") }, { "job", "all" },
        { "time_us", 100 } });
    return QJsonObject { { "format", "scalescope" }, { "version", 1 },
        { "generator", QJsonObject { { "preset", "dgx-a100" }, { "nodes", 2 } } },
        { "jobs",
            QJsonArray { QJsonObject {
                { "name", "all" }, { "collective", "all_reduce" }, { "size", "256M" }, { "ranks", "all" } } } },
        { "stories", QJsonArray { QJsonObject { { "name", "Tour" }, { "scenes", scenes } } } } };
}

bool writeJson(const QString& file, const QJsonObject& json)
{
    QFile f(file);
    return f.open(QIODevice::WriteOnly) && f.write(QJsonDocument(json).toJson()) > 0;
}

// A poppler tool's standard output for `file`; empty when it failed.
QString poppler(const QString& tool, const QStringList& args)
{
    QProcess process;
    process.start(tool, args);
    if (!process.waitForFinished(60000) || process.exitCode() != 0)
        return {};
    return QString::fromUtf8(process.readAllStandardOutput());
}

int pdfPages(const QString& pdf)
{
    const QString info = poppler("pdfinfo", { pdf });
    const QRegularExpressionMatch pages = QRegularExpression("Pages:\\s+(\\d+)").match(info);
    return pages.hasMatch() ? pages.captured(1).toInt() : -1;
}

// pdftotext's words with the line breaks of wrapping undone, in compatibility form: the font's
// ligatures ("ﬁ") and the Kangxi radicals its ideographs map to ("⼋" for "八") as the letters
// they stand for.
QString pdfText(const QString& pdf)
{
    return poppler("pdftotext", { pdf, "-" }).normalized(QString::NormalizationForm_KC).simplified();
}

} // namespace

class TestCliStory : public CliTestCase {
    Q_OBJECT

private slots:
    void initTestCase()
    {
#ifndef SCALESCOPE_WITH_GUI
        QSKIP("this build cannot draw diagrams");
#endif
        if (QStandardPaths::findExecutable("pdfinfo").isEmpty()
            || QStandardPaths::findExecutable("pdftotext").isEmpty())
            QSKIP("poppler-utils (pdfinfo, pdftotext) are needed to read the handouts back");
        QVERIFY(writeJson(path("tour.scalescope.json"), designWithStory()));
        QCOMPARE(scalescope({ "validate", path("tour.scalescope.json") }).exitCode, 0);
    }

    void aStoryIsAPdfOfAPagePerSceneWithItsCaptions()
    {
        const Run run = scalescope({ "export", path("tour.scalescope.json"), "--story", "Tour", "--format", "pdf",
            "--language", "en", "-o", path("handout.pdf") });
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY2(run.out.contains("wrote " + path("handout.pdf")), qPrintable(run.out));
        QCOMPARE(pdfPages(path("handout.pdf")), 3);
        const QString text = pdfText(path("handout.pdf"));
        // Digits are left out: Qt's PDF writer gives Noto Sans CJK's digits no text that pdftotext reads back
        // (they are drawn, as the page rendered to an image shows).
        for (const char* words : { "Tour", "Scene", "Two nodes", "Eight GPUs in each node, joined by NVSwitch.",
                 "From a GPU to a GPU of the other node.", "The all_reduce half way through.", "InfiniBand", "Gb/s",
                 "link load at" })
            QVERIFY2(text.contains(QLatin1String(words)), qPrintable(QString(words) + " not in: " + text));
        QVERIFY(!text.contains(QString::fromUtf8("两个节点")));
    }

    void theCaptionsFollowTheLanguageAskedFor()
    {
        const Run run = scalescope({ "export", path("tour.scalescope.json"), "--story", "Tour", "--format", "pdf",
            "--language", "zh", "-o", path("handout-zh.pdf") });
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QString text = pdfText(path("handout-zh.pdf"));
        for (const char* words : { "两个节点", "每个节点八个 GPU，由 NVSwitch 互连。", "all_reduce 进行到一半。" })
            QVERIFY2(
                text.contains(QString::fromUtf8(words).normalized(QString::NormalizationForm_KC)), qPrintable(text));
        QVERIFY(!text.contains("Eight GPUs in each node"));
    }

    void asPngAStoryIsAFilePerScene()
    {
        const Run run = scalescope({ "export", path("tour.scalescope.json"), "--story", "Tour", "--format", "png",
            "--dpi", "48", "-o", path("scene.png") });
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        for (const char* file : { "scene-1.png", "scene-2.png", "scene-3.png" })
            QVERIFY2(readAll(path(file)).startsWith("\x89PNG\r\n\x1a\n"), file);
        QVERIFY(!QFile::exists(path("scene-4.png")));
        QVERIFY(!QFile::exists(path("scene.png")));
    }

    void anUnknownStoryNamesTheStoriesThereAre()
    {
        const Run run = scalescope(
            { "export", path("tour.scalescope.json"), "--story", "Tuor", "--format", "pdf", "-o", path("x.pdf") });
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains("no story named \"Tuor\"; its stories: \"Tour\""), qPrintable(run.err));
        QVERIFY(!QFile::exists(path("x.pdf")));
    }

    void optionsThatEachSceneStatesAreRefused_data()
    {
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<QString>("message");
        QTest::newRow("time") << QStringList { "--format", "pdf", "--time", "1us", "-o", "x.pdf" }
                              << "--time does not apply to --story";
        QTest::newRow("job") << QStringList { "--format", "pdf", "--job", "all", "-o", "x.pdf" }
                             << "--job does not apply to --story";
        QTest::newRow("png to stdout") << QStringList { "--format", "png", "-o", "-" }
                                       << "--story with --format png writes a file per scene; -o - cannot hold them";
        QTest::newRow("language") << QStringList { "--format", "pdf", "--language", "fr", "-o", "x.pdf" }
                                  << "--language takes en or zh, not \"fr\"";
        QTest::newRow("dot") << QStringList { "--format", "dot", "-o", "x.dot" }
                             << "--story applies to --format svg|pdf|png, not dot";
    }
    void optionsThatEachSceneStatesAreRefused()
    {
        QFETCH(QStringList, options);
        QFETCH(QString, message);
        const Run run = scalescope(QStringList { "export", path("tour.scalescope.json"), "--story", "Tour" } + options);
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(message), qPrintable(run.err));
    }

    void aSceneAtATimePastItsJobSaysWhere()
    {
        QJsonObject design = designWithStory();
        QJsonArray stories = design["stories"].toArray();
        QJsonObject story = stories[0].toObject();
        QJsonArray scenes = story["scenes"].toArray();
        QJsonObject late = scenes[2].toObject();
        late["time_us"] = 1e9; // the run is over long before
        scenes[2] = late;
        story["scenes"] = scenes;
        stories[0] = story;
        design["stories"] = stories;
        QVERIFY(writeJson(path("late.scalescope.json"), design));
        const Run run = scalescope(
            { "export", path("late.scalescope.json"), "--story", "Tour", "--format", "pdf", "-o", path("late.pdf") });
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains("/stories/0/scenes/2/time_us: job \"all\": the run lasts"), qPrintable(run.err));
    }

    // A training job's scene shows where its communication goes: every kind at its busiest without a
    // time; a time past the iteration is refused at its place.
    void aTrainingJobsSceneShowsItsLinkLoads()
    {
        QJsonObject design = designWithStory();
        design["training_jobs"] = QJsonArray { QJsonObject {
            { "name", "llama" }, { "model", "llama3-8b" }, { "tp", 8 }, { "dp", 2 }, { "fidelity", "flow" } } };
        const QJsonObject scene { { "title", "Training" }, { "caption", "Where the iteration's bytes go." },
            { "job", "llama" } };
        design["stories"] = QJsonArray { QJsonObject { { "name", "Train" }, { "scenes", QJsonArray { scene } } } };
        QVERIFY(writeJson(path("train.scalescope.json"), design));
        const Run run = scalescope({ "export", path("train.scalescope.json"), "--story", "Train", "--format", "pdf",
            "--language", "en", "-o", path("train.pdf") });
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QString text = pdfText(path("train.pdf"));
        for (const char* words : { "GPUs: link load of the", "iteration, each kind at its busiest (TP, DP)" })
            QVERIFY2(text.contains(QLatin1String(words)), qPrintable(QString(words) + " not in: " + text));

        QJsonObject late = scene;
        late["time_us"] = 1e12;
        design["stories"] = QJsonArray { QJsonObject { { "name", "Train" }, { "scenes", QJsonArray { late } } } };
        QVERIFY(writeJson(path("train-late.scalescope.json"), design));
        const Run refused = scalescope({ "export", path("train-late.scalescope.json"), "--story", "Train", "--format",
            "pdf", "-o", path("train-late.pdf") });
        QCOMPARE(refused.exitCode, 1);
        QVERIFY2(refused.err.contains("/stories/0/scenes/0/time_us: job \"llama\": the iteration lasts"),
            qPrintable(refused.err));
    }

    void aSceneMayShowADesignBesideTheFile()
    {
        // A lesson's way: the story's file holds no devices of its own; its scenes name the design.
        QDir(m_dir.path()).mkpath("lesson");
        QVERIFY(writeJson(path("lesson/nodes.scalescope.json"), designWithStory()));
        const QJsonObject lesson { { "format", "scalescope" }, { "version", 1 },
            { "stories",
                QJsonArray { QJsonObject { { "name", "Lesson" },
                    { "scenes",
                        QJsonArray { QJsonObject { { "design", "nodes.scalescope.json" }, { "job", "all" },
                                         { "caption", "The other file's job." } },
                            QJsonObject { { "design", "nodes.scalescope.json" },
                                { "selection", QJsonArray { "node9/gpu0" } } } } } } } } };
        QVERIFY(writeJson(path("lesson/lesson.scalescope.json"), lesson));
        const Run run = scalescope({ "export", path("lesson/lesson.scalescope.json"), "--story", "Lesson", "--format",
            "pdf", "-o", path("lesson.pdf") });
        // The second scene names a GPU that design lacks: refused at its place, nothing written.
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains("/stories/0/scenes/1/selection/0: no device is named \"node9/gpu0\""),
            qPrintable(run.err));
        QVERIFY(!QFile::exists(path("lesson.pdf")));
    }

    void theExampleStoryMakesAHandout()
    {
        const Run run
            = scalescope({ "export", SCALESCOPE_SOURCE_DIR "/resources/examples/fat-tree-jobs.scalescope.json",
                "--story", "Across the spines", "--format", "pdf", "--language", "en", "-o", path("example.pdf") });
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QCOMPARE(pdfPages(path("example.pdf")), 3);
    }
};

QTEST_GUILESS_MAIN(TestCliStory)
#include "tst_cli_story.moc"

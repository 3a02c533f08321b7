// A design file's stories: every part of a scene written reads back the same, texts given plainly
// are English, and each kind of mistake in a story is refused at its JSON pointer.
#include "io/DesignFile.h"
#include "io/StoryFile.h"
#include "io/TextFile.h"
#include "model/InputError.h"
#include "BrokenFiles.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace scalescope;

namespace {

// Two DGX A100 nodes with one saved job: small enough to expand at once.
Design twoNodes()
{
    Design design;
    design.name = "Two nodes";
    ClusterOptions options;
    options.preset = "dgx-a100";
    options.count = 2;
    design.generator = options;
    JobSpec job;
    job.name = "all";
    job.bytes = 1ULL << 30;
    design.jobs.push_back(job);
    return design;
}

// A scene with every key set, in two languages.
StoryScene everyKey()
{
    StoryScene scene;
    scene.title = { { "en", "Two nodes" }, { "zh", "两个节点" } };
    scene.caption = { { "en", "Eight GPUs a node.\nNVLink inside, InfiniBand across." },
        { "zh", "每个节点八个 GPU。节点内 NVLink，节点间 InfiniBand。" } };
    scene.camera = SceneCamera { -12.5, 40, 1200.25, 675 };
    scene.hiddenTiers = { "ethernet", "pcie" };
    scene.selection = { "node0/gpu0", "node1/gpu7" };
    scene.job = "all";
    scene.timeUs = 1200.5;
    scene.annotations = {
        Annotation { AnnotationKind::Arrow, { 10, 20 }, { 300, 40.125 }, "NVLink", "red" },
        Annotation { AnnotationKind::Text, { 10, 20 }, {}, "600 GB/s", "accent" },
        // A text box whose unused end was left set: written, so that it reads back the same.
        Annotation { AnnotationKind::Text, { 5, 5 }, { 7, 9 }, "", "grey" },
        Annotation { AnnotationKind::Frame, { 0, 0 }, { 500, 300 }, "", "yellow" },
    };
    return scene;
}

Design withStories()
{
    Design design = twoNodes();
    Story tour;
    tour.name = "Tour";
    tour.description = { { "en", "A look around." } };
    tour.scenes = { everyKey(), StoryScene {} };
    Story lesson;
    lesson.name = "第一课";
    StoryScene elsewhere;
    elsewhere.design = "../examples/gb300-nvl72-rack.scalescope.json";
    elsewhere.job = "a job of that design";
    elsewhere.selection = { "rack0/tray0/gpu0" };
    lesson.scenes = { elsewhere };
    design.stories = { tour, lesson, Story { "Empty", {}, {} } };
    return design;
}

} // namespace

class TestDesignFileStories : public QObject {
    Q_OBJECT

private slots:
    void everyPartOfAStoryReadsBackTheSame()
    {
        const Design design = withStories();
        const std::string text = formatDesignThatReadsBack(design, Catalog::builtIn(), "stories.json");
        const Design read = parseDesign(text, "stories.json", Catalog::builtIn());
        QCOMPARE(read.stories.size(), std::size_t(3));
        QVERIFY(read.stories[0].scenes[0] == everyKey());
        QVERIFY(read.stories == design.stories);
        // Written once more, the same text.
        QCOMPARE(formatDesign(read, Catalog::builtIn()), text);
    }

    void aSavedStoryLoadsWithItsDesign()
    {
        QTemporaryDir dir;
        const std::string path = dir.filePath("tour.scalescope.json").toStdString();
        writeDesignFile(withStories(), path, Catalog::builtIn());
        const LoadedDesign loaded = loadDesignFile(path, Catalog::builtInShared());
        QVERIFY(loaded.design.stories == withStories().stories);
        QVERIFY(findStory(loaded.design, "第一课") != nullptr);
        QVERIFY(findStory(loaded.design, "tour") == nullptr); // names are exact
        QCOMPARE(storyNamesList(loaded.design), std::string("\"Tour\", \"第一课\", \"Empty\""));
    }

    void textsGivenPlainlyAreEnglishAndWrittenAsObjects()
    {
        const std::string text = R"json({"format": "scalescope", "version": 1,
            "stories": [{"name": "s", "description": "About it.",
                         "scenes": [{"title": "One", "caption": "Two sentences. Here."}]}]})json";
        const Design design = parseDesign(text, "plain.json", Catalog::builtIn());
        QCOMPARE(design.stories[0].description, (LocalizedText { { "en", "About it." } }));
        QCOMPARE(design.stories[0].scenes[0].caption, (LocalizedText { { "en", "Two sentences. Here." } }));
        const std::string written = formatDesign(design, Catalog::builtIn());
        QVERIFY2(written.find("\"title\": {\n") != std::string::npos, written.c_str());
        QCOMPARE(textIn(design.stories[0].scenes[0].title, "zh_CN"), std::string("One")); // English when no Chinese
    }

    void aTextBoxNeedsNoSecondPoint()
    {
        const std::string text = R"json({"format": "scalescope", "version": 1, "stories": [{"name": "s",
            "scenes": [{"annotations": [{"kind": "text", "from": [1, 2], "text": "here"}]}]}]})json";
        const Design design = parseDesign(text, "t.json", Catalog::builtIn());
        const Annotation& note = design.stories[0].scenes[0].annotations[0];
        QVERIFY(note.kind == AnnotationKind::Text);
        QCOMPARE(note.colour, std::string("accent")); // the default
        QVERIFY(note.to == ScenePoint {});
    }

    void aSceneOfAnotherDesignIsNotCheckedAgainstThisOne()
    {
        // The lesson's scene names a job and a GPU of another design: this one has neither.
        Problems problems;
        const Design design = withStories();
        const ExpandedDesign expanded = expandDesign(design, Catalog::builtInShared(), "stories.json");
        checkStories(design, expanded.topology, problems);
        QVERIFY(problems.empty());
        // Against this design, the same scene is refused, each name at its place.
        checkSceneAgainst(design.stories[1].scenes[0], design, expanded.topology, "/stories/1/scenes/0", problems);
        QCOMPARE(problems.size(), std::size_t(2));
    }

    void brokenStoriesAreRejectedWithTheirPlace_data()
    {
        testing::addBrokenFileColumns();
        const auto row = testing::brokenFileRow;
        row("story-duplicate-name.json", "/stories/1/name: another story is named \"Tour\" (/stories/0)");
        row("story-unknown-key.json", "/stories/0/scenes/0/zoom: unknown property");
        row("story-bad-annotation-kind.json",
            "/stories/0/scenes/0/annotations/0/kind: \"circle\" is not one of: arrow, text, frame");
        row("story-bad-colour.json",
            "/stories/0/scenes/0/annotations/0/colour: \"pink\" is not one of: accent, red, orange");
        row("story-arrow-without-end.json", "/stories/0/scenes/0/annotations/0: missing required property \"to\"");
        row("story-bad-point.json", "/stories/0/scenes/0/annotations/0/from: expected [x, y], two numbers");
        row("story-camera-zero-size.json", "/stories/0/scenes/0/camera/height: must be positive");
        row("story-negative-time.json",
            "/stories/0/scenes/0/time_us: must be between 0 and 1e+12, found an integer -1");
        row("story-absolute-design.json", "/stories/0/scenes/0/design: \"/etc/designs/x.scalescope.json\" is absolute");
        row("story-design-climbs-out.json",
            "/stories/0/scenes/0/design: \"../../secret/x.scalescope.json\" climbs out");
        row("story-unknown-job.json", "/stories/0/scenes/2/job: no job \"x\" in the design (its jobs: all)");
        row("story-unknown-device.json", "/stories/0/scenes/0/selection/1: no device is named \"node9/gpu0\"");
        row("story-collapsed-node.json",
            "/stories/0/scenes/0/collapsed_racks/0: no rack is named \"node0\" (it is a node)");
        row("story-bad-tier.json", "/stories/0/scenes/0/hidden_tiers/0: \"nvlink5\" is not one of: nvlink, nvlink_c2c");
        row("story-bad-language.json", "/stories/0/scenes/0/caption/chinese: \"chinese\" is not a language code");
        row("story-caption-with-escape.json",
            "/stories/0/scenes/0/caption/en: \"Two nodes.\\u001b[2J\" contains the control character U+001B");
    }
    void brokenStoriesAreRejectedWithTheirPlace() { testing::checkBrokenFileRefused(); }
};

QTEST_GUILESS_MAIN(TestDesignFileStories)
#include "tst_designfile_stories.moc"

// A design's stories edited as the Stories tab edits them (StoryEdits.h): stories added under
// unique names, renamed and deleted; scenes added at a place, replaced, moved either way,
// retitled and recaptioned per language, deleted; every refusal saying which story or scene, and
// the design it was given left as it was. And a design with a story written and read back.
#include "design/StoryEdits.h"
#include "io/DesignFile.h"

#include <QtTest>

#include <stdexcept>

using namespace scalescope;

namespace {

StoryScene sceneTitled(const std::string& title)
{
    StoryScene scene;
    scene.title = { { "en", title } };
    return scene;
}

// A design with one story "Tour" of the scenes A, B, C.
Design designWithTour()
{
    Design design;
    ClusterOptions options;
    options.preset = "dgx-h100";
    options.count = 2;
    design.generator = options;
    Story tour;
    tour.name = "Tour";
    for (const char* title : { "A", "B", "C" })
        tour.scenes.push_back(sceneTitled(title));
    design.stories.push_back(tour);
    return design;
}

std::string titles(const Design& design, const std::string& story)
{
    std::string out;
    for (const StoryScene& scene : findStory(design, story)->scenes)
        out += textIn(scene.title, "en");
    return out;
}

// The message of what `edit` throws, or "" when it throws nothing.
template <typename Edit> std::string refusal(Edit edit)
{
    try {
        edit();
    } catch (const std::invalid_argument& error) {
        return error.what();
    }
    return {};
}

} // namespace

class TestStoryEdits : public QObject {
    Q_OBJECT
private slots:
    void storiesAreAddedRenamedAndDeletedByName()
    {
        const Design design = designWithTour();
        Story second;
        second.name = "Second";
        Design after = withStoryAdded(design, second);
        QCOMPARE(after.stories.size(), std::size_t(2));
        QCOMPARE(after.stories.back().name, std::string("Second"));
        QCOMPARE(design.stories.size(), std::size_t(1)); // the design given stays as it was

        after = withStoryRenamed(after, "Second", "Handout");
        QVERIFY(findStory(after, "Handout"));
        QVERIFY(!findStory(after, "Second"));
        QCOMPARE(withStoryRenamed(after, "Tour", "Tour"), after); // its own name: no change

        after = withoutStory(after, "Tour");
        QCOMPARE(after.stories.size(), std::size_t(1));
        QCOMPARE(after.stories.front().name, std::string("Handout"));
    }

    void aStoryNameMustBeANameNoOtherStoryHas()
    {
        const Design design = designWithTour();
        Story copy;
        copy.name = "Tour";
        QCOMPARE(
            refusal([&] { withStoryAdded(design, copy); }), std::string("there is a story named \"Tour\" already"));
        copy.name = "";
        QCOMPARE(refusal([&] { withStoryAdded(design, copy); }), std::string("a story needs a name"));
        copy.name = "bad\x1b[2Jname";
        QVERIFY(refusal([&] { withStoryAdded(design, copy); }).find("control character U+001B") != std::string::npos);
        QCOMPARE(refusal([&] { withStoryRenamed(design, "Nothing", "X"); }),
            std::string("there is no story named \"Nothing\""));
        QCOMPARE(refusal([&] { withoutStory(design, "Nothing"); }), std::string("there is no story named \"Nothing\""));
        QCOMPARE(unusedStoryName(design, "Tour"), std::string("Tour 2"));
        QCOMPARE(unusedStoryName(design, "Story"), std::string("Story"));
    }

    void scenesAreAddedAtTheirPlaceAndReplaced()
    {
        const Design design = designWithTour();
        QCOMPARE(titles(withSceneAdded(design, "Tour", 0, sceneTitled("0")), "Tour"), std::string("0ABC"));
        QCOMPARE(titles(withSceneAdded(design, "Tour", 2, sceneTitled("x")), "Tour"), std::string("ABxC"));
        QCOMPARE(titles(withSceneAdded(design, "Tour", 3, sceneTitled("D")), "Tour"), std::string("ABCD"));
        QCOMPARE(refusal([&] { withSceneAdded(design, "Tour", 4, sceneTitled("E")); }),
            std::string("the story \"Tour\" has 3 scenes: a scene cannot go at place 5"));

        StoryScene replacement = sceneTitled("b");
        replacement.hiddenTiers = { "ethernet" };
        replacement.timeUs = 12.5;
        const Design after = withSceneReplaced(design, "Tour", 1, replacement);
        QCOMPARE(titles(after, "Tour"), std::string("AbC"));
        QCOMPARE(findStory(after, "Tour")->scenes[1], replacement);
        QCOMPARE(refusal([&] { withSceneReplaced(design, "Tour", 3, replacement); }),
            std::string("the story \"Tour\" has 3 scenes, not a scene 4"));
    }

    void aSceneMovesEitherWay()
    {
        const Design design = designWithTour();
        QCOMPARE(titles(withSceneMoved(design, "Tour", 0, 2), "Tour"), std::string("BCA"));
        QCOMPARE(titles(withSceneMoved(design, "Tour", 2, 0), "Tour"), std::string("CAB"));
        QCOMPARE(titles(withSceneMoved(design, "Tour", 1, 2), "Tour"), std::string("ACB"));
        QCOMPARE(titles(withSceneMoved(design, "Tour", 1, 1), "Tour"), std::string("ABC"));
        QCOMPARE(refusal([&] { withSceneMoved(design, "Tour", 0, 3); }),
            std::string("the story \"Tour\" has 3 scenes, not a scene 4"));
    }

    void titlesAndCaptionsChangeInOneLanguage()
    {
        Design after = withSceneCaption(designWithTour(), "Tour", 0, "en", "One rack, one NVLink domain.");
        after = withSceneCaption(after, "Tour", 0, "zh", "一个机柜，一个 NVLink 域。");
        after = withSceneTitle(after, "Tour", 0, "zh", "甲");
        const StoryScene& scene = findStory(after, "Tour")->scenes[0];
        QCOMPARE(textIn(scene.caption, "en"), std::string("One rack, one NVLink domain."));
        QCOMPARE(textIn(scene.caption, "zh_CN"), std::string("一个机柜，一个 NVLink 域。"));
        QCOMPARE(textIn(scene.title, "en"), std::string("A")); // the English title kept
        QCOMPARE(textIn(scene.title, "zh"), std::string("甲"));

        after = withSceneCaption(after, "Tour", 0, "zh", ""); // empty: that language's text goes
        QCOMPARE(findStory(after, "Tour")->scenes[0].caption.count("zh"), std::size_t(0));
        // A caption may run over lines; it may not hold a terminal's escape.
        QVERIFY(refusal([&] { withSceneCaption(after, "Tour", 0, "en", "two\nlines"); }).empty());
        QVERIFY(!refusal([&] { withSceneCaption(after, "Tour", 0, "en", "x\x1b[31m"); }).empty());
    }

    void aSceneIsDeleted()
    {
        const Design design = designWithTour();
        QCOMPARE(titles(withoutScene(design, "Tour", 1), "Tour"), std::string("AC"));
        QCOMPARE(refusal([&] { withoutScene(design, "Tour", 7); }),
            std::string("the story \"Tour\" has 3 scenes, not a scene 8"));
        QCOMPARE(refusal([&] { withoutScene(design, "Other", 0); }), std::string("there is no story named \"Other\""));
    }

    // What the Stories tab saves is in the file and comes back as it was.
    void aStoryIsSavedAndReadBack()
    {
        Design design = designWithTour();
        StoryScene& scene = design.stories[0].scenes[0];
        scene.caption = { { "en", "Nine nodes." }, { "zh", "九个节点。" } };
        scene.camera = SceneCamera { 10, 20, 1200, 675 };
        scene.hiddenTiers = { "ethernet" };
        scene.selection = { "node0/gpu0", "node1/gpu3" };
        scene.timeUs = 1200.5;
        scene.annotations.push_back({ AnnotationKind::Arrow, { 10, 20 }, { 300, 40 }, "NVLink", "red" });
        const Catalog& catalog = *Catalog::builtInShared();
        const std::string text = formatDesign(design, catalog);
        QVERIFY(text.find("\"stories\"") != std::string::npos);
        const Design read = parseDesign(text, "mem", catalog);
        QCOMPARE(read.stories, design.stories);
    }
};

QTEST_APPLESS_MAIN(TestStoryEdits)
#include "tst_story_edits.moc"

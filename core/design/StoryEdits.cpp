#include "design/StoryEdits.h"

#include "model/Localized.h"
#include "model/NameCheck.h"

#include <algorithm>
#include <iterator>
#include <stdexcept>

namespace scalescope {
namespace {

[[noreturn]] void refuse(const std::string& why)
{
    throw std::invalid_argument(why);
}

std::string inQuotes(const std::string& name)
{
    return "\"" + printableText(name, 60) + "\"";
}

void checkNewName(const Design& design, const std::string& name)
{
    if (name.empty())
        refuse(localized(QT_TRANSLATE_NOOP("scalescope-core", "a story needs a name")));
    if (const auto problem = nameProblem(name))
        refuse(localized(QT_TRANSLATE_NOOP("scalescope-core", "the story's name %1"), { *problem }));
    if (findStory(design, name))
        refuse(
            localized(QT_TRANSLATE_NOOP("scalescope-core", "there is a story named %1 already"), { inQuotes(name) }));
}

std::vector<Story>::iterator storyOf(Design& design, const std::string& name)
{
    const auto it = std::find_if(
        design.stories.begin(), design.stories.end(), [&](const Story& story) { return story.name == name; });
    if (it == design.stories.end())
        refuse(localized(QT_TRANSLATE_NOOP("scalescope-core", "there is no story named %1"), { inQuotes(name) }));
    return it;
}

// The scene at `index` (from 0) of a story, or why there is none.
StoryScene& sceneOf(Story& story, std::size_t index)
{
    if (index >= story.scenes.size())
        refuse(localized(QT_TRANSLATE_NOOP("scalescope-core", "the story %1 has %2 scenes, not a scene %3"),
            { inQuotes(story.name), std::to_string(story.scenes.size()), std::to_string(index + 1) }));
    return story.scenes[index];
}

void setText(LocalizedText& text, const std::string& language, const std::string& words)
{
    if (language.empty())
        refuse(localized(QT_TRANSLATE_NOOP("scalescope-core", "a text needs its language")));
    if (const auto problem = freeTextProblem(words))
        refuse(localized(QT_TRANSLATE_NOOP("scalescope-core", "the text %1"), { *problem }));
    if (words.empty())
        text.erase(language);
    else
        text[language] = words;
}

} // namespace

const Story* findStory(const Design& design, const std::string& name)
{
    const auto it = std::find_if(
        design.stories.begin(), design.stories.end(), [&](const Story& story) { return story.name == name; });
    return it == design.stories.end() ? nullptr : &*it;
}

std::string unusedStoryName(const Design& design, const std::string& base)
{
    std::string name = base;
    for (int n = 2; findStory(design, name); ++n)
        name = base + " " + std::to_string(n);
    return name;
}

Design withStoryAdded(const Design& design, Story story)
{
    checkNewName(design, story.name);
    Design after = design;
    after.stories.push_back(std::move(story));
    return after;
}

Design withStoryRenamed(const Design& design, const std::string& name, const std::string& newName)
{
    Design after = design;
    const auto story = storyOf(after, name);
    if (newName == name)
        return after;
    checkNewName(design, newName);
    story->name = newName;
    return after;
}

Design withoutStory(const Design& design, const std::string& name)
{
    Design after = design;
    after.stories.erase(storyOf(after, name));
    return after;
}

Design withSceneAdded(const Design& design, const std::string& story, std::size_t index, StoryScene scene)
{
    Design after = design;
    Story& target = *storyOf(after, story);
    if (index > target.scenes.size())
        refuse(
            localized(QT_TRANSLATE_NOOP("scalescope-core", "the story %1 has %2 scenes: a scene cannot go at place %3"),
                { inQuotes(story), std::to_string(target.scenes.size()), std::to_string(index + 1) }));
    target.scenes.insert(target.scenes.begin() + static_cast<std::ptrdiff_t>(index), std::move(scene));
    return after;
}

Design withSceneReplaced(const Design& design, const std::string& story, std::size_t index, StoryScene scene)
{
    Design after = design;
    sceneOf(*storyOf(after, story), index) = std::move(scene);
    return after;
}

Design withSceneMoved(const Design& design, const std::string& story, std::size_t from, std::size_t to)
{
    Design after = design;
    Story& target = *storyOf(after, story);
    sceneOf(target, from);
    sceneOf(target, to);
    const auto first = target.scenes.begin();
    if (from < to)
        std::rotate(first + static_cast<std::ptrdiff_t>(from), first + static_cast<std::ptrdiff_t>(from) + 1,
            first + static_cast<std::ptrdiff_t>(to) + 1);
    else if (to < from)
        std::rotate(first + static_cast<std::ptrdiff_t>(to), first + static_cast<std::ptrdiff_t>(from),
            first + static_cast<std::ptrdiff_t>(from) + 1);
    return after;
}

Design withSceneTitle(const Design& design, const std::string& story, std::size_t index, const std::string& language,
    const std::string& text)
{
    Design after = design;
    setText(sceneOf(*storyOf(after, story), index).title, language, text);
    return after;
}

Design withSceneCaption(const Design& design, const std::string& story, std::size_t index, const std::string& language,
    const std::string& text)
{
    Design after = design;
    setText(sceneOf(*storyOf(after, story), index).caption, language, text);
    return after;
}

Design withoutScene(const Design& design, const std::string& story, std::size_t index)
{
    Design after = design;
    Story& target = *storyOf(after, story);
    sceneOf(target, index);
    target.scenes.erase(target.scenes.begin() + static_cast<std::ptrdiff_t>(index));
    return after;
}

} // namespace scalescope

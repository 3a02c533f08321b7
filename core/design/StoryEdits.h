// The edits of a design's stories (Story.h), as the Stories tab makes them: a story added, renamed
// or deleted; a scene added at a place, replaced, moved, retitled, recaptioned or deleted. Each is
// a plain function of the design: it returns the design with the change made, or throws
// std::invalid_argument saying why it cannot be made (a story's name taken or empty, a scene's
// index out of range), naming the story and the scene by their number from 1 as people count.
// Nothing here expands the design: a story never changes the topology.
#pragma once

#include "design/Design.h"

#include <cstddef>
#include <string>
#include <vector>

namespace scalescope {

// A new story at the end of the design's stories. Its name must be a name (NameCheck.h), not
// empty and unique among the design's stories.
Design withStoryAdded(const Design& design, Story story);
Design withStoryRenamed(const Design& design, const std::string& name, const std::string& newName);
Design withoutStory(const Design& design, const std::string& name);

// A scene put before the scene at `index` (the scene count puts it last).
Design withSceneAdded(const Design& design, const std::string& story, std::size_t index, StoryScene scene);
Design withSceneReplaced(const Design& design, const std::string& story, std::size_t index, StoryScene scene);
// The scene at `from` taken out and put back so that it is at `to` afterwards.
Design withSceneMoved(const Design& design, const std::string& story, std::size_t from, std::size_t to);
// A scene's title or caption in one language ("en", "zh"), replacing the text it had in it; empty
// text removes that language's.
Design withSceneTitle(const Design& design, const std::string& story, std::size_t index, const std::string& language,
    const std::string& text);
Design withSceneCaption(const Design& design, const std::string& story, std::size_t index, const std::string& language,
    const std::string& text);
Design withoutScene(const Design& design, const std::string& story, std::size_t index);

// The design's story of that name, or null.
const Story* findStory(const Design& design, const std::string& name);

// A name no story of the design has: `base`, else "base 2", "base 3", ...
std::string unusedStoryName(const Design& design, const std::string& base);

// A device or rack gone from the design leaves every scene that named it: taken out of each
// scene's selection and collapsed racks (so that a design edited after its stories were recorded
// still reads).
void forgetInStories(std::vector<Story>& stories, const std::string& name);

} // namespace scalescope

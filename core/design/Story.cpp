#include "design/Story.h"
#include "design/StoryEdits.h"

#include <algorithm>
#include <iterator>

namespace scalescope {

namespace {

// "zh_CN", "zh-Hans" and "zh" are all Chinese: the part before the first '_' or '-'.
std::string baseLanguage(const std::string& language)
{
    return language.substr(0, language.find_first_of("_-"));
}

} // namespace

std::string textIn(const LocalizedText& text, const std::string& language)
{
    if (text.empty())
        return {};
    if (const auto exact = text.find(language); exact != text.end())
        return exact->second;
    const std::string base = baseLanguage(language);
    for (const auto& [code, words] : text)
        if (baseLanguage(code) == base)
            return words;
    if (const auto english = text.find("en"); english != text.end())
        return english->second;
    return text.begin()->second;
}

void forgetInStories(std::vector<Story>& stories, const std::string& name)
{
    for (Story& story : stories)
        for (StoryScene& scene : story.scenes) {
            std::erase(scene.selection, name);
            std::erase(scene.collapsedRacks, name);
        }
}

const char* toString(AnnotationKind kind)
{
    switch (kind) {
    case AnnotationKind::Arrow:
        return "arrow";
    case AnnotationKind::Text:
        return "text";
    case AnnotationKind::Frame:
        return "frame";
    }
    return "arrow";
}

std::optional<AnnotationKind> parseAnnotationKind(const std::string& text)
{
    for (const AnnotationKind kind : { AnnotationKind::Arrow, AnnotationKind::Text, AnnotationKind::Frame })
        if (text == toString(kind))
            return kind;
    return std::nullopt;
}

bool isAnnotationColour(const std::string& colour)
{
    return std::find(std::begin(kAnnotationColours), std::end(kAnnotationColours), colour)
        != std::end(kAnnotationColours);
}

} // namespace scalescope

#include "io/import/YamlErrorText.h"

#include "model/Localized.h"

#include <array>
#include <string_view>
#include <utility>

namespace scalescope {
namespace {

using Pair = std::pair<std::string_view, const char*>;

// yaml-cpp's ErrorMsg texts, whole.
constexpr std::array kMessages {
    Pair { "end of map not found", QT_TRANSLATE_NOOP("scalescope-core", "a mapping that does not end") },
    Pair { "end of map flow not found", QT_TRANSLATE_NOOP("scalescope-core", "a '{' mapping without its '}'") },
    Pair { "end of sequence not found", QT_TRANSLATE_NOOP("scalescope-core", "a list that does not end") },
    Pair { "end of sequence flow not found", QT_TRANSLATE_NOOP("scalescope-core", "a '[' list without its ']'") },
    Pair { "unknown token", QT_TRANSLATE_NOOP("scalescope-core", "text that is not YAML") },
    Pair { "illegal EOF in scalar", QT_TRANSLATE_NOOP("scalescope-core", "a value cut off by the end of the file") },
    Pair { "illegal character in scalar", QT_TRANSLATE_NOOP("scalescope-core", "a character a value cannot hold") },
    Pair { "illegal tab when looking for indentation",
        QT_TRANSLATE_NOOP("scalescope-core", "a tab in the indentation (YAML indents with spaces)") },
    Pair { "illegal flow end", QT_TRANSLATE_NOOP("scalescope-core", "a ']' or '}' that closes nothing") },
    Pair { "illegal block entry", QT_TRANSLATE_NOOP("scalescope-core", "a '- ' list entry where none can be") },
    Pair { "illegal map key", QT_TRANSLATE_NOOP("scalescope-core", "a key where none can be") },
    Pair { "illegal map value", QT_TRANSLATE_NOOP("scalescope-core", "a ':' value where none can be") },
    Pair { "the referenced anchor is not defined", QT_TRANSLATE_NOOP("scalescope-core", "an alias to no anchor") },
    Pair { "illegal document indicator in scalar",
        QT_TRANSLATE_NOOP("scalescope-core", "a document marker ('---' or '...') inside a value") },
    Pair { "unexpected character in block scalar",
        QT_TRANSLATE_NOOP("scalescope-core", "a character a '|' or '>' block cannot hold") },
};

// Those that end with what they found ("unknown escape character: q").
constexpr std::array kPrefixes {
    Pair { "unknown escape character: ", QT_TRANSLATE_NOOP("scalescope-core", "an unknown escape character: %1") },
    Pair { "invalid unicode: ", QT_TRANSLATE_NOOP("scalescope-core", "an invalid Unicode escape: %1") },
};

} // namespace

std::string yamlErrorText(const std::string& message)
{
    for (const auto& [text, translation] : kMessages)
        if (message == text)
            return translated(kCoreContext, translation);
    const std::string_view view = message;
    for (const auto& [start, translation] : kPrefixes)
        if (view.substr(0, start.size()) == start)
            return localized(translation, { view.substr(start.size()) });
    return message;
}

} // namespace scalescope

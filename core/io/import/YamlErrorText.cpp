#include "io/import/YamlErrorText.h"

#include "model/Localized.h"
#include "model/MessageSource.h"

#include <array>
#include <string_view>

namespace scalescope {
namespace {

// yaml-cpp's ErrorMsg texts, whole.
constexpr std::array kMessages {
    MessageSource { "end of map not found", QT_TRANSLATE_NOOP("scalescope-core", "a mapping that does not end") },
    MessageSource {
        "end of map flow not found", QT_TRANSLATE_NOOP("scalescope-core", "a '{' mapping without its '}'") },
    MessageSource { "end of sequence not found", QT_TRANSLATE_NOOP("scalescope-core", "a list that does not end") },
    MessageSource {
        "end of sequence flow not found", QT_TRANSLATE_NOOP("scalescope-core", "a '[' list without its ']'") },
    MessageSource { "unknown token", QT_TRANSLATE_NOOP("scalescope-core", "text that is not YAML") },
    MessageSource {
        "illegal EOF in scalar", QT_TRANSLATE_NOOP("scalescope-core", "a value cut off by the end of the file") },
    MessageSource {
        "illegal character in scalar", QT_TRANSLATE_NOOP("scalescope-core", "a character a value cannot hold") },
    MessageSource { "illegal tab when looking for indentation",
        QT_TRANSLATE_NOOP("scalescope-core", "a tab in the indentation (YAML indents with spaces)") },
    MessageSource { "illegal flow end", QT_TRANSLATE_NOOP("scalescope-core", "a ']' or '}' that closes nothing") },
    MessageSource {
        "illegal block entry", QT_TRANSLATE_NOOP("scalescope-core", "a '- ' list entry where none can be") },
    MessageSource { "illegal map key", QT_TRANSLATE_NOOP("scalescope-core", "a key where none can be") },
    MessageSource { "illegal map value", QT_TRANSLATE_NOOP("scalescope-core", "a ':' value where none can be") },
    MessageSource {
        "the referenced anchor is not defined", QT_TRANSLATE_NOOP("scalescope-core", "an alias to no anchor") },
    MessageSource { "illegal document indicator in scalar",
        QT_TRANSLATE_NOOP("scalescope-core", "a document marker ('---' or '...') inside a value") },
    MessageSource { "unexpected character in block scalar",
        QT_TRANSLATE_NOOP("scalescope-core", "a character a '|' or '>' block cannot hold") },
};

// Those that end with what they found ("unknown escape character: q").
constexpr std::array kPrefixes {
    MessageSource {
        "unknown escape character: ", QT_TRANSLATE_NOOP("scalescope-core", "an unknown escape character: %1") },
    MessageSource { "invalid unicode: ", QT_TRANSLATE_NOOP("scalescope-core", "an invalid Unicode escape: %1") },
};

} // namespace

std::string yamlErrorText(const std::string& message)
{
    if (const char* source = sourceOf(kMessages, message))
        return translated(kCoreContext, source);
    for (const auto& [start, source] : kPrefixes)
        if (std::string_view(message).substr(0, start.size()) == start)
            return localized(source, { std::string_view(message).substr(start.size()) });
    return message;
}

} // namespace scalescope

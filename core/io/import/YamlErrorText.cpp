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
    MessageSource { "YAML directives must have exactly one argument",
        QT_TRANSLATE_NOOP("scalescope-core", "a %YAML directive without exactly one version") },
    MessageSource { "YAML major version too large", QT_TRANSLATE_NOOP("scalescope-core", "a YAML version too new") },
    MessageSource { "repeated YAML directive", QT_TRANSLATE_NOOP("scalescope-core", "a second %YAML directive") },
    MessageSource { "TAG directives must have exactly two arguments",
        QT_TRANSLATE_NOOP("scalescope-core", "a %TAG directive without exactly a handle and a prefix") },
    MessageSource { "repeated TAG directive", QT_TRANSLATE_NOOP("scalescope-core", "a second %TAG directive") },
    MessageSource { "illegal character found while scanning tag handle",
        QT_TRANSLATE_NOOP("scalescope-core", "a character a tag cannot hold") },
    MessageSource { "tag handle with no suffix", QT_TRANSLATE_NOOP("scalescope-core", "a tag without its name") },
    MessageSource {
        "end of verbatim tag not found", QT_TRANSLATE_NOOP("scalescope-core", "a '!<' tag without its '>'") },
    MessageSource {
        "cannot assign multiple tags to the same node", QT_TRANSLATE_NOOP("scalescope-core", "two tags on one value") },
    MessageSource { "cannot assign multiple anchors to the same node",
        QT_TRANSLATE_NOOP("scalescope-core", "two anchors on one value") },
    MessageSource { "cannot assign multiple aliases to the same node",
        QT_TRANSLATE_NOOP("scalescope-core", "two aliases for one value") },
    MessageSource { "aliases can't have any content, *including* tags",
        QT_TRANSLATE_NOOP("scalescope-core", "an alias with a value or tag of its own") },
    MessageSource { "bad character found while scanning hex number",
        QT_TRANSLATE_NOOP("scalescope-core", "a character that is not a hexadecimal digit in an escape") },
    MessageSource { "alias not found after *", QT_TRANSLATE_NOOP("scalescope-core", "a '*' without an alias name") },
    MessageSource { "anchor not found after &", QT_TRANSLATE_NOOP("scalescope-core", "a '&' without an anchor name") },
    MessageSource { "illegal character found while scanning alias",
        QT_TRANSLATE_NOOP("scalescope-core", "a character an alias name cannot hold") },
    MessageSource { "illegal character found while scanning anchor",
        QT_TRANSLATE_NOOP("scalescope-core", "a character an anchor name cannot hold") },
    MessageSource { "cannot set zero indentation for a block scalar",
        QT_TRANSLATE_NOOP("scalescope-core", "a '|' or '>' block indented by zero") },
    MessageSource { "cannot assign the same alias to multiple nodes",
        QT_TRANSLATE_NOOP("scalescope-core", "one alias for two values") },
};

// Those that end with what they found ("unknown escape character: q").
constexpr std::array kPrefixes {
    MessageSource {
        "unknown escape character: ", QT_TRANSLATE_NOOP("scalescope-core", "an unknown escape character: %1") },
    MessageSource { "invalid unicode: ", QT_TRANSLATE_NOOP("scalescope-core", "an invalid Unicode escape: %1") },
    MessageSource { "bad YAML version: ", QT_TRANSLATE_NOOP("scalescope-core", "a YAML version that is not one: %1") },
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

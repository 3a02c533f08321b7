#include "util/JsonSyntaxText.h"

#include "model/Localized.h"
#include "model/MessageSource.h"

#include <array>
#include <string_view>

namespace scalescope {
namespace {

// The parser's contexts: what it was reading.
constexpr std::array kContexts {
    MessageSource { "value", QT_TRANSLATE_NOOP("scalescope-core", "syntax error in a value: %1") },
    MessageSource { "object key", QT_TRANSLATE_NOOP("scalescope-core", "syntax error at an object's key: %1") },
    MessageSource {
        "object separator", QT_TRANSLATE_NOOP("scalescope-core", "syntax error after an object's key: %1") },
    MessageSource { "array", QT_TRANSLATE_NOOP("scalescope-core", "syntax error in an array: %1") },
    MessageSource { "object", QT_TRANSLATE_NOOP("scalescope-core", "syntax error in an object: %1") },
};

// The lexer's token names.
constexpr std::array kTokens {
    MessageSource { "true literal", QT_TRANSLATE_NOOP("scalescope-core", "the literal true") },
    MessageSource { "false literal", QT_TRANSLATE_NOOP("scalescope-core", "the literal false") },
    MessageSource { "null literal", QT_TRANSLATE_NOOP("scalescope-core", "the literal null") },
    MessageSource { "string literal", QT_TRANSLATE_NOOP("scalescope-core", "a string") },
    MessageSource { "number literal", QT_TRANSLATE_NOOP("scalescope-core", "a number") },
    MessageSource { "end of input", QT_TRANSLATE_NOOP("scalescope-core", "the end of the file") },
    MessageSource { "'[', '{', or a literal", QT_TRANSLATE_NOOP("scalescope-core", "'[', '{' or a value") },
    MessageSource { "<parse error>", QT_TRANSLATE_NOOP("scalescope-core", "text that is not JSON") },
    MessageSource { "unknown token", QT_TRANSLATE_NOOP("scalescope-core", "text that is not JSON") },
};

// The lexer's error messages, matched by their start (a control character's names it, a
// comment's says why).
constexpr std::array kLexerErrors {
    MessageSource { "invalid literal", QT_TRANSLATE_NOOP("scalescope-core", "not a JSON value") },
    MessageSource { "invalid string: missing closing quote",
        QT_TRANSLATE_NOOP("scalescope-core", "a string without its closing quote") },
    MessageSource {
        "invalid string: ill-formed UTF-8 byte", QT_TRANSLATE_NOOP("scalescope-core", "a string that is not UTF-8") },
    MessageSource { "invalid string: '\\u' must be followed by 4 hex digits",
        QT_TRANSLATE_NOOP("scalescope-core", "a string with '\\u' not followed by 4 hexadecimal digits") },
    MessageSource { "invalid string: surrogate U+D800..U+DBFF must be followed by U+DC00..U+DFFF",
        QT_TRANSLATE_NOOP("scalescope-core", "a string with a UTF-16 surrogate out of its pair") },
    MessageSource { "invalid string: surrogate U+DC00..U+DFFF must follow U+D800..U+DBFF",
        QT_TRANSLATE_NOOP("scalescope-core", "a string with a UTF-16 surrogate out of its pair") },
    MessageSource { "invalid string: forbidden character after backslash",
        QT_TRANSLATE_NOOP("scalescope-core", "a string with a character that cannot follow a backslash") },
    MessageSource { "invalid string: control character",
        QT_TRANSLATE_NOOP("scalescope-core", "a string with a control character that must be escaped") },
    MessageSource { "invalid comment", QT_TRANSLATE_NOOP("scalescope-core", "a comment, which JSON does not allow") },
    MessageSource { "invalid number; expected digit after '-'",
        QT_TRANSLATE_NOOP("scalescope-core", "a number with no digit after '-'") },
    MessageSource { "invalid number; expected digit after '.'",
        QT_TRANSLATE_NOOP("scalescope-core", "a number with no digit after '.'") },
    MessageSource { "invalid number; expected '+', '-', or digit after exponent",
        QT_TRANSLATE_NOOP("scalescope-core", "a number with no digit after its exponent") },
    MessageSource { "invalid number; expected digit after exponent sign",
        QT_TRANSLATE_NOOP("scalescope-core", "a number with no digit after its exponent") },
    MessageSource { "invalid BOM; must be 0xEF 0xBB 0xBF if given",
        QT_TRANSLATE_NOOP("scalescope-core", "a byte order mark that is not UTF-8's") },
};

// A token name as the lexer writes it: translated, or quoted punctuation kept.
std::string tokenText(std::string_view token)
{
    if (const char* text = sourceOf(kTokens, token))
        return translated(kCoreContext, text);
    return std::string(token);
}

// "LEXER ERROR; last read: 'TEXT'" in the user's language; empty when it is not one.
std::string lexerErrorText(std::string_view detail)
{
    constexpr std::string_view lastRead = "; last read: ";
    const std::size_t read = detail.rfind(lastRead);
    const char* text = sourceOf(kLexerErrors, detail.substr(0, read), true);
    if (!text)
        return {};
    if (read == std::string_view::npos)
        return translated(kCoreContext, text);
    return localized(QT_TRANSLATE_NOOP("scalescope-core", "%1 (last read: %2)"),
        { translated(kCoreContext, text), detail.substr(read + lastRead.size()) });
}

// The detail after "- ": "unexpected TOKEN" or a lexer error, and what was expected instead
// (empty when nothing was); empty when it is of neither shape.
std::string detailText(std::string_view detail, std::string_view expected)
{
    constexpr std::string_view unexpected = "unexpected ";
    if (detail.substr(0, unexpected.size()) == unexpected) {
        const std::string found = tokenText(detail.substr(unexpected.size()));
        if (expected.empty())
            return localized(QT_TRANSLATE_NOOP("scalescope-core", "%1 out of place"), { found });
        return localized(QT_TRANSLATE_NOOP("scalescope-core", "%1 where %2 should be"), { found, tokenText(expected) });
    }
    const std::string error = lexerErrorText(detail);
    if (error.empty() || expected.empty())
        return error;
    return localized(QT_TRANSLATE_NOOP("scalescope-core", "%1; expected %2"), { error, tokenText(expected) });
}

} // namespace

std::string jsonSyntaxErrorText(const std::string& message)
{
    const std::string plain = localized(QT_TRANSLATE_NOOP("scalescope-core", "syntax error: %1"), { message });
    std::string_view rest = message;
    constexpr std::string_view start = "syntax error ";
    if (rest.substr(0, start.size()) != start)
        return plain;
    rest.remove_prefix(start.size());
    const char* contextText = QT_TRANSLATE_NOOP("scalescope-core", "syntax error: %1");
    constexpr std::string_view parsing = "while parsing ";
    if (rest.substr(0, parsing.size()) == parsing) {
        const std::size_t dash = rest.find(" - ");
        if (dash == std::string_view::npos)
            return plain;
        contextText = sourceOf(kContexts, rest.substr(parsing.size(), dash - parsing.size()));
        if (!contextText)
            return plain;
        rest.remove_prefix(dash + 1);
    }
    if (rest.substr(0, 2) != "- ")
        return plain;
    rest.remove_prefix(2);
    // What the parser expected follows the detail, after the text last read if there is one (a
    // lexer error can say "expected" too).
    constexpr std::string_view expectedMark = "; expected ";
    std::size_t expected = rest.rfind(expectedMark);
    if (const std::size_t read = rest.rfind("; last read: '"); read != std::string_view::npos) {
        expected = rest.find("'; expected ", read);
        expected = expected == std::string_view::npos ? expected : expected + 1;
    }
    const std::string detail = detailText(rest.substr(0, expected),
        expected == std::string_view::npos ? std::string_view {} : rest.substr(expected + expectedMark.size()));
    if (detail.empty())
        return plain;
    return localized(contextText, { detail });
}

} // namespace scalescope

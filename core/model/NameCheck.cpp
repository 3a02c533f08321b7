#include "model/NameCheck.h"

#include "model/Localized.h"

#include <cstdio>

namespace scalescope {
namespace {

// One UTF-8 sequence at text[at]: its code point and length, or length 0 when it is invalid
// (overlong, a surrogate, beyond U+10FFFF, cut short).
struct Decoded {
    char32_t codePoint = 0;
    std::size_t length = 0;
};

Decoded decodeUtf8(std::string_view text, std::size_t at)
{
    const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[at + i]); };
    const unsigned char lead = byte(0);
    if (lead < 0x80)
        return { lead, 1 };
    std::size_t length = 0;
    char32_t value = 0;
    char32_t minimum = 0;
    if ((lead & 0xE0) == 0xC0) {
        length = 2, value = lead & 0x1F, minimum = 0x80;
    } else if ((lead & 0xF0) == 0xE0) {
        length = 3, value = lead & 0x0F, minimum = 0x800;
    } else if ((lead & 0xF8) == 0xF0) {
        length = 4, value = lead & 0x07, minimum = 0x10000;
    } else {
        return {};
    }
    if (at + length > text.size())
        return {};
    for (std::size_t i = 1; i < length; ++i) {
        if ((byte(i) & 0xC0) != 0x80)
            return {};
        value = (value << 6) | (byte(i) & 0x3F);
    }
    if (value < minimum || value > 0x10FFFF || (value >= 0xD800 && value <= 0xDFFF))
        return {};
    return { value, length };
}

std::string codePointName(char32_t c)
{
    char buffer[16];
    std::snprintf(buffer, sizeof buffer, "U+%04X", static_cast<unsigned>(c));
    return buffer;
}

std::optional<std::string> textProblem(std::string_view text, bool allowLineBreaks)
{
    std::size_t character = 0;
    for (std::size_t at = 0; at < text.size(); ++character) {
        const Decoded decoded = decodeUtf8(text, at);
        if (decoded.length == 0)
            return localized(
                QT_TRANSLATE_NOOP("scalescope-core", "is not valid UTF-8 at byte %1"), { std::to_string(at + 1) });
        const char32_t c = decoded.codePoint;
        if (isControlCharacter(c) && !(allowLineBreaks && (c == U'\n' || c == U'\t')))
            return localized(QT_TRANSLATE_NOOP("scalescope-core", "contains the control character %1 at character %2"),
                { codePointName(c), std::to_string(character + 1) });
        at += decoded.length;
    }
    return std::nullopt;
}

} // namespace

std::size_t utf8SequenceLength(std::string_view text, std::size_t at)
{
    return decodeUtf8(text, at).length;
}

bool isControlCharacter(char32_t c)
{
    return c < 0x20 || (c >= 0x7F && c <= 0x9F) || (c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069);
}

std::optional<std::string> nameProblem(std::string_view text)
{
    return textProblem(text, false);
}

std::optional<std::string> freeTextProblem(std::string_view text)
{
    return textProblem(text, true);
}

std::string printableText(std::string_view text, std::size_t maxChars)
{
    std::string out;
    std::size_t characters = 0;
    for (std::size_t at = 0; at < text.size(); ++characters) {
        if (characters == maxChars)
            return out + "...";
        const Decoded decoded = decodeUtf8(text, at);
        char buffer[16];
        if (decoded.length == 0) {
            std::snprintf(buffer, sizeof buffer, "\\x%02x", static_cast<unsigned char>(text[at]));
            out += buffer;
            ++at;
            continue;
        }
        if (isControlCharacter(decoded.codePoint)) {
            std::snprintf(buffer, sizeof buffer, "\\u%04x", static_cast<unsigned>(decoded.codePoint));
            out += buffer;
        } else {
            out += text.substr(at, decoded.length);
        }
        at += decoded.length;
    }
    return out;
}

} // namespace scalescope

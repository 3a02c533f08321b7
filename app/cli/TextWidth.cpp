#include "cli/TextWidth.h"

#include <algorithm>
#include <array>
#include <utility>

namespace scalescope::cli {
namespace {

// A code point and the bytes it took; an invalid or cut sequence is its first byte alone.
struct CodePoint {
    char32_t value = 0;
    std::size_t length = 1;
};

CodePoint decode(std::string_view text, std::size_t at)
{
    const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[i]); };
    const unsigned char lead = byte(at);
    const std::size_t length = lead < 0x80 ? 1
        : (lead >> 5) == 0x6               ? 2
        : (lead >> 4) == 0xE               ? 3
        : (lead >> 3) == 0x1E              ? 4
                                           : 0;
    if (length <= 1 || at + length > text.size())
        return { lead, 1 };
    char32_t value = lead & (0x7F >> length);
    for (std::size_t i = 1; i < length; ++i) {
        if ((byte(at + i) & 0xC0) != 0x80)
            return { lead, 1 };
        value = (value << 6) | (byte(at + i) & 0x3F);
    }
    return { value, length };
}

// East Asian Wide (W) and Fullwidth (F) ranges of Unicode's EastAsianWidth.txt, as Markus Kuhn's
// wcwidth groups them (https://www.cl.cam.ac.uk/~mgk25/ucs/wcwidth.c).
constexpr std::array<std::pair<char32_t, char32_t>, 11> kWide { {
    { 0x1100, 0x115F }, // Hangul Jamo initials
    { 0x2E80, 0x303E }, // CJK radicals, Kangxi, ideographic punctuation (、。「」)
    { 0x3041, 0x33FF }, // kana, bopomofo, CJK compatibility
    { 0x3400, 0x4DBF }, // CJK extension A
    { 0x4E00, 0x9FFF }, // CJK unified ideographs
    { 0xA000, 0xA4CF }, // Yi
    { 0xAC00, 0xD7A3 }, // Hangul syllables
    { 0xF900, 0xFAFF }, // CJK compatibility ideographs
    { 0xFE30, 0xFE4F }, // CJK compatibility forms
    { 0xFF00, 0xFF60 }, // fullwidth forms (，：（）)
    { 0xFFE0, 0xFFE6 }, // fullwidth signs
} };

bool isWide(char32_t c)
{
    if (c >= 0x20000 && c <= 0x3FFFD)
        return true; // CJK extensions B and beyond
    return std::any_of(
        kWide.begin(), kWide.end(), [c](const auto& range) { return c >= range.first && c <= range.second; });
}

bool isCombining(char32_t c)
{
    return (c >= 0x0300 && c <= 0x036F) || (c >= 0x200B && c <= 0x200F) || c == 0xFE0F;
}

// Marks a line may not start with (closing and stops) or end with (opening), as Chinese
// typesetting keeps them (the kinsoku rules of JIS X 4051 / W3C's "Requirements for Chinese Text
// Layout").
bool closes(char32_t c)
{
    static constexpr std::u32string_view kClosing = U"，。、；：！？）」』》】〉”’…％,.;:!?)]}%";
    return kClosing.find(c) != std::u32string_view::npos;
}

bool opens(char32_t c)
{
    static constexpr std::u32string_view kOpening = U"（「『《【〈“‘([{";
    return kOpening.find(c) != std::u32string_view::npos;
}

bool mayBreakBetween(char32_t before, char32_t after)
{
    return (isWide(before) || isWide(after)) && !opens(before) && !closes(after);
}

// A word's pieces, split between characters where a line may break.
void splitWord(std::string_view word, bool spaceBefore, std::vector<LinePiece>& pieces)
{
    std::size_t start = 0;
    char32_t previous = 0;
    for (std::size_t at = 0; at < word.size();) {
        const CodePoint c = decode(word, at);
        if (at > start && mayBreakBetween(previous, c.value)) {
            pieces.push_back({ std::string(word.substr(start, at - start)), spaceBefore });
            spaceBefore = false;
            start = at;
        }
        previous = c.value;
        at += c.length;
    }
    pieces.push_back({ std::string(word.substr(start)), spaceBefore });
}

bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}

} // namespace

std::size_t displayWidth(std::string_view utf8)
{
    std::size_t columns = 0;
    for (std::size_t at = 0; at < utf8.size();) {
        const CodePoint c = decode(utf8, at);
        columns += isCombining(c.value) ? 0 : isWide(c.value) ? 2 : 1;
        at += c.length;
    }
    return columns;
}

std::vector<LinePiece> linePieces(std::string_view text)
{
    std::vector<LinePiece> pieces;
    for (std::size_t at = 0; at < text.size();) {
        const std::size_t start = at;
        while (at < text.size() && !isSpace(text[at]))
            ++at;
        if (at > start)
            splitWord(text.substr(start, at - start), !pieces.empty(), pieces);
        while (at < text.size() && isSpace(text[at]))
            ++at;
    }
    return pieces;
}

} // namespace scalescope::cli

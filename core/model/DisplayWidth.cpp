#include "model/DisplayWidth.h"

#include <algorithm>
#include <array>
#include <utility>

namespace scalescope {
namespace {

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

bool isCombining(char32_t c)
{
    return (c >= 0x0300 && c <= 0x036F) || (c >= 0x200B && c <= 0x200F) || c == 0xFE0F;
}

std::size_t columnsOf(char32_t c)
{
    return isCombining(c) ? 0 : isWideCharacter(c) ? 2 : 1;
}

} // namespace

CodePoint decodeUtf8(std::string_view text, std::size_t at)
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

bool isWideCharacter(char32_t c)
{
    if (c >= 0x20000 && c <= 0x3FFFD)
        return true; // CJK extensions B and beyond
    return std::any_of(
        kWide.begin(), kWide.end(), [c](const auto& range) { return c >= range.first && c <= range.second; });
}

std::size_t displayWidth(std::string_view utf8)
{
    return fittingText(utf8, static_cast<std::size_t>(-1)).columns;
}

FittingText fittingText(std::string_view utf8, std::size_t columns)
{
    FittingText fit;
    while (fit.bytes < utf8.size()) {
        const CodePoint c = decodeUtf8(utf8, fit.bytes);
        const std::size_t width = columnsOf(c.value);
        if (fit.columns + width > columns)
            break;
        fit.bytes += c.length;
        fit.columns += width;
    }
    return fit;
}

} // namespace scalescope

#include "cli/TextWidth.h"

namespace scalescope::cli {
namespace {

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
    return (isWideCharacter(before) || isWideCharacter(after)) && !opens(before) && !closes(after);
}

// A word's pieces, split between characters where a line may break.
void splitWord(std::string_view word, bool spaceBefore, std::vector<LinePiece>& pieces)
{
    std::size_t start = 0;
    char32_t previous = 0;
    for (std::size_t at = 0; at < word.size();) {
        const CodePoint c = decodeUtf8(word, at);
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

std::string padded(const std::string& text, std::size_t width, bool right)
{
    const std::size_t columns = displayWidth(text);
    const std::string fill(columns < width ? width - columns : 0, ' ');
    return right ? fill + text : text + fill;
}

std::string reportLabel(const std::string& label)
{
    constexpr std::size_t kValueColumn = 14; // "  " and 12 columns
    const std::size_t columns = 2 + displayWidth(label);
    return "  " + label + std::string(columns < kValueColumn ? kValueColumn - columns : 1, ' ');
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

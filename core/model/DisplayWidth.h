// How wide text is on a terminal, for text tables and help in any language: Chinese characters
// take two columns each (Unicode UAX #11's East Asian Wide and Fullwidth, the ranges wcwidth gives
// 2), combining marks none, the rest one; an invalid or cut UTF-8 sequence is its first byte alone.
#pragma once

#include <cstddef>
#include <string_view>

namespace scalescope {

// A code point and the bytes it took.
struct CodePoint {
    char32_t value = 0;
    std::size_t length = 1;
};

// The code point that starts at text[at] (at < text.size()).
CodePoint decodeUtf8(std::string_view text, std::size_t at);

bool isWideCharacter(char32_t c);

// Columns `utf8` takes on a terminal.
std::size_t displayWidth(std::string_view utf8);

// The bytes of the characters at the start of `utf8` that fit in `columns` (never part of one),
// and the columns they take.
struct FittingText {
    std::size_t bytes = 0;
    std::size_t columns = 0;
};
FittingText fittingText(std::string_view utf8, std::size_t columns);

} // namespace scalescope

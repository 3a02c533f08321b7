// How wide text is on a terminal, and where a line of it may break, for the help in any language:
// Chinese characters take two columns each and a line may break between any two of them, but not
// before a closing mark (，。）) nor after an opening one (（“).
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace scalescope::cli {

// Columns `utf8` takes on a terminal: two for each East Asian wide or fullwidth character (Unicode
// UAX #11, the ranges wcwidth gives 2), none for combining marks, one for the rest (a byte that
// is not valid UTF-8 too).
std::size_t displayWidth(std::string_view utf8);

// A piece of text a line may end after: `text` never splits a UTF-8 sequence; `spaceBefore` when
// a space separated it from the piece before (printed unless the piece starts a line).
struct LinePiece {
    std::string text;
    bool spaceBefore = false;
};

// `text`'s pieces: its words (split at white space), and each word split further between
// characters where Chinese text may break.
std::vector<LinePiece> linePieces(std::string_view text);

} // namespace scalescope::cli

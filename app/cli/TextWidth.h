// How wide text is on a terminal, and where a line of it may break, for the help in any language:
// Chinese characters take two columns each and a line may break between any two of them, but not
// before a closing mark (，。）) nor after an opening one (（“).
#pragma once

#include "model/DisplayWidth.h" // displayWidth: the columns a text takes

#include <string>
#include <string_view>
#include <vector>

namespace scalescope::cli {

// A piece of text a line may end after: `text` never splits a UTF-8 sequence; `spaceBefore` when
// a space separated it from the piece before (printed unless the piece starts a line).
struct LinePiece {
    std::string text;
    bool spaceBefore = false;
};

// `text`'s pieces: its words (split at white space), and each word split further between
// characters where Chinese text may break.
std::vector<LinePiece> linePieces(std::string_view text);

// `text` filled with spaces to `width` terminal columns, on the left when `right` (a number's
// heading); longer text is kept whole.
std::string padded(const std::string& text, std::size_t width, bool right = false);

// "  time        " before a value in a text report: `label` (in the user's language) padded to the
// report's value column by the columns it takes, at least one space.
std::string reportLabel(const std::string& label);

} // namespace scalescope::cli

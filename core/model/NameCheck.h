// The one rule for text a user or a file gives as a name (a device, group, rack, job, catalog id,
// palette item) and for free text (a description): valid UTF-8 without control characters, so
// that no terminal, XML file or DOT graph can be confused by it. Also how such text is shown
// when it has to be: escaped, and cut to a short excerpt.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace scalescope {

// The length of the valid UTF-8 sequence at text[at], or 0 when the bytes there are not one
// (overlong, a surrogate, beyond U+10FFFF, cut short).
std::size_t utf8SequenceLength(std::string_view text, std::size_t at);

// Refused in names: C0 (NUL..U+001F, tab and newline included), DEL, C1 (U+0080..U+009F), the
// bidirectional embeddings and overrides U+202A..U+202E and isolates U+2066..U+2069.
bool isControlCharacter(char32_t c);

// Why text cannot be a name, or nothing when it can: "contains the control character U+001B at
// character 5", "is not valid UTF-8 at byte 3". Empty text is the caller's rule, not this one's.
std::optional<std::string> nameProblem(std::string_view text);
// The same for free text, where newline and tab are allowed.
std::optional<std::string> freeTextProblem(std::string_view text);

// The text with every control character and invalid byte escaped ("\u001b", "\xff"), safe to
// print on a terminal or in an error message; cut after maxChars characters with "...".
std::string printableText(std::string_view text, std::size_t maxChars = std::string_view::npos);

} // namespace scalescope

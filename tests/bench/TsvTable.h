// What the validation tables (tests/data/validation/*.tsv) share: a header line of named columns,
// then one row a line of tab-separated fields, each problem reported at its line and column.
#pragma once

#include "model/InputError.h"

#include <charconv>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace scalescope::validation {

struct TsvField {
    std::string_view text;
    int column = 1; // 1-based byte column of the field's first character
};

// The line's fields between tabs, each with its column.
std::vector<TsvField> splitTsvFields(std::string_view line);

// The whole text as a number of that type, or nothing (a sign, spaces or a suffix make it not one).
template <typename Number> std::optional<Number> parseTsvNumber(std::string_view text)
{
    Number value {};
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc {} || end != text.data() + text.size())
        return std::nullopt;
    return value;
}

// Why a row's source, an address or a note naming addresses, cannot stand, or "" when it can: the
// source must be an https address (`mustBeAddress`), and a file in a GitHub repository must be
// linked at a commit or tag, never at a branch (main, master), whose file can change or go.
std::string sourceProblem(std::string_view text, bool mustBeAddress);

// Checks the header (line 1) against `columns`, then calls `readRow` with the fields and the line
// number of every later line that has as many fields as there are columns; a line with another
// count, an empty file or a wrong header is a problem in `problems`.
void readTsvRows(std::string_view text, std::span<const std::string_view> columns, Problems& problems,
    const std::function<void(const std::vector<TsvField>&, int line)>& readRow);

} // namespace scalescope::validation

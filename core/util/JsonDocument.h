// Reading JSON text strictly and within bounds: nesting deeper than kMaxJsonDepth and an object
// key given twice are errors with their line and column (the parser never recurses, so a
// 50,000-deep file is an error, not a crash); and describing a bad value briefly in a message.
#pragma once

#include <nlohmann/json.hpp>

#include <cstddef>
#include <string>
#include <string_view>

namespace scalescope {

// Arrays and objects nested inside one another at most this deep (a design file needs 6).
inline constexpr int kMaxJsonDepth = 64;

// The document, or InputError "ORIGIN:LINE:COL: ..." for a syntax error, a number beyond
// double's range, nesting deeper than kMaxJsonDepth or a duplicate key (with the JSON pointer
// of its object).
nlohmann::json parseJsonDocument(std::string_view text, const std::string& origin);

// A bad value for a message (in the user's language): its type and a short excerpt, never the whole of it:
// "a string \"fo...\"", "an array of 5000000 elements", "an object", "a number 1.5", "null".
std::string describeJsonValue(const nlohmann::json& value);

} // namespace scalescope

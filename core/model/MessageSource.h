// A library's fixed messages (nlohmann_json's, yaml-cpp's) paired with the sources of their
// translations, and the lookup of one message in such a table.
#pragma once

#include <span>
#include <string_view>
#include <utility>

namespace scalescope {

// A library's fixed message and the source of its translation (marked QT_TRANSLATE_NOOP).
using MessageSource = std::pair<std::string_view, const char*>;

// The source `message` has in `table`: the entry it equals, or (`byStart`) the first it starts
// with; null when none.
const char* sourceOf(std::span<const MessageSource> table, std::string_view message, bool byStart = false);

} // namespace scalescope

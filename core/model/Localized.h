// Messages in the user's language, without Qt. Every text a user may read is marked where it is
// written with QT_TRANSLATE_NOOP (which Qt's lupdate finds; here it is the text itself) in its
// layer's context (kCoreContext for the core's messages) and looked up when the message is made.
// The program sets the lookup (a Qt translator for the user's language); until then, and in the
// tests, every text is its English source.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#ifndef QT_TRANSLATE_NOOP
#define QT_TRANSLATE_NOOP(scope, x) x // as Qt's qglobal.h defines it
#endif

namespace scalescope {

inline constexpr const char* kCoreContext = "scalescope-core";

// The translation of `source` in `context`, or an empty string when there is none.
using TranslateFunction = std::string (*)(const char* context, const char* source);

// Sets the lookup every text goes through (from any thread); null: English.
void setTranslateFunction(TranslateFunction function);

// `source` in the user's language, or `source` itself when it has no translation.
std::string translated(const char* context, const std::string& source);

// `text` with %1 to %9 replaced by `arguments` in one pass (an argument's own "%2" stays as it is).
std::string substitute(std::string_view text, const std::vector<std::string_view>& arguments);

// A message of the core: `source` (marked QT_TRANSLATE_NOOP("scalescope-core", ...)) in the user's
// language, its placeholders %1, %2, ... replaced by `arguments`.
std::string localized(const char* source, const std::vector<std::string_view>& arguments = {});

// A figure for a message's placeholder: `value` as printf's `pattern` ("%.1f") prints it.
std::string formatNumber(const char* pattern, double value);

} // namespace scalescope

// The command line's words in the user's language, without Qt. Text is marked where it is written
// with QT_TRANSLATE_NOOP (which lupdate finds; here it is the text itself) in one of two contexts,
// kHelpContext for the help and kMessageContext for the command line's own messages, and looked up
// when it is printed. `main` sets the lookup (a QTranslator for the locale, CliTranslation.h); until
// then, and in tests, every text is its English source.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#ifndef QT_TRANSLATE_NOOP
#define QT_TRANSLATE_NOOP(scope, x) x // as Qt's qglobal.h defines it
#endif

namespace scalescope::cli {

inline constexpr const char* kHelpContext = "scalescope-help";
inline constexpr const char* kMessageContext = "scalescope-cli";

// The translation of `source` in `context`, or an empty string when there is none.
using TranslateFunction = std::string (*)(const char* context, const char* source);

// Sets the lookup every text below goes through; null: English.
void setTranslateFunction(TranslateFunction function);

// `source` in the user's language, or `source` itself when it has no translation.
std::string translated(const char* context, const std::string& source);

// `text` with %1 to %9 replaced by `arguments` in one pass (an argument's own "%2" stays as it is).
std::string substitute(std::string_view text, const std::vector<std::string_view>& arguments);

// A message of the command line: `source` (marked QT_TRANSLATE_NOOP("scalescope-cli", ...)) in the
// user's language, its placeholders %1, %2, ... replaced by `arguments`.
std::string localized(const char* source, const std::vector<std::string_view>& arguments = {});

// A figure for a message's placeholder: `value` as printf's `pattern` ("%.1f") prints it.
std::string formatNumber(const char* pattern, double value);

} // namespace scalescope::cli

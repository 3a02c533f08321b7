// The command line's words in the user's language, through the core's lookup (model/Localized.h).
// Text is marked where it is written with QT_TRANSLATE_NOOP in one of two contexts, kHelpContext
// for the help and kMessageContext for the command line's own messages, and looked up when it is
// printed. `main` sets the lookup (a QTranslator for the locale, CliTranslation.h); until then, and
// in tests, every text is its English source.
#pragma once

#include "model/Localized.h"

#include <string>
#include <string_view>
#include <vector>

namespace scalescope::cli {

inline constexpr const char* kHelpContext = "scalescope-help";
inline constexpr const char* kMessageContext = "scalescope-cli";

// A message of the command line: `source` (marked QT_TRANSLATE_NOOP("scalescope-cli", ...)) in the
// user's language, its placeholders %1, %2, ... replaced by `arguments`.
std::string localized(const char* source, const std::vector<std::string_view>& arguments = {});

} // namespace scalescope::cli

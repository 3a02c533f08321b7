// The manual page scalescope(1) in roff (man macros), made from the same text as --help
// (CommandHelp.h): `scalescope man` prints it, the build installs what it prints.
#pragma once

#include <string>
#include <string_view>

namespace scalescope::cli {

std::string manPage(std::string_view version);

// Text made safe for roff: backslashes, hyphens (so that options are not hyphenated or shown as
// dashes) and a leading dot or quote (which would start a request).
std::string roffEscape(std::string_view text);

} // namespace scalescope::cli

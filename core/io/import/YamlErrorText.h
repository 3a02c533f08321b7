// yaml-cpp's reason for a file it cannot read, in the user's language: its fixed messages
// (yaml-cpp/exceptions.h, ErrorMsg) that a hand-written file meets translated, any other kept.
#pragma once

#include <string>

namespace scalescope {

std::string yamlErrorText(const std::string& message);

} // namespace scalescope

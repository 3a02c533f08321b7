// The system's reason for a failed file operation, in the user's language: the reasons people
// meet (no such file, permission, a folder, a full or read-only disk, ...) translated, any other
// as the C library says it (English).
#pragma once

#include <string>

namespace scalescope {

// Like std::strerror(error), in the user's language where it is one of the common reasons.
std::string systemErrorText(int error);

} // namespace scalescope

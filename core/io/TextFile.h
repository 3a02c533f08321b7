// Reading a whole file, and writing one atomically (a temporary file in the same folder,
// flushed to disk, then renamed over the target), so a crash never leaves half a file.
#pragma once

#include <string>

namespace scalescope {

// Throws InputError naming the path when the file cannot be read.
std::string readTextFile(const std::string& path);
// Throws std::runtime_error naming the path when the file cannot be written; the target is
// then untouched.
void writeFileAtomically(const std::string& path, const std::string& contents);

} // namespace scalescope

// Where a command's output goes: a file, written atomically (io/TextFile.h), or standard output
// for "-"; and the check that an output never names one of the command's inputs.
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace scalescope::cli {

// "-" names standard output.
bool isStandardOutput(const std::string& output);

// "standard output" for "-", the path otherwise, for messages.
std::string outputName(const std::string& output);

// Throws UsageError (exit 2) when `output` (given with `option`, such as "-o") is the same file
// as one of `inputs`, by device and inode, so through symbolic and hard links too: writing it
// would destroy what the command reads.
void refuseOutputThatIsAnInput(
    const std::string& output, const std::string& option, const std::vector<std::string>& inputs);

// Writes the text to `output`: to `out` for "-" (throwing when it cannot be written), to the
// file atomically otherwise.
void writeOutput(const std::string& output, const std::string& contents, std::ostream& out);

// Where a command's own messages ("wrote FILE", notes) go: `err` when the output itself goes to
// standard output, `out` otherwise.
std::ostream& messageStream(const std::string& output, std::ostream& out, std::ostream& err);

} // namespace scalescope::cli

#include "cli/OutputFiles.h"
#include "cli/Translate.h"

#include "cli/Arguments.h"

#include "io/TextFile.h"

#include <ostream>
#include <stdexcept>

namespace scalescope::cli {

bool isStandardOutput(const std::string& output)
{
    return output == "-";
}

std::string outputName(const std::string& output)
{
    return isStandardOutput(output) ? "standard output" : output;
}

void refuseOutputThatIsAnInput(
    const std::string& output, const std::string& option, const std::vector<std::string>& inputs)
{
    if (isStandardOutput(output))
        return;
    for (const std::string& input : inputs)
        if (isSameFile(output, input))
            throw UsageError(localized(QT_TRANSLATE_NOOP("scalescope-cli",
                                           "%1 %2 is the same file as the input %3; writing it would destroy "
                                           "what is read, so nothing was written"),
                { option, output, input }));
}

void writeOutput(const std::string& output, const std::string& contents, std::ostream& out)
{
    if (!isStandardOutput(output)) {
        writeFileAtomically(output, contents);
        return;
    }
    out.write(contents.data(), static_cast<std::streamsize>(contents.size()));
    out.flush();
    if (!out)
        throw std::runtime_error("standard output: cannot write");
}

std::ostream& messageStream(const std::string& output, std::ostream& out, std::ostream& err)
{
    return isStandardOutput(output) ? err : out;
}

} // namespace scalescope::cli

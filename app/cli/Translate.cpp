#include "cli/Translate.h"

namespace scalescope::cli {

std::string localized(const char* source, const std::vector<std::string_view>& arguments)
{
    return substitute(translated(kMessageContext, source), arguments);
}

} // namespace scalescope::cli

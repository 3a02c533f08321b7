#include "model/RateProblem.h"

#include "model/Units.h"

namespace scalescope {

std::string rateProblem(std::string_view text)
{
    const auto parsed = parseRate(text);
    const std::string quoted = "\"" + std::string(text) + "\"";
    if (!parsed) {
        const std::size_t first = text.find_first_not_of(" \t");
        const bool negative = first != std::string_view::npos && text[first] == '-';
        return negative ? "must be positive, found " + quoted
                        : quoted + " is not a rate (write e.g. \"400Gb/s\" or \"50GB/s\")";
    }
    if (*parsed <= 0)
        return "must be positive, found " + quoted;
    if (!isLinkRateInRange(*parsed))
        return "must be from 1 Mb/s to 1 PB/s, found " + quoted;
    return {};
}

} // namespace scalescope

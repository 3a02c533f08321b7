#include "design/FailureScenario.h"

namespace scalescope {
namespace {

// "name:port" into the name and the port; "name" alone has port -1. False when the port is not
// a number from 0 to 65535 or the name is empty.
bool splitEnd(const std::string& text, std::string& name, int& port)
{
    const auto colon = text.rfind(':');
    name = colon == std::string::npos ? text : text.substr(0, colon);
    port = -1;
    if (colon != std::string::npos) {
        const std::string digits = text.substr(colon + 1);
        if (digits.empty() || digits.size() > 5 || digits.find_first_not_of("0123456789") != std::string::npos)
            return false;
        port = std::stoi(digits);
        if (port > 0xFFFF)
            return false;
    }
    return !name.empty();
}

} // namespace

std::optional<LinkMarkEnds> parseLinkMarkEnds(const std::string& text)
{
    const auto dashes = text.find("--");
    if (dashes == std::string::npos)
        return std::nullopt;
    LinkMarkEnds ends;
    if (!splitEnd(text.substr(0, dashes), ends.a, ends.portA) || !splitEnd(text.substr(dashes + 2), ends.b, ends.portB))
        return std::nullopt;
    if ((ends.portA < 0) != (ends.portB < 0))
        return std::nullopt; // both ports or neither
    return ends;
}

const char* toString(FailureState state)
{
    return state == FailureState::Failed ? "failed" : "degraded";
}

std::optional<FailureState> parseFailureState(std::string_view text)
{
    if (text == "failed")
        return FailureState::Failed;
    if (text == "degraded")
        return FailureState::Degraded;
    return std::nullopt;
}

} // namespace scalescope

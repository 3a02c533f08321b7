#include "cli/FailureOptions.h"

#include "model/Units.h"

#include <algorithm>
#include <sstream>
#include <vector>

namespace scalescope::cli {
namespace {

std::vector<std::string> commaParts(const std::string& option, const std::string& text)
{
    std::vector<std::string> parts;
    std::stringstream stream(text);
    std::string part;
    while (std::getline(stream, part, ','))
        parts.push_back(part);
    if (text.empty() || text.back() == ',' || std::find(parts.begin(), parts.end(), "") != parts.end())
        throw UsageError(option + " \"" + text + "\": an empty name in the list");
    return parts;
}

// "2 lanes" / "1 lane": the lanes left; else a rate as parseRate reads it.
FailureMark degradeMark(const std::string& item)
{
    const auto equals = item.rfind('=');
    if (equals == std::string::npos || equals == 0 || equals + 1 == item.size())
        throw UsageError("--degrade \"" + item + "\": expected LINK=RATE, such as node0/nic0--ib/leaf-0=200Gb/s");
    FailureMark mark { item.substr(0, equals), FailureState::Degraded, std::nullopt, std::nullopt };
    const std::string value = item.substr(equals + 1);
    int lanes = 0;
    char rest[16] = {};
    if (std::sscanf(value.c_str(), "%d %15s", &lanes, rest) == 2
        && (std::string(rest) == "lanes" || std::string(rest) == "lane") && lanes > 0 && lanes < 256)
        mark.lanes = lanes;
    else if (const auto rate = parseRate(value); rate && isLinkRateInRange(*rate))
        mark.bytesPerSecPerDirection = rate;
    else
        throw UsageError("--degrade \"" + item + "\": \"" + value
            + "\" is not a rate such as 200Gb/s or a lane count such as \"2 lanes\"");
    return mark;
}

} // namespace

std::shared_ptr<const SurvivingTopology> failureSurvivors(
    const Arguments& args, const Topology& full, const FailureScenario& designScenario)
{
    FailureScenario scenario;
    if (!args.has("--no-failures") && designScenario.enabled)
        scenario.marks = designScenario.marks;
    const std::size_t fromDesign = scenario.marks.size();
    std::vector<std::string> origins; // the option and item of each mark of the command line
    const auto add = [&](FailureMark mark, const std::string& origin) {
        for (const FailureMark& other : scenario.marks)
            if (other.target == mark.target)
                throw UsageError(origin + ": \"" + mark.target + "\" is marked already"
                    + (&other - scenario.marks.data() < static_cast<std::ptrdiff_t>(fromDesign) ? " in the design"
                                                                                                : ""));
        scenario.marks.push_back(std::move(mark));
        origins.push_back(origin);
    };
    if (const auto fail = args.value("--fail"))
        for (const std::string& name : commaParts("--fail", *fail))
            add(FailureMark { name, FailureState::Failed, std::nullopt, std::nullopt }, "--fail \"" + name + "\"");
    if (const auto degrade = args.value("--degrade"))
        for (const std::string& item : commaParts("--degrade", *degrade))
            add(degradeMark(item), "--degrade \"" + item + "\"");
    if (!scenario.applies())
        return nullptr;
    try {
        return std::make_shared<const SurvivingTopology>(applyFailures(full, scenario));
    } catch (const FailureMarkError& error) {
        if (error.mark() < fromDesign) // the design's marks were checked when it was read
            throw;
        throw UsageError(origins[error.mark() - fromDesign] + ": " + error.what());
    }
}

} // namespace scalescope::cli

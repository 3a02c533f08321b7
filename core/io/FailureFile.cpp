#include "io/FailureFile.h"

#include "io/EnumField.h"
#include "model/Localized.h"

#include <map>

namespace scalescope {
namespace {

using Need = JsonFields::Need;

FailureMark parseMark(JsonFields& f)
{
    FailureMark mark;
    mark.target = f.nonEmptyString("target");
    mark.state = parseEnum(f, "state", parseFailureState, "failed, degraded").value_or(FailureState::Failed);
    mark.bytesPerSecPerDirection = f.rate("bandwidth", Need::Optional);
    if (const auto lanes = f.integer("lanes", 1, 255, Need::Optional))
        mark.lanes = static_cast<int>(*lanes);
    const bool lowered = mark.bytesPerSecPerDirection || mark.lanes;
    if (f.isObject() && mark.state == FailureState::Degraded && !lowered && f.value("state"))
        f.problems().add(f.pointer(),
            localized(QT_TRANSLATE_NOOP(
                "scalescope-core", "a degraded link needs \"bandwidth\" (the rate it runs at) or \"lanes\" (left)")));
    if (mark.state == FailureState::Failed && lowered)
        f.problems().add(f.pointer(),
            localized(QT_TRANSLATE_NOOP("scalescope-core",
                "a failed mark carries no \"bandwidth\" or \"lanes\" (those are for \"degraded\")")));
    f.rejectUnknownKeys();
    return mark;
}

} // namespace

FailureScenario parseFailureScenario(JsonFields& fields)
{
    FailureScenario scenario;
    scenario.enabled = fields.boolean("enabled", Need::Optional).value_or(true);
    if (const nlohmann::json* marks = fields.array("marks", Need::Optional)) {
        std::map<std::string, std::size_t> seen;
        for (std::size_t i = 0; i < marks->size(); ++i) {
            JsonFields f((*marks)[i], fields.pointerTo("marks") + '/' + std::to_string(i), fields.problems());
            scenario.marks.push_back(parseMark(f));
            const std::string& target = scenario.marks.back().target;
            const auto [first, inserted] = seen.emplace(target, i);
            if (!inserted && !target.empty())
                fields.problems().add(f.pointerTo("target"),
                    localized(QT_TRANSLATE_NOOP("scalescope-core", "\"%1\" is marked already (%2)"),
                        { target, fields.pointerTo("marks") + '/' + std::to_string(first->second) }));
        }
    }
    fields.rejectUnknownKeys();
    return scenario;
}

nlohmann::ordered_json failureScenarioJson(
    const FailureScenario& scenario, const std::function<std::string(BytesPerSec)>& rateText)
{
    nlohmann::ordered_json out = nlohmann::ordered_json::object();
    out["enabled"] = scenario.enabled;
    nlohmann::ordered_json marks = nlohmann::ordered_json::array();
    for (const FailureMark& mark : scenario.marks) {
        nlohmann::ordered_json m = nlohmann::ordered_json::object();
        m["target"] = mark.target;
        m["state"] = toString(mark.state);
        if (mark.bytesPerSecPerDirection)
            m["bandwidth"] = rateText(*mark.bytesPerSecPerDirection);
        if (mark.lanes)
            m["lanes"] = *mark.lanes;
        marks.push_back(std::move(m));
    }
    out["marks"] = std::move(marks);
    return out;
}

} // namespace scalescope

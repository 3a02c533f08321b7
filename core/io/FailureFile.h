// The design file's "failures" section, the design's failure scenario (design/FailureScenario.h):
// { "enabled": true, "marks": [ { "target": "ib/spine-1", "state": "failed" },
//   { "target": "node0/nic0:1--ib/leaf-0:1", "state": "degraded", "bandwidth": "200Gb/s" } ] }
// Each problem at its JSON pointer; a target marked twice is refused. Whether a target names
// something of the design is checked when the design is expanded (applyFailures).
#pragma once

#include "design/FailureScenario.h"
#include "util/JsonFields.h"

#include <nlohmann/json.hpp>

#include <functional>
#include <string>

namespace scalescope {

FailureScenario parseFailureScenario(JsonFields& fields);

// `rateText` writes a rate so that it reads back exactly (the design file's writer's own).
nlohmann::ordered_json failureScenarioJson(
    const FailureScenario& scenario, const std::function<std::string(BytesPerSec)>& rateText);

} // namespace scalescope

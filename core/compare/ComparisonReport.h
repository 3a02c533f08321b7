// What `scalescope compare` prints of two designs' comparison (DesignComparison.h): JSON with
// every figure of both and the ratios, or a table for people.
#pragma once

#include "compare/DesignFigures.h"

#include <nlohmann/json.hpp>

#include <string>

namespace scalescope {

// {"a": {"file", "name", figures by key, "unpriced", "unpowered"}, "b": {...}, "ratios": {key: B/A
// or null}}; the collective's and the training job's settings when they ran.
nlohmann::ordered_json comparisonToJson(const DesignFigures& a, const DesignFigures& b);
// The table: FIGURE, A, B, B/A, one row per figure; then what either side's cost or power leaves out.
std::string comparisonToText(const DesignFigures& a, const DesignFigures& b);

} // namespace scalescope

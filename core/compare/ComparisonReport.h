// What `scalescope compare` prints of two designs' comparison (DesignComparison.h): JSON with
// every figure of both and the ratios, or a table for people.
#pragma once

#include "compare/DesignComparison.h"
#include "compare/DesignFigures.h"

#include <nlohmann/json.hpp>

#include <string>

namespace scalescope {

// {"a": {"file", "name", figures by key, "unpriced", "unpowered"}, "b": {...}, "ratios": {key: B/A
// or null}, "collective": {"collective", "bytes", "fidelity"} and "training": {"model", "fidelity"} when
// they ran}.
nlohmann::ordered_json comparisonToJson(const DesignFigures& a, const DesignFigures& b);
// The table: FIGURE, A, B, B/A, one row per figure; then what either side's cost or power leaves out.
std::string comparisonToText(const DesignFigures& a, const DesignFigures& b);

// A row's cells as the table prints them: side A's or B's value ("4,249,200", "1.80", words, or
// "-" when unknown) and the ratio ("0.50", or empty).
std::string comparisonCell(const ComparisonRow& row, bool sideA);
std::string comparisonRatioCell(const ComparisonRow& row);

} // namespace scalescope

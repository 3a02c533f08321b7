// Two designs' figures side by side (DesignFigures.h): one row per figure with each design's
// value and the ratio B/A, the unit in the row's label and its JSON key (network bandwidth in
// bits, Gb/s and Tb/s; NVLink and bus bandwidth in bytes, TB/s and GB/s, as the rest of the
// program prints them). What `scalescope compare` prints (ComparisonReport.h).
#pragma once

#include "compare/DesignFigures.h"

#include <optional>
#include <string>
#include <vector>

namespace scalescope {

struct ComparisonRow {
    std::string key; // the JSON key, its unit in the name: "nvlink_per_gpu_TBps"
    std::string label; // for people, its unit in parentheses: "NVLink per GPU, both directions (TB/s)"
    int decimals = 0; // as printed in the table
    std::optional<double> a, b; // absent where a side has no such figure (no price, no job)
    std::optional<std::string> textA, textB; // a row of words (the GPU model, the algorithm): no ratio

    // B / A when both are known and A is not zero.
    std::optional<double> ratio() const;
};

std::vector<ComparisonRow> comparisonRows(const DesignFigures& a, const DesignFigures& b);

} // namespace scalescope

// The benchmark's summary of frame times: a percentile of a sample.
#pragma once

#include <algorithm>
#include <vector>

namespace scalescope::gui {

// The value below which `fraction` of the values lie (nearest rank); 0 for none.
inline double percentile(std::vector<double> values, double fraction)
{
    if (values.empty())
        return 0;
    std::sort(values.begin(), values.end());
    const auto index = static_cast<std::size_t>(fraction * static_cast<double>(values.size() - 1) + 0.5);
    return values[std::min(index, values.size() - 1)];
}

} // namespace scalescope::gui

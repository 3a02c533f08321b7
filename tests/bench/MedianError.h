// The median of the absolute relative errors of a validation table's comparisons (anything with
// an `error` field: predicted / published - 1), as both validation benches and tests report it.
#pragma once

#include <algorithm>
#include <cmath>
#include <vector>

namespace scalescope::validation {

template <typename Compared> double medianAbsoluteError(const std::vector<Compared>& all)
{
    std::vector<double> errors;
    for (const Compared& c : all)
        errors.push_back(std::abs(c.error));
    if (errors.empty())
        return 0;
    std::sort(errors.begin(), errors.end());
    const std::size_t n = errors.size();
    return n % 2 ? errors[n / 2] : (errors[n / 2 - 1] + errors[n / 2]) / 2;
}

} // namespace scalescope::validation

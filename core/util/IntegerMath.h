// Integer arithmetic the builders share.
#pragma once

#include <concepts>

namespace scalescope {

// a / b rounded up, for a >= 0 and b > 0: how many groups of b hold a things.
template <std::integral T> constexpr T ceilDiv(T a, T b)
{
    return (a + b - 1) / b;
}

} // namespace scalescope

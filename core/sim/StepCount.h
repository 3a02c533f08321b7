// Rounds of the algorithms that double what they reach each step (trees, halving-doubling).
#pragma once

namespace scalescope {

// The rounds that doubling from one takes to reach n: ceil(log2(n)), 0 for n <= 1.
inline int log2Ceil(int n)
{
    int steps = 0;
    while ((1 << steps) < n)
        ++steps;
    return steps;
}

inline bool isPowerOfTwo(int n)
{
    return n > 0 && (n & (n - 1)) == 0;
}

} // namespace scalescope

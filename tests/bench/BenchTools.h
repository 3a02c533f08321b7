// Timing and peak-memory helpers shared by the benchmark programs (Linux).
#pragma once

#include "util/ProcessMemory.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <functional>
#include <string>
#include <vector>

namespace scalescope::bench {

using scalescope::peakMemoryMiB;
using scalescope::resetPeakMemory;

struct Figure {
    double medianMs = 0;
    double peakMiB = 0;
};

// Runs `step` `repeat` times: the median wall time and the highest peak memory.
inline Figure measure(int repeat, const std::function<void()>& step)
{
    std::vector<double> times;
    double peak = 0;
    for (int i = 0; i < repeat; ++i) {
        resetPeakMemory();
        const auto start = std::chrono::steady_clock::now();
        step();
        times.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
        peak = std::max(peak, peakMemoryMiB());
    }
    std::sort(times.begin(), times.end());
    return { times[times.size() / 2], peak };
}

inline void print(
    const std::string& subject, const std::string& step, const Figure& figure, const std::string& note = {})
{
    std::printf("%-44s %-16s %10.1f ms %9.1f MiB  %s\n", subject.c_str(), step.c_str(), figure.medianMs, figure.peakMiB,
        note.c_str());
    std::fflush(stdout);
}

} // namespace scalescope::bench

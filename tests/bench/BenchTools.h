// Timing and peak-memory helpers shared by the benchmark programs (Linux).
#pragma once

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <functional>
#include <string>
#include <vector>

#include <malloc.h>

namespace scalescope::bench {

// Hands freed memory back and restarts the resident high-water mark from what is live now.
inline void resetPeakMemory()
{
    malloc_trim(0);
    std::ofstream("/proc/self/clear_refs") << "5";
}

inline double peakMemoryMiB()
{
    std::ifstream status("/proc/self/status");
    std::string line;
    while (std::getline(status, line))
        if (line.rfind("VmHWM:", 0) == 0)
            return std::stod(line.substr(6)) / 1024.0;
    return 0;
}

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
    return {times[times.size() / 2], peak};
}

inline void print(const std::string& subject, const std::string& step, const Figure& figure, const std::string& note = {})
{
    std::printf("%-44s %-16s %10.1f ms %9.1f MiB  %s\n", subject.c_str(), step.c_str(), figure.medianMs, figure.peakMiB,
                note.c_str());
    std::fflush(stdout);
}

} // namespace scalescope::bench

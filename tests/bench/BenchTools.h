// Timing and peak-memory helpers shared by the benchmark programs (Linux).
#pragma once

#include "util/ProcessCpu.h"
#include "util/ProcessMemory.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <functional>
#include <string>
#include <vector>

namespace scalescope::bench {

using scalescope::peakMemoryMiB;
using scalescope::processCpuMs;
using scalescope::resetPeakMemory;

struct Figure {
    double medianMs = 0; // wall
    double peakMiB = 0;
    double medianCpuMs = 0; // this process's CPU time, every thread
};

// Runs `step` `repeat` times: the median wall and CPU times and the highest peak memory.
inline Figure measure(int repeat, const std::function<void()>& step)
{
    std::vector<double> times, cpuTimes;
    double peak = 0;
    for (int i = 0; i < repeat; ++i) {
        resetPeakMemory();
        const double cpuStart = processCpuMs();
        const auto start = std::chrono::steady_clock::now();
        step();
        times.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
        cpuTimes.push_back(processCpuMs() - cpuStart);
        peak = std::max(peak, peakMemoryMiB());
    }
    std::sort(times.begin(), times.end());
    std::sort(cpuTimes.begin(), cpuTimes.end());
    return { times[times.size() / 2], peak, cpuTimes[cpuTimes.size() / 2] };
}

inline void print(
    const std::string& subject, const std::string& step, const Figure& figure, const std::string& note = {})
{
    std::printf("%-52s %-16s %10.1f ms %10.1f ms %9.1f MiB  %s\n", subject.c_str(), step.c_str(), figure.medianMs,
        figure.medianCpuMs, figure.peakMiB, note.c_str());
    std::fflush(stdout);
}

} // namespace scalescope::bench

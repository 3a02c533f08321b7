// This process's resident memory high-water mark (Linux /proc), for the benchmarks.
#pragma once

#include <fstream>
#include <string>

#include <malloc.h>

namespace scalescope {

inline double peakMemoryMiB()
{
    std::ifstream status("/proc/self/status");
    std::string line;
    while (std::getline(status, line))
        if (line.rfind("VmHWM:", 0) == 0)
            return std::stod(line.substr(6)) / 1024.0;
    return 0;
}

// Hands freed memory back and restarts the high-water mark from what is live now.
inline void resetPeakMemory()
{
    malloc_trim(0);
    std::ofstream("/proc/self/clear_refs") << "5";
}

} // namespace scalescope

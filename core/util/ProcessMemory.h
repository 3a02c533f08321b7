// This process's resident memory high-water mark (Linux /proc), for the benchmarks, and this
// machine's physical memory, from which the programs' edges choose a flow run's memory budget.
#pragma once

#include <fstream>
#include <string>

#include <malloc.h>
#include <unistd.h>

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

// This machine's physical memory in bytes (0 when it cannot be read).
inline double physicalMemoryBytes()
{
    const long pages = sysconf(_SC_PHYS_PAGES);
    const long pageSize = sysconf(_SC_PAGE_SIZE);
    return pages > 0 && pageSize > 0 ? static_cast<double>(pages) * static_cast<double>(pageSize) : 0.0;
}

} // namespace scalescope

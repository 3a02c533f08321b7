// This process's CPU time (Linux), every thread's, for the benchmarks: a figure that a machine
// shared with other work changes less than the wall clock.
#pragma once

#include <ctime>

namespace scalescope {

// This process's CPU time so far, in ms.
inline double processCpuMs()
{
    timespec now {};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now);
    return static_cast<double>(now.tv_sec) * 1e3 + static_cast<double>(now.tv_nsec) * 1e-6;
}

} // namespace scalescope

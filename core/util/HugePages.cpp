#include "util/HugePages.h"

#include <cstdlib>

#if defined(__linux__)
#include <unistd.h>
#endif

namespace scalescope {

void restartOnHugePages(char** argv)
{
#if defined(__linux__)
    if (std::getenv("GLIBC_TUNABLES") || std::getenv("SCALESCOPE_SMALL_PAGES") || !argv || !argv[0])
        return;
    if (setenv("GLIBC_TUNABLES", "glibc.malloc.hugetlb=1", 0) != 0)
        return;
    execv("/proc/self/exe", argv);
    unsetenv("GLIBC_TUNABLES"); // the exec failed: carry on as started
#else
    (void)argv;
#endif
}

} // namespace scalescope

// The heap on transparent huge pages. A flow simulation of thousands of GPUs touches hundreds of
// MiB of fresh heap, and with 4 KiB pages every first touch is a page fault: an alltoall at flow
// fidelity on 32 GB200 NVL72 racks took 301,000 of them and 9.7 s; on 2 MiB pages, 15,600 and
// 7.0 s. glibc (2.35 and later) puts its heap on transparent huge pages where the kernel offers
// them on request ("madvise", Debian's default) when the tunable glibc.malloc.hugetlb is 1, and
// reads tunables only as a program starts. So a program's main calls restartOnHugePages first:
// it runs the program again in place (execv of /proc/self/exe, the same arguments and
// environment) with that tunable added. It does nothing, and returns, when GLIBC_TUNABLES is
// set already (the user's own tunables, or the restart done), when SCALESCOPE_SMALL_PAGES is set
// (to compare, or to run under a tool that follows exec badly), off Linux, and when the exec
// fails; the program then runs as it would have, on small pages.
#pragma once

namespace scalescope {

void restartOnHugePages(char** argv);

} // namespace scalescope

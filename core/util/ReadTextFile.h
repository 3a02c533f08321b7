// Reading a whole input file, bounded: only regular files, at most kMaxInputFileBytes, so that a
// device (/dev/zero), a FIFO or a runaway file is refused with a message instead of read forever.
#pragma once

#include <cstdint>
#include <string>

namespace scalescope {

// The largest file any command reads: 1 GiB, about three times the largest real input. A
// spelled-out 131,072-GPU design (`new --preset dgx-h100 --nodes 16384 --expand`) is 336 MB and
// takes 2.6 GB to read (some eight times its size); the most the generator can spell out
// (45,272 DGX H100 nodes) about 0.93 GB; Selene's ibnetdiscover dump (4,480 GPUs) 2.8 MB.
inline constexpr std::uint64_t kMaxInputFileBytes = std::uint64_t { 1 } << 30;

// The file's bytes. Throws InputError naming the path when it cannot be opened or read, is not
// a regular file (a folder, FIFO, device or socket), is larger than `maxBytes`, or when memory
// runs out while reading it.
std::string readTextFile(const std::string& path, std::uint64_t maxBytes = kMaxInputFileBytes);

// What a file that is not a regular one is, for messages: "a folder", "a named pipe (FIFO)",
// "a character device", ... (`mode` is stat's st_mode).
std::string describeFileKind(unsigned mode);

// "1.5 GiB", "512 MiB": a size for messages, in binary units.
std::string describeByteSize(std::uint64_t bytes);

} // namespace scalescope

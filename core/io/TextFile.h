// Reading a whole file (bounded, util/ReadTextFile.h), and writing files atomically: each into a
// temporary file beside its target, flushed to disk, then renamed over the target and the folder
// flushed, so a crash never leaves half a file and a failure leaves the old file as it was.
#pragma once

#include "util/ReadTextFile.h"

#include <cstddef>
#include <string>
#include <vector>

#include <sys/types.h>

namespace scalescope {

// The system calls the writer makes, replaceable so that a test can make one of them fail.
struct FileCalls {
    ssize_t (*write)(int fd, const void* data, std::size_t bytes);
    int (*fsync)(int fd);
    int (*close)(int fd);
    int (*rename)(const char* from, const char* to);
    static const FileCalls& system();
};

// Writes `contents` to `path`: through a symbolic link to its target (the link stays a link),
// keeping an existing file's permission bits (a new file gets the umask's); temporary files
// `.NAME.scalescope-tmp-PID-N` that a crashed writer left beside the target are removed first.
// Throws std::runtime_error naming the path and the reason (a target that is not a regular
// file, the errno of the call that failed); the target is then untouched.
void writeFileAtomically(
    const std::string& path, const std::string& contents, const FileCalls& calls = FileCalls::system());

struct FileToWrite {
    std::string path;
    std::string contents;
};

// Several files, all or nothing: every temporary file is written and flushed before the first
// rename; when a write fails, no target is touched, and when a rename fails, the targets
// already replaced get their old contents back.
void writeFilesAtomically(const std::vector<FileToWrite>& files, const FileCalls& calls = FileCalls::system());

// Whether two paths name the same file (device and inode, through symbolic and hard links);
// false when either does not exist.
bool isSameFile(const std::string& a, const std::string& b);

} // namespace scalescope

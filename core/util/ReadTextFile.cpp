#include "util/ReadTextFile.h"

#include "model/InputError.h"
#include "model/Localized.h"
#include "util/SystemErrorText.h"

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <new>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace scalescope {
namespace {

std::string notRegularFile(mode_t mode)
{
    if (S_ISDIR(mode))
        return localized(QT_TRANSLATE_NOOP("scalescope-core", "is a folder, not a file"));
    return localized(QT_TRANSLATE_NOOP("scalescope-core", "is %1, not a regular file; only regular files are read"),
        { describeFileKind(mode) });
}

std::string tooLarge(std::uint64_t bytes, std::uint64_t maxBytes)
{
    return localized(QT_TRANSLATE_NOOP("scalescope-core", "is %1, more than the %2 a file read by ScaleScope may have"),
        { describeByteSize(bytes), describeByteSize(maxBytes) });
}

void refuseUnlessRegular(const std::string& path, const struct stat& info, std::uint64_t maxBytes)
{
    if (!S_ISREG(info.st_mode))
        throw InputError(path, notRegularFile(info.st_mode));
    if (static_cast<std::uint64_t>(info.st_size) > maxBytes)
        throw InputError(path, tooLarge(static_cast<std::uint64_t>(info.st_size), maxBytes));
}

class OpenFile {
public:
    explicit OpenFile(int fd)
        : m_fd(fd)
    {
    }
    ~OpenFile() { ::close(m_fd); }
    OpenFile(const OpenFile&) = delete;
    OpenFile& operator=(const OpenFile&) = delete;
    int fd() const { return m_fd; }

private:
    int m_fd;
};

// Reads to the end, growing the text as needed but never past maxBytes + 1 (one byte more than
// allowed shows that the file grew past the limit while it was read).
std::string readToEnd(int fd, const std::string& path, std::uint64_t expectedBytes, std::uint64_t maxBytes)
{
    std::string text(static_cast<std::size_t>(expectedBytes), '\0');
    std::size_t used = 0;
    for (;;) {
        if (used == text.size()) {
            const std::uint64_t grown = std::max<std::uint64_t>(std::uint64_t { 2 } * text.size(), 64 * 1024);
            text.resize(static_cast<std::size_t>(std::min(grown, maxBytes + 1)));
        }
        const ssize_t got = ::read(fd, text.data() + used, text.size() - used);
        if (got < 0 && errno == EINTR)
            continue;
        if (got < 0)
            throw InputError(
                path, localized(QT_TRANSLATE_NOOP("scalescope-core", "cannot read: %1"), { systemErrorText(errno) }));
        if (got == 0)
            break;
        used += static_cast<std::size_t>(got);
        if (used > maxBytes) // grown since, or a file that does not know its size (/proc)
            throw InputError(path,
                localized(QT_TRANSLATE_NOOP("scalescope-core",
                              "is more than the %1 a file read by ScaleScope may have (found while reading it)"),
                    { describeByteSize(maxBytes) }));
    }
    text.resize(used);
    return text;
}

} // namespace

std::string describeFileKind(unsigned mode)
{
    if (S_ISDIR(mode))
        return localized(QT_TRANSLATE_NOOP("scalescope-core", "a folder"));
    if (S_ISFIFO(mode))
        return localized(QT_TRANSLATE_NOOP("scalescope-core", "a named pipe (FIFO)"));
    if (S_ISCHR(mode))
        return localized(QT_TRANSLATE_NOOP("scalescope-core", "a character device"));
    if (S_ISBLK(mode))
        return localized(QT_TRANSLATE_NOOP("scalescope-core", "a block device"));
    if (S_ISSOCK(mode))
        return localized(QT_TRANSLATE_NOOP("scalescope-core", "a socket"));
    if (S_ISLNK(mode))
        return localized(QT_TRANSLATE_NOOP("scalescope-core", "a symbolic link"));
    return S_ISREG(mode) ? localized(QT_TRANSLATE_NOOP("scalescope-core", "a regular file"))
                         : localized(QT_TRANSLATE_NOOP("scalescope-core", "not a regular file"));
}

std::string describeByteSize(std::uint64_t bytes)
{
    if (bytes < 1024)
        return localized(bytes == 1 ? QT_TRANSLATE_NOOP("scalescope-core", "%1 byte")
                                    : QT_TRANSLATE_NOOP("scalescope-core", "%1 bytes"),
            { std::to_string(bytes) });
    const char* const units[] = { "KiB", "MiB", "GiB", "TiB", "PiB", "EiB" };
    double value = static_cast<double>(bytes) / 1024;
    std::size_t unit = 0;
    while (value >= 1024 && unit + 1 < std::size(units)) {
        value /= 1024;
        ++unit;
    }
    char text[32];
    if (value == static_cast<double>(static_cast<std::uint64_t>(value)))
        std::snprintf(text, sizeof text, "%.0f %s", value, units[unit]);
    else
        std::snprintf(text, sizeof text, "%.1f %s", value, units[unit]);
    return text;
}

std::string readTextFile(const std::string& path, std::uint64_t maxBytes)
{
    // First by name, for the message (opening a socket fails with a puzzling error), then the
    // open file itself, which is what is read.
    struct stat info { };
    if (::stat(path.c_str(), &info) == 0)
        refuseUnlessRegular(path, info, maxBytes);
    // Without O_NONBLOCK, opening a FIFO would wait for a writer.
    const int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
    if (fd < 0)
        throw InputError(
            path, localized(QT_TRANSLATE_NOOP("scalescope-core", "cannot open: %1"), { systemErrorText(errno) }));
    const OpenFile file(fd);
    if (::fstat(fd, &info) != 0)
        throw InputError(
            path, localized(QT_TRANSLATE_NOOP("scalescope-core", "cannot read: %1"), { systemErrorText(errno) }));
    refuseUnlessRegular(path, info, maxBytes);
    const auto expected = static_cast<std::uint64_t>(info.st_size);
    try {
        return readToEnd(fd, path, expected, maxBytes);
    } catch (const std::bad_alloc&) {
        throw InputError(path,
            localized(QT_TRANSLATE_NOOP("scalescope-core", "out of memory while reading the file (%1)"),
                { describeByteSize(expected) }));
    }
}

} // namespace scalescope

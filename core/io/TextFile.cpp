#include "io/TextFile.h"

#include "model/Localized.h"
#include "util/SystemErrorText.h"

#include <atomic>
#include <cerrno>
#include <charconv>
#include <climits>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <optional>
#include <set>
#include <stdexcept>
#include <string_view>

#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

namespace scalescope {
namespace {

namespace fs = std::filesystem;

constexpr std::string_view kTemporaryMarker = ".scalescope-tmp-";
constexpr int kMaxSymbolicLinks = 40; // as the kernel's own limit (ELOOP)

// "PATH: what: the system's reason"; `what` is already in the user's language.
[[noreturn]] void fail(const std::string& path, const std::string& what, int error)
{
    throw std::runtime_error(path + ": " + what + ": " + systemErrorText(error));
}

// The file a path names once symbolic links are followed (a link to a link, a relative link
// from the link's own folder); the path itself when nothing, or no link, is there.
fs::path followSymbolicLinks(const std::string& path)
{
    fs::path current(path);
    for (int hop = 0; hop < kMaxSymbolicLinks; ++hop) {
        struct stat info { };
        if (::lstat(current.c_str(), &info) != 0 || !S_ISLNK(info.st_mode))
            return current;
        std::error_code error;
        const fs::path target = fs::read_symlink(current, error);
        if (error)
            fail(path, localized(QT_TRANSLATE_NOOP("scalescope-core", "cannot follow the symbolic link")),
                error.value());
        current = target.is_absolute() ? target : current.parent_path() / target;
    }
    fail(path, localized(QT_TRANSLATE_NOOP("scalescope-core", "cannot follow the symbolic link")), ELOOP);
}

struct Target {
    std::string path; // as given, for messages
    fs::path file; // what is written: the path with its symbolic links followed
    fs::path folder;
    std::optional<struct stat> existing; // the file there now, if any
};

Target resolveTarget(const std::string& path)
{
    Target target { path, followSymbolicLinks(path), {}, std::nullopt };
    target.folder = target.file.parent_path().empty() ? fs::path(".") : target.file.parent_path();
    struct stat info { };
    if (::stat(target.file.c_str(), &info) == 0) {
        if (!S_ISREG(info.st_mode))
            throw std::runtime_error(localized(QT_TRANSLATE_NOOP("scalescope-core",
                                                   "%1: is %2, not a regular file; only regular files are written, "
                                                   "and nothing was"),
                { path, describeFileKind(info.st_mode) }));
        target.existing = info;
    }
    return target;
}

// Temporary files are ".NAME.scalescope-tmp-PID-N" beside their target (NAME shortened so that
// the whole stays within the file system's 255 bytes).
std::string temporaryPrefix(const Target& target)
{
    std::string name = target.file.filename().string();
    if (name.size() > 200)
        name.resize(200);
    return "." + name + std::string(kTemporaryMarker);
}

fs::path temporaryPath(const Target& target)
{
    static std::atomic<unsigned> counter { 0 };
    return target.folder / (temporaryPrefix(target) + std::to_string(::getpid()) + "-" + std::to_string(counter++));
}

// The writer's process id in a temporary file's name, after its prefix: "PID-N".
std::optional<pid_t> writerOf(std::string_view rest)
{
    long long pid = 0;
    const auto [end, error] = std::from_chars(rest.data(), rest.data() + rest.size(), pid);
    if (error != std::errc() || end == rest.data() + rest.size() || *end != '-' || pid <= 0 || pid > INT_MAX)
        return std::nullopt;
    return static_cast<pid_t>(pid);
}

// Removes the temporary files of this target whose writer is gone (a crash, a kill -9), never
// those of a process still running, which may be writing them now.
void removeStaleTemporaries(const Target& target)
{
    const std::string prefix = temporaryPrefix(target);
    std::error_code error;
    for (fs::directory_iterator it(target.folder, error), end; !error && it != end; it.increment(error)) {
        const std::string name = it->path().filename().string();
        if (name.compare(0, prefix.size(), prefix) != 0)
            continue;
        const std::optional<pid_t> writer = writerOf(std::string_view(name).substr(prefix.size()));
        if (!writer || *writer == ::getpid() || ::kill(*writer, 0) == 0 || errno != ESRCH)
            continue;
        std::error_code ignored;
        fs::remove(it->path(), ignored);
    }
}

int writeAll(int fd, const std::string& contents, const FileCalls& calls)
{
    const char* data = contents.data();
    std::size_t left = contents.size();
    while (left > 0) {
        const ssize_t written = calls.write(fd, data, left);
        if (written < 0 && errno == EINTR)
            continue;
        if (written < 0)
            return errno;
        data += written;
        left -= static_cast<std::size_t>(written);
    }
    return 0;
}

// An existing file keeps its permission bits and, where allowed, its owner; a new one gets
// what the umask leaves of 0666.
int keepModeAndOwner(int fd, const Target& target)
{
    if (!target.existing)
        return 0;
    if (::fchmod(fd, target.existing->st_mode & 0777) != 0)
        return errno;
    if (target.existing->st_uid != ::geteuid() || target.existing->st_gid != ::getegid()) {
        // Only root may give a file away; anyone else's new file stays theirs.
        [[maybe_unused]] const int ignored = ::fchown(fd, target.existing->st_uid, target.existing->st_gid);
    }
    return 0;
}

int openTemporary(const fs::path& temporary)
{
    const int flags = O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC;
    int fd = ::open(temporary.c_str(), flags, 0666);
    if (fd < 0 && errno == EEXIST) { // left by an earlier process that had this one's id
        ::unlink(temporary.c_str());
        fd = ::open(temporary.c_str(), flags, 0666);
    }
    return fd;
}

// The contents in a new temporary file beside the target, on disk; throws (and leaves no
// temporary file) naming the call that failed and its own errno.
fs::path writeTemporary(const Target& target, const std::string& contents, const FileCalls& calls)
{
    const fs::path temporary = temporaryPath(target);
    const int fd = openTemporary(temporary);
    if (fd < 0)
        fail(target.path,
            localized(
                QT_TRANSLATE_NOOP("scalescope-core", "cannot write (a new file in %1)"), { target.folder.string() }),
            errno);
    const char* step = QT_TRANSLATE_NOOP("scalescope-core", "cannot set the permissions of the new file");
    int error = keepModeAndOwner(fd, target);
    if (!error && (error = writeAll(fd, contents, calls)) != 0)
        step = QT_TRANSLATE_NOOP("scalescope-core", "cannot write");
    if (!error && calls.fsync(fd) != 0) {
        error = errno;
        step = QT_TRANSLATE_NOOP("scalescope-core", "cannot flush to disk (fsync)");
    }
    if (calls.close(fd) != 0 && !error) {
        error = errno;
        step = QT_TRANSLATE_NOOP("scalescope-core", "cannot close");
    }
    if (error) {
        ::unlink(temporary.c_str());
        fail(target.path, localized(step), error);
    }
    return temporary;
}

// The folder's entry for the renamed file on disk too. A file system that cannot flush a
// folder says EINVAL, which is no failure of the write.
void flushFolder(const Target& target, const FileCalls& calls)
{
    const int fd = ::open(target.folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0)
        return; // a folder that can be written but not read: nothing to flush it through
    const int error = calls.fsync(fd) == 0 ? 0 : errno;
    ::close(fd);
    if (error != 0 && error != EINVAL)
        fail(target.path,
            localized(QT_TRANSLATE_NOOP(
                "scalescope-core", "was written, but its folder could not be flushed to disk (fsync)")),
            error);
}

void removeAll(const std::vector<fs::path>& paths, std::size_t from = 0)
{
    for (std::size_t i = from; i < paths.size(); ++i)
        if (!paths[i].empty())
            ::unlink(paths[i].c_str());
}

// Hard links to the files about to be replaced, so that a rename that fails can be undone;
// empty where there is no old file (or the file system has no hard links).
std::vector<fs::path> linkOldFiles(const std::vector<Target>& targets)
{
    std::vector<fs::path> old(targets.size());
    for (std::size_t i = 0; i < targets.size(); ++i) {
        if (!targets[i].existing)
            continue;
        const fs::path link = temporaryPath(targets[i]);
        if (::link(targets[i].file.c_str(), link.c_str()) == 0)
            old[i] = link;
    }
    return old;
}

void renameAll(const std::vector<Target>& targets, const std::vector<fs::path>& temporaries, const FileCalls& calls)
{
    const std::vector<fs::path> old = targets.size() > 1 ? linkOldFiles(targets) : std::vector<fs::path>(1);
    for (std::size_t i = 0; i < targets.size(); ++i) {
        if (calls.rename(temporaries[i].c_str(), targets[i].file.c_str()) == 0)
            continue;
        const int error = errno;
        for (std::size_t j = 0; j < i; ++j) {
            if (!old[j].empty())
                ::rename(old[j].c_str(), targets[j].file.c_str());
            else if (!targets[j].existing)
                ::unlink(targets[j].file.c_str()); // there was none before
        }
        removeAll(temporaries, i);
        removeAll(old, i);
        fail(targets[i].path,
            localized(i == 0
                    ? QT_TRANSLATE_NOOP("scalescope-core", "cannot replace the file")
                    : QT_TRANSLATE_NOOP("scalescope-core", "cannot replace the file (the others are put back)")),
            error);
    }
    removeAll(old);
}

} // namespace

const FileCalls& FileCalls::system()
{
    static const FileCalls calls { ::write, ::fsync, ::close, ::rename };
    return calls;
}

void writeFileAtomically(const std::string& path, const std::string& contents, const FileCalls& calls)
{
    writeFilesAtomically({ { path, contents } }, calls);
}

void writeFilesAtomically(const std::vector<FileToWrite>& files, const FileCalls& calls)
{
    std::vector<Target> targets;
    std::set<fs::path> written;
    for (const FileToWrite& file : files) {
        targets.push_back(resolveTarget(file.path));
        if (!written.insert(fs::absolute(targets.back().file).lexically_normal()).second)
            throw std::runtime_error(localized(
                QT_TRANSLATE_NOOP("scalescope-core", "%1: named twice among the files to write; nothing was written"),
                { file.path }));
    }
    for (const Target& target : targets)
        removeStaleTemporaries(target);
    std::vector<fs::path> temporaries;
    try {
        for (std::size_t i = 0; i < files.size(); ++i)
            temporaries.push_back(writeTemporary(targets[i], files[i].contents, calls));
    } catch (...) {
        removeAll(temporaries);
        throw;
    }
    renameAll(targets, temporaries, calls);
    for (const Target& target : targets)
        flushFolder(target, calls);
}

bool isSameFile(const std::string& a, const std::string& b)
{
    struct stat first { };
    struct stat second { };
    return ::stat(a.c_str(), &first) == 0 && ::stat(b.c_str(), &second) == 0 && first.st_dev == second.st_dev
        && first.st_ino == second.st_ino;
}

} // namespace scalescope

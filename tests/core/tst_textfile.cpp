// Reading and writing whole files: only regular files are read, and no more than the limit; a
// write goes through symbolic links, keeps the file's permissions, refuses what is not a regular
// file, cleans up after crashed writers, says which call failed with its own errno, flushes the
// folder, and several files are written all or nothing.
#include "io/TextFile.h"
#include "model/InputError.h"
#include "util/SystemErrorText.h"

#include "../MemoryLimit.h"

#include <QtTest>

#include <cerrno>
#include <csignal>
#include <cstring>
#include <fstream>
#include <sstream>

#include <fcntl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace scalescope;

namespace {

void writeBytes(const std::string& path, const std::string& bytes)
{
    std::ofstream(path, std::ios::binary | std::ios::trunc) << bytes;
}

std::string bytesOf(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

// A file of `bytes` zeros that takes no room on disk.
void makeSparseFile(const std::string& path, std::uint64_t bytes)
{
    const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    QVERIFY(fd >= 0);
    QCOMPARE(::ftruncate(fd, static_cast<off_t>(bytes)), 0);
    ::close(fd);
}

mode_t permissionsOf(const std::string& path)
{
    struct stat info { };
    return ::stat(path.c_str(), &info) == 0 ? info.st_mode & 0777 : 0;
}

// What the message of the exception `call` throws says.
template <typename Call> std::string messageOf(Call call)
{
    try {
        call();
    } catch (const std::exception& error) {
        return error.what();
    }
    return "(nothing thrown)";
}

bool contains(const std::string& text, const std::string& part)
{
    return text.find(part) != std::string::npos;
}

// Failing system calls for the writer, one at a time.
int g_failingErrno = 0;
int g_renameCalls = 0;
int g_failingRename = 0;
std::vector<bool> g_fsyncedFolders;

int failingFsync(int)
{
    errno = g_failingErrno;
    return -1;
}

int failingClose(int fd)
{
    ::close(fd);
    errno = g_failingErrno;
    return -1;
}

int renameFailingOnce(const char* from, const char* to)
{
    if (++g_renameCalls == g_failingRename) {
        errno = g_failingErrno;
        return -1;
    }
    return ::rename(from, to);
}

int recordingFsync(int fd)
{
    struct stat info { };
    ::fstat(fd, &info);
    g_fsyncedFolders.push_back(S_ISDIR(info.st_mode));
    return ::fsync(fd);
}

FileCalls callsWith(int (*fsync)(int), int (*close)(int), int (*rename)(const char*, const char*))
{
    FileCalls calls = FileCalls::system();
    if (fsync)
        calls.fsync = fsync;
    if (close)
        calls.close = close;
    if (rename)
        calls.rename = rename;
    return calls;
}

} // namespace

class TestTextFile : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    std::string path(const char* name) const { return m_dir.filePath(name).toStdString(); }

    // The writer's temporary files left in the folder.
    QStringList temporaries() const
    {
        QStringList left;
        for (const QString& name : QDir(m_dir.path()).entryList(QDir::Files | QDir::Hidden | QDir::System))
            if (name.contains(".scalescope-tmp-") || name.contains(".tmp-"))
                left.append(name);
        return left;
    }

private slots:
    void readRefusesWhatIsNotARegularFile()
    {
        // Read to the end, /dev/zero never ends: refused by what it is, before a byte is read.
        const std::string zero = messageOf([] { readTextFile("/dev/zero"); });
        QVERIFY2(contains(zero, "/dev/zero: is a character device, not a regular file"), zero.c_str());

        // Opening a FIFO would wait for a writer that never comes.
        const std::string fifo = path("fifo");
        QCOMPARE(::mkfifo(fifo.c_str(), 0644), 0);
        const std::string pipe = messageOf([&] { readTextFile(fifo); });
        QVERIFY2(contains(pipe, fifo + ": is a named pipe (FIFO), not a regular file"), pipe.c_str());

        const std::string folder = messageOf([&] { readTextFile(m_dir.path().toStdString()); });
        QVERIFY2(contains(folder, "is a folder, not a file"), folder.c_str());
        QVERIFY_THROWS_EXCEPTION(InputError, readTextFile(path("no-such-file")));
    }

    void readRefusesFilesAboveTheLimit()
    {
        const std::string small = path("small.json");
        writeBytes(small, std::string(100, 'x'));
        QCOMPARE(readTextFile(small, 100).size(), std::size_t(100));
        const std::string over = messageOf([&] { readTextFile(small, 99); });
        QVERIFY2(contains(over, small + ": is 100 bytes, more than the 99 bytes"), over.c_str());

        // One byte over the limit is refused at once, by its size, without reading it.
        const std::string huge = path("huge.json");
        makeSparseFile(huge, kMaxInputFileBytes + 1);
        const std::string message = messageOf([&] { readTextFile(huge); });
        QVERIFY2(contains(message, huge + ": is 1.0 GiB, more than the 1 GiB"), message.c_str());
        QCOMPARE(describeByteSize(kMaxInputFileBytes), std::string("1 GiB"));
        QCOMPARE(describeByteSize(1536), std::string("1.5 KiB"));
    }

    void readStopsAtTheLimitWhenTheSizeIsNotKnown()
    {
        // /proc files say they are empty; what is read still stops past the limit.
        const std::string message = messageOf([] { readTextFile("/proc/self/maps", 16); });
        QVERIFY2(contains(message, "/proc/self/maps: is more than the 16 bytes a file read by ScaleScope may have"),
            message.c_str());
        QVERIFY(!readTextFile("/proc/self/maps").empty());
    }

    void readSaysWhenMemoryRunsOut()
    {
        if (kAddressSanitizer)
            QSKIP("the address sanitizer reserves more address space than any limit leaves");
        const std::string big = path("big.json");
        makeSparseFile(big, std::uint64_t { 512 } << 20);
        std::string message;
        {
            const AddressSpaceLimit limit(std::uint64_t { 64 } << 20);
            message = messageOf([&] { readTextFile(big); });
        }
        QVERIFY2(contains(message, big + ": out of memory while reading the file (512 MiB)"), message.c_str());
    }

    void writeGoesThroughSymbolicLinks()
    {
        const std::string real = path("real.json");
        writeBytes(real, "old");
        const std::string link = path("link.json");
        QCOMPARE(::symlink("real.json", link.c_str()), 0); // relative, from the link's folder
        const std::string linkToLink = path("link2.json");
        QCOMPARE(::symlink(link.c_str(), linkToLink.c_str()), 0);
        writeFileAtomically(linkToLink, "new");
        QCOMPARE(bytesOf(real), std::string("new"));
        struct stat info { };
        QCOMPARE(::lstat(link.c_str(), &info), 0);
        QVERIFY(S_ISLNK(info.st_mode));
        QCOMPARE(::lstat(linkToLink.c_str(), &info), 0);
        QVERIFY(S_ISLNK(info.st_mode));

        // A link to nothing yet: the file it names is made.
        const std::string dangling = path("dangling.json");
        QCOMPARE(::symlink("made.json", dangling.c_str()), 0);
        writeFileAtomically(dangling, "made");
        QCOMPARE(bytesOf(path("made.json")), std::string("made"));
        QCOMPARE(::lstat(dangling.c_str(), &info), 0);
        QVERIFY(S_ISLNK(info.st_mode));

        const std::string loop = path("loop.json");
        QCOMPARE(::symlink("loop.json", loop.c_str()), 0);
        const std::string message = messageOf([&] { writeFileAtomically(loop, "x"); });
        QVERIFY2(contains(message, systemErrorText(ELOOP)), message.c_str());
        QVERIFY(temporaries().isEmpty());
    }

    void writeRefusesWhatIsNotARegularFile()
    {
        const std::string fifo = path("out.fifo");
        QCOMPARE(::mkfifo(fifo.c_str(), 0644), 0);
        const std::string pipe = messageOf([&] { writeFileAtomically(fifo, "x"); });
        QVERIFY2(contains(pipe, fifo + ": is a named pipe (FIFO), not a regular file"), pipe.c_str());
        struct stat info { };
        QCOMPARE(::lstat(fifo.c_str(), &info), 0);
        QVERIFY(S_ISFIFO(info.st_mode));

        // A device, through a link (writing /dev/full itself would replace it if this failed).
        const std::string device = path("device");
        QCOMPARE(::symlink("/dev/full", device.c_str()), 0);
        const std::string full = messageOf([&] { writeFileAtomically(device, "x"); });
        QVERIFY2(contains(full, device + ": is a character device, not a regular file"), full.c_str());
        QCOMPARE(::lstat(device.c_str(), &info), 0);
        QVERIFY(S_ISLNK(info.st_mode));

        const std::string folder = path("folder");
        QCOMPARE(::mkdir(folder.c_str(), 0755), 0);
        const std::string message = messageOf([&] { writeFileAtomically(folder, "x"); });
        QVERIFY2(contains(message, folder + ": is a folder, not a regular file"), message.c_str());
        QVERIFY(temporaries().isEmpty());
    }

    void writeKeepsThePermissions()
    {
        const std::string secret = path("secret.json");
        writeBytes(secret, "old");
        QCOMPARE(::chmod(secret.c_str(), 0600), 0);
        writeFileAtomically(secret, "new");
        QCOMPARE(permissionsOf(secret), mode_t(0600));
        QCOMPARE(::chmod(secret.c_str(), 0640), 0);
        writeFileAtomically(secret, "newer");
        QCOMPARE(permissionsOf(secret), mode_t(0640));
        QCOMPARE(bytesOf(secret), std::string("newer"));

        // A new file: what the umask leaves.
        const mode_t saved = ::umask(027);
        writeFileAtomically(path("fresh.json"), "x");
        ::umask(saved);
        QCOMPARE(permissionsOf(path("fresh.json")), mode_t(0640));
    }

    void writeRemovesTheTemporariesOfCrashedWriters()
    {
        const std::string target = path("design.json");
        // No process has this id (above any pid_max); process 1 always runs; this process is
        // writing its own; another file's are not this target's.
        const std::string dead = path(".design.json.scalescope-tmp-2147483647-0");
        const std::string living = path(".design.json.scalescope-tmp-1-0");
        const std::string own = path((".design.json.scalescope-tmp-" + std::to_string(::getpid()) + "-999").c_str());
        const std::string other = path(".other.json.scalescope-tmp-2147483647-0");
        for (const std::string& file : { dead, living, own, other })
            writeBytes(file, "left");
        writeFileAtomically(target, "new");
        QCOMPARE(bytesOf(target), std::string("new"));
        QVERIFY(!QFile::exists(QString::fromStdString(dead)));
        QVERIFY(QFile::exists(QString::fromStdString(living)));
        QVERIFY(QFile::exists(QString::fromStdString(own)));
        QVERIFY(QFile::exists(QString::fromStdString(other)));
        for (const std::string& file : { living, own, other })
            ::unlink(file.c_str());
        QVERIFY(temporaries().isEmpty());
    }

    void aFailedWriteSaysWhyAndLeavesTheFile()
    {
        const std::string target = path("kept.json");
        writeBytes(target, "old");
        // The file size limit makes write() fail with EFBIG once the temporary file reaches it.
        const auto savedSignal = std::signal(SIGXFSZ, SIG_IGN);
        rlimit saved {};
        ::getrlimit(RLIMIT_FSIZE, &saved);
        const rlimit small { 1000, saved.rlim_max };
        ::setrlimit(RLIMIT_FSIZE, &small);
        const std::string message = messageOf([&] { writeFileAtomically(target, std::string(5000, 'x')); });
        ::setrlimit(RLIMIT_FSIZE, &saved);
        std::signal(SIGXFSZ, savedSignal);
        QVERIFY2(contains(message, target + ": cannot write: " + systemErrorText(EFBIG)), message.c_str());
        QCOMPARE(bytesOf(target), std::string("old"));
        QVERIFY(temporaries().isEmpty());
    }

    void aFailedFlushOrCloseSaysItsOwnError()
    {
        const std::string target = path("flushed.json");
        writeBytes(target, "old");
        g_failingErrno = EIO;
        const std::string fsync
            = messageOf([&] { writeFileAtomically(target, "new", callsWith(failingFsync, nullptr, nullptr)); });
        QVERIFY2(contains(fsync, target + ": cannot flush to disk (fsync): " + systemErrorText(EIO)), fsync.c_str());
        QCOMPARE(bytesOf(target), std::string("old"));

        g_failingErrno = EDQUOT;
        const std::string close
            = messageOf([&] { writeFileAtomically(target, "new", callsWith(nullptr, failingClose, nullptr)); });
        QVERIFY2(contains(close, target + ": cannot close: " + systemErrorText(EDQUOT)), close.c_str());
        QCOMPARE(bytesOf(target), std::string("old"));
        QVERIFY(temporaries().isEmpty());
    }

    void theFolderIsFlushedAfterTheRename()
    {
        g_fsyncedFolders.clear();
        writeFileAtomically(path("synced.json"), "x", callsWith(recordingFsync, nullptr, nullptr));
        QCOMPARE(g_fsyncedFolders, std::vector<bool>({ false, true })); // the file, then its folder
    }

    void severalFilesAreWrittenAllOrNothing()
    {
        const std::string network = path("net.yml");
        const std::string system = path("net.system.json");
        writeBytes(network, "old network");
        writeBytes(system, "old system");

        // The second file cannot be written: the first is not replaced either.
        const auto savedSignal = std::signal(SIGXFSZ, SIG_IGN);
        rlimit saved {};
        ::getrlimit(RLIMIT_FSIZE, &saved);
        const rlimit small { 1000, saved.rlim_max };
        ::setrlimit(RLIMIT_FSIZE, &small);
        const std::string tooBig = messageOf([&] {
            writeFilesAtomically({ { system, "new system" }, { network, std::string(5000, 'x') } });
        });
        ::setrlimit(RLIMIT_FSIZE, &saved);
        std::signal(SIGXFSZ, savedSignal);
        QVERIFY2(contains(tooBig, network + ": cannot write"), tooBig.c_str());
        QCOMPARE(bytesOf(system), std::string("old system"));
        QCOMPARE(bytesOf(network), std::string("old network"));
        QVERIFY(temporaries().isEmpty());

        // The second rename fails: the first file gets its old contents back, and a file that
        // was not there before is not left behind.
        const std::string extra = path("extra.json");
        g_renameCalls = 0;
        g_failingRename = 3;
        g_failingErrno = EXDEV;
        const std::string renamed = messageOf([&] {
            writeFilesAtomically({ { system, "new system" }, { extra, "new extra" }, { network, "new network" } },
                callsWith(nullptr, nullptr, renameFailingOnce));
        });
        QVERIFY2(contains(renamed, network + ": cannot replace the file"), renamed.c_str());
        QVERIFY2(contains(renamed, systemErrorText(EXDEV)), renamed.c_str());
        QCOMPARE(bytesOf(system), std::string("old system"));
        QCOMPARE(bytesOf(network), std::string("old network"));
        QVERIFY(!QFile::exists(QString::fromStdString(extra)));
        QVERIFY(temporaries().isEmpty());

        writeFilesAtomically({ { system, "new system" }, { network, "new network" } });
        QCOMPARE(bytesOf(system), std::string("new system"));
        QCOMPARE(bytesOf(network), std::string("new network"));
        QVERIFY(temporaries().isEmpty());
    }

    void sameFilesAreFoundThroughLinks()
    {
        const std::string file = path("same.json");
        writeBytes(file, "x");
        const std::string soft = path("same-soft.json");
        const std::string hard = path("same-hard.json");
        QCOMPARE(::symlink(file.c_str(), soft.c_str()), 0);
        QCOMPARE(::link(file.c_str(), hard.c_str()), 0);
        QVERIFY(isSameFile(file, file));
        QVERIFY(isSameFile(file, soft));
        QVERIFY(isSameFile(hard, soft));
        QVERIFY(isSameFile(m_dir.filePath("./same.json").toStdString(), file));
        writeBytes(path("other.json"), "x");
        QVERIFY(!isSameFile(file, path("other.json")));
        QVERIFY(!isSameFile(file, path("missing.json")));
    }
};

QTEST_GUILESS_MAIN(TestTextFile)
#include "tst_textfile.moc"

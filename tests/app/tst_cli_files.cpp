// The command line's files, as a user runs it: what it refuses to read (devices, FIFOs, folders,
// files above the limit), memory running out said as such, an output that would destroy one of
// the command's inputs refused, `-o -` to standard output, and files written whole or not at all.
#include "CliFixtures.h"
#include "../MemoryLimit.h"

#include <QtTest>

#include <QJsonDocument>
#include <QJsonObject>

#include <fcntl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

namespace {

constexpr qint64 kGiB = qint64(1) << 30;

// The program with its address space limited, so that a large allocation fails in it.
Run scalescopeWithMemory(const QStringList& args, qint64 addressSpaceBytes)
{
    QProcess process;
    process.setChildProcessModifier([addressSpaceBytes] {
        const rlimit limit { rlim_t(addressSpaceBytes), rlim_t(addressSpaceBytes) };
        ::setrlimit(RLIMIT_AS, &limit);
    });
    process.start(SCALESCOPE_BINARY, args);
    if (!process.waitForFinished(120000))
        return {};
    return { process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
        QString::fromUtf8(process.readAllStandardOutput()), QString::fromUtf8(process.readAllStandardError()) };
}

// Standard output's raw bytes (a PNG is not UTF-8); only the desktop build draws PNGs.
[[maybe_unused]] QByteArray standardOutputOf(const QStringList& args)
{
    QProcess process;
    process.start(SCALESCOPE_BINARY, args);
    process.waitForFinished(120000);
    return process.exitCode() == 0 ? process.readAllStandardOutput() : QByteArray();
}

bool makeSparseFile(const QString& path, qint64 bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.resize(bytes);
}

} // namespace

class TestCliFiles : public CliTestCase {
    Q_OBJECT
private:
    QString m_design;

    void writeText(const QString& file, const QByteArray& bytes)
    {
        QFile out(file);
        QVERIFY(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
        out.write(bytes);
    }

private slots:
    void initTestCase()
    {
        m_design = path("d.json");
        QCOMPARE(scalescope({ "new", "--preset", "dgx-h100", "--nodes", "2", "-o", m_design }).exitCode, 0);
    }

    void devicesFifosAndFoldersAreNotRead()
    {
        // Before, `info /dev/zero` read 8 GB and a FIFO waited for ever for a writer.
        const Run zero = scalescope({ "info", "/dev/zero" });
        QCOMPARE(zero.exitCode, 1);
        QVERIFY2(zero.err.contains("/dev/zero: is a character device, not a regular file"), qPrintable(zero.err));

        const QString fifo = path("design.fifo");
        QCOMPARE(::mkfifo(fifo.toLocal8Bit().constData(), 0644), 0);
        const Run pipe = scalescope({ "validate", fifo });
        QCOMPARE(pipe.exitCode, 1);
        QVERIFY2(pipe.err.contains(fifo + ": is a named pipe (FIFO), not a regular file"), qPrintable(pipe.err));
        const Run imported = scalescope({ "import", fifo, "-o", path("from-fifo.json") });
        QCOMPARE(imported.exitCode, 1);
        QVERIFY2(imported.err.contains(fifo + ": is a named pipe (FIFO)"), qPrintable(imported.err));

        const Run folder = scalescope({ "info", m_dir.path() });
        QCOMPARE(folder.exitCode, 1);
        QVERIFY2(folder.err.contains("is a folder, not a file"), qPrintable(folder.err));

        // A catalog file is read the same way, before any command.
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert("SCALESCOPE_CATALOG", "/dev/zero");
        const Run catalog = scalescope({ "presets" }, environment);
        QCOMPARE(catalog.exitCode, 1);
        QVERIFY2(catalog.err.contains("/dev/zero: is a character device"), qPrintable(catalog.err));
    }

    void filesAboveTheLimitAreNotRead()
    {
        // Before, a gigabyte of zeros was read and parsed, to fail as a syntax error at 1:1.
        const QString huge = path("huge.scalescope.json");
        QVERIFY(makeSparseFile(huge, kGiB + 1));
        const Run info = scalescope({ "info", huge });
        QCOMPARE(info.exitCode, 1);
        QVERIFY2(info.err.contains(huge + ": is 1.0 GiB, more than the 1 GiB a file read by ScaleScope may have"),
            qPrintable(info.err));
        const Run imported = scalescope({ "import", huge, "--from", "ibnetdiscover", "-o", path("huge-import.json") });
        QCOMPARE(imported.exitCode, 1);
        QVERIFY2(imported.err.contains(huge + ": is 1.0 GiB, more than"), qPrintable(imported.err));
    }

    void runningOutOfMemoryIsSaidAsSuch()
    {
        if (kAddressSanitizer)
            QSKIP("the address sanitizer reserves more address space than any limit leaves");
        // 900 MiB is under the size limit, but not in a 700 MiB address space.
        const QString big = path("big.scalescope.json");
        QVERIFY(makeSparseFile(big, 900 << 20));
        const Run reading = scalescopeWithMemory({ "info", big }, 700 << 20);
        QCOMPARE(reading.exitCode, 1);
        QVERIFY2(
            reading.err.contains(big + ": out of memory while reading the file (900 MiB)"), qPrintable(reading.err));

        // Anywhere else in a command: 131,072 GPUs spelled out need gigabytes.
        const Run building = scalescopeWithMemory(
            { "new", "--preset", "dgx-h100", "--nodes", "16384", "--expand", "-o", path("big-expanded.json") },
            700 << 20);
        QCOMPARE(building.exitCode, 1);
        QVERIFY2(building.err.contains("scalescope: out of memory while running \"new --preset dgx-h100 --nodes 16384"),
            qPrintable(building.err));
        QVERIFY(!QFile::exists(path("big-expanded.json")));
    }

    void anOutputThatIsAnInputIsRefused_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("option");
        QTest::newRow("export dot") << QStringList { "export", "D", "--format", "dot", "-o", "D" } << "-o";
        QTest::newRow("export drawio") << QStringList { "export", "D", "--format", "drawio", "--output", "D" } << "-o";
        QTest::newRow("export nccl-xml") << QStringList { "export", "D", "--format", "nccl-xml", "-o", "D" } << "-o";
        QTest::newRow("export astra-sim") << QStringList { "export", "D", "--format", "astra-sim", "-o", "D" } << "-o";
        QTest::newRow("simulate --links") << QStringList { "simulate", "D", "--collective", "all_reduce", "--size",
            "1M", "--fidelity", "flow", "--links", "D" }
                                          << "--links";
    }

    void anOutputThatIsAnInputIsRefused()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, option);
        const QByteArray before = readAll(m_design);
        QVERIFY(!before.isEmpty());
        // The design itself, a symbolic link to it and a hard link to it.
        const QString soft = path("soft-link.json");
        const QString hard = path("hard-link.json");
        QFile::remove(soft);
        QFile::remove(hard);
        QVERIFY(QFile::link(m_design, soft));
        QCOMPARE(::link(m_design.toLocal8Bit().constData(), hard.toLocal8Bit().constData()), 0);
        for (const QString& output : { m_design, soft, hard }) {
            QStringList run = args;
            run.replace(1, m_design);
            run.replace(run.size() - 1, output);
            const Run refused = scalescope(run);
            QCOMPARE(refused.exitCode, 2);
            QVERIFY2(refused.err.contains(" " + output + " is the same file as the input " + m_design),
                qPrintable(refused.err));
            QVERIFY2(refused.err.contains(option), qPrintable(refused.err));
            QCOMPARE(readAll(m_design), before);
        }
    }

    void anImportOverItsInputIsRefused()
    {
        const QString dump = path("fabric.ibnetdiscover");
        QVERIFY(QFile::copy(QString(SCALESCOPE_TEST_DATA) + "/import/tiers.ibnetdiscover", dump));
        const QByteArray before = readAll(dump);
        const Run refused = scalescope({ "import", dump, "-o", dump });
        QCOMPARE(refused.exitCode, 2);
        QVERIFY2(
            refused.err.contains("-o " + dump + " is the same file as the input " + dump), qPrintable(refused.err));
        QCOMPARE(readAll(dump), before);
    }

    void anAstraSimSystemFileOverTheDesignIsRefused()
    {
        // "-o net.yml" writes net.system.json beside it, which here is the design.
        const QString design = path("net.system.json");
        QVERIFY(QFile::copy(m_design, design));
        const QByteArray before = readAll(design);
        const Run refused = scalescope({ "export", design, "--format", "astra-sim", "-o", path("net.yml") });
        QCOMPARE(refused.exitCode, 2);
        QVERIFY2(refused.err.contains("is the same file as the input " + design), qPrintable(refused.err));
        QCOMPARE(readAll(design), before);
        QVERIFY(!QFile::exists(path("net.yml")));
    }

    void standardOutputTakesOneFileFormats()
    {
        const Run design = scalescope({ "new", "--preset", "dgx-h100", "-o", "-" });
        QCOMPARE(design.exitCode, 0);
        QCOMPARE(QJsonDocument::fromJson(design.out.toUtf8()).object().value("format").toString(), "scalescope");
        QVERIFY2(design.err.contains("wrote standard output"), qPrintable(design.err));
        QVERIFY(!QFile::exists(path("-")) && !QFile::exists("-"));

        const Run dot = scalescope({ "export", m_design, "--format", "dot", "-o", "-" });
        QCOMPARE(dot.exitCode, 0);
        QVERIFY(dot.out.startsWith("graph "));
        QVERIFY(!dot.out.contains("wrote"));
        const Run drawio = scalescope({ "export", m_design, "--format", "drawio", "-o", "-" });
        QCOMPARE(drawio.exitCode, 0);
        QVERIFY(drawio.out.startsWith("<mxfile"));
        const Run nccl = scalescope({ "export", m_design, "--format", "nccl-xml", "-o", "-" });
        QCOMPARE(nccl.exitCode, 0);
        QVERIFY(nccl.out.contains("<system"));
        QVERIFY2(nccl.err.contains("wrote standard output (node0)"), qPrintable(nccl.err));

        const Run imported
            = scalescope({ "import", QString(SCALESCOPE_TEST_DATA) + "/import/tiers.ibnetdiscover", "-o", "-" });
        QCOMPARE(imported.exitCode, 0);
        QCOMPARE(QJsonDocument::fromJson(imported.out.toUtf8()).object().value("format").toString(), "scalescope");
        QVERIFY2(imported.err.contains("wrote standard output"), qPrintable(imported.err));
#ifdef SCALESCOPE_WITH_GUI
        const Run svg = scalescope({ "export", m_design, "--format", "svg", "-o", "-" });
        QCOMPARE(svg.exitCode, 0);
        QVERIFY(svg.out.contains("<svg"));
        // Binary to a pipe (this one); a terminal is refused.
        QVERIFY(standardOutputOf({ "export", m_design, "--format", "png", "--dpi", "20", "-o", "-" })
                    .startsWith("\x89PNG\r\n\x1a\n"));
#endif
    }

    void standardOutputRefusesWhatIsNotOneFile()
    {
        const Run astra = scalescope({ "export", m_design, "--format", "astra-sim", "-o", "-" });
        QCOMPARE(astra.exitCode, 2);
        QVERIFY2(astra.err.contains("--format astra-sim writes two files"), qPrintable(astra.err));
        const Run links = scalescope({ "simulate", m_design, "--collective", "all_reduce", "--size", "1M", "--fidelity",
            "flow", "--links", "-" });
        QCOMPARE(links.exitCode, 2);
        QVERIFY2(links.err.contains("--links takes a file"), qPrintable(links.err));
    }

    void anOutputThatIsNotARegularFileIsLeftAlone()
    {
        // Before, the FIFO was replaced by a file.
        const QString fifo = path("out.fifo");
        QCOMPARE(::mkfifo(fifo.toLocal8Bit().constData(), 0644), 0);
        const Run refused = scalescope({ "export", m_design, "--format", "dot", "-o", fifo });
        QCOMPARE(refused.exitCode, 1);
        QVERIFY2(refused.err.contains(fifo + ": is a named pipe (FIFO), not a regular file"), qPrintable(refused.err));
        struct stat info { };
        QCOMPARE(::lstat(fifo.toLocal8Bit().constData(), &info), 0);
        QVERIFY(S_ISFIFO(info.st_mode));
    }

    void anAstraSimExportIsWrittenWholeOrNotAtAll()
    {
        // The network file cannot be written (a folder is in its place): the system file beside
        // it keeps what it held. Before, the system file was written first, and stayed.
        const QString network = path("fabric.yml");
        const QString system = path("fabric.system.json");
        QVERIFY(QDir().mkpath(network));
        writeText(system, "old system");
        const Run failed = scalescope({ "export", m_design, "--format", "astra-sim", "-o", network });
        QCOMPARE(failed.exitCode, 1);
        QVERIFY2(failed.err.contains(network + ": is a folder, not a regular file"), qPrintable(failed.err));
        QCOMPARE(readAll(system), QByteArray("old system"));

        QVERIFY(QDir(network).removeRecursively());
        const Run written = scalescope({ "export", m_design, "--format", "astra-sim", "-o", network });
        QCOMPARE(written.exitCode, 0);
        QVERIFY(readAll(system).startsWith("{"));
        QVERIFY(!readAll(network).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestCliFiles)
#include "tst_cli_files.moc"

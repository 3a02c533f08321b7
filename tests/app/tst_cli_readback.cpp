// The command line on input built to break it, as a user runs it: deep nesting in a design and in
// a catalog file, huge values, keys given twice, names with control characters; every one an
// exit code of 1 and a short message naming the file and the place, and nothing written that a
// later command would refuse.
#include "CliFixtures.h"

#include <QtTest>

#include <QFile>
#include <QProcessEnvironment>

namespace {

QByteArray deepArray(int depth)
{
    return QByteArray(depth, '[') + QByteArray(depth, ']');
}

QString brokenFile(const char* name)
{
    return QString(SCALESCOPE_TEST_DATA) + "/broken/" + name;
}

void writeFile(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QCOMPARE(file.write(bytes), bytes.size());
}

bool hasControlCharacter(const QString& text)
{
    for (const QChar c : text)
        if ((c.unicode() < 0x20 && c != '\n') || (c.unicode() >= 0x7f && c.unicode() <= 0x9f)
            || (c.unicode() >= 0x202a && c.unicode() <= 0x202e) || (c.unicode() >= 0x2066 && c.unicode() <= 0x2069))
            return true;
    return false;
}

} // namespace

class TestCliReadBack : public CliTestCase {
    Q_OBJECT
private slots:
    void deepNestingIsAnErrorNotACrash_data()
    {
        QTest::addColumn<QString>("command");
        QTest::newRow("validate") << "validate";
        QTest::newRow("info") << "info";
    }
    void deepNestingIsAnErrorNotACrash()
    {
        // About 50,000 levels in a numeric field (a 100 KB file) crashed with a stack overflow.
        QFETCH(QString, command);
        const QString file = path("deep.scalescope.json");
        writeFile(file,
            "{\"format\": \"scalescope\", \"version\": 1, \"nodes\": [{\"name\": \"a\", \"kind\": \"gpu\", \"ports\": "
                + deepArray(50000) + "}]}");
        const Run run = scalescope({ command, file });
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.startsWith(file + ":1:"), qPrintable(run.err));
        QVERIFY2(run.err.contains("nested more than 64 levels deep"), qPrintable(run.err));
        QVERIFY2(run.err.size() < 300, qPrintable(run.err));
    }

    void deepCatalogStopsEveryCommandWithAMessage()
    {
        // Through SCALESCOPE_CATALOG every command crashed, presets included.
        const QString catalog = path("deep-catalog.json");
        writeFile(catalog, deepArray(50000));
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert("SCALESCOPE_CATALOG", catalog);
        const Run run = scalescope({ "presets" }, environment);
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(catalog + ":1:65: nested more than 64 levels deep"), qPrintable(run.err));
        QVERIFY2(run.err.size() < 300, qPrintable(run.err));
    }

    void hugeValuesGiveShortMessages()
    {
        // A 5,000,000-element array gave a 39 MB message.
        QByteArray array = "[1";
        array.reserve(10'000'010);
        for (int i = 1; i < 5'000'000; ++i)
            array += ",1";
        array += ']';
        const QString file = path("big.scalescope.json");
        writeFile(file,
            "{\"format\": \"scalescope\", \"version\": 1, \"nodes\": [{\"name\": \"a\", \"kind\": \"gpu\", \"ports\": "
                + array + "}]}");
        const Run run = scalescope({ "validate", file });
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains("/nodes/0/ports: expected an integer, found an array of 5000000 elements"),
            qPrintable(run.err.left(300)));
        QVERIFY2(run.err.size() < 300, qPrintable(run.err.left(300)));
    }

    void duplicateKeysAreRefused()
    {
        const Run run = scalescope({ "validate", brokenFile("duplicate-key.json") });
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains("duplicate-key.json:5:"), qPrintable(run.err));
        QVERIFY2(run.err.contains("duplicate key \"name\" in the object at /nodes/0"), qPrintable(run.err));
    }

    void controlCharactersNeverReachTheTerminal_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("expected");
        QTest::newRow("escape") << "name-with-escape.json"
                                << "\"gpu\\u001b[2J\" contains the control character U+001B";
        QTest::newRow("NUL") << "name-with-nul.json"
                             << "contains the control character U+0000";
        QTest::newRow("bidi") << "name-with-bidi-override.json"
                              << "contains the control character U+202E";
    }
    void controlCharactersNeverReachTheTerminal()
    {
        // `info` wrote a file's raw terminal escapes.
        QFETCH(QString, file);
        QFETCH(QString, expected);
        for (const char* command : { "info", "validate" }) {
            const Run run = scalescope({ command, brokenFile(file.toLatin1().constData()) });
            QCOMPARE(run.exitCode, 1);
            QVERIFY2(run.err.contains(expected), qPrintable(run.err));
            QVERIFY2(!hasControlCharacter(run.out + run.err), qPrintable(run.err));
        }
    }

    void aNameThatWouldNotReadBackIsNotWritten()
    {
        const QString out = path("escape.scalescope.json");
        const Run run = scalescope({ "new", "--preset", "dgx-h100", "--name", "lab\x1b[31m", "-o", out });
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(out
                     + ": would write a file that does not read back: /name: \"lab\\u001b[31m\" "
                       "contains the control character U+001B"),
            qPrintable(run.err));
        QVERIFY(!hasControlCharacter(run.err));
        QVERIFY(!QFile::exists(out));
        const Run toStandardOutput = scalescope({ "new", "--preset", "dgx-h100", "--name", "lab\x1b[31m", "-o", "-" });
        QCOMPARE(toStandardOutput.exitCode, 1);
        QVERIFY2(toStandardOutput.err.contains("standard output: would write a file that does not read back: /name:"),
            qPrintable(toStandardOutput.err));
        QVERIFY(toStandardOutput.out.isEmpty());
        // The same with a name that can be read back is written, and validates.
        QCOMPARE(scalescope({ "new", "--preset", "dgx-h100", "--name", "lab \u00e9", "-o", out }).exitCode, 0);
        QCOMPARE(scalescope({ "validate", out }).exitCode, 0);
    }

    void anImportThatWouldNotReadBackWritesNothing()
    {
        // Node ids S-0 and H-0 carry GUID 0, which no design file can hold.
        const QString out = path("zero.scalescope.json");
        const Run run
            = scalescope({ "import", QString(SCALESCOPE_TEST_DATA) + "/import/node-id-zero.ibnetdiscover", "-o", out });
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains("node-id-zero.ibnetdiscover:9:"), qPrintable(run.err));
        QVERIFY2(run.err.contains("GUID 0 is reserved as invalid"), qPrintable(run.err));
        QVERIFY(!QFile::exists(out));
        // A name given on the command line is checked before anything is written.
        const Run named = scalescope({ "import", QString(SCALESCOPE_TEST_DATA) + "/import/tiers.ibnetdiscover",
            "--name", "fabric\u202e", "-o", out });
        QCOMPARE(named.exitCode, 1);
        QVERIFY2(named.err.contains("would write a file that does not read back"), qPrintable(named.err));
        QVERIFY(!QFile::exists(out));
    }

    void absurdRatesAreRefusedAtReadTime()
    {
        // "1e308GB/s" was read as infinity and written back as "infGB/s".
        const Run run = scalescope({ "validate", brokenFile("absurd-bandwidth.json") });
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains("/links/0/bandwidth: must be from 1 Mb/s to 1 PB/s, found \"1e308GB/s\""),
            qPrintable(run.err));
        for (const char* rate : { "1e308GB/s", "1e300Gb/s" }) {
            const Run nic = scalescope({ "new", "--preset", "dgx-h100", "--nic", rate, "-o", path("nic.json") });
            QCOMPARE(nic.exitCode, 2);
            QVERIFY(!QFile::exists(path("nic.json")));
        }
    }
};

QTEST_GUILESS_MAIN(TestCliReadBack)
#include "tst_cli_readback.moc"

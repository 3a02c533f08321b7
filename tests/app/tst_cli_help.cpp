// Every command the program knows answers --help and -h with its own usage, and the manual page
// is made from the same text: each command's section, its options, no roff warnings.
#include "CliFixtures.h"

#include "CliHelpFacts.h"

#include <QStandardPaths>
#include <QtTest>

namespace {

// Words separated by single spaces, so that text wrapped differently compares equal.
QString words(const QString& s)
{
    return s.simplified();
}

// The manual page's text as a reader sees it: requests dropped, escapes undone.
QString unroff(const QString& roff)
{
    QStringList lines;
    for (const QString& line : roff.split('\n'))
        if (!line.startsWith('.'))
            lines << line;
    QString plain = lines.join('\n');
    plain.replace("\\ ", " ")
        .replace("\\-", "-")
        .replace("\\fB", "")
        .replace("\\fR", "")
        .replace("\\&", "")
        .replace("\\e", "\\");
    return words(plain);
}

} // namespace

class TestCliHelp : public CliTestCase {
    Q_OBJECT
private slots:
    void everyCommandAnswersHelp_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QString>("option");
        for (const QString& name : cliCommandNames())
            for (const char* option : { "--help", "-h" })
                QTest::newRow(qPrintable(name + " " + option)) << name << option;
    }

    // Before: `scalescope new --help` said "unknown option --help" and exited 2.
    void everyCommandAnswersHelp()
    {
        QFETCH(QString, command);
        QFETCH(QString, option);
        const Run run = scalescope({ command, option });
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.err, QString());
        QVERIFY2(run.out.startsWith("Usage: scalescope " + command), qPrintable(run.out.left(200)));
        const HelpFacts help = cliCommandHelp(command);
        QCOMPARE(help.name, command);
        QVERIFY(!help.summary.isEmpty() && !help.description.isEmpty());
        QVERIFY(words(run.out).contains(words(help.description)));
        for (const QString& spec : help.optionSpecs)
            QVERIFY2(run.out.contains(spec), qPrintable(spec));
        QVERIFY(run.out.contains("Exit codes: 0 success"));
    }

    void helpWinsOverTheRestOfTheCommand()
    {
        const QString output = path("never-written.scalescope.json");
        const Run run = scalescope({ "new", "--preset", "dgx-h100", "--help", "-o", output });
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.startsWith("Usage: scalescope new --preset NAME"));
        QVERIFY(run.out.contains("--oversubscription R")); // new takes the fabric options
        QVERIFY(!QFile::exists(output));
        // gui-bench is the desktop program's: its help needs no window.
        const Run bench = scalescope({ "gui-bench", "-h" });
        QCOMPARE(bench.exitCode, 0);
        QVERIFY(bench.out.startsWith("Usage: scalescope gui-bench FILE"));
    }

    void helpCommandGivesTheSameText()
    {
        QCOMPARE(scalescope({ "help", "simulate" }).out, scalescope({ "simulate", "--help" }).out);
        QCOMPARE(scalescope({ "help" }).out, scalescope({ "--help" }).out);
        const Run unknown = scalescope({ "help", "simulat" });
        QCOMPARE(unknown.exitCode, 2);
        QVERIFY(unknown.err.contains("unknown command \"simulat\""));
    }

    void overviewListsEveryCommand()
    {
        const Run run = scalescope({ "--help" });
        QCOMPARE(run.exitCode, 0);
        for (const QString& name : cliCommandNames())
            QVERIFY2(run.out.contains("\n  scalescope " + name), qPrintable(name));
        QVERIFY(run.out.contains("--select NAME")); // the desktop program's options
        QVERIFY(run.out.contains("--ib-switch MODEL"));
    }

    void aUsageErrorPointsAtTheCommandsHelp()
    {
        const Run run = scalescope({ "new", "--bogus" });
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains("unknown option --bogus\nTry 'scalescope new --help'."), qPrintable(run.err));
    }

    void manPageHasEveryCommandAndOption()
    {
        const Run run = scalescope({ "man" });
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.startsWith(".TH SCALESCOPE 1 "));
        for (const char* section : { ".SH NAME\n", ".SH SYNOPSIS\n", ".SH DESCRIPTION\n", ".SH COMMANDS\n",
                 ".SH DESKTOP OPTIONS\n", ".SH FABRIC OPTIONS\n", ".SH ENVIRONMENT\n", ".SH EXIT CODES\n" })
            QVERIFY2(run.out.contains(section), section);
        const QString plain = unroff(run.out);
        for (const HelpFacts& help : cliCommandHelps()) {
            QVERIFY2(cliCommandNames().contains(help.name), qPrintable(help.name + " has help but is no command"));
            QVERIFY2(run.out.contains(".SS " + cliRoffEscape(help.name) + "\n"), qPrintable(help.name));
            QVERIFY2(plain.contains(words(help.description)), qPrintable(help.name));
            for (const QString& option : help.options)
                QVERIFY2(plain.contains(words(option)), qPrintable(option));
        }
        for (const QString& option : cliFabricOptions())
            QVERIFY2(plain.contains(words(option)), qPrintable(option));
    }

    void roffEscapesWhatWouldBeARequest()
    {
        QCOMPARE(cliRoffEscape(".SH x\n'y\\z --a"), QString("\\&.SH x\n\\&'y\\ez \\-\\-a"));
    }

    void builtManPageIsTheProgramsOwn()
    {
        const QByteArray built = readAll(SCALESCOPE_MAN_PAGE);
        QVERIFY2(!built.isEmpty(), SCALESCOPE_MAN_PAGE);
        QCOMPARE(built, scalescope({ "man" }).out.toUtf8());
    }

    void manPageFormatsWithoutWarnings()
    {
        const QString groff = QStandardPaths::findExecutable("groff");
        if (groff.isEmpty())
            QSKIP("groff is not installed (packaging/setup-debian.sh installs it)");
        QProcess process;
        process.start(groff, { "-man", "-Tutf8", "-ww", "-z", SCALESCOPE_MAN_PAGE });
        QVERIFY(process.waitForFinished(60000));
        QCOMPARE(process.exitCode(), 0);
        QCOMPARE(QString::fromUtf8(process.readAllStandardError()), QString());
    }
};

QTEST_GUILESS_MAIN(TestCliHelp)
#include "tst_cli_help.moc"

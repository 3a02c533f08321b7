// The command line speaks the locale's language: `scalescope --help`, each command's help and
// the command line's own errors in Simplified Chinese under zh_CN, in English under C and en_*,
// chosen as gettext chooses (LC_ALL, LC_MESSAGES, LANG, then LANGUAGE); Chinese help wrapped by
// the columns a terminal gives its characters; the manual page in English whatever the locale.
#include "CliFixtures.h"

#include "CliLocaleFacts.h"

#include <QtTest>

#include <map>

namespace {

// The environment with the locale variables set as given, every other one unset.
QProcessEnvironment localeEnvironment(const std::map<QString, QString>& variables)
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    for (const char* name : { "LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG" })
        environment.remove(name);
    for (const auto& [name, value] : variables)
        environment.insert(name, value);
    return environment;
}

QProcessEnvironment chinese()
{
    return localeEnvironment({ { "LANG", "zh_CN.UTF-8" } });
}

// Columns on a terminal, counted here apart from the program's own count: CJK ideographs,
// their punctuation and fullwidth forms take two.
int terminalColumns(const QString& line)
{
    int columns = 0;
    for (const uint c : line.toUcs4()) {
        const bool wide = (c >= 0x2E80 && c <= 0x303E) || (c >= 0x3041 && c <= 0x9FFF) || (c >= 0xFF00 && c <= 0xFF60);
        columns += wide ? 2 : 1;
    }
    return columns;
}

bool hasChinese(const QString& text)
{
    for (const uint c : text.toUcs4())
        if (c >= 0x4E00 && c <= 0x9FFF)
            return true;
    return false;
}

} // namespace

class TestCliLocale : public CliTestCase {
    Q_OBJECT
private slots:
    void helpFollowsTheLocale_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("overview") << QStringList { "--help" };
        for (const char* command : { "simulate", "train", "bom", "compare", "impact", "export" })
            QTest::newRow(command) << QStringList { command, "--help" };
    }

    // Every line of the Chinese help within 100 columns, no character cut in two, the option
    // names as they are typed.
    void helpFollowsTheLocale()
    {
        QFETCH(QStringList, args);
        const Run run = scalescope(args, chinese());
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(hasChinese(run.out), qPrintable(run.out.left(300)));
        QVERIFY2(run.out.startsWith(args.size() == 1 ? "ScaleScope：" : "用法：scalescope " + args.front()),
            qPrintable(run.out.left(200)));
        QVERIFY(!run.out.contains(QChar(0xFFFD)));
        QVERIFY(run.out.contains("退出码：0 成功"));
        for (const QString& line : run.out.split('\n'))
            QVERIFY2(terminalColumns(line) <= 100, qPrintable(line));
        const Run english = scalescope(args, localeEnvironment({ { "LANG", "C.UTF-8" } }));
        QVERIFY(english.out.contains("Exit codes: 0 success"));
        QVERIFY(!hasChinese(english.out));
        // The same options, named the same way, in both.
        static const QRegularExpression option("^  (-[-a-z]+)", QRegularExpression::MultilineOption);
        QStringList englishOptions, chineseOptions;
        for (auto it = option.globalMatch(english.out); it.hasNext();)
            englishOptions << it.next().captured(1);
        for (auto it = option.globalMatch(run.out); it.hasNext();)
            chineseOptions << it.next().captured(1);
        QVERIFY(!englishOptions.isEmpty());
        QCOMPARE(chineseOptions, englishOptions);
    }

    void anErrorFollowsTheLocale()
    {
        const Run run = scalescope({ "simulate", "--preset", "dgx-h100", "--bogus" }, chinese());
        QCOMPARE(run.exitCode, 2);
        QCOMPARE(run.err, QString("scalescope: 未知选项 --bogus\n运行 'scalescope simulate --help' 查看用法。\n"));
        const Run value
            = scalescope({ "new", "--preset", "dgx-h100", "--nodes", "many", "-o", path("x.json") }, chinese());
        QCOMPARE(value.exitCode, 2);
        QVERIFY2(value.err.contains("--nodes 的取值须为 1 到 "), qPrintable(value.err));
        QVERIFY(value.err.contains("而不是 \"many\""));
        const Run command = scalescope({ "frobnicate" }, chinese());
        QCOMPARE(command.exitCode, 2);
        QVERIFY2(command.err.startsWith("scalescope: 未知命令 \"frobnicate\"\n"), qPrintable(command.err));
    }

    // The core's messages (a training job's shape, a design file's meaning, a failure mark) too: in
    // Chinese under zh_CN, the figures and the file's position kept, the same in English as before.
    void aMessageOfTheCoreFollowsTheLocale_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("english");
        QTest::addColumn<QString>("inChineseText");
        const QString design = path("meaning.json");
        QFile file(design);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"format": "scalescope-design", "version": 1})");
        file.close();
        const QStringList train { "train", "--preset", "dgx-h100", "--nodes", "2", "--model", "llama3-70b", "--tp",
            "3" };
        const QStringList fail { "simulate", "--preset", "dgx-h100", "--nodes", "2", "--collective", "all_reduce",
            "--size", "1G", "--fail", "dgx0-gpu0" };
        const QString notADesign = QStringLiteral(": /format: 应为 \"scalescope\"，实际为 \"scalescope-design\"");
        QTest::newRow("train --tp 3") << train
                                      << "tensor parallel 3 does not divide the 64 attention heads of Llama 3 70B"
                                      << QStringLiteral("张量并行 3 不能整除 Llama 3 70B 的 64 个注意力头");
        QTest::newRow("a design file") << QStringList { "info", design }
                                       << design + ": /format: expected \"scalescope\", found \"scalescope-design\""
                                       << design + notADesign;
        QTest::newRow("--fail") << fail << "\"dgx0-gpu0\" names no device, group or link of the design"
                                << QStringLiteral("\"dgx0-gpu0\" 不是设计中的设备、组或链路");
        // The JSON reader's and the system's own reasons were English inside a Chinese message:
        // "语法错误：syntax error while parsing object - unexpected string literal; expected '}'".
        const QString broken = QString(SCALESCOPE_TEST_DATA) + "/broken/syntax-missing-comma.json";
        QTest::newRow("a syntax error") << QStringList { "validate", broken }
                                        << broken + ":3:11: syntax error in an object: a string where '}' should be"
                                        << broken + QStringLiteral(":3:11: 对象中有语法错误：此处应为 '}'，却是字符串");
        const QString yaml = path("unclosed.yml");
        QFile yamlFile(yaml);
        QVERIFY(yamlFile.open(QIODevice::WriteOnly));
        yamlFile.write("topology: [ Ring\nnpus_count: [8]\n");
        yamlFile.close();
        QTest::newRow("a YAML syntax error") << QStringList { "import", yaml, "-o", path("unclosed.scalescope.json") }
                                             << yaml + ":2:11: not valid YAML: a '[' list without its ']'"
                                             << yaml + QStringLiteral(":2:11: 不是有效的 YAML：缺少 ']' 的 '[' 列表");
        const QString missing = path("missing.scalescope.json");
        QTest::newRow("no such file") << QStringList { "validate", missing }
                                      << missing + ": cannot open: no such file or folder"
                                      << missing + QStringLiteral(": 无法打开：没有这个文件或文件夹");
    }

    void aMessageOfTheCoreFollowsTheLocale()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, english);
        QFETCH(QString, inChineseText);
        const Run inEnglish = scalescope(args, localeEnvironment({ { "LANG", "C.UTF-8" } }));
        QVERIFY(inEnglish.exitCode != 0);
        QVERIFY2(inEnglish.err.contains(english), qPrintable(inEnglish.err));
        QVERIFY2(!hasChinese(inEnglish.err), qPrintable(inEnglish.err));
        const Run inChinese = scalescope(args, chinese());
        QCOMPARE(inChinese.exitCode, inEnglish.exitCode);
        QVERIFY2(inChinese.err.contains(inChineseText), qPrintable(inChinese.err));
    }

    // A report, its labels the command line's and its explanations the core's: all in Chinese, the
    // values in one column whatever the labels' widths (a Chinese character takes two).
    void aReportFollowsTheLocale()
    {
        const QStringList args { "simulate", "--preset", "dgx-h100", "--nodes", "4", "--collective", "all_reduce",
            "--size", "1G", "--explain" };
        const Run english = scalescope(args, localeEnvironment({ { "LANG", "C.UTF-8" } }));
        QCOMPARE(english.exitCode, 0);
        QVERIFY2(english.out.contains("\n  time        "), qPrintable(english.out));
        QVERIFY(english.out.contains("      NCCL builds 8 search channels"));
        QVERIFY(!hasChinese(english.out));
        const Run run = scalescope(args, chinese());
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains(QStringLiteral("\n  时间        ")), qPrintable(run.out));
        QVERIFY(run.out.contains(QStringLiteral("\n  算法        ring / ")));
        QVERIFY(run.out.contains(QStringLiteral("      NCCL 构建 8 个搜索通道")));
        QVERIFY(run.out.contains(QStringLiteral("  候选\n")));
        const QRegularExpression field("^  (\\S+) +"); // a label and the spaces after it
        int fields = 0;
        for (const QString& line : run.out.split('\n')) {
            const QRegularExpressionMatch match = field.match(line);
            if (!match.hasMatch() || match.captured(1) == QStringLiteral("候选"))
                continue;
            QCOMPARE(terminalColumns(match.captured(0)), 14);
            ++fields;
        }
        QVERIFY(fields >= 6); // algorithm, time, algbw, busbw, bound, routing
    }

    // What the commands say about the files they write and check, in the reader's language.
    void whatIsWrittenAndCheckedFollowsTheLocale()
    {
        const QString file = path("locale.scalescope.json");
        const Run made = scalescope({ "new", "--preset", "dgx-h100", "--nodes", "1", "-o", file }, chinese());
        QCOMPARE(made.exitCode, 0);
        QVERIFY2(made.out.startsWith(QStringLiteral("已写入 ") + file), qPrintable(made.out));
        const Run valid = scalescope({ "validate", file }, chinese());
        QCOMPARE(valid.exitCode, 0);
        QVERIFY2(valid.out.startsWith(file + QStringLiteral("：有效（")), qPrintable(valid.out));
        QVERIFY(valid.out.contains(QStringLiteral(" 个设备，")));
        const Run english = scalescope({ "validate", file }, localeEnvironment({ { "LANG", "C.UTF-8" } }));
        QVERIFY2(
            english.out.startsWith(file + ": valid (") && english.out.contains(" devices, "), qPrintable(english.out));
    }

    void theLocaleIsReadAsGettextReadsIt_data()
    {
        QTest::addColumn<QStringList>("variables"); // NAME=VALUE
        QTest::addColumn<bool>("chineseExpected");
        QTest::newRow("LANG=C") << QStringList { "LANG=C" } << false;
        QTest::newRow("LANG=en_US.UTF-8") << QStringList { "LANG=en_US.UTF-8" } << false;
        QTest::newRow("nothing set") << QStringList {} << false;
        QTest::newRow("LANG=zh_CN.UTF-8") << QStringList { "LANG=zh_CN.UTF-8" } << true;
        QTest::newRow("LANG=zh_TW.UTF-8 (Traditional: none)") << QStringList { "LANG=zh_TW.UTF-8" } << false;
        QTest::newRow("LC_ALL=C over LANG=zh_CN") << QStringList { "LANG=zh_CN.UTF-8", "LC_ALL=C" } << false;
        QTest::newRow("LC_MESSAGES=zh_CN over LANG=C")
            << QStringList { "LANG=C.UTF-8", "LC_MESSAGES=zh_CN.UTF-8" } << true;
        QTest::newRow("LANGUAGE=zh_CN:en in en_US") << QStringList { "LANG=en_US.UTF-8", "LANGUAGE=zh_CN:en" } << true;
        QTest::newRow("LANGUAGE=fr:en in zh_CN") << QStringList { "LANG=zh_CN.UTF-8", "LANGUAGE=fr:en" } << false;
        QTest::newRow("LANGUAGE ignored in C") << QStringList { "LANG=C", "LANGUAGE=zh_CN" } << false;
    }

    void theLocaleIsReadAsGettextReadsIt()
    {
        QFETCH(QStringList, variables);
        QFETCH(bool, chineseExpected);
        std::map<QString, QString> set;
        for (const QString& variable : variables)
            set[variable.section('=', 0, 0)] = variable.section('=', 1);
        QCOMPARE(cliMessageLanguage(variables), QString(chineseExpected ? "zh_CN" : ""));
        const Run run = scalescope({ "--help" }, localeEnvironment(set));
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(hasChinese(run.out), chineseExpected);
    }

    // The manual page is English in any locale (man pages in other languages live elsewhere).
    void manPageStaysEnglish()
    {
        const Run english = scalescope({ "man" }, localeEnvironment({ { "LANG", "C.UTF-8" } }));
        const Run chineseRun = scalescope({ "man" }, chinese());
        QCOMPARE(chineseRun.exitCode, 0);
        QVERIFY(!english.out.isEmpty());
        QCOMPARE(chineseRun.out, english.out);
    }

    void wideCharactersTakeTwoColumns()
    {
        QCOMPARE(cliDisplayWidth("NVLink"), 6);
        QCOMPARE(cliDisplayWidth("机柜"), 4);
        QCOMPARE(cliDisplayWidth("带宽（双向）"), 12);
        QCOMPARE(cliDisplayWidth("µs"), 2);
        QCOMPARE(cliDisplayWidth("\xE6\x9C"), 2); // a cut sequence: a column per byte
    }

    // Chinese text breaks between characters, never before a closing mark nor inside a UTF-8
    // sequence, and reads the same once the line breaks are taken out.
    void chineseTextWrapsByColumns()
    {
        const QString text = "在两个设计的所有 GPU 上运行此集合通信（参见下文的“集合通信”），每条链路按 max-min "
                             "公平方式共享，交换机、网卡和机柜的带宽与时延都计入。";
        QString joined;
        const QStringList lines = cliWrapText(text, 30, 4).split('\n');
        QVERIFY(lines.size() > 3);
        for (const QString& line : lines) {
            QVERIFY2(terminalColumns(line) <= 30, qPrintable(line));
            QVERIFY2(!QString("，。、；：）”").contains(line.trimmed().front()), qPrintable(line));
            joined += line.trimmed();
        }
        QVERIFY(!joined.contains(QChar(0xFFFD)));
        QString expected = text;
        QCOMPARE(joined.remove(' '), expected.remove(' '));
    }
};

QTEST_GUILESS_MAIN(TestCliLocale)
#include "tst_cli_locale.moc"

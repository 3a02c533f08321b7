// `scalescope place` as a user runs it: 64 of a GB300 NVL72 rack's 72 GPUs with another tenant's
// 8 excluded stay inside the rack; on DGX H100 nodes packed takes 8 whole nodes and spread all 16;
// random is seeded; a list keeps its order; GPUs that are taken, unknown or too few are refused
// with the option or the design named; the JSON's placement names GPUs as info --device takes them.
#include "CliFixtures.h"

#include <QtTest>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace {

QJsonObject json(const Run& run)
{
    return QJsonDocument::fromJson(run.out.toUtf8()).object();
}

QStringList names(const QJsonObject& placed)
{
    QStringList out;
    for (const QJsonValue& value : placed.value("placement").toArray())
        out << value.toString();
    return out;
}

} // namespace

class TestCliPlace : public CliTestCase {
    Q_OBJECT
private slots:
    void sixtyFourOfARackWithATenant()
    {
        const Run run = scalescope({ "place", "--preset", "gb300-nvl72", "--racks", "1", "--gpus", "64", "--exclude",
            "rack0/tray0,rack0/tray1" });
        QCOMPARE(run.err, QString());
        QCOMPARE(run.exitCode, 0);
        const QStringList lines = run.out.split('\n');
        QVERIFY2(lines[0].startsWith("64 GPUs placed packed on ")
                && lines[0].endsWith(": 1 NVLink domain, 16 nodes, 1 scalable unit"),
            qPrintable(lines[0]));
        QCOMPARE(lines[1], QString("NVLink domain rack0: 64 of its 72 GPUs, ranks 0-63 (8 taken, 0 left free)"));
        QVERIFY2(lines[2].simplified() == "rack0/tray2 4 GPUs ranks 0-3 gpu0 gpu1 gpu2 gpu3", qPrintable(lines[2]));
    }

    void jsonNamesTheGpusAsInfoTakesThem()
    {
        const Run created = scalescope({ "new", "--preset", "gb300-nvl72", "--racks", "2", "-o", path("two.json") });
        QCOMPARE(created.exitCode, 0);
        const Run run
            = scalescope({ "place", path("two.json"), "--gpus", "72", "--exclude", "rack0/tray4/gpu1", "--json" });
        QCOMPARE(run.exitCode, 0);
        const QJsonObject placed = json(run);
        QCOMPARE(placed.value("policy").toString(), QString("packed"));
        QCOMPARE(placed.value("gpus").toInt(), 72);
        const QStringList gpus = names(placed);
        QCOMPARE(gpus.size(), 72);
        QVERIFY(gpus.filter("rack1/").size() == 72); // the whole rack, not the one with a GPU taken
        const QJsonArray domains = placed.value("domains").toArray();
        QCOMPARE(domains.size(), 1);
        QCOMPARE(domains[0].toObject().value("name").toString(), QString("rack1"));
        QCOMPARE(domains[0].toObject().value("left_free").toInt(), 0);
        QCOMPARE(placed.value("nodes").toArray().size(), 18);
        const Run device = scalescope({ "info", path("two.json"), "--device", gpus.front() });
        QCOMPARE(device.exitCode, 0);
    }

    void packedAndSpreadOnDgxNodes()
    {
        const QStringList preset { "place", "--preset", "dgx-h100", "--nodes", "16", "--gpus", "64", "--json" };
        const QJsonObject packed = json(scalescope(preset));
        QCOMPARE(packed.value("nodes").toArray().size(), 8);
        for (const QJsonValue& node : packed.value("nodes").toArray())
            QCOMPARE(node.toObject().value("gpus").toInt(), 8);
        const QJsonObject spread = json(scalescope(preset + QStringList { "--placement", "spread" }));
        QCOMPARE(spread.value("nodes").toArray().size(), 16);
        QCOMPARE(spread.value("domains").toArray().size(), 16);
        QCOMPARE(names(spread).mid(0, 2), (QStringList { "node0/gpu0", "node1/gpu0" }));
    }

    void blocksStayInsideARack()
    {
        // 68 GPUs free in rack 0, 60 in rack 1: 120 in blocks of 8 take 64 + 56, not 68 + 52.
        const QStringList args { "place", "--preset", "gb300-nvl72", "--racks", "2", "--gpus", "120", "--exclude",
            "rack0/tray17,rack1/tray0,rack1/tray1,rack1/tray2", "--json" };
        const QJsonArray loose = json(scalescope(args)).value("domains").toArray();
        QCOMPARE(loose[0].toObject().value("gpus").toInt(), 68);
        const QJsonArray blocks = json(scalescope(args + QStringList { "--block", "8" })).value("domains").toArray();
        QCOMPARE(blocks[0].toObject().value("gpus").toInt(), 64);
        QCOMPARE(blocks[1].toObject().value("gpus").toInt(), 56);
        const Run split = scalescope({ "place", "--preset", "dgx-h100", "--nodes", "3", "--gpus", "16", "--exclude",
            "0,1,8,9", "--block", "8" });
        QCOMPARE(split.exitCode, 0);
        QCOMPARE(split.out.split('\n')[1],
            QString("note: the free GPUs leave room for 1 of the 2 blocks of 8 inside one NVLink domain each (the "
                    "first ranks); the others span domains"));
    }

    void randomFollowsItsSeed()
    {
        const QStringList preset { "place", "--preset", "dgx-h100", "--nodes", "4", "--gpus", "8", "--placement",
            "random", "--json" };
        const QJsonObject first = json(scalescope(preset + QStringList { "--seed", "3" }));
        const QJsonObject again = json(scalescope(preset + QStringList { "--seed", "3" }));
        const QJsonObject other = json(scalescope(preset + QStringList { "--seed", "4" }));
        QCOMPARE(first.value("seed").toInt(), 3);
        QCOMPARE(names(first).size(), 8);
        QCOMPARE(names(first), names(again));
        QVERIFY(names(first) != names(other));
        const Run text = scalescope(preset.mid(0, 9) + QStringList { "--seed", "3" });
        QVERIFY2(text.out.startsWith("8 GPUs placed random (seed 3) on "), qPrintable(text.out));
    }

    void aListKeepsItsOrder()
    {
        const Run run = scalescope(
            { "place", "--preset", "dgx-h100", "--nodes", "2", "--placement", "node1/gpu7,node0/gpu0,3", "--json" });
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(names(json(run)), (QStringList { "node1/gpu7", "node0/gpu0", "node0/gpu3" }));
        const Run text = scalescope({ "place", "--preset", "dgx-h100", "--nodes", "2", "--placement", "node1" });
        QVERIFY2(text.out.startsWith("8 GPUs placed as listed on "), qPrintable(text.out));
    }

    void refusals_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("message");
        const QStringList rack { "place", "--preset", "gb300-nvl72", "--racks", "1" };
        QTest::newRow("too few free") << rack + QStringList { "--gpus", "72", "--exclude", "rack0/tray0,rack0/tray1" }
                                      << 1 << "the job needs 72 GPUs but only 64 are free: 8 are taken\n";
        QTest::newRow("taken in the list")
            << rack + QStringList { "--placement", "rack0/tray0/gpu1,rack0/tray1/gpu0", "--exclude", "rack0/tray0" }
            << 2 << "scalescope: --placement: rack0/tray0/gpu1 in the list is taken\n";
        QTest::newRow("not a gpu") << rack + QStringList { "--placement", "rack0/swtray0/nvsw0" } << 2
                                   << "scalescope: --placement: \"rack0/swtray0/nvsw0\": not a GPU\n";
        QTest::newRow("list and count") << rack + QStringList { "--gpus", "8", "--placement", "0-3" } << 2
                                        << "scalescope: --placement: the list names 4 GPUs but the job needs 8\n";
        QTest::newRow("bad exclude") << rack + QStringList { "--gpus", "8", "--exclude", "0-99" } << 2
                                     << "scalescope: --exclude: \"0-99\": GPU 99 does not exist";
        QTest::newRow("no count") << rack << 2 << "scalescope: place needs --gpus N";
        QTest::newRow("zero") << rack + QStringList { "--gpus", "0" } << 2 << "scalescope: --gpus takes a whole number";
        QTest::newRow("seed without random") << rack + QStringList { "--gpus", "8", "--seed", "1" } << 2
                                             << "scalescope: --seed goes with --placement random\n";
        QTest::newRow("block with spread")
            << rack + QStringList { "--gpus", "8", "--placement", "spread", "--block", "4" } << 2
            << "scalescope: --block goes with --placement packed\n";
        QTest::newRow("block that does not divide") << rack + QStringList { "--gpus", "12", "--block", "8" } << 2
                                                    << "scalescope: a job of 12 GPUs does not split into blocks of 8\n";
        QTest::newRow("bad seed") << rack + QStringList { "--gpus", "8", "--placement", "random", "--seed", "-1" } << 2
                                  << "scalescope: --seed takes a whole number";
    }

    void refusals()
    {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        QFETCH(QString, message);
        const Run run = scalescope(args);
        QCOMPARE(run.exitCode, exitCode);
        QCOMPARE(run.out, QString());
        QVERIFY2(run.err.contains(message), qPrintable(run.err));
    }
};

QTEST_GUILESS_MAIN(TestCliPlace)
#include "tst_cli_place.moc"

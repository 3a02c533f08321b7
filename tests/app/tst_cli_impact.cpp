// Failures as a user weighs them from the command line: impact (the blast radius of a failed
// spine on the saved jobs of resources/examples/fat-tree-jobs), --fail-random (seeded, counted,
// listed) and train on what survives (the NVL72 rack with 8 GPUs failed), with the usage errors.
#include "CliFixtures.h"

#include <QtTest>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

namespace {

const QString kExample = QString(SCALESCOPE_SOURCE_DIR) + "/resources/examples/fat-tree-jobs.scalescope.json";

const QJsonObject json(const Run& run)
{
    return QJsonDocument::fromJson(run.out.toUtf8()).object();
}

const QJsonObject jobNamed(const QJsonObject& impact, const QString& name)
{
    for (const QJsonValue& job : impact["jobs"].toArray())
        if (job["name"].toString() == name)
            return job.toObject();
    return {};
}

} // namespace

class TestCliImpact : public CliTestCase {
    Q_OBJECT
    QString m_rack;

    void writeWithFailures(const QString& from, const QString& to, const QString& marks)
    {
        QString text = QString::fromUtf8(readAll(from));
        text.replace(QRegularExpression("\\n}\\s*$"), ",\n  \"failures\": {\"marks\": [" + marks + "]}\n}\n");
        QFile file(to);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(text.toUtf8());
    }

private slots:
    void initTestCase()
    {
        m_rack = path("nvl72.scalescope.json");
        QCOMPARE(scalescope({ "new", "--preset", "gb300-nvl72", "--racks", "1", "-o", m_rack }).exitCode, 0);
    }

    // Two spines carry the leaves' uplinks; with one gone a ring across leaves has half the uplink
    // capacity it had, so busbw about halves. The jobs under one leaf cross no spine: the same.
    void aFailedSpineSlowsTheJobAcrossSpinesOnly()
    {
        const Run run = scalescope({ "impact", kExample, "--fail", "ib/spine1", "--json" });
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QJsonObject across = jobNamed(json(run), "across-spines");
        QCOMPARE(across["touched"].toBool(), true);
        QCOMPARE(across["why"].toString(), QString("ib/spine1 failed"));
        const double ratio = across["after"]["busbw_GBps"].toDouble() / across["before"]["busbw_GBps"].toDouble();
        QVERIFY2(ratio > 0.45 && ratio < 0.6, qPrintable(QString::number(ratio)));
        QVERIFY(across["slowdown"].toDouble() > 1.6);
        for (const QString name : { "inside-leaf", "llama3-8b" }) {
            const QJsonObject job = jobNamed(json(run), name);
            QCOMPARE(job["touched"].toBool(), false);
            QCOMPARE(job["after"].toObject(), job["before"].toObject());
            QCOMPARE(job["slowdown"].toDouble(), 1.0);
        }
        QCOMPARE(jobNamed(json(run), "llama3-8b")["kind"].toString(), QString("training"));
        const Run text = scalescope({ "impact", kExample, "--fail", "ib/spine1" });
        QVERIFY2(text.out.contains("across-spines (all_reduce of 1G on all): touched (ib/spine1 failed)"),
            qPrintable(text.out));
        QVERIFY2(text.out.contains("inside-leaf (all_reduce of 1G on 0-15): unaffected"), qPrintable(text.out));
    }

    void aFailedRankIsTouchedAndCannotRunWithoutSurvivors()
    {
        const Run run = scalescope({ "impact", kExample, "--fail", "node0/gpu3", "--json" });
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QJsonObject inside = jobNamed(json(run), "inside-leaf");
        QCOMPARE(inside["why"].toString(), QString("rank node0/gpu3 failed"));
        QVERIFY2(inside["after"]["cannot_run"].toString().contains("node0/gpu3"), qPrintable(run.out));
        const Run survivors = scalescope({ "impact", kExample, "--fail", "node0/gpu3", "--survivors", "--json" });
        QCOMPARE(jobNamed(json(survivors), "inside-leaf")["after"]["gpus"].toInt(), 15);
    }

    // 5% of the fat tree's 128 InfiniBand links is 6.4: 6 fail, the same ones every run, listed.
    void fivePercentOfTheLinksFailAtRandom()
    {
        const QStringList args { "simulate", kExample, "--collective", "all_reduce", "--size", "1G", "--json" };
        const QStringList random { "--fail-random", "5%", "--kind", "ib-link", "--seed", "1" };
        const Run healthy = scalescope(args);
        const Run first = scalescope(args + random);
        const Run second = scalescope(args + random);
        QVERIFY2(first.exitCode == 0, qPrintable(first.err));
        const QJsonObject drawn = json(first)["failures"]["random"].toObject();
        QCOMPARE(drawn["count"].toInt(), 6);
        QCOMPARE(drawn["of"].toInt(), 128);
        QCOMPARE(drawn["failed"].toArray().size(), 6);
        QCOMPARE(json(first)["failures"]["links_marked_failed"].toInt(), 6);
        QCOMPARE(drawn, json(second)["failures"]["random"].toObject());
        QVERIFY(json(first)["busbw_GBps"].toDouble() < json(healthy)["busbw_GBps"].toDouble());
        QVERIFY(json(first)["busbw_GBps"].toDouble() > 0);
        const Run other = scalescope(args + QStringList { "--fail-random", "5%", "--kind", "ib-link", "--seed", "2" });
        QVERIFY(json(other)["failures"]["random"]["failed"] != drawn["failed"]);
        const Run text = scalescope({ "simulate", kExample, "--collective", "all_reduce", "--size", "1G",
            "--fail-random", "1", "--kind", "spine", "--seed", "7" });
        QVERIFY2(
            text.out.contains("at random   1 spine of 2 (seed 7):\n                ib/spine1\n"), qPrintable(text.out));
    }

    void sweepListsWhatFailedAtRandom()
    {
        const Run run = scalescope({ "sweep", kExample, "--collective", "all_reduce", "--min", "1M", "--max", "1M",
            "--fail-random", "1", "--kind", "spine", "--seed", "7" });
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY2(run.out.contains("# failures: 1 device failed (1 ib_switch), 32 links lost"), qPrintable(run.out));
        QVERIFY2(run.out.contains("# at random: 1 spine of 2 (seed 7): ib/spine1\n"), qPrintable(run.out));
    }

    void randomFailureMistakesAreUsageErrors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("kind alone") << QStringList { "--kind", "gpu" } << "--kind goes with --fail-random";
        QTest::newRow("seed alone") << QStringList { "--seed", "3" } << "--seed goes with --fail-random";
        QTest::newRow("no kind") << QStringList { "--fail-random", "3" } << "--fail-random needs --kind";
        QTest::newRow("bad kind") << QStringList { "--fail-random", "3", "--kind", "gpus" }
                                  << "--kind takes fabric-link";
        QTest::newRow("bad count") << QStringList { "--fail-random", "3x", "--kind", "gpu" }
                                   << "--fail-random takes a count such as 4";
        QTest::newRow("over 100%") << QStringList { "--fail-random", "150%", "--kind", "gpu" }
                                   << "--fail-random takes a count such as 4";
        QTest::newRow("too many") << QStringList { "--fail-random", "3", "--kind", "spine" }
                                  << "asks for 3 spine but the design has 2";
        QTest::newRow("none of the kind")
            << QStringList { "--fail-random", "1", "--kind", "core" } << "the design has no core left to fail";
        QTest::newRow("rounds to none") << QStringList { "--fail-random", "0.1%", "--kind", "gpu" } << "fails no gpu";
        QTest::newRow("bad seed") << QStringList { "--fail-random", "1", "--kind", "gpu", "--seed", "-1" }
                                  << "--seed takes a whole number";
    }

    void randomFailureMistakesAreUsageErrors()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const Run run
            = scalescope(QStringList { "simulate", kExample, "--collective", "all_reduce", "--size", "1G" } + args);
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(message), qPrintable(run.err));
    }

    void impactNeedsMarksAndSavedJobs()
    {
        const Run noMarks = scalescope({ "impact", kExample });
        QCOMPARE(noMarks.exitCode, 2);
        QVERIFY2(noMarks.err.contains("no failure applies"), qPrintable(noMarks.err));
        const Run noJobs = scalescope({ "impact", m_rack, "--fail", "rack0/tray0" });
        QCOMPARE(noJobs.exitCode, 2);
        QVERIFY2(noJobs.err.contains("saves no jobs"), qPrintable(noJobs.err));
    }

    // Eight GPUs of the rack lost (two compute trays): a 64-GPU job with TP inside the rack still
    // runs there; a 72-GPU job cannot, and says how many failed.
    void anNvl72RackKeeps64Of72()
    {
        const QStringList train { "train", m_rack, "--model", "llama3-70b", "--tp", "8", "--fail",
            "rack0/tray0,rack0/tray1" };
        const Run kept = scalescope(train + QStringList { "--json" });
        QVERIFY2(kept.exitCode == 0, qPrintable(kept.err));
        QCOMPARE(json(kept)["placement"].toArray().size(), 64);
        QCOMPARE(json(kept)["failures"]["devices_failed"]["gpu"].toInt(), 8);
        for (const QJsonValue& gpu : json(kept)["placement"].toArray())
            QVERIFY2(!gpu.toString().startsWith("rack0/tray0/") && !gpu.toString().startsWith("rack0/tray1/"),
                qPrintable(gpu.toString()));
        const Run all = scalescope(train + QStringList { "--gpus", "72" });
        QCOMPARE(all.exitCode, 1);
        QVERIFY2(all.err.contains("the job cannot run: it needs 72 GPUs but only 64 are free: 8 are marked failed"),
            qPrintable(all.err));
        const Run survivors = scalescope(train + QStringList { "--gpus", "72", "--survivors", "--json" });
        QVERIFY2(survivors.exitCode == 0, qPrintable(survivors.err));
        QCOMPARE(json(survivors)["config"]["dp"].toInt(), 8);
    }

    // train ran on every GPU of a design whose own failures took 8 out; it runs on the 64 left.
    void trainHonoursTheDesignsOwnFailures()
    {
        const QString failing = path("nvl72-failing.scalescope.json");
        writeWithFailures(m_rack, failing,
            "{\"target\": \"rack0/tray0\", \"state\": \"failed\"}, {\"target\": \"rack0/tray1\", \"state\": "
            "\"failed\"}");
        const Run run = scalescope({ "train", failing, "--model", "llama3-70b", "--tp", "8", "--json" });
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QCOMPARE(json(run)["placement"].toArray().size(), 64);
        const Run healthy
            = scalescope({ "train", failing, "--model", "llama3-70b", "--tp", "8", "--no-failures", "--json" });
        QCOMPARE(json(healthy)["placement"].toArray().size(), 72);
    }
};

QTEST_GUILESS_MAIN(TestCliImpact)
#include "tst_cli_impact.moc"

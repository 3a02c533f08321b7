// simulate under failures, as a user runs it: --fail and --degrade over a design's own
// "failures" section, --survivors and --no-failures, what the output says was taken out and
// which GPUs use a neighbour's NIC, and usage errors that name the option and the value.
#include "CliFixtures.h"

#include <QtTest>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

class TestCliFailures : public CliTestCase {
    Q_OBJECT
    QString m_design;

    Run simulate(QStringList more)
    {
        QStringList args { "simulate", m_design, "--collective", "all_reduce", "--size", "1G" };
        return scalescope(args + more);
    }
    static QJsonObject json(const Run& run) { return QJsonDocument::fromJson(run.out.toUtf8()).object(); }

private slots:
    void initTestCase()
    {
        m_design = path("ft.scalescope.json");
        QCOMPARE(scalescope({ "new", "--preset", "dgx-a100", "--nodes", "8", "--fabric", "fat-tree", "-o", m_design })
                     .exitCode,
            0);
    }

    void aFailedSpineHalvesBusbwAndIsCounted()
    {
        const Run before = simulate({ "--fidelity", "flow", "--json" });
        const Run after = simulate({ "--fidelity", "flow", "--fail", "ib/spine1", "--json" });
        QVERIFY2(after.exitCode == 0, qPrintable(after.err));
        const double ratio = json(after)["busbw_GBps"].toDouble() / json(before)["busbw_GBps"].toDouble();
        QVERIFY2(ratio > 0.45 && ratio < 0.6, qPrintable(QString::number(ratio)));
        const QJsonObject failures = json(after)["failures"].toObject();
        QCOMPARE(failures["devices_failed"].toObject()["ib_switch"].toInt(), 1);
        QCOMPARE(failures["links_lost"].toInt(), 32);
        const Run text = simulate({ "--fail", "ib/spine1" });
        QVERIFY2(text.out.contains("failures    1 device failed (1 ib_switch), 32 links lost"), qPrintable(text.out));
    }

    void aFailedNicsGpuIsExplained()
    {
        const Run run = simulate({ "--fail", "node0/nic4", "--explain" });
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY2(run.out.contains("node0/gpu4: its NIC node0/nic4 failed; uses node0/nic"), qPrintable(run.out));
    }

    // DGX A100: NIC 3 failed, GPU 3 is given NIC 4, under the other CPU, which no PCIe path reaches
    // from it. As NCCL's PXN does, its data crosses NVLink to a GPU beside NIC 4; a flow run ends.
    void aNicUnderTheOtherCpuIsReachedOverNvlink()
    {
        const Run run = simulate({ "--fail", "node0/nic3", "--fidelity", "flow", "--json" });
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY(json(run)["busbw_GBps"].toDouble() > 0);
        const QJsonArray fallbacks = json(run)["failures"].toObject()["nic_fallbacks"].toArray();
        QCOMPARE(fallbacks.size(), 1);
        const QJsonObject fallback = fallbacks[0].toObject();
        QCOMPARE(fallback["gpu"].toString(), QString("node0/gpu3"));
        QCOMPARE(fallback["nic"].toString(), QString("node0/nic4"));
        QCOMPARE(fallback["reached_over"].toString(), QString("nvlink"));
        const Run explained = simulate({ "--fail", "node0/nic3", "--explain" });
        QVERIFY2(explained.out.contains("no PCIe path joins them: the data crosses NVLink to a GPU beside that NIC"),
            qPrintable(explained.out));
        const Run sameSwitch = simulate({ "--fail", "node0/nic4", "--json" });
        QCOMPARE(
            json(sameSwitch)["failures"].toObject()["nic_fallbacks"].toArray()[0].toObject()["reached_over"].toString(),
            QString("pcie"));
    }

    void aFailedGpuNeedsSurvivors()
    {
        const Run refused = simulate({ "--ranks", "0-15", "--fail", "node0/gpu3" });
        QCOMPARE(refused.exitCode, 1);
        QVERIFY2(refused.err.contains("node0/gpu3"), qPrintable(refused.err));
        const Run survivors = simulate({ "--ranks", "0-15", "--fail", "node0/gpu3", "--survivors", "--json" });
        QVERIFY2(survivors.exitCode == 0, qPrintable(survivors.err));
        QCOMPARE(json(survivors)["ranks"].toInt(), 15);
    }

    void aPartitionedFabricNamesTheMissingHop()
    {
        const Run run = simulate({ "--fail", "ib/leaf0--ib/spine0,ib/leaf0--ib/spine1" });
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains("no path is left from") && run.err.contains("ib/leaf0"), qPrintable(run.err));
    }

    void theDesignsOwnFailuresApplyUnlessSetAside()
    {
        QString text = QString::fromUtf8(readAll(m_design));
        text.replace(QRegularExpression("\\n}\\s*$"),
            ",\n  \"failures\": {\"marks\": [{\"target\": \"ib/spine1\", \"state\": \"failed\"}]}\n}\n");
        const QString saved = path("failing.scalescope.json");
        QFile file(saved);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(text.toUtf8());
        file.close();
        const QStringList args { "simulate", saved, "--collective", "all_reduce", "--size", "1G", "--json" };
        const Run withFile = scalescope(args);
        QVERIFY2(withFile.exitCode == 0, qPrintable(withFile.err));
        QCOMPARE(json(withFile)["failures"].toObject()["links_lost"].toInt(), 32);
        const Run setAside = scalescope(args + QStringList { "--no-failures" });
        QVERIFY(!json(setAside).contains("failures"));
        const Run twice = scalescope(args + QStringList { "--fail", "ib/spine1" });
        QCOMPARE(twice.exitCode, 2);
        QVERIFY2(twice.err.contains("--fail \"ib/spine1\": \"ib/spine1\" is marked already in the design"),
            qPrintable(twice.err));
    }

    void badNamesAndRatesAreUsageErrors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("expected");
        QTest::newRow("unknown") << QStringList { "--fail", "ib/spine9" }
                                 << "--fail \"ib/spine9\": \"ib/spine9\" names no device, group or link";
        QTest::newRow("no link") << QStringList { "--fail", "node0/gpu0--ib/spine0" }
                                 << "no link joins node0/gpu0 and ib/spine0";
        QTest::newRow("empty") << QStringList { "--fail", "ib/spine0,," } << "an empty name in the list";
        QTest::newRow("rate") << QStringList { "--degrade", "ib/leaf0--ib/spine0=fast" }
                              << "\"fast\" is not a rate such as 200Gb/s";
        QTest::newRow("faster") << QStringList { "--degrade", "ib/leaf0--ib/spine0=400Gb/s" }
                                << "a degraded link runs slower";
        QTest::newRow("device") << QStringList { "--degrade", "ib/spine0=100Gb/s" } << "only a link can be degraded";
    }
    void badNamesAndRatesAreUsageErrors()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, expected);
        const Run run = simulate(args);
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(expected), qPrintable(run.err));
    }
};

QTEST_GUILESS_MAIN(TestCliFailures)
#include "tst_cli_failures.moc"

// The fabric's routing from the command line: new --routing stores it in the design file and
// info reads it back (a design that does not say takes its fabric's default), simulate --routing
// overrides it for one run and, at flow fidelity, reports what the ECMP hash cost against
// adaptive routing, and --qps-per-connection hashes more flows per NIC pair; a bad value is a
// usage error naming the choices.
#include "CliFixtures.h"

#include <QtTest>

#include <QJsonArray>
#include <QJsonObject>

class TestCliRouting : public CliTestCase {
    Q_OBJECT
private:
    QString m_hashed;

    static QStringList ring(const QString& file)
    {
        return { "simulate", file, "--collective", "all_reduce", "--size", "1G", "--algo", "ring", "--fidelity", "flow",
            "--ideal" };
    }

private slots:
    void initTestCase()
    {
        m_hashed = path("hashed.scalescope.json");
        const Run made = scalescope({ "new", "--preset", "dgx-h100", "--nodes", "32", "--network", "roce", "--fabric",
            "fat-tree", "--routing", "ecmp", "-o", m_hashed });
        QVERIFY2(made.exitCode == 0, qPrintable(made.err));
    }

    void theRoutingIsStoredAndReadBack()
    {
        QVERIFY(readAll(m_hashed).contains("\"routing\": \"ecmp\""));
        QCOMPARE(infoJson(m_hashed)["routing"].toString(), QString("ecmp"));
        const QString sprayed = path("sprayed.scalescope.json");
        const Run made = scalescope({ "new", "--preset", "dgx-h100", "--nodes", "4", "--network", "roce", "--routing",
            "adaptive", "-o", sprayed });
        QVERIFY2(made.exitCode == 0, qPrintable(made.err));
        QCOMPARE(infoJson(sprayed)["routing"].toString(), QString("adaptive"));
        const Run info = scalescope({ "info", sprayed });
        QVERIFY2(info.out.contains("adaptive (spread over every equal-cost path)"), qPrintable(info.out));
    }

    void aDesignThatDoesNotSayTakesItsFabricsDefault()
    {
        const QString ib = path("ib.scalescope.json");
        const QString roce = path("roce.scalescope.json");
        QCOMPARE(scalescope({ "new", "--preset", "dgx-h100", "--nodes", "4", "-o", ib }).exitCode, 0);
        QCOMPARE(
            scalescope({ "new", "--preset", "dgx-h100", "--nodes", "4", "--network", "roce", "-o", roce }).exitCode, 0);
        QVERIFY(!readAll(ib).contains("routing"));
        QCOMPARE(infoJson(ib)["routing"].toString(), QString("adaptive"));
        QCOMPARE(infoJson(roce)["routing"].toString(), QString("ecmp"));
    }

    void thePathSaysHowItsUplinksAreChosen()
    {
        const Run path = scalescope({ "info", m_hashed, "--path", "node0/gpu0,node31/gpu0" });
        QVERIFY2(path.exitCode == 0, qPrintable(path.err));
        QVERIFY2(path.out.contains("equal-cost choice by static ECMP"), qPrintable(path.out));
        QVERIFY2(path.out.contains("scale-out (roce, ecmp routing)"), qPrintable(path.out));
    }

    void simulateReportsWhatTheHashCost()
    {
        const Run hashed = scalescope(ring(m_hashed));
        QVERIFY2(hashed.exitCode == 0, qPrintable(hashed.err));
        QVERIFY2(
            hashed.out.contains("routing     static ECMP (per-flow hash) (the design's), 2 connection(s) per NIC pair"),
            qPrintable(hashed.out));
        QVERIFY2(hashed.out.contains("  collisions  "), qPrintable(hashed.out));
        QVERIFY2(hashed.out.contains("with adaptive routing: the collisions cost +"), qPrintable(hashed.out));
        QVERIFY2(hashed.out.contains("  queue pairs 1 per connection; --qps-per-connection N"), qPrintable(hashed.out));
        const Run sprayed = scalescope(ring(m_hashed) << "--routing"
                                                      << "adaptive");
        QVERIFY2(sprayed.exitCode == 0, qPrintable(sprayed.err));
        QVERIFY2(sprayed.out.contains("routing     adaptive (spread over every equal-cost path) (--routing)"),
            qPrintable(sprayed.out));
        QVERIFY(!sprayed.out.contains("collisions"));
    }

    void moreQueuePairsPerConnectionThinTheCollisions()
    {
        const auto timed = [&](const QString& qps) {
            const Run run = scalescope(ring(m_hashed) << "--qps-per-connection" << qps << "--json");
            const QJsonObject result = QJsonDocument::fromJson(run.out.toUtf8()).object();
            return std::make_pair(run, result);
        };
        const auto [one, oneJson] = timed("1");
        const auto [sixteen, sixteenJson] = timed("16");
        QVERIFY2(one.exitCode == 0 && sixteen.exitCode == 0, qPrintable(one.err + sixteen.err));
        QCOMPARE(sixteenJson["fabric_load"].toObject()["connections_per_nic_pair"].toInt(), 32);
        QCOMPARE(sixteenJson["fabric_load"].toObject()["qps_per_connection"].toInt(), 16);
        QVERIFY(sixteenJson["time_us"].toDouble() < oneJson["time_us"].toDouble());
        const Run text = scalescope(ring(m_hashed) << "--qps-per-connection"
                                                   << "16");
        QVERIFY2(
            text.out.contains("32 connection(s) per NIC pair (NCCL channels per NIC x 16 QP)"), qPrintable(text.out));
        for (const QString& bad : { QString("0"), QString("129"), QString("many") }) {
            const Run refused = scalescope(ring(m_hashed) << "--qps-per-connection" << bad);
            QCOMPARE(refused.exitCode, 2);
            QVERIFY2(refused.err.contains("--qps-per-connection takes a whole number from 1 to 128"),
                qPrintable(refused.err));
        }
    }

    void aTrainingJobsCollectivesHashTheirQueuePairsToo()
    {
        const auto iteration = [&](const QString& qps) {
            const Run run = scalescope(
                { "train", m_hashed, "--model", "llama3-70b", "--tp", "8", "--pp", "4", "--dp", "8", "--global-batch",
                    "64", "--seq", "8192", "--fidelity", "flow", "--qps-per-connection", qps, "--json" });
            if (run.exitCode != 0)
                qWarning("%s", qPrintable(run.err));
            return QJsonDocument::fromJson(run.out.toUtf8()).object();
        };
        const QJsonObject one = iteration("1"), sixteen = iteration("16");
        const auto dpMs = [](const QJsonObject& result) { return result["breakdown_ms"].toObject()["dp"].toDouble(); };
        QVERIFY(dpMs(one) > 0);
        QVERIFY2(dpMs(sixteen) < dpMs(one),
            qPrintable(QString("dp %1 ms with 16, %2 with 1").arg(dpMs(sixteen)).arg(dpMs(one))));
        QVERIFY(sixteen["iteration_ms"].toDouble() < one["iteration_ms"].toDouble());
    }

    void aSavedTrainingJobKeepsItsQueuePairs()
    {
        // A design of its own for each job: jobs are placed one after the other, and each takes every GPU.
        const auto designWith = [&](int qps) {
            QJsonObject design = QJsonDocument::fromJson(readAll(m_hashed)).object();
            design["training_jobs"] = QJsonArray { QJsonObject { { "name", "llama" }, { "model", "llama3-70b" },
                { "tp", 8 }, { "pp", 4 }, { "dp", 8 }, { "global_batch", 64 }, { "seq_length", 8192 },
                { "fidelity", "flow" }, { "qps_per_connection", qps } } };
            const QString file = path(QString("trained-%1.scalescope.json").arg(qps));
            QFile out(file);
            if (out.open(QIODevice::WriteOnly))
                out.write(QJsonDocument(design).toJson());
            return file;
        };
        const auto dpMs = [&](const QString& file, const QStringList& more) {
            const Run run = scalescope(QStringList { "train", file, "--job", "llama", "--json" } << more);
            if (run.exitCode != 0)
                qWarning("%s", qPrintable(run.err));
            return QJsonDocument::fromJson(run.out.toUtf8()).object()["breakdown_ms"].toObject()["dp"].toDouble();
        };
        const QString sixteenFile = designWith(16);
        const double one = dpMs(designWith(1), {}), sixteen = dpMs(sixteenFile, {});
        QVERIFY2(one > 0 && sixteen < one, qPrintable(QString("dp %1 ms with 16, %2 with 1").arg(sixteen).arg(one)));
        // --qps-per-connection overrides what the job saved.
        QCOMPARE(dpMs(sixteenFile, { "--qps-per-connection", "1" }), one);
    }

    void aBadRoutingIsAUsageError()
    {
        for (const QString& command : { QString("simulate"), QString("new") }) {
            QStringList args { command, "--preset", "dgx-h100", "--nodes", "2", "--routing", "spray" };
            args << (command == "new" ? QStringList { "-o", path("never.scalescope.json") }
                                      : QStringList { "--collective", "all_reduce", "--size", "1G" });
            const Run bad = scalescope(args);
            QCOMPARE(bad.exitCode, 2);
            QVERIFY2(bad.err.contains("--routing takes ecmp (static per-flow hash) or adaptive"), qPrintable(bad.err));
            QVERIFY2(bad.err.contains("not \"spray\""), qPrintable(bad.err));
        }
        QVERIFY(!QFile::exists(path("never.scalescope.json")));
    }
};

QTEST_GUILESS_MAIN(TestCliRouting)
#include "tst_cli_routing.moc"

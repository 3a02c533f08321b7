// The command line end to end, as a user runs it: simulate and sweep, their figures as
// nccl-tests prints them, a saved design's ranks and timeline, and runs that cannot be made.
#include "CliFixtures.h"

#include <QtTest>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

class TestCliSimulate : public CliTestCase {
    Q_OBJECT
private slots:
    void aDesignsOwnCatalogSimulatesAsTheBuiltInPreset_data()
    {
        QTest::addColumn<QStringList>("options");
        QTest::newRow("analytic") << QStringList {};
        QTest::newRow("flow") << QStringList { "--fidelity", "flow", "--json" };
    }

    void aDesignsOwnCatalogSimulatesAsTheBuiltInPreset()
    {
        // The H100 and the DGX H100 copied under new ids into the design's own catalog: the same
        // hardware, so the same algorithm, time and busbw as the built-in preset.
        QFETCH(QStringList, options);
        const QString own = QString(SCALESCOPE_TEST_DATA) + "/catalog/dgx-h100-own-catalog.scalescope.json";
        const QStringList job
            = QStringList { "--collective", "all_reduce", "--size", "1G", "--ranks", "0-7" } + options;
        const Run fromFile = scalescope(QStringList { "simulate", own } + job);
        const Run fromPreset = scalescope(QStringList { "simulate", "--preset", "dgx-h100", "--nodes", "2" } + job);
        QVERIFY2(fromFile.exitCode == 0, qPrintable(fromFile.err));
        QVERIFY2(fromPreset.exitCode == 0, qPrintable(fromPreset.err));
        QVERIFY(fromPreset.out.contains("nvls"));
        // All but the text's first line, which names the file or the preset.
        const auto figures = [&](const QString& out) { return options.isEmpty() ? out.section('\n', 1) : out; };
        QCOMPARE(figures(fromFile.out), figures(fromPreset.out));
    }

    void simulatePrintsWhatNcclTestsWould()
    {
        const Run run = scalescope(
            { "simulate", "--preset", "dgx-h100", "--collective", "all_reduce", "--size", "1G", "--json" });
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QJsonObject r = QJsonDocument::fromJson(run.out.toUtf8()).object();
        for (const char* key : { "collective", "algorithm", "protocol", "ranks", "nodes", "bytes", "time_us",
                 "algbw_GBps", "busbw_GBps", "bound_us", "fidelity" })
            QVERIFY2(r.contains(key), key);
        QCOMPARE(r["ranks"].toInt(), 8);
        QCOMPARE(r["bytes"].toDouble(), 1073741824.0);
        QCOMPARE(r["algorithm"].toString(), QString("nvls"));
        // busbw = algbw x 2(n-1)/n, algbw = bytes / time.
        QVERIFY(qAbs(r["algbw_GBps"].toDouble() - 1073741824.0 / r["time_us"].toDouble() / 1e3) < 0.01);
        QVERIFY(qAbs(r["busbw_GBps"].toDouble() - r["algbw_GBps"].toDouble() * 14 / 8) < 0.01);
        const Run explain = scalescope({ "simulate", "--preset", "dgx-a100", "--nodes", "2", "--collective",
            "all_reduce", "--size", "64M", "--explain" });
        QCOMPARE(explain.exitCode, 0);
        QVERIFY(explain.out.contains("candidates") && explain.out.contains("ring/Simple")
            && explain.out.contains("not applicable"));
    }

    void hierarchicalExplainsItsStages()
    {
        // Three pipelined stages: their latencies add to the call's (with its base latency), their
        // bytes move at once, reduce-scatter and all-gather on the same NVLinks in turn.
        const QStringList args { "simulate", "--preset", "dgx-h100", "--nodes", "4", "--collective", "all_reduce",
            "--size", "1G", "--algo", "hierarchical", "--explain" };
        const Run text = scalescope(args);
        QCOMPARE(text.exitCode, 0);
        for (const char* stage :
            { "reduce-scatter in each domain", "all_reduce across domains per rail", "all-gather in each domain" })
            QVERIFY2(text.out.contains(stage), qPrintable(text.out));
        const Run json = scalescope(args + QStringList { "--json" });
        QCOMPARE(json.exitCode, 0);
        const QJsonObject chosen
            = QJsonDocument::fromJson(json.out.toUtf8()).object()["candidates"].toArray().first().toObject();
        const QJsonArray stages = chosen["stages"].toArray();
        QCOMPARE(stages.size(), 3);
        double latency = 0;
        for (const QJsonValue& stage : stages)
            latency += stage.toObject()["latency_us"].toDouble();
        const double inDomain
            = stages[0].toObject()["transfer_us"].toDouble() + stages[2].toObject()["transfer_us"].toDouble();
        const double bytes = std::max(inDomain, stages[1].toObject()["transfer_us"].toDouble());
        QVERIFY(chosen["latency_us"].toDouble() > latency); // the base latency, once per call
        QVERIFY(qAbs(chosen["time_us"].toDouble() - chosen["latency_us"].toDouble() - bytes) < 0.01);
    }

    void aTreeSaysWhatItsBusiestNicsCarry()
    {
        // NCCL's double binary tree over three nodes has one edge in both trees: the busiest node
        // has three edges, 1.5 times the message through its NICs; from four nodes on, twice.
        const std::pair<const char*, const char*> cases[]
            = { { "3", "its NICs carry 1.5 times the message" }, { "4", "its NICs carry 2 times the message" } };
        for (const auto& [nodes, carried] : cases) {
            const Run run = scalescope({ "simulate", "--preset", "dgx-h100", "--nodes", nodes, "--collective",
                "all_reduce", "--size", "1G", "--algo", "tree", "--explain" });
            QCOMPARE(run.exitCode, 0);
            QVERIFY2(run.out.contains(carried), qPrintable(run.out));
        }
    }

    void aFlowRunSaysHowFarTheAnalyticModelIs()
    {
        // Trees over one tray in each of three GB200 racks, with NVLS off: the analytic model holds
        // them to NCCL's per-channel tree ceiling (8 channels x 24 GB/s), the flow moves the bytes
        // at the NICs' rate and says so.
        const Run run
            = scalescope({ "simulate", "--preset", "gb200-nvl72", "--racks", "3", "--ranks", "0-3,72-75,144-147",
                "--no-nvls", "--collective", "all_reduce", "--size", "16G", "--algo", "tree", "--fidelity", "flow" });
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains("analytic") && run.out.contains("against the flow")
                && run.out.contains("NCCL's per-channel ceiling, 192 GB/s of bus bandwidth"),
            qPrintable(run.out));
        // Where nothing but the links bounds either, no ceiling is named.
        const Run ring = scalescope({ "simulate", "--preset", "dgx-h100", "--nodes", "2", "--collective", "all_reduce",
            "--size", "1G", "--algo", "ring", "--fidelity", "flow" });
        QCOMPARE(ring.exitCode, 0);
        QVERIFY2(
            ring.out.contains("against the flow") && !ring.out.contains("per-channel ceiling"), qPrintable(ring.out));
        // The same in --json: the analytic time, how far from the flow's, and the ceiling when it binds.
        const Run treeJson = scalescope(
            { "simulate", "--preset", "gb200-nvl72", "--racks", "3", "--ranks", "0-3,72-75,144-147", "--no-nvls",
                "--collective", "all_reduce", "--size", "16G", "--algo", "tree", "--fidelity", "flow", "--json" });
        QCOMPARE(treeJson.exitCode, 0);
        const QJsonObject tree = QJsonDocument::fromJson(treeJson.out.toUtf8()).object();
        const QJsonObject analytic = tree["analytic"].toObject();
        QVERIFY(analytic["time_us"].toDouble() > 1.05 * tree["time_us"].toDouble());
        QVERIFY(std::abs(analytic["relative_to_flow"].toDouble()
                    - (analytic["time_us"].toDouble() / tree["time_us"].toDouble() - 1))
            < 1e-3);
        QCOMPARE(analytic["binding_ceiling_bus_GBps"].toDouble(), 192.0);
        const Run analyticJson = scalescope({ "simulate", "--preset", "dgx-h100", "--nodes", "2", "--collective",
            "all_reduce", "--size", "1G", "--json" });
        QCOMPARE(analyticJson.exitCode, 0);
        QVERIFY(QJsonDocument::fromJson(analyticJson.out.toUtf8()).object()["analytic"].isNull());
    }

    void theBoundIsNamedForWhatItIs()
    {
        // NVLS reduces in the switches and beats the point-to-point bound: that bound is never
        // called "ideal", which read as "faster than ideal".
        const Run run
            = scalescope({ "simulate", "--preset", "dgx-h100", "--collective", "all_reduce", "--size", "1G" });
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains("point-to-point bound at line rate; in-switch reduction, NVLS or SHARP, can beat it"),
            qPrintable(run.out));
        QVERIFY2(!run.out.contains("ideal"), qPrintable(run.out));
    }

    void simulateOnASavedDesignWithRanksAndTimeline()
    {
        const QString design = path("sim.scalescope.json");
        QCOMPARE(scalescope({ "new", "--preset", "gb300-nvl72", "--racks", "2", "-o", design }).exitCode, 0);
        const QString links = path("links.json");
        const Run run = scalescope({ "simulate", design, "--collective", "all_reduce", "--size", "256M", "--ranks",
            "0-71", "--fidelity", "flow", "--links", links, "--json" });
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QJsonObject r = QJsonDocument::fromJson(run.out.toUtf8()).object();
        QCOMPARE(r["ranks"].toInt(), 72);
        QCOMPARE(r["nodes"].toInt(), 1);
        QCOMPARE(r["fidelity"].toString(), QString("flow"));
        QFile file(links);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonObject timeline = QJsonDocument::fromJson(file.readAll()).object();
        QVERIFY(timeline["links"].toArray().size() > 1000); // every GPU-switch link, both ways
        const QJsonObject first = timeline["links"].toArray().first().toObject();
        QCOMPARE(first["tier"].toString(), QString("nvlink"));
        QVERIFY(!first["segments"].toArray().isEmpty());
        // Named GPUs work too, and sendrecv takes two.
        const Run pair = scalescope({ "simulate", design, "--collective", "sendrecv", "--size", "1G", "--ranks",
            "rack0/tray0/gpu0,rack1/tray0/gpu0", "--json" });
        QVERIFY2(pair.exitCode == 0, qPrintable(pair.err));
        const double busbw = QJsonDocument::fromJson(pair.out.toUtf8()).object()["busbw_GBps"].toDouble();
        QVERIFY(busbw > 90 && busbw < 100); // one 800G NIC
    }

    void sweepLooksLikeNcclTests()
    {
        const Run run = scalescope({ "sweep", "--preset", "dgx-h100", "--nodes", "2", "--collective", "all_gather",
            "--min", "1K", "--max", "1G", "--factor", "4" });
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QStringList lines = run.out.split('\n', Qt::SkipEmptyParts);
        QVERIFY(lines.contains("#       size         count      type   redop    root     time   algbw   busbw #wrong   "
                               "  time   algbw   busbw #wrong"));
        QStringList rows;
        for (const QString& line : lines)
            if (!line.startsWith('#'))
                rows << line;
        QCOMPARE(rows.size(), 11); // 1K, 4K, ... 1G
        const QStringList first = rows.first().simplified().split(' ');
        QCOMPARE(first.size(), 13);
        QCOMPARE(first[0], QString("1024"));
        QCOMPARE(first[1], QString("16")); // all_gather: elements per rank, 1024 B / 4 B / 16 ranks
        QCOMPARE(first[2], QString("float"));
        QCOMPARE(first[3], QString("none"));
        QCOMPARE(first[4], QString("-1"));
        QCOMPARE(lines.filter(QRegularExpression("^# Avg bus bandwidth    : [0-9.]+ $")).size(), 1);
        // Bus bandwidth rises with size.
        QVERIFY(rows.last().simplified().split(' ')[7].toDouble() > first[7].toDouble());
    }

    void simulationsThatCannotRunExitWithOne()
    {
        const Run nvls = scalescope(
            { "simulate", "--preset", "dgx-a100", "--collective", "all_reduce", "--size", "1G", "--algo", "nvls" });
        QCOMPARE(nvls.exitCode, 1);
        QVERIFY2(nvls.err.contains("cannot reduce in the switch"), qPrintable(nvls.err));
        const Run one = scalescope(
            { "simulate", "--preset", "dgx-a100", "--collective", "all_reduce", "--size", "1G", "--ranks", "3" });
        QCOMPARE(one.exitCode, 1);
        QVERIFY(one.err.contains("at least two GPUs"));
    }

    void flowRunsAboveTheMemoryBudgetAreRefused()
    {
        // An alltoall over 16,384 GPUs ran out of a 12 GB cap after 20-30 s; it is refused at once.
        const QStringList alltoall { "--collective", "alltoall", "--size", "1G", "--fidelity", "flow" };
        const Run huge = scalescope(
            QStringList { "simulate", "--preset", "dgx-h100", "--nodes", "2048", "--memory-budget", "12G" } + alltoall);
        QCOMPARE(huge.exitCode, 1);
        for (const char* part : { "dgx-h100 x 2048 nodes: a flow-fidelity run of alltoall", "on 16384 GPUs",
                 "would need about", "more than its budget of 12 GiB", "use analytic fidelity",
                 "--fidelity analytic runs it", "--memory-budget SIZE, else SCALESCOPE_MEMORY_BUDGET" })
            QVERIFY2(huge.err.contains(part), qPrintable(huge.err));
        QVERIFY(huge.out.isEmpty());
        // Without the option, the environment's budget; "none" sets no limit.
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert("SCALESCOPE_MEMORY_BUDGET", "64K");
        const QStringList small = QStringList { "simulate", "--preset", "dgx-h100", "--nodes", "2" } + alltoall;
        const Run tight = scalescope(small, environment);
        QCOMPARE(tight.exitCode, 1);
        QVERIFY2(tight.err.contains("more than its budget of 64 KiB"), qPrintable(tight.err));
        const Run unlimited = scalescope(small + QStringList { "--memory-budget", "none", "--json" }, environment);
        QVERIFY2(unlimited.exitCode == 0, qPrintable(unlimited.err));
        const QJsonObject result = QJsonDocument::fromJson(unlimited.out.toUtf8()).object();
        QVERIFY(result["flow_memory_estimate_bytes"].toDouble() > 64 * 1024);
        // A budget that is no size is a usage error, named by where it came from.
        environment.insert("SCALESCOPE_MEMORY_BUDGET", "plenty");
        const Run bad = scalescope(small, environment);
        QCOMPARE(bad.exitCode, 2);
        QVERIFY2(bad.err.contains("SCALESCOPE_MEMORY_BUDGET takes a size"), qPrintable(bad.err));
    }
};

QTEST_GUILESS_MAIN(TestCliSimulate)
#include "tst_cli_simulate.moc"

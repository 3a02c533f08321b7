// `scalescope train --search` as a user runs it: the JSON lists the best configurations fastest
// first, each valid for the GPUs and with the fields of one iteration, its counts add up; the
// best is no slower than TP 8 inside the node as a user would type it; --top bounds the list;
// the text names the counts and a row per result; a model that fits nowhere says what the
// least it needs is, exit 1; a tenant's GPUs are left out of every placement; under failures it
// places around a failed GPU, times on what survives and refuses GPUs a partitioned fabric no
// longer joins, as one run does; options the search chooses itself are usage errors.
#include "CliFixtures.h"

#include <QtTest>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace {

const QStringList kLlama8b { "--preset", "dgx-h100", "--nodes", "4", "--model", "llama3-8b", "--global-batch", "128" };

QJsonObject trainJson(const QStringList& args)
{
    const Run run = scalescope(QStringList { "train" } + args + QStringList { "--json" });
    if (run.exitCode != 0)
        qWarning("%s", qPrintable(run.err));
    return QJsonDocument::fromJson(run.out.toUtf8()).object();
}

} // namespace

class TestCliTrainSearch : public CliTestCase {
    Q_OBJECT
private slots:
    void jsonListsTheBestFastestFirst()
    {
        const QJsonObject json = trainJson(kLlama8b + QStringList { "--search" });
        QCOMPARE(json.value("gpus").toInt(), 32);
        QCOMPARE(json.value("global_batch").toInt(), 128);
        QCOMPARE(json.value("max_tp").toInt(), 8);
        const QJsonObject rejected = json.value("rejected").toObject();
        QCOMPARE(rejected.value("shape").toInt() + rejected.value("memory").toInt()
                + rejected.value("placement").toInt() + json.value("timed").toInt(),
            json.value("considered").toInt());
        const QJsonArray results = json.value("results").toArray();
        QCOMPARE(results.size(), 10);
        double previous = 0;
        for (const QJsonValue& value : results) {
            const QJsonObject r = value.toObject();
            const QJsonObject c = r.value("config").toObject();
            QCOMPARE(c.value("tp").toInt() * c.value("pp").toInt() * c.value("dp").toInt() * c.value("cp").toInt(), 32);
            QCOMPARE(c.value("global_batch").toInt(), 128);
            QVERIFY(r.value("memory_GB").toObject().value("total").toDouble() <= 80);
            QCOMPARE(r.value("placement").toArray().size(), 32);
            QVERIFY(r.value("breakdown_ms").toObject().contains("bubble"));
            const double ms = r.value("iteration_ms").toDouble();
            QVERIFY(ms >= previous);
            previous = ms;
        }
        const QJsonObject typed = trainJson(kLlama8b + QStringList { "--tp", "8" });
        QVERIFY(results[0].toObject().value("iteration_ms").toDouble() <= typed.value("iteration_ms").toDouble());
    }

    void topBoundsTheListAndTheTextSaysWhatWasSearched()
    {
        QCOMPARE(trainJson(kLlama8b + QStringList { "--search", "--top", "3" }).value("results").toArray().size(), 3);
        const Run run = scalescope(QStringList { "train" } + kLlama8b + QStringList { "--search", "--top", "4" });
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.contains("configurations:"));
        QVERIFY(run.out.contains("rejected by shape"));
        QVERIFY(run.out.contains("timed"));
        QVERIFY(run.out.contains("\n   4  TP "));
        QVERIFY(!run.out.contains("\n   5  TP "));
    }

    void aModelThatFitsNowhereSaysHowMuchItNeeds()
    {
        const Run run = scalescope(
            { "train", "--preset", "dgx-h100", "--nodes", "1", "--model", "llama3-405b", "--search", "--json" });
        QCOMPARE(run.exitCode, 1);
        QVERIFY(run.out.isEmpty());
        QVERIFY2(run.err.contains("no configuration of Llama 3.1 405B runs on 8 GPUs"), qPrintable(run.err));
        QVERIFY2(run.err.contains("GB per GPU"), qPrintable(run.err));
    }

    // The 64-of-72 case: another tenant holds rack0's first two trays (8 GPUs); packed, every
    // configuration runs in rack0's NVLink domain on the 64 GPUs left; --placement spread is
    // tried beside packed, so twice the configurations are considered.
    void theSearchPlacesAroundAnotherTenant()
    {
        const QStringList job { "--preset", "gb300-nvl72", "--racks", "2", "--model", "llama3-70b", "--gpus", "64",
            "--exclude", "rack0/tray0,rack0/tray1", "--search", "--top", "3" };
        const QJsonObject packed = trainJson(job);
        const QJsonArray results = packed.value("results").toArray();
        QCOMPARE(results.size(), 3);
        for (const QJsonValue& result : results) {
            QCOMPARE(result.toObject().value("placement_policy").toString(), QString("packed"));
            for (const QJsonValue& gpu : result.toObject().value("placement").toArray()) {
                QVERIFY2(gpu.toString().startsWith("rack0/"), qPrintable(gpu.toString()));
                QVERIFY(!gpu.toString().startsWith("rack0/tray0/") && !gpu.toString().startsWith("rack0/tray1/"));
            }
        }
        const QJsonObject both = trainJson(job + QStringList { "--placement", "spread" });
        QCOMPARE(both.value("considered").toInt(), 2 * packed.value("considered").toInt());
        QCOMPARE(both.value("timed").toInt(), 2 * packed.value("timed").toInt());
    }

    void theSearchRunsOnWhatSurvives()
    {
        const QString design = path("ft.scalescope.json");
        QCOMPARE(scalescope({ "new", "--preset", "dgx-a100", "--nodes", "8", "--fabric", "fat-tree", "-o", design })
                     .exitCode,
            0);
        const QStringList job { design, "--model", "llama3-8b", "--global-batch", "256", "--search", "--top", "3" };
        const QJsonObject aroundGpu = trainJson(job + QStringList { "--gpus", "16", "--fail", "node0/gpu0" });
        const QJsonArray results = aroundGpu.value("results").toArray();
        QCOMPARE(results.size(), 3);
        for (const QJsonValue& result : results) {
            const QJsonArray placement = result.toObject().value("placement").toArray();
            QCOMPARE(placement.size(), 16);
            QVERIFY(!placement.contains(QJsonValue("node0/gpu0")));
        }
        QCOMPARE(aroundGpu.value("failures").toObject().value("devices_failed").toObject().value("gpu").toInt(), 1);
        const Run text
            = scalescope(QStringList { "train" } + job + QStringList { "--gpus", "16", "--fail", "node0/gpu0" });
        QVERIFY2(text.out.contains("failures    1 device failed (1 gpu)"), qPrintable(text.out));
        // Both spines failed: the four leaves are islands. A job over all 64 GPUs cannot run, and
        // the search says why for each placement, as the single run does.
        const QStringList split { "--gpus", "64", "--fail", "ib/spine0,ib/spine1" };
        const Run searched = scalescope(QStringList { "train" } + job + split);
        QCOMPARE(searched.exitCode, 1);
        QVERIFY2(searched.err.contains("0 timed") && searched.err.contains("no path is left from"),
            qPrintable(searched.err));
        const Run one = scalescope(
            QStringList { "train", design, "--model", "llama3-8b", "--global-batch", "256", "--tp", "1", "--cp", "4" }
            + split);
        QCOMPARE(one.exitCode, 1);
        QVERIFY2(one.err.contains("no path is left from"), qPrintable(one.err));
    }

    void optionsTheSearchChoosesAreUsageErrors()
    {
        const Run run = scalescope(QStringList { "train" } + kLlama8b + QStringList { "--search", "--tp", "8" });
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains("--search chooses --tp"), qPrintable(run.err));
        QCOMPARE(scalescope(QStringList { "train" } + kLlama8b + QStringList { "--search", "--top", "0" }).exitCode, 2);
    }
};

QTEST_APPLESS_MAIN(TestCliTrainSearch)
#include "tst_cli_train_search.moc"

// `scalescope compare` as a user runs it, on the trade-off of resources/examples: 72 GPUs as one
// GB300 NVL72 rack against nine DGX B200 nodes on InfiniBand. The figures that are arithmetic
// against hand counts (72 GPUs each, 1.8 TB/s of NVLink per GPU on both, 800 against 400 Gb/s of
// scale-out per GPU, half the NICs' bandwidth across the bisection), cost and power equal to
// `bom --json` of each, the collective and the training iteration equal to `simulate` and `train`
// of each, every ratio B/A, the NVL72's all_reduce busbw at 1 GiB above the nine nodes', the
// table's rows, and errors naming the file.
#include "CliFixtures.h"

#include <QtTest>

#include <QJsonDocument>
#include <QJsonObject>

namespace {

const QString kExamples = QString(SCALESCOPE_SOURCE_DIR) + "/resources/examples/";
const QString kRack = kExamples + "gb300-nvl72-rack.scalescope.json";
const QString kNodes = kExamples + "dgx-b200-9.scalescope.json";
const QStringList kTrain { "--train", "llama3-70b", "--tp", "8", "--global-batch", "144" };

QJsonObject jsonOf(const QStringList& args)
{
    const Run run = scalescope(args);
    if (run.exitCode != 0)
        qWarning().noquote() << run.err;
    return run.exitCode == 0 ? QJsonDocument::fromJson(run.out.toUtf8()).object() : QJsonObject();
}

QJsonObject compareJson(const QStringList& more)
{
    return jsonOf(QStringList { "compare", kRack, kNodes, "--json" } + more);
}

// Equal to the printed precision of the other command (both print doubles in full).
bool near(double a, double b)
{
    return std::abs(a - b) <= 1e-9 * std::max(std::abs(a), std::abs(b));
}

} // namespace

class TestCliCompare : public CliTestCase {
    Q_OBJECT
private slots:
    void arithmeticFiguresMatchHandCounts()
    {
        const QJsonObject json = compareJson({});
        const QJsonObject a = json.value("a").toObject(), b = json.value("b").toObject();
        QCOMPARE(a.value("file").toString(), kRack);
        QCOMPARE(a.value("gpus").toDouble(), 72.0);
        QCOMPARE(b.value("gpus").toDouble(), 72.0);
        QCOMPARE(a.value("nvlink_domain_gpus").toDouble(), 72.0); // one domain of 72
        QCOMPARE(b.value("nvlink_domains").toDouble(), 9.0); // nine of 8
        QCOMPARE(b.value("nvlink_domain_gpus").toDouble(), 8.0);
        // NVLink 5: 18 links x 50 GB/s x 2 directions per GPU, on B300 and B200 alike.
        QCOMPARE(a.value("nvlink_per_gpu_TBps").toDouble(), 1.8);
        QCOMPARE(b.value("nvlink_per_gpu_TBps").toDouble(), 1.8);
        // One ConnectX-8 at 800 Gb/s per GPU; eight ConnectX-7 at 400 Gb/s per 8-GPU node.
        QCOMPARE(a.value("scale_out_per_gpu_Gbps").toDouble(), 800.0);
        QCOMPARE(b.value("scale_out_per_gpu_Gbps").toDouble(), 400.0);
        // Both fabrics non-blocking: 36 NICs' line rate crosses the bisection.
        QCOMPARE(a.value("bisection_Tbps").toDouble(), 36 * 0.8);
        QCOMPARE(b.value("bisection_Tbps").toDouble(), 36 * 0.4);
        QCOMPARE(b.value("bisection_fraction").toDouble(), 1.0);
        const QJsonObject ratios = json.value("ratios").toObject();
        QCOMPARE(ratios.value("gpus").toDouble(), 1.0);
        QCOMPARE(ratios.value("scale_out_per_gpu_Gbps").toDouble(), 0.5);
        QVERIFY(!ratios.contains("gpu_model"));
    }

    void nvlinkAgreesWithInfo()
    {
        const QJsonObject json = compareJson({});
        for (const auto& [side, file] : { std::pair { "a", kRack }, std::pair { "b", kNodes } }) {
            const QJsonObject info = infoJson(file);
            const QJsonObject figures = json.value(side).toObject();
            QCOMPARE(figures.value("gpus").toInt(), info.value("gpus").toInt());
            QVERIFY(near(figures.value("nvlink_per_gpu_TBps").toDouble() * info.value("gpus").toDouble(),
                info.value("nvlink_bidirectional_TBps").toDouble()));
            QCOMPARE(figures.value("compute_nics").toInt(), info.value("compute_nics").toInt());
        }
    }

    void costAndPowerAreTheBillOfMaterials()
    {
        const QJsonObject json = compareJson({});
        for (const auto& [side, file] : { std::pair { "a", kRack }, std::pair { "b", kNodes } }) {
            const QJsonObject bom = jsonOf({ "bom", file, "--json" });
            const QJsonObject figures = json.value(side).toObject();
            QVERIFY(bom.value("cost").toObject().value("total").toDouble() > 0);
            QCOMPARE(figures.value("cost_USD").toDouble(), bom.value("cost").toObject().value("total").toDouble());
            QCOMPARE(
                figures.value("cost_per_gpu_USD").toDouble(), bom.value("cost").toObject().value("per_gpu").toDouble());
            const QJsonObject power = bom.value("power_kW").toObject();
            QCOMPARE(figures.value("power_typical_kW").toDouble(), power.value("typical").toDouble());
            QCOMPARE(figures.value("power_max_kW").toDouble(), power.value("max").toDouble());
            QCOMPARE(figures.value("unpriced").toArray(), bom.value("cost").toObject().value("unpriced").toArray());
        }
    }

    void everyRatioIsBOverA()
    {
        const QJsonObject json = compareJson(QStringList { "--collective", "all_reduce", "--size", "1G" } + kTrain);
        const QJsonObject a = json.value("a").toObject(), b = json.value("b").toObject();
        const QJsonObject ratios = json.value("ratios").toObject();
        QVERIFY(ratios.size() >= 20);
        QCOMPARE(json.value("collective").toObject().value("bytes").toDouble(), double(1 << 30));
        QCOMPARE(json.value("training").toObject().value("model").toString(), QString("llama3-70b"));
        for (auto it = ratios.begin(); it != ratios.end(); ++it) {
            const double left = a.value(it.key()).toDouble(), right = b.value(it.key()).toDouble();
            if (left == 0) {
                QVERIFY2(it.value().isNull(), qPrintable(it.key()));
                continue;
            }
            QVERIFY2(near(it.value().toDouble(), right / left), qPrintable(it.key()));
        }
    }

    void theRacksAllReduceBeatsTheNodes()
    {
        // One NVLink domain of 72 reduces in the switches (NVLS); nine domains of 8 must cross
        // 400 Gb/s NICs: the trade-off the example shows.
        const QStringList job { "--collective", "all_reduce", "--size", "1G" };
        const QJsonObject json = compareJson(job);
        const QJsonObject a = json.value("a").toObject(), b = json.value("b").toObject();
        QVERIFY(a.value("busbw_GBps").toDouble() > 2 * b.value("busbw_GBps").toDouble());
        QVERIFY(a.value("collective_time_us").toDouble() < b.value("collective_time_us").toDouble());
        QVERIFY(json.value("ratios").toObject().value("busbw_GBps").toDouble() < 0.5);
        // Each side as simulate runs it alone.
        for (const auto& [side, file] : { std::pair { "a", kRack }, std::pair { "b", kNodes } }) {
            const QJsonObject alone = jsonOf(QStringList { "simulate", file, "--json" } + job);
            const double busbw = json.value(side).toObject().value("busbw_GBps").toDouble();
            QVERIFY(std::abs(busbw - alone.value("busbw_GBps").toDouble()) <= 5e-4); // simulate prints 3 decimals
        }
    }

    void trainingIsWhatTrainPrints()
    {
        const QJsonObject json = compareJson(kTrain);
        for (const auto& [side, file] : { std::pair { "a", kRack }, std::pair { "b", kNodes } }) {
            const QJsonObject train = jsonOf(
                QStringList { "train", file, "--json", "--model", "llama3-70b", "--tp", "8", "--global-batch", "144" });
            const QJsonObject figures = json.value(side).toObject();
            QVERIFY(figures.value("iteration_ms").toDouble() > 0);
            QVERIFY(near(figures.value("iteration_ms").toDouble(), train.value("iteration_ms").toDouble()));
            QVERIFY(near(figures.value("tokens_per_s").toDouble(), train.value("tokens_per_s").toDouble()));
            QVERIFY(near(figures.value("mfu_percent").toDouble(), 100 * train.value("mfu").toDouble()));
            QCOMPARE(figures.value("training_config").toString(), QString("TP8 PP1 DP9"));
        }
    }

    void theTableHasARowPerFigure()
    {
        const Run run = scalescope(
            QStringList { "compare", kRack, kNodes, "--collective", "all_reduce", "--size", "1G" } + kTrain);
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.contains(QRegularExpression("FIGURE +A +B +B/A")));
        QVERIFY(run.out.contains(QRegularExpression("\\nGPUs +72 +72 +1\\.00\\n")));
        QVERIFY(
            run.out.contains(QRegularExpression("NVLink per GPU, both directions \\(TB/s\\) +1\\.80 +1\\.80 +1\\.00")));
        QVERIFY(run.out.contains(QRegularExpression("scale-out per GPU, each direction \\(Gb/s\\) +800 +400 +0\\.50")));
        QVERIFY(run.out.contains(
            QRegularExpression("scale-out bisection, each direction \\(Tb/s\\) +28\\.8 +14\\.4 +0\\.50")));
        for (const char* label : { "cost, estimated (USD)", "power, maximum (kW)", "all_reduce 1G: busbw (GB/s)",
                 "training: iteration (ms)", "training: MFU (%)", "cost per token/s (USD)" })
            QVERIFY2(run.out.contains(label), label);
        QVERIFY(run.out.contains("Costs are estimates"));
    }

    // B is A (a fat tree) with a GPU and a spine marked failed in its design file: the GPUs, the
    // bisection and the all_reduce are those of what survives, the cost and power the whole
    // design's, and it says so.
    void aDesignsFailuresAreTakenOut()
    {
        const QString fatTree = kExamples + "fat-tree-jobs.scalescope.json"; // 8 DGX A100, 4 leaves, 2 spines
        QFile healthy(fatTree);
        QVERIFY(healthy.open(QIODevice::ReadOnly));
        // The file as it is, with a failures section added before its closing brace.
        QByteArray text = healthy.readAll();
        text.insert(text.lastIndexOf('}'),
            R"(, "failures": {"marks": [{"target": "node0/gpu0", "state": "failed"},
                {"target": "ib/spine0", "state": "failed"}]})");
        const QString failed = path("failed.scalescope.json");
        QFile out(failed);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(text);
        out.close();

        const QJsonObject json
            = jsonOf({ "compare", fatTree, failed, "--json", "--collective", "all_reduce", "--size", "1G" });
        const QJsonObject a = json.value("a").toObject(), b = json.value("b").toObject();
        QVERIFY(a.value("failures").isNull());
        QVERIFY2(
            b.value("failures").toString().contains("2 devices failed"), qPrintable(b.value("failures").toString()));
        QCOMPARE(b.value("gpus").toDouble(), 63.0);
        // One of two spines: half the leaves' uplinks, so less crosses the bisection.
        QVERIFY(b.value("bisection_Tbps").toDouble() > 0);
        QVERIFY(b.value("bisection_Tbps").toDouble() < a.value("bisection_Tbps").toDouble());
        QCOMPARE(b.value("cost_USD").toDouble(), a.value("cost_USD").toDouble());
        QCOMPARE(b.value("power_max_kW").toDouble(), a.value("power_max_kW").toDouble());
        QVERIFY(b.value("busbw_GBps").toDouble() > 0); // the all_reduce ran on the 63 GPUs left
        const Run run = scalescope({ "compare", fatTree, failed });
        QVERIFY2(run.out.contains("B: the design's failures are taken out (2 devices failed"), qPrintable(run.out));
    }

    void errorsNameTheFile()
    {
        const QString missing = path("missing.scalescope.json");
        Run run = scalescope({ "compare", kRack, missing });
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(missing), qPrintable(run.err));

        const QString broken = QString(SCALESCOPE_TEST_DATA) + "/broken/duplicate-key.json";
        run = scalescope({ "compare", broken, kNodes });
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(broken + ":5:64:"), qPrintable(run.err));

        run = scalescope({ "compare", kRack, kNodes, "--train", "llama3-70b", "--tp", "7" });
        QCOMPARE(run.exitCode, 1); // 64 heads are not divisible by 7
        QVERIFY2(run.err.startsWith(kRack + ": --train:"), qPrintable(run.err));

        run = scalescope({ "compare", kRack, kNodes, "--train", "no-such-model" });
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(kRack) && run.err.contains("no-such-model"), qPrintable(run.err));
    }

    void usageErrors()
    {
        for (const QStringList& args :
            { QStringList { "compare", kRack }, QStringList { "compare", kRack, kNodes, kNodes },
                QStringList { "compare", kRack, kNodes, "--size", "1G" },
                QStringList { "compare", kRack, kNodes, "--collective", "all_reduce" },
                QStringList { "compare", kRack, kNodes, "--collective", "all_sum", "--size", "1G" },
                QStringList { "compare", kRack, kNodes, "--tp", "8" },
                QStringList { "compare", kRack, kNodes, "--no-overlap" },
                QStringList { "compare", kRack, path("missing.json"), "--tp", "8" }, // options before files
                QStringList { "compare", kRack, kNodes, "--train", "llama3-70b", "--tp", "8", "--order", "pp-dp" } }) {
            const Run run = scalescope(args);
            QVERIFY2(run.exitCode == 2, qPrintable(args.join(' ') + ": " + run.err));
            QVERIFY(run.err.contains("Try 'scalescope compare --help'"));
        }
    }
};

QTEST_MAIN(TestCliCompare)
#include "tst_cli_compare.moc"

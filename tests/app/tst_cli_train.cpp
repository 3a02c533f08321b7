// `scalescope train` as a user runs it: the JSON's figures and how they agree (tokens/s x
// iteration time = the batch's tokens, the breakdown adds up to the iteration, MFU in (0, 1)),
// the placement as GPU names in rank order, TP spread over nodes by the rank order costing more,
// a design's own model, a block of recomputed layers, activations offloaded to the host, an invalid
// configuration refused with every problem and exit 1, and usage errors (unknown model, bad
// order, bad precision) with exit 2; the rates the compute ran at, and whether they were measured.
#include "CliFixtures.h"

#include <QtTest>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace {

const QString kData = SCALESCOPE_TEST_DATA;

QJsonObject trainJson(const QStringList& args)
{
    const Run run = scalescope(QStringList { "train" } + args + QStringList { "--json" });
    if (run.exitCode != 0)
        qWarning("%s", qPrintable(run.err));
    return QJsonDocument::fromJson(run.out.toUtf8()).object();
}

const QStringList kLlama8b { "--preset", "dgx-h100", "--nodes", "4", "--model", "llama3-8b", "--tp", "8", "--pp", "2",
    "--global-batch", "32" };

} // namespace

class TestCliTrain : public CliTestCase {
    Q_OBJECT
private slots:
    void jsonFiguresAgree()
    {
        const QJsonObject json = trainJson(kLlama8b);
        QCOMPARE(json.value("gpus").toInt(), 32);
        const QJsonObject config = json.value("config").toObject();
        QCOMPARE(config.value("dp").toInt(), 2); // what 32 GPUs leave after TP 8 x PP 2
        QCOMPARE(config.value("micro_batches").toInt(), 16);
        const double ms = json.value("iteration_ms").toDouble();
        QVERIFY(ms > 0);
        const double tokens = 32.0 * config.value("seq").toInt();
        QVERIFY(std::abs(json.value("tokens_per_s").toDouble() * ms / 1e3 / tokens - 1) < 1e-9);
        double sum = 0;
        const QJsonObject breakdown = json.value("breakdown_ms").toObject();
        for (const char* kind : { "compute", "tp", "cp", "ep", "pp", "dp", "bubble", "optimizer" }) {
            QVERIFY2(breakdown.contains(kind), kind);
            sum += breakdown.value(kind).toDouble();
        }
        QVERIFY(std::abs(sum / ms - 1) < 1e-9);
        const double mfu = json.value("mfu").toDouble();
        QVERIFY(mfu > 0 && mfu < 1);
        QVERIFY(std::abs(json.value("tflops_per_gpu").toDouble() / 989 - mfu) < 1e-3);
        const QJsonObject memory = json.value("memory_GB").toObject();
        QVERIFY(memory.value("total").toDouble() > memory.value("weights").toDouble());
        QVERIFY(!json.value("collectives").toArray().isEmpty());
    }

    void anUnstatedBatchIsAboutFourMillionTokens()
    {
        QStringList args = kLlama8b;
        args.removeAt(args.indexOf("--global-batch") + 1);
        args.removeAll("--global-batch");
        const QJsonObject config = trainJson(args).value("config").toObject();
        const int tokens = config.value("global_batch").toInt() * config.value("seq").toInt();
        QCOMPARE(tokens, 4 * 1024 * 1024); // 512 sequences of 8,192 tokens, a multiple of DP 2
        QCOMPARE(config.value("micro_batches").toInt(), 256);
    }

    void unfusedAttentionKeepsItsActivations()
    {
        const QStringList kept = kLlama8b + QStringList { "--recompute", "none" }; // selective drops them
        const QJsonObject fused = trainJson(kept);
        const QJsonObject unfused = trainJson(kept + QStringList { "--unfused-attention" });
        QVERIFY(fused.value("config").toObject().value("fused_attention").toBool());
        QVERIFY(!unfused.value("config").toObject().value("fused_attention").toBool());
        QVERIFY(unfused.value("memory_GB").toObject().value("activations").toDouble()
            > fused.value("memory_GB").toObject().value("activations").toDouble());
    }

    void placementNamesTheGpusInRankOrder()
    {
        const QJsonArray placement = trainJson(kLlama8b).value("placement").toArray();
        QCOMPARE(placement.size(), 32);
        QCOMPARE(placement[0].toString(), QString("node0/gpu0"));
        QCOMPARE(placement[9].toString(), QString("node1/gpu1"));
        const QString design = path("four.scalescope.json");
        QCOMPARE(scalescope({ "new", "--preset", "dgx-h100", "--nodes", "4", "-o", design }).exitCode, 0);
        const Run device = scalescope({ "info", design, "--device", placement[31].toString() });
        QVERIFY2(device.exitCode == 0, qPrintable(device.err));
    }

    void tensorParallelAcrossNodesCostsMore()
    {
        const QStringList job { "--preset", "dgx-h100", "--nodes", "4", "--model", "llama3-8b", "--tp", "8" };
        const QJsonObject inside = trainJson(job);
        const QJsonObject across = trainJson(job + QStringList { "--order", "dp-tp-pp" });
        QCOMPARE(across.value("config").toObject().value("order").toString(), QString("dp-tp-pp-cp-ep"));
        const double insideTp = inside.value("breakdown_ms").toObject().value("tp").toDouble();
        const double acrossTp = across.value("breakdown_ms").toObject().value("tp").toDouble();
        QVERIFY2(acrossTp > 2 * insideTp, qPrintable(QString("%1 vs %2").arg(acrossTp).arg(insideTp)));
        QVERIFY(across.value("iteration_ms").toDouble() > inside.value("iteration_ms").toDouble());
    }

    void overlapOptionsNeverSlowAnIteration()
    {
        const QJsonObject overlapped = trainJson(kLlama8b);
        const QJsonObject exposed = trainJson(kLlama8b + QStringList { "--no-overlap" });
        const QJsonObject tpHidden = trainJson(kLlama8b + QStringList { "--tp-overlap" });
        const double ms = overlapped.value("iteration_ms").toDouble();
        QVERIFY(ms < exposed.value("iteration_ms").toDouble());
        QVERIFY(tpHidden.value("iteration_ms").toDouble() <= ms);
        QVERIFY(exposed.value("breakdown_ms").toObject().value("dp").toDouble()
            > overlapped.value("breakdown_ms").toObject().value("dp").toDouble());
    }

    // The rates the compute ran at are said, and whether they were measured on this GPU: an H100's
    // FP8 products at Azure's sustained 1382.2 and its HBM at a STREAM Triad's 2.97 TB/s; a GB200's
    // HBM at the share of its rated rate measured on an H200 (none is published for it); a B200's
    // products at its burst times the share a GB200 sustains.
    void theRatesComputeRanAtAreSaid()
    {
        const QJsonObject h100 = trainJson(kLlama8b + QStringList { "--precision", "fp8" }).value("rates").toObject();
        QCOMPARE(h100.value("matmul_TFLOPS").toDouble(), 1382.2);
        QCOMPARE(h100.value("hbm_TBps").toDouble(), 2.97);
        QVERIFY(h100.value("matmul_measured").toBool() && h100.value("hbm_measured").toBool());
        const QJsonObject gb200 = trainJson({ "--preset", "gb200-nvl72", "--racks", "1", "--model", "llama3-8b",
                                                "--gpus", "8", "--global-batch", "16" })
                                      .value("rates")
                                      .toObject();
        QCOMPARE(gb200.value("matmul_TFLOPS").toDouble(), 1550.0); // BF16, the default precision
        QVERIFY(std::abs(gb200.value("hbm_TBps").toDouble() - 8 * 4.15 / 4.8) < 1e-9);
        QVERIFY(!gb200.value("hbm_measured").toBool());
        const Run run = scalescope({ "train", "--preset", "gb200-nvl72", "--racks", "1", "--model", "llama3-8b",
            "--gpus", "8", "--global-batch", "16" });
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains("products at 1550.0 TFLOP/s in bf16 (measured on this GPU)"), qPrintable(run.out));
        QVERIFY2(
            run.out.contains("6.92 TB/s (the share of the rated rate measured on a similar GPU)"), qPrintable(run.out));
        // A B200, measured only in a short burst, runs at the share of it a GB200 sustains.
        const QStringList b200 { "train", "--preset", "dgx-b200", "--nodes", "1", "--model", "llama3-8b", "--gpus", "8",
            "--global-batch", "16", "--precision", "fp8" };
        const QJsonObject b200Rates = trainJson(b200.mid(1)).value("rates").toObject();
        QVERIFY(!b200Rates.value("matmul_measured").toBool() && b200Rates.value("matmul_from_burst").toBool());
        QVERIFY(!h100.value("matmul_from_burst").toBool());
        const Run b200Run = scalescope(b200);
        QVERIFY2(b200Run.out.contains("products at 2759.7 TFLOP/s in fp8 (this GPU's measured burst times the share "
                                      "of it a similar GPU sustains)"),
            qPrintable(b200Run.out));
    }

    void textSaysWhereTheTimeGoes()
    {
        const Run run = scalescope(QStringList { "train" } + kLlama8b);
        QCOMPARE(run.exitCode, 0);
        for (const char* part : { "iteration", "tokens/s", "MFU", "breakdown", "bubble", "memory", "busiest",
                 "node0/gpu0", "TP 8 x PP 2 x DP 2" })
            QVERIFY2(run.out.contains(part), part);
    }

    void aDesignsOwnModelTrains()
    {
        const QString design = path("rack.scalescope.json");
        QCOMPARE(scalescope({ "new", "--preset", "dgx-h100", "--nodes", "1", "-o", design }).exitCode, 0);
        const QJsonObject json = trainJson({ design, "--model", "llama3-8b", "--tp", "8" });
        QCOMPARE(json.value("design").toString(), design);
        const Run own = scalescope({ "train", kData + "/catalog/own-model.scalescope.json", "--model", "tinyllama-1.1b",
            "--tp", "4", "--gpus", "4" });
        QVERIFY2(own.exitCode == 0, qPrintable(own.err));
        QVERIFY(own.out.contains("TinyLlama"));
    }

    void anInvalidConfigurationIsRefused()
    {
        const Run run = scalescope({ "train", "--preset", "dgx-h100", "--nodes", "2", "--model", "llama3-70b", "--tp",
            "3", "--pp", "3", "--dp", "1", "--gpus", "16" });
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains("tensor parallel 3 does not divide the 64 attention heads"), qPrintable(run.err));
        QVERIFY(run.err.contains("16 GPUs are not TP 3 x PP 3"));
        QVERIFY(run.err.startsWith("dgx-h100"));
        const Run tooBig
            = scalescope({ "train", "--preset", "dgx-h100", "--nodes", "1", "--model", "llama3-70b", "--tp", "8" });
        QCOMPARE(tooBig.exitCode, 1);
        QVERIFY2(tooBig.err.contains("per GPU") && tooBig.err.contains("80.0 GB"), qPrintable(tooBig.err));
        const Run moreGpus
            = scalescope({ "train", "--preset", "dgx-h100", "--nodes", "1", "--model", "llama3-8b", "--gpus", "16" });
        QCOMPARE(moreGpus.exitCode, 1);
        QVERIFY(moreGpus.err.contains("the job needs 16 GPUs but the design has 8"));
    }

    void aBlockOfLayersIsRecomputed()
    {
        const QJsonObject config = trainJson(kLlama8b + QStringList { "--recompute-layers", "4" })["config"].toObject();
        QCOMPARE(config["recompute"].toString(), QString("full"));
        QCOMPARE(config["recompute_layers"].toInt(), 4);
        const Run text = scalescope(QStringList { "train" } + kLlama8b + QStringList { "--recompute-layers", "4" });
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(
            text.out.contains("full recomputation of the first 4 layers of each virtual stage"), qPrintable(text.out));
        const Run selective = scalescope(
            QStringList { "train" } + kLlama8b + QStringList { "--recompute", "selective", "--recompute-layers", "4" });
        QCOMPARE(selective.exitCode, 1);
        QVERIFY2(selective.err.contains("needs full recomputation, not selective"), qPrintable(selective.err));
        QCOMPARE(
            scalescope(QStringList { "train" } + kLlama8b + QStringList { "--recompute-layers", "0" }).exitCode, 2);
    }

    void aPipelineLayoutIsStated()
    {
        const QStringList twoStages { "--preset", "dgx-h100", "--nodes", "1", "--model", "llama3-8b", "--pp", "2",
            "--pipeline-layout", "17,15" };
        const QJsonArray layout = trainJson(twoStages)["config"].toObject()["pipeline_layout"].toArray();
        QCOMPARE(layout.size(), 2);
        QCOMPARE(layout[0].toInt(), 17);
        const Run text = scalescope(QStringList { "train" } + twoStages);
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(text.out.contains("(layers per virtual stage 17,15)"), qPrintable(text.out));
        const Run wrongSum = scalescope(QStringList { "train", "--preset", "dgx-h100", "--nodes", "1", "--model",
            "llama3-8b", "--pp", "2", "--pipeline-layout", "16*2,1" });
        QCOMPARE(wrongSum.exitCode, 1);
        QVERIFY2(wrongSum.err.contains("gives 3 virtual stages, not pipeline parallel 2"), qPrintable(wrongSum.err));
        const Run unreadable = scalescope(QStringList { "train", "--preset", "dgx-h100", "--nodes", "1", "--model",
            "llama3-8b", "--pp", "2", "--pipeline-layout", "16*x" });
        QCOMPARE(unreadable.exitCode, 2);
        QVERIFY2(unreadable.err.contains("--pipeline-layout"), qPrintable(unreadable.err));
    }

    void recomputeModulesAreNamedAsMegatronNamesThem()
    {
        const QStringList deepSeek { "--preset", "gb200-nvl72", "--racks", "4", "--model", "deepseek-v3", "--gpus",
            "256", "--pp", "4", "--vpp", "4", "--ep", "64", "--pipeline-layout", "4*15,1", "--global-batch", "4096" };
        // As the GB200 recipe runs it (core_attn alone does not fit the GPU's 186 GB).
        const QJsonObject upProjections = trainJson(deepSeek + QStringList { "--recompute-modules", "mla_up_proj" });
        const QJsonObject both = trainJson(deepSeek + QStringList { "--recompute-modules", "mla_up_proj,moe_act" });
        QCOMPARE(upProjections["config"].toObject()["recompute"].toString(), QString("selective"));
        QCOMPARE(upProjections["config"].toObject()["recompute_modules"].toArray(), QJsonArray { "mla_up_proj" });
        // The experts' activation made again from fc1's output: less memory, a slower iteration.
        QVERIFY(both["memory_GB"].toObject()["activations"].toDouble()
            < upProjections["memory_GB"].toObject()["activations"].toDouble());
        QVERIFY(both["iteration_ms"].toDouble() > upProjections["iteration_ms"].toDouble());
        const QJsonObject byDefault = trainJson(
            { "--preset", "dgx-h100", "--nodes", "1", "--model", "llama3-8b", "--tp", "8", "--global-batch", "16" });
        QCOMPARE(byDefault["config"].toObject()["recompute_modules"].toArray(), QJsonArray { "core_attn" });
        const Run text = scalescope(
            QStringList { "train" } + deepSeek + QStringList { "--recompute-modules", "mla_up_proj,moe_act" });
        QVERIFY2(text.out.contains("selective recomputation of mla_up_proj,moe_act"), qPrintable(text.out + text.err));
        const Run unknown = scalescope(QStringList { "train", "--preset", "dgx-h100", "--nodes", "1", "--model",
            "llama3-8b", "--recompute-modules", "softmax" });
        QCOMPARE(unknown.exitCode, 2);
        QVERIFY2(unknown.err.contains("--recompute-modules"), qPrintable(unknown.err));
        const Run noLatents = scalescope(QStringList { "train", "--preset", "dgx-h100", "--nodes", "1", "--model",
            "llama3-8b", "--recompute-modules", "mla_up_proj" });
        QCOMPARE(noLatents.exitCode, 1);
        QVERIFY2(noLatents.err.contains("which Llama 3 8B does not have"), qPrintable(noLatents.err));
    }

    // Llama 3's context parallelism: K and V all-gathered before attention, exposed; the ring
    // (p2p, the default) hides behind attention's products.
    void contextParallelKeysAndValuesCanBeGathered()
    {
        const QStringList job { "--preset", "dgx-h100", "--nodes", "2", "--model", "llama3-8b", "--tp", "4", "--cp",
            "4", "--seq", "65536", "--global-batch", "8" };
        const QJsonObject ring = trainJson(job);
        const QJsonObject gathered = trainJson(job + QStringList { "--cp-comm", "all_gather" });
        QCOMPARE(ring["config"].toObject()["cp_comm"].toString(), QString("p2p"));
        QCOMPARE(gathered["config"].toObject()["cp_comm"].toString(), QString("all_gather"));
        QVERIFY(
            gathered["breakdown_ms"].toObject()["cp"].toDouble() > ring["breakdown_ms"].toObject()["cp"].toDouble());
        QVERIFY(gathered["iteration_ms"].toDouble() > ring["iteration_ms"].toDouble());
        const Run text = scalescope(QStringList { "train" } + job + QStringList { "--cp-comm", "all_gather" });
        QVERIFY2(text.out.contains("x CP 4 (K and V all-gathered)"), qPrintable(text.out));
        const Run unknown = scalescope(QStringList { "train" } + job + QStringList { "--cp-comm", "ring" });
        QCOMPARE(unknown.exitCode, 2);
        QVERIFY2(unknown.err.contains("--cp-comm") && unknown.err.contains("all_gather"), qPrintable(unknown.err));
    }

    // FP8 with current scaling (Megatron-Bridge's FP8-CS) finds each cast input's amax in a pass
    // of its own: a little slower than delayed scaling, said in the report; a recipe needs FP8, and
    // MXFP8 needs Blackwell.
    void fp8ScalingIsChosenByItsRecipe()
    {
        const QStringList job { "--preset", "dgx-h100", "--nodes", "1", "--model", "llama3-8b", "--tp", "4",
            "--precision", "fp8", "--global-batch", "16" };
        const QJsonObject delayed = trainJson(job);
        const QJsonObject current = trainJson(job + QStringList { "--fp8-recipe", "tensorwise" });
        QCOMPARE(delayed["config"].toObject()["fp8_recipe"].toString(), QString("delayed"));
        QCOMPARE(current["config"].toObject()["fp8_recipe"].toString(), QString("tensorwise"));
        QVERIFY(current["iteration_ms"].toDouble() > delayed["iteration_ms"].toDouble());
        QVERIFY(current["iteration_ms"].toDouble() < 1.05 * delayed["iteration_ms"].toDouble());
        const Run text = scalescope(QStringList { "train" } + job + QStringList { "--fp8-recipe", "tensorwise" });
        QVERIFY2(text.out.contains("fp8 (tensorwise scaling)"), qPrintable(text.out));
        const Run bf16 = scalescope(QStringList {
            "train", "--preset", "dgx-h100", "--nodes", "1", "--model", "llama3-8b", "--fp8-recipe", "tensorwise" });
        QCOMPARE(bf16.exitCode, 2);
        QVERIFY2(bf16.err.contains("--fp8-recipe goes with --precision fp8"), qPrintable(bf16.err));
        const Run mx = scalescope(QStringList { "train" } + job + QStringList { "--fp8-recipe", "mxfp8" });
        QCOMPARE(mx.exitCode, 1);
        QVERIFY2(mx.err.contains("no block-scaled tensor cores for mxfp8"), qPrintable(mx.err));
    }

    // Gradients reduced in BF16 (Megatron-Core's grad_reduce_in_fp32 false): half the bytes in
    // the gradients' buffer and in DP's reduce-scatter.
    void gradientsCanBeReducedInBf16()
    {
        const QStringList job { "--preset", "dgx-h100", "--nodes", "4", "--model", "llama3-70b", "--tp", "8", "--pp",
            "2", "--global-batch", "64" };
        const QJsonObject fp32 = trainJson(job);
        const QJsonObject bf16 = trainJson(job + QStringList { "--grad-reduce", "bf16" });
        QCOMPARE(fp32["config"].toObject()["grad_reduce"].toString(), QString("fp32"));
        QCOMPARE(bf16["config"].toObject()["grad_reduce"].toString(), QString("bf16"));
        const double fp32Gradients = fp32["memory_GB"].toObject()["gradients"].toDouble();
        QVERIFY(fp32Gradients > 0);
        QCOMPARE(bf16["memory_GB"].toObject()["gradients"].toDouble(), fp32Gradients / 2);
        const Run text = scalescope(QStringList { "train" } + job + QStringList { "--grad-reduce", "bf16" });
        QVERIFY2(text.out.contains("data parallel, gradients in bf16"), qPrintable(text.out));
        const Run unknown = scalescope(QStringList { "train" } + job + QStringList { "--grad-reduce", "fp16" });
        QCOMPARE(unknown.exitCode, 2);
        QVERIFY2(unknown.err.contains("fp32 or bf16"), qPrintable(unknown.err));
    }

    // The loss's implementation: Transformer Engine's kernel moves 6 bytes a logit where the unfused
    // kernels move 52, so a small model with a large vocabulary runs faster with it.
    void theLossCanBeFused()
    {
        const QStringList job { "--preset", "dgx-h100", "--nodes", "1", "--model", "llama3-8b", "--tp", "2",
            "--global-batch", "8" };
        const QJsonObject unfused = trainJson(job);
        const QJsonObject te = trainJson(job + QStringList { "--loss-fusion", "te" });
        QCOMPARE(unfused["config"].toObject()["loss_fusion"].toString(), QString("unfused"));
        QCOMPARE(te["config"].toObject()["loss_fusion"].toString(), QString("te"));
        const double unfusedCompute = unfused["breakdown_ms"].toObject()["compute"].toDouble();
        const double teCompute = te["breakdown_ms"].toObject()["compute"].toDouble();
        QVERIFY2(teCompute < unfusedCompute, qPrintable(QString("%1 vs %2").arg(teCompute).arg(unfusedCompute)));
        const Run text = scalescope(QStringList { "train" } + job + QStringList { "--loss-fusion", "native" });
        QVERIFY2(text.out.contains("loss fused (native)"), qPrintable(text.out));
        const Run unknown = scalescope(QStringList { "train" } + job + QStringList { "--loss-fusion", "fused" });
        QCOMPARE(unknown.exitCode, 2);
        QVERIFY2(unknown.err.contains("unfused, native or te"), qPrintable(unknown.err));
    }

    // Ulysses-style CP (a2a) at TP 4 and CP 2 (Llama 3 8B's 8 key/value heads, 2 a TP rank); CP 4
    // cannot split them and exits 1 saying so.
    void contextParallelHeadsCanGoAllToAll()
    {
        const QStringList job { "--preset", "dgx-h100", "--nodes", "2", "--model", "llama3-8b", "--tp", "4", "--cp",
            "2", "--seq", "65536", "--global-batch", "8", "--cp-comm", "a2a" };
        const QJsonObject json = trainJson(job);
        QCOMPARE(json["config"].toObject()["cp_comm"].toString(), QString("a2a"));
        QVERIFY(json["breakdown_ms"].toObject()["cp"].toDouble() > 0);
        const Run text = scalescope(QStringList { "train" } + job);
        QVERIFY2(text.out.contains("x CP 2 (heads all-to-all)"), qPrintable(text.out));
        QStringList tooWide = job;
        tooWide[tooWide.indexOf("--cp") + 1] = "4";
        const Run refused = scalescope(QStringList { "train" } + tooWide);
        QCOMPARE(refused.exitCode, 1);
        QVERIFY2(refused.err.contains("an all-to-all (a2a) of 4 CP ranks"), qPrintable(refused.err));
        // The all-to-all in groups of 2, the ring between them; groups need a2a+p2p.
        tooWide[tooWide.indexOf("a2a")] = "a2a+p2p";
        const QJsonObject twoLevels = trainJson(tooWide);
        QCOMPARE(twoLevels["config"].toObject()["cp_a2a_ranks"].toInt(), 2);
        const Run text2 = scalescope(QStringList { "train" } + tooWide);
        QVERIFY2(
            text2.out.contains("x CP 4 (heads all-to-all in groups of 2, a ring between them)"), qPrintable(text2.out));
        const Run misplaced = scalescope(QStringList { "train" } + job + QStringList { "--cp-a2a-ranks", "2" });
        QCOMPARE(misplaced.exitCode, 2);
        QVERIFY2(misplaced.err.contains("a2a+p2p"), qPrintable(misplaced.err));
    }

    void activationsCanBeOffloadedToTheHost()
    {
        const QStringList offloaded { "--preset", "dgx-h100", "--nodes", "1", "--model", "llama3-8b", "--global-batch",
            "16", "--dp-mode", "fsdp", "--offload-layers", "8" };
        const QJsonObject json = trainJson(offloaded);
        QCOMPARE(json["config"].toObject()["offload_layers"].toInt(), 8);
        QCOMPARE(json["config"].toObject()["recompute"].toString(), QString("none"));
        QVERIFY(json["memory_GB"].toObject()["offloaded_to_host"].toDouble() > 0);
        const Run text = scalescope(QStringList { "train" } + offloaded);
        QVERIFY2(text.out.contains("no recomputation, the activations of the first 8 layers offloaded to the host")
                && text.out.contains("activations in the host's memory"),
            qPrintable(text.out));
        const Run staged = scalescope(QStringList { "train" } + offloaded + QStringList { "--pp", "2" });
        QCOMPARE(staged.exitCode, 1);
        QVERIFY2(
            staged.err.contains("offloading activations needs pipeline parallel 1, not 2"), qPrintable(staged.err));
    }

    void usageErrors()
    {
        const QStringList preset { "train", "--preset", "dgx-h100" };
        QCOMPARE(scalescope(preset).exitCode, 2); // no --model
        const Run unknown = scalescope(preset + QStringList { "--model", "gpt-5" });
        QCOMPARE(unknown.exitCode, 2);
        QVERIFY(unknown.err.contains("no model is named \"gpt-5\""));
        const Run order = scalescope(preset + QStringList { "--model", "llama3-8b", "--tp", "8", "--order", "dp-pp" });
        QCOMPARE(order.exitCode, 2);
        QVERIFY2(order.err.contains("--order: rank order \"dp-pp\" leaves out tp, which is 8"), qPrintable(order.err));
        QCOMPARE(scalescope(preset + QStringList { "--model", "llama3-8b", "--precision", "fp4" }).exitCode, 2);
        QCOMPARE(scalescope(preset + QStringList { "--model", "llama3-8b", "--tp", "0" }).exitCode, 2);
        const Run help = scalescope({ "train", "--help" });
        QCOMPARE(help.exitCode, 0);
        QVERIFY(help.out.contains("--order") && help.out.contains("--global-batch"));
        QVERIFY(scalescope({ "--help" }).out.contains("train"));
    }
};

QTEST_GUILESS_MAIN(TestCliTrain)
#include "tst_cli_train.moc"

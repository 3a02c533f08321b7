// A training job's parallel configuration: each invalid combination refused in words that name
// its figures, memory per GPU against the formulas it is taken from (Megatron-LM's 18 and
// 6 + 12/d bytes per parameter, Korthikanti et al.'s activations per layer), the 1F1B schedule's
// micro-batches in flight, and a model that does not fit saying what it needs.
#include "catalog/Catalog.h"
#include "train/BatchShape.h"
#include "train/ModelCounts.h"
#include "train/TrainingCheck.h"
#include "train/TrainingMemory.h"

#include <QtTest>

#include <cmath>
#include <functional>

using namespace scalescope;

namespace {

const ModelSpec& model(const char* id)
{
    return *Catalog::builtIn().model(id);
}

const GpuSpec& h100()
{
    return *Catalog::builtIn().gpu("H100-SXM5-80GB");
}

// Llama 3 70B as NeMo's published pre-training recipe runs it on 64 H100: TP 4, PP 4, VPP 5, CP 2.
ParallelConfig nemoLlama70b()
{
    ParallelConfig c;
    c.tp = 4;
    c.pp = 4;
    c.vpp = 5;
    c.cp = 2;
    c.dp = 2;
    c.microBatch = 1;
    c.globalBatch = 128;
    c.seqLength = 8192;
    return c;
}

std::string joined(const std::vector<std::string>& problems)
{
    std::string text;
    for (const std::string& p : problems)
        text += p + "\n";
    return text;
}

using Change = std::function<void(ParallelConfig&)>;

// Korthikanti et al. 2022's Table 2 setting for GPT-3 175B: TP 8 (PP 8), no recomputation, no
// sequence parallelism, and the unfused attention of their time, which keeps the s x s scores.
ParallelConfig korthikantiTable2()
{
    ParallelConfig c;
    c.tp = 8;
    c.pp = 8;
    c.globalBatch = 8;
    c.recompute = Recompute::None;
    c.fusedAttention = false;
    c.sequenceParallel = false;
    return c;
}

} // namespace

Q_DECLARE_METATYPE(Change)

class TestTrainConfig : public QObject {
    Q_OBJECT

private slots:
    void aPublishedConfigurationIsValidAndFits()
    {
        const auto problems = checkTraining(model("llama3-70b"), nemoLlama70b(), h100(), 64);
        QVERIFY2(problems.empty(), joined(problems).c_str());
    }

    void eachInvalidCombinationIsSaid_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<Change>("change");
        QTest::addColumn<QString>("expected");
        QTest::newRow("heads") << "llama3-70b" << Change([](ParallelConfig& c) { c.tp = 3; })
                               << "tensor parallel 3 does not divide the 64 attention heads of Llama 3 70B";
        QTest::newRow("kv heads") << "llama3-70b" << Change([](ParallelConfig& c) { c.tp = 16; })
                                  << "tensor parallel 16 does not divide the 8 key/value heads of Llama 3 70B";
        QTest::newRow("layers") << "llama3-70b" << Change([](ParallelConfig& c) { c.pp = 3; })
                                << "pipeline parallel 3 x virtual stages 5 = 15 does not divide the 80 layers";
        QTest::newRow("vpp without pp") << "llama3-70b" << Change([](ParallelConfig& c) { c.pp = 1; })
                                        << "virtual pipeline stages (VPP 5) need pipeline parallel above 1";
        QTest::newRow("gpus") << "llama3-70b" << Change([](ParallelConfig& c) { c.dp = 4; })
                              << "64 GPUs are not TP 4 x PP 4 x DP 4 x CP 2 = 128";
        QTest::newRow("huge degrees") << "llama3-70b" << Change([](ParallelConfig& c) {
            c.pp = 1 << 20;
            c.vpp = 1 << 20;
            c.microBatch = 1 << 20;
            c.dp = 1 << 20;
            c.globalBatch = 0;
        }) << "pipeline parallel 1048576 x virtual stages 1048576 = 1099511627776 does not divide the 80 layers";
        QTest::newRow("global batch") << "llama3-70b" << Change([](ParallelConfig& c) { c.globalBatch = 129; })
                                      << "global batch 129 is not a multiple of micro-batch 1 x data parallel 2 = 2";
        QTest::newRow("interleaved micro-batches") << "llama3-70b" << Change([](ParallelConfig& c) {
            c.globalBatch = 6;
        }) << "the interleaved schedule needs the 3 micro-batches per pipeline to be a multiple of pipeline parallel 4";
        QTest::newRow("experts on a dense model")
            << "llama3-70b" << Change([](ParallelConfig& c) { c.ep = 2; })
            << "expert parallel 2 needs a mixture of experts; Llama 3 70B has none";
        QTest::newRow("experts") << "mixtral-8x7b" << Change([](ParallelConfig& c) {
            c.vpp = 1;
            c.ep = 4;
            c.dp = 3;
            c.cp = 2;
            c.globalBatch = 120;
        }) << "expert parallel 4 does not divide data parallel x context parallel = 6";
        QTest::newRow("expert count") << "deepseek-v3" << Change([](ParallelConfig& c) {
            c.vpp = 1;
            c.pp = 1;
            c.ep = 3;
            c.dp = 3;
            c.cp = 1;
            c.globalBatch = 3;
        }) << "expert parallel 3 does not divide the 256 experts of DeepSeek-V3 671B";
        QTest::newRow("context parallel")
            << "llama3-70b" << Change([](ParallelConfig& c) { c.seqLength = 8190; })
            << "context parallel 2 needs the sequence of 8190 tokens to be a multiple of 2 x CP = 4";
        QTest::newRow("degree below 1") << "llama3-70b" << Change([](ParallelConfig& c) { c.microBatch = 0; })
                                        << "micro-batch must be at least 1, not 0";
    }

    void eachInvalidCombinationIsSaid()
    {
        QFETCH(QString, id);
        QFETCH(Change, change);
        QFETCH(QString, expected);
        ParallelConfig config = nemoLlama70b();
        change(config);
        const std::string text = joined(checkParallelConfig(model(id.toUtf8().constData()), config, 64));
        QVERIFY2(text.find(expected.toStdString()) != std::string::npos, text.c_str());
    }

    void modelStateIsMegatronsBytesPerParameter()
    {
        // dist_optimizer.md: 18 bytes per parameter (BF16 weights, FP32 gradients, FP32 Adam), and
        // 6 + 12/d with the distributed optimizer. A middle stage of Llama 3 70B at TP 8, PP 8 holds
        // ten layers, split eight ways.
        const ModelSpec& m = model("llama3-70b");
        ParallelConfig c;
        c.tp = 8;
        c.pp = 8;
        c.dp = 4;
        c.globalBatch = 32;
        const double held = 10 * layerParams(m, 0).total() / 8;
        c.dpMode = DataParallelMode::Plain;
        MemoryPerGpu plain = stageMemory(m, c, 3);
        QCOMPARE((plain.weightsBytes + plain.gradientsBytes + plain.optimizerBytes) / held, 18.0);
        c.dpMode = DataParallelMode::DistributedOptimizer;
        MemoryPerGpu sharded = stageMemory(m, c, 3);
        QCOMPARE((sharded.weightsBytes + sharded.gradientsBytes + sharded.optimizerBytes) / held, 6.0 + 12.0 / 4);
        c.dpMode = DataParallelMode::Fsdp;
        MemoryPerGpu fsdp = stageMemory(m, c, 3);
        QVERIFY(fsdp.totalBytes() < sharded.totalBytes());
        QCOMPARE(fsdp.activationsBytes, sharded.activationsBytes);
        // Gradients reduced in BF16 (grad_reduce_in_fp32 false) take 2 bytes, not 4: 4 + 12/d.
        c.dpMode = DataParallelMode::DistributedOptimizer;
        c.gradReduceInFp32 = false;
        MemoryPerGpu halfGradients = stageMemory(m, c, 3);
        QCOMPARE(halfGradients.gradientsBytes / held, 2.0);
        QCOMPARE((halfGradients.weightsBytes + halfGradients.gradientsBytes + halfGradients.optimizerBytes) / held,
            4.0 + 12.0 / 4);
    }

    void activationsAreKorthikantisFormula()
    {
        // Korthikanti et al. 2022, Table 2, for GPT-3 175B at s 2048, b 1, t 8 (bytes per layer).
        const ModelSpec& m = model("gpt3-175b");
        const double s = 2048, b = 1, h = 12288, a = 96, t = 8;
        ParallelConfig c = korthikantiTable2();
        QCOMPARE(layerActivationBytes(m, 0, c), s * b * h * (10 + 24 / t + 5 * a * s / (h * t)));
        c.sequenceParallel = true;
        QCOMPARE(layerActivationBytes(m, 0, c), s * b * h * (34 / t + 5 * a * s / (h * t)));
        // Fused attention (FlashAttention) keeps only each head's FP32 softmax log-sum-exp.
        c.fusedAttention = true;
        QCOMPARE(layerActivationBytes(m, 0, c), s * b * h * 34 / t + s * b * 4 * a / t);
        c.recompute = Recompute::Selective;
        QCOMPARE(layerActivationBytes(m, 0, c), s * b * h * 34 / t);
        c.recompute = Recompute::Full;
        QCOMPARE(layerActivationBytes(m, 0, c), s * b * h * 2 / t);
        c.recompute = Recompute::Selective;
        c.cp = 2;
        QCOMPARE(layerActivationBytes(m, 0, c), s / 2 * b * h * 34 / t);
    }

    void aModelTrainedWithoutDropoutKeepsNoMasks()
    {
        // Korthikanti et al.'s count holds two 1-byte dropout masks per token (2h) and, unfused,
        // attention's dropout mask and output (3as); with a probability of 0 (Llama 3, DeepSeek-V3)
        // dropout returns its input and keeps neither.
        ModelSpec m = model("gpt3-175b");
        m.dropout = 0;
        const double s = 2048, b = 1, h = 12288, a = 96, t = 8;
        ParallelConfig c = korthikantiTable2();
        QCOMPARE(layerActivationBytes(m, 0, c), s * b * h * (8 + 24 / t + 2 * a * s / (h * t)));
        c.fusedAttention = true;
        c.sequenceParallel = true;
        c.recompute = Recompute::Selective;
        QCOMPARE(layerActivationBytes(m, 0, c), s * b * h * 32 / t);
    }

    void oneFOneBKeepsPipelineDepthMicroBatchesOnTheFirstStage()
    {
        const ModelSpec& m = model("gpt3-175b");
        ParallelConfig c;
        c.tp = 8;
        c.pp = 8;
        c.globalBatch = 64;
        const double layer = layerActivationBytes(m, 0, c);
        QCOMPARE(stageMemory(m, c, 0).activationsBytes, 12 * layer * 8); // 96/8 layers, 8 in flight
        QCOMPARE(stageMemory(m, c, 6).activationsBytes, 12 * layer * 2);
        c.globalBatch = 4; // fewer micro-batches than stages: all of them
        QCOMPARE(stageMemory(m, c, 0).activationsBytes, 12 * layer * 4);
        c.globalBatch = 64;
        c.vpp = 2; // interleaved: 1 + (p - 1)/(p v) more
        QCOMPARE(stageMemory(m, c, 0).activationsBytes, 12 * layer * 8 * (1 + 7.0 / 16));
    }

    void aModelThatDoesNotFitSaysWhatItNeeds()
    {
        ParallelConfig c;
        c.tp = 8;
        c.dpMode = DataParallelMode::Plain;
        const auto problems = checkTraining(model("llama3-70b"), c, h100(), 8);
        QCOMPARE(problems.size(), std::size_t(1));
        const std::string& text = problems.front();
        const MemoryPerGpu memory = memoryPerGpu(model("llama3-70b"), c);
        QVERIFY(memory.totalBytes() > 150e9); // 70.6B x 18 bytes / 8 alone is 159 GB
        char needs[64];
        std::snprintf(needs, sizeof needs, "needs %.1f GB per GPU", memory.totalBytes() / 1e9);
        QVERIFY2(text.find(needs) != std::string::npos, text.c_str());
        QVERIFY2(text.find("optimizer state") != std::string::npos, text.c_str());
        QVERIFY2(text.find("but the NVIDIA H100 80GB SXM5 has 80.0 GB") != std::string::npos, text.c_str());
        // The same job fits on B300's 288 GB.
        QVERIFY(checkFitsGpu(model("llama3-70b"), c, *Catalog::builtIn().gpu("B300-GB300-288GB")).empty());
    }

    void fp8NeedsAGpuThatHasIt()
    {
        ParallelConfig c = nemoLlama70b();
        c.precision = Precision::Fp8;
        QVERIFY(checkFitsGpu(model("llama3-70b"), c, h100()).empty());
        const std::string text
            = joined(checkFitsGpu(model("llama3-70b"), c, *Catalog::builtIn().gpu("A100-SXM4-80GB")));
        QVERIFY2(text.find("the NVIDIA A100 80GB SXM4 has no FP8 tensor cores") != std::string::npos, text.c_str());
    }

    void mxfp8NeedsBlackwell()
    {
        // MXFP8's scale per 32 elements runs on Blackwell's block-scaled tensor cores; Hopper's have
        // none, and the other recipes run on it.
        ParallelConfig c = nemoLlama70b();
        c.precision = Precision::Fp8;
        c.fp8Recipe = Fp8Recipe::Mxfp8;
        const std::string text = joined(checkFitsGpu(model("llama3-70b"), c, h100()));
        QVERIFY2(text.find("the NVIDIA H100 80GB SXM5 has no block-scaled tensor cores for mxfp8") != std::string::npos,
            text.c_str());
        QVERIFY(checkFitsGpu(model("llama3-70b"), c, *Catalog::builtIn().gpu("B300-GB300-288GB")).empty());
        for (const Fp8Recipe recipe : { Fp8Recipe::Delayed, Fp8Recipe::Tensorwise, Fp8Recipe::Blockwise }) {
            c.fp8Recipe = recipe;
            QVERIFY(checkFitsGpu(model("llama3-70b"), c, h100()).empty());
        }
    }

    void expertsAreSplitByExpertParallelism()
    {
        const ModelSpec& m = model("deepseek-v3");
        ParallelConfig c;
        c.pp = 1;
        c.dp = 64;
        c.globalBatch = 64;
        c.ep = 8;
        const MemoryPerGpu ep8 = memoryPerGpu(m, c);
        c.ep = 64;
        const MemoryPerGpu ep64 = memoryPerGpu(m, c);
        double routed = 0;
        for (int layer = 0; layer < m.layers; ++layer)
            routed += layerParams(m, layer).routedExperts;
        // BF16 weights: each GPU holds 1/EP of the routed experts, the rest whole (TP 1).
        QVERIFY(std::abs((ep8.weightsBytes - ep64.weightsBytes) - 2 * routed * (1.0 / 8 - 1.0 / 64)) < 1e3);
        QCOMPARE(ep64.activationsBytes, ep8.activationsBytes);
    }

    void anUnstatedBatchIsAboutFourMillionTokens()
    {
        const ModelSpec& llama = model("llama3-70b"); // 8,192-token sequences: 4M tokens are 512
        ParallelConfig c = nemoLlama70b();
        c.globalBatch = 0;
        QCOMPARE(defaultGlobalBatch(llama, c), 512LL);
        QCOMPARE(withGlobalBatch(llama, c).globalBatch, 512);
        c.vpp = 1;
        c.dp = 3; // the nearest multiple of micro-batch x DP = 3
        QCOMPARE(defaultGlobalBatch(llama, c), 513LL);
        c.seqLength = 1 << 23; // longer than the default batch: one step of every DP rank
        QCOMPARE(defaultGlobalBatch(llama, c), 3LL);
        c.globalBatch = 96; // a stated batch stays
        QCOMPARE(withGlobalBatch(llama, c).globalBatch, 96);
    }

    void anUnstatedBatchSuitsTheInterleavedSchedule()
    {
        ParallelConfig c = nemoLlama70b(); // VPP 5: micro-batches per pipeline a multiple of PP 4
        c.globalBatch = 0;
        c.dp = 3; // 512 sequences to the nearest multiple of micro-batch 1 x DP 3 x PP 4 = 12
        QCOMPARE(defaultGlobalBatch(model("llama3-70b"), c), 516LL);
        const auto problems = checkParallelConfig(model("llama3-70b"), c);
        QVERIFY2(problems.empty(), joined(problems).c_str());
    }

    // Megatron-Core's pipeline layout, as Megatron-Bridge lays out DeepSeek-V3's 61 layers on
    // PP 4 x VPP 4: 4 layers on each virtual stage but the last, which holds 1 (and the loss).
    void aStatedPipelineLayoutSplitsTheLayers()
    {
        const ModelSpec& deepseek = model("deepseek-v3");
        ParallelConfig c;
        c.pp = 4;
        c.vpp = 4;
        c.dp = 64;
        c.ep = 64;
        c.globalBatch = 4096;
        QVERIFY(!checkParallelConfig(deepseek, c).empty()); // 16 does not divide 61 (nor 63)
        c.layerLayout = *parseLayerLayout("4*15,1");
        QCOMPARE(c.layerLayout.size(), std::size_t(16));
        const auto problems = checkParallelConfig(deepseek, c);
        QVERIFY2(problems.empty(), joined(problems).c_str());
        const LayerRange last = chunkLayers(deepseek.layers, c, 3, 3);
        QCOMPARE(last.first, 60);
        QCOMPARE(last.count, 1);
        const LayerRange secondOfStage1 = chunkLayers(deepseek.layers, c, 1, 1); // position 5
        QCOMPARE(secondOfStage1.first, 20);
        QCOMPARE(secondOfStage1.count, 4);
        QCOMPARE(layerLayoutText(c.layerLayout), std::string("4*15,1"));

        c.layerLayout = *parseLayerLayout("4*15");
        QVERIFY(joined(checkParallelConfig(deepseek, c)).find("15 virtual stages") != std::string::npos);
        c.layerLayout = *parseLayerLayout("4*16");
        QVERIFY(joined(checkParallelConfig(deepseek, c)).find("holds 64 layers") != std::string::npos);
        for (const char* bad : { "", "4*", "*4", "4*0", "-1", "4,,1", "four", "4*100000" })
            QVERIFY2(!parseLayerLayout(bad), bad);
        QCOMPARE(parseLayerLayout(" 3, 0 ,2*2")->size(), std::size_t(4));
    }

    void namesReadBack()
    {
        for (const auto mode :
            { DataParallelMode::Plain, DataParallelMode::DistributedOptimizer, DataParallelMode::Fsdp })
            QVERIFY(parseDataParallelMode(toString(mode)) == mode);
        for (const auto r : { Recompute::None, Recompute::Selective, Recompute::Full })
            QVERIFY(parseRecompute(toString(r)) == r);
        QVERIFY(parsePrecision("fp8") == Precision::Fp8);
        QVERIFY(!parsePrecision("fp4"));
        for (const auto recipe : { Fp8Recipe::Delayed, Fp8Recipe::Tensorwise, Fp8Recipe::Mxfp8, Fp8Recipe::Blockwise })
            QVERIFY(parseFp8Recipe(toString(recipe)) == recipe);
        for (const bool inFp32 : { true, false }) {
            ParallelConfig c;
            c.gradReduceInFp32 = inFp32;
            QVERIFY(parseGradientReduction(gradientReductionName(c)) == inFp32);
        }
        QVERIFY(!parseGradientReduction("fp16"));
    }
};

QTEST_APPLESS_MAIN(TestTrainConfig)
#include "tst_train_config.moc"

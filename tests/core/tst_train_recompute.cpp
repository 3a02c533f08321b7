// Recomputing only some layers (Megatron-Core's block method, recompute_num_layers N): the first
// N layers of each virtual stage run their forward again in backward, the others keep all their
// activations. Its cost and memory lie between no recomputation and full, and equal full's memory
// when N covers every layer; backward pays exactly the recomputed layers' forward; the hardware
// FLOPs count only those layers; TP's communication repeats only for them; a block under selective
// recomputation, or larger than a virtual stage, is refused. Selective recomputation's modules
// (Megatron-Core's recompute_modules) each drop what they make again from memory and add exactly
// its forward to backward; a module the model has no part for, or under another recomputation,
// is refused.
#include "BuiltClusters.h"
#include "TrainingFixtures.h"

#include "train/ComputeTime.h"
#include "train/ModelCounts.h"
#include "train/TrainingCheck.h"
#include "train/TrainingIteration.h"
#include "train/TrainingMemory.h"

#include <QtTest>

using namespace scalescope;
using fixtures::anyMentions;
using fixtures::builtTopology;

namespace {

const ModelSpec& llama8b()
{
    return *Catalog::builtIn().model("llama3-8b");
}

// Llama 3 8B (32 layers) at TP 2, PP 2: 16 layers a stage.
ParallelConfig twoStages(Recompute recompute, int recomputeLayers = 0)
{
    ParallelConfig c;
    c.tp = 2;
    c.pp = 2;
    c.dp = 2;
    c.globalBatch = 16;
    c.recompute = recompute;
    c.recomputeLayers = recomputeLayers;
    return c;
}

// DeepSeek-V3 at TP 1, PP 4 x VPP 4 (its 61 layers as 4*15,1), DP 64 with EP 8: 256 GPUs.
ParallelConfig deepSeekConfig()
{
    ParallelConfig c;
    c.pp = 4;
    c.vpp = 4;
    c.dp = 64;
    c.ep = 8;
    c.globalBatch = 256;
    c.layerLayout = *parseLayerLayout("4*15,1");
    return c;
}

IterationResult iterate(const ParallelConfig& c)
{
    static const Topology topology = builtTopology("dgx-h100", 1);
    return fixtures::iterateOnFirstGpus(topology, "llama3-8b", c);
}

} // namespace

class TestTrainRecompute : public QObject {
    Q_OBJECT

private slots:
    void aBlockLiesBetweenNoRecomputationAndFull()
    {
        const IterationResult none = iterate(twoStages(Recompute::None));
        const IterationResult full = iterate(twoStages(Recompute::Full));
        double lastUs = none.iterationUs, lastBytes = none.memory.activationsBytes;
        for (const int layers : { 2, 8, 16 }) {
            const IterationResult block = iterate(twoStages(Recompute::Full, layers));
            QVERIFY2(block.iterationUs > lastUs, qPrintable(QString::number(layers)));
            QVERIFY2(block.memory.activationsBytes < lastBytes, qPrintable(QString::number(layers)));
            lastUs = block.iterationUs;
            lastBytes = block.memory.activationsBytes;
        }
        // Every layer of the stage: full recomputation's memory; its time but the output layer's.
        QCOMPARE(lastBytes, full.memory.activationsBytes);
        QVERIFY(lastUs <= full.iterationUs && lastUs > 0.97 * full.iterationUs);
    }

    void backwardPaysExactlyTheRecomputedLayersForward()
    {
        const GpuSpec& h100 = *Catalog::builtIn().gpu("H100-SXM5-80GB");
        for (const Precision precision : { Precision::Bf16, Precision::Fp8 }) {
            ParallelConfig none = twoStages(Recompute::None), block = twoStages(Recompute::Full, 4);
            none.precision = block.precision = precision;
            const double extraUs = layersCompute(llama8b(), block, h100, 16, 16, true).backwardUs
                - layersCompute(llama8b(), none, h100, 16, 16, true).backwardUs;
            const double fourLayersUs = layersCompute(llama8b(), none, h100, 16, 4, false).forwardUs;
            QVERIFY(fourLayersUs > 0);
            QVERIFY2(std::abs(extraUs - fourLayersUs) < 1e-9 * fourLayersUs,
                qPrintable(QString("%1 against %2").arg(extraUs).arg(fourLayersUs)));
        }
    }

    void hardwareFlopsCountOnlyTheRecomputedLayers()
    {
        QCOMPARE(fullyRecomputedLayers(32, twoStages(Recompute::Full, 4)), 8);
        QCOMPARE(fullyRecomputedLayers(32, twoStages(Recompute::Full)), 32);
        QCOMPARE(fullyRecomputedLayers(32, twoStages(Recompute::Selective)), 0);
        const IterationResult r = iterate(twoStages(Recompute::Full, 4));
        const int seq = llama8b().seqLength;
        const double layersForward = forwardFlopsPerToken(llama8b(), seq) - logitsFlopsPerToken(llama8b());
        const double expected = 1 + 8.0 / 32 * layersForward / modelFlopsPerToken(llama8b(), seq);
        QVERIFY2(std::abs(r.hardwareTflopsPerGpu / r.tflopsPerGpu - expected) < 1e-9,
            qPrintable(QString::number(r.hardwareTflopsPerGpu / r.tflopsPerGpu)));
    }

    void hardwareFlopsOfFullRecomputationAreSc21s()
    {
        // SC21 (https://arxiv.org/abs/2104.04473), equation 3 over the model FLOPs of its appendix:
        // the layers' forward counted again, the logits not, 96(1 + s/6h + V/16lh) over
        // 72(1 + s/6h + V/12lh).
        static const Topology topology = builtTopology("dgx-h100", 1);
        const ModelSpec& gpt = *Catalog::builtIn().model("megatron-gpt-1.7b");
        ParallelConfig c;
        c.dp = 8;
        c.globalBatch = 8;
        c.recompute = Recompute::Full;
        const IterationResult r = fixtures::iterateOnFirstGpus(topology, "megatron-gpt-1.7b", c);
        const double s = gpt.seqLength, h = gpt.hidden, l = gpt.layers, v = gpt.vocab;
        const double expected = 96 * (1 + s / (6 * h) + v / (16 * l * h)) / (72 * (1 + s / (6 * h) + v / (12 * l * h)));
        QVERIFY2(std::abs(r.hardwareTflopsPerGpu / r.tflopsPerGpu - expected) < 1e-9,
            qPrintable(QString("%1 against %2").arg(r.hardwareTflopsPerGpu / r.tflopsPerGpu).arg(expected)));
    }

    void tensorParallelTrafficRepeatsOnlyForRecomputedLayers()
    {
        const double none = iterate(twoStages(Recompute::None)).breakdownUs.tp;
        const double block = iterate(twoStages(Recompute::Full, 4)).breakdownUs.tp;
        const double full = iterate(twoStages(Recompute::Full)).breakdownUs.tp;
        QVERIFY(none > 0);
        QVERIFY(none < block && block < full);
        // A layer recomputed whole waits for its forward's exchanges again: a quarter of the layers
        // recomputed adds a quarter of what recomputing them all adds.
        QVERIFY2(std::abs((block - none) - 0.25 * (full - none)) < 1e-6 * block,
            qPrintable(QString("%1 %2 %3").arg(none).arg(block).arg(full)));
    }

    void aBlockNeedsFullRecomputationAndFitsAStage()
    {
        QVERIFY(checkParallelConfig(llama8b(), twoStages(Recompute::Full, 16)).empty());
        QVERIFY(anyMentions(checkParallelConfig(llama8b(), twoStages(Recompute::Selective, 4)),
            "recomputing 4 layers of each virtual stage needs full recomputation, not selective"));
        QVERIFY(anyMentions(checkParallelConfig(llama8b(), twoStages(Recompute::Full, 17)),
            "recomputed layers must be between 1 and the 16 layers of a virtual stage, not 17"));
        ParallelConfig interleaved = twoStages(Recompute::Full, 5);
        interleaved.vpp = 4; // 4 layers a virtual stage
        QVERIFY(anyMentions(checkParallelConfig(llama8b(), interleaved), "the 4 layers of a virtual stage, not 5"));
    }

    void modulesReadAndWriteAsMegatronNamesThem()
    {
        const auto modules = parseRecomputeModules("moe_act, core_attn");
        QVERIFY(modules && modules->coreAttention && modules->moeActivation && !modules->mlaUpProjection);
        QCOMPARE(recomputeModulesText(*modules), std::string("core_attn,moe_act"));
        QCOMPARE(recomputeModulesText(RecomputeModules {}), std::string("core_attn"));
        QVERIFY(!parseRecomputeModules(""));
        QVERIFY(!parseRecomputeModules("core_attn,"));
        QVERIFY(!parseRecomputeModules("softmax"));
    }

    void eachModuleDropsWhatItMakesAgain()
    {
        // A MoE layer of DeepSeek-V3 (128 heads, Q and K 192 wide, V 128; 8 routed experts of 2048).
        const ModelSpec& deepSeek = *Catalog::builtIn().model("deepseek-v3");
        ParallelConfig c = deepSeekConfig();
        const double tokens = 1.0 * c.microBatch * deepSeek.seqLength;
        const auto bytes = [&](const char* modules) {
            ParallelConfig with = c;
            with.recomputeModules = *parseRecomputeModules(modules);
            return layerActivationBytes(deepSeek, 10, with) / tokens;
        };
        const double qkv = 2.0 * (128 * 192 + 128 * 192 + 128 * 128), softmaxStatistics = 4.0 * 128;
        QCOMPARE(bytes("core_attn") - bytes("core_attn,mla_up_proj"), qkv);
        QCOMPARE(bytes("core_attn") - bytes("mla_up_proj"), qkv - softmaxStatistics);
        QCOMPARE(bytes("core_attn") - bytes("core_attn,moe_act"), 8 * 2.0 * 2048);
    }

    void hardwareFlopsCountTheModulesProducts()
    {
        // DeepSeek-V3's up-projections: 1536 -> 128 x 192 for the queries, 512 -> 128 x 256 for K and V.
        const ModelSpec& deepSeek = *Catalog::builtIn().model("deepseek-v3");
        QCOMPARE(upProjectionParams(deepSeek), 1536.0 * 128 * 192 + 512.0 * 128 * 256);
        // EP 64, as its recipe runs, on GB300's 288 GB, where each module alone fits.
        static const Topology topology = builtTopology("gb300-nvl72", 4);
        const auto hardwareShare = [&](const char* modules) {
            ParallelConfig with = deepSeekConfig();
            with.ep = 64;
            with.recomputeModules = *parseRecomputeModules(modules);
            const IterationResult r = fixtures::iterateOnFirstGpus(topology, "deepseek-v3", with);
            return r.hardwareTflopsPerGpu / r.tflopsPerGpu;
        };
        const double perToken = modelFlopsPerToken(deepSeek, deepSeek.seqLength);
        const double scores = deepSeek.layers * attentionScoreFlopsPerToken(deepSeek, deepSeek.seqLength) / perToken;
        const double upProjections = deepSeek.layers * 2.0 * upProjectionParams(deepSeek) / perToken;
        QVERIFY(std::abs(hardwareShare("core_attn") - (1 + scores)) < 1e-9);
        QVERIFY(std::abs(hardwareShare("mla_up_proj") - (1 + upProjections)) < 1e-9);
        QVERIFY(std::abs(hardwareShare("moe_act") - 1) < 1e-9); // an element-wise kernel, no products
    }

    void backwardPaysExactlyTheModulesForward()
    {
        const ModelSpec& deepSeek = *Catalog::builtIn().model("deepseek-v3");
        const GpuSpec& h100 = *Catalog::builtIn().gpu("H100-SXM5-80GB");
        const double tokens = 1.0 * deepSeekConfig().microBatch * deepSeek.seqLength;
        const auto backwardUs = [&](const char* modules) {
            ParallelConfig with = deepSeekConfig();
            with.recomputeModules = *parseRecomputeModules(modules);
            return layersCompute(deepSeek, with, h100, 10, 1, false).backwardUs;
        };
        // The two up-projections: 1536 -> 128 x 192 for the queries, 512 -> 128 x 256 for K and V.
        const double upUs = 1e6
            * (matmulSeconds(h100, Precision::Bf16, tokens, 1536, 128 * 192)
                + matmulSeconds(h100, Precision::Bf16, tokens, 512, 128 * 256));
        const double extraUs = backwardUs("core_attn,mla_up_proj") - backwardUs("core_attn");
        QVERIFY2(std::abs(extraUs - upUs) < 1e-9 * upUs, qPrintable(QString("%1 against %2").arg(extraUs).arg(upUs)));
        QVERIFY(backwardUs("core_attn,moe_act") > backwardUs("core_attn"));
        QVERIFY(backwardUs("moe_act") < backwardUs("core_attn,moe_act"));
    }

    void modulesNeedSelectiveRecomputationAndTheirPart()
    {
        ParallelConfig c = twoStages(Recompute::Selective);
        c.recomputeModules = *parseRecomputeModules("mla_up_proj,moe_act");
        QVERIFY(anyMentions(checkParallelConfig(llama8b(), c),
            "mla_up_proj recomputes multi-head latent attention's up-projections, which Llama 3 8B does not have"));
        QVERIFY(anyMentions(checkParallelConfig(llama8b(), c),
            "moe_act recomputes the experts' activation, and Llama 3 8B has no experts"));
        c.recompute = Recompute::Full;
        QVERIFY(anyMentions(checkParallelConfig(llama8b(), c),
            "recompute modules (mla_up_proj,moe_act) are for selective recomputation, not full"));
        QVERIFY(checkParallelConfig(*Catalog::builtIn().model("deepseek-v3"), deepSeekConfig()).empty());
    }
};

QTEST_APPLESS_MAIN(TestTrainRecompute)
#include "tst_train_recompute.moc"

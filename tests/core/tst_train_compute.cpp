// What one GPU's share of a layer costs: products at the GPU's measured matmul rate for the
// precision (or the nearest measured fraction of its peak when the catalog has none), FP8's casts
// through HBM, and the activations FP8 keeps in one byte; and the A100's rate against the one
// published timing of single layers on it (Korthikanti et al. 2022, Table 4).
#include "SimulatorFixtures.h"
#include "catalog/Catalog.h"
#include "train/ComputeTime.h"
#include "train/LayerProducts.h"
#include "train/TrainingMemory.h"

#include <QtTest>

#include <cmath>

using namespace scalescope;

namespace {

const GpuSpec& gpu(const char* id)
{
    return *Catalog::builtIn().gpu(id);
}

const ModelSpec& model(const char* id)
{
    return *Catalog::builtIn().model(id);
}

ParallelConfig eightWayData(Precision precision, Recompute recompute)
{
    ParallelConfig c;
    c.dp = 8;
    c.globalBatch = 64;
    c.precision = precision;
    c.recompute = recompute;
    return c;
}

// A product large enough that HBM does not bound it and the GPU runs it at its best (the largest
// of the published product tables, ProductEfficiency.cpp), timed on `g`, in TFLOP/s achieved.
double largeProductTflops(const GpuSpec& g, Precision precision)
{
    const double n = 32768;
    return 2 * n * n * n / matmulSeconds(g, precision, n, n, n) / 1e12;
}

// One layer's forward and backward, us, for one micro-batch.
double layerUs(const GpuSpec& g, const ParallelConfig& c)
{
    const MicroBatchCompute m = layersCompute(model("llama3-8b"), c, g, 0, 1, false);
    return m.forwardUs + m.backwardUs;
}

// One layer of Korthikanti et al.'s 22B GPT (h 6144, 64 heads, s 2048, micro-batch 4) on TP 8 of
// a DGX A100 with Megatron-LM's unfused attention, ms: its compute, forward and backward, and the
// tensor-parallel collectives on the GPUs' NVLink (two all-reduces of the layer's activations
// forward, or with sequence parallelism two all-gathers and two reduce-scatters). Backward's are
// hidden behind the weight gradients' products, as the paper says Megatron-LM does (section 6.2),
// except those of the forward that full recomputation runs again.
struct LayerMs {
    double forward = 0, backward = 0;
};
LayerMs korthikanti22bLayerMs(Recompute recompute, bool sequenceParallel)
{
    ParallelConfig c;
    c.tp = 8;
    c.microBatch = 4;
    c.globalBatch = 4;
    c.seqLength = 2048;
    c.fusedAttention = false;
    c.recompute = recompute;
    c.sequenceParallel = sequenceParallel;
    const MicroBatchCompute m = layersCompute(model("megatron-gpt-22b"), c, gpu("A100-SXM4-80GB"), 0, 1, false);
    const fixtures::Cluster dgx("dgx-a100", 1);
    const ByteCount activations = 4LL * 2048 * 6144 * 2;
    const auto timeUs = [&](Collective collective) {
        return fixtures::run(dgx, collective, activations, Algorithm::Auto, {}).timeUs;
    };
    const double tpUs = sequenceParallel ? 2 * (timeUs(Collective::AllGather) + timeUs(Collective::ReduceScatter))
                                         : 2 * timeUs(Collective::AllReduce);
    const double recomputedTpUs = recompute == Recompute::Full ? tpUs : 0;
    return { (m.forwardUs + tpUs) / 1000, (m.backwardUs + recomputedTpUs) / 1000 };
}

} // namespace

class TestTrainCompute : public QObject {
    Q_OBJECT

private slots:
    // Every GPU's products run between half its peak and its peak (the lowest, GB200's sustained
    // FP8, is 0.58 of it), each at a rate measured on it, a burst or a sustained one.
    void everyGpuHasAMeasuredMatmulRateBelowItsPeak()
    {
        for (const GpuSpec& g : Catalog::builtIn().gpus()) {
            const double bf16 = largeProductTflops(g, Precision::Bf16);
            QVERIFY2(bf16 > 0.5 * g.bf16DenseTflops && bf16 < g.bf16DenseTflops, g.id.c_str());
            QVERIFY2(g.bf16MatmulTflops > 0 || g.bf16MatmulBurstTflops > 0, g.id.c_str());
            if (g.fp8DenseTflops > 0) {
                const double fp8 = largeProductTflops(g, Precision::Fp8);
                QVERIFY2(fp8 > 0.5 * g.fp8DenseTflops && fp8 < g.fp8DenseTflops, g.id.c_str());
                QVERIFY2(g.fp8MatmulTflops > 0 || g.fp8MatmulBurstTflops > 0, g.id.c_str());
            }
        }
        QCOMPARE(gpu("H100-SXM5-80GB").fp8MatmulTflops, 1382.2);
        // A training step runs at the clock a GPU sustains: GB200's FP8 rate is the one measured
        // after 10,000 warm-up products (2906.9), not the 100-product search's 3615.6.
        QCOMPARE(gpu("B200-GB200-186GB").fp8MatmulTflops, 2906.9);
        // And BF16 at the rate of a minute's burn (gpu-fryer): 1550, not the search's 1822.0.
        QCOMPARE(gpu("B200-GB200-186GB").bf16MatmulTflops, 1550.0);
    }

    void aLargeProductRunsAtTheMeasuredRate()
    {
        const GpuSpec& h100 = gpu("H100-SXM5-80GB");
        QVERIFY(std::abs(largeProductTflops(h100, Precision::Bf16) - 730.0) < 0.1);
        QVERIFY(std::abs(largeProductTflops(h100, Precision::Fp8) - 1382.2) < 0.1);
        const GpuSpec& a100 = gpu("A100-SXM4-80GB"); // no FP8 tensor cores: FP8 runs as BF16
        QCOMPARE(largeProductTflops(a100, Precision::Fp8), largeProductTflops(a100, Precision::Bf16));
    }

    // A product runs at the share of the GPU's best that a product of its size reached in the
    // published cuBLASLt tables (Azure's ND H100 v5 and ND GB200 v6 in FP8): on an H100 one of
    // 2,048 cubed at 1,011.3 TFLOP/s of the best 1,382.2. In 16-bit, whose rate was measured on
    // products of 8,192, the same fixed time weighs less on its longer products: below 730 for
    // small products, never above it for large ones.
    void aProductRunsAtTheRateItsShapeReaches()
    {
        const auto tflops = [](const GpuSpec& g, Precision p, double n) {
            return 2 * n * n * n / matmulSeconds(g, p, n, n, n) / 1e12;
        };
        const GpuSpec& h100 = gpu("H100-SXM5-80GB");
        QVERIFY(std::abs(tflops(h100, Precision::Fp8, 2048) - 1011.3) < 0.1);
        QVERIFY(std::abs(tflops(h100, Precision::Fp8, 4096) - 1216.9) < 0.1);
        QVERIFY(std::abs(tflops(h100, Precision::Bf16, 8192) - 730.0) < 0.1);
        const double smallShare16 = tflops(h100, Precision::Bf16, 2048) / 730.0;
        QVERIFY(smallShare16 < 0.9);
        QVERIFY(smallShare16 > tflops(h100, Precision::Fp8, 2048) / 1382.2);
        QVERIFY(tflops(h100, Precision::Bf16, 16384) <= 730.0 + 1e-6);
        QVERIFY(std::abs(tflops(gpu("B200-GB200-186GB"), Precision::Fp8, 4096) - 2834.6) < 0.1);
        // A product smaller than any measured takes the smallest one's time.
        const double tinyUs = matmulSeconds(h100, Precision::Fp8, 512, 512, 512) * 1e6;
        QVERIFY(std::abs(tinyUs - matmulSeconds(h100, Precision::Fp8, 1024, 1024, 1024) * 1e6) < 1e-6);
    }

    // With TP's communication overlapped, Transformer Engine's ring exchange runs each dense product
    // as TP products of one rank's rows (split_overlap_ag / _rs): smaller, so slower at their shape.
    // Forward pays it for all four, backward for the two whose gradient takes a gathered input.
    void tpOverlapRunsTheDenseProductsAsTpPieces()
    {
        const ModelSpec& llama = model("llama3-70b");
        const GpuSpec& h100 = gpu("H100-SXM5-80GB");
        ParallelConfig c = eightWayData(Precision::Fp8, Recompute::None);
        c.tp = 8;
        const MicroBatchCompute whole = layersCompute(llama, c, h100, 0, 1, false, false);
        const MicroBatchCompute pieces = layersCompute(llama, c, h100, 0, 1, false, true);
        const double tokens = 1.0 * c.microBatch * llama.seqLength;
        const DenseProducts one = denseProducts(llama, h100, Precision::Fp8, tokens, 8, true, 1);
        const DenseProducts eight = denseProducts(llama, h100, Precision::Fp8, tokens, 8, true, 8);
        QVERIFY(eight.total() > one.total());
        QVERIFY(std::abs(eight.qkv - 8 * matmulSeconds(h100, Precision::Fp8, tokens / 8, 8192, 1280)) < 1e-12);
        QVERIFY(std::abs((pieces.forwardUs - whole.forwardUs) - 1e6 * (eight.total() - one.total())) < 1e-6);
        const double backwardExtra = eight.projection + eight.mlpSecond - one.projection - one.mlpSecond;
        QVERIFY(std::abs((pieces.backwardUs - whole.backwardUs) - 1e6 * backwardExtra) < 1e-6);
        c.tp = 1; // nothing to overlap
        QCOMPARE(layersCompute(llama, c, h100, 0, 1, false, true).forwardUs,
            layersCompute(llama, c, h100, 0, 1, false, false).forwardUs);
    }

    // The loss after the output layer moves 38 bytes a logit forward and 14 backward unfused
    // (Megatron-Core's cross_entropy.py), 22 and 6 fused by the JIT, 2 and 4 in Transformer Engine's
    // kernel, at the GPU's memory-bound rate; the layers without the output layer do not pay it.
    void theLossMovesWhatItsImplementationReadsAndWrites()
    {
        const ModelSpec& llama = model("llama3-8b");
        const GpuSpec& h100 = gpu("H100-SXM5-80GB");
        ParallelConfig c = eightWayData(Precision::Bf16, Recompute::None);
        const double logits = 1.0 * c.microBatch * llama.seqLength * llama.vocab;
        const double usPerByte = 1e6 / achievedHbmBytesPerSec(h100);
        c.lossFusion = LossFusion::Unfused;
        const MicroBatchCompute unfused = layersCompute(llama, c, h100, 31, 1, true);
        const MicroBatchCompute unfusedLayers = layersCompute(llama, c, h100, 31, 1, false);
        c.lossFusion = LossFusion::Native;
        const MicroBatchCompute native = layersCompute(llama, c, h100, 31, 1, true);
        c.lossFusion = LossFusion::TransformerEngine;
        const MicroBatchCompute te = layersCompute(llama, c, h100, 31, 1, true);
        QVERIFY(std::abs((unfused.forwardUs - te.forwardUs) - 36 * logits * usPerByte) < 1e-6);
        QVERIFY(std::abs((unfused.backwardUs - te.backwardUs) - 10 * logits * usPerByte) < 1e-6);
        QVERIFY(std::abs((native.forwardUs - te.forwardUs) - 20 * logits * usPerByte) < 1e-6);
        QVERIFY(std::abs((native.backwardUs - te.backwardUs) - 2 * logits * usPerByte) < 1e-6);
        QCOMPARE(layersCompute(llama, c, h100, 31, 1, false).forwardUs, unfusedLayers.forwardUs);
    }

    // A GPU measured only in a short burst (B200) runs a training step at the burst times the
    // share of it a GPU of its generation sustains over a long run (GB200: BF16 1550 of 1822.0,
    // FP8 2906.9 of 3615.6), and says so; a GPU measured over a long run keeps its own rate.
    void aGpuMeasuredOnlyInABurstRunsAtTheShareItsGenerationSustains()
    {
        const GpuSpec& b200 = gpu("B200-SXM6-180GB");
        QCOMPARE(b200.fp8MatmulBurstTflops, 3432.5);
        QVERIFY(std::abs(largeProductTflops(b200, Precision::Fp8) - 3432.5 * 2906.9 / 3615.6) < 0.1);
        QVERIFY(std::abs(largeProductTflops(b200, Precision::Bf16) - 1745.0 * 1550.0 / 1822.0) < 0.1);
        const ComputeRates rates = computeRates(b200, Precision::Fp8);
        QVERIFY(!rates.matmulMeasured && rates.matmulFromBurst);
        GpuSpec hopper = gpu("H100-SXM5-80GB"); // a burst on an earlier GPU: the H100's share
        hopper.bf16MatmulTflops = 0;
        hopper.bf16MatmulBurstTflops = 800;
        QVERIFY(std::abs(largeProductTflops(hopper, Precision::Bf16) - 800 * 730.0 / 794.5) < 0.1);
        GpuSpec both = b200; // a sustained rate, where one is published, wins
        both.fp8MatmulTflops = 3000;
        QVERIFY(std::abs(largeProductTflops(both, Precision::Fp8) - 3000) < 0.1);
        QVERIFY(
            computeRates(both, Precision::Fp8).matmulMeasured && !computeRates(both, Precision::Fp8).matmulFromBurst);
    }

    void aGpuWithoutAMeasurementTakesTheNearestMeasuredFraction()
    {
        GpuSpec own = gpu("H100-SXM5-80GB");
        own.bf16MatmulTflops = own.fp8MatmulTflops = 0;
        own.bf16DenseTflops = 1000;
        own.fp8DenseTflops = 2000;
        QVERIFY(std::abs(largeProductTflops(own, Precision::Bf16) - 1000 * 730.0 / 989) < 0.1);
        QVERIFY(std::abs(largeProductTflops(own, Precision::Fp8) - 2000 * 1382.2 / 1979) < 0.1);
    }

    // Memory-bound work moves at what a STREAM Triad measured on the GPU, not the datasheet's rate;
    // a GPU of a design's own catalog without a measurement at its architecture's measured share.
    void memoryBoundWorkRunsAtTheMeasuredHbmBandwidth()
    {
        const GpuSpec& h100 = gpu("H100-SXM5-80GB");
        QCOMPARE(h100.memoryStreamTBytesPerSec, 2.97);
        QCOMPARE(achievedHbmBytesPerSec(h100), 2.97e12);
        GpuSpec own = h100;
        own.memoryStreamTBytesPerSec = 0;
        own.memoryTBytesPerSec = 5;
        QVERIFY(std::abs(achievedHbmBytesPerSec(own) - 5e12 * 2.97 / 3.35) < 1e6);
        const GpuSpec& gb200 = gpu("B200-GB200-186GB"); // no STREAM figure published: the H200's share
        QVERIFY(std::abs(achievedHbmBytesPerSec(gb200) - 8e12 * 4.15 / 4.8) < 1e6);
        // An optimizer-bound or element-wise-bound layer slows by the same ratio.
        GpuSpec datasheet = h100;
        datasheet.memoryStreamTBytesPerSec = h100.memoryTBytesPerSec;
        const ParallelConfig bf16 = eightWayData(Precision::Bf16, Recompute::Selective);
        QVERIFY(layerUs(h100, bf16) > layerUs(datasheet, bf16));
    }

    // The A100's rate is read from Table 4's first row (forward 7.7 ms: its products take what the
    // collectives and the HBM-bound kernels leave); the other rows then follow within 7%.
    void anA100LayerTakesWhatKorthikantiMeasured_data()
    {
        QTest::addColumn<int>("recompute");
        QTest::addColumn<bool>("sequenceParallel");
        QTest::addColumn<double>("forwardMs");
        QTest::addColumn<double>("backwardMs");
        const int none = static_cast<int>(Recompute::None), full = static_cast<int>(Recompute::Full),
                  selective = static_cast<int>(Recompute::Selective);
        QTest::newRow("baseline no recompute") << none << false << 7.7 << 11.9;
        QTest::newRow("sequence parallelism") << none << true << 7.2 << 11.8;
        QTest::newRow("baseline with recompute") << full << false << 7.7 << 19.5;
        QTest::newRow("selective recompute") << selective << false << 7.7 << 13.2;
        QTest::newRow("selective + sequence") << selective << true << 7.2 << 13.1;
    }

    void anA100LayerTakesWhatKorthikantiMeasured()
    {
        QFETCH(int, recompute);
        QFETCH(bool, sequenceParallel);
        QFETCH(double, forwardMs);
        QFETCH(double, backwardMs);
        const LayerMs layer = korthikanti22bLayerMs(static_cast<Recompute>(recompute), sequenceParallel);
        fixtures::verifyClose(layer.forward, forwardMs,
            static_cast<Recompute>(recompute) == Recompute::None && !sequenceParallel ? 0.01 : 0.03, "forward");
        fixtures::verifyClose(layer.backward, backwardMs, 0.07, "backward");
        fixtures::verifyClose(layer.forward + layer.backward, forwardMs + backwardMs, 0.05, "forward and backward");
    }

    void fp8PaysForCastingItsProductInputsThroughHbm()
    {
        // With HBM a thousand times faster, every memory-bound cost vanishes; what FP8 loses to
        // real HBM beyond what BF16 loses is its casts: 4 bytes (BF16 read, FP8 and its transpose
        // written) per element of each product's input in forward and output gradient in backward.
        const GpuSpec& h100 = gpu("H100-SXM5-80GB");
        GpuSpec fastHbm = h100;
        fastHbm.memoryTBytesPerSec *= 1000;
        fastHbm.memoryStreamTBytesPerSec *= 1000;
        const ParallelConfig bf16 = eightWayData(Precision::Bf16, Recompute::Selective);
        const ParallelConfig fp8 = eightWayData(Precision::Fp8, Recompute::Selective);
        const double castUs
            = (layerUs(h100, fp8) - layerUs(fastHbm, fp8)) - (layerUs(h100, bf16) - layerUs(fastHbm, bf16));
        const ModelSpec& m = model("llama3-8b");
        const double h = m.hidden, attention = 1.0 * m.heads * m.headDim, kv = 1.0 * m.kvHeads * m.headDim;
        const double inputs = h + attention + h + m.ffnHidden; // QKV, projection, gate and up, down
        const double outputs = (attention + 2 * kv) + h + 2.0 * m.ffnHidden + h;
        const double tokens = 8192; // one sequence of Llama 3's length
        const double expectedUs = 4 * tokens * (inputs + outputs) / achievedHbmBytesPerSec(h100) * 1e6;
        QVERIFY2(std::abs(castUs - expectedUs) < 0.01 * expectedUs,
            qPrintable(QString("%1 us against %2").arg(castUs).arg(expectedUs)));
        QVERIFY(layerUs(h100, fp8) < layerUs(h100, bf16)); // still faster than BF16
    }

    void sortingTokensByLocalExpertCostsTwoPassesEachWay()
    {
        // Mixtral 8x7B at EP 8 holds one expert a GPU, at EP 4 two: the experts' products are the
        // same FLOPs either way, but with two local experts Megatron-Core's dispatcher sorts the
        // routed tokens by expert after the dispatch and unsorts them before the combine, each pass
        // reading and writing every routed copy (2 + 2 bytes an element), forward and backward alike.
        const ModelSpec& m = model("mixtral-8x7b");
        const GpuSpec& h100 = gpu("H100-SXM5-80GB");
        ParallelConfig oneLocal;
        oneLocal.dp = 8;
        oneLocal.ep = 8;
        oneLocal.globalBatch = 8;
        ParallelConfig twoLocal = oneLocal;
        twoLocal.ep = 4;
        const MicroBatchCompute one = layersCompute(m, oneLocal, h100, 0, 1, false);
        const MicroBatchCompute two = layersCompute(m, twoLocal, h100, 0, 1, false);
        const double routedElements = 1.0 * m.seqLength * m.moe->expertsPerToken * m.hidden;
        const double sortUs = 2 * 4 * routedElements / achievedHbmBytesPerSec(h100) * 1e6;
        fixtures::verifyClose(two.forwardUs - one.forwardUs, sortUs, 0.01, "forward");
        fixtures::verifyClose(two.backwardUs - one.backwardUs, sortUs, 0.01, "backward");
    }

    void currentScalingReadsEachCastInputOnceMore()
    {
        // Tensorwise (current) scaling finds a tensor's amax in a pass of its own before the cast:
        // 2 bytes an element more than delayed scaling's 4, the other recipes' cost.
        const GpuSpec& h100 = gpu("H100-SXM5-80GB");
        GpuSpec fastHbm = h100;
        fastHbm.memoryTBytesPerSec *= 1000;
        fastHbm.memoryStreamTBytesPerSec *= 1000;
        ParallelConfig delayed = eightWayData(Precision::Fp8, Recompute::Selective);
        const auto castUs = [&](Fp8Recipe recipe) {
            ParallelConfig c = delayed;
            c.fp8Recipe = recipe;
            return layerUs(h100, c) - layerUs(fastHbm, c);
        };
        const double delayedUs = castUs(Fp8Recipe::Delayed);
        QCOMPARE(castUs(Fp8Recipe::Mxfp8), delayedUs);
        QCOMPARE(castUs(Fp8Recipe::Blockwise), delayedUs);
        ParallelConfig bf16 = delayed;
        bf16.precision = Precision::Bf16;
        const double delayedCastUs = delayedUs - (layerUs(h100, bf16) - layerUs(fastHbm, bf16));
        fixtures::verifyClose(castUs(Fp8Recipe::Tensorwise) - delayedUs, delayedCastUs / 2, 0.01, "amax pass");
    }

    void fp8KeepsProductInputsInOneByte_data()
    {
        QTest::addColumn<QString>("modelId");
        QTest::newRow("dense") << "llama3-70b";
        QTest::newRow("mixture of experts") << "mixtral-8x7b";
    }

    void fp8KeepsProductInputsInOneByte()
    {
        QFETCH(QString, modelId);
        const ModelSpec& m = model(modelId.toUtf8().constData());
        for (const Recompute recompute : { Recompute::None, Recompute::Selective }) {
            const double bf16 = layerActivationBytes(m, 1, eightWayData(Precision::Bf16, recompute));
            const double fp8 = layerActivationBytes(m, 1, eightWayData(Precision::Fp8, recompute));
            QVERIFY2(fp8 < 0.9 * bf16 && fp8 > 0.5 * bf16, qPrintable(QString("%1 against %2").arg(fp8).arg(bf16)));
        }
        // Full recomputation keeps only the layer's BF16 input, whatever the products run in.
        QCOMPARE(layerActivationBytes(m, 1, eightWayData(Precision::Fp8, Recompute::Full)),
            layerActivationBytes(m, 1, eightWayData(Precision::Bf16, Recompute::Full)));
    }
};

QTEST_APPLESS_MAIN(TestTrainCompute)
#include "tst_train_compute.moc"

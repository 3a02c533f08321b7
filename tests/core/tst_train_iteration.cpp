// One training iteration, held to what must be true of it physically: the 1F1B bubble is
// (p - 1)/(m + p - 1) of the pipeline (divided by v interleaved); overlapping DP with backward
// never makes an iteration slower; doubling the NICs' bandwidth never slows one; TP spread over
// nodes is slower than TP inside one NVLink domain; MFU lies in (0, 1); tokens/s x iteration time
// is the global batch's tokens; a 16,384-GPU job times a handful of collectives, not one per group;
// a configuration that cannot run says why; FP8 training leaves the output layer in BF16; CP's
// all-gathers wait in full where its ring hides behind attention.
#include "BuiltClusters.h"
#include "TrainingFixtures.h"

#include "sim/RankLayout.h"
#include "train/ComputeTime.h"
#include "train/ModelCounts.h"
#include "train/TrainingCheck.h"
#include "train/TrainingIteration.h"

#include <QtTest>

#include <cmath>

using namespace scalescope;
using fixtures::builtTopology;
using fixtures::firstGpus;

namespace {

const Catalog& catalog()
{
    return Catalog::builtIn();
}

const ModelSpec& model(const char* id)
{
    return *catalog().model(id);
}

ParallelConfig config(int tp, int pp, int dp, int globalBatch, int cp = 1, int ep = 1)
{
    ParallelConfig c;
    c.tp = tp;
    c.pp = pp;
    c.dp = dp;
    c.cp = cp;
    c.ep = ep;
    c.globalBatch = globalBatch;
    return c;
}

// TP 4 x DP 4 x CP 2 on 32 GPUs, 32K-token sequences, CP's exchange as given.
ParallelConfig longContext(ContextParallelComm exchange)
{
    ParallelConfig c = config(4, 1, 4, 16, 2);
    c.seqLength = 32768;
    c.cpComm = exchange;
    return c;
}

IterationResult iterate(
    const Topology& topology, const char* modelId, const ParallelConfig& c, const IterationOptions& options = {})
{
    return fixtures::iterateOnFirstGpus(topology, modelId, c, options);
}

struct Case {
    const char* preset;
    int count;
    const char* model;
    ParallelConfig config;
};

// Dense, long-sequence (CP) and mixture-of-experts (EP) jobs on NVLink islands and on NVL72 racks.
std::vector<Case> cases()
{
    ParallelConfig longContext = config(4, 2, 2, 16, 2);
    longContext.seqLength = 32768;
    ParallelConfig fsdp = config(2, 1, 16, 64);
    fsdp.dpMode = DataParallelMode::Fsdp;
    ParallelConfig plain = config(8, 1, 4, 32);
    plain.dpMode = DataParallelMode::Plain;
    plain.recompute = Recompute::Full;
    ParallelConfig experts = config(2, 4, 8, 64, 1, 8);
    experts.seqLength = 4096;
    return { { "dgx-h100", 4, "llama3-8b", config(8, 2, 2, 32) }, { "dgx-h100", 4, "llama3-8b", longContext },
        { "dgx-h100", 4, "llama3-8b", fsdp }, { "dgx-h100", 4, "llama3-8b", plain },
        { "dgx-h100", 8, "mixtral-8x7b", experts }, { "gb200-nvl72", 1, "llama3-70b", config(8, 4, 2, 32) } };
}

double bubbleFormula(int p, int m, int v)
{
    return (p - 1.0) / (v * m + p - 1.0);
}

} // namespace

class TestTrainIteration : public QObject {
    Q_OBJECT
private slots:
    void theBubbleIsTheOneFOneBFraction()
    {
        const Topology topology = builtTopology("dgx-h100", 4);
        for (int globalBatch : { 4, 8, 32 }) {
            const IterationResult r = iterate(topology, "llama3-8b", config(8, 4, 1, globalBatch));
            QCOMPARE(r.microBatches, globalBatch);
            QVERIFY2(std::abs(r.bubbleFraction - bubbleFormula(4, globalBatch, 1)) < 1e-12,
                qPrintable(QString::number(r.bubbleFraction)));
            const IterationBreakdown& b = r.breakdownUs;
            const double pipeline = b.compute + b.tp + b.cp + b.ep + b.bubble;
            QVERIFY(std::abs(b.bubble / pipeline - bubbleFormula(4, globalBatch, 1)) < 1e-12);
        }
        ParallelConfig interleaved = config(8, 4, 1, 8);
        interleaved.vpp = 2;
        const IterationResult r = iterate(topology, "llama3-8b", interleaved);
        QVERIFY(std::abs(r.bubbleFraction - bubbleFormula(4, 8, 2)) < 1e-12);
        QVERIFY(r.bubbleFraction < bubbleFormula(4, 8, 1));
    }

    void overlappingDataParallelNeverSlowsAnIteration()
    {
        bool someFaster = false;
        for (const Case& c : cases()) {
            const Topology topology = builtTopology(c.preset, c.count);
            IterationOptions exposed;
            exposed.overlapDataParallel = false;
            const IterationResult with = iterate(topology, c.model, c.config);
            const IterationResult without = iterate(topology, c.model, c.config, exposed);
            QVERIFY2(with.iterationUs <= without.iterationUs, c.model);
            QVERIFY(with.breakdownUs.dp <= without.breakdownUs.dp);
            someFaster = someFaster || with.iterationUs < without.iterationUs;
        }
        QVERIFY(someFaster);
    }

    void overlappingTensorParallelNeverSlowsAnIteration()
    {
        bool someFaster = false;
        for (const Case& c : cases()) {
            const Topology topology = builtTopology(c.preset, c.count);
            IterationOptions overlapped;
            overlapped.overlapTensorParallel = true;
            const IterationResult plain = iterate(topology, c.model, c.config);
            const IterationResult hidden = iterate(topology, c.model, c.config, overlapped);
            QVERIFY2(hidden.iterationUs <= plain.iterationUs, c.model);
            // The overlap runs the dense products as TP pieces, which cost more than whole ones
            // where TP > 1 (LayerProducts.h), and hides the TP time behind them.
            QVERIFY(hidden.breakdownUs.compute >= plain.breakdownUs.compute);
            if (c.config.tp == 1)
                QCOMPARE(hidden.breakdownUs.compute, plain.breakdownUs.compute);
            someFaster = someFaster || hidden.breakdownUs.tp < plain.breakdownUs.tp;
        }
        QVERIFY(someFaster);
    }

    void doublingTheNicsNeverSlowsAnIteration()
    {
        ClusterOptions slow, fast;
        slow.nicBytesPerSec = 25e9; // 200G
        fast.nicBytesPerSec = 50e9; // 400G
        const Topology slowTopology = builtTopology("dgx-h100", 8, slow);
        const Topology fastTopology = builtTopology("dgx-h100", 8, fast);
        bool someFaster = false;
        for (const ParallelConfig& c : { config(8, 2, 4, 64), config(8, 1, 8, 64), config(4, 4, 4, 64) }) {
            IterationOptions exposed;
            exposed.overlapDataParallel = false;
            for (const IterationOptions& options : { IterationOptions {}, exposed }) {
                const IterationResult slowRun = iterate(slowTopology, "llama3-8b", c, options);
                const IterationResult fastRun = iterate(fastTopology, "llama3-8b", c, options);
                QVERIFY(fastRun.iterationUs <= slowRun.iterationUs);
                someFaster = someFaster || fastRun.iterationUs < slowRun.iterationUs;
            }
        }
        QVERIFY(someFaster);
    }

    void tensorParallelAcrossNodesIsSlower()
    {
        const Topology topology = builtTopology("dgx-h100", 4);
        const ParallelConfig c = config(8, 1, 4, 32);
        IterationOptions dataInnermost;
        dataInnermost.order = parseRankOrder("dp-tp-pp", c);
        const IterationResult inside = iterate(topology, "llama3-8b", c);
        const IterationResult across = iterate(topology, "llama3-8b", c, dataInnermost);
        QVERIFY2(across.breakdownUs.tp > 2 * inside.breakdownUs.tp,
            qPrintable(QString("%1 vs %2").arg(across.breakdownUs.tp).arg(inside.breakdownUs.tp)));
        QVERIFY(across.iterationUs > inside.iterationUs);
        QCOMPARE(across.breakdownUs.compute, inside.breakdownUs.compute);

        // TP 16 on 8-GPU nodes: each layer's collectives cross InfiniBand.
        const Topology sixteen = builtTopology("dgx-h100", 16);
        ParallelConfig tp8 = config(8, 8, 2, 256), tp16 = config(16, 8, 1, 256);
        tp8.seqLength = tp16.seqLength = 2048;
        const IterationResult node = iterate(sixteen, "gpt3-175b", tp8);
        const IterationResult twoNodes = iterate(sixteen, "gpt3-175b", tp16);
        QVERIFY(twoNodes.breakdownUs.tp > 2 * node.breakdownUs.tp);
        QVERIFY(twoNodes.iterationUs > node.iterationUs);
    }

    void mfuIsAFractionAndTokensAddUp()
    {
        for (const Case& c : cases()) {
            const Topology topology = builtTopology(c.preset, c.count);
            const IterationResult r = iterate(topology, c.model, c.config);
            QVERIFY2(r.mfu > 0 && r.mfu < 1, qPrintable(QString("%1: %2").arg(c.model).arg(r.mfu)));
            const int seq = c.config.seqLength > 0 ? c.config.seqLength : model(c.model).seqLength;
            const double tokens = 1.0 * c.config.effectiveGlobalBatch() * seq;
            QVERIFY(std::abs(r.tokensPerSec * r.iterationUs * 1e-6 / tokens - 1) < 1e-9);
            QVERIFY(std::abs(r.breakdownUs.total() - r.iterationUs) < 1e-6 * r.iterationUs);
            const double peak = catalog().gpu(topology.modelOf(topology.nodes[r.placement.front()]))->bf16DenseTflops;
            QVERIFY(std::abs(r.tflopsPerGpu / peak - r.mfu) < 1e-9);
            QVERIFY(r.hardwareTflopsPerGpu >= r.tflopsPerGpu);
        }
    }

    void kindsAppearWhereTheyAreUsed()
    {
        const auto all = cases();
        const IterationResult contextRun = iterate(builtTopology("dgx-h100", 4), all[1].model, all[1].config);
        QVERIFY(contextRun.breakdownUs.cp >= 0);
        QCOMPARE(contextRun.breakdownUs.ep, 0.0);
        bool cpTimed = false;
        for (const IterationCollective& c : contextRun.collectives)
            cpTimed = cpTimed || (c.kind == "cp" && c.eachUs > 0);
        QVERIFY(cpTimed);
        const IterationResult experts = iterate(builtTopology("dgx-h100", 8), all[4].model, all[4].config);
        QVERIFY(experts.breakdownUs.ep > 0);
        QVERIFY(experts.breakdownUs.pp > 0);
        const IterationResult single = iterate(builtTopology("dgx-h100", 1), "llama3-8b", config(8, 1, 1, 8));
        QCOMPARE(single.breakdownUs.dp, 0.0);
        QCOMPARE(single.breakdownUs.pp, 0.0);
        QCOMPARE(single.breakdownUs.bubble, 0.0);
    }

    void aLargeJobTimesEachShapeOnce()
    {
        const Topology topology = builtTopology("dgx-h100", 2048);
        ParallelConfig c = config(8, 16, 128, 2048);
        c.seqLength = 8192;
        c.recompute = Recompute::Full;
        const IterationResult r = iterate(topology, "llama3-405b", c);
        QCOMPARE(r.placement.size(), std::size_t(16384));
        QVERIFY2(r.simulations <= 12, qPrintable(QString::number(r.simulations)));
        QVERIFY(r.mfu > 0 && r.mfu < 1);
    }

    // Megatron-LM's output layer is its own ColumnParallelLinear, not a Transformer Engine
    // module, so FP8 training computes it in BF16: what it adds to the last stage does not halve.
    void fp8LeavesTheOutputLayerInBf16()
    {
        const ModelSpec& llama = model("llama3-8b");
        const GpuSpec& h100 = *catalog().gpu("H100-SXM5-80GB");
        ParallelConfig bf16 = config(1, 1, 8, 64);
        ParallelConfig fp8 = bf16;
        fp8.precision = Precision::Fp8;
        auto outputLayerUs = [&](const ParallelConfig& c) {
            return layersCompute(llama, c, h100, 0, 1, true).forwardUs
                - layersCompute(llama, c, h100, 0, 1, false).forwardUs;
        };
        QVERIFY(outputLayerUs(bf16) > 0);
        QCOMPARE(outputLayerUs(fp8), outputLayerUs(bf16));
        QVERIFY(layersCompute(llama, fp8, h100, 0, 1, false).forwardUs
            < 0.8 * layersCompute(llama, bf16, h100, 0, 1, false).forwardUs);
    }

    // CP's ring exchange hides behind attention's products in both passes: fused attention's
    // backward is 2.5 times its forward (FlashAttention-2's five products to two), unfused twice.
    void attentionsBackwardIsWhatRingAttentionHidesBehind()
    {
        const ModelSpec& llama = model("llama3-8b");
        const GpuSpec& h100 = *catalog().gpu("H100-SXM5-80GB");
        ParallelConfig fused = config(1, 1, 8, 64, 2);
        ParallelConfig unfused = fused;
        unfused.fusedAttention = false;
        const MicroBatchCompute f = layersCompute(llama, fused, h100, 0, 4, false);
        const MicroBatchCompute u = layersCompute(llama, unfused, h100, 0, 4, false);
        QVERIFY(f.attentionForwardUs > 0);
        QVERIFY(std::abs(f.attentionBackwardUs - 2.5 * f.attentionForwardUs) < 1e-9 * f.attentionBackwardUs);
        QVERIFY(std::abs(u.attentionBackwardUs - 2.0 * u.attentionForwardUs) < 1e-9 * u.attentionBackwardUs);
        QVERIFY(f.attentionBackwardUs < f.backwardUs);
    }

    // Llama 3's context parallelism (Megatron-Core's cp_comm_type all_gather): K and V gathered
    // before attention and their gradients reduce-scattered after it, none of it behind the
    // products, so every microsecond of it is on the iteration; the ring hides behind attention.
    void allGatheredContextParallelIsExposed()
    {
        const Topology topology = builtTopology("dgx-h100", 4);
        const IterationResult p2p = iterate(topology, "llama3-8b", longContext(ContextParallelComm::P2p));
        const IterationResult ag = iterate(topology, "llama3-8b", longContext(ContextParallelComm::AllGather));
        double listedUs = 0;
        bool scattered = false;
        for (const IterationCollective& c : ag.collectives) {
            listedUs += c.kind == "cp" ? c.totalUs() : 0.0;
            scattered = scattered || (c.kind == "cp" && c.collective == Collective::ReduceScatter);
        }
        QVERIFY(scattered);
        QVERIFY2(std::abs(ag.breakdownUs.cp - listedUs) < 1e-6 * listedUs,
            qPrintable(QString("%1 exposed of %2 us").arg(ag.breakdownUs.cp).arg(listedUs)));
        QVERIFY(ag.breakdownUs.cp > p2p.breakdownUs.cp);
        QVERIFY(ag.iterationUs > p2p.iterationUs);
        QCOMPARE(ag.breakdownUs.compute, p2p.breakdownUs.compute);
    }

    // Ulysses-style CP: Q, K and V all-to-all before attention and the output back, exposed; CP
    // must divide a TP rank's key/value heads (Llama 3 8B: 8, so 2 a rank at TP 4).
    void allToAllContextParallelSplitsTheHeads()
    {
        const Topology topology = builtTopology("dgx-h100", 4);
        ParallelConfig heads = longContext(ContextParallelComm::AllToAll);
        const IterationResult p2p = iterate(topology, "llama3-8b", longContext(ContextParallelComm::P2p));
        const IterationResult a2a = iterate(topology, "llama3-8b", heads);
        double listedUs = 0, largestBytes = 0;
        for (const IterationCollective& c : a2a.collectives)
            if (c.kind == "cp") {
                QVERIFY(c.collective == Collective::AllToAll);
                listedUs += c.totalUs();
                largestBytes = std::max(largestBytes, c.bytes);
            }
        // A rank's Q, K and V: its 16,384 tokens by (32 + 2 x 8) heads of 128 over TP 4, in BF16.
        QCOMPARE(largestBytes, 16384.0 * (32 + 2 * 8) * 128 / 4 * 2);
        QVERIFY2(std::abs(a2a.breakdownUs.cp - listedUs) < 1e-6 * listedUs,
            qPrintable(QString("%1 exposed of %2 us").arg(a2a.breakdownUs.cp).arg(listedUs)));
        QVERIFY(a2a.iterationUs > p2p.iterationUs);
        QCOMPARE(a2a.breakdownUs.compute, p2p.breakdownUs.compute);

        heads.cp = 4; // 2 key/value heads a TP rank
        heads.dp = 2;
        try {
            iterate(topology, "llama3-8b", heads);
            QFAIL("CP 4 split 2 key/value heads");
        } catch (const TrainingConfigError& error) {
            QVERIFY2(error.problems().front().find("does not divide the 8 attention and 2 key/value heads")
                    != std::string::npos,
                error.problems().front().c_str());
        }
    }

    // Megatron-Core's hierarchical CP on two DGX H100 nodes, CP 16 of Llama 3 8B (8 key/value
    // heads, so no all-to-all over all 16): all-to-all inside each node's 8 GPUs (the widest group
    // that divides the heads), the ring between the two nodes; a group of 3 does not divide CP.
    void allToAllThenRingKeepsTheAllToAllInANode()
    {
        const Topology topology = builtTopology("dgx-h100", 2);
        ParallelConfig c = config(1, 1, 1, 4, 16);
        c.seqLength = 65536;
        c.cpComm = ContextParallelComm::AllToAllThenRing;
        QCOMPARE(defaultCpAllToAllRanks(model("llama3-8b"), c), 8);
        const IterationResult r = iterate(topology, "llama3-8b", c);
        const double tokens = 65536.0 / 16, kv = 2 * 8 * 128 * 2.0; // K and V of a token, BF16
        bool allToAll = false, ring = false;
        for (const IterationCollective& each : r.collectives) {
            allToAll = allToAll || (each.kind == "cp" && each.collective == Collective::AllToAll);
            if (each.kind == "cp" && each.collective == Collective::AllGather) {
                ring = true;
                QCOMPARE(each.bytes, 2 * tokens * kv); // a ring of the two nodes
            }
        }
        QVERIFY(allToAll && ring);
        c.cpAllToAllRanks = 3;
        try {
            iterate(topology, "llama3-8b", c);
            QFAIL("groups of 3 ran");
        } catch (const TrainingConfigError& error) {
            QVERIFY2(
                error.problems().front().find("divide CP 16") != std::string::npos, error.problems().front().c_str());
        }
    }

    void anInvalidConfigurationSaysWhy()
    {
        const Topology topology = builtTopology("dgx-h100", 4);
        try {
            iterate(topology, "llama3-70b", config(3, 1, 1, 8));
            QFAIL("TP 3 ran");
        } catch (const TrainingConfigError& error) {
            QVERIFY(!error.problems().empty());
            QVERIFY(error.problems().front().find("tensor parallel 3 does not divide") != std::string::npos);
        }
        try {
            simulateIteration(topology, catalog(), model("llama3-70b"), config(8, 1, 1, 8), firstGpus(topology, 16));
            QFAIL("16 GPUs ran as 8");
        } catch (const TrainingConfigError& error) {
            QVERIFY(error.problems().front().find("16 GPUs are not") != std::string::npos);
        }
        IterationOptions partial;
        partial.order = { ParallelDim::Dp, ParallelDim::Tp };
        QVERIFY_THROWS_EXCEPTION(TrainingConfigError, iterate(topology, "llama3-8b", config(8, 1, 4, 32), partial));
    }
};

QTEST_APPLESS_MAIN(TestTrainIteration)
#include "tst_train_iteration.moc"

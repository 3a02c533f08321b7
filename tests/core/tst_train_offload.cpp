// Offloading activations to the host's memory (Megatron-Core's cpu_offloading_num_layers): the
// offloaded layers' activations leave the GPU's memory but one in flight, which lets Llama 3 70B
// run on 64 GB300 GPUs without recomputation as Megatron-Bridge's recipe runs it; the copies go
// over the GPU's NVLink-C2C (hidden behind the compute on a Grace system) or PCIe (exposed where
// they outlast it, exactly by that much); more layers offloaded never make an iteration faster;
// offloading takes PP 1 and no recomputation.
#include "BuiltClusters.h"
#include "TrainingFixtures.h"

#include "sim/Efficiency.h"
#include "train/ActivationOffload.h"
#include "train/ComputeTime.h"
#include "train/TrainingCheck.h"
#include "train/TrainingIteration.h"
#include "train/TrainingMemory.h"

#include <QtTest>

using namespace scalescope;
using fixtures::anyMentions;
using fixtures::builtTopology;

namespace {

const ModelSpec& model(const char* id)
{
    return *Catalog::builtIn().model(id);
}

// Data parallel over `gpus` GPUs, sharded (FSDP), FP8, no recomputation: as Megatron-Bridge's
// Llama 3 recipes that offload run.
ParallelConfig sharded(int gpus, int offloadLayers, int microBatch = 1)
{
    ParallelConfig c;
    c.dp = gpus;
    c.microBatch = microBatch;
    c.globalBatch = 2 * gpus * microBatch;
    c.seqLength = 8192;
    c.precision = Precision::Fp8;
    c.dpMode = DataParallelMode::Fsdp;
    c.recompute = Recompute::None;
    c.offloadLayers = offloadLayers;
    return c;
}

IterationResult iterate(const Topology& topology, const char* modelId, const ParallelConfig& c)
{
    return fixtures::iterateOnFirstGpus(topology, modelId, c);
}

} // namespace

class TestTrainOffload : public QObject {
    Q_OBJECT

private slots:
    void offloadedLayersLeaveTheGpusMemoryButOneInFlight()
    {
        const ModelSpec& llama = model("llama3-8b");
        const double layerBytes = layerActivationBytes(llama, 0, sharded(8, 0));
        const MemoryPerGpu kept = memoryPerGpu(llama, sharded(8, 0));
        const MemoryPerGpu offloaded = memoryPerGpu(llama, sharded(8, 8));
        QCOMPARE(kept.offloadedBytes, 0.0);
        QVERIFY(std::abs(offloaded.offloadedBytes - 8 * layerBytes) < 1e-6 * layerBytes);
        QVERIFY(std::abs(kept.activationsBytes - offloaded.activationsBytes - 7 * layerBytes) < 1e-6 * layerBytes);
        QCOMPARE(offloaded.weightsBytes, kept.weightsBytes);
    }

    // Megatron-Bridge 25.11's Llama 3 70B recipe for GB300 (FP8, FSDP, micro-batch 2, no
    // recomputation) offloads 20 of the 80 layers.
    void theRecipesOffloadLetsLlama70bFitAGb300()
    {
        const GpuSpec& gb300 = *Catalog::builtIn().gpu("B300-GB300-288GB");
        QVERIFY(!checkFitsGpu(model("llama3-70b"), sharded(64, 0, 2), gb300).empty());
        const std::vector<std::string> problems = checkFitsGpu(model("llama3-70b"), sharded(64, 20, 2), gb300);
        QVERIFY2(problems.empty(), problems.empty() ? "" : problems.front().c_str());
    }

    // ... and 40 on GB200, whose 186 GB hold it then: Llama 3 trains without dropout, so no masks.
    void theRecipesOffloadLetsLlama70bFitAGb200()
    {
        const GpuSpec& gb200 = *Catalog::builtIn().gpu("B200-GB200-186GB");
        QVERIFY(!checkFitsGpu(model("llama3-70b"), sharded(64, 20, 2), gb200).empty());
        const std::vector<std::string> problems = checkFitsGpu(model("llama3-70b"), sharded(64, 40, 2), gb200);
        QVERIFY2(problems.empty(), problems.empty() ? "" : problems.front().c_str());
    }

    void theHostLinkIsC2cOnGraceElsePcie()
    {
        const Topology grace = builtTopology("gb200-nvl72", 1);
        const Topology x86 = builtTopology("dgx-h100", 1);
        const double c2c = hostLinkBytesPerSec(grace, allGpus(grace).front());
        const double pcie = hostLinkBytesPerSec(x86, allGpus(x86).front());
        QCOMPARE(c2c, 450e9 * efficiency::kC2c);
        QVERIFY(pcie > 40e9 && pcie < 64e9); // PCIe Gen5 x16 after its TLP overhead
        QCOMPARE(exposedOffload(0, pcie, 1, 1).forwardUs, 0.0);
        QCOMPARE(exposedOffload(100e9, 50e9, 1.5e6, 3e6).forwardUs, 0.5e6);
        QCOMPARE(exposedOffload(100e9, 50e9, 1.5e6, 3e6).backwardUs, 0.0);
    }

    void copiesOverC2cHideBehindTheCompute()
    {
        const Topology grace = builtTopology("gb200-nvl72", 1);
        const double kept = iterate(grace, "llama3-8b", sharded(8, 0)).iterationUs;
        QCOMPARE(iterate(grace, "llama3-8b", sharded(8, 16)).iterationUs, kept);
    }

    void copiesOverPcieAddWhatOutlastsTheCompute()
    {
        const Topology x86 = builtTopology("dgx-h100", 1);
        const GpuSpec& h100 = *Catalog::builtIn().gpu("H100-SXM5-80GB");
        const ParallelConfig c = sharded(8, 16);
        const IterationResult kept = iterate(x86, "llama3-8b", sharded(8, 0));
        const IterationResult offloaded = iterate(x86, "llama3-8b", c);
        const MicroBatchCompute pass = layersCompute(model("llama3-8b"), c, h100, 0, 32, true);
        const OffloadTime exposed = exposedOffload(offloaded.memory.offloadedBytes,
            hostLinkBytesPerSec(x86, allGpus(x86).front()), pass.forwardUs, pass.backwardUs);
        const double expectedUs = offloaded.microBatches * (exposed.forwardUs + exposed.backwardUs);
        QVERIFY(expectedUs > 0);
        QVERIFY2(std::abs(offloaded.iterationUs - kept.iterationUs - expectedUs) < 1e-6 * expectedUs,
            qPrintable(QString("%1 against %2").arg(offloaded.iterationUs - kept.iterationUs).arg(expectedUs)));
        double lastUs = offloaded.iterationUs;
        for (const int layers : { 24, 31 }) {
            const double us = iterate(x86, "llama3-8b", sharded(8, layers)).iterationUs;
            QVERIFY(us >= lastUs);
            lastUs = us;
        }
    }

    void offloadingNeedsOneStageAndNoRecomputation()
    {
        const ModelSpec& llama = model("llama3-8b");
        QVERIFY(checkParallelConfig(llama, sharded(8, 31)).empty());
        QVERIFY(anyMentions(checkParallelConfig(llama, sharded(8, 32)),
            "offloaded layers must be between 1 and 31, fewer than the 32 layers of Llama 3 8B, not 32"));
        ParallelConfig staged = sharded(8, 8);
        staged.pp = 2;
        staged.dp = 4;
        QVERIFY(anyMentions(checkParallelConfig(llama, staged), "needs pipeline parallel 1, not 2"));
        ParallelConfig selective = sharded(8, 8);
        selective.recompute = Recompute::Selective;
        QVERIFY(anyMentions(checkParallelConfig(llama, selective), "needs no recomputation, not selective"));
    }
};

QTEST_APPLESS_MAIN(TestTrainOffload)
#include "tst_train_offload.moc"

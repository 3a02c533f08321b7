// The configuration search: every result is valid and fits in HBM; results come fastest first;
// the best is no slower than the configuration a user would type (TP 8 inside the node); the count
// of valid configurations of a small model on 16 GPUs is the one counted by hand; on DGX H100
// nodes the best keeps TP inside a node even when TP may cross nodes; configurations that share
// a placement (and the timer's cache) time as each alone does; the search is deterministic, adds
// up its counts and stops when asked.
#include "BuiltClusters.h"
#include "TrainingFixtures.h"

#include "sim/RankLayout.h"
#include "train/ConfigSearch.h"
#include "train/TrainingCheck.h"

#include <QtTest>

#include <algorithm>
#include <atomic>

using namespace scalescope;
using fixtures::builtTopology;
using fixtures::firstGpus;

namespace {

const Catalog& catalog()
{
    return Catalog::builtIn();
}

SearchRequest request(const Topology& topology, long long gpus, int globalBatch)
{
    SearchRequest r;
    r.gpus = gpus;
    r.base.globalBatch = globalBatch;
    r.placements.push_back({ "first", [&topology, gpus](const RankBlocks&) {
                                return PlacedGpus { firstGpus(topology, gpus), {} };
                            } });
    return r;
}

// 4 layers, 4 heads and 2 key/value heads: TP 1 or 2.
ModelSpec smallModel()
{
    ModelSpec m;
    m.id = m.name = "small";
    m.layers = 4;
    m.hidden = 256;
    m.ffnHidden = 1024;
    m.heads = 4;
    m.kvHeads = 2;
    m.headDim = 64;
    m.vocab = 1000;
    m.seqLength = 128;
    return m;
}

long long addedUp(const SearchCounts& c)
{
    return c.rejectedShape + c.rejectedMemory + c.rejectedPlacement + c.timed;
}

} // namespace

class TestTrainSearch : public QObject {
    Q_OBJECT

private slots:
    void everyResultIsValidFitsAndIsSorted()
    {
        const Topology topology = builtTopology("dgx-h100", 4);
        const ModelSpec& model = *catalog().model("llama3-70b");
        const SearchResult s = searchConfigs(topology, catalog(), model, request(topology, 32, 64));
        QCOMPARE(static_cast<int>(s.best.size()), 10);
        QVERIFY(s.counts.rejectedMemory > 0); // 70B does not fit on few GPUs per replica
        QVERIFY2(s.leastMemoryProblem.find("GB per GPU") != std::string::npos, s.leastMemoryProblem.c_str());
        QCOMPARE(addedUp(s.counts), s.counts.considered);
        const GpuSpec& gpu = *catalog().gpu(topology.modelOf(topology.nodes[allGpus(topology).front()]));
        for (std::size_t i = 0; i < s.best.size(); ++i) {
            const IterationResult& r = s.best[i].result;
            QVERIFY(checkTraining(model, r.config, gpu, 32).empty());
            QVERIFY(r.memory.totalBytes() <= gpu.memoryGB * 1e9);
            QCOMPARE(r.config.effectiveGlobalBatch(), 64LL);
            if (i > 0)
                QVERIFY(s.best[i - 1].result.iterationUs <= r.iterationUs);
        }
    }

    void theBestIsNoSlowerThanWhatAUserWouldType()
    {
        const Topology topology = builtTopology("dgx-h100", 4);
        const ModelSpec& model = *catalog().model("llama3-8b");
        const SearchResult s = searchConfigs(topology, catalog(), model, request(topology, 32, 128));
        ParallelConfig typed;
        typed.tp = 8;
        typed.dp = 4;
        typed.globalBatch = 128;
        const IterationResult usual = simulateIteration(topology, catalog(), model, typed, firstGpus(topology, 32));
        QVERIFY(!s.best.empty());
        QVERIFY2(s.best.front().result.iterationUs <= usual.iterationUs,
            qPrintable(
                QString("best %1 us, TP 8 DP 4 %2 us").arg(s.best.front().result.iterationUs).arg(usual.iterationUs)));
    }

    // TP 1 or 2 (heads 4, KV heads 2); PP 1, 2, 4 (dividing 16/TP and the 4 layers); VPP 2 and 3
    // with PP 2 (4 positions, one layer each; 6, the first holding only the embedding and the
    // last only the output layer, as Llama 3 405B split its layers); CP any divisor of what is
    // left (the sequence of 128 is a multiple of 2 x CP); DP the rest.
    // TP 1: PP 1 x CP {1,2,4,8,16} = 5, PP 2 x VPP {1,2,3} x CP {1,2,4,8} = 12, PP 4 x CP {1,2,4} = 3;
    // TP 2: PP 1 x CP {1,2,4,8} = 4, PP 2 x VPP {1,2,3} x CP {1,2,4} = 9, PP 4 x CP {1,2} = 2: 35.
    void aSmallModelOnSixteenGpusHasTheConfigurationsCountedByHand()
    {
        const Topology topology = builtTopology("dgx-h100", 2);
        const ModelSpec model = smallModel();
        SearchRequest r = request(topology, 16, 16);
        r.microBatches = { 1 };
        r.top = 100;
        const SearchResult s = searchConfigs(topology, catalog(), model, r);
        QCOMPARE(s.maxTp, 8);
        QCOMPARE(s.counts.timed, 35LL);
        QCOMPARE(s.counts.rejectedMemory, 0LL);
        QCOMPARE(static_cast<long long>(s.best.size()), 35LL);
        QCOMPARE(addedUp(s.counts), s.counts.considered);
        // Micro-batch 2 loses DP 16 (16 is not a multiple of 2 x 16) and TP 1 PP 2 VPP 2 and 3 CP 1
        // (DP 8 leaves one micro-batch per pipeline, not a multiple of PP 2).
        r.microBatches = { 1, 2 };
        QCOMPARE(searchConfigs(topology, catalog(), model, r).counts.timed, 35LL + 32);
    }

    void onDgxNodesTheBestKeepsTensorParallelInsideANode()
    {
        const Topology topology = builtTopology("dgx-h100", 4);
        ModelSpec model = *catalog().model("llama3-8b");
        model.kvHeads = model.heads; // multi-head attention: TP 16 and 32 divide its 32 heads
        SearchRequest r = request(topology, 32, 128);
        r.maxTp = 32; // TP may cross nodes
        r.top = 1000;
        const SearchResult s = searchConfigs(topology, catalog(), model, r);
        QCOMPARE(s.maxTp, 32);
        QVERIFY(!s.best.empty());
        QVERIFY(
            std::any_of(s.best.begin(), s.best.end(), [](const SearchCandidate& c) { return c.result.config.tp > 8; }));
        const IterationResult& best = s.best.front().result;
        QVERIFY2(best.config.tp <= 8, qPrintable(QString("TP %1").arg(best.config.tp)));
        for (const std::vector<int>& group : ParallelGroups(best.config, best.order).groups(ParallelGroup::Tp)) {
            std::vector<NodeId> gpus;
            for (int rank : group)
                gpus.push_back(best.placement[static_cast<std::size_t>(rank)]);
            if (gpus.size() > 1)
                QCOMPARE(layoutRanks(topology, catalog(), gpus).domains, 1);
        }
    }

    void sharedTimingsGiveWhatEachAloneGives()
    {
        const Topology topology = builtTopology("dgx-h100", 4);
        const ModelSpec& model = *catalog().model("mixtral-8x7b");
        SearchRequest r = request(topology, 32, 64);
        r.base.seqLength = 4096;
        r.alternativeOrders = true;
        const SearchResult s = searchConfigs(topology, catalog(), model, r);
        QVERIFY(!s.best.empty());
        long long separately = 0;
        for (const SearchCandidate& c : s.best) {
            IterationOptions options;
            options.order = c.result.order;
            const IterationResult alone
                = simulateIteration(topology, catalog(), model, c.result.config, firstGpus(topology, 32), options);
            QCOMPARE(c.result.iterationUs, alone.iterationUs);
            separately += alone.simulations;
        }
        QVERIFY(s.counts.simulations < separately * s.counts.timed / static_cast<long long>(s.best.size()));
        const SearchResult again = searchConfigs(topology, catalog(), model, r);
        QCOMPARE(again.best.size(), s.best.size());
        for (std::size_t i = 0; i < s.best.size(); ++i) {
            QVERIFY(again.best[i].result.config == s.best[i].result.config);
            QVERIFY(again.best[i].result.order == s.best[i].result.order);
        }
    }

    void aRaisedFlagStopsTheSearch()
    {
        const Topology topology = builtTopology("dgx-h100", 2);
        std::atomic<bool> raised { true };
        SearchRequest r = request(topology, 16, 16);
        r.stop = StopFlag(&raised);
        QVERIFY_THROWS_EXCEPTION(SimulationStopped, searchConfigs(topology, catalog(), smallModel(), r));
        long long progressed = 0, total = 0;
        raised = false;
        r.progress = [&](long long considered, long long all) {
            QVERIFY(considered > progressed && considered <= all);
            progressed = considered;
            total = all;
        };
        const SearchResult s = searchConfigs(topology, catalog(), smallModel(), r);
        QCOMPARE(progressed, s.counts.considered);
        QCOMPARE(total, s.counts.considered);
    }

    void aPlacementThatCannotBeMadeIsCountedAndSaid()
    {
        const Topology topology = builtTopology("dgx-h100", 2);
        SearchRequest r = request(topology, 16, 16);
        r.placements.push_back({ "none", [](const RankBlocks&) { return PlacedGpus { {}, "no free GPUs" }; } });
        const SearchResult s = searchConfigs(topology, catalog(), smallModel(), r);
        QCOMPARE(s.counts.rejectedPlacement, s.counts.timed);
        QCOMPARE(s.placementProblems, std::vector<std::string> { "none: no free GPUs" });
        QCOMPARE(addedUp(s.counts), s.counts.considered);
    }
};

QTEST_APPLESS_MAIN(TestTrainSearch)
#include "tst_train_search.moc"

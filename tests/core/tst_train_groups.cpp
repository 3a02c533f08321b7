// A training job's rank groups as Megatron-Core forms them: TP innermost by default, so a TP
// group is consecutive ranks; another rank order moves the groups; CP joins DP for the dense
// gradients; expert groups (EP inside expert-DP) over the same ranks; every kind a partition of
// the job; rank orders refused in words; the layers of each pipeline stage, evenly or with one
// fewer on the first and last.
#include "train/ParallelGroups.h"

#include <QtTest>

#include <set>
#include <stdexcept>

using namespace scalescope;

namespace {

using Groups = std::vector<std::vector<int>>;

ParallelConfig degrees(int tp, int pp, int dp, int cp = 1, int ep = 1)
{
    ParallelConfig c;
    c.tp = tp;
    c.pp = pp;
    c.dp = dp;
    c.cp = cp;
    c.ep = ep;
    return c;
}

// Every rank in exactly one group, every group the same size.
bool partitions(const Groups& groups, int world)
{
    std::set<int> seen;
    for (const auto& group : groups) {
        if (group.size() != groups.front().size())
            return false;
        for (int rank : group)
            if (!seen.insert(rank).second)
                return false;
    }
    return static_cast<int>(seen.size()) == world;
}

} // namespace

class TestTrainGroups : public QObject {
    Q_OBJECT
private slots:
    void defaultOrderPutsTensorParallelInnermost()
    {
        const ParallelGroups g(degrees(2, 2, 2), defaultRankOrder());
        QCOMPARE(g.worldSize(), 8);
        QCOMPARE(g.groups(ParallelGroup::Tp), (Groups { { 0, 1 }, { 2, 3 }, { 4, 5 }, { 6, 7 } }));
        QCOMPARE(g.groups(ParallelGroup::Dp), (Groups { { 0, 2 }, { 1, 3 }, { 4, 6 }, { 5, 7 } }));
        QCOMPARE(g.groups(ParallelGroup::Pp), (Groups { { 0, 4 }, { 1, 5 }, { 2, 6 }, { 3, 7 } }));
        const RankCoordinates c = g.coordinates(7);
        QCOMPARE(c.tp, 1);
        QCOMPARE(c.dp, 1);
        QCOMPARE(c.pp, 1);
    }

    void anotherOrderMovesTheGroups()
    {
        const ParallelConfig config = degrees(2, 2, 2);
        const ParallelGroups g(config, parseRankOrder("dp-tp-pp", config));
        QCOMPARE(toString(g.order()), std::string("dp-tp-pp-cp-ep"));
        QCOMPARE(g.groups(ParallelGroup::Dp), (Groups { { 0, 1 }, { 2, 3 }, { 4, 5 }, { 6, 7 } }));
        QCOMPARE(g.groups(ParallelGroup::Tp), (Groups { { 0, 2 }, { 1, 3 }, { 4, 6 }, { 5, 7 } }));
        QCOMPARE(g.groups(ParallelGroup::Pp), (Groups { { 0, 4 }, { 1, 5 }, { 2, 6 }, { 3, 7 } }));
    }

    void contextParallelJoinsDataParallelForGradients()
    {
        const ParallelGroups g(degrees(2, 1, 2, 2), defaultRankOrder()); // rank = tp + 2 cp + 4 dp
        QCOMPARE(g.groups(ParallelGroup::Cp), (Groups { { 0, 2 }, { 1, 3 }, { 4, 6 }, { 5, 7 } }));
        QCOMPARE(g.groups(ParallelGroup::Dp), (Groups { { 0, 4 }, { 1, 5 }, { 2, 6 }, { 3, 7 } }));
        QCOMPARE(g.groups(ParallelGroup::DpCp), (Groups { { 0, 2, 4, 6 }, { 1, 3, 5, 7 } }));
    }

    void expertGroupsSitInsideExpertDataParallel()
    {
        const ParallelGroups g(degrees(1, 1, 8, 1, 4), defaultRankOrder()); // expert-DP = 8 / 4 = 2
        QCOMPARE(g.groups(ParallelGroup::Ep), (Groups { { 0, 1, 2, 3 }, { 4, 5, 6, 7 } }));
        QCOMPARE(g.groups(ParallelGroup::ExpertDp), (Groups { { 0, 4 }, { 1, 5 }, { 2, 6 }, { 3, 7 } }));
        QCOMPARE(g.coordinates(6).ep, 2);
        QCOMPARE(g.coordinates(6).expertDp, 1);
    }

    void blocksHoldWholeGroupsOfDenseAndExpertLayers()
    {
        // DeepSeek-V3 on 256 GPUs: a DP group and an EP group are both ranks 64 k .. 64 k + 63.
        const ParallelConfig deepSeek = degrees(1, 4, 64, 1, 64);
        QCOMPARE(ParallelGroups(deepSeek, defaultRankOrder()).blockSizes(), (std::vector<int> { 1, 64, 256 }));
        const RankBlocks blocks = rankBlocksOf(deepSeek, defaultRankOrder());
        QCOMPARE(blocks.block, 1);
        QCOMPARE(blocks.wider, (std::vector<int> { 64, 256 }));
        // EP 4 inside DP 8 at TP 2: 8 ranks are one EP group (half a DP group); 16 are both.
        QCOMPARE(
            ParallelGroups(degrees(2, 1, 8, 1, 4), defaultRankOrder()).blockSizes(), (std::vector<int> { 2, 8, 16 }));
        // DeepSeek-V3 at EP 32 on 256 GPUs, PP 2: an EP group is 32 ranks inside a DP group of 128.
        QCOMPARE(ParallelGroups(degrees(1, 2, 128, 1, 32), defaultRankOrder()).blockSizes(),
            (std::vector<int> { 1, 32, 128, 256 }));
        // An expert span that does not nest with the dense ones is left out: TP 2, CP 3 (dense 2, 6)
        // against TP 2, EP 4 (expert 8).
        QCOMPARE(
            ParallelGroups(degrees(2, 1, 4, 3, 4), defaultRankOrder()).blockSizes(), (std::vector<int> { 2, 6, 24 }));
        // Dense with CP: TP, TP x CP, TP x CP x DP, all.
        QCOMPARE(ParallelGroups(degrees(8, 2, 4, 2), defaultRankOrder()).blockSizes(),
            (std::vector<int> { 8, 16, 64, 128 }));
        // DP innermost: the DP groups are the blocks, TP the next.
        const ParallelConfig dense = degrees(2, 2, 4);
        QCOMPARE(
            ParallelGroups(dense, parseRankOrder("dp-tp-pp", dense)).blockSizes(), (std::vector<int> { 4, 8, 16 }));
    }

    void everyKindPartitionsTheJob()
    {
        const ParallelConfig config = degrees(4, 3, 4, 2, 4);
        for (const char* order : { "tp-cp-ep-dp-pp", "dp-tp-pp-cp-ep", "pp-ep-cp-dp-tp" }) {
            const ParallelGroups g(config, parseRankOrder(order, config));
            for (ParallelGroup kind : { ParallelGroup::Tp, ParallelGroup::Cp, ParallelGroup::Dp, ParallelGroup::DpCp,
                     ParallelGroup::Pp, ParallelGroup::Ep, ParallelGroup::ExpertDp })
                QVERIFY2(
                    partitions(g.groups(kind), 96), (std::string(order) + " " + std::string(toString(kind))).c_str());
            QCOMPARE(g.groups(ParallelGroup::Tp).front().size(), std::size_t(4));
            QCOMPARE(g.groups(ParallelGroup::DpCp).front().size(), std::size_t(8));
            QCOMPARE(g.groups(ParallelGroup::ExpertDp).front().size(), std::size_t(2));
        }
    }

    void rankOrdersAreRefusedInWords()
    {
        const ParallelConfig config = degrees(2, 2, 2);
        const auto message = [&](const char* text) {
            try {
                parseRankOrder(text, config);
            } catch (const std::invalid_argument& error) {
                return std::string(error.what());
            }
            return std::string();
        };
        QVERIFY(message("dp-tp").find("leaves out pp, which is 2") != std::string::npos);
        QVERIFY(message("tp-tp-dp-pp").find("names tp twice") != std::string::npos);
        QVERIFY(message("tp-xx-pp").find("\"xx\" is not one of tp, cp, ep, dp, pp") != std::string::npos);
        QVERIFY(message("tp--dp-pp").find("\"\" is not one of") != std::string::npos);
        QVERIFY(message("pp-dp-tp").empty());
    }

    void stagesTakeTheirLayers()
    {
        ParallelConfig config = degrees(1, 16, 1);
        QVERIFY(splitsLayers(126, config)); // Llama 3 405B: 7 on the first and last stages, 8 elsewhere
        QVERIFY(!splitsLayers(125, config));
        int next = 0;
        for (int stage = 0; stage < 16; ++stage) {
            const LayerRange range = chunkLayers(126, config, stage, 0);
            QCOMPARE(range.first, next);
            QCOMPARE(range.count, stage == 0 || stage == 15 ? 7 : 8);
            next += range.count;
        }
        QCOMPARE(next, 126);
        config.pp = 4;
        config.vpp = 2; // interleaved: chunk 1 of stage 0 follows chunk 0 of stage 3
        QCOMPARE(chunkLayers(80, config, 0, 1).first, 40);
        QCOMPARE(chunkLayers(80, config, 3, 0).first, 30);
    }

    // Llama 3 405B as its paper describes the split (section 3.3.2): one layer fewer on the first
    // and the last stages leaves the first model chunk only the embedding and the last only the
    // output layer, so each chunk held one layer: 128 chunks, PP 16 x VPP 8.
    void anEndChunkMayHoldOnlyTheEmbeddingOrTheOutput()
    {
        ParallelConfig config = degrees(1, 16, 1);
        config.vpp = 8;
        QVERIFY(splitsLayers(126, config));
        QCOMPARE(chunkLayers(126, config, 0, 0).count, 0);
        QCOMPARE(chunkLayers(126, config, 15, 7).count, 0);
        int layers = 0;
        for (int chunk = 0; chunk < 8; ++chunk)
            for (int stage = 0; stage < 16; ++stage) {
                const LayerRange range = chunkLayers(126, config, stage, chunk);
                QCOMPARE(range.first, layers);
                layers += range.count;
            }
        QCOMPARE(layers, 126);
        config.vpp = 4; // 64 chunks: two layers in each, one in the first and the last
        QVERIFY(splitsLayers(126, config));
        config.vpp = 3; // 48 divides neither
        QVERIFY(!splitsLayers(126, config));
    }
};

QTEST_APPLESS_MAIN(TestTrainGroups)
#include "tst_train_groups.moc"

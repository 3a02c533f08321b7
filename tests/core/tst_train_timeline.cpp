// The Gantt chart of one iteration (PipelineTimeline): per stage the bars follow one another
// without overlapping, every stage's last bar ends at the iteration time, each stage's bubble is
// (p - 1)/(m + p - 1) of the pipeline's time under plain 1F1B ((p - 1)/v stage times interleaved),
// every kind the breakdown has time for is drawn, and a stage's compute is the breakdown's.
#include "BuiltClusters.h"

#include "train/PipelineTimeline.h"
#include "train/TrainingIteration.h"

#include <QtTest>

#include <cmath>

using namespace scalescope;
using fixtures::builtTopology;

namespace {

double kindUs(const StageTimeline& stage, TimelineKind kind, double untilUs = 1e300)
{
    double sum = 0;
    for (const TimelineBar& bar : stage.bars)
        if (bar.kind == kind && bar.endUs <= untilUs)
            sum += bar.endUs - bar.startUs;
    return sum;
}

IterationBreakdown tail(double pp, double dp, double optimizer)
{
    IterationBreakdown b;
    b.pp = pp;
    b.dp = dp;
    b.optimizer = optimizer;
    return b;
}

void checkOrdered(const std::vector<StageTimeline>& timeline, double endUs)
{
    for (const StageTimeline& stage : timeline) {
        QVERIFY(!stage.bars.empty());
        QCOMPARE(stage.bars.front().startUs, 0.0);
        for (std::size_t i = 0; i < stage.bars.size(); ++i) {
            QVERIFY2(stage.bars[i].endUs > stage.bars[i].startUs, "a bar of no length");
            if (i > 0)
                QVERIFY2(stage.bars[i].startUs >= stage.bars[i - 1].endUs - 1e-9, "bars overlap");
        }
        QVERIFY(std::abs(stage.bars.back().endUs - endUs) <= 1e-9 * endUs);
    }
}

} // namespace

class TestTrainTimeline : public QObject {
    Q_OBJECT

private slots:
    void plainOneFOneBBubble_data()
    {
        QTest::addColumn<int>("stages");
        QTest::addColumn<long long>("microBatches");
        QTest::newRow("p4 m8") << 4 << 8LL;
        QTest::newRow("p8 m8") << 8 << 8LL;
        QTest::newRow("p16 m3") << 16 << 3LL;
        QTest::newRow("p1 m4") << 1 << 4LL;
    }
    void plainOneFOneBBubble()
    {
        QFETCH(int, stages);
        QFETCH(long long, microBatches);
        const StagePass pass { 100, 200, 30, 0, 0 };
        const IterationBreakdown after = tail(stages > 1 ? 50 : 0, 70, 20);
        const auto timeline = pipelineTimeline(pass, stages, 1, microBatches, after);
        QCOMPARE(static_cast<int>(timeline.size()), stages);
        const double stageUs = 330;
        const double pipelineUs = (microBatches + stages - 1) * stageUs;
        checkOrdered(timeline, pipelineUs + after.pp + after.dp + after.optimizer);
        const double expected = double(stages - 1) / double(microBatches + stages - 1);
        for (const StageTimeline& stage : timeline) {
            const double bubble = kindUs(stage, TimelineKind::Bubble);
            QVERIFY2(std::abs(bubble / pipelineUs - expected) < 1e-9, qPrintable(QString::number(bubble / pipelineUs)));
            QVERIFY(std::abs(kindUs(stage, TimelineKind::Compute) - microBatches * 300.0) < 1e-6);
            QVERIFY(std::abs(kindUs(stage, TimelineKind::Tp) - microBatches * 30.0) < 1e-6);
            QCOMPARE(kindUs(stage, TimelineKind::Dp), 70.0);
            QCOMPARE(kindUs(stage, TimelineKind::Optimizer), 20.0);
        }
    }

    void interleavedBubbleIsDividedByChunks()
    {
        const StagePass pass { 100, 200, 0, 0, 0 };
        const int p = 4, v = 2;
        const long long m = 8;
        const auto timeline = pipelineTimeline(pass, p, v, m, tail(0, 0, 0));
        const double pipelineUs = m * 300.0 + (p - 1) * 300.0 / v;
        checkOrdered(timeline, pipelineUs);
        for (const StageTimeline& stage : timeline)
            QVERIFY(std::abs(kindUs(stage, TimelineKind::Bubble) - (p - 1) * 300.0 / v) < 1e-6);
    }

    void refusesAnEmptyPipeline()
    {
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, pipelineTimeline({}, 0, 1, 1, {}));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, pipelineTimeline({}, 2, 1, 0, {}));
    }

    // The chart of a real iteration: it ends at the iteration's time and holds its breakdown.
    void iterationCarriesItsTimeline()
    {
        const Topology topology = builtTopology("dgx-h100", 4);
        ParallelConfig c;
        c.tp = 8;
        c.pp = 2;
        c.dp = 2;
        c.globalBatch = 16;
        IterationOptions options;
        options.timeline = true;
        const ModelSpec& model = *Catalog::builtIn().model("llama3-70b");
        std::vector<NodeId> gpus = allGpus(topology);
        gpus.resize(32);
        const IterationResult r = simulateIteration(topology, Catalog::builtIn(), model, c, gpus, options);
        QCOMPARE(static_cast<int>(r.timeline.size()), 2);
        checkOrdered(r.timeline, r.iterationUs);
        for (const StageTimeline& stage : r.timeline) {
            QVERIFY(std::abs(kindUs(stage, TimelineKind::Compute) - r.breakdownUs.compute) < 1e-6 * r.iterationUs);
            QVERIFY(std::abs(kindUs(stage, TimelineKind::Bubble) - r.breakdownUs.bubble) < 1e-6 * r.iterationUs);
            QVERIFY(std::abs(kindUs(stage, TimelineKind::Dp) - r.breakdownUs.dp) < 1e-6 * r.iterationUs);
        }
        IterationOptions without;
        QVERIFY(simulateIteration(topology, Catalog::builtIn(), model, c, gpus, without).timeline.empty());
    }
};

QTEST_APPLESS_MAIN(TestTrainTimeline)
#include "tst_train_timeline.moc"

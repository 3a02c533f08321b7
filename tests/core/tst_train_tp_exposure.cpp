// What an iteration waits for of TP's exchanges: each hides behind the product it runs beside
// and no other (train/TpExposure.h).

#include "BuiltClusters.h"
#include "TrainingFixtures.h"

#include "train/TpExposure.h"
#include "train/TrainingIteration.h"

#include <QtTest>

using namespace scalescope;
using fixtures::builtTopology;

namespace {

// One layer's exchanges with sequence parallelism: all-gathers of `gatherUs`, reduce-scatters of
// `scatterUs`.
LayerComms sequenceParallel(double gatherUs, double scatterUs)
{
    LayerComms comms;
    comms.tpGatherUs = gatherUs;
    comms.tpScatterUs = scatterUs;
    return comms;
}

// `layers` layers whose four products each take `productUs` (forward and whole alike).
MicroBatchCompute products(double productUs, int layers)
{
    MicroBatchCompute c;
    c.forwardProductsUs = c.wholeProductsUs = DenseProducts { productUs, productUs, productUs, productUs } * layers;
    return c;
}

} // namespace

class TestTrainTpExposure : public QObject {
    Q_OBJECT
private slots:
    void theOverlapHidesAnExchangeOnlyBehindItsProduct()
    {
        const LayerComms comms = sequenceParallel(100, 100);
        // Forward: four exchanges beside products of 60 us, 40 us of each waited for; backward:
        // six beside the input and weight gradients' products, 40 each.
        QCOMPARE(tpExposedUs(comms, products(60, 1), 1, true), 10 * 40.0);
        QCOMPARE(tpExposedUs(comms, products(60, 3), 3, true), 3 * 10 * 40.0);
        // Products longer than the exchanges hide them all.
        QCOMPARE(tpExposedUs(comms, products(150, 2), 2, true), 0.0);
    }

    void withoutTheOverlapForwardWaitsForEveryExchange()
    {
        const LayerComms comms = sequenceParallel(100, 80);
        // Forward two all-gathers and two reduce-scatters; backward the two gathered output
        // gradients, while the input gathered again and its gradient scattered run beside the
        // gradients' products of the query, key and value projection and the MLP's first.
        QCOMPARE(tpExposedUs(comms, products(1000, 1), 1, false), 2 * 180.0 + 2 * 100.0);
        QCOMPARE(tpExposedUs(comms, products(50, 1), 1, false), 2 * 180.0 + 2 * 100.0 + 2 * (50.0 + 30.0));
        // The overlap never waits longer.
        for (double productUs : { 0.0, 30.0, 90.0, 1000.0 })
            QVERIFY(tpExposedUs(comms, products(productUs, 4), 4, true)
                <= tpExposedUs(comms, products(productUs, 4), 4, false));
    }

    void allReducesWithoutSequenceParallelismAreWaitedFor()
    {
        LayerComms comms;
        comms.tpReduceUs = 70;
        QCOMPARE(tpExposedUs(comms, products(1000, 2), 2, false), 2 * 4 * 70.0);
        QCOMPARE(tpExposedUs(comms, products(1000, 2), 2, true), 2 * 4 * 70.0);
    }

    void aRecomputedLayerWaitsForItsForwardExchangesAgain()
    {
        LayerComms comms = sequenceParallel(100, 100);
        const double none = tpExposedUs(comms, products(1000, 4), 4, false);
        comms.recomputedShare = 0.5;
        QCOMPARE(tpExposedUs(comms, products(1000, 4), 4, false) - none, 0.5 * 4 * 400.0);
    }

    void theOverlapCannotHideTensorParallelismAcrossNodes()
    {
        // TP 8 inside a DGX H100 and TP 8 over four of them (DP innermost), both overlapped: inside,
        // the products hide most of NVLink's exchanges; across, InfiniBand's outlast the products
        // beside them and the iteration waits.
        const Topology topology = builtTopology("dgx-h100", 8);
        ParallelConfig c;
        c.tp = 8;
        c.pp = 2;
        c.dp = 4;
        c.globalBatch = 64;
        IterationOptions inside, across;
        inside.overlapTensorParallel = across.overlapTensorParallel = true;
        across.order = parseRankOrder("dp-tp-pp", c);
        const IterationResult near = fixtures::iterateOnFirstGpus(topology, "llama3-70b", c, inside);
        const IterationResult far = fixtures::iterateOnFirstGpus(topology, "llama3-70b", c, across);
        QVERIFY(near.breakdownUs.tp < 0.1 * near.breakdownUs.compute);
        QVERIFY2(far.breakdownUs.tp > 5 * near.breakdownUs.tp,
            qPrintable(QString("%1 vs %2").arg(far.breakdownUs.tp).arg(near.breakdownUs.tp)));
        QVERIFY(far.iterationUs > near.iterationUs);
    }
};

QTEST_GUILESS_MAIN(TestTrainTpExposure)
#include "tst_train_tp_exposure.moc"

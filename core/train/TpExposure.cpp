#include "train/TpExposure.h"

#include <algorithm>

namespace scalescope {
namespace {

// What an exchange of `exchangeUs` leaves to wait for beside a product of `productUs`.
double beside(double exchangeUs, double productUs)
{
    return std::max(0.0, exchangeUs - productUs);
}

// The query, key and value projection's and the MLP first product's backward: the input gathered
// beside the input gradient's product, that gradient scattered beside the weight gradient's (each
// as long as the forward product).
double columnParallelBackwardUs(double gatherUs, double scatterUs, const DenseProducts& whole)
{
    return beside(gatherUs, whole.qkv) + beside(scatterUs, whole.qkv) + beside(gatherUs, whole.mlpFirst)
        + beside(scatterUs, whole.mlpFirst);
}

} // namespace

double tpExposedUs(const LayerComms& comms, const MicroBatchCompute& compute, int layers, bool overlapped)
{
    if (layers < 1)
        return 0;
    const DenseProducts asRun = compute.forwardProductsUs * (1.0 / layers);
    const DenseProducts whole = compute.wholeProductsUs * (1.0 / layers);
    const double g = comms.tpGatherUs, r = comms.tpScatterUs, a = comms.tpReduceUs;
    double forwardUs = 0, backwardUs = 0;
    if (a > 0) { // no sequence parallelism (TP's overlap needs it): every all-reduce waited for
        forwardUs = backwardUs = 2 * a;
    } else if (overlapped) {
        forwardUs = beside(g, asRun.qkv) + beside(r, asRun.projection) + beside(g, asRun.mlpFirst)
            + beside(r, asRun.mlpSecond);
        backwardUs = beside(g, asRun.projection) + beside(g, asRun.mlpSecond) + columnParallelBackwardUs(g, r, whole);
    } else {
        forwardUs = 2 * (g + r);
        backwardUs = 2 * g + columnParallelBackwardUs(g, r, whole);
    }
    return layers * ((1 + comms.recomputedShare) * forwardUs + backwardUs);
}

} // namespace scalescope

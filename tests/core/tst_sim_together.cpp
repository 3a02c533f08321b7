// Collectives started together on one cluster: alone they run as simulate runs them; at flow
// fidelity, where their routes meet they share the links, and where they do not they do not
// slow each other; at analytic fidelity each is timed alone.
#include "SimulatorFixtures.h"
#include "sim/SimulateTogether.h"

#include <QtTest>

using namespace scalescope;
using namespace scalescope::fixtures;

namespace {

Workload allReduce(std::vector<NodeId> ranks, ByteCount bytes = kGiB)
{
    return Workload { Collective::AllReduce, bytes, std::move(ranks), Algorithm::Ring };
}

// GPU `local` of each of the first `nodes` DGX nodes.
std::vector<NodeId> rail(const Cluster& c, int local, int nodes)
{
    std::vector<NodeId> ranks;
    for (int n = 0; n < nodes; ++n)
        ranks.push_back(c.gpu("node" + std::to_string(n) + "/gpu" + std::to_string(local)));
    return ranks;
}

std::vector<NodeId> nodeGpus(const Cluster& c, int node)
{
    std::vector<NodeId> ranks;
    for (int g = 0; g < 8; ++g)
        ranks.push_back(c.gpu("node" + std::to_string(node) + "/gpu" + std::to_string(g)));
    return ranks;
}

TogetherResult together(const Cluster& c, const std::vector<Workload>& workloads, Fidelity fidelity)
{
    return simulateTogether(c.topology, Catalog::builtIn(), workloads, SimOptions { fidelity });
}

} // namespace

class TestSimTogether : public QObject {
    Q_OBJECT
private slots:
    void oneCollectiveRunsAsItDoesAlone()
    {
        const Cluster c("dgx-h100", 4);
        const Workload w = allReduce(rail(c, 0, 4));
        const SimResult alone = simulate(c.topology, Catalog::builtIn(), w, SimOptions { Fidelity::Flow });
        const TogetherResult both = together(c, { w }, Fidelity::Flow);
        QCOMPARE(both.collectives.size(), std::size_t(1));
        QCOMPARE(both.collectives[0].timeUs, alone.timeUs);
        QCOMPARE(both.timeUs, alone.timeUs);
        QCOMPARE(both.links.size(), alone.links.size());
        QCOMPARE(both.bytesPerTier, alone.bytesPerTier);
    }

    void collectivesOnSeparateNodesDoNotSlowEachOther()
    {
        const Cluster c("dgx-h100", 2);
        const Workload first = allReduce(nodeGpus(c, 0));
        const SimResult alone = simulate(c.topology, Catalog::builtIn(), first, SimOptions { Fidelity::Flow });
        const TogetherResult both = together(c, { first, allReduce(nodeGpus(c, 1)) }, Fidelity::Flow);
        verifyClose(both.collectives[0].timeUs, alone.timeUs, 1e-9, "node 0's all_reduce beside node 1's");
        verifyClose(both.collectives[1].timeUs, alone.timeUs, 1e-9, "node 1's, the same shape");
    }

    void collectivesOnTheSameGpusShareTheirLinks()
    {
        // Two tenants' 1 GiB all_reduces over the same 16 GPUs: bandwidth-bound, each gets about
        // half of every link, so both end at about twice the time of one.
        const Cluster c("dgx-h100", 2);
        std::vector<NodeId> gpus = nodeGpus(c, 0);
        const std::vector<NodeId> second = nodeGpus(c, 1);
        gpus.insert(gpus.end(), second.begin(), second.end());
        const Workload w = allReduce(gpus);
        const SimResult alone = simulate(c.topology, Catalog::builtIn(), w, SimOptions { Fidelity::Flow });
        const TogetherResult both = together(c, { w, w }, Fidelity::Flow);
        const double ratio = both.timeUs / alone.timeUs;
        QVERIFY2(ratio > 1.8 && ratio < 2.05, qPrintable(QString("together / alone = %1").arg(ratio)));
        for (std::size_t t = 0; t < alone.bytesPerTier.size(); ++t)
            QCOMPARE(both.bytesPerTier[t], 2 * alone.bytesPerTier[t]);
    }

    void everyRailOfADataParallelStepRunsOnItsOwnNics()
    {
        // Eight all_reduces, GPU k of each of 4 nodes (a data-parallel step of TP 8): each leaves
        // by its own rail's NIC, so together they take about as long as one alone.
        const Cluster c("dgx-h100", 4);
        std::vector<Workload> rails;
        for (int k = 0; k < 8; ++k)
            rails.push_back(allReduce(rail(c, k, 4)));
        const SimResult alone = simulate(c.topology, Catalog::builtIn(), rails[0], SimOptions { Fidelity::Flow });
        const TogetherResult all = together(c, rails, Fidelity::Flow);
        verifyClose(all.timeUs, alone.timeUs, 0.05, "8 rails together against one alone");
    }

    void analyticTimesEachAlone()
    {
        const Cluster c("dgx-h100", 2);
        const Workload w = allReduce(nodeGpus(c, 0));
        const SimResult alone = simulate(c.topology, Catalog::builtIn(), w, SimOptions {});
        const TogetherResult both = together(c, { w, w }, Fidelity::Analytic);
        QCOMPARE(both.collectives[1].timeUs, alone.timeUs);
        QCOMPARE(both.timeUs, alone.timeUs);
        QVERIFY(both.links.empty());
    }

    void aBadCollectiveIsNamed()
    {
        const Cluster c("dgx-h100", 1);
        try {
            together(c, { allReduce(nodeGpus(c, 0)), allReduce(nodeGpus(c, 0), 0) }, Fidelity::Flow);
            QFAIL("a collective of no bytes ran");
        } catch (const std::invalid_argument& e) {
            QVERIFY2(QString(e.what()).startsWith("collective 2 of 2: "), e.what());
        }
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, together(c, {}, Fidelity::Flow));
    }
};

QTEST_APPLESS_MAIN(TestSimTogether)
#include "tst_sim_together.moc"

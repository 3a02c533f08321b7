// A flow-fidelity run is estimated before it starts and refused above the memory budget it is
// given: the issue's runs that ran out of memory (alltoall on 2048 DGX H100 nodes, on 64 GB200
// racks) are refused at once, with the estimate and the way out, and a run within the budget
// runs as before. No test here needs more than a few MiB: the budgets are parameters.
#include "BuiltClusters.h"

#include "design/JobRunner.h"
#include "sim/FlowMemory.h"

#include <QtTest>

using namespace scalescope;
using namespace scalescope::fixtures;

namespace {

JobSpec alltoall(Algorithm algorithm = Algorithm::Auto)
{
    JobSpec spec;
    spec.collective = Collective::AllToAll;
    spec.bytes = ByteCount(1) << 30;
    spec.algorithm = algorithm;
    spec.fidelity = Fidelity::Flow;
    return spec;
}

constexpr double kGiB = 1024.0 * 1024 * 1024;

// The refusal runJob gives under `budget`, or nothing when the job ran.
std::optional<JobError> refusal(const Topology& topology, const JobSpec& spec, double budget)
{
    JobRunOptions options;
    options.memoryBudgetBytes = budget;
    try {
        runJob(topology, Catalog::builtIn(), spec, options);
    } catch (const JobError& error) {
        return error;
    }
    return std::nullopt;
}

} // namespace

class TestSimFlowMemory : public QObject {
    Q_OBJECT
private slots:
    void theIssuesRunsAreRefusedBeforeTheyStart_data()
    {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<int>("count");
        QTest::addColumn<int>("gpus");
        QTest::newRow("dgx-h100 x 2048") << "dgx-h100" << 2048 << 16384;
        QTest::newRow("gb200-nvl72 x 64") << "gb200-nvl72" << 64 << 4608;
    }

    void theIssuesRunsAreRefusedBeforeTheyStart()
    {
        QFETCH(QString, preset);
        QFETCH(int, count);
        QFETCH(int, gpus);
        const Topology topology = builtTopology(preset.toStdString(), count);
        // These ran out of a 12 GB cap after 20-30 s (std::bad_alloc) before.
        const auto error = refusal(topology, alltoall(), 12 * kGiB);
        QVERIFY(error.has_value());
        QCOMPARE(error->part(), JobError::Part::Memory);
        const QString what = error->what();
        QVERIFY2(what.contains("a flow-fidelity run of alltoall") && what.contains(QString("on %1 GPUs").arg(gpus))
                && what.contains("more than its budget of 12 GiB") && what.contains("use analytic fidelity"),
            qPrintable(what));
        // Analytic fidelity runs the same job at once.
        JobSpec analytic = alltoall();
        analytic.fidelity = Fidelity::Analytic;
        QVERIFY(!refusal(topology, analytic, 12 * kGiB).has_value());
    }

    void aRunWithinItsBudgetRunsAndSaysItsEstimate()
    {
        const Topology topology = builtTopology("dgx-h100", 2);
        JobRunOptions options;
        options.memoryBudgetBytes = 1 * kGiB;
        const JobResult result = runJob(topology, Catalog::builtIn(), alltoall(Algorithm::Direct), options);
        const double estimate = result.simulation.flowMemory.bytes;
        QVERIFY2(estimate > 0 && estimate < 64.0 * 1024 * 1024, qPrintable(QString::number(estimate)));
        QVERIFY(result.simulation.timeUs > 0);
        // Just below its own estimate, the same run is refused; no budget sets no limit.
        QCOMPARE(refusal(topology, alltoall(Algorithm::Direct), estimate * 0.99)->part(), JobError::Part::Memory);
        QVERIFY(!refusal(topology, alltoall(Algorithm::Direct), 0).has_value());
    }

    void theEstimateCountsWhatTheRunHolds()
    {
        auto countsOf = [](const Topology& topology, JobSpec spec) {
            return runJob(topology, Catalog::builtIn(), spec).simulation.flowMemory;
        };
        const Topology small = builtTopology("dgx-h100", 2), large = builtTopology("dgx-h100", 8);
        // An alltoall holds n(n-1) transfers, all routed at once: four times the GPUs, about
        // sixteen times the memory.
        const FlowMemoryEstimate direct = countsOf(large, alltoall(Algorithm::Direct));
        QCOMPARE(direct.transfers, 64.0 * 63);
        QCOMPARE(direct.channels, 2.0 * large.links.size());
        QVERIFY(direct.peakFlows >= direct.transfers); // a route is one flow or more
        const double ratio = direct.bytes / countsOf(small, alltoall(Algorithm::Direct)).bytes;
        QVERIFY2(ratio > 10 && ratio < 20, qPrintable(QString::number(ratio)));
        // Pairwise holds the same transfers but routes one partner a phase.
        const FlowMemoryEstimate pairwise = countsOf(large, alltoall(Algorithm::Pairwise));
        QCOMPARE(pairwise.transfers, direct.transfers);
        QCOMPARE(pairwise.totalFlows, direct.totalFlows);
        QVERIFY(pairwise.peakFlows * 10 < direct.peakFlows);
        // A ring: one per local GPU, each GPU sending to the next: 8 x 64 transfers.
        JobSpec ring = alltoall(Algorithm::Ring);
        ring.collective = Collective::AllReduce;
        QCOMPARE(countsOf(large, ring).transfers, 8.0 * 64);
    }

    void memoryIsWrittenInBinaryUnits()
    {
        QCOMPARE(formatMemory(512), std::string("512 B"));
        QCOMPARE(formatMemory(1536), std::string("1.5 KiB"));
        QCOMPARE(formatMemory(12 * kGiB), std::string("12 GiB"));
        QCOMPARE(formatMemory(11.7 * kGiB), std::string("12 GiB"));
        QCOMPARE(formatMemory(7.25 * kGiB), std::string("7.2 GiB"));
        QCOMPARE(formatMemory(300 * 1024 * kGiB), std::string("300 TiB"));
    }
};

QTEST_APPLESS_MAIN(TestSimFlowMemory)
#include "tst_sim_flow_memory.moc"

// The one job runner: what it returns is what the simulator says for the same workload, the
// job's own settings (GPUDirect among them) reach the simulator, and a job that cannot run says
// why in words that point at what to change.
#include "design/JobRunner.h"
#include "BuiltClusters.h"
#include "sim/RankSelection.h"

#include <QtTest>

#include <atomic>

using namespace scalescope;
using namespace scalescope::fixtures;

namespace {

JobSpec job(const std::string& ranks, Collective collective, ByteCount bytes, Fidelity fidelity)
{
    JobSpec spec;
    spec.ranks = ranks;
    spec.collective = collective;
    spec.bytes = bytes;
    spec.fidelity = fidelity;
    return spec;
}

// What runJob threw for the job, or an empty message when it ran.
std::pair<std::string, JobError::Part> failure(const Topology& topology, const JobSpec& spec)
{
    try {
        runJob(topology, Catalog::builtIn(), spec);
    } catch (const JobError& error) {
        return { error.what(), error.part() };
    }
    return { {}, JobError::Part::Run };
}

constexpr ByteCount kMiB = ByteCount(1) << 20;

} // namespace

class TestJobRunner : public QObject {
    Q_OBJECT
private slots:
    void theResultIsTheSimulators_data()
    {
        QTest::addColumn<int>("fidelity_");
        QTest::newRow("analytic") << static_cast<int>(Fidelity::Analytic);
        QTest::newRow("flow") << static_cast<int>(Fidelity::Flow);
    }
    void theResultIsTheSimulators()
    {
        QFETCH(int, fidelity_);
        const auto fidelity = static_cast<Fidelity>(fidelity_);
        const Topology topology = builtTopology("dgx-h100", 2);
        JobSpec spec = job("all", Collective::AllReduce, 256 * kMiB, fidelity);
        spec.algorithm = Algorithm::Ring;
        const JobResult result = runJob(topology, Catalog::builtIn(), spec);

        Workload workload;
        workload.collective = Collective::AllReduce;
        workload.bytes = 256 * kMiB;
        workload.algorithm = Algorithm::Ring;
        workload.ranks = selectRanks("all", topology);
        SimOptions options;
        options.fidelity = fidelity;
        const SimResult direct = simulate(topology, Catalog::builtIn(), workload, options);
        QCOMPARE(resultToJson(result.simulation).dump(), resultToJson(direct).dump());
        QCOMPARE(timelineToJson(result.simulation, topology).dump(), timelineToJson(direct, topology).dump());
        QCOMPARE(result.simulation.ranks, 16);
        // The timeline is the run's: as long, with its steps; per-link load only from the flows.
        QCOMPARE(result.timeline.durationUs(), direct.timeUs);
        QCOMPARE(result.timeline.linkCount(), topology.links.size());
        QCOMPARE(result.timeline.empty(), fidelity == Fidelity::Analytic);
        QVERIFY(!result.timeline.stepTimes().empty());
        // --ideal reaches the simulator too.
        JobRunOptions ideal;
        ideal.ideal = true;
        options.ideal = true;
        QCOMPARE(resultToJson(runJob(topology, Catalog::builtIn(), spec, ideal).simulation).dump(),
            resultToJson(simulate(topology, Catalog::builtIn(), workload, options)).dump());
    }

    void aPlanServesASweep()
    {
        const Topology topology = builtTopology("dgx-h100", 2);
        JobPlan plan
            = planJob(topology, Catalog::builtIn(), job("node1", Collective::AllGather, kMiB, Fidelity::Analytic));
        QCOMPARE(plan.layout.ranksCount(), 8);
        QCOMPARE(topology.nodes[plan.workload.ranks.front()].name, std::string("node1/gpu0"));
        plan.workload.bytes = 64 * kMiB;
        const JobResult swept = runJob(topology, plan);
        const JobResult alone
            = runJob(topology, Catalog::builtIn(), job("node1", Collective::AllGather, 64 * kMiB, Fidelity::Analytic));
        QCOMPARE(swept.simulation.timeUs, alone.simulation.timeUs);
    }

    void gpuDirectOffSlowsTheScaleOutOnly()
    {
        const Topology topology = builtTopology("dgx-h100", 2);
        for (const auto fidelity : { Fidelity::Analytic, Fidelity::Flow }) {
            // One GPU in each node: every byte crosses InfiniBand, staged through host memory without GPUDirect.
            JobSpec across = job("node0/gpu0,node1/gpu0", Collective::AllReduce, 256 * kMiB, fidelity);
            const double direct = runJob(topology, Catalog::builtIn(), across).simulation.timeUs;
            across.gpuDirect = false;
            const double staged = runJob(topology, Catalog::builtIn(), across).simulation.timeUs;
            QVERIFY2(staged > direct * 1.05, qPrintable(QString("%1 us with, %2 us without").arg(direct).arg(staged)));
            // Inside one node nothing goes through a NIC: the same either way.
            JobSpec inside = job("node0", Collective::AllReduce, 256 * kMiB, fidelity);
            const double nvlink = runJob(topology, Catalog::builtIn(), inside).simulation.timeUs;
            inside.gpuDirect = false;
            QCOMPARE(runJob(topology, Catalog::builtIn(), inside).simulation.timeUs, nvlink);
        }
    }

    void aJobThatCannotRunSaysWhy()
    {
        const Topology topology = builtTopology("gb300-nvl72", 1);
        auto [message, part] = failure(topology, job("rack9", Collective::AllReduce, kMiB, Fidelity::Analytic));
        QVERIFY2(message.find("\"rack9\": not a GPU index") != std::string::npos, message.c_str());
        QCOMPARE(part, JobError::Part::Ranks);
        std::tie(message, part) = failure(topology, job("0-80", Collective::AllReduce, kMiB, Fidelity::Analytic));
        QVERIFY2(message.find("\"0-80\": GPU 80 does not exist (the design has 72 GPUs: 0 to 71)") != std::string::npos,
            message.c_str());
        QCOMPARE(part, JobError::Part::Ranks);
        std::tie(message, part) = failure(topology, job("5,5", Collective::AllReduce, kMiB, Fidelity::Analytic));
        QVERIFY2(
            message.find("\"5,5\": GPU 5 (rack0/tray1/gpu1) is given twice") != std::string::npos, message.c_str());
        QCOMPARE(part, JobError::Part::Ranks); // the GPUs as written, not the job, are wrong
        std::tie(message, part) = failure(topology, job("all", Collective::SendRecv, kMiB, Fidelity::Analytic));
        QVERIFY2(message.find("exactly two GPUs") != std::string::npos, message.c_str());
        QCOMPARE(part, JobError::Part::Run);
        JobSpec collnet = job("all", Collective::AllReduce, kMiB, Fidelity::Analytic);
        collnet.algorithm = Algorithm::CollNet; // one rack: no InfiniBand switch on the way to reduce in
        std::tie(message, part) = failure(topology, collnet);
        QVERIFY2(message.find("collnet cannot run all_reduce here") != std::string::npos, message.c_str());
        QCOMPARE(part, JobError::Part::Run);
    }

    void aRaisedStopFlagEndsTheRun()
    {
        const Topology topology = builtTopology("dgx-h100", 2);
        const std::atomic<bool> raised { true };
        JobRunOptions options;
        options.stop = StopFlag(&raised);
        QVERIFY_THROWS_EXCEPTION(SimulationStopped,
            runJob(
                topology, Catalog::builtIn(), job("all", Collective::AllReduce, 256 * kMiB, Fidelity::Flow), options));
    }
};

QTEST_MAIN(TestJobRunner)
#include "tst_jobrunner.moc"

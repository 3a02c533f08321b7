// The figures users compare designs by: each ratio is the bill's total cost (and power) over a
// figure the test works out on its own: the GPUs counted, the compute fabric's NIC links summed,
// the collective run through runJob. A design that saves a job is measured by that job; one that
// cannot run says why, and a design without GPUs has no per-GPU figure, never a division by zero.
#include "BuiltClusters.h"

#include "bom/BillOfMaterials.h"
#include "bom/BomRatios.h"
#include "bom/BomReport.h"
#include "design/BomThroughput.h"
#include "design/Survivors.h"
#include "design/JobRunner.h"
#include "layout/SceneLayout.h"

#include <QtTest>

#include <algorithm>

using namespace scalescope;
using fixtures::builtTopology;

namespace {

BillOfMaterials bomOf(const Topology& topology)
{
    return billOfMaterials(topology, Catalog::builtIn(), layoutScene(topology));
}

const BomRatio* ratioOf(const std::vector<BomRatio>& ratios, const std::string& key)
{
    const auto it = std::find_if(ratios.begin(), ratios.end(), [&](const BomRatio& r) { return r.key == key; });
    return it == ratios.end() ? nullptr : &*it;
}

bool near(double a, double b)
{
    return std::abs(a - b) <= 1e-9 * std::max(std::abs(a), std::abs(b));
}

// The busbw of a job run the ordinary way, as the Traffic tab and `simulate` run it.
double busbwOf(const Topology& topology, const JobSpec& job)
{
    return runJob(topology, Catalog::builtIn(), job).simulation.busbwGBps;
}

} // namespace

class TestBomRatios : public QObject {
    Q_OBJECT
private slots:
    void perGpuAndPerScaleOutAreTheTotalsOverCountsByHand()
    {
        const Topology topology = builtTopology("dgx-h100", 4);
        const BillOfMaterials bom = bomOf(topology);
        const std::vector<BomRatio> ratios = bomRatios(bom);
        const BomRatio* perGpu = ratioOf(ratios, "gpu");
        QVERIFY(perGpu && perGpu->known());
        QCOMPARE(perGpu->divisor, 32.0); // 4 nodes of 8
        QVERIFY(near(perGpu->usd, bom.costUsd / 32));
        QVERIFY(near(perGpu->maxWatts, bom.maxWatts / 32));
        // Each of the 32 compute NICs at 400 Gb/s = 50 GB/s into the fabric: 1,600 GB/s in all.
        const BomRatio* perScaleOut = ratioOf(ratios, "scale_out_GBps_per_gpu");
        QVERIFY(perScaleOut && perScaleOut->known());
        QVERIFY(near(perScaleOut->divisor, 32 * 50.0));
        QVERIFY(near(perScaleOut->usd, bom.costUsd / 1600));
        QVERIFY(near(perScaleOut->typicalWatts, bom.typicalWatts / 1600));
        QVERIFY(!ratioOf(ratios, "busbw_GBps")); // nothing was measured
    }

    // Without a saved job: an all_reduce of 1 GiB on every GPU at analytic fidelity, as the basis says.
    void busbwOfTheReferenceAllReduce()
    {
        const Topology topology = builtTopology("dgx-b200", 8);
        const BillOfMaterials bom = bomOf(topology);
        const BomThroughputs measured = measureThroughputs(topology, Catalog::builtIn(), {}, {});
        QVERIFY(measured.busbw && !measured.tokens);
        JobSpec job;
        job.collective = Collective::AllReduce;
        job.bytes = 1073741824;
        job.fidelity = Fidelity::Analytic;
        const double busbw = busbwOf(topology, job);
        QVERIFY(busbw > 100);
        const std::vector<BomRatio> ratios = bomRatios(bom, measured);
        const BomRatio* ratio = ratioOf(ratios, "busbw_GBps");
        QVERIFY(ratio && ratio->known());
        QVERIFY(near(ratio->divisor, busbw));
        QVERIFY(near(ratio->usd, bom.costUsd / busbw));
        QVERIFY(near(ratio->maxWatts, bom.maxWatts / busbw));
        QVERIFY2(ratio->basis.find("all_reduce of 1 GiB on all 64 GPUs, analytic") != std::string::npos,
            ratio->basis.c_str());
    }

    void aSavedJobIsTheOneMeasured()
    {
        const Topology topology = builtTopology("dgx-h100", 2);
        JobSpec saved;
        saved.name = "rail ring";
        saved.ranks = "0-15";
        saved.collective = Collective::AllGather;
        saved.bytes = 256 << 20;
        saved.algorithm = Algorithm::Ring;
        saved.fidelity = Fidelity::Flow;
        const BomThroughputs measured = measureThroughputs(topology, Catalog::builtIn(), { saved }, {});
        QVERIFY(measured.busbw && measured.busbw->problem.empty());
        QVERIFY(near(measured.busbw->value, busbwOf(topology, saved)));
        QVERIFY2(measured.busbw->basis == "saved job \"rail ring\": all_gather of 256 MiB on 16 GPUs (0-15), flow",
            measured.busbw->basis.c_str());
    }

    // With a failure scenario on, what the design delivers is measured on what survives: the
    // reference all_reduce on the 63 GPUs and the spine left, as compare runs it.
    void aFailureScenarioIsMeasuredOnWhatSurvives()
    {
        ClusterOptions fatTree;
        fatTree.fabric = FabricKind::FatTree;
        const Topology topology = builtTopology("dgx-a100", 8, fatTree);
        FailureScenario scenario;
        for (const char* target : { "ib/spine1", "node0/gpu0" })
            scenario.marks.push_back(FailureMark { target, FailureState::Failed, std::nullopt, std::nullopt });
        const auto survivors = std::make_shared<const SurvivingTopology>(applyFailures(topology, scenario));
        const Catalog& catalog = Catalog::builtIn();
        const BomThroughputs healthy = measureThroughputs(topology, catalog, {}, {});
        const BomThroughputs measured = measureThroughputs(topology, catalog, {}, {}, {}, survivors);
        QVERIFY(healthy.busbw && measured.busbw);
        QVERIFY2(measured.busbw->problem.empty(), measured.busbw->problem.c_str());
        JobRunOptions run;
        run.survivorsOnly = true;
        const double onSurvivors
            = runJob(topology, planJob(topology, catalog, bomReferenceJob(), run, survivors)).simulation.busbwGBps;
        QVERIFY(near(measured.busbw->value, onSurvivors));
        QVERIFY2(measured.busbw->value < healthy.busbw->value * 0.7,
            qPrintable(QString("%1 %2").arg(measured.busbw->value).arg(healthy.busbw->value)));
        QVERIFY2(measured.busbw->basis.find("all 63 GPUs") != std::string::npos
                && measured.busbw->basis.find("on what survives: 2 devices failed") != std::string::npos,
            measured.busbw->basis.c_str());
    }

    // A job that cannot run leaves the figure unknown, saying why, in every format.
    void aJobThatCannotRunSaysWhy()
    {
        const Topology topology = builtTopology("dgx-h100", 1);
        JobSpec saved;
        saved.name = "too big";
        saved.ranks = "0-63";
        const BillOfMaterials bom = bomOf(topology);
        const BomThroughputs measured = measureThroughputs(topology, Catalog::builtIn(), { saved }, {});
        QVERIFY(measured.busbw && !measured.busbw->problem.empty());
        const std::vector<BomRatio> ratios = bomRatios(bom, measured);
        const BomRatio* ratio = ratioOf(ratios, "busbw_GBps");
        QVERIFY(ratio && !ratio->known());
        QCOMPARE(ratio->usd, 0.0);
        QCOMPARE(ratio->problem, measured.busbw->problem);
        const std::string text = bomToText(bom, measured);
        QVERIFY2(text.find("per GB/s of busbw: unknown, " + ratio->problem) != std::string::npos, text.c_str());
        QVERIFY(bomToJson(bom, measured)["ratios"]["busbw_GBps"]["USD"].is_null());
    }

    void aDesignWithoutGpusHasNoPerGpuFigure()
    {
        Topology topology;
        Node leaf;
        leaf.name = "leaf";
        leaf.kind = NodeKind::IbSwitch;
        leaf.model = topology.internModel("QM9700");
        topology.nodes.push_back(leaf);
        const BillOfMaterials bom = bomOf(topology);
        const BomThroughputs measured = measureThroughputs(topology, Catalog::builtIn(), {}, {});
        QVERIFY(!measured.busbw && !measured.tokens);
        const std::vector<BomRatio> ratios = bomRatios(bom, measured);
        QVERIFY(!ratioOf(ratios, "gpu")->known());
        QCOMPARE(ratioOf(ratios, "gpu")->problem, std::string("the design has no GPUs"));
        QVERIFY(!ratioOf(ratios, "scale_out_GBps_per_gpu")->known());
        QVERIFY(bomToText(bom, measured).find("inf") == std::string::npos);
    }

    // The CSV ends with one row per figure, of the same 16 columns as the lines.
    void csvRowsOfTheFigures()
    {
        const Topology topology = builtTopology("dgx-h100", 2);
        const BillOfMaterials bom = bomOf(topology);
        const BomThroughputs measured = measureThroughputs(topology, Catalog::builtIn(), {}, {});
        const std::string csv = bomToCsv(bom, measured);
        const std::size_t at = csv.find("\nratio,busbw_GBps,");
        QVERIFY(at != std::string::npos);
        const std::string row = csv.substr(at + 1, csv.find('\n', at + 1) - at - 1);
        // Quoted fields aside, 15 separators.
        std::string unquoted;
        bool quoted = false;
        for (char c : row) {
            if (c == '"')
                quoted = !quoted;
            else if (!quoted)
                unquoted += c;
        }
        QCOMPARE(std::count(unquoted.begin(), unquoted.end(), ','), 15L);
    }
};

QTEST_MAIN(TestBomRatios)
#include "tst_bom_ratios.moc"

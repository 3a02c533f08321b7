// The analytic model against every published measurement of the validation table
// (tests/data/validation/nccl-tests.tsv), with the constants set once for all rows: the median
// absolute error may not rise above 8%, nor above what the model reaches today without the rows
// whose cause lies outside the fabric. bench_validation prints the rows one by one.
#include "../bench/ValidationRun.h"

#include "sim/Efficiency.h"

#include <QtTest>

using namespace scalescope;
using namespace scalescope::validation;

namespace {

// The median of every row (7.1% over 105 rows today, each on the fabric it was measured on) may not
// rise above 8%: a change that makes the model worse against the published runs fails here.
constexpr double kMedianGuard = 0.08;
// Without the rows whose notes document a cause outside the fabric (6.6% over 99 rows today), the
// median may not rise above 7%.
constexpr double kMedianGuardWithoutOutliers = 0.07;
// The 20-rack GB200 NVL72 rows (NVLS off): at most 8.4% off today (-5.8% to -8.4%), plus a small
// margin.
constexpr double kMultiRackGuard = 0.10;
// The runs a model constant was set from (nccl-tests-calibration.tsv) stay within this of it.
constexpr double kCalibrationGuard = 0.03;

std::vector<Comparison> compareAll(const std::vector<ValidationRow>& rows)
{
    Systems systems;
    std::vector<Comparison> all;
    for (const ValidationRow& row : rows) {
        std::string why;
        const auto c = compare(row, systems, Fidelity::Analytic, why);
        if (!c)
            throw std::runtime_error("line " + std::to_string(row.line) + " not run: " + why);
        all.push_back(*c);
    }
    return all;
}

} // namespace

class TestValidationModel : public QObject {
    Q_OBJECT

private slots:
    void medianErrorOfEveryRow()
    {
        const std::vector<ValidationRow> rows = readValidationTable(SCALESCOPE_TEST_DATA "/validation/nccl-tests.tsv");
        QVERIFY(rows.size() >= 40);
        const std::vector<Comparison> all = compareAll(rows);
        const double median = medianAbsoluteError(all);
        const std::string text
            = "median |error| " + std::to_string(100 * median) + "% over " + std::to_string(all.size()) + " rows";
        QVERIFY2(median <= kMedianGuard, text.c_str());
    }

    void medianErrorOfTheRowsWithoutAKnownOutsideCause()
    {
        const std::vector<ValidationRow> rows = readValidationTable(SCALESCOPE_TEST_DATA "/validation/nccl-tests.tsv");
        std::vector<Comparison> fabric;
        for (const Comparison& c : compareAll(rows))
            if (!c.row->documentedOutlier())
                fabric.push_back(c);
        QVERIFY(fabric.size() >= 40);
        const double median = medianAbsoluteError(fabric);
        const std::string text
            = "median |error| " + std::to_string(100 * median) + "% over " + std::to_string(fabric.size()) + " rows";
        QVERIFY2(median <= kMedianGuardWithoutOutliers, text.c_str());
    }

    // Each row runs on the fabric it was measured on: a RoCE row on a RoCE v2 compute fabric, a
    // host with 4 stated NICs with 4 (the bench used to run both on the preset's 8 InfiniBand NICs).
    void rowsRunOnTheirFabric()
    {
        const std::vector<ValidationRow> rows = readValidationTable(SCALESCOPE_TEST_DATA "/validation/nccl-tests.tsv");
        Systems systems;
        int roce = 0, fourNics = 0;
        for (const ValidationRow& row : rows) {
            const auto key = systemFor(row);
            QVERIFY(key.has_value());
            const Topology& topology = systems.get(*key);
            const std::string where = "line " + std::to_string(row.line);
            if (row.network == "roce") {
                QVERIFY2(topology.scaleOut == ScaleOutNetwork::RoceV2, where.c_str());
                ++roce;
            }
            if (row.nic.rfind("4x", 0) == 0) {
                std::map<GroupId, int> nicsOfHost;
                for (const Node& node : topology.nodes)
                    if (node.kind == NodeKind::Nic && node.network == Network::Compute)
                        ++nicsOfHost[node.group];
                // A run on part of its racks leaves the racks' other hosts idle.
                QVERIFY2(static_cast<int>(nicsOfHost.size()) >= row.nodes, where.c_str());
                for (const auto& [host, nics] : nicsOfHost)
                    QVERIFY2(nics == 4, where.c_str());
                ++fourNics;
            }
        }
        QVERIFY(roce >= 8);
        QVERIFY(fourNics >= 2);
    }

    // Hosts that span several NVL72 racks run as their source places them, as many trays in each
    // rack ("32 hosts, 2 racks"), not the first rack filled before the next; so a cross-rack
    // alltoall's busbw stays under what each GPU's own 400G NIC carries of the half of its data
    // that leaves the rack (the bench once filled 72 + 56 and predicted 107.7 GB/s, above 99.2).
    void hostsOnSeveralRacksSplitEvenlyOverThem()
    {
        const std::vector<ValidationRow> rows = readValidationTable(SCALESCOPE_TEST_DATA "/validation/nccl-tests.tsv");
        Systems systems;
        int checked = 0;
        for (const ValidationRow& row : rows) {
            if (row.gpu != "GB200" || row.gpus() != 128 || row.collective != Collective::AllToAll)
                continue;
            const auto key = systemFor(row);
            QVERIFY(key.has_value());
            QCOMPARE(key->count, 2);
            QCOMPARE(ranksOf(row, *key), std::string("0-63,72-135"));
            std::string why;
            const auto c = compare(row, systems, Fidelity::Analytic, why);
            QVERIFY2(c.has_value(), why.c_str());
            const double n = row.gpus(), nicGBps = 50, leavingShare = 64 / n;
            QVERIFY2(c->predicted <= nicGBps / leavingShare * (n - 1) / n, std::to_string(c->predicted).c_str());
            ++checked;
        }
        QVERIFY(checked >= 2);
        ValidationRow oneRack = rows.front();
        oneRack.nodes = 16;
        oneRack.gpusPerNode = 4;
        QCOMPARE(ranksOf(oneRack, *systemFor(oneRack)), std::string("0-63"));
    }

    // A run with one process for a host's GPUs (-g N in its note) takes at least N launches; the
    // others at least none beyond the simulation.
    void oneProcessForSeveralGpusPaysTheirLaunches()
    {
        const std::vector<ValidationRow> rows = readValidationTable(SCALESCOPE_TEST_DATA "/validation/nccl-tests.tsv");
        Systems systems;
        int checked = 0;
        for (const ValidationRow& row : rows) {
            if (gpusPerProcess(row) == 1 || row.sizeBytes > 1024)
                continue;
            std::string why;
            const auto c = compare(row, systems, Fidelity::Analytic, why);
            QVERIFY2(c.has_value(), why.c_str());
            // busbw = size x factor / time: the time behind the predicted bandwidth.
            const double n = row.gpus();
            const double timeUs = row.sizeBytes * 2 * (n - 1) / n / (c->predicted * 1e9) * 1e6;
            QVERIFY(timeUs >= gpusPerProcess(row) * efficiency::kHostLaunchPerGpuUs * 0.99);
            ++checked;
        }
        QVERIFY(checked >= 3);
    }

    // The 20-rack GB200 NVL72 runs (NVLS off): the inter-rack part is bounded by the NICs NCCL's
    // channels use, not all 72 NICs of every rack (the model once said ~1,000 GB/s against
    // 151-346). LL128 is off where the GPU reaches its NIC through Grace (path PHB): the model once
    // ran them as ring/LL128, 1% to 34% off; in Simple the tree's 72-GPU chains and the ring's
    // 2 x 1,439 steps both pay what the measured ~4.5 ms of fixed cost shows.
    void multiRackNvl72NearTheMeasurement()
    {
        const std::vector<ValidationRow> rows = readValidationTable(SCALESCOPE_TEST_DATA "/validation/nccl-tests.tsv");
        Systems systems;
        int checked = 0;
        for (const ValidationRow& row : rows) {
            if (row.gpu != "GB200" || row.gpus() <= 72 || !row.nvlsDisabled())
                continue;
            std::string why;
            const auto c = compare(row, systems, Fidelity::Analytic, why);
            QVERIFY2(c.has_value(), why.c_str());
            const std::string text = "line " + std::to_string(row.line) + ": " + std::to_string(100 * c->error) + "%";
            QVERIFY2(std::abs(c->error) <= kMultiRackGuard, text.c_str());
            QVERIFY2(c->chosen.ends_with("/Simple"), c->chosen.c_str());
            ++checked;
        }
        QVERIFY(checked >= 4);
    }

    // The runs efficiency::kBlackwellNvlinkDataGBps comes from (a ring on one 4-GPU tray of a GB200
    // and a GB300 rack, 657 to 685 GB/s): the model meets each, so the constant and its source
    // cannot drift apart; they are not in the validation table, which checks the figure elsewhere.
    void blackwellNvlinkFigureMeetsTheRunsItComesFrom()
    {
        const std::vector<ValidationRow> rows
            = readValidationTable(SCALESCOPE_TEST_DATA "/validation/nccl-tests-calibration.tsv");
        QCOMPARE(rows.size(), 4u);
        const std::vector<Comparison> all = compareAll(rows);
        for (const Comparison& c : all) {
            const std::string text = "line " + std::to_string(c.row->line) + ": " + std::to_string(100 * c.error) + "%";
            QVERIFY2(std::abs(c.error) <= kCalibrationGuard, text.c_str());
            QCOMPARE(c.chosen, std::string("ring/Simple"));
        }
    }
};

QTEST_GUILESS_MAIN(TestValidationModel)
#include "tst_validation_model.moc"

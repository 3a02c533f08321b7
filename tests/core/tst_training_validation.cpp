// The iteration model against every published training run of the training validation table
// (tests/data/validation/training.tsv), run as bench_training_validation runs them (analytic, the
// model's constants set once for all rows): the median absolute error may not rise above 10% (the
// target, met), the target of no row above 20% is checked as a known shortfall until it is met,
// and no prediction exceeds the GPU's dense peak. bench_training_validation prints the rows one by
// one.
#include "../bench/TrainingValidationRun.h"

#include <QtTest>

#include <algorithm>
#include <cmath>

using namespace scalescope;
using namespace scalescope::validation;

namespace {

// The median of every row may not rise above the target's 10%: a change that makes the model
// worse against the published runs fails here. Today 5.7% over 34 rows (20.7% before the A100's
// matmul rate was read from Korthikanti et al.'s layer timings, docs/TRAINING.md).
constexpr double kMedianGuard = 0.10;
// The target of the issue for every row: none above 20%.
constexpr double kWorstTarget = 0.20;

struct Run {
    std::vector<TrainingComparison> compared;
    std::vector<std::string> refused; // "line N: why"
};

const Run& runAll()
{
    static const Run run = [] {
        static const std::vector<TrainingValidationRow> rows
            = readTrainingValidationTable(SCALESCOPE_TEST_DATA "/validation/training.tsv");
        TrainingClusters clusters;
        Run r;
        for (const TrainingValidationRow& row : rows) {
            std::string why;
            if (const auto c = compareTraining(row, Fidelity::Analytic, clusters, why))
                r.compared.push_back(*c);
            else
                r.refused.push_back("line " + std::to_string(row.line) + ": " + why);
        }
        return r;
    }();
    return run;
}

} // namespace

class TestTrainingValidation : public QObject {
    Q_OBJECT

private slots:
    void medianErrorOfEveryRow()
    {
        const Run& run = runAll();
        QVERIFY(run.compared.size() >= 30);
        const double median = medianAbsoluteError(run.compared);
        const std::string text = "median |error| " + std::to_string(100 * median) + "% over "
            + std::to_string(run.compared.size()) + " rows";
        QVERIFY2(median <= kMedianGuard, text.c_str());
    }

    void worstErrorOfEveryRow()
    {
        double worst = 0;
        for (const TrainingComparison& c : runAll().compared)
            worst = std::max(worst, std::abs(c.error));
        const std::string text = "largest |error| " + std::to_string(100 * worst) + "%";
        QEXPECT_FAIL("", "rows remain above the 20% target (see bench_training_validation)", Continue);
        QVERIFY2(worst <= kWorstTarget, text.c_str());
    }

    // Only DeepSeek-V3's 61 layers over the GB300 run's 8 pipeline chunks are refused (its recipe
    // states no layout for them); in particular the Llama 3 405B runs without recomputation fit
    // since fused attention keeps no s x s scores, DeepSeek-V3 laid out 4*15,1 fits since it
    // recomputes MLA's up-projections as its recipe does, and Llama 3 70B on 64 GB200 GPUs with the
    // recipe's 40 layers offloaded fits (180.4 GB of 186) since a model trained without dropout
    // keeps no dropout masks.
    void onlyTheKnownFindingsAreRefused()
    {
        int deepSeek = 0;
        for (const std::string& refused : runAll().refused) {
            const bool split = refused.find("does not divide the 61 layers of DeepSeek-V3") != std::string::npos;
            QVERIFY2(split, refused.c_str());
            deepSeek += split ? 1 : 0;
        }
        QCOMPARE(deepSeek, 1);
    }

    void predictionsNeverExceedTheGpusPeak()
    {
        for (const TrainingComparison& c : runAll().compared) {
            const std::string where = "training.tsv:" + std::to_string(c.row->line) + ": "
                + std::to_string(c.predictedTflops) + " of " + std::to_string(c.peakTflops) + " TFLOP/s";
            QVERIFY2(c.predictedTflops > 0 && c.predictedTflops < c.peakTflops, where.c_str());
        }
    }

    // A run whose source does not state recomputation runs with the least recomputation that fits:
    // selective where it fits, full only where selective does not.
    void unstatedRecomputationIsTheLeastThatFits()
    {
        for (const TrainingComparison& c : runAll().compared) {
            const std::string where = "training.tsv:" + std::to_string(c.row->line);
            QVERIFY2(c.recomputeChosen == !c.row->stated("recompute"), where.c_str());
            if (!c.recomputeChosen)
                QVERIFY2(c.recompute == c.row->config.recompute, where.c_str());
            else
                QVERIFY2(c.recompute != Recompute::None, where.c_str());
        }
    }
};

QTEST_GUILESS_MAIN(TestTrainingValidation)
#include "tst_training_validation.moc"

// The training validation table (tests/data/validation/training.tsv) stays readable and agrees
// with the catalog: every row parses, names a catalog model and a preset that builds the GPUs it
// states, its configuration passes checkParallelConfig for those GPUs and fits the GPU's HBM by
// checkFitsGpu (a published run did fit), and its published throughput is below the GPU's peak and
// matches the utilization it publishes beside it. Where our checks disagree with a published run,
// the row is listed below as a finding, with the message our check gives; the list fails when a
// finding goes away as well as when a new one appears. A broken row is refused at its line and
// column. Says nothing about how close the iteration model comes.
#include "../bench/TrainingValidationTable.h"

#include "BuiltClusters.h"

#include "catalog/Catalog.h"
#include "model/InputError.h"
#include "train/TrainingCheck.h"

#include <QtTest>

#include <cmath>
#include <map>
#include <set>

using namespace scalescope;
using namespace scalescope::validation;

namespace {

// Published runs our checks refuse, each with a part of the message given. checkParallelConfig
// takes an even split, one layer fewer on the first and last pipeline stages (Llama 3 paper,
// section 3.3.2) or a stated layout; Megatron-Bridge's DeepSeek-V3 recipe states none for the
// GB300 run's PP 2 x VPP 4, and 61 layers do not split evenly over its 8 stage chunks.
struct Finding {
    const char* row; // rowKey
    const char* message;
};
const Finding kConfigFindings[] = {
    { "deepseek-v3 256 GPUs gb300-nvl72 TP 1 PP 2 VPP 4 CP 1", "does not divide the 61 layers" },
};
// Runs that state their recomputation and do not fit by memoryPerGpu: none now. The Llama 3 405B
// runs without recomputation used to need 712 GB of activations for the s x s scores a fused
// kernel never keeps; they fit since attention is counted fused. Megatron-Bridge's Llama 3 70B on
// 64 GB200 GPUs with 40 of its 80 layers' activations offloaded ran in 186 GB, where the model
// counted 191.4 GB while it kept dropout masks that a model trained without dropout (Llama 3's
// hidden_dropout and attention_dropout 0) never stores: 180.4 GB since. (Its DeepSeek-V3 on 256
// GB200 GPUs needs 212.7 GB here when it recomputes only core_attn; with the recipe's
// mla_up_proj it fits.)
const std::vector<Finding> kMemoryFindings {};

std::string rowKey(const TrainingValidationRow& row)
{
    const ParallelConfig& c = row.config;
    return row.modelId + " " + std::to_string(row.gpus) + " GPUs " + row.preset + " TP " + std::to_string(c.tp) + " PP "
        + std::to_string(c.pp) + " VPP " + std::to_string(c.vpp) + " CP " + std::to_string(c.cp);
}

std::string joined(const std::vector<std::string>& problems)
{
    std::string text;
    for (const std::string& problem : problems)
        text += (text.empty() ? "" : "; ") + problem;
    return text;
}

const std::vector<TrainingValidationRow>& tableRows()
{
    static const std::vector<TrainingValidationRow> rows
        = readTrainingValidationTable(SCALESCOPE_TEST_DATA "/validation/training.tsv");
    return rows;
}

const GpuSpec& gpuOf(const TrainingValidationRow& row)
{
    const Catalog& catalog = Catalog::builtIn();
    const SystemSpec* system = catalog.system(row.preset);
    if (!system || !catalog.gpu(system->tray.gpu))
        throw std::invalid_argument("no preset " + row.preset + " with a GPU");
    return *catalog.gpu(system->tray.gpu);
}

double peakTflops(const TrainingValidationRow& row)
{
    const GpuSpec& gpu = gpuOf(row);
    return row.config.precision == Precision::Fp8 ? gpu.fp8DenseTflops : gpu.bf16DenseTflops;
}

std::string header()
{
    std::string line;
    for (std::string_view column : kTrainingColumns)
        line += (line.empty() ? "" : "\t") + std::string(column);
    return line + "\n";
}

// A row whose vpp, dp, cp, ep, precision, recompute, recompute_layers, recompute_modules,
// offload_layers, pipeline_layout, dp_mode, cp_comm, overlap_dp, overlap_tp, fp8_recipe, grad_reduce,
// loss_fusion, network and qps_per_connection are left empty.
const std::string kGoodRow
    = "llama3-70b\tdgx-h100\t8\t64\t4\t8\t\t\t\t\t1\t128\t8192\t\t\t\t\t\t\tyes\t\t\t\t\t\t\t\t719\t\tmodel\t"
      "\t\thttps://example.org/perf\tTable 2, row 3\ta note\n";

std::string problemsOf(const std::string& text)
{
    try {
        parseTrainingValidationTable(text, "training.tsv");
    } catch (const InputError& error) {
        return error.what();
    }
    return {};
}

} // namespace

class TestTrainingValidationTable : public QObject {
    Q_OBJECT

private slots:
    void everyRowOfTheTableParses()
    {
        try {
            tableRows();
        } catch (const InputError& error) {
            QFAIL(error.what());
        }
        QVERIFY2(tableRows().size() >= 15, std::to_string(tableRows().size()).c_str());
        std::set<std::string> gpus;
        bool moe = false;
        for (const TrainingValidationRow& row : tableRows()) {
            QVERIFY(row.sourceUrl.rfind("https://", 0) == 0 && !row.sourceWhere.empty());
            QVERIFY(row.tflopsPerGpu || row.utilizationPct);
            if (const ModelSpec* model = Catalog::builtIn().model(row.modelId))
                moe = moe || model->moe.has_value();
            if (Catalog::builtIn().system(row.preset))
                gpus.insert(gpuOf(row).architecture);
        }
        QVERIFY(moe);
        for (const char* architecture : { "ampere", "hopper", "blackwell" })
            QVERIFY2(gpus.count(architecture), architecture);
    }

    void everyRowNamesACatalogModelAndPreset()
    {
        for (const TrainingValidationRow& row : tableRows()) {
            const std::string where = "training.tsv:" + std::to_string(row.line);
            QVERIFY2(Catalog::builtIn().model(row.modelId), (where + ": no model " + row.modelId).c_str());
            QVERIFY2(Catalog::builtIn().system(row.preset), (where + ": no preset " + row.preset).c_str());
        }
    }

    void everyConfigurationIsAcceptedForItsGpus()
    {
        std::map<std::string, std::string> expected;
        for (const Finding& finding : kConfigFindings)
            expected[finding.row] = finding.message;
        std::set<std::string> seen;
        for (const TrainingValidationRow& row : tableRows()) {
            const ModelSpec& model = *Catalog::builtIn().model(row.modelId);
            const std::string problems = joined(checkParallelConfig(model, row.config, row.gpus));
            const std::string key = rowKey(row), where = "training.tsv:" + std::to_string(row.line) + ": " + key;
            const auto finding = expected.find(key);
            if (finding == expected.end()) {
                QVERIFY2(problems.empty(), (where + ": " + problems).c_str());
                continue;
            }
            seen.insert(key);
            QVERIFY2(problems.find(finding->second) != std::string::npos,
                (where + ": the finding '" + finding->second + "' no longer holds: " + problems).c_str());
            qInfo("finding, %s: %s", where.c_str(), problems.c_str());
        }
        for (const Finding& finding : kConfigFindings)
            QVERIFY2(seen.count(finding.row), (std::string("no row ") + finding.row).c_str());
    }

    void eachPresetBuildsTheGpusOfItsRuns()
    {
        std::map<std::pair<std::string, int>, long long> built; // GPUs of each preset and size, built once
        for (const TrainingValidationRow& row : tableRows()) {
            auto [at, fresh] = built.try_emplace({ row.preset, row.size }, 0);
            if (fresh) {
                const Topology topology = fixtures::builtTopology(row.preset, row.size);
                for (const auto& node : topology.nodes)
                    at->second += node.kind == NodeKind::Gpu ? 1 : 0;
            }
            const std::string where = "training.tsv:" + std::to_string(row.line) + ": " + row.preset + " x "
                + std::to_string(row.size) + " has " + std::to_string(at->second) + " GPUs";
            QVERIFY2(at->second >= row.gpus, where.c_str());
            // The size is the run's: one node or rack fewer would not hold its GPUs.
            const SystemSpec& system = *Catalog::builtIn().system(row.preset);
            QVERIFY2(at->second - system.gpusPerDomain() < row.gpus, where.c_str());
        }
    }

    void memoryFitsTheGpusHbm()
    {
        std::map<std::string, std::string> expected;
        for (const Finding& finding : kMemoryFindings)
            expected[finding.row] = finding.message;
        std::set<std::string> seen;
        for (const TrainingValidationRow& row : tableRows()) {
            const ModelSpec& model = *Catalog::builtIn().model(row.modelId);
            if (!checkParallelConfig(model, row.config, row.gpus).empty())
                continue; // a finding of everyConfigurationIsAcceptedForItsGpus; memoryPerGpu needs a valid one
            const std::string key = rowKey(row), where = "training.tsv:" + std::to_string(row.line) + ": " + key;
            const std::string problems = joined(checkFitsGpu(model, row.config, gpuOf(row)));
            if (const auto finding = expected.find(key); finding != expected.end()) {
                seen.insert(key);
                QVERIFY2(problems.find(finding->second) != std::string::npos,
                    (where + ": the finding '" + finding->second + "' no longer holds: " + problems).c_str());
                qInfo("finding, %s: %s", where.c_str(), problems.c_str());
                continue;
            }
            if (problems.empty() || row.stated("recompute")) {
                QVERIFY2(problems.empty(), (where + ": " + problems).c_str());
                continue;
            }
            // The source does not say what it recomputed: it fitted with some choice, so it must
            // fit with the one that keeps least.
            ParallelConfig full = row.config;
            full.recompute = Recompute::Full;
            const std::string withFull = joined(checkFitsGpu(model, full, gpuOf(row)));
            QVERIFY2(withFull.empty(), (where + ", even with full recomputation: " + withFull).c_str());
            qInfo("%s fits only with full recomputation (not stated): %s", where.c_str(), problems.c_str());
        }
        for (const Finding& finding : kMemoryFindings)
            QVERIFY2(seen.count(finding.row), (std::string("no valid row ") + finding.row).c_str());
    }

    void publishedThroughputIsBelowPeakAndMatchesItsUtilization()
    {
        for (const TrainingValidationRow& row : tableRows()) {
            const double peak = peakTflops(row);
            const std::string where = "training.tsv:" + std::to_string(row.line) + ": peak " + std::to_string(peak)
                + " TFLOP/s (" + std::string(toString(row.config.precision)) + ")";
            QVERIFY2(peak > 0, where.c_str());
            if (row.tflopsPerGpu)
                QVERIFY2(*row.tflopsPerGpu < peak, where.c_str());
            if (row.tflopsPerGpu && row.utilizationPct) // the publisher's peak is the catalog's (rounding aside)
                QVERIFY2(std::abs(*row.tflopsPerGpu / peak * 100 - *row.utilizationPct) <= 1.0, where.c_str());
        }
    }

    void aGoodRowReadsWithItsDefaults()
    {
        const std::vector<TrainingValidationRow> rows = parseTrainingValidationTable(header() + kGoodRow, "t.tsv");
        QCOMPARE(rows.size(), std::size_t(1));
        const TrainingValidationRow& row = rows[0];
        QCOMPARE(row.line, 2);
        QCOMPARE(row.gpus, 64LL);
        QCOMPARE(row.config.dp, 2); // 64 / (TP 4 x PP 8)
        QCOMPARE(row.config.vpp, 1);
        QCOMPARE(row.config.cp, 1);
        QCOMPARE(row.config.globalBatch, 128);
        QVERIFY(row.config.sequenceParallel);
        QVERIFY(row.overlapDataParallel);
        QVERIFY(!row.overlapTensorParallel); // unstated: TP's collectives exposed
        QVERIFY(!row.stated("dp") && !row.stated("recompute") && !row.stated("precision"));
        QVERIFY(row.stated("micro_batch") && row.stated("sequence_parallel"));
        QCOMPARE(*row.tflopsPerGpu, 719.0);
        QVERIFY(!row.utilizationPct);
        QVERIFY(row.flopsCounted == FlopsCounted::Model);
        QCOMPARE(row.sourceWhere, std::string("Table 2, row 3"));
    }

    void fp16ReadsAsSixteenBitOnTheBf16Rate()
    {
        std::string row = kGoodRow;
        row.replace(row.find("8192\t\t\t"), 7, "8192\tfp16\tfull\t");
        const TrainingValidationRow read = parseTrainingValidationTable(header() + row, "t.tsv")[0];
        QVERIFY(read.config.precision == Precision::Bf16);
        QCOMPARE(read.precisionText, std::string("fp16"));
        QVERIFY(read.config.recompute == Recompute::Full);
        QCOMPARE(read.config.recomputeLayers, 0);
    }

    void aBlockOfRecomputedLayersReads()
    {
        std::string row = kGoodRow;
        row.replace(row.find("8192\t\t\t\t"), 8, "8192\tfp8\tfull\t5\t");
        const TrainingValidationRow read = parseTrainingValidationTable(header() + row, "t.tsv")[0];
        QVERIFY(read.config.recompute == Recompute::Full);
        QCOMPARE(read.config.recomputeLayers, 5);
        QCOMPARE(read.config.offloadLayers, 0);
        std::string offloaded = kGoodRow;
        offloaded.replace(offloaded.find("8192\t\t\t\t\t\t"), 10, "8192\tfp8\tnone\t\t\t20\t");
        QCOMPARE(parseTrainingValidationTable(header() + offloaded, "t.tsv")[0].config.offloadLayers, 20);
        std::string modules = kGoodRow;
        modules.replace(modules.find("8192\t\t\t\t\t"), 9, "8192\tbf16\tselective\t\tmla_up_proj\t");
        const RecomputeModules read2
            = parseTrainingValidationTable(header() + modules, "t.tsv")[0].config.recomputeModules;
        QVERIFY(read2.mlaUpProjection && !read2.coreAttention && !read2.moeActivation);
    }

    void aRowMayStateItsFabricAndItsFlowsPerConnection()
    {
        const TrainingValidationRow plain = parseTrainingValidationTable(header() + kGoodRow, "t.tsv")[0];
        QVERIFY(!plain.network);
        QCOMPARE(plain.qpsPerConnection, 1);
        std::string row = kGoodRow;
        row.replace(row.find("\tmodel\t\t\t"), 9, "\tmodel\troce\t8\t");
        const TrainingValidationRow read = parseTrainingValidationTable(header() + row, "t.tsv")[0];
        QVERIFY(read.network == ScaleOutNetwork::RoceV2);
        QCOMPARE(read.qpsPerConnection, 8);
        // Meta's Llama 3 rows ran on RoCE, 16 flows between two GPUs (2 connections x 8).
        int roce = 0;
        for (const TrainingValidationRow& r : tableRows())
            if (r.network == ScaleOutNetwork::RoceV2 && r.sourceUrl == "https://arxiv.org/abs/2407.21783") {
                QCOMPARE(r.qpsPerConnection, 8);
                ++roce;
            }
        QCOMPARE(roce, 3);
    }

    void aBrokenRowIsRefusedAtItsField_data()
    {
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::addColumn<QString>("expected");
        QTest::newRow("gpus not a number") << "\t64\t"
                                           << "\t64x\t"
                                           << "gpus: '64x' is not a whole number";
        QTest::newRow("tp zero") << "\t64\t4\t"
                                 << "\t64\t0\t"
                                 << "tp: '0' is not a whole number from 1";
        QTest::newRow("tp negative") << "\t64\t4\t"
                                     << "\t64\t-4\t"
                                     << "tp: '-4'";
        QTest::newRow("gpus not divisible") << "\t64\t4\t"
                                            << "\t60\t4\t"
                                            << "dp: empty, but TP x PP x CP = 32 does not divide the 60 GPUs";
        QTest::newRow("no global batch") << "\t128\t8192"
                                         << "\t\t8192"
                                         << "global_batch: '' is not a whole number";
        QTest::newRow("unknown precision") << "8192\t\t"
                                           << "8192\tfp4\t"
                                           << "'fp4' is not bf16, fp16 or fp8";
        QTest::newRow("unknown recompute") << "8192\t\t\t"
                                           << "8192\t\tsome\t"
                                           << "'some' is not none, selective";
        QTest::newRow("recompute layers not a number") << "\t\t\t\t\t\tyes"
                                                       << "\tfull\tsome\t\t\t\tyes"
                                                       << "recompute_layers: 'some' is not a whole number";
        QTest::newRow("unknown recompute module")
            << "\t\t\t\t\t\tyes"
            << "\tselective\t\tsoftmax\t\t\tyes"
            << "recompute_modules: 'softmax' is not core_attn, mla_up_proj or moe_act";
        QTest::newRow("offload layers not a number") << "\t\t\t\t\t\tyes"
                                                     << "\tnone\t\t\tmany\t\tyes"
                                                     << "offload_layers: 'many' is not a whole number";
        QTest::newRow("pipeline layout not counts") << "\t\t\tyes"
                                                    << "\t\t4*x\tyes"
                                                    << "pipeline_layout: '4*x' is not layers per virtual stage";
        QTest::newRow("unknown sp") << "\tyes\t"
                                    << "\ttrue\t"
                                    << "sequence_parallel: 'true' is not yes or no";
        QTest::newRow("unknown dp mode") << "\tyes\t\t"
                                         << "\tyes\tzero3\t"
                                         << "'zero3' is not plain, distributed";
        QTest::newRow("unknown cp comm") << "\tyes\t\t\t\t\t\t\t\t719"
                                         << "\tyes\t\tring\t\t\t\t\t\t719"
                                         << "cp_comm: 'ring' is not p2p, all_gather, a2a or a2a+p2p";
        QTest::newRow("unknown overlap") << "\tyes\t\t\t\t\t\t\t\t719"
                                         << "\tyes\t\t\tsometimes\t\t\t\t\t719"
                                         << "overlap_dp: 'sometimes' is not yes or no";
        QTest::newRow("unknown tp overlap") << "\tyes\t\t\t\t\t\t\t\t719"
                                            << "\tyes\t\t\t\tmaybe\t\t\t\t719"
                                            << "overlap_tp: 'maybe' is not yes or no";
        QTest::newRow("unknown fp8 recipe") << "\t\t\t\t719"
                                            << "\tcurrent\t\t\t719"
                                            << "fp8_recipe: 'current' is not delayed, tensorwise, mxfp8 or blockwise";
        QTest::newRow("unknown gradient precision") << "\t\t\t719"
                                                    << "\tfp16\t\t719"
                                                    << "grad_reduce: 'fp16' is not fp32 or bf16";
        QTest::newRow("unknown loss fusion") << "\t\t719"
                                             << "\tfused\t719"
                                             << "loss_fusion: 'fused' is not unfused, native or te";
        QTest::newRow("no figure") << "\t719\t"
                                   << "\t\t"
                                   << "a row needs TFLOP/s per GPU or a utilization";
        QTest::newRow("utilization above 100") << "\t719\t\t"
                                               << "\t\t101\t"
                                               << "'101' is above 100%";
        QTest::newRow("tflops zero") << "\t719\t"
                                     << "\t0\t"
                                     << "tflops_per_gpu: '0' is not a number above zero";
        QTest::newRow("unknown counting") << "\tmodel\t"
                                          << "\tmfu\t"
                                          << "'mfu' is not model, hardware or causal";
        QTest::newRow("unknown network") << "\tmodel\t\t"
                                         << "\tmodel\tethernet\t"
                                         << "network: 'ethernet' is not infiniband, roce or roce-v1";
        QTest::newRow("queue pairs beyond NCCL's") << "\tmodel\t\t\t"
                                                   << "\tmodel\t\t256\t"
                                                   << "qps_per_connection: '256' is above NCCL's 128";
        QTest::newRow("no queue pairs") << "\tmodel\t\t\t"
                                        << "\tmodel\t\t0\t"
                                        << "qps_per_connection: '0' is not a whole number";
        QTest::newRow("source not https") << "https://example.org/perf"
                                          << "example.org"
                                          << "not an https address";
        QTest::newRow("source at a branch")
            << "https://example.org/perf"
            << "https://github.com/NVIDIA/Megatron-LM/blob/main/README.md"
            << "source_url: 'https://github.com/NVIDIA/Megatron-LM/blob/main/README.md' "
               "links a branch";
        QTest::newRow("note links a branch")
            << "\ta note"
            << "\tconfig from https://github.com/NVIDIA/NeMo/tree/main/examples, as run"
            << "note: 'https://github.com/NVIDIA/NeMo/tree/main/examples' links a branch";
        QTest::newRow("no place in the source") << "\tTable 2, row 3\t"
                                                << "\t\t"
                                                << "source_where: must say where";
        QTest::newRow("no model") << "llama3-70b\t"
                                  << "\t"
                                  << "model: must not be empty";
        QTest::newRow("missing field") << "\ta note"
                                       << ""
                                       << "35 tab-separated fields, this one 34";
    }

    void aBrokenRowIsRefusedAtItsField()
    {
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(QString, expected);
        std::string row = kGoodRow;
        const std::size_t at = row.find(from.toStdString());
        QVERIFY(at != std::string::npos);
        row.replace(at, from.toStdString().size(), to.toStdString());
        const std::string message = problemsOf(header() + row);
        QVERIFY2(message.find(expected.toStdString()) != std::string::npos, message.c_str());
        QVERIFY2(message.find("training.tsv:2:") != std::string::npos, message.c_str());
    }

    void theColumnOfAProblemIsWhereItsFieldStarts()
    {
        std::string row = kGoodRow;
        row.replace(row.find("\t128\t"), 5, "\tx\t");
        const std::string column = std::to_string(row.find("\tx\t") + 2);
        const std::string message = problemsOf(header() + row);
        QVERIFY2(message.find("training.tsv:2:" + column + ": global_batch") != std::string::npos, message.c_str());
    }

    void aWrongHeaderIsRefused()
    {
        std::string text = header() + kGoodRow;
        text.replace(text.find("seq_length"), 10, "sequence");
        QVERIFY(problemsOf(text).find("training.tsv:1:") != std::string::npos);
        QVERIFY(problemsOf(text).find("column 13 must be 'seq_length'") != std::string::npos);
        QVERIFY(problemsOf("").find("the file is empty") != std::string::npos);
    }
};

QTEST_APPLESS_MAIN(TestTrainingValidationTable)
#include "tst_training_validation_table.moc"

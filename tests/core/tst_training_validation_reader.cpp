// The training validation table's reader (tests/bench/TrainingValidationTable): a row reads with
// the defaults of what it leaves empty and the values of what it states, and a broken row, or a
// wrong header, is refused at its line and column.

#include "../bench/TrainingValidationTable.h"

#include "model/InputError.h"

#include <QtTest>

#include <string>

using namespace scalescope;
using namespace scalescope::validation;

namespace {

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

class TestTrainingValidationReader : public QObject {
    Q_OBJECT

private slots:
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

QTEST_APPLESS_MAIN(TestTrainingValidationReader)
#include "tst_training_validation_reader.moc"

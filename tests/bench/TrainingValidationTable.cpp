#include "TrainingValidationTable.h"

#include "TsvTable.h"

#include "design/JobSpec.h"
#include "model/InputError.h"
#include "model/Names.h"
#include "util/ReadTextFile.h"

#include <algorithm>
#include <cmath>

namespace scalescope::validation {

namespace {

// The columns by position, as kTrainingColumns lists them.
enum Column : std::size_t {
    ModelCol,
    PresetCol,
    SizeCol,
    GpusCol,
    TpCol,
    PpCol,
    VppCol,
    DpCol,
    CpCol,
    EpCol,
    MicroBatchCol,
    GlobalBatchCol,
    SeqLengthCol,
    PrecisionCol,
    RecomputeCol,
    RecomputeLayersCol,
    RecomputeModulesCol,
    OffloadLayersCol,
    PipelineLayoutCol,
    SequenceParallelCol,
    DpModeCol,
    CpCommCol,
    OverlapDpCol,
    OverlapTpCol,
    Fp8RecipeCol,
    GradReduceCol,
    LossFusionCol,
    TflopsCol,
    UtilizationCol,
    FlopsCountedCol,
    NetworkCol,
    QpsCol,
    SourceUrlCol,
    SourceWhereCol,
    NoteCol
};

constexpr long long kMaxCount = 1LL << 30; // beyond any published run's GPUs or batch

// Reads one row's fields, adding a problem at the field for each that is wrong.
class RowReader {
public:
    RowReader(const std::vector<TsvField>& fields, int line, Problems& problems, std::vector<std::string>& unstated)
        : m_fields(fields)
        , m_line(line)
        , m_problems(problems)
        , m_unstated(unstated)
    {
    }

    std::string_view text(Column column) const { return m_fields[column].text; }
    bool empty(Column column) const { return text(column).empty(); }

    void fail(Column column, const std::string& message)
    {
        m_problems.addAt(m_line, m_fields[column].column, std::string(kTrainingColumns[column]) + ": " + message);
    }

    // A whole number from 1 to kMaxCount; 0 after a problem.
    long long count(Column column)
    {
        const auto value = parseTsvNumber<long long>(text(column));
        if (!value || *value < 1 || *value > kMaxCount) {
            fail(column,
                "'" + std::string(text(column)) + "' is not a whole number from 1 to " + std::to_string(kMaxCount));
            return 0;
        }
        return *value;
    }

    // count(column), or `fallback` when the field is empty (the column is then noted as unstated).
    long long countOr(Column column, long long fallback)
    {
        if (!empty(column))
            return count(column);
        m_unstated.emplace_back(kTrainingColumns[column]);
        return fallback;
    }

    std::optional<double> figure(Column column)
    {
        if (empty(column))
            return std::nullopt;
        const auto value = parseTsvNumber<double>(text(column));
        if (!value || !(*value > 0) || !std::isfinite(*value)) {
            fail(column, "'" + std::string(text(column)) + "' is not a number above zero");
            return std::nullopt;
        }
        return value;
    }

    // The parsed name, or nothing when the field is empty (noted as unstated) or not one of `what`.
    template <typename Value, typename Parse> std::optional<Value> named(Column column, Parse parse, const char* what)
    {
        if (empty(column)) {
            m_unstated.emplace_back(kTrainingColumns[column]);
            return std::nullopt;
        }
        const std::optional<Value> value = parse(text(column));
        if (!value)
            fail(column, "'" + std::string(text(column)) + "' is not " + what);
        return value;
    }

private:
    const std::vector<TsvField>& m_fields;
    int m_line;
    Problems& m_problems;
    std::vector<std::string>& m_unstated;
};

int asInt(long long value)
{
    return static_cast<int>(value);
}

std::optional<Precision> parseRowPrecision(std::string_view text)
{
    return text == "fp16" ? std::optional<Precision>(Precision::Bf16) : parsePrecision(text);
}

std::optional<bool> parseYesNo(std::string_view text)
{
    if (text == "yes" || text == "no")
        return text == "yes";
    return std::nullopt;
}

std::optional<FlopsCounted> parseFlopsCounted(std::string_view text)
{
    for (FlopsCounted counted : { FlopsCounted::Model, FlopsCounted::Hardware, FlopsCounted::Causal })
        if (toString(counted) == text)
            return counted;
    return std::nullopt;
}

void readParallelism(RowReader& in, TrainingValidationRow& row)
{
    ParallelConfig& c = row.config;
    c.tp = asInt(in.count(TpCol));
    c.pp = asInt(in.count(PpCol));
    c.vpp = asInt(in.countOr(VppCol, 1));
    c.cp = asInt(in.countOr(CpCol, 1));
    c.ep = asInt(in.countOr(EpCol, 1));
    const long long modelParallel = 1LL * c.tp * c.pp * c.cp;
    if (!in.empty(DpCol))
        c.dp = asInt(in.count(DpCol));
    else if (modelParallel > 0 && row.gpus > 0 && row.gpus % modelParallel != 0)
        in.fail(DpCol,
            "empty, but TP x PP x CP = " + std::to_string(modelParallel) + " does not divide the "
                + std::to_string(row.gpus) + " GPUs");
    else
        c.dp = asInt(in.countOr(DpCol, modelParallel > 0 ? row.gpus / modelParallel : 0));
    c.microBatch = asInt(in.countOr(MicroBatchCol, 1));
    c.globalBatch = asInt(in.count(GlobalBatchCol));
    c.seqLength = asInt(in.count(SeqLengthCol));
}

void readTraining(RowReader& in, TrainingValidationRow& row)
{
    ParallelConfig& c = row.config;
    row.precisionText = in.text(PrecisionCol);
    if (const auto precision = in.named<Precision>(PrecisionCol, parseRowPrecision, "bf16, fp16 or fp8"))
        c.precision = *precision;
    if (const auto recompute = in.named<Recompute>(RecomputeCol, parseRecompute, "none, selective or full"))
        c.recompute = *recompute;
    c.recomputeLayers = asInt(in.countOr(RecomputeLayersCol, 0));
    if (const auto modules = in.named<RecomputeModules>(
            RecomputeModulesCol, parseRecomputeModules, "core_attn, mla_up_proj or moe_act, separated by commas"))
        c.recomputeModules = *modules;
    c.offloadLayers = asInt(in.countOr(OffloadLayersCol, 0));
    if (const auto layout = in.named<std::vector<int>>(
            PipelineLayoutCol, parseLayerLayout, "layers per virtual stage (N,N,... with N*K for K stages of N)"))
        c.layerLayout = *layout;
    if (const auto sp = in.named<bool>(SequenceParallelCol, parseYesNo, "yes or no"))
        c.sequenceParallel = *sp;
    if (const auto mode
        = in.named<DataParallelMode>(DpModeCol, parseDataParallelMode, "plain, distributed-optimizer or fsdp"))
        c.dpMode = *mode;
    if (const auto comm
        = in.named<ContextParallelComm>(CpCommCol, parseContextParallelComm, "p2p, all_gather, a2a or a2a+p2p"))
        c.cpComm = *comm;
    if (const auto overlap = in.named<bool>(OverlapDpCol, parseYesNo, "yes or no"))
        row.overlapDataParallel = *overlap;
    if (const auto overlap = in.named<bool>(OverlapTpCol, parseYesNo, "yes or no"))
        row.overlapTensorParallel = *overlap;
    if (const auto recipe
        = in.named<Fp8Recipe>(Fp8RecipeCol, parseFp8Recipe, "delayed, tensorwise, mxfp8 or blockwise"))
        c.fp8Recipe = *recipe;
    if (const auto inFp32 = in.named<bool>(GradReduceCol, parseGradientReduction, "fp32 or bf16"))
        c.gradReduceInFp32 = *inFp32;
    if (const auto fusion = in.named<LossFusion>(LossFusionCol, parseLossFusion, "unfused, native or te"))
        c.lossFusion = *fusion;
}

void readFigures(RowReader& in, TrainingValidationRow& row)
{
    row.tflopsPerGpu = in.figure(TflopsCol);
    row.utilizationPct = in.figure(UtilizationCol);
    if (row.utilizationPct && *row.utilizationPct > 100)
        in.fail(UtilizationCol, "'" + std::string(in.text(UtilizationCol)) + "' is above 100%");
    if (in.empty(TflopsCol) && in.empty(UtilizationCol))
        in.fail(TflopsCol, "a row needs TFLOP/s per GPU or a utilization");
    if (const auto counted = parseFlopsCounted(in.text(FlopsCountedCol)))
        row.flopsCounted = *counted;
    else
        in.fail(FlopsCountedCol, "'" + std::string(in.text(FlopsCountedCol)) + "' is not model, hardware or causal");
}

void readFabric(RowReader& in, TrainingValidationRow& row)
{
    row.network = in.named<ScaleOutNetwork>(NetworkCol, parseScaleOutNetwork, "infiniband, roce or roce-v1");
    if (!in.empty(QpsCol)) {
        const long long qps = in.count(QpsCol);
        if (qps > kMaxQpsPerConnection)
            in.fail(QpsCol, "'" + std::string(in.text(QpsCol)) + "' is above NCCL's 128");
        row.qpsPerConnection = qps > 0 ? asInt(std::min<long long>(qps, kMaxQpsPerConnection)) : 1;
    }
}

void readSource(RowReader& in, TrainingValidationRow& row)
{
    row.sourceUrl = in.text(SourceUrlCol);
    if (const std::string problem = sourceProblem(row.sourceUrl, true); !problem.empty())
        in.fail(SourceUrlCol, problem);
    row.sourceWhere = in.text(SourceWhereCol);
    if (row.sourceWhere.empty())
        in.fail(SourceWhereCol, "must say where in the source (table, figure, row)");
    row.note = in.text(NoteCol);
    if (const std::string problem = sourceProblem(row.note, false); !problem.empty())
        in.fail(NoteCol, problem);
}

TrainingValidationRow readRow(const std::vector<TsvField>& fields, int line, Problems& problems)
{
    TrainingValidationRow row;
    row.line = line;
    RowReader in(fields, line, problems, row.unstated);
    row.modelId = in.text(ModelCol);
    row.preset = in.text(PresetCol);
    for (Column column : { ModelCol, PresetCol })
        if (in.empty(column))
            in.fail(column, "must not be empty");
    row.size = asInt(in.count(SizeCol));
    row.gpus = in.count(GpusCol);
    readParallelism(in, row);
    readTraining(in, row);
    readFigures(in, row);
    readFabric(in, row);
    readSource(in, row);
    return row;
}

} // namespace

bool TrainingValidationRow::stated(std::string_view column) const
{
    return std::find(unstated.begin(), unstated.end(), column) == unstated.end();
}

std::string_view toString(FlopsCounted counted)
{
    switch (counted) {
    case FlopsCounted::Model:
        return "model";
    case FlopsCounted::Hardware:
        return "hardware";
    case FlopsCounted::Causal:
        return "causal";
    }
    return "model";
}

std::vector<TrainingValidationRow> parseTrainingValidationTable(std::string_view text, const std::string& origin)
{
    Problems problems;
    std::vector<TrainingValidationRow> rows;
    readTsvRows(text, kTrainingColumns, problems,
        [&](const std::vector<TsvField>& fields, int line) { rows.push_back(readRow(fields, line, problems)); });
    problems.throwIfAny(origin);
    return rows;
}

std::vector<TrainingValidationRow> readTrainingValidationTable(const std::string& path)
{
    return parseTrainingValidationTable(readTextFile(path), path);
}

} // namespace scalescope::validation

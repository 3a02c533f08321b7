// The training validation table (tests/data/validation/training.tsv): published end-to-end
// training throughput, one run a row, read strictly. Shared by the test that keeps every row
// readable and consistent with the catalog and by the benchmark that compares the iteration model
// with it. tests/data/validation/README.md says what each column means.
#pragma once

#include "model/Topology.h"
#include "train/ParallelConfig.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace scalescope::validation {

// The header line, column by column, in the order the file must have them.
inline constexpr std::string_view kTrainingColumns[] { "model", "preset", "size", "gpus", "tp", "pp", "vpp", "dp", "cp",
    "ep", "micro_batch", "global_batch", "seq_length", "precision", "recompute", "recompute_layers",
    "recompute_modules", "offload_layers", "pipeline_layout", "sequence_parallel", "dp_mode", "cp_comm", "overlap_dp",
    "overlap_tp", "fp8_recipe", "grad_reduce", "loss_fusion", "tflops_per_gpu", "utilization_pct", "flops_counted",
    "network", "qps_per_connection", "source_url", "source_where", "note" };

// How the publisher counted the FLOPs behind its figures: model FLOPs (Megatron-LM's count without
// recomputation, the one MFU uses), hardware FLOPs (the recomputed forward pass counted too), or
// causal model FLOPs (Megatron-Bridge's count: attention's score products halved by the causal mask,
// causalModelFlopsPerToken).
enum class FlopsCounted { Model, Hardware, Causal };

struct TrainingValidationRow {
    int line = 0; // in the file, 1-based (the header is line 1)
    std::string modelId; // an id of the catalog's models section
    std::string preset; // a built-in preset
    int size = 0; // nodes or racks of the preset the run spans
    long long gpus = 0; // GPUs of the run
    // The run's configuration; a column left empty holds the default (vpp, cp, ep and micro-batch
    // 1, DP the GPUs left over TP x PP x CP, the rest ParallelConfig's). fp16 reads as Precision::Bf16:
    // a 16-bit run on the same tensor-core rate.
    ParallelConfig config;
    bool overlapDataParallel = true; // DP's gradient reduction overlapped with backward
    bool overlapTensorParallel = false; // TP's collectives hidden behind the products (--tp-comm-overlap)
    // The scale-out fabric the run had (RoCE v2: "roce"), when the source says it differs from
    // the preset's InfiniBand; and the flows of each NCCL connection under its ECMP
    // (NCCL_IB_QPS_PER_CONNECTION, or the like), 1 when not stated. Flow fidelity routes by them.
    std::optional<ScaleOutNetwork> network;
    int qpsPerConnection = 1;
    std::vector<std::string> unstated; // the names of the configuration columns left empty
    std::string precisionText; // as written: bf16, fp16, fp8, or empty (16-bit, kind not stated)
    std::optional<double> tflopsPerGpu; // published, per GPU, counted as flopsCounted says
    std::optional<double> utilizationPct; // published share of the GPU's peak, in percent
    FlopsCounted flopsCounted = FlopsCounted::Model;
    std::string sourceUrl, sourceWhere, note;

    bool stated(std::string_view column) const;
};

std::string_view toString(FlopsCounted counted);

// The rows of `text`. Throws InputError naming `origin` with every problem found, each at its line
// and column: a header other than kTrainingColumns, a row with another number of fields, a count
// that is not a whole number above zero, GPUs that TP x PP x CP do not divide when DP is left
// empty, a name the configuration does not know, neither TFLOP/s nor utilization, a utilization
// above 100%, a source that is not an https address or a row that does not say where in it.
std::vector<TrainingValidationRow> parseTrainingValidationTable(std::string_view text, const std::string& origin);

// The file at `path`, read by readTextFile and parsed as above.
std::vector<TrainingValidationRow> readTrainingValidationTable(const std::string& path);

} // namespace scalescope::validation

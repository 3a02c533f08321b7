// Running the training validation table's rows through the iteration model: each row's cluster
// built by the generator (its preset and node or rack count), its model and configuration run by
// simulateIteration (analytic unless told) on the GPUs placeJob gives it (packed, TP blocks
// kept in one NVLink domain), and the prediction set against the published figure, counted as
// the publisher counted. Rows of SC21 and Korthikanti et al. run with unfused attention (they
// precede FlashAttention). A row whose source does not state recomputation is tried
// with selective, then with full recomputation: the first that fits the GPU's memory runs. Shared
// by bench_training_validation, which prints it, and tst_training_validation, which holds the
// error down. Nothing here is tuned per row.
#pragma once

#include "MedianError.h"

#include "TrainingValidationTable.h"

#include "model/Topology.h"
#include "sim/Simulator.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace scalescope::validation {

struct TrainingComparison {
    const TrainingValidationRow* row = nullptr;
    Recompute recompute = Recompute::None; // what ran: the row's, or the first that fitted
    bool recomputeChosen = false; // the source does not state it; the bench chose
    double peakTflops = 0; // the GPU's dense peak at the row's precision
    double publishedTflops = 0, predictedTflops = 0; // per GPU, counted as the row says
    double publishedPct = 0, predictedPct = 0; // of the peak
    double error = 0; // predicted / published - 1
};

// Topologies by preset and size, built once.
using TrainingClusters = std::map<std::tuple<std::string, int, std::optional<ScaleOutNetwork>>, Topology>;

// The row run and compared; nullopt with `why` (the model's messages) when it is refused.
std::optional<TrainingComparison> compareTraining(
    const TrainingValidationRow& row, Fidelity fidelity, TrainingClusters& clusters, std::string& why);

} // namespace scalescope::validation

// The figures users compare designs by: the cost and power of a bill of materials per GPU, per
// GB/s of scale-out bandwidth per GPU, per GB/s of a simulated collective's busbw and per
// training token/s. The bill of materials knows no simulator: what the design delivers
// (`BomThroughputs`) is measured above this floor (core/design's `measureThroughputs`) and
// handed in; the ratios are made here, once, for the command line's three formats and the
// desktop's BOM tab alike.
#pragma once

#include "bom/BillOfMaterials.h"

#include <optional>
#include <string>
#include <vector>

namespace scalescope {

// What a design delivered in one run, with what was run to get it.
struct BomThroughput {
    std::string basis; // what was run, in words ("all_reduce of 1 GiB on all 72 GPUs, analytic")
    double value = 0; // GB/s of busbw, or tokens/s; 0 when it could not run
    std::string problem; // why it could not run; empty when it ran
};

struct BomThroughputs {
    std::optional<BomThroughput> busbw; // absent on a design without GPUs
    std::optional<BomThroughput> tokens; // absent when the design saves no training job
};

// One figure: the whole bill's cost and power divided by `divisor` (each 0 when it is unknown).
struct BomRatio {
    std::string key; // "gpu", "scale_out_GBps_per_gpu", "busbw_GBps", "tokens_per_s"
    std::string label; // "per GPU", "per GB/s of scale-out per GPU", ...
    std::string basis; // what the divisor is, in words, with its value
    double divisor = 0; // 0 when unknown (nothing to divide by)
    std::string problem; // why the divisor is unknown, when it was to be measured
    double usd = 0, typicalWatts = 0, maxWatts = 0;
    bool known() const { return divisor > 0; }
};

// Per GPU and per GB/s of scale-out per GPU always (unknown on a design without GPUs or without
// a compute fabric); per GB/s of busbw and per token/s when `throughputs` holds them.
std::vector<BomRatio> bomRatios(const BillOfMaterials& bom, const BomThroughputs& throughputs = {});

} // namespace scalescope

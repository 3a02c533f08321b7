// The options that say where a job's GPUs go, for every command that places a job (place, and
// train): --gpus N, --placement packed|spread|random|LIST, --seed S, --exclude LIST.
#pragma once

#include "cli/Arguments.h"
#include "model/Topology.h"
#include "train/Placement.h"

#include <set>
#include <string>

namespace scalescope::cli {

const std::set<std::string>& placementOptionNames();

// The request the options state on this design; `gpus` is 0 when --gpus is not given (a caller
// that knows the count, such as train's TP x PP x DP x CP, sets it). Throws UsageError naming the
// option that is wrong.
PlacementRequest parsePlacementOptions(const Arguments& args, const Topology& topology);

// The placement, or the refusal as the command line words it: a list that names no free GPU a
// usage error of --placement, too few free GPUs invalid input naming the design (`label`).
PlacementResult placeOrThrow(const Topology& topology, const PlacementRequest& request, const std::string& label);

} // namespace scalescope::cli

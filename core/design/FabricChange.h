// What regenerating a design's compute fabric changed, said in words for the person who asked for
// it (the undo text and the Summary of "Compute NICs at"), so that a fabric rebuilt by a rate
// change is never a silent surprise.
#pragma once

#include "model/Topology.h"

#include <string>

namespace scalescope {

// The compute fabric's switches before and after, by tier and model:
// "leaves 2 -> 5, spines 1 -> 3", with "switches QM9700 -> QM8790" when the model changed too;
// empty when the compute fabric has the same switches.
std::string computeFabricChange(const Topology& before, const Topology& after);

} // namespace scalescope

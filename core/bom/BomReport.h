// A bill of materials as `scalescope bom` prints it: JSON (the totals by kind, power, cost, the
// per-GPU figures, the ratios of bomRatios and every line with the origin of its figures), CSV
// (one row per line, then one row per ratio) or text. `throughputs`: what the design delivered,
// for the ratios per GB/s of busbw and per token/s.
#pragma once

#include "bom/BillOfMaterials.h"
#include "bom/BomRatios.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <string>

namespace scalescope {

// Dollars grouped by thousands ("$1,250,000"; with cents below $100, "$66.20"), and watts as "950.0 W" or, from 1,000
// W, "14.3 kW".
std::string usdText(double usd);
std::string wattsText(double watts);

nlohmann::ordered_json bomToJson(const BillOfMaterials& bom, const BomThroughputs& throughputs = {});
std::string bomToCsv(const BillOfMaterials& bom, const BomThroughputs& throughputs = {});
std::string bomToText(const BillOfMaterials& bom, const BomThroughputs& throughputs = {});

} // namespace scalescope

// A bill of materials as `scalescope bom` prints it: JSON (the totals by kind, power, cost, the
// per-GPU figures and every line with the origin of its figures), CSV (one row per line) or text.
#pragma once

#include "bom/BillOfMaterials.h"

#include <nlohmann/json.hpp>

#include <string>

namespace scalescope {

nlohmann::ordered_json bomToJson(const BillOfMaterials& bom);
std::string bomToCsv(const BillOfMaterials& bom);
std::string bomToText(const BillOfMaterials& bom);

} // namespace scalescope

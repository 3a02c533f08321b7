// Reads ASTRA-sim's analytical network YAML (topology, npus_count, bandwidth and latency per dimension).
#pragma once

#include "io/import/Import.h"

#include <string>
#include <string_view>

namespace scalescope {

// Throws InputError ("ORIGIN:LINE: what was expected") when the text is not this format.
ImportedDesign readAstraSimNetwork(std::string_view text, const std::string& origin);

} // namespace scalescope

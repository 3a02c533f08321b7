// Reads `nvidia-smi topo -m` (and -mp): one node's GPUs and NICs with their NVLink counts and PCIe affinity.
#pragma once

#include "io/import/Import.h"

#include <string>
#include <string_view>

namespace scalescope {

// Throws InputError ("ORIGIN:LINE: what was expected") when the text is not this format.
ImportedDesign readTopoMatrix(std::string_view text, const std::string& origin);

} // namespace scalescope

// Reads NCCL's topology XML (NCCL_TOPO_DUMP_FILE): CPUs, PCI switches, GPUs, NVSwitches, NICs and their links.
#pragma once

#include "io/import/Import.h"

#include <string>
#include <string_view>

namespace scalescope {

// Throws InputError ("ORIGIN:LINE: what was expected") when the text is not this format.
ImportedDesign readNcclTopoXml(std::string_view text, const std::string& origin);

} // namespace scalescope

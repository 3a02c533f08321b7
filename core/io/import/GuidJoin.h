// Joins NCCL topology dumps of single nodes to a fabric dump: each node's NICs are matched to
// the fabric's adapters by GUID (NCCL's `net guid` is the adapter's system image GUID, which
// the NCCL reader has put back in byte order),
// and the node's GPUs, switches and PCIe links are placed in the adapters' host.
#pragma once

#include "io/import/Import.h"

#include <string>
#include <vector>

namespace scalescope {

struct NamedImport {
    std::string origin; // the file it came from, for messages
    ImportedDesign imported;
};

// Throws InputError naming a node file none of whose NICs the fabric knows.
ImportedDesign joinNodesToFabric(ImportedDesign fabric, const std::vector<NamedImport>& nodes);

} // namespace scalescope

// Importing what real tools write (NCCL's topology dump, `nvidia-smi topo -m`, `ibnetdiscover`,
// ASTRA-sim's analytical network YAML) as a Design with every device, group and link spelled
// out. One reader per format, each in its own file; this is the entry that detects the format,
// reads one or several files and joins them (a fabric dump with the NCCL dumps of its nodes).
#pragma once

#include "catalog/Catalog.h"
#include "design/Design.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace scalescope {

enum class ImportFormat { NcclTopoXml, TopoMatrix, IbNetDiscover, AstraSim };

// A design read from a foreign file, and what the reader had to infer or could not know
// (one sentence each, for the user).
struct ImportedDesign {
    Design design;
    std::vector<std::string> notes;
    // Fabric dumps only: the system image GUID of each adapter, by node name. The design keeps
    // the node GUID; NCCL names a NIC by its system image GUID, so the join needs both.
    std::unordered_map<std::string, std::uint64_t> adapterSystemGuids;
};

// "nccl-xml", "topo-m", "ibnetdiscover", "astra-sim".
const char* importFormatName(ImportFormat format);
std::optional<ImportFormat> importFormatFromName(std::string_view name);
// Tells the format from the text; nullopt when no reader recognises it.
std::optional<ImportFormat> detectImportFormat(std::string_view text);

// Reads one text in a known format; throws InputError ("ORIGIN:LINE: what was expected").
ImportedDesign importText(std::string_view text, ImportFormat format, const std::string& origin);

// Reads files (format detected per file unless `format` is given) into one design: a single
// file as it is; a fabric dump with NCCL dumps of its nodes joined by NIC GUID. Throws
// InputError naming the file for any problem; the result is checked by expandDesign on the
// base catalog. (The readers map what they find to the built-in catalog, so that an imported
// design, with what that lacks in its own catalog section, loads the same anywhere.)
ImportedDesign importFiles(
    const std::vector<std::string>& paths, std::optional<ImportFormat> format, const SharedCatalog& baseCatalog);

} // namespace scalescope

#include "io/import/Import.h"

#include "io/TextFile.h"
#include "io/import/AstraSimNetwork.h"
#include "io/import/GuidJoin.h"
#include "io/import/IbNetDiscover.h"
#include "io/import/NcclTopoXml.h"
#include "io/import/TopoMatrix.h"
#include "model/InputError.h"
#include "model/Localized.h"

#include <array>

namespace scalescope {
namespace {

struct FormatName {
    ImportFormat format;
    const char* name;
};
constexpr std::array<FormatName, 4> kFormatNames { {
    { ImportFormat::NcclTopoXml, "nccl-xml" },
    { ImportFormat::TopoMatrix, "topo-m" },
    { ImportFormat::IbNetDiscover, "ibnetdiscover" },
    { ImportFormat::AstraSim, "astra-sim" },
} };

bool contains(std::string_view text, std::string_view word)
{
    return text.find(word) != std::string_view::npos;
}

// The first line that is neither blank nor a comment.
std::string_view firstContentLine(std::string_view text)
{
    std::size_t start = 0;
    while (start < text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string_view::npos)
            end = text.size();
        std::string_view line = text.substr(start, end - start);
        const auto first = line.find_first_not_of(" \t\r\xEF\xBB\xBF");
        if (first != std::string_view::npos && line[first] != '#')
            return line.substr(first);
        start = end + 1;
    }
    return {};
}

} // namespace

const char* importFormatName(ImportFormat format)
{
    for (const FormatName& entry : kFormatNames)
        if (entry.format == format)
            return entry.name;
    return "?";
}

std::optional<ImportFormat> importFormatFromName(std::string_view name)
{
    for (const FormatName& entry : kFormatNames)
        if (name == entry.name)
            return entry.format;
    return std::nullopt;
}

std::optional<ImportFormat> detectImportFormat(std::string_view text)
{
    // Only the head is looked at: detection must not scan a whole fabric dump.
    const std::string_view head = text.substr(0, 64 * 1024);
    const std::string_view first = firstContentLine(head);
    if (first.starts_with("<") && (contains(head, "<system") || contains(head, "<cpu") || contains(head, "<pci")))
        return ImportFormat::NcclTopoXml;
    if (contains(head, "GPU0")
        && (contains(head, "Legend") || contains(head, "CPU Affinity") || contains(head, "\tX")
            || contains(head, " X ")))
        return ImportFormat::TopoMatrix;
    if (contains(head, "sysimgguid=") || contains(head, "switchguid=") || contains(head, "caguid=")
        || first.starts_with("vendid=") || first.starts_with("Switch") || first.starts_with("Ca\t")
        || first.starts_with("Ca "))
        return ImportFormat::IbNetDiscover;
    if (contains(head, "topology:") && contains(head, "npus_count:"))
        return ImportFormat::AstraSim;
    return std::nullopt;
}

ImportedDesign importText(std::string_view text, ImportFormat format, const std::string& origin)
{
    switch (format) {
    case ImportFormat::NcclTopoXml:
        return readNcclTopoXml(text, origin);
    case ImportFormat::TopoMatrix:
        return readTopoMatrix(text, origin);
    case ImportFormat::IbNetDiscover:
        return readIbNetDiscover(text, origin);
    case ImportFormat::AstraSim:
        return readAstraSimNetwork(text, origin);
    }
    throw InputError(origin, localized(QT_TRANSLATE_NOOP("scalescope-core", "unknown import format")));
}

ImportedDesign importFiles(
    const std::vector<std::string>& paths, std::optional<ImportFormat> format, const SharedCatalog& baseCatalog)
{
    if (paths.empty())
        throw InputError("import", localized(QT_TRANSLATE_NOOP("scalescope-core", "no file to import")));
    std::vector<NamedImport> nodes;
    std::optional<NamedImport> fabric;
    for (const std::string& path : paths) {
        const std::string text = readTextFile(path);
        const auto detected = format ? format : detectImportFormat(text);
        if (!detected && contains(std::string_view(text).substr(0, 64 * 1024), "<graphs"))
            throw InputError(path,
                localized(QT_TRANSLATE_NOOP("scalescope-core",
                    "NCCL graph XML (what NCCL_GRAPH_DUMP_FILE writes: the channels NCCL chose) holds no topology; "
                    "import the topology dump (NCCL_TOPO_DUMP_FILE) instead")));
        if (!detected)
            throw InputError(path,
                localized(QT_TRANSLATE_NOOP("scalescope-core",
                    "not a format that can be imported (NCCL topology XML, nvidia-smi topo -m, ibnetdiscover, "
                    "ASTRA-sim network YAML); name it with --from")));
        NamedImport named { path, importText(text, *detected, path) };
        if (*detected == ImportFormat::IbNetDiscover) {
            if (fabric)
                throw InputError(path,
                    localized(QT_TRANSLATE_NOOP("scalescope-core",
                                  "a second fabric dump; import one fabric at a time (%1 is the first)"),
                        { fabric->origin }));
            fabric = std::move(named);
        } else {
            nodes.push_back(std::move(named));
        }
    }
    ImportedDesign result;
    if (fabric && !nodes.empty()) {
        result = joinNodesToFabric(std::move(fabric->imported), nodes);
    } else if (fabric) {
        result = std::move(fabric->imported);
    } else if (nodes.size() == 1) {
        result = std::move(nodes.front().imported);
    } else {
        throw InputError(nodes[1].origin,
            localized(QT_TRANSLATE_NOOP("scalescope-core",
                "several node files can only be joined through a fabric dump (ibnetdiscover) that holds their NICs")));
    }
    expandDesign(result.design, baseCatalog, paths.front()); // a design that cannot be built is not returned
    return result;
}

} // namespace scalescope

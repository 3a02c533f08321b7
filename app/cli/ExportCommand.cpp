#include "cli/ExportCommand.h"

#include "cli/Arguments.h"
#include "cli/Cli.h"
#include "cli/DiagramExport.h"

#include "io/DesignFile.h"
#include "io/TextFile.h"
#include "io/export/AstraSimExport.h"
#include "io/export/DotExport.h"
#include "io/export/DrawIoExport.h"
#include "io/export/NcclTopoXmlExport.h"
#include "layout/SceneLayout.h"
#include "model/InputError.h"

#include <algorithm>
#include <filesystem>
#include <ostream>

namespace scalescope::cli {
namespace {

const std::vector<std::string> kDiagramFormats { "svg", "pdf", "png" };
const std::vector<std::string> kAllFormats { "svg", "pdf", "png", "dot", "drawio", "astra-sim", "nccl-xml" };

bool isOneOf(const std::string& value, const std::vector<std::string>& set)
{
    return std::find(set.begin(), set.end(), value) != set.end();
}

std::string joined(const std::vector<std::string>& items, const std::string& separator)
{
    std::string text;
    for (const std::string& item : items)
        text += (text.empty() ? "" : separator) + item;
    return text;
}

// Options that mean something only for some formats are refused for the others, so that a
// mistyped command never silently ignores what was asked.
void checkOptionFits(const Arguments& args, const std::string& option, const std::string& format,
    const std::vector<std::string>& formats)
{
    if (args.has(option) && !isOneOf(format, formats))
        throw UsageError(option + " applies to --format " + joined(formats, "|") + ", not " + format);
}

bool hasGpu(const Topology& topology, GroupId group)
{
    return std::any_of(topology.nodes.begin(), topology.nodes.end(),
        [&](const Node& n) { return n.group == group && n.kind == NodeKind::Gpu; });
}

// The nodes and trays with GPUs, for messages: the first few names and how many there are.
std::string gpuNodesList(const Topology& topology)
{
    std::vector<std::string> names;
    std::size_t count = 0;
    for (GroupId g = 0; g < static_cast<GroupId>(topology.groups.size()); ++g)
        if (topology.groups[static_cast<std::size_t>(g)].kind == GroupKind::Node && hasGpu(topology, g)) {
            if (names.size() < 5)
                names.push_back(topology.groups[static_cast<std::size_t>(g)].name);
            ++count;
        }
    if (count == 0)
        return "";
    return joined(names, ", ") + (count > names.size() ? " and " + std::to_string(count - names.size()) + " more" : "");
}

GroupId chooseNode(const Topology& topology, const std::optional<std::string>& name, const std::string& file)
{
    const std::string withGpus = gpuNodesList(topology);
    if (withGpus.empty()) {
        std::size_t gpus = 0;
        for (const Node& node : topology.nodes)
            gpus += node.kind == NodeKind::Gpu ? 1 : 0;
        throw InputError(file,
            "no node or compute tray holds GPUs (the design has " + std::to_string(topology.groups.size())
                + " groups and " + std::to_string(gpus) + " GPUs); NCCL describes the GPUs of one node");
    }
    if (!name) {
        for (GroupId g = 0; g < static_cast<GroupId>(topology.groups.size()); ++g)
            if (topology.groups[static_cast<std::size_t>(g)].kind == GroupKind::Node && hasGpu(topology, g))
                return g;
    }
    const auto group = topology.findGroup(*name);
    if (!group || topology.groups[static_cast<std::size_t>(*group)].kind != GroupKind::Node
        || !hasGpu(topology, *group))
        throw InputError(file,
            "--node \"" + *name + "\" is " + (group ? "not a node or tray with GPUs" : "not in the design")
                + "; nodes with GPUs: " + withGpus);
    return *group;
}

} // namespace

std::string astraSimSystemPath(const std::string& networkPath)
{
    std::filesystem::path path(networkPath);
    const std::string extension = path.extension().string();
    if (extension == ".yml" || extension == ".yaml")
        path.replace_extension();
    path += ".system.json";
    return path.string();
}

int exportCommand(
    const std::vector<std::string>& rest, const SharedCatalog& baseCatalog, std::ostream& out, std::ostream& err)
{
    const Arguments args(rest, { "--format", "--dpi", "--time", "--job", "--node", "--title", "-o", "--output" }, {});
    if (args.positionals().size() != 1)
        throw UsageError("export takes exactly one FILE");
    const std::string& file = args.positionals().front();
    const auto format = args.value("--format");
    if (!format)
        throw UsageError("export needs --format " + joined(kAllFormats, "|"));
    if (!isOneOf(*format, kAllFormats))
        throw UsageError("--format takes " + joined(kAllFormats, ", ") + ", not \"" + *format + "\"");
    if (args.has("-o") && args.has("--output"))
        throw UsageError("give -o or --output, not both");
    const auto output = args.value("-o") ? args.value("-o") : args.value("--output");
    if (!output || output->empty())
        throw UsageError("export needs -o OUT");
    checkOptionFits(args, "--dpi", *format, kDiagramFormats);
    checkOptionFits(args, "--time", *format, kDiagramFormats);
    checkOptionFits(args, "--job", *format, kDiagramFormats);
    checkOptionFits(args, "--node", *format, { "nccl-xml" });
    checkOptionFits(args, "--title", *format, { "svg", "pdf", "png", "dot", "drawio" });
    const int dotsPerInch = args.has("--dpi") ? args.intValue("--dpi", 10, 2400) : 96;
    std::optional<double> timeSeconds;
    if (const auto time = args.value("--time")) {
        const auto ns = parseDurationNs(*time);
        if (!ns)
            throw UsageError(
                "--time takes a simulated time with its unit (s, ms, us, \u00b5s, ns), such as 250us, not \"" + *time
                + "\"");
        timeSeconds = *ns / 1e9;
    }
    const bool diagram = isOneOf(*format, kDiagramFormats);
    if (diagram && !diagramExporter()) {
        err << "scalescope: this build cannot draw diagrams (built without the desktop program)\n";
        return kInvalidInput;
    }

    const LoadedDesign loaded = loadDesignFile(file, baseCatalog);
    const Topology& topology = loaded.expanded.topology;
    const Catalog& catalog = *loaded.expanded.catalog;
    const std::string title = args.value("--title").value_or(
        loaded.design.name.empty() ? std::filesystem::path(file).filename().string() : loaded.design.name);

    if (diagram) {
        DiagramRequest request;
        request.designPath = file;
        request.design = &loaded.design;
        request.topology = &topology;
        request.catalog = &catalog;
        request.format = *format;
        request.dotsPerInch = dotsPerInch;
        request.timeSeconds = timeSeconds;
        request.job = args.value("--job");
        request.title = title;
        request.outputPath = *output;
        diagramExporter()(request);
        out << "wrote " << *output << '\n';
        return kSuccess;
    }
    try {
        if (*format == "dot") {
            writeFileAtomically(*output, exportDot(topology, title));
        } else if (*format == "drawio") {
            writeFileAtomically(*output, exportDrawIo(topology, layoutScene(topology, loaded.design.positions), title));
        } else if (*format == "nccl-xml") {
            const GroupId node = chooseNode(topology, args.value("--node"), file);
            writeFileAtomically(*output, exportNcclTopoXml(topology, node, catalog));
            out << "wrote " << *output << " (" << topology.groups[static_cast<std::size_t>(node)].name << ")\n";
            return kSuccess;
        } else if (*format == "astra-sim") {
            const AstraSimFiles files = exportAstraSim(topology, catalog);
            const std::string systemPath = astraSimSystemPath(*output);
            writeFileAtomically(systemPath, files.systemJson);
            writeFileAtomically(*output, files.networkYaml);
            out << "wrote " << *output << " (network) and " << systemPath << " (system)\n";
            std::string notes = files.notes;
            while (!notes.empty()) {
                const auto end = notes.find('\n');
                out << "  note: " << notes.substr(0, end) << '\n';
                notes.erase(0, end == std::string::npos ? notes.size() : end + 1);
            }
            return kSuccess;
        }
    } catch (const std::invalid_argument& error) {
        throw InputError(file, error.what());
    }
    out << "wrote " << *output << '\n';
    return kSuccess;
}

} // namespace scalescope::cli

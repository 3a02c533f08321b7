#include "cli/ExportCommand.h"
#include "cli/Translate.h"

#include "cli/Arguments.h"
#include "cli/Cli.h"
#include "cli/DiagramExport.h"
#include "cli/OutputFiles.h"

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
#include <iostream>
#include <ostream>

#include <unistd.h>

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
        throw UsageError(localized(QT_TRANSLATE_NOOP("scalescope-cli", "%1 applies to --format %2, not %3"),
            { option, joined(formats, "|"), format }));
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
            localized(QT_TRANSLATE_NOOP("scalescope-cli",
                          "no node or compute tray holds GPUs (the design has %1 groups and %2 GPUs); NCCL "
                          "describes the GPUs of one node"),
                { std::to_string(topology.groups.size()), std::to_string(gpus) }));
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
            group ? localized(QT_TRANSLATE_NOOP("scalescope-cli",
                                  "--node \"%1\" is not a node or tray with GPUs; nodes with GPUs: %2"),
                { *name, withGpus })
                  : localized(
                      QT_TRANSLATE_NOOP("scalescope-cli", "--node \"%1\" is not in the design; nodes with GPUs: %2"),
                      { *name, withGpus }));
    return *group;
}

// Where the export goes, checked before the design is read: never over the design itself (nor,
// for ASTRA-sim, the system file over it), standard output only for formats of one file, and
// PDF or PNG to standard output only when it is not a terminal.
void checkOutput(const std::string& format, const std::string& output, const std::string& input, std::ostream& out)
{
    refuseOutputThatIsAnInput(output, "-o", { input });
    if (format == "astra-sim") {
        if (isStandardOutput(output))
            throw UsageError(localized(QT_TRANSLATE_NOOP(
                "scalescope-cli", "--format astra-sim writes two files (network and system); -o - cannot hold them")));
        refuseOutputThatIsAnInput(astraSimSystemPath(output), "-o (its system file)", { input });
    }
    const bool binary = format == "png" || format == "pdf";
    if (binary && isStandardOutput(output) && &out == &std::cout && ::isatty(STDOUT_FILENO))
        throw UsageError(localized(QT_TRANSLATE_NOOP("scalescope-cli",
                                       "--format %1 is binary; -o - writes it only when standard output is a "
                                       "pipe or a file, not a terminal"),
            { format }));
}

// The export's text (or, for a diagram, bytes) once the design is loaded; astra-sim is written
// by the caller, as two files.
std::string exportedText(const Arguments& args, const std::string& format, const LoadedDesign& loaded,
    const std::string& file, const std::string& title, std::string& writtenNode)
{
    const Topology& topology = loaded.expanded.topology;
    try {
        if (format == "dot")
            return exportDot(topology, title);
        if (format == "drawio")
            return exportDrawIo(topology, layoutScene(topology, loaded.design.positions), title);
        const GroupId node = chooseNode(topology, args.value("--node"), file);
        writtenNode = topology.groups[static_cast<std::size_t>(node)].name;
        return exportNcclTopoXml(topology, node, *loaded.expanded.catalog);
    } catch (const std::invalid_argument& error) {
        throw InputError(file, error.what());
    }
}

// What a diagram's options ask for, read before the design is loaded; the design goes in later.
DiagramRequest diagramRequest(const Arguments& args, const std::string& format, const std::string& file)
{
    DiagramRequest request;
    request.designPath = file;
    request.format = format;
    request.dotsPerInch = args.has("--dpi") ? args.intValue("--dpi", 10, 2400) : 96;
    if (const auto time = args.value("--time")) {
        const auto ns = parseDurationNs(*time);
        if (!ns)
            throw UsageError(localized(QT_TRANSLATE_NOOP("scalescope-cli",
                                           "--time takes a simulated time with its unit (s, ms, us, \u00b5s, ns), "
                                           "such as 250us, not \"%1\""),
                { *time }));
        request.timeSeconds = *ns / 1e9;
    }
    request.job = args.value("--job");
    request.story = args.value("--story");
    request.language = args.value("--language").value_or("");
    return request;
}

// `--story NAME`: what the other diagram options would say is each scene's own.
void checkStoryOptions(const Arguments& args, const std::string& format, const std::string& output)
{
    if (!args.has("--story")) {
        if (args.has("--language"))
            throw UsageError("--language applies to --story (the language of the scenes' captions)");
        return;
    }
    checkOptionFits(args, "--story", format, kDiagramFormats);
    for (const char* option : { "--time", "--job", "--title" })
        if (args.has(option))
            throw UsageError(std::string(option)
                + " does not apply to --story: each page is headed by the story's name and shows its scene's own job "
                  "and time");
    if (const auto language = args.value("--language"); language && *language != "en" && *language != "zh")
        throw UsageError("--language takes en or zh, not \"" + *language + "\"");
    if (format != "pdf" && isStandardOutput(output))
        throw UsageError("--story with --format " + format + " writes a file per scene; -o - cannot hold them");
}

// Scene n's file of a story written as SVG or PNG: "out.png" -> "out-1.png", "out-2.png", ...
std::string sceneFilePath(const std::string& output, std::size_t scene)
{
    const std::filesystem::path path(output);
    std::filesystem::path numbered = path.parent_path() / path.stem();
    numbered += "-" + std::to_string(scene) + path.extension().string();
    return numbered.string();
}

int writeStory(const DiagramRequest& request, const std::string& output, std::ostream& out, std::ostream& err)
{
    const std::vector<std::string> files = storyExporter()(request);
    if (request.format == "pdf") {
        writeOutput(output, files.front(), out);
        messageStream(output, out, err) << localized(
            QT_TRANSLATE_NOOP("scalescope-cli", "wrote %1 (story \"%2\")"), { outputName(output), *request.story })
                                        << '\n';
        return kSuccess;
    }
    std::vector<FileToWrite> written;
    for (std::size_t i = 0; i < files.size(); ++i) {
        written.push_back({ sceneFilePath(output, i + 1), files[i] });
        refuseOutputThatIsAnInput(written.back().path, "-o (a scene's file)", { request.designPath });
    }
    writeFilesAtomically(written);
    if (files.size() > 1)
        out << localized(QT_TRANSLATE_NOOP("scalescope-cli", "wrote %1 to %2 (story \"%3\", a file per scene)"),
            { written.front().path, written.back().path, *request.story });
    else
        out << localized(QT_TRANSLATE_NOOP("scalescope-cli", "wrote %1 (story \"%2\", a file per scene)"),
            { written.front().path, *request.story });
    out << '\n';
    return kSuccess;
}

int writeAstraSim(const LoadedDesign& loaded, const std::string& file, const std::string& output, std::ostream& out)
{
    AstraSimFiles files;
    try {
        files = exportAstraSim(loaded.expanded.topology, *loaded.expanded.catalog);
    } catch (const std::invalid_argument& error) {
        throw InputError(file, error.what());
    }
    const std::string systemPath = astraSimSystemPath(output);
    writeFilesAtomically({ { systemPath, files.systemJson }, { output, files.networkYaml } });
    out << localized(QT_TRANSLATE_NOOP("scalescope-cli", "wrote %1 (network) and %2 (system)"), { output, systemPath })
        << '\n';
    std::string notes = files.notes;
    while (!notes.empty()) {
        const auto end = notes.find('\n');
        out << "  note: " << notes.substr(0, end) << '\n';
        notes.erase(0, end == std::string::npos ? notes.size() : end + 1);
    }
    return kSuccess;
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
    const Arguments args(rest,
        { "--format", "--dpi", "--time", "--job", "--story", "--language", "--node", "--title", "-o", "--output" }, {});
    if (args.positionals().size() != 1)
        throw UsageError(localized(QT_TRANSLATE_NOOP("scalescope-cli", "%1 takes exactly one FILE"), { "export" }));
    const std::string& file = args.positionals().front();
    const auto format = args.value("--format");
    if (!format)
        throw UsageError(
            localized(QT_TRANSLATE_NOOP("scalescope-cli", "export needs --format %1"), { joined(kAllFormats, "|") }));
    if (!isOneOf(*format, kAllFormats))
        throw UsageError(localized(QT_TRANSLATE_NOOP("scalescope-cli", "%1 takes %2, not \"%3\""),
            { "--format", joined(kAllFormats, ", "), *format }));
    if (args.has("-o") && args.has("--output"))
        throw UsageError(localized(QT_TRANSLATE_NOOP("scalescope-cli", "give -o or --output, not both")));
    const auto output = args.value("-o") ? args.value("-o") : args.value("--output");
    if (!output || output->empty())
        throw UsageError(localized(QT_TRANSLATE_NOOP("scalescope-cli", "export needs -o OUT (- for standard output)")));
    checkOptionFits(args, "--dpi", *format, kDiagramFormats);
    checkOptionFits(args, "--time", *format, kDiagramFormats);
    checkOptionFits(args, "--job", *format, kDiagramFormats);
    checkOptionFits(args, "--node", *format, { "nccl-xml" });
    checkOptionFits(args, "--title", *format, { "svg", "pdf", "png", "dot", "drawio" });
    checkStoryOptions(args, *format, *output);
    checkOutput(*format, *output, file, out);
    const bool diagram = isOneOf(*format, kDiagramFormats);
    // A wrong option is a usage error in every build, said before what this build cannot do.
    DiagramRequest request = diagramRequest(args, *format, file);
    if (diagram && (!diagramExporter() || (request.story && !storyExporter()))) {
        err << "scalescope: "
            << localized(QT_TRANSLATE_NOOP(
                   "scalescope-cli", "this build cannot draw diagrams (built without the desktop program)"))
            << '\n';
        return kInvalidInput;
    }

    const LoadedDesign loaded = loadDesignFile(file, baseCatalog);
    const std::string title = args.value("--title").value_or(
        loaded.design.name.empty() ? std::filesystem::path(file).filename().string() : loaded.design.name);
    if (*format == "astra-sim")
        return writeAstraSim(loaded, file, *output, out);
    std::string node;
    std::string text;
    if (diagram) {
        request.design = &loaded.design;
        request.topology = &loaded.expanded.topology;
        request.catalog = loaded.expanded.catalog.get();
        request.baseCatalog = baseCatalog;
        request.title = title;
        if (request.story)
            return writeStory(request, *output, out, err);
        text = diagramExporter()(request);
    } else {
        text = exportedText(args, *format, loaded, file, title, node);
    }
    writeOutput(*output, text, out);
    messageStream(*output, out, err) << (node.empty()
            ? localized(QT_TRANSLATE_NOOP("scalescope-cli", "wrote %1"), { outputName(*output) })
            : localized(QT_TRANSLATE_NOOP("scalescope-cli", "wrote %1 (%2)"), { outputName(*output), node }))
                                     << '\n';
    return kSuccess;
}

} // namespace scalescope::cli

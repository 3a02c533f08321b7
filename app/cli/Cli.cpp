#include "cli/Cli.h"
#include "cli/Translate.h"

#include "cli/Arguments.h"
#include "cli/BomCommand.h"
#include "cli/ImpactCommand.h"
#include "cli/ClusterArgs.h"
#include "cli/CommandHelp.h"
#include "cli/CompareCommand.h"
#include "cli/HelpText.h"
#include "cli/ManPage.h"
#include "cli/ModelsCommand.h"
#include "cli/ExportCommand.h"
#include "cli/OutputFiles.h"
#include "cli/PlaceCommand.h"
#include "cli/SimulateCommands.h"
#include "cli/TrainCommand.h"

#include "generate/ClusterBuilder.h"
#include "generate/ClusterCapacity.h"
#include "catalog/Catalog.h"
#include "catalog/CatalogTexts.h"
#include "io/DesignFile.h"
#include "io/import/Import.h"
#include "model/DeviceReport.h"
#include "model/InputError.h"
#include "model/NameCheck.h"
#include "design/Summary.h"
#include "model/TopologyCheck.h"
#include "sim/PathReport.h"

#include <algorithm>
#include <filesystem>
#include <functional>
#include <map>
#include <new>
#include <ostream>

#ifndef SCALESCOPE_VERSION
#define SCALESCOPE_VERSION "0.0.0"
#endif

namespace scalescope::cli {
namespace {

using Command = std::function<int(const std::vector<std::string>&, const SharedCatalog&, std::ostream&, std::ostream&)>;

std::set<std::string> withClusterOptions(std::set<std::string> names)
{
    names.insert(clusterOptionNames().begin(), clusterOptionNames().end());
    return names;
}

const std::string& onlyFile(const Arguments& args, const char* command)
{
    if (args.positionals().size() != 1)
        throw UsageError(localized(QT_TRANSLATE_NOOP("scalescope-cli", "%1 takes exactly one FILE"), { command }));
    return args.positionals().front();
}

// "1-2515": the counts a preset builds with its default options, or "N" when they do not build.
std::string countRange(const Catalog& catalog, const SystemSpec& system)
{
    ClusterOptions options;
    options.preset = system.id;
    try {
        const int most = clusterCapacity(catalog, options).maxCount;
        return most < 1 ? "N" : most == 1 ? "1" : "1-" + std::to_string(most);
    } catch (const std::invalid_argument&) {
        return "N";
    }
}

// A design to its output: the file (atomically), or standard output for "-"; either only once
// it is known to read back.
void writeDesign(const Design& design, const std::string& output, const Catalog& catalog, std::ostream& out)
{
    if (isStandardOutput(output))
        writeOutput(output, formatDesignThatReadsBack(design, catalog, "standard output"), out);
    else
        writeDesignFile(design, output, catalog);
}

int presets(const std::vector<std::string>& rest, const SharedCatalog& catalog, std::ostream& out, std::ostream&)
{
    const Arguments args(rest, {}, {});
    if (!args.positionals().empty())
        throw UsageError(localized(QT_TRANSLATE_NOOP("scalescope-cli", "%1 takes no arguments"), { "presets" }));
    for (const SystemSpec& system : catalog->systems())
        out << system.id << '\t' << system.name << ": " << catalogText(system.description) << " (--"
            << (system.scale == SystemScale::Racks ? "racks" : "nodes") << ' ' << countRange(*catalog, system) << ")\n";
    return kSuccess;
}

int newDesign(
    const std::vector<std::string>& rest, const SharedCatalog& baseCatalog, std::ostream& out, std::ostream& err)
{
    const Arguments args(rest, withClusterOptions({ "-o", "--output", "--name" }), { "--expand" });
    if (!args.positionals().empty())
        throw UsageError(localized(
            QT_TRANSLATE_NOOP("scalescope-cli", "unexpected argument \"%1\""), { args.positionals().front() }));
    const auto output = args.value("-o") ? args.value("-o") : args.value("--output");
    if (!output)
        throw UsageError(localized(QT_TRANSLATE_NOOP("scalescope-cli", "%1 needs -o FILE"), { "new" }));
    const Catalog& catalog = *baseCatalog;
    const ClusterOptions options = parseClusterOptions(args, catalog);
    const std::string name = args.value("--name").value_or(describeOptions(options, catalog));
    Design design;
    if (args.has("--expand")) {
        try {
            design = designFromTopology(buildCluster(catalog, options).topology, name);
        } catch (const std::invalid_argument& error) {
            throw InputError("new", error.what());
        }
    } else {
        design.name = name;
        design.generator = options;
        expandDesign(design, baseCatalog, "new"); // refuse to write a design that cannot be built
    }
    writeDesign(design, *output, catalog, out);
    messageStream(*output, out, err) << localized(
        QT_TRANSLATE_NOOP("scalescope-cli", "wrote %1 (%2)"), { outputName(*output), name })
                                     << '\n';
    return kSuccess;
}

int importCommand(
    const std::vector<std::string>& rest, const SharedCatalog& baseCatalog, std::ostream& out, std::ostream& err)
{
    const Arguments args(rest, { "-o", "--output", "--from", "--name" }, {});
    if (args.positionals().empty())
        throw UsageError(localized(QT_TRANSLATE_NOOP("scalescope-cli", "import needs a FILE to read")));
    const auto output = args.value("-o") ? args.value("-o") : args.value("--output");
    if (!output)
        throw UsageError(localized(QT_TRANSLATE_NOOP("scalescope-cli", "%1 needs -o FILE"), { "import" }));
    refuseOutputThatIsAnInput(*output, "-o", args.positionals());
    std::optional<ImportFormat> format;
    if (const auto from = args.value("--from")) {
        format = importFormatFromName(*from);
        if (!format)
            throw UsageError(localized(QT_TRANSLATE_NOOP("scalescope-cli",
                                           "--from takes nccl-xml, topo-m, ibnetdiscover or astra-sim, not \"%1\""),
                { *from }));
    }
    ImportedDesign imported = importFiles(args.positionals(), format, baseCatalog);
    if (const auto name = args.value("--name"))
        imported.design.name = *name;
    writeDesign(imported.design, *output, *baseCatalog, out);
    std::ostream& messages = messageStream(*output, out, err);
    for (const std::string& note : imported.notes)
        messages << localized(QT_TRANSLATE_NOOP("scalescope-cli", "note: %1"), { printableText(note) })
                 << '\n'; // a note may quote the file
    const ExpandedDesign expanded = expandDesign(imported.design, baseCatalog, *output);
    messages << localized(QT_TRANSLATE_NOOP("scalescope-cli", "wrote %1 (%2 devices, %3 links)"),
        { outputName(*output), std::to_string(expanded.topology.nodes.size()),
            std::to_string(expanded.topology.links.size()) })
             << '\n';
    return kSuccess;
}

int info(const std::vector<std::string>& rest, const SharedCatalog& baseCatalog, std::ostream& out, std::ostream&)
{
    const Arguments args(rest, { "--device", "--path" }, { "--json" });
    const std::string& file = onlyFile(args, "info");
    const LoadedDesign loaded = loadDesignFile(file, baseCatalog);
    if (const auto device = args.value("--device")) {
        const auto id = loaded.expanded.topology.findNode(*device);
        if (!id)
            throw InputError(
                file, localized(QT_TRANSLATE_NOOP("scalescope-cli", "no device is named \"%1\""), { *device }));
        const auto report = describeDevice(loaded.expanded.topology, *id);
        out << (args.has("--json") ? report.dump(2) + "\n" : deviceReportToText(report));
        return kSuccess;
    }
    if (const auto path = args.value("--path")) {
        const auto comma = path->find(',');
        if (comma == std::string::npos)
            throw UsageError(localized(QT_TRANSLATE_NOOP("scalescope-cli", "--path takes two GPUs: A,B")));
        const Topology& topology = loaded.expanded.topology;
        const auto a = topology.findNode(path->substr(0, comma));
        const auto b = topology.findNode(path->substr(comma + 1));
        if (!a || !b)
            throw InputError(file,
                localized(QT_TRANSLATE_NOOP("scalescope-cli", "no device is named \"%1\""),
                    { a ? path->substr(comma + 1) : path->substr(0, comma) }));
        try {
            const auto report = describePath(topology, *loaded.expanded.catalog, *a, *b);
            out << (args.has("--json") ? report.dump(2) + "\n" : pathReportToText(report));
        } catch (const std::invalid_argument& error) {
            throw InputError(file, error.what());
        }
        return kSuccess;
    }
    const TopologySummary summary = summarize(loaded.expanded.topology);
    if (args.has("--json")) {
        nlohmann::ordered_json json;
        json["file"] = file;
        json["name"] = loaded.design.name;
        json.update(summaryToJson(summary, loaded.expanded.cluster));
        out << json.dump(2) << '\n';
    } else {
        out << file << (loaded.design.name.empty() ? "" : ": " + loaded.design.name) << '\n'
            << summaryToText(summary, loaded.expanded.cluster);
    }
    return kSuccess;
}

int validate(
    const std::vector<std::string>& rest, const SharedCatalog& baseCatalog, std::ostream& out, std::ostream& err)
{
    const Arguments args(rest, {}, {});
    const std::string& file = onlyFile(args, "validate");
    const LoadedDesign loaded = loadDesignFile(file, baseCatalog);
    const Topology& topology = loaded.expanded.topology;
    const auto problems = checkTopology(topology);
    if (!problems.empty()) {
        for (const std::string& problem : problems)
            err << file << ": " << problem << '\n';
        return kInvalidInput;
    }
    out << localized(QT_TRANSLATE_NOOP("scalescope-cli", "%1: valid (%2 devices, %3 links)"),
        { file, std::to_string(topology.nodes.size()), std::to_string(topology.links.size()) })
        << '\n';
    return kSuccess;
}

int help(const std::vector<std::string>& rest, const SharedCatalog&, std::ostream& out, std::ostream&)
{
    const Arguments args(rest, {}, {});
    if (args.positionals().size() > 1)
        throw UsageError(localized(QT_TRANSLATE_NOOP("scalescope-cli", "help takes at most one COMMAND")));
    if (args.positionals().empty()) {
        out << overviewHelpText();
        return kSuccess;
    }
    const CommandHelp* command = findCommandHelp(args.positionals().front());
    if (!command)
        throw UsageError(
            localized(QT_TRANSLATE_NOOP("scalescope-cli", "unknown command \"%1\""), { args.positionals().front() }));
    out << commandHelpText(*command);
    return kSuccess;
}

int man(const std::vector<std::string>& rest, const SharedCatalog&, std::ostream& out, std::ostream&)
{
    const Arguments args(rest, {}, {});
    if (!args.positionals().empty())
        throw UsageError(localized(QT_TRANSLATE_NOOP("scalescope-cli", "%1 takes no arguments"), { "man" }));
    out << manPage(SCALESCOPE_VERSION);
    return kSuccess;
}

// `main` runs gui-bench itself in the desktop build; this is the build without one.
int guiBenchWithoutDesktop(const std::vector<std::string>&, const SharedCatalog&, std::ostream&, std::ostream&)
{
    throw UsageError(localized(
        QT_TRANSLATE_NOOP("scalescope-cli", "gui-bench needs the desktop program, which this build does not have")));
}

const std::map<std::string, Command>& commands()
{
    static const std::map<std::string, Command> table { { "presets", presets }, { "models", modelsCommand },
        { "new", newDesign }, { "info", info }, { "validate", validate }, { "simulate", simulateCommand },
        { "sweep", sweepCommand }, { "place", placeCommand }, { "train", trainCommand }, { "import", importCommand },
        { "export", exportCommand }, { "gui-bench", guiBenchWithoutDesktop }, { "bom", bomCommand },
        { "impact", impactCommand }, { "compare", compareCommand }, { "help", help }, { "man", man } };
    return table;
}

// The command as typed, for messages: "info big.json".
std::string commandLine(const std::vector<std::string>& args)
{
    std::string text;
    for (const std::string& arg : args)
        text += (text.empty() ? "" : " ") + arg;
    return text;
}

bool isHelpOption(const std::string& arg)
{
    return arg == "--help" || arg == "-h";
}

// `scalescope COMMAND --help`: the command's own help, which every command must have.
int commandHelp(const std::string& name, std::ostream& out, std::ostream& err)
{
    const CommandHelp* help = findCommandHelp(name);
    if (!help) {
        err << "scalescope: " << localized(QT_TRANSLATE_NOOP("scalescope-cli", "%1 has no help text"), { name })
            << '\n';
        return kInvalidInput;
    }
    out << commandHelpText(*help);
    return kSuccess;
}

} // namespace

std::vector<std::string> commandNames()
{
    std::vector<std::string> names;
    for (const auto& entry : commands())
        names.push_back(entry.first);
    return names;
}

bool asksForHelp(const std::vector<std::string>& args)
{
    return std::any_of(args.begin(), args.end(), isHelpOption);
}

bool wantsCommandLine(const std::vector<std::string>& args)
{
    if (args.empty())
        return false;
    const std::string& first = args.front();
    if (commands().count(first) > 0 || first == "--version" || asksForHelp(args))
        return true;
    // A word that names no file is a mistyped command, not a design to open.
    const bool looksLikeFile = first.find_first_of("./") != std::string::npos || std::filesystem::exists(first);
    return first.front() != '-' && !looksLikeFile;
}

int run(const std::vector<std::string>& args, const SharedCatalog& baseCatalog, std::ostream& out, std::ostream& err)
{
    const auto command = args.empty() ? commands().end() : commands().find(args.front());
    const bool known = command != commands().end();
    if (known && asksForHelp(args))
        return commandHelp(command->first, out, err);
    if (args.empty() || (!known && asksForHelp(args))) {
        out << overviewHelpText();
        return kSuccess;
    }
    if (args.front() == "--version") {
        out << "scalescope " << SCALESCOPE_VERSION << '\n';
        return kSuccess;
    }
    try {
        if (!known)
            throw UsageError(
                localized(QT_TRANSLATE_NOOP("scalescope-cli", "unknown command \"%1\""), { args.front() }));
        return command->second(std::vector<std::string>(args.begin() + 1, args.end()), baseCatalog, out, err);
    } catch (const UsageError& error) {
        err << "scalescope: " << error.what() << '\n'
            << localized(QT_TRANSLATE_NOOP("scalescope-cli", "Try 'scalescope %1--help'."),
                   { known ? command->first + " " : "" })
            << '\n';
        return kUsageError;
    } catch (const InputError& error) {
        err << error.what() << '\n';
        return kInvalidInput;
    } catch (const std::bad_alloc&) {
        err << "scalescope: "
            << localized(QT_TRANSLATE_NOOP("scalescope-cli",
                             "out of memory while running \"%1\": it needs more memory than is available"),
                   { commandLine(args) })
            << '\n';
        return kInvalidInput;
    } catch (const std::exception& error) {
        err << "scalescope: " << error.what() << '\n';
        return kInvalidInput;
    }
}

} // namespace scalescope::cli

#include "cli/Cli.h"

#include "cli/Arguments.h"
#include "cli/ClusterArgs.h"
#include "cli/ExportCommand.h"
#include "cli/SimulateCommands.h"

#include "generate/ClusterBuilder.h"
#include "generate/ClusterCapacity.h"
#include "catalog/Catalog.h"
#include "io/DesignFile.h"
#include "io/import/Import.h"
#include "model/DeviceReport.h"
#include "model/InputError.h"
#include "design/Summary.h"
#include "model/TopologyCheck.h"
#include "sim/PathReport.h"

#include <filesystem>
#include <functional>
#include <map>
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
        throw UsageError(std::string(command) + " takes exactly one FILE");
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

int presets(const std::vector<std::string>& rest, const SharedCatalog& catalog, std::ostream& out, std::ostream&)
{
    const Arguments args(rest, {}, {});
    if (!args.positionals().empty())
        throw UsageError("presets takes no arguments");
    for (const SystemSpec& system : catalog->systems())
        out << system.id << '\t' << system.name << ": " << system.description << " (--"
            << (system.scale == SystemScale::Racks ? "racks" : "nodes") << ' ' << countRange(*catalog, system) << ")\n";
    return kSuccess;
}

int newDesign(const std::vector<std::string>& rest, const SharedCatalog& baseCatalog, std::ostream& out, std::ostream&)
{
    const Arguments args(rest, withClusterOptions({ "-o", "--output", "--name" }), { "--expand" });
    if (!args.positionals().empty())
        throw UsageError("unexpected argument \"" + args.positionals().front() + "\"");
    const auto output = args.value("-o") ? args.value("-o") : args.value("--output");
    if (!output)
        throw UsageError("new needs -o FILE");
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
    writeDesignFile(design, *output, catalog);
    out << "wrote " << *output << " (" << name << ")\n";
    return kSuccess;
}

int importCommand(
    const std::vector<std::string>& rest, const SharedCatalog& baseCatalog, std::ostream& out, std::ostream&)
{
    const Arguments args(rest, { "-o", "--output", "--from", "--name" }, {});
    if (args.positionals().empty())
        throw UsageError("import needs a FILE to read");
    const auto output = args.value("-o") ? args.value("-o") : args.value("--output");
    if (!output)
        throw UsageError("import needs -o FILE");
    std::optional<ImportFormat> format;
    if (const auto from = args.value("--from")) {
        format = importFormatFromName(*from);
        if (!format)
            throw UsageError("--from takes nccl-xml, topo-m, ibnetdiscover or astra-sim, not \"" + *from + "\"");
    }
    ImportedDesign imported = importFiles(args.positionals(), format, baseCatalog);
    if (const auto name = args.value("--name"))
        imported.design.name = *name;
    writeDesignFile(imported.design, *output, *baseCatalog);
    for (const std::string& note : imported.notes)
        out << "note: " << note << '\n';
    const ExpandedDesign expanded = expandDesign(imported.design, baseCatalog, *output);
    out << "wrote " << *output << " (" << expanded.topology.nodes.size() << " devices, "
        << expanded.topology.links.size() << " links)\n";
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
            throw InputError(file, "no device is named \"" + *device + "\"");
        const auto report = describeDevice(loaded.expanded.topology, *id);
        out << (args.has("--json") ? report.dump(2) + "\n" : deviceReportToText(report));
        return kSuccess;
    }
    if (const auto path = args.value("--path")) {
        const auto comma = path->find(',');
        if (comma == std::string::npos)
            throw UsageError("--path takes two GPUs: A,B");
        const Topology& topology = loaded.expanded.topology;
        const auto a = topology.findNode(path->substr(0, comma));
        const auto b = topology.findNode(path->substr(comma + 1));
        if (!a || !b)
            throw InputError(
                file, "no device is named \"" + (a ? path->substr(comma + 1) : path->substr(0, comma)) + "\"");
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
    out << file << ": valid (" << topology.nodes.size() << " devices, " << topology.links.size() << " links)\n";
    return kSuccess;
}

const std::map<std::string, Command>& commands()
{
    static const std::map<std::string, Command> table { { "presets", presets }, { "new", newDesign }, { "info", info },
        { "validate", validate }, { "simulate", simulateCommand }, { "sweep", sweepCommand },
        { "import", importCommand }, { "export", exportCommand } };
    return table;
}

} // namespace

std::string usage()
{
    return R"(ScaleScope: explore AI-cluster topologies (NVLink scale-up, InfiniBand scale-out, Ethernet).

Usage:
  scalescope [FILE] [desktop options]   open the desktop program, on FILE if given
  scalescope presets                    list the presets: name, a tab, what it is
  scalescope new --preset NAME [--nodes N | --racks N] [fabric options] [--name TEXT] [--expand] -o FILE
                                        write a design (--expand: every device and link spelled out)
  scalescope import IN [IN...] [--from nccl-xml|topo-m|ibnetdiscover|astra-sim] [--name TEXT] -o FILE
                                        a design from what real tools write (format detected
                                        unless --from); a fabric dump with NCCL dumps of its nodes
                                        is joined by NIC GUID
  scalescope info FILE [--json]         counts, bandwidths and fabric shape of a design
  scalescope info FILE --device NAME [--json]
                                        one device: model, place, addresses, links port by port
  scalescope info FILE --path GPU,GPU [--json]
                                        the route between two GPUs, hop by hop
  scalescope validate FILE              check a design; problems go to stderr
  scalescope simulate (FILE | --preset NAME [--nodes N | --racks N] [fabric options]) --collective C --size S
                      [--algo A] [--ranks all|A-B|LIST] [--fidelity analytic|flow] [--ideal] [--no-gdr]
                      [--explain] [--json] [--links OUT.json] [--memory-budget SIZE|none]
                                        predict one collective: time, algbw, busbw, the ideal bound;
                                        a flow run estimated above the memory budget (default: half
                                        of this machine's memory, or SCALESCOPE_MEMORY_BUDGET) is
                                        refused before it starts
  scalescope sweep (FILE | --preset ...) --collective C [--min 8] [--max 8G] [--factor 2] [--algo A] ...
                                        a size sweep in the layout of nccl-tests' *_perf output
  scalescope export FILE --format F [--title TEXT] [--node NAME] [--dpi N] [--time T] [--job NAME] -o OUT
                                        write the design for other tools: dot (Graphviz), drawio,
                                        astra-sim (network YAML to OUT, system JSON beside it),
                                        nccl-xml (one node as NCCL_TOPO_FILE reads it; --node, default
                                        the first with GPUs), or a diagram: svg, pdf, png (--dpi 10-2400;
                                        --time 250us and --job: a job's traffic at that time)
  scalescope --version | --help

Desktop options:
  --select NAME [--second NAME]         select a device (and a second: the path between them)
  --job NAME|new [--at F]               run a saved job (or the Traffic tab's own), show its traffic at F of the run
  --import IN [--import IN...]         open what a tool wrote, as File > Import… does
  --tab summary|palette|devices|traffic|charts
  --theme light|dark                    --screenshot OUT.png: save the window and quit
  scalescope gui-bench FILE [--seconds N] [--detail auto|full|blocks] [--heatmap]
                                        frame times of the canvas (and of a heatmap, and edits)

Fabric options:
  --fabric rail-optimized|fat-tree      compute fabric (default: rail-optimized for 8-GPU nodes)
  --oversubscription R                  leaf down:up ratio, 1 to 16 (default 1)
  --nic 200G|400G|800G                  compute NIC rate (default from the catalog)
  --nodes N, --racks N                  1 to the most the preset's fabrics can address with these
                                        options ('scalescope presets' lists it for the defaults)
  --storage N                           storage servers (default: one per 128 GPUs, at least 2)
  --ib-switch MODEL                     compute fabric switch (default: chosen for the NIC rate)

Collectives: all_reduce, all_gather, reduce_scatter, broadcast, reduce, alltoall, sendrecv.
Algorithms: auto (what NCCL would pick), ring, tree, nvls, nvlstree, collnet, hierarchical,
            halving-doubling, direct, pairwise. Sizes as nccl-tests writes them (K = 1024).

Extra catalog files: SCALESCOPE_CATALOG=FILE[:FILE...]
Exit codes: 0 success, 1 invalid input, 2 usage error.
)";
}

bool wantsCommandLine(const std::vector<std::string>& args)
{
    if (args.empty())
        return false;
    const std::string& first = args.front();
    if (commands().count(first) > 0 || first == "--help" || first == "-h" || first == "--version" || first == "help")
        return true;
    // A word that names no file is a mistyped command, not a design to open.
    const bool looksLikeFile = first.find_first_of("./") != std::string::npos || std::filesystem::exists(first);
    return first.front() != '-' && !looksLikeFile;
}

int run(const std::vector<std::string>& args, const SharedCatalog& baseCatalog, std::ostream& out, std::ostream& err)
{
    if (args.empty() || args.front() == "--help" || args.front() == "-h" || args.front() == "help") {
        out << usage();
        return kSuccess;
    }
    if (args.front() == "--version") {
        out << "scalescope " << SCALESCOPE_VERSION << '\n';
        return kSuccess;
    }
    const auto command = commands().find(args.front());
    try {
        if (command == commands().end())
            throw UsageError("unknown command \"" + args.front() + "\"");
        return command->second(std::vector<std::string>(args.begin() + 1, args.end()), baseCatalog, out, err);
    } catch (const UsageError& error) {
        err << "scalescope: " << error.what() << "\nTry 'scalescope --help'.\n";
        return kUsageError;
    } catch (const InputError& error) {
        err << error.what() << '\n';
        return kInvalidInput;
    } catch (const std::exception& error) {
        err << "scalescope: " << error.what() << '\n';
        return kInvalidInput;
    }
}

} // namespace scalescope::cli

#include "cli/PlaceCommand.h"
#include "cli/Translate.h"

#include "cli/Cli.h"
#include "cli/TextWidth.h"
#include "cli/ClusterArgs.h"
#include "cli/CommandDesign.h"
#include "cli/PlacementOptions.h"
#include "model/DisplayWidth.h"
#include "train/PlacementSpan.h"

#include <nlohmann/json.hpp>

#include <ostream>

namespace scalescope::cli {
namespace {

// "1 node", "16 nodes": `one` or `many` (each "%1 ...", marked QT_TRANSLATE_NOOP("scalescope-cli", ...))
// by the count, in the user's language.
std::string counted(std::size_t count, const char* one, const char* many)
{
    return localized(count == 1 ? one : many, { std::to_string(count) });
}

// The words the report repeats on each NVLink domain and node, looked up once.
struct Words {
    std::string oneGpu = translated(kMessageContext, QT_TRANSLATE_NOOP("scalescope-cli", "%1 GPU"));
    std::string manyGpus = translated(kMessageContext, QT_TRANSLATE_NOOP("scalescope-cli", "%1 GPUs"));
    std::string oneRank = translated(kMessageContext, QT_TRANSLATE_NOOP("scalescope-cli", "rank %1"));
    std::string manyRanks = translated(kMessageContext, QT_TRANSLATE_NOOP("scalescope-cli", "ranks %1"));

    // "1 GPU", "8 GPUs".
    std::string gpus(std::size_t count) const
    {
        return substitute(count == 1 ? oneGpu : manyGpus, { std::to_string(count) });
    }

    // "rank 5", "ranks 0-7", "ranks 0,16,32,48".
    std::string ranks(const std::vector<int>& list) const
    {
        return substitute(list.size() == 1 ? oneRank : manyRanks, { rankRanges(list) });
    }
};

// "gpu3" for "rack0/tray2/gpu3" in "rack0/tray2".
std::string shortName(const std::string& gpu, const std::string& node)
{
    return gpu.compare(0, node.size() + 1, node + "/") == 0 ? gpu.substr(node.size() + 1) : gpu;
}

void printText(const Topology& topology, const PlacementResult& result, const PlacementSpan& span,
    const std::string& heading, std::ostream& out)
{
    out << localized(QT_TRANSLATE_NOOP("scalescope-cli", "%1: %2, %3, %4"),
        { heading,
            counted(span.domains.size(), QT_TRANSLATE_NOOP("scalescope-cli", "%1 NVLink domain"),
                QT_TRANSLATE_NOOP("scalescope-cli", "%1 NVLink domains")),
            counted(span.nodes.size(), QT_TRANSLATE_NOOP("scalescope-cli", "%1 node"),
                QT_TRANSLATE_NOOP("scalescope-cli", "%1 nodes")),
            counted(static_cast<std::size_t>(span.units), QT_TRANSLATE_NOOP("scalescope-cli", "%1 scalable unit"),
                QT_TRANSLATE_NOOP("scalescope-cli", "%1 scalable units")) })
        << '\n';
    const Words words;
    if (!result.note.empty())
        out << localized(QT_TRANSLATE_NOOP("scalescope-cli", "note: %1"), { result.note }) << '\n';
    const std::string domainLine = translated(kMessageContext,
        QT_TRANSLATE_NOOP("scalescope-cli", "NVLink domain %1: %2 of its %3 GPUs, %4 (%5 taken, %6 left free)"));
    for (std::size_t d = 0; d < span.domains.size(); ++d) {
        const PlacementSpan::Part& domain = span.domains[d];
        const int leftFree = domain.gpus - domain.excluded - static_cast<int>(domain.ranks.size());
        out << substitute(domainLine,
            { domain.name, std::to_string(domain.ranks.size()), std::to_string(domain.gpus), words.ranks(domain.ranks),
                std::to_string(domain.excluded), std::to_string(leftFree) })
            << '\n';
        for (const PlacementSpan::Part& node : span.nodes) {
            if (node.domain != static_cast<int>(d))
                continue;
            std::string line = "  " + padded(node.name, 16) + " " + padded(words.gpus(node.ranks.size()), 8, true)
                + "  " + padded(words.ranks(node.ranks), 22);
            for (const int r : node.ranks)
                line += " " + shortName(topology.nodes[result.gpus[r]].name, node.name);
            out << line << '\n';
        }
    }
}

nlohmann::ordered_json partJson(const PlacementSpan::Part& part, bool domain)
{
    nlohmann::ordered_json json;
    json["name"] = part.name;
    json["gpus"] = part.ranks.size();
    json["ranks"] = part.ranks;
    if (domain) {
        json["size"] = part.gpus;
        json["taken"] = part.excluded;
        json["left_free"] = part.gpus - part.excluded - static_cast<int>(part.ranks.size());
    }
    return json;
}

nlohmann::ordered_json placementJson(const Topology& topology, const PlacementRequest& request,
    const PlacementResult& result, const PlacementSpan& span, const std::string& label)
{
    nlohmann::ordered_json json;
    json["design"] = label;
    json["policy"] = std::string(toString(request.policy));
    if (request.policy == PlacementPolicy::Random)
        json["seed"] = request.seed;
    json["gpus"] = result.gpus.size();
    json["placement"] = nlohmann::ordered_json::array();
    for (const NodeId gpu : result.gpus)
        json["placement"].push_back(topology.nodes[gpu].name);
    json["nodes"] = nlohmann::ordered_json::array();
    for (const PlacementSpan::Part& node : span.nodes)
        json["nodes"].push_back(partJson(node, false));
    json["units"] = span.units;
    json["domains"] = nlohmann::ordered_json::array();
    for (const PlacementSpan::Part& domain : span.domains)
        json["domains"].push_back(partJson(domain, true));
    json["note"] = result.note.empty() ? nlohmann::ordered_json(nullptr) : nlohmann::ordered_json(result.note);
    return json;
}

} // namespace

int placeCommand(
    const std::vector<std::string>& rest, const SharedCatalog& baseCatalog, std::ostream& out, std::ostream&)
{
    std::set<std::string> valued = clusterOptionNames();
    valued.insert(placementOptionNames().begin(), placementOptionNames().end());
    valued.insert("--block");
    const Arguments args(rest, valued, { "--json" });
    const CommandDesign design = loadCommandDesign(args, baseCatalog);
    PlacementRequest request = parsePlacementOptions(args, design.topology);
    if (request.gpus == 0 && request.policy != PlacementPolicy::List)
        throw UsageError(
            localized(QT_TRANSLATE_NOOP("scalescope-cli", "place needs --gpus N (or a list of GPUs as --placement)")));
    if (args.has("--block")) {
        if (request.policy != PlacementPolicy::Packed)
            throw UsageError(
                localized(QT_TRANSLATE_NOOP("scalescope-cli", "%1 goes with %2"), { "--block", "--placement packed" }));
        request.blocks.block = args.intValue("--block", 1, 1 << 24);
    }
    const PlacementResult result = placeOrThrow(design.topology, request, design.label);
    const PlacementSpan span = describePlacement(design.topology, result.gpus, request.taken);
    if (args.has("--json")) {
        out << placementJson(design.topology, request, result, span, design.label).dump(2) << '\n';
        return kSuccess;
    }
    const std::string gpus = Words().gpus(result.gpus.size());
    std::string heading;
    if (request.policy == PlacementPolicy::List)
        heading = localized(QT_TRANSLATE_NOOP("scalescope-cli", "%1 placed as listed on %2"), { gpus, design.label });
    else if (request.policy == PlacementPolicy::Random)
        heading = localized(QT_TRANSLATE_NOOP("scalescope-cli", "%1 placed %2 (seed %3) on %4"),
            { gpus, toString(request.policy), std::to_string(request.seed), design.label });
    else
        heading = localized(QT_TRANSLATE_NOOP("scalescope-cli", "%1 placed %2 on %3"),
            { gpus, toString(request.policy), design.label });
    printText(design.topology, result, span, heading, out);
    return kSuccess;
}

} // namespace scalescope::cli

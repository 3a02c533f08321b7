#include "cli/PlaceCommand.h"
#include "cli/Translate.h"

#include "cli/Cli.h"
#include "cli/ClusterArgs.h"
#include "cli/CommandDesign.h"
#include "cli/PlacementOptions.h"
#include "train/PlacementSpan.h"

#include <nlohmann/json.hpp>

#include <ostream>

namespace scalescope::cli {
namespace {

std::string plural(std::size_t count, const char* one, const char* many)
{
    return std::to_string(count) + " " + (count == 1 ? one : many);
}

// "rank 5", "ranks 0-7", "ranks 0,16,32,48".
std::string ranksText(const std::vector<int>& ranks)
{
    return (ranks.size() == 1 ? "rank " : "ranks ") + rankRanges(ranks);
}

// The text filled with spaces to `width` (on the left when `right`); longer text is kept whole.
std::string padded(const std::string& text, std::size_t width, bool right = false)
{
    const std::string fill(text.size() < width ? width - text.size() : 0, ' ');
    return right ? fill + text : text + fill;
}

// "gpu3" for "rack0/tray2/gpu3" in "rack0/tray2".
std::string shortName(const std::string& gpu, const std::string& node)
{
    return gpu.compare(0, node.size() + 1, node + "/") == 0 ? gpu.substr(node.size() + 1) : gpu;
}

void printText(const Topology& topology, const PlacementResult& result, const PlacementSpan& span,
    const std::string& heading, std::ostream& out)
{
    out << heading << ": " << plural(span.domains.size(), "NVLink domain", "NVLink domains") << ", "
        << plural(span.nodes.size(), "node", "nodes") << ", "
        << plural(static_cast<std::size_t>(span.units), "scalable unit", "scalable units") << '\n';
    if (!result.note.empty())
        out << "note: " << result.note << '\n';
    for (std::size_t d = 0; d < span.domains.size(); ++d) {
        const PlacementSpan::Part& domain = span.domains[d];
        const int leftFree = domain.gpus - domain.excluded - static_cast<int>(domain.ranks.size());
        out << "NVLink domain " << domain.name << ": " << domain.ranks.size() << " of its " << domain.gpus << " GPUs, "
            << ranksText(domain.ranks) << " (" << domain.excluded << " taken, " << leftFree << " left free)\n";
        for (const PlacementSpan::Part& node : span.nodes) {
            if (node.domain != static_cast<int>(d))
                continue;
            std::string line = "  " + padded(node.name, 16) + " "
                + padded(plural(node.ranks.size(), "GPU", "GPUs"), 8, true) + "  " + padded(ranksText(node.ranks), 22);
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
        request.block = args.intValue("--block", 1, 1 << 24);
    }
    const PlacementResult result = placeOrThrow(design.topology, request, design.label);
    const PlacementSpan span = describePlacement(design.topology, result.gpus, request.taken);
    if (args.has("--json")) {
        out << placementJson(design.topology, request, result, span, design.label).dump(2) << '\n';
        return kSuccess;
    }
    std::string heading = plural(result.gpus.size(), "GPU", "GPUs") + " placed "
        + (request.policy == PlacementPolicy::List ? std::string("as listed") : std::string(toString(request.policy)));
    if (request.policy == PlacementPolicy::Random)
        heading += " (seed " + std::to_string(request.seed) + ")";
    printText(design.topology, result, span, heading + " on " + design.label, out);
    return kSuccess;
}

} // namespace scalescope::cli

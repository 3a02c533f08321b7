#include "cli/BomCommand.h"
#include "cli/Translate.h"

#include "cli/Arguments.h"
#include "cli/Cli.h"
#include "cli/ClusterArgs.h"
#include "cli/MemoryBudget.h"

#include "bom/BomReport.h"
#include "design/BomThroughput.h"
#include "generate/ClusterBuilder.h"
#include "io/DesignFile.h"
#include "layout/SceneLayout.h"
#include "model/InputError.h"

#include <ostream>

namespace scalescope::cli {
namespace {

struct BomInput {
    Topology topology;
    SharedCatalog catalog;
    std::map<std::string, Position> positions;
    std::vector<JobSpec> jobs;
    std::vector<TrainingJobSpec> trainingJobs;
    std::shared_ptr<const SurvivingTopology> survivors; // the design's failure scenario, when it applies
};

BomInput loadInput(const Arguments& args, const SharedCatalog& baseCatalog)
{
    BomInput input;
    if (args.positionals().size() > 1 || (!args.positionals().empty() && args.has("--preset")))
        throw UsageError(localized(QT_TRANSLATE_NOOP("scalescope-cli", "give one design FILE or --preset, not both")));
    if (!args.positionals().empty()) {
        LoadedDesign loaded = loadDesignFile(args.positionals().front(), baseCatalog);
        input.topology = std::move(loaded.expanded.topology);
        input.catalog = std::move(loaded.expanded.catalog);
        input.positions = loaded.design.positions;
        input.jobs = loaded.design.jobs;
        input.trainingJobs = loaded.design.trainingJobs;
        input.survivors = loaded.expanded.survivors;
        return input;
    }
    if (!args.has("--preset"))
        throw UsageError(localized(QT_TRANSLATE_NOOP("scalescope-cli", "bom needs a design FILE or --preset NAME")));
    const ClusterOptions options = parseClusterOptions(args, *baseCatalog);
    try {
        input.topology = buildCluster(*baseCatalog, options).topology;
    } catch (const std::invalid_argument& error) {
        throw InputError("--preset " + options.preset, error.what());
    }
    input.catalog = baseCatalog;
    return input;
}

} // namespace

int bomCommand(const std::vector<std::string>& rest, const SharedCatalog& baseCatalog, std::ostream& out, std::ostream&)
{
    std::set<std::string> valued = clusterOptionNames();
    valued.insert("--prices");
    valued.insert("--memory-budget");
    const Arguments args(rest, valued, { "--json", "--csv" });
    if (args.has("--json") && args.has("--csv"))
        throw UsageError(localized(QT_TRANSLATE_NOOP("scalescope-cli", "give --json or --csv, not both")));
    BomInput input = loadInput(args, baseCatalog);
    if (const auto prices = args.value("--prices")) {
        auto merged = std::make_shared<Catalog>(*input.catalog);
        merged->mergeFile(*prices);
        input.catalog = std::move(merged);
    }
    const Scene scene = layoutScene(input.topology, input.positions);
    const BillOfMaterials bom = billOfMaterials(input.topology, *input.catalog, scene);
    JobRunOptions options;
    options.memoryBudgetBytes = memoryBudget(args.value("--memory-budget"));
    const BomThroughputs throughputs
        = measureThroughputs(input.topology, *input.catalog, input.jobs, input.trainingJobs, options, input.survivors);
    if (args.has("--json"))
        out << bomToJson(bom, throughputs).dump(2) << '\n';
    else if (args.has("--csv"))
        out << bomToCsv(bom, throughputs);
    else
        out << bomToText(bom, throughputs);
    return kSuccess;
}

} // namespace scalescope::cli

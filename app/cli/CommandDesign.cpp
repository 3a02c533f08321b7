#include "cli/CommandDesign.h"
#include "cli/Translate.h"

#include "cli/ClusterArgs.h"
#include "generate/ClusterBuilder.h"
#include "io/DesignFile.h"
#include "model/InputError.h"

#include <stdexcept>

namespace scalescope::cli {

CommandDesign loadCommandDesign(const Arguments& args, const SharedCatalog& baseCatalog)
{
    CommandDesign design;
    design.catalog = baseCatalog;
    if (args.positionals().size() > 1)
        throw UsageError(localized(QT_TRANSLATE_NOOP("scalescope-cli", "give one design FILE or --preset, not both")));
    if (!args.positionals().empty()) {
        if (args.has("--preset"))
            throw UsageError(
                localized(QT_TRANSLATE_NOOP("scalescope-cli", "give one design FILE or --preset, not both")));
        const std::string& file = args.positionals().front();
        LoadedDesign loaded = loadDesignFile(file, baseCatalog);
        design.topology = std::move(loaded.expanded.topology);
        design.catalog = std::move(loaded.expanded.catalog);
        design.jobs = std::move(loaded.design.jobs);
        design.trainingJobs = std::move(loaded.design.trainingJobs);
        design.failures = std::move(loaded.design.failures);
        design.label = file;
    } else {
        const ClusterOptions options = parseClusterOptions(args, *design.catalog);
        try {
            design.topology = buildCluster(*design.catalog, options).topology;
        } catch (const std::invalid_argument& error) {
            throw InputError("--preset " + options.preset, error.what());
        }
        design.label = describeOptions(options, *design.catalog);
    }
    return design;
}

} // namespace scalescope::cli

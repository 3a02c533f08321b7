#include "cli/DesignSource.h"

#include "cli/ClusterArgs.h"
#include "generate/ClusterBuilder.h"
#include "io/DesignFile.h"
#include "model/InputError.h"

namespace scalescope::cli {

DesignSource loadDesignOrPreset(const Arguments& args, const SharedCatalog& baseCatalog)
{
    DesignSource source;
    source.catalog = baseCatalog;
    if (args.positionals().size() > 1)
        throw UsageError("give one design FILE or --preset, not both");
    if (!args.positionals().empty()) {
        if (args.has("--preset"))
            throw UsageError("give one design FILE or --preset, not both");
        const std::string& file = args.positionals().front();
        LoadedDesign loaded = loadDesignFile(file, baseCatalog);
        source.topology = std::move(loaded.expanded.topology);
        source.catalog = std::move(loaded.expanded.catalog);
        source.label = file;
    } else {
        const ClusterOptions options = parseClusterOptions(args, *source.catalog);
        try {
            source.topology = buildCluster(*source.catalog, options).topology;
        } catch (const std::invalid_argument& error) {
            throw InputError("--preset " + options.preset, error.what());
        }
        source.label = describeOptions(options, *source.catalog);
    }
    return source;
}

} // namespace scalescope::cli

#include "cli/ClusterArgs.h"
#include "cli/Translate.h"

#include "design/JobSpec.h"
#include "generate/ClusterCapacity.h"
#include "model/Names.h"

namespace scalescope::cli {

const std::set<std::string>& clusterOptionNames()
{
    static const std::set<std::string> names { "--preset", "--nodes", "--racks", "--fabric", "--oversubscription",
        "--nic", "--storage", "--ib-switch", "--eth-switch", "--network", "--routing" };
    return names;
}

std::optional<FabricRouting> parseRoutingOption(const Arguments& args)
{
    const auto routing = args.value("--routing");
    if (!routing)
        return std::nullopt;
    const auto parsed = parseFabricRouting(*routing);
    if (!parsed)
        throw UsageError(localized(QT_TRANSLATE_NOOP("scalescope-cli",
                                       "--routing takes ecmp (static per-flow hash) or adaptive (spread over "
                                       "every equal-cost path), not \"%1\""),
            { *routing }));
    return parsed;
}

int parseQpsPerConnectionOption(const Arguments& args)
{
    return args.has("--qps-per-connection") ? args.intValue("--qps-per-connection", 1, kMaxQpsPerConnection) : 1;
}

namespace {

// The preset's system, and its size in racks or nodes as the system counts.
const SystemSpec& parsePresetAndCount(const Arguments& args, const Catalog& catalog, ClusterOptions& options)
{
    const auto preset = args.value("--preset");
    if (!preset)
        throw UsageError(
            localized(QT_TRANSLATE_NOOP("scalescope-cli", "--preset NAME is required (see 'scalescope presets')")));
    const SystemSpec* system = catalog.system(*preset);
    if (!system) {
        std::string known;
        for (const SystemSpec& spec : catalog.systems())
            known += (known.empty() ? "" : ", ") + spec.id;
        throw UsageError(
            localized(QT_TRANSLATE_NOOP("scalescope-cli", "unknown preset \"%1\" (known: %2)"), { *preset, known }));
    }
    options.preset = *preset;
    const bool byRacks = system->scale == SystemScale::Racks;
    if (byRacks && args.has("--nodes"))
        throw UsageError(
            localized(QT_TRANSLATE_NOOP("scalescope-cli", "%1 is counted in racks: use --racks N"), { *preset }));
    if (!byRacks && args.has("--racks"))
        throw UsageError(
            localized(QT_TRANSLATE_NOOP("scalescope-cli", "%1 is counted in nodes: use --nodes N"), { *preset }));
    const char* count = byRacks ? "--racks" : "--nodes";
    if (args.has(count))
        options.count = args.intValue(count, 1, kMaxClusterCount);
    return *system;
}

// The compute fabric's shape: fat tree or rail-optimised, oversubscription, NIC rate, storage.
void parseFabricShape(const Arguments& args, ClusterOptions& options)
{
    if (const auto fabric = args.value("--fabric")) {
        options.fabric = parseFabricKind(*fabric);
        if (!options.fabric)
            throw UsageError(
                localized(QT_TRANSLATE_NOOP("scalescope-cli", "--fabric takes rail-optimized or fat-tree, not \"%1\""),
                    { *fabric }));
    }
    if (args.has("--oversubscription"))
        options.oversubscription = args.doubleValue("--oversubscription", 1.0, kMaxOversubscription);
    if (const auto nic = args.value("--nic")) {
        const auto rate = parseRate(*nic);
        if (!rate || !isLinkRateInRange(*rate))
            throw UsageError(localized(
                QT_TRANSLATE_NOOP("scalescope-cli", "--nic takes a line rate such as 200G, 400G or 800G, not \"%1\""),
                { *nic }));
        options.nicBytesPerSec = rate;
    }
    if (args.has("--storage"))
        options.storageServers = args.intValue("--storage", 0, kMaxClusterCount);
}

// What the fabric runs (InfiniBand or RoCE), its routing and its switch, which must be of that kind.
void parseFabricNetwork(const Arguments& args, const Catalog& catalog, ClusterOptions& options)
{
    if (const auto network = args.value("--network")) {
        const auto kind = parseScaleOutNetwork(*network);
        if (!kind)
            throw UsageError(localized(QT_TRANSLATE_NOOP("scalescope-cli",
                                           "--network takes infiniband, roce (RoCE v2) or roce-v1, not \"%1\""),
                { *network }));
        options.network = *kind;
    }
    options.routing = parseRoutingOption(args);
    const bool ethernet = options.network != ScaleOutNetwork::InfiniBand;
    if (args.has("--ib-switch") && ethernet)
        throw UsageError(localized(QT_TRANSLATE_NOOP("scalescope-cli",
                                       "--ib-switch names an InfiniBand fabric's switch: on --network %1 give an "
                                       "Ethernet one with --eth-switch"),
            { *args.value("--network") }));
    if (args.has("--eth-switch") && !ethernet)
        throw UsageError(localized(QT_TRANSLATE_NOOP(
            "scalescope-cli", "--eth-switch names a RoCE fabric's switch: add --network roce or roce-v1")));
    const char* switchOption = ethernet ? "--eth-switch" : "--ib-switch";
    const auto fabricSwitch = args.value(switchOption);
    if (!fabricSwitch)
        return;
    const SwitchSpec* spec = catalog.switchSpec(*fabricSwitch);
    const SwitchKind kind = ethernet ? SwitchKind::Ethernet : SwitchKind::InfiniBand;
    if (!spec || spec->kind != kind)
        throw UsageError(ethernet
                ? localized(QT_TRANSLATE_NOOP("scalescope-cli",
                                "%1 takes a catalog Ethernet switch such as SN5600, SN5400 or SN4700, not \"%2\""),
                    { switchOption, *fabricSwitch })
                : localized(QT_TRANSLATE_NOOP("scalescope-cli",
                                "%1 takes a catalog InfiniBand switch such as QM9700 or Q3400, not \"%2\""),
                    { switchOption, *fabricSwitch }));
    options.fabricSwitch = *fabricSwitch;
}

} // namespace

ClusterOptions parseClusterOptions(const Arguments& args, const Catalog& catalog)
{
    ClusterOptions options;
    const SystemSpec& system = parsePresetAndCount(args, catalog, options);
    parseFabricShape(args, options);
    parseFabricNetwork(args, catalog, options);
    // A count the fabrics cannot address, refused from the counts before anything is built.
    try {
        requireClusterFits(catalog, options);
    } catch (const std::invalid_argument& error) {
        throw UsageError(std::string(system.scale == SystemScale::Racks ? "--racks" : "--nodes") + ": " + error.what());
    }
    return options;
}

} // namespace scalescope::cli

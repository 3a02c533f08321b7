#include "generate/ClusterBuilder.h"

#include "generate/RoutingDefault.h"

#include "generate/AddressPlan.h"
#include "generate/ClusterCapacity.h"
#include "generate/FabricPlanes.h"
#include "generate/SystemBuilder.h"
#include "model/Localized.h"

#include <algorithm>
#include <stdexcept>

namespace scalescope {
namespace {

std::vector<ClosLeafGroup> chunkOntoLeaves(
    const std::vector<ClosEndpoint>& endpoints, int perLeaf, const std::string& prefix)
{
    std::vector<ClosLeafGroup> groups;
    for (std::size_t i = 0; i < endpoints.size(); i += perLeaf) {
        ClosLeafGroup group;
        group.leafName = prefix + "/leaf" + std::to_string(groups.size());
        const std::size_t end = std::min(endpoints.size(), i + static_cast<std::size_t>(perLeaf));
        group.endpoints.assign(
            endpoints.begin() + static_cast<std::ptrdiff_t>(i), endpoints.begin() + static_cast<std::ptrdiff_t>(end));
        groups.push_back(std::move(group));
    }
    return groups;
}

// The compute NICs of one plane (rails [firstRail, firstRail+rails)) grouped onto leaves.
std::vector<ClosLeafGroup> computeLeafGroups(const std::vector<std::vector<ClosEndpoint>>& trays, int firstRail,
    int rails, int perLeaf, FabricKind fabric, const std::string& prefix)
{
    if (fabric == FabricKind::FatTree) {
        std::vector<ClosEndpoint> endpoints;
        endpoints.reserve(trays.size() * rails);
        for (const auto& tray : trays)
            for (int r = firstRail; r < firstRail + rails; ++r)
                endpoints.push_back(tray[r]);
        return chunkOntoLeaves(endpoints, perLeaf, prefix);
    }
    // Rail-optimized: a scalable unit of perLeaf trays; rail r of every tray in the unit on one leaf.
    std::vector<ClosLeafGroup> groups;
    const int trayCount = static_cast<int>(trays.size());
    for (int unit = 0; unit * perLeaf < trayCount; ++unit)
        for (int r = firstRail; r < firstRail + rails; ++r) {
            ClosLeafGroup group;
            group.leafName = prefix + "/leaf-su" + std::to_string(unit) + "-r" + std::to_string(r);
            for (int t = unit * perLeaf; t < std::min(trayCount, (unit + 1) * perLeaf); ++t)
                group.endpoints.push_back(trays[t][r]);
            groups.push_back(std::move(group));
        }
    return groups;
}

FabricReport buildComputeFabric(Topology& topology, const SystemBuilder& systems, const SwitchSpec& fabricSwitch,
    FabricKind fabric, const ClusterOptions& options)
{
    const auto& trays = systems.computeNicsByTray();
    FabricReport report;
    report.name = "compute";
    report.switchModel = fabricSwitch.id;
    const int rails = trays.empty() ? 0 : static_cast<int>(trays.front().size());
    if (rails == 0)
        return report;
    ClosParams params = computeFabricParams(fabricSwitch, options.oversubscription, options.network);
    report.leafDownPorts = params.leafDownPorts;
    report.leafUpPorts = params.leafUpPorts;
    const int trayCount = static_cast<int>(trays.size());
    const PlaneChoice choice = chooseComputePlanes(trayCount, rails, fabric, params);
    if (choice.planes == 0)
        throw std::invalid_argument(
            localized(QT_TRANSLATE_NOOP(
                          "scalescope-core", "%1 compute NICs cannot be joined by %2 even with one plane per rail: %3"),
                { std::to_string(trayCount * rails), fabricSwitch.id, choice.why }));
    report.planes = choice.planes;
    report.endpoints = trayCount * rails;
    const int railsPerPlane = rails / choice.planes;
    for (int p = 0; p < choice.planes; ++p) {
        const std::string prefix = options.network == ScaleOutNetwork::InfiniBand ? "ib" : "roce";
        params.prefix = choice.planes == 1 ? prefix : prefix + std::to_string(p);
        const auto groups
            = computeLeafGroups(trays, p * railsPerPlane, railsPerPlane, params.leafDownPorts, fabric, params.prefix);
        report.shape = buildClos(topology, groups, params);
    }
    return report;
}

FabricReport buildEthernet(Topology& topology, const std::vector<ClosEndpoint>& endpoints, const SwitchSpec& leaf,
    const SwitchSpec& spine, const char* name, const std::string& prefix, Network network)
{
    FabricReport report;
    report.name = name;
    report.switchModel = leaf.id;
    report.endpoints = static_cast<int>(endpoints.size());
    if (endpoints.empty())
        return report;
    ClosParams params = ethernetParams(leaf, spine, network);
    report.leafDownPorts = params.leafDownPorts;
    report.leafUpPorts = params.leafUpPorts;
    // Too many ports for one three-tier network: independent planes, ports dealt round-robin so
    // that the two ports of a dual-port NIC or server land in different planes (A/B networks).
    const int count = static_cast<int>(endpoints.size());
    const PlaneChoice choice = chooseEthernetPlanes(count, params);
    if (choice.planes == 0)
        throw std::invalid_argument(localized(network == Network::Storage
                ? QT_TRANSLATE_NOOP(
                    "scalescope-core", "%1 storage ports cannot be joined by %2 and %3 even in %4 planes")
                : QT_TRANSLATE_NOOP(
                    "scalescope-core", "%1 management ports cannot be joined by %2 and %3 even in %4 planes"),
            { std::to_string(count), leaf.id, spine.id, std::to_string(kMaxEthernetPlanes) }));
    report.planes = choice.planes;
    for (int p = 0; p < choice.planes; ++p) {
        std::vector<ClosEndpoint> plane;
        for (int i = p; i < count; i += choice.planes)
            plane.push_back(endpoints[i]);
        params.prefix = choice.planes == 1 ? prefix : prefix + std::to_string(p);
        report.shape = buildClos(topology, chunkOntoLeaves(plane, params.leafDownPorts, params.prefix), params);
    }
    return report;
}

} // namespace

GeneratedCluster buildCluster(const Catalog& catalog, const ClusterOptions& options, CapacityCheck check)
{
    const ClusterParts parts = resolveClusterParts(catalog, options);
    const SystemSpec* system = parts.system;
    const char* unit = system->scale == SystemScale::Nodes ? "nodes" : "racks";
    if (options.count < 1 || options.count > kMaxClusterCount)
        throw std::invalid_argument(localized(QT_TRANSLATE_NOOP("scalescope-core", "--%1 must be between 1 and %2"),
            { unit, std::to_string(kMaxClusterCount) }));
    GeneratedCluster out;
    ClusterReport& report = out.report;
    report.preset = system->id;
    report.fabric = parts.fabric;
    report.computeNic = parts.nic->id;
    report.computeNicBytesPerSec = parts.nicBytesPerSec;
    report.storageServers = storageServersFor(options, catalog, options.count);
    if (report.storageServers < 0 || report.storageServers > kMaxClusterCount)
        throw std::invalid_argument(
            localized(QT_TRANSLATE_NOOP("scalescope-core", "--storage must be between 0 and %1"),
                { std::to_string(kMaxClusterCount) }));
    // Refused from the counts alone, before anything is built.
    if (check == CapacityCheck::First)
        requireClusterFits(catalog, options);
    const StorageSpec* server = parts.server;

    Topology& topology = out.topology;
    topology.scaleOut = options.network;
    topology.routing = options.routing.value_or(defaultFabricRouting(options.network, parts.fabricSwitch, parts.nic));
    report.network = options.network;
    SystemBuilder systems(catalog, *system, *parts.nic, report.computeNicBytesPerSec, topology);
    for (int i = 0; i < options.count; ++i)
        systems.buildDomain(i);

    report.fabrics.push_back(buildComputeFabric(topology, systems, *parts.fabricSwitch, report.fabric, options));

    std::vector<ClosEndpoint> storagePorts = systems.storagePorts();
    const std::uint16_t serverModel = topology.internModel(server->id);
    for (int s = 0; s < report.storageServers; ++s) {
        Node node;
        node.name = "stor/server" + std::to_string(s);
        node.kind = NodeKind::Storage;
        node.network = Network::Storage;
        node.model = serverModel;
        node.portCount = static_cast<std::uint16_t>(server->ports);
        node.localIndex = static_cast<std::uint16_t>(s);
        const NodeId id = topology.addNode(std::move(node));
        for (int p = 0; p < server->ports; ++p)
            storagePorts.push_back(ClosEndpoint { id, static_cast<std::uint16_t>(p + 1), server->portBytesPerSec });
    }
    report.fabrics.push_back(buildEthernet(
        topology, storagePorts, *parts.storageLeaf, *parts.storageSpine, "storage", "stor", Network::Storage));
    report.fabrics.push_back(buildEthernet(topology, systems.managementPorts(), *parts.managementLeaf,
        *parts.managementSpine, "management", "mgmt", Network::Management));
    assignAddresses(topology);
    return out;
}

std::string describeOptions(const ClusterOptions& options, const Catalog& catalog)
{
    const SystemSpec* system = catalog.system(options.preset);
    const bool racks = system && system->scale == SystemScale::Racks;
    return options.preset + " x " + std::to_string(options.count) + (racks ? " rack" : " node")
        + (options.count == 1 ? "" : "s");
}

} // namespace scalescope

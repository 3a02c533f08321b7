#include "generate/ClusterBuilder.h"

#include "generate/AddressPlan.h"
#include "generate/SystemBuilder.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <tuple>

namespace scalescope {
namespace {

int ceilDiv(int a, int b)
{
    return (a + b - 1) / b;
}

std::string knownPresets(const Catalog& catalog)
{
    std::string list;
    for (const SystemSpec& system : catalog.systems())
        list += (list.empty() ? "" : ", ") + system.id;
    return list;
}

const SwitchSpec& requireSwitch(const Catalog& catalog, const std::string& id, SwitchKind kind, const char* role)
{
    const SwitchSpec* spec = catalog.switchSpec(id);
    if (!spec || spec->kind != kind)
        throw std::invalid_argument(
            std::string(role) + " switch \"" + id + "\" is not a catalog switch of the right kind");
    return *spec;
}

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

FabricReport buildComputeFabric(Topology& topology, const SystemBuilder& systems, const SwitchSpec& ibSwitch,
    FabricKind fabric, double oversubscription)
{
    const auto& trays = systems.computeNicsByTray();
    FabricReport report;
    report.name = "compute";
    report.switchModel = ibSwitch.id;
    const int rails = trays.empty() ? 0 : static_cast<int>(trays.front().size());
    if (rails == 0)
        return report;
    const auto [down, up] = leafPortSplit(ibSwitch.ports, oversubscription);
    if (down < 1 || up < 1)
        throw std::invalid_argument("oversubscription " + std::to_string(oversubscription) + " leaves " + ibSwitch.id
            + " without down or up ports");
    report.leafDownPorts = down;
    report.leafUpPorts = up;
    ClosParams params;
    params.tier = LinkTier::InfiniBand;
    params.network = Network::Compute;
    params.leaf = params.spine = &ibSwitch;
    params.leafDownPorts = down;
    params.leafUpPorts = up;
    params.leafUplinkBytesPerSec = ibSwitch.portBytesPerSec;
    params.oversubscription = oversubscription;
    const int trayCount = static_cast<int>(trays.size());

    // The fewest planes (each a whole number of rails) in which every plane fits three tiers
    // and one subnet's LIDs.
    int planes = 0;
    std::string why;
    for (int p = 1; p <= rails && planes == 0; ++p) {
        if (rails % p != 0)
            continue;
        const int railsPerPlane = rails / p;
        const int endpoints = trayCount * railsPerPlane;
        const int leaves
            = fabric == FabricKind::FatTree ? ceilDiv(endpoints, down) : ceilDiv(trayCount, down) * railsPerPlane;
        try {
            const ClosShape shape = planClos(leaves, params);
            if (endpoints + shape.switches() <= kMaxUnicastLid)
                planes = p;
            else
                why = "more LIDs than one InfiniBand subnet holds";
        } catch (const std::invalid_argument& error) {
            why = error.what();
        }
    }
    if (planes == 0)
        throw std::invalid_argument(std::to_string(trayCount * rails) + " compute NICs cannot be joined by "
            + ibSwitch.id + " even with one plane per rail: " + why);
    report.planes = planes;
    report.endpoints = trayCount * rails;
    const int railsPerPlane = rails / planes;
    for (int p = 0; p < planes; ++p) {
        params.prefix = planes == 1 ? "ib" : "ib" + std::to_string(p);
        const auto groups = computeLeafGroups(trays, p * railsPerPlane, railsPerPlane, down, fabric, params.prefix);
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
    ClosParams params;
    params.tier = LinkTier::Ethernet;
    params.network = network;
    params.leaf = &leaf;
    params.spine = &spine;
    if (leaf.uplinkPorts > 0) {
        params.leafDownPorts = leaf.ports;
        params.leafUpPorts = leaf.uplinkPorts;
        params.leafUplinkBytesPerSec = leaf.uplinkBytesPerSec;
    } else {
        std::tie(params.leafDownPorts, params.leafUpPorts) = leafPortSplit(leaf.ports, 1.0);
        params.leafUplinkBytesPerSec = leaf.portBytesPerSec;
    }
    report.leafDownPorts = params.leafDownPorts;
    report.leafUpPorts = params.leafUpPorts;
    // Too many ports for one three-tier network: independent planes, ports dealt round-robin so
    // that the two ports of a dual-port NIC or server land in different planes (A/B networks).
    constexpr int kMaxPlanes = 64;
    const int count = static_cast<int>(endpoints.size());
    for (int planes = 1; planes <= kMaxPlanes; planes *= 2) {
        try {
            planClos(ceilDiv(ceilDiv(count, planes), params.leafDownPorts), params);
        } catch (const std::invalid_argument&) {
            continue;
        }
        report.planes = planes;
        for (int p = 0; p < planes; ++p) {
            std::vector<ClosEndpoint> plane;
            for (int i = p; i < count; i += planes)
                plane.push_back(endpoints[i]);
            params.prefix = planes == 1 ? prefix : prefix + std::to_string(p);
            report.shape = buildClos(topology, chunkOntoLeaves(plane, params.leafDownPorts, params.prefix), params);
        }
        return report;
    }
    throw std::invalid_argument(std::to_string(count) + " " + name + " ports cannot be joined by " + leaf.id + " and "
        + spine.id + " even in " + std::to_string(kMaxPlanes) + " planes");
}

} // namespace

GeneratedCluster buildCluster(const Catalog& catalog, const ClusterOptions& options)
{
    const SystemSpec* system = catalog.system(options.preset);
    if (!system)
        throw std::invalid_argument("unknown preset \"" + options.preset + "\" (known: " + knownPresets(catalog) + ")");
    const char* unit = system->scale == SystemScale::Nodes ? "nodes" : "racks";
    if (options.count < 1 || options.count > kMaxClusterCount)
        throw std::invalid_argument(
            std::string("--") + unit + " must be between 1 and " + std::to_string(kMaxClusterCount));
    if (!(options.oversubscription >= 1.0 && options.oversubscription <= kMaxOversubscription))
        throw std::invalid_argument(
            "oversubscription must be between 1 and " + std::to_string(static_cast<int>(kMaxOversubscription)));
    const BytesPerSec nicRate = options.nicBytesPerSec.value_or(system->defaultNicBytesPerSec);
    if (!isLinkRateInRange(nicRate)) // the range every reader keeps to (model/Units.h)
        throw std::invalid_argument("a compute NIC rate must be from 1 Mb/s to 1 PB/s, not " + formatRateBits(nicRate));
    const NicSpec* nic = catalog.computeNicFor(system->tray.computeNic, nicRate);
    if (!nic)
        throw std::invalid_argument("no catalog NIC carries " + formatRateBits(nicRate));
    const SwitchSpec* ibSwitch = options.ibSwitch.empty()
        ? catalog.infinibandSwitchFor(nicRate)
        : &requireSwitch(catalog, options.ibSwitch, SwitchKind::InfiniBand, "InfiniBand");
    if (!ibSwitch)
        throw std::invalid_argument("no catalog InfiniBand switch carries " + formatRateBits(nicRate));
    const NetworkDefaults& networks = catalog.networks();
    const SwitchSpec& storageLeaf = requireSwitch(catalog, networks.storageLeaf, SwitchKind::Ethernet, "storage leaf");
    const SwitchSpec& storageSpine
        = requireSwitch(catalog, networks.storageSpine, SwitchKind::Ethernet, "storage spine");
    const SwitchSpec& managementLeaf
        = requireSwitch(catalog, networks.managementLeaf, SwitchKind::Ethernet, "management leaf");
    const SwitchSpec& managementSpine
        = requireSwitch(catalog, networks.managementSpine, SwitchKind::Ethernet, "management spine");
    const StorageSpec* server = catalog.storageSpec(networks.storageServer);
    if (!server)
        throw std::invalid_argument("unknown storage server \"" + networks.storageServer + "\"");

    GeneratedCluster out;
    ClusterReport& report = out.report;
    report.preset = system->id;
    report.fabric = options.fabric.value_or(system->defaultFabric);
    report.computeNic = nic->id;
    report.computeNicBytesPerSec = std::min(nicRate, nic->portBytesPerSec);
    const int gpus = options.count * system->gpusPerDomain();
    report.storageServers = options.storageServers.value_or(std::max(2, ceilDiv(gpus, networks.gpusPerStorageServer)));
    if (report.storageServers < 0 || report.storageServers > kMaxClusterCount)
        throw std::invalid_argument("--storage must be between 0 and " + std::to_string(kMaxClusterCount));

    Topology& topology = out.topology;
    SystemBuilder systems(catalog, *system, *nic, report.computeNicBytesPerSec, topology);
    for (int i = 0; i < options.count; ++i)
        systems.buildDomain(i);

    report.fabrics.push_back(buildComputeFabric(topology, systems, *ibSwitch, report.fabric, options.oversubscription));

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
    report.fabrics.push_back(
        buildEthernet(topology, storagePorts, storageLeaf, storageSpine, "storage", "stor", Network::Storage));
    report.fabrics.push_back(buildEthernet(topology, systems.managementPorts(), managementLeaf, managementSpine,
        "management", "mgmt", Network::Management));
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

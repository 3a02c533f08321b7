#include "generate/ClusterCapacity.h"

#include "generate/FabricPlanes.h"
#include "generate/SystemBuilder.h"
#include "model/Localized.h"
#include "util/IntegerMath.h"

#include <algorithm>
#include <limits>
#include <stdexcept>

namespace scalescope {
namespace {

// `refused`: the message when `id` is not a catalog switch of `kind`, its %1 the id (marked
// QT_TRANSLATE_NOOP).
const SwitchSpec& requireSwitch(const Catalog& catalog, const std::string& id, SwitchKind kind, const char* refused)
{
    const SwitchSpec* spec = catalog.switchSpec(id);
    if (!spec || spec->kind != kind)
        throw std::invalid_argument(localized(refused, { id }));
    return *spec;
}

std::string knownPresets(const Catalog& catalog)
{
    std::string list;
    for (const SystemSpec& system : catalog.systems())
        list += (list.empty() ? "" : ", ") + system.id;
    return list;
}

// The ports one NVLink domain brings to each network: read off one domain built alone.
struct DomainPorts {
    int trays = 0;
    int rails = 0; // compute NICs per tray
    int storagePorts = 0;
    int managementPorts = 0;
};

DomainPorts domainPorts(const Catalog& catalog, const ClusterParts& parts)
{
    Topology scratch;
    SystemBuilder builder(catalog, *parts.system, *parts.nic, parts.nicBytesPerSec, scratch);
    builder.buildDomain(0);
    DomainPorts ports;
    ports.trays = static_cast<int>(builder.computeNicsByTray().size());
    ports.rails = ports.trays == 0 ? 0 : static_cast<int>(builder.computeNicsByTray().front().size());
    ports.storagePorts = static_cast<int>(builder.storagePorts().size());
    ports.managementPorts = static_cast<int>(builder.managementPorts().size());
    return ports;
}

// What the networks of `count` domains cannot hold, or "" when they all fit.
class NetworkFit {
public:
    NetworkFit(const Catalog& catalog, const ClusterOptions& options, const ClusterParts& parts, DomainPorts ports)
        : m_catalog(catalog)
        , m_options(options)
        , m_parts(parts)
        , m_ports(ports)
        , m_compute(computeFabricParams(*parts.fabricSwitch, options.oversubscription, options.network))
        , m_storage(ethernetParams(*parts.storageLeaf, *parts.storageSpine, Network::Storage))
        , m_management(ethernetParams(*parts.managementLeaf, *parts.managementSpine, Network::Management))
    {
    }

    std::string shortfall(int count) const
    {
        if (m_ports.rails > 0) {
            const PlaneChoice compute
                = chooseComputePlanes(count * m_ports.trays, m_ports.rails, m_parts.fabric, m_compute);
            if (compute.planes == 0)
                return localized(QT_TRANSLATE_NOOP("scalescope-core",
                                     "%1 compute NICs cannot be joined by %2 even with one plane per rail: %3"),
                    { std::to_string(count * m_ports.trays * m_ports.rails), m_parts.fabricSwitch->id, compute.why });
        }
        const long long storage = static_cast<long long>(count) * m_ports.storagePorts
            + static_cast<long long>(storageServersFor(m_options, m_catalog, count)) * m_parts.server->ports;
        if (!fitsEthernet(storage, m_storage))
            return localized(
                QT_TRANSLATE_NOOP("scalescope-core", "%1 storage ports cannot be joined even in %2 planes"),
                { std::to_string(storage), std::to_string(kMaxEthernetPlanes) });
        const long long management = static_cast<long long>(count) * m_ports.managementPorts;
        if (!fitsEthernet(management, m_management))
            return localized(
                QT_TRANSLATE_NOOP("scalescope-core", "%1 management ports cannot be joined even in %2 planes"),
                { std::to_string(management), std::to_string(kMaxEthernetPlanes) });
        return {};
    }

private:
    static bool fitsEthernet(long long ports, const ClosParams& params)
    {
        return ports <= 0
            || (ports <= std::numeric_limits<int>::max() / 2
                && chooseEthernetPlanes(static_cast<int>(ports), params).planes > 0);
    }

    const Catalog& m_catalog;
    const ClusterOptions& m_options;
    const ClusterParts& m_parts;
    DomainPorts m_ports;
    ClosParams m_compute, m_storage, m_management;
};

// The largest count that fits (every network holds fewer domains if it holds more), by bisection.
ClusterCapacity capacityOf(const NetworkFit& check)
{
    ClusterCapacity capacity;
    if (check.shortfall(kMaxClusterCount).empty()) {
        capacity.maxCount = kMaxClusterCount;
        return capacity;
    }
    int fits = 0, fails = kMaxClusterCount;
    while (fails - fits > 1) {
        const int middle = fits + (fails - fits) / 2;
        (check.shortfall(middle).empty() ? fits : fails) = middle;
    }
    capacity.maxCount = fits;
    capacity.limit = check.shortfall(fails);
    return capacity;
}

} // namespace

ClusterParts resolveClusterParts(const Catalog& catalog, const ClusterOptions& options)
{
    ClusterParts parts;
    parts.system = catalog.system(options.preset);
    if (!parts.system)
        throw std::invalid_argument(localized(QT_TRANSLATE_NOOP("scalescope-core", "unknown preset \"%1\" (known: %2)"),
            { options.preset, knownPresets(catalog) }));
    if (!(options.oversubscription >= 1.0 && options.oversubscription <= kMaxOversubscription))
        throw std::invalid_argument(
            localized(QT_TRANSLATE_NOOP("scalescope-core", "oversubscription must be between 1 and %1"),
                { std::to_string(static_cast<int>(kMaxOversubscription)) }));
    const BytesPerSec nicRate = options.nicBytesPerSec.value_or(parts.system->defaultNicBytesPerSec);
    if (!isLinkRateInRange(nicRate)) // the range every reader keeps to (model/Units.h)
        throw std::invalid_argument(
            localized(QT_TRANSLATE_NOOP("scalescope-core", "a compute NIC rate must be from 1 Mb/s to 1 PB/s, not %1"),
                { formatRateBits(nicRate) }));
    const bool ethernet = options.network != ScaleOutNetwork::InfiniBand;
    const char* layer = ethernet ? "Ethernet" : "InfiniBand";
    parts.nic = catalog.computeNicFor(parts.system->tray.computeNic, nicRate, ethernet);
    if (!parts.nic)
        throw std::invalid_argument(localized(
            QT_TRANSLATE_NOOP("scalescope-core", "no catalog %1 NIC carries %2"), { layer, formatRateBits(nicRate) }));
    parts.nicBytesPerSec = std::min(nicRate, parts.nic->portBytesPerSec);
    if (!options.fabricSwitch.empty())
        parts.fabricSwitch
            = &requireSwitch(catalog, options.fabricSwitch, ethernet ? SwitchKind::Ethernet : SwitchKind::InfiniBand,
                ethernet ? QT_TRANSLATE_NOOP(
                    "scalescope-core", "Ethernet switch \"%1\" is not a catalog switch of the right kind")
                         : QT_TRANSLATE_NOOP(
                             "scalescope-core", "InfiniBand switch \"%1\" is not a catalog switch of the right kind"));
    else
        parts.fabricSwitch = ethernet ? catalog.ethernetSwitchFor(nicRate) : catalog.infinibandSwitchFor(nicRate);
    if (!parts.fabricSwitch)
        throw std::invalid_argument(localized(QT_TRANSLATE_NOOP("scalescope-core", "no catalog %1 switch carries %2"),
            { layer, formatRateBits(nicRate) }));
    const NetworkDefaults& networks = catalog.networks();
    parts.storageLeaf = &requireSwitch(catalog, networks.storageLeaf, SwitchKind::Ethernet,
        QT_TRANSLATE_NOOP("scalescope-core", "storage leaf switch \"%1\" is not a catalog switch of the right kind"));
    parts.storageSpine = &requireSwitch(catalog, networks.storageSpine, SwitchKind::Ethernet,
        QT_TRANSLATE_NOOP("scalescope-core", "storage spine switch \"%1\" is not a catalog switch of the right kind"));
    parts.managementLeaf = &requireSwitch(catalog, networks.managementLeaf, SwitchKind::Ethernet,
        QT_TRANSLATE_NOOP(
            "scalescope-core", "management leaf switch \"%1\" is not a catalog switch of the right kind"));
    parts.managementSpine = &requireSwitch(catalog, networks.managementSpine, SwitchKind::Ethernet,
        QT_TRANSLATE_NOOP(
            "scalescope-core", "management spine switch \"%1\" is not a catalog switch of the right kind"));
    parts.server = catalog.storageSpec(networks.storageServer);
    if (!parts.server)
        throw std::invalid_argument(localized(
            QT_TRANSLATE_NOOP("scalescope-core", "unknown storage server \"%1\""), { networks.storageServer }));
    parts.fabric = options.fabric.value_or(parts.system->defaultFabric);
    return parts;
}

int storageServersFor(const ClusterOptions& options, const Catalog& catalog, int count)
{
    const SystemSpec* system = catalog.system(options.preset);
    const int gpus = system ? count * system->gpusPerDomain() : 0;
    return options.storageServers.value_or(std::max(2, ceilDiv(gpus, catalog.networks().gpusPerStorageServer)));
}

ClusterCapacity clusterCapacity(const Catalog& catalog, const ClusterOptions& options)
{
    const ClusterParts parts = resolveClusterParts(catalog, options);
    return capacityOf(NetworkFit(catalog, options, parts, domainPorts(catalog, parts)));
}

void requireClusterFits(const Catalog& catalog, const ClusterOptions& options)
{
    const ClusterParts parts = resolveClusterParts(catalog, options);
    const NetworkFit check(catalog, options, parts, domainPorts(catalog, parts));
    if (check.shortfall(options.count).empty())
        return;
    const ClusterCapacity capacity = capacityOf(check);
    if (capacity.maxCount == 0)
        throw std::invalid_argument(
            localized(QT_TRANSLATE_NOOP("scalescope-core", "%1 cannot be built with these options: %2"),
                { options.preset, capacity.limit }));
    throw std::invalid_argument(localized(parts.system->scale == SystemScale::Nodes
            ? QT_TRANSLATE_NOOP(
                "scalescope-core", "%1 holds at most %2 nodes with these options, not %3: beyond that %4")
            : QT_TRANSLATE_NOOP(
                "scalescope-core", "%1 holds at most %2 racks with these options, not %3: beyond that %4"),
        { options.preset, std::to_string(capacity.maxCount), std::to_string(options.count), capacity.limit }));
}

int presetCapacityBound(const Catalog& catalog, const std::string& preset)
{
    int bound = 0;
    ClusterOptions options;
    options.preset = preset;
    options.storageServers = 0;
    // What one domain brings to each network does not depend on the fabric options.
    const DomainPorts ports = domainPorts(catalog, resolveClusterParts(catalog, options));
    for (const FabricKind fabric : { FabricKind::RailOptimized, FabricKind::FatTree })
        for (const SwitchSpec& ibSwitch : catalog.switches()) {
            if (ibSwitch.kind != SwitchKind::InfiniBand)
                continue;
            options.fabric = fabric;
            options.fabricSwitch = ibSwitch.id;
            // Every leaf split an oversubscription ratio can give: down = d exactly at d/(k-d).
            const int lowest = leafPortSplit(ibSwitch.ports, 1.0).first;
            const int highest = leafPortSplit(ibSwitch.ports, kMaxOversubscription).first;
            for (int down = lowest; down <= highest; ++down) {
                options.oversubscription
                    = std::min(kMaxOversubscription, std::max(1.0, down / static_cast<double>(ibSwitch.ports - down)));
                const ClusterParts parts = resolveClusterParts(catalog, options);
                bound = std::max(bound, capacityOf(NetworkFit(catalog, options, parts, ports)).maxCount);
            }
        }
    return bound;
}

} // namespace scalescope

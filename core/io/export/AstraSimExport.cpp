#include "io/export/AstraSimExport.h"

#include "io/AstraSimUnits.h"
#include "model/Localized.h"
#include "model/Names.h"
#include "util/DisjointSets.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
#include <numeric>
#include <optional>
#include <set>
#include <stdexcept>
#include <vector>

namespace scalescope {
namespace {

struct Dimension {
    std::string role; // what the dimension is in the design, for the file's header
    std::string shape; // Ring, FullyConnected or Switch
    int npus = 0;
    BytesPerSec bytesPerSec = 0; // per link and direction
    double latencyNs = 0; // per link
};

bool isPowerOfTwo(int n)
{
    return n > 0 && (n & (n - 1)) == 0;
}

std::string fixed(double value, int decimals)
{
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.*f", decimals, value);
    return buffer;
}

LatencyNs catalogSwitchLatency(const Catalog& catalog, const Topology& topology, const Node& node)
{
    const SwitchSpec* spec = catalog.switchSpec(topology.modelOf(node));
    return spec ? spec->latencyNs : 0;
}

class Summariser {
public:
    Summariser(const Topology& topology, const Catalog& catalog)
        : m_topology(topology)
        , m_catalog(catalog)
    {
    }

    std::vector<Dimension> dimensions()
    {
        findDomains();
        std::vector<Dimension> dims;
        if (m_domainSize > 1)
            dims.push_back(scaleUp());
        else
            note(localized(
                QT_TRANSLATE_NOOP("scalescope-core", "no GPU has an NVLink peer: there is no scale-up dimension")));
        if (m_domains.size() > 1)
            dims.push_back(scaleOut());
        if (dims.empty())
            throw std::invalid_argument(localized(
                QT_TRANSLATE_NOOP("scalescope-core", "a single GPU has no network for ASTRA-sim to describe")));
        return dims;
    }

    const std::string& notes() const { return m_notes; }

private:
    void note(const std::string& line) { m_notes += line + "\n"; }

    void findDomains()
    {
        DisjointSets sets(m_topology.nodes.size());
        for (const Link& link : m_topology.links)
            if (link.tier == LinkTier::NvLink)
                sets.join(link.a, link.b);
        std::map<std::size_t, std::vector<NodeId>> byRoot;
        for (NodeId n = 0; n < m_topology.nodes.size(); ++n)
            if (m_topology.nodes[n].kind == NodeKind::Gpu) {
                byRoot[sets.find(n)].push_back(n);
                ++m_gpuCount;
            }
        if (m_gpuCount == 0)
            throw std::invalid_argument(
                localized(QT_TRANSLATE_NOOP("scalescope-core", "the design has no GPUs: ASTRA-sim's NPUs are GPUs")));
        for (auto& [root, gpus] : byRoot)
            m_domains.push_back(std::move(gpus));
        std::set<std::size_t> sizes;
        for (const auto& domain : m_domains)
            sizes.insert(domain.size());
        if (sizes.size() > 1) {
            std::string list;
            for (const std::size_t size : sizes)
                list += (list.empty() ? "" : ", ") + std::to_string(size);
            throw std::invalid_argument(localized(QT_TRANSLATE_NOOP("scalescope-core",
                                                      "NVLink domains of different sizes (%1 GPUs) cannot be one "
                                                      "ASTRA-sim dimension; every domain must have as many GPUs"),
                { list }));
        }
        m_domainSize = static_cast<int>(*sizes.begin());
        for (NodeId n = 0; n < m_topology.nodes.size(); ++n)
            if (m_topology.nodes[n].kind == NodeKind::NvSwitch)
                m_switchRoots.insert(sets.find(n));
        m_sets = std::move(sets);
    }

    // What the NVLink tier of the design holds, per GPU and per GPU pair.
    struct NvlinkStats {
        BytesPerSec narrowestGpu = 0; // a GPU's NVLink in all, per direction
        BytesPerSec widestGpu = 0;
        std::map<std::pair<NodeId, NodeId>, BytesPerSec> pairBandwidth; // GPUs cabled to each other
        std::map<NodeId, std::set<NodeId>> gpuPeers;
        LatencyNs switchLinkLatency = 0; // mean over GPU-switch links
        LatencyNs switchLatency = 0; // the slowest switch chip's
        LatencyNs directLatency = 0; // the fastest GPU-GPU link's
    };

    NvlinkStats nvlinkStats() const
    {
        NvlinkStats stats;
        std::vector<BytesPerSec> gpuNvlink(m_topology.nodes.size(), 0);
        double switchLinkLatencySum = 0;
        int switchLinks = 0;
        std::optional<LatencyNs> directLatency;
        for (const Link& link : m_topology.links) {
            if (link.tier != LinkTier::NvLink)
                continue;
            const Node& a = m_topology.nodes[link.a];
            const Node& b = m_topology.nodes[link.b];
            if (a.kind == NodeKind::Gpu)
                gpuNvlink[link.a] += link.bytesPerSecPerDirection;
            if (b.kind == NodeKind::Gpu)
                gpuNvlink[link.b] += link.bytesPerSecPerDirection;
            if (a.kind == NodeKind::Gpu && b.kind == NodeKind::Gpu) {
                stats.pairBandwidth[{ std::min(link.a, link.b), std::max(link.a, link.b) }]
                    += link.bytesPerSecPerDirection;
                stats.gpuPeers[link.a].insert(link.b);
                stats.gpuPeers[link.b].insert(link.a);
                directLatency = std::min(directLatency.value_or(link.latencyNs), link.latencyNs);
            } else if (a.kind == NodeKind::NvSwitch || b.kind == NodeKind::NvSwitch) {
                switchLinkLatencySum += link.latencyNs;
                ++switchLinks;
                const Node& chip = a.kind == NodeKind::NvSwitch ? a : b;
                stats.switchLatency = std::max(stats.switchLatency, catalogSwitchLatency(m_catalog, m_topology, chip));
            }
        }
        stats.switchLinkLatency = switchLinks ? switchLinkLatencySum / switchLinks : 0;
        stats.directLatency = directLatency.value_or(0);
        std::optional<BytesPerSec> narrowest;
        for (const auto& domain : m_domains)
            for (const NodeId gpu : domain) {
                narrowest = std::min(narrowest.value_or(gpuNvlink[gpu]), gpuNvlink[gpu]);
                stats.widestGpu = std::max(stats.widestGpu, gpuNvlink[gpu]);
            }
        stats.narrowestGpu = narrowest.value_or(0);
        return stats;
    }

    Dimension scaleUp()
    {
        const NvlinkStats stats = nvlinkStats();
        if (stats.widestGpu > stats.narrowestGpu * 1.001)
            note(localized(QT_TRANSLATE_NOOP("scalescope-core",
                               "GPUs have %1 to %2 GB/s of NVLink per direction: the narrowest is used"),
                { fixed(stats.narrowestGpu / kGiga, 1), fixed(stats.widestGpu / kGiga, 1) }));
        const bool switched = std::any_of(m_domains.begin(), m_domains.end(),
            [&](const auto& domain) { return m_switchRoots.count(m_sets->find(domain.front())) > 0; });
        return switched ? switchedDimension(stats) : directDimension(stats);
    }

    Dimension switchedDimension(const NvlinkStats& stats)
    {
        Dimension dim;
        dim.role = "scale-up (NVLink domain)";
        dim.shape = "Switch";
        dim.npus = m_domainSize;
        dim.bytesPerSec = stats.narrowestGpu;
        dim.latencyNs = stats.switchLinkLatency + stats.switchLatency / 2;
        note(localized(QT_TRANSLATE_NOOP("scalescope-core",
                           "scale-up: %1 GPUs per NVLink domain through NVSwitch, each GPU's %2 GB/s per direction as "
                           "one link to one switch"),
            { std::to_string(m_domainSize), fixed(gBpsFromBytesPerSec(dim.bytesPerSec), 1) }));
        if (!stats.pairBandwidth.empty())
            note(localized(QT_TRANSLATE_NOOP(
                "scalescope-core", "NVLinks cabled straight between GPUs beside the switches are left out")));
        return dim;
    }

    Dimension directDimension(const NvlinkStats& stats)
    {
        bool allToAll = true, ring = true;
        for (const auto& domain : m_domains)
            for (const NodeId gpu : domain) {
                const auto peers = stats.gpuPeers.find(gpu);
                const std::size_t count = peers == stats.gpuPeers.end() ? 0 : peers->second.size();
                allToAll = allToAll && count + 1 == domain.size();
                ring = ring && count == 2;
            }
        std::optional<BytesPerSec> narrowestPair;
        for (const auto& [pair, bandwidth] : stats.pairBandwidth)
            narrowestPair = std::min(narrowestPair.value_or(bandwidth), bandwidth);
        Dimension dim;
        dim.role = "scale-up (NVLink domain)";
        dim.shape = allToAll ? "FullyConnected" : "Ring";
        dim.npus = m_domainSize;
        dim.bytesPerSec = narrowestPair.value_or(0);
        dim.latencyNs = stats.directLatency;
        if (!allToAll && !ring)
            note(localized(QT_TRANSLATE_NOOP("scalescope-core",
                "GPUs are cabled to each other neither as a ring nor all to all: described as a Ring")));
        note(localized(QT_TRANSLATE_NOOP("scalescope-core",
                           "scale-up: %1 GPUs per NVLink domain cabled directly (%2), %3 GB/s per GPU pair and "
                           "direction"),
            { std::to_string(m_domainSize), dim.shape, fixed(gBpsFromBytesPerSec(dim.bytesPerSec), 1) }));
        return dim;
    }

    Dimension scaleOut()
    {
        BytesPerSec computeNicBytes = 0;
        double fabricLinkLatencySum = 0;
        int fabricLinks = 0;
        for (const Link& link : m_topology.links) {
            if (link.tier != LinkTier::InfiniBand && link.tier != LinkTier::Ethernet)
                continue;
            const Node& a = m_topology.nodes[link.a];
            const Node& b = m_topology.nodes[link.b];
            const bool aCompute = a.network == Network::Compute;
            const bool bCompute = b.network == Network::Compute;
            if (!aCompute || !bCompute)
                continue;
            fabricLinkLatencySum += link.latencyNs;
            ++fabricLinks;
            if (a.kind == NodeKind::Nic)
                computeNicBytes += link.bytesPerSecPerDirection;
            if (b.kind == NodeKind::Nic)
                computeNicBytes += link.bytesPerSecPerDirection;
        }
        if (computeNicBytes <= 0)
            throw std::invalid_argument(localized(QT_TRANSLATE_NOOP("scalescope-core",
                                                      "%1 NVLink domains are not joined by a compute fabric (no "
                                                      "compute NIC is cabled)"),
                { std::to_string(m_domains.size()) }));
        SwitchRole top = SwitchRole::None;
        double switchLatencySum = 0;
        int switches = 0;
        for (const Node& node : m_topology.nodes)
            if ((node.kind == NodeKind::IbSwitch || node.kind == NodeKind::EthSwitch)
                && node.network == Network::Compute) {
                top = std::max(top, node.role);
                switchLatencySum += catalogSwitchLatency(m_catalog, m_topology, node);
                ++switches;
            }
        const int hops = top == SwitchRole::Core ? 5 : top == SwitchRole::Spine ? 3 : switches > 0 ? 1 : 0;
        const double linkLatency = fabricLinks ? fabricLinkLatencySum / fabricLinks : 0;
        const double switchLatency = switches ? switchLatencySum / switches : 0;
        const double pathNs = (hops + 1) * linkLatency + hops * switchLatency;

        Dimension dim;
        dim.role = "scale-out (compute fabric, " + std::string(describe(m_topology.scaleOut)) + ")";
        dim.shape = "Switch";
        dim.npus = static_cast<int>(m_domains.size());
        dim.bytesPerSec = computeNicBytes / static_cast<double>(m_gpuCount);
        dim.latencyNs = pathNs / 2;
        note(localized(QT_TRANSLATE_NOOP("scalescope-core",
                           "scale-out: %1 NVLink domains through the compute fabric as one switch, %2 GB/s of compute "
                           "NIC per GPU and direction"),
            { std::to_string(dim.npus), fixed(gBpsFromBytesPerSec(dim.bytesPerSec), 1) }));
        note(localized(hops == 1 ? QT_TRANSLATE_NOOP("scalescope-core",
                           "the compute fabric's %1 switch hop (worst path) become one switch: its latency "
                           "is half the path, %2 ns; rails, oversubscription and planes are left out")
                                 : QT_TRANSLATE_NOOP("scalescope-core",
                                     "the compute fabric's %1 switch hops (worst path) become one switch: its latency "
                                     "is half the path, %2 ns; rails, oversubscription and planes are left out"),
            { std::to_string(hops), fixed(pathNs, 1) }));
        return dim;
    }

    const Topology& m_topology;
    const Catalog& m_catalog;
    std::vector<std::vector<NodeId>> m_domains;
    std::set<std::size_t> m_switchRoots;
    std::optional<DisjointSets> m_sets; // NVLink-connected components
    int m_domainSize = 0;
    std::size_t m_gpuCount = 0;
    std::string m_notes;
};

std::string yamlList(const std::vector<std::string>& items)
{
    std::string text = "[ ";
    for (std::size_t i = 0; i < items.size(); ++i)
        text += (i ? ", " : "") + items[i];
    return text + " ]";
}

std::string collectiveFor(const Dimension& dim, bool allToAll)
{
    if (dim.shape == "Ring")
        return "ring";
    if (allToAll || dim.shape == "FullyConnected")
        return "direct";
    return isPowerOfTwo(dim.npus) ? "halvingDoubling" : "ring";
}

// Six decimals: the bandwidth read back is the design's to within 0.5e-6 x 2^30 bytes/s (537 bytes/s).
constexpr int kBandwidthDecimals = 6;

std::string networkYaml(const std::vector<Dimension>& dims)
{
    std::vector<std::string> shapes, npus, bandwidths, latencies;
    std::string roles;
    long long npuProduct = 1;
    for (std::size_t i = 0; i < dims.size(); ++i) {
        const Dimension& dim = dims[i];
        shapes.push_back(dim.shape);
        npus.push_back(std::to_string(dim.npus));
        bandwidths.push_back(fixed(astraSimBandwidthFromBytesPerSec(dim.bytesPerSec), kBandwidthDecimals));
        latencies.push_back(fixed(dim.latencyNs, 3));
        roles += (i ? "; dimension " : "# dimension ") + std::to_string(i) + ": " + dim.role;
        npuProduct *= dim.npus;
    }
    return "# ASTRA-sim analytical network written by ScaleScope\n" + roles + "\ntopology: " + yamlList(shapes) + "\n# "
        + std::to_string(npuProduct) + " NPUs (GPUs)\nnpus_count: " + yamlList(npus)
        + "\n# per link and direction, in ASTRA-sim's \"GB/s\", which it reads as 2^30 bytes/s (GiB/s)\nbandwidth: "
        + yamlList(bandwidths) + "  # GiB/s\n# per link\nlatency: " + yamlList(latencies) + "  # ns\n";
}

} // namespace

AstraSimFiles exportAstraSim(const Topology& topology, const Catalog& catalog)
{
    Summariser summariser(topology, catalog);
    const std::vector<Dimension> dims = summariser.dimensions();

    AstraSimFiles files;
    files.notes = summariser.notes();
    files.networkYaml = networkYaml(dims);
    files.notes += localized(QT_TRANSLATE_NOOP("scalescope-core",
                                 "bandwidth is written in ASTRA-sim's unit, which it reads as 2^30 bytes/s (GiB/s): %1 "
                                 "GB/s (10^9 bytes/s) becomes %2"),
                       { fixed(gBpsFromBytesPerSec(dims.front().bytesPerSec), 1),
                           fixed(astraSimBandwidthFromBytesPerSec(dims.front().bytesPerSec), kBandwidthDecimals) })
        + "\n";

    nlohmann::ordered_json system;
    system["scheduling-policy"] = "LIFO";
    system["endpoint-delay"] = 10;
    system["active-chunks-per-dimension"] = 1;
    system["preferred-dataset-splits"] = 4;
    for (const auto& [key, allToAll] :
        { std::pair { "all-reduce-implementation", false }, { "reduce-scatter-implementation", false },
            { "all-gather-implementation", false }, { "all-to-all-implementation", true } }) {
        nlohmann::ordered_json list = nlohmann::ordered_json::array();
        for (const Dimension& dim : dims)
            list.push_back(collectiveFor(dim, allToAll));
        system[key] = list;
    }
    system["collective-optimization"] = "localBWAware";
    system["local-reduction-delay"] = 1;
    files.systemJson = system.dump(2) + "\n";
    for (const Dimension& dim : dims)
        if (dim.shape == "Switch" && !isPowerOfTwo(dim.npus))
            files.notes += localized(QT_TRANSLATE_NOOP("scalescope-core",
                                         "a switch dimension of %1 NPUs (not a power of two) runs ring collectives "
                                         "instead of halving-doubling"),
                               { std::to_string(dim.npus) })
                + "\n";
    return files;
}

} // namespace scalescope

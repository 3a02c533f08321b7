#include "generate/ClosBuilder.h"
#include "model/Localized.h"
#include "util/IntegerMath.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace scalescope {
namespace {

NodeKind switchKindFor(LinkTier tier)
{
    return tier == LinkTier::InfiniBand ? NodeKind::IbSwitch : NodeKind::EthSwitch;
}

std::uint16_t lanesFor(LinkTier tier, BytesPerSec rate)
{
    return tier == LinkTier::InfiniBand ? kInfinibandLanes : ethernetLanes(rate);
}

} // namespace

std::uint16_t ethernetLanes(BytesPerSec bytesPerSec)
{
    const double lanes = std::ceil(bytesPerSec / bytesPerSecFromGbps(100));
    return static_cast<std::uint16_t>(std::max(1.0, lanes));
}

std::pair<int, int> leafPortSplit(int radix, double oversubscription)
{
    const int down = static_cast<int>(std::floor(radix * oversubscription / (oversubscription + 1.0) + 1e-9));
    return { down, radix - down };
}

// Spines of a pod: as many as the most uplinks one of its leaves cables.
static int podSpines(const std::vector<int>& uplinksPerLeaf, int pod, int podLeaves)
{
    const auto first = uplinksPerLeaf.begin() + static_cast<std::ptrdiff_t>(pod) * podLeaves;
    const auto last = uplinksPerLeaf.begin()
        + std::min<std::ptrdiff_t>(
            static_cast<std::ptrdiff_t>(pod + 1) * podLeaves, static_cast<std::ptrdiff_t>(uplinksPerLeaf.size()));
    return *std::max_element(first, last);
}

int leafUplinks(const ClosLeafGroup& group, const ClosParams& params, double oversubscription)
{
    BytesPerSec down = 0;
    for (const ClosEndpoint& endpoint : group.endpoints)
        down += std::min(endpoint.bytesPerSec, params.leaf->portBytesPerSec);
    const BytesPerSec upRate = std::min(params.leafUplinkBytesPerSec, params.spine->portBytesPerSec);
    const int needed = static_cast<int>(std::ceil(down / (oversubscription * upRate) - 1e-9));
    return std::clamp(needed, 1, params.leafUpPorts);
}

// A single leaf is the whole fabric; more leaves need uplinks to join them. True when `shape` is done.
static bool isSingleTier(ClosShape& shape, int leaves, const ClosParams& params)
{
    shape.leaves = std::max(leaves, 0);
    if (leaves <= 1) {
        shape.tiers = 1;
        return true;
    }
    if (params.leafUpPorts < 1)
        throw std::invalid_argument(
            localized(QT_TRANSLATE_NOOP("scalescope-core", "leaf %1 has no uplink ports to join %2 leaves"),
                { params.leaf->id, std::to_string(leaves) }));
    return false;
}

// Three tiers: the smallest core group per spine position whose cores take every pod's uplinks.
static ClosShape withCoreGroups(ClosShape shape, int spinePositions, const ClosParams& params)
{
    const int spineRadix = params.spine->ports;
    const int spineUp = spineRadix - spineRadix / 2;
    for (int group = 1; group <= spineUp; ++group)
        if (shape.pods * ceilDiv(spineUp, group) <= spineRadix) {
            shape.coreGroupSize = group;
            shape.cores = group * spinePositions;
            return shape;
        }
    throw std::invalid_argument(
        localized(QT_TRANSLATE_NOOP("scalescope-core", "%1 leaves exceed a three-tier fat tree of %2 (radix %3)"),
            { std::to_string(shape.leaves), params.spine->id, std::to_string(spineRadix) }));
}

// The same decisions as the general planClos below, where every leaf cables all `up` uplinks:
// arithmetic on counts, however many leaves.
ClosShape planClos(int leaves, const ClosParams& params)
{
    ClosShape shape;
    if (isSingleTier(shape, leaves, params))
        return shape;
    const int up = params.leafUpPorts;
    const int spineRadix = params.spine->ports;
    for (int spines = 1; spines <= up; ++spines)
        if (static_cast<long long>(leaves) * ceilDiv(up, spines) <= spineRadix) {
            shape.tiers = 2;
            shape.spines = spines;
            return shape;
        }
    shape.tiers = 3;
    shape.pods = ceilDiv(leaves, spineRadix / 2);
    shape.spines = shape.pods * up;
    return withCoreGroups(shape, up, params);
}

ClosShape planClos(const std::vector<int>& uplinksPerLeaf, const ClosParams& params)
{
    ClosShape shape;
    const int leaves = static_cast<int>(uplinksPerLeaf.size());
    if (isSingleTier(shape, leaves, params))
        return shape;
    const int spineRadix = params.spine->ports;
    const int mostUplinks = *std::max_element(uplinksPerLeaf.begin(), uplinksPerLeaf.end());
    // Two tiers: the fewest spines such that every spine takes its share of every leaf's uplinks.
    for (int spines = 1; spines <= mostUplinks; ++spines) {
        int busiest = 0;
        for (const int uplinks : uplinksPerLeaf)
            busiest += ceilDiv(uplinks, spines);
        if (busiest <= spineRadix) {
            shape.tiers = 2;
            shape.spines = spines;
            return shape;
        }
    }
    // Three tiers: pods of spineRadix/2 leaves, each leaf linked once to each of its pod's spines,
    // spine position j of every pod joined by core group j.
    const int podLeaves = spineRadix / 2;
    shape.tiers = 3;
    shape.pods = ceilDiv(leaves, podLeaves);
    int positions = 0;
    for (int pod = 0; pod < shape.pods; ++pod) {
        const int spines = podSpines(uplinksPerLeaf, pod, podLeaves);
        shape.spines += spines;
        positions = std::max(positions, spines);
    }
    return withCoreGroups(shape, positions, params);
}

namespace {

// Adds the fabric's switches and cables to the topology, all of one tier and network.
class ClosWiring {
public:
    ClosWiring(Topology& topology, const ClosParams& params)
        : m_topology(topology)
        , m_params(params)
        , m_kind(switchKindFor(params.tier))
        , leafModel(topology.internModel(params.leaf->id))
        , spineModel(topology.internModel(params.spine->id))
        , first(firstPortNumber(params.tier))
    {
    }

    NodeId addSwitch(std::string name, SwitchRole role, std::uint16_t model, int ports, int index)
    {
        Node node;
        node.name = std::move(name);
        node.kind = m_kind;
        node.role = role;
        node.network = m_params.network;
        node.model = model;
        node.portCount = static_cast<std::uint16_t>(ports);
        node.localIndex = static_cast<std::uint16_t>(index);
        return m_topology.addNode(std::move(node));
    }

    // The switches of a tier above the leaves, named PREFIX/NAMEi.
    std::vector<NodeId> addUpperSwitches(const char* name, SwitchRole role, int count)
    {
        std::vector<NodeId> switches;
        for (int i = 0; i < count; ++i)
            switches.push_back(addSwitch(
                m_params.prefix + "/" + name + std::to_string(i), role, spineModel, m_params.spine->ports, i));
        return switches;
    }

    void addLink(NodeId a, int portA, NodeId b, int portB, BytesPerSec rate, LatencyNs latency)
    {
        Link link;
        link.a = a;
        link.b = b;
        link.portA = static_cast<std::uint16_t>(portA);
        link.portB = static_cast<std::uint16_t>(portB);
        link.tier = m_params.tier;
        link.lanes = lanesFor(m_params.tier, rate);
        link.bytesPerSecPerDirection = rate;
        link.latencyNs = latency;
        m_topology.addLink(link);
    }

private:
    Topology& m_topology;
    const ClosParams& m_params;
    NodeKind m_kind;

public:
    const std::uint16_t leafModel; // interned before any switch is added, the spine's even with one tier
    const std::uint16_t spineModel;
    const int first; // the tier's first port number
};

// A leaf per group, each endpoint of the group cabled to its next down port.
std::vector<NodeId> cableLeaves(ClosWiring& wiring, const std::vector<ClosLeafGroup>& groups, const ClosParams& params)
{
    std::vector<NodeId> leaves;
    leaves.reserve(groups.size());
    for (std::size_t j = 0; j < groups.size(); ++j) {
        const NodeId leaf = wiring.addSwitch(groups[j].leafName, SwitchRole::Leaf, wiring.leafModel,
            params.leafDownPorts + params.leafUpPorts, static_cast<int>(j));
        leaves.push_back(leaf);
        int port = wiring.first;
        for (const ClosEndpoint& endpoint : groups[j].endpoints) {
            const BytesPerSec rate = std::min(endpoint.bytesPerSec, params.leaf->portBytesPerSec);
            wiring.addLink(endpoint.node, endpoint.port, leaf, port++, rate, kEndpointCableNs);
        }
    }
    return leaves;
}

// Two tiers: each leaf's uplinks dealt over the spines in turn.
void cableSpines(ClosWiring& wiring, const std::vector<NodeId>& leaves, const std::vector<int>& uplinks,
    const ClosShape& shape, const ClosParams& params)
{
    const BytesPerSec upRate = std::min(params.leafUplinkBytesPerSec, params.spine->portBytesPerSec);
    const std::vector<NodeId> spines = wiring.addUpperSwitches("spine", SwitchRole::Spine, shape.spines);
    std::vector<int> spineNextPort(spines.size(), wiring.first);
    for (std::size_t j = 0; j < leaves.size(); ++j)
        for (int m = 0; m < uplinks[j]; ++m) {
            const int s = m % shape.spines;
            wiring.addLink(leaves[j], wiring.first + params.leafDownPorts + m, spines[s], spineNextPort[s]++, upRate,
                kLeafSpineCableNs);
        }
}

// Three tiers: pods of leaves under their own spines, each spine position's uplinks to its group
// of cores, as many as the spine has downlinks (non-blocking above the leaves).
void cablePods(ClosWiring& wiring, const std::vector<NodeId>& leaves, const std::vector<int>& uplinks,
    const ClosShape& shape, const ClosParams& params)
{
    const BytesPerSec upRate = std::min(params.leafUplinkBytesPerSec, params.spine->portBytesPerSec);
    const std::vector<NodeId> spines = wiring.addUpperSwitches("spine", SwitchRole::Spine, shape.spines);
    const int first = wiring.first;
    const int podLeaves = params.spine->ports / 2;
    std::vector<int> podFirstSpine(static_cast<std::size_t>(shape.pods) + 1, 0);
    for (int pod = 0; pod < shape.pods; ++pod)
        podFirstSpine[pod + 1] = podFirstSpine[pod] + podSpines(uplinks, pod, podLeaves);
    std::vector<int> spineDown(spines.size(), 0);
    for (std::size_t j = 0; j < leaves.size(); ++j) {
        const int pod = static_cast<int>(j) / podLeaves;
        for (int m = 0; m < uplinks[j]; ++m) {
            const int s = podFirstSpine[pod] + m;
            ++spineDown[s];
            wiring.addLink(leaves[j], first + params.leafDownPorts + m, spines[s],
                first + static_cast<int>(j) % podLeaves, upRate, kLeafSpineCableNs);
        }
    }
    const std::vector<NodeId> cores = wiring.addUpperSwitches("core", SwitchRole::Core, shape.cores);
    std::vector<int> coreNextPort(cores.size(), first);
    for (int pod = 0; pod < shape.pods; ++pod)
        for (int position = 0; position < podFirstSpine[pod + 1] - podFirstSpine[pod]; ++position) {
            const int s = podFirstSpine[pod] + position;
            for (int m = 0; m < spineDown[s]; ++m) {
                const int c = position * shape.coreGroupSize + m % shape.coreGroupSize;
                wiring.addLink(spines[s], first + podLeaves + m, cores[c], coreNextPort[c]++,
                    params.spine->portBytesPerSec, kSpineCoreCableNs);
            }
        }
}

} // namespace

ClosShape buildClos(Topology& topology, const std::vector<ClosLeafGroup>& groups, const ClosParams& params)
{
    std::vector<int> uplinks;
    uplinks.reserve(groups.size());
    for (const ClosLeafGroup& group : groups)
        uplinks.push_back(leafUplinks(group, params, params.oversubscription));
    const ClosShape shape = planClos(uplinks, params);
    ClosWiring wiring(topology, params);
    const std::vector<NodeId> leaves = cableLeaves(wiring, groups, params);
    if (shape.tiers == 2)
        cableSpines(wiring, leaves, uplinks, shape, params);
    else if (shape.tiers == 3)
        cablePods(wiring, leaves, uplinks, shape, params);
    return shape;
}

} // namespace scalescope

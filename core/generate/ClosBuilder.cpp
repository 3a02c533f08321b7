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

ClosShape buildClos(Topology& topology, const std::vector<ClosLeafGroup>& groups, const ClosParams& params)
{
    std::vector<int> uplinks;
    uplinks.reserve(groups.size());
    for (const ClosLeafGroup& group : groups)
        uplinks.push_back(leafUplinks(group, params, params.oversubscription));
    const ClosShape shape = planClos(uplinks, params);
    const NodeKind kind = switchKindFor(params.tier);
    const std::uint16_t leafModel = topology.internModel(params.leaf->id);
    const std::uint16_t spineModel = topology.internModel(params.spine->id);
    const auto leafPorts = static_cast<std::uint16_t>(params.leafDownPorts + params.leafUpPorts);
    const auto spinePorts = static_cast<std::uint16_t>(params.spine->ports);
    const int first = firstPortNumber(params.tier);

    auto addSwitch = [&](std::string name, SwitchRole role, std::uint16_t model, std::uint16_t ports, int index) {
        Node node;
        node.name = std::move(name);
        node.kind = kind;
        node.role = role;
        node.network = params.network;
        node.model = model;
        node.portCount = ports;
        node.localIndex = static_cast<std::uint16_t>(index);
        return topology.addNode(std::move(node));
    };
    auto addLink = [&](NodeId a, int portA, NodeId b, int portB, BytesPerSec rate, LatencyNs latency) {
        Link link;
        link.a = a;
        link.b = b;
        link.portA = static_cast<std::uint16_t>(portA);
        link.portB = static_cast<std::uint16_t>(portB);
        link.tier = params.tier;
        link.lanes = lanesFor(params.tier, rate);
        link.bytesPerSecPerDirection = rate;
        link.latencyNs = latency;
        topology.addLink(link);
    };

    std::vector<NodeId> leaves;
    leaves.reserve(groups.size());
    for (std::size_t j = 0; j < groups.size(); ++j) {
        const NodeId leaf = addSwitch(groups[j].leafName, SwitchRole::Leaf, leafModel, leafPorts, static_cast<int>(j));
        leaves.push_back(leaf);
        int port = first;
        for (const ClosEndpoint& endpoint : groups[j].endpoints) {
            const BytesPerSec rate = std::min(endpoint.bytesPerSec, params.leaf->portBytesPerSec);
            addLink(endpoint.node, endpoint.port, leaf, port++, rate, kEndpointCableNs);
        }
    }
    if (shape.tiers == 1)
        return shape;

    const BytesPerSec upRate = std::min(params.leafUplinkBytesPerSec, params.spine->portBytesPerSec);
    std::vector<NodeId> spines;
    for (int s = 0; s < shape.spines; ++s)
        spines.push_back(
            addSwitch(params.prefix + "/spine" + std::to_string(s), SwitchRole::Spine, spineModel, spinePorts, s));
    std::vector<int> spineNextPort(spines.size(), first);

    if (shape.tiers == 2) {
        for (std::size_t j = 0; j < leaves.size(); ++j)
            for (int m = 0; m < uplinks[j]; ++m) {
                const int s = m % shape.spines;
                addLink(leaves[j], first + params.leafDownPorts + m, spines[s], spineNextPort[s]++, upRate,
                    kLeafSpineCableNs);
            }
        return shape;
    }

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
            addLink(leaves[j], first + params.leafDownPorts + m, spines[s], first + static_cast<int>(j) % podLeaves,
                upRate, kLeafSpineCableNs);
        }
    }
    std::vector<NodeId> cores;
    for (int c = 0; c < shape.cores; ++c)
        cores.push_back(
            addSwitch(params.prefix + "/core" + std::to_string(c), SwitchRole::Core, spineModel, spinePorts, c));
    std::vector<int> coreNextPort(cores.size(), first);
    for (int pod = 0; pod < shape.pods; ++pod)
        for (int position = 0; position < podFirstSpine[pod + 1] - podFirstSpine[pod]; ++position) {
            const int s = podFirstSpine[pod] + position;
            // A spine cables as many uplinks as it has downlinks: non-blocking above the leaves.
            for (int m = 0; m < spineDown[s]; ++m) {
                const int c = position * shape.coreGroupSize + m % shape.coreGroupSize;
                addLink(spines[s], first + podLeaves + m, cores[c], coreNextPort[c]++, params.spine->portBytesPerSec,
                    kSpineCoreCableNs);
            }
        }
    return shape;
}

} // namespace scalescope

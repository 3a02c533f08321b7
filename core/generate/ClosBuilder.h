// Builds a folded-Clos (fat-tree) switch fabric over given endpoints: one tier of leaves when
// a single leaf suffices, two tiers (leaf/spine) while every leaf can reach every spine, three
// (leaf/spine/core, in pods of half a spine's radix) above that. Serves the InfiniBand compute
// fabric (fat-tree or rail-optimized, decided by how endpoints are grouped onto leaves), the
// storage Ethernet and the management Ethernet.
#pragma once

#include "catalog/Catalog.h"
#include "model/Topology.h"

#include <string>
#include <vector>

namespace scalescope {

struct ClosEndpoint {
    NodeId node = 0;
    std::uint16_t port = 0;
    BytesPerSec bytesPerSec = 0;
};

// The endpoints one leaf serves, and the leaf's name.
struct ClosLeafGroup {
    std::string leafName;
    std::vector<ClosEndpoint> endpoints;
};

struct ClosParams {
    std::string prefix; // names spines and cores: PREFIX/spineN, PREFIX/coreN
    LinkTier tier = LinkTier::InfiniBand;
    Network network = Network::Compute;
    const SwitchSpec* leaf = nullptr;
    const SwitchSpec* spine = nullptr; // also the core switch
    int leafDownPorts = 0;
    int leafUpPorts = 0;
    BytesPerSec leafUplinkBytesPerSec = 0;
    double oversubscription = 1.0; // leaf down:up bandwidth ratio
};

struct ClosShape {
    int tiers = 0; // 1, 2 or 3
    int leaves = 0;
    int spines = 0;
    int cores = 0;
    int pods = 0; // three tiers: leaves are grouped in pods of spine radix / 2
    int coreGroupSize = 0; // three tiers: cores each spine position reaches
    int switches() const { return leaves + spines + cores; }
};

// The shape a fabric takes whose leaf j cables uplinksPerLeaf[j] uplinks; throws
// std::invalid_argument when even three tiers of these switches cannot join them.
ClosShape planClos(const std::vector<int>& uplinksPerLeaf, const ClosParams& params);
// The same for `leaves` leaves that all cable every uplink port, from the counts alone (no list
// of leaves is made: the capacity check calls it for any size).
ClosShape planClos(int leaves, const ClosParams& params);

// Uplinks a leaf cables: enough for its endpoints' bandwidth at the oversubscription ratio,
// never more than its uplink ports.
int leafUplinks(const ClosLeafGroup& group, const ClosParams& params, double oversubscription);

// Adds switches and links to the topology; returns the shape built.
ClosShape buildClos(Topology& topology, const std::vector<ClosLeafGroup>& groups, const ClosParams& params);

// Leaf down/up ports for a radix and an oversubscription ratio (down/up <= ratio).
std::pair<int, int> leafPortSplit(int radix, double oversubscription);

// Ethernet lanes for a port rate (100G serdes lanes; at least one).
std::uint16_t ethernetLanes(BytesPerSec bytesPerSec);
inline constexpr std::uint16_t kInfinibandLanes = 4; // IB ports are 4x

// Cable propagation, about 5 ns per metre in fibre, over typical run lengths.
inline constexpr LatencyNs kCableNsPerMetre = 5.0;
inline constexpr LatencyNs kEndpointCableNs = 5 * kCableNsPerMetre;
inline constexpr LatencyNs kLeafSpineCableNs = 30 * kCableNsPerMetre;
inline constexpr LatencyNs kSpineCoreCableNs = 100 * kCableNsPerMetre;

} // namespace scalescope

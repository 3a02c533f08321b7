// How large a preset can be built, decided from counts before anything is built: the compute
// fabric runs out of three tiers or of one InfiniBand subnet's LIDs in each of its planes (at
// most one plane per rail), the Ethernet networks out of three tiers in 64 planes.
#pragma once

#include "generate/ClusterOptions.h"
#include "catalog/Catalog.h"

#include <string>

namespace scalescope {

// What a cluster is made of once its options are resolved against the catalog.
struct ClusterParts {
    const SystemSpec* system = nullptr;
    const NicSpec* nic = nullptr;
    BytesPerSec nicBytesPerSec = 0; // the rate the compute NICs run at
    const SwitchSpec* fabricSwitch = nullptr; // the compute fabric's
    const SwitchSpec* storageLeaf = nullptr;
    const SwitchSpec* storageSpine = nullptr;
    const SwitchSpec* managementLeaf = nullptr;
    const SwitchSpec* managementSpine = nullptr;
    const StorageSpec* server = nullptr;
    FabricKind fabric = FabricKind::FatTree;
};

// Throws std::invalid_argument with a message for the user when an option names what the
// catalog lacks or is out of range (the count and the storage servers are not looked at).
ClusterParts resolveClusterParts(const Catalog& catalog, const ClusterOptions& options);

// Storage servers of a cluster of `count` NVLink domains: the option, else one per
// gpus_per_server GPUs and at least two.
int storageServersFor(const ClusterOptions& options, const Catalog& catalog, int count);

struct ClusterCapacity {
    int maxCount = 0; // the most nodes or racks these options build (0: not even one)
    std::string limit; // what runs out one past it
};

// The largest count (at most kMaxClusterCount) that buildCluster accepts with these options
// (options.count is not looked at). Arithmetic on counts: a few milliseconds at any size.
ClusterCapacity clusterCapacity(const Catalog& catalog, const ClusterOptions& options);

// Throws std::invalid_argument naming the maximum when options.count is more than these
// options can build; the check buildCluster makes before building anything.
void requireClusterFits(const Catalog& catalog, const ClusterOptions& options);

// The most nodes or racks a preset builds with any fabric options (every fabric kind,
// InfiniBand switch and leaf split, no storage servers): the design file schema's maximum.
int presetCapacityBound(const Catalog& catalog, const std::string& preset);

} // namespace scalescope

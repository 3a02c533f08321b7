// Builds a whole cluster from a preset: the NVLink domains of its systems, the InfiniBand
// compute fabric (fat tree or rail-optimized, split into planes when one fabric cannot hold
// it), the storage Ethernet with its servers, the management Ethernet, and every address.
#pragma once

#include "generate/ClosBuilder.h"
#include "generate/ClusterOptions.h"
#include "catalog/Catalog.h"
#include "model/Topology.h"

#include <string>
#include <vector>

namespace scalescope {

struct FabricReport {
    std::string name; // "compute", "storage", "management"
    std::string switchModel;
    int planes = 1;
    ClosShape shape; // per plane
    int endpoints = 0; // all planes
    int leafDownPorts = 0;
    int leafUpPorts = 0;
};

struct ClusterReport {
    std::string preset;
    FabricKind fabric = FabricKind::FatTree;
    ScaleOutNetwork network = ScaleOutNetwork::InfiniBand;
    std::string computeNic;
    BytesPerSec computeNicBytesPerSec = 0;
    int storageServers = 0;
    std::vector<FabricReport> fabrics;
};

struct GeneratedCluster {
    Topology topology;
    ClusterReport report;
};

// Whether buildCluster first checks from the counts alone that the options fit
// (requireClusterFits). Skip is for the tests that hold that check against the builder itself.
enum class CapacityCheck { First, Skip };

// Throws std::invalid_argument with a message for the user when the options cannot be built;
// a count the fabrics cannot hold is refused before anything is built, naming the maximum.
GeneratedCluster buildCluster(
    const Catalog& catalog, const ClusterOptions& options, CapacityCheck check = CapacityCheck::First);

// "dgx-h100 x 32 nodes" style summary of options, for names and listings.
std::string describeOptions(const ClusterOptions& options, const Catalog& catalog);

} // namespace scalescope

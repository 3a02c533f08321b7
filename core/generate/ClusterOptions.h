// What a preset is built with: the generator's parameters as the user gives them.
#pragma once

#include "catalog/Catalog.h"
#include "model/Topology.h"
#include "model/Units.h"

#include <optional>
#include <string>

namespace scalescope {

struct ClusterOptions {
    std::string preset; // a catalog system id, e.g. "dgx-h100"
    int count = 1; // nodes or racks, as the system scales
    std::optional<FabricKind> fabric; // default: the system's
    ScaleOutNetwork network = ScaleOutNetwork::InfiniBand; // what the compute fabric runs
    std::optional<FabricRouting> routing; // default: the fabric's (generate/RoutingDefault.h)
    double oversubscription = 1.0; // leaf down:up ratio of the compute fabric
    std::optional<BytesPerSec> nicBytesPerSec; // compute NIC rate; default: the system's
    std::optional<int> storageServers; // default: one per catalog gpus_per_server GPUs, at least 2
    std::string
        fabricSwitch; // compute fabric switch (InfiniBand, or Ethernet on RoCE); default: chosen for the NIC rate

    bool operator==(const ClusterOptions&) const = default;
};

inline constexpr int kMaxClusterCount = 65536;
inline constexpr double kMaxOversubscription = 16.0;

} // namespace scalescope

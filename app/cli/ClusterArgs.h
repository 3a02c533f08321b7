// The generator options shared by every subcommand that builds a preset.
#pragma once

#include "generate/ClusterOptions.h"
#include "catalog/Catalog.h"
#include "cli/Arguments.h"

#include <set>
#include <string>

namespace scalescope::cli {

// Options that take a value: --preset, --nodes, --racks, --fabric, --oversubscription, --nic,
// --storage, --ib-switch.
const std::set<std::string>& clusterOptionNames();
// Throws UsageError for missing or malformed options.
ClusterOptions parseClusterOptions(const Arguments& args, const Catalog& catalog);
// --routing ecmp|adaptive, when given; a usage error naming the choices for anything else.
std::optional<FabricRouting> parseRoutingOption(const Arguments& args);
// --qps-per-connection N (NCCL_IB_QPS_PER_CONNECTION, 1 to 128), 1 when not given.
int parseQpsPerConnectionOption(const Arguments& args);

} // namespace scalescope::cli

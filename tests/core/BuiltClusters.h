// A built-in preset built as `scalescope new` builds it, for the tests that need a cluster.
#pragma once

#include "catalog/Catalog.h"
#include "generate/ClusterBuilder.h"
#include "generate/ClusterOptions.h"
#include "model/Topology.h"

#include <string>

namespace scalescope::fixtures {

// `count` nodes or racks of `preset`; the other options as given (fabric, oversubscription...).
inline GeneratedCluster builtCluster(const std::string& preset, int count = 1, ClusterOptions options = {})
{
    options.preset = preset;
    options.count = count;
    return buildCluster(Catalog::builtIn(), options);
}

inline Topology builtTopology(const std::string& preset, int count = 1, ClusterOptions options = {})
{
    return builtCluster(preset, count, std::move(options)).topology;
}

} // namespace scalescope::fixtures

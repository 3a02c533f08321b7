// A design as its file states it: an optional generator (a preset with its options, expanded
// on load, so a 131,072-GPU cluster is a few lines), the generated devices and links the user
// removed, and devices, groups and links added by hand or by an importer. The Topology is
// derived from it (expandDesign); edits change the Design.
#pragma once

#include "generate/ClusterBuilder.h"
#include "generate/ClusterOptions.h"
#include "design/FailureScenario.h"
#include "design/Story.h"
#include "design/JobSpec.h"
#include "design/Survivors.h"
#include "design/TrainingJobSpec.h"
#include "model/Position.h"
#include "model/Topology.h"

#include <nlohmann/json.hpp>

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace scalescope {

struct PortRef {
    std::string node;
    int port = 0;
    bool operator==(const PortRef&) const = default;
};

struct NodeSpec {
    std::string name;
    NodeKind kind = NodeKind::Gpu;
    SwitchRole role = SwitchRole::None;
    Network network = Network::None;
    std::string model;
    std::optional<int> ports;
    std::string group;
    std::optional<std::uint32_t> pci;
    std::optional<std::uint16_t> lid;
    std::optional<std::uint16_t> subnet;
    std::optional<std::uint64_t> guid;
    std::optional<std::uint32_t> ipv4;
    std::optional<std::uint64_t> mac;
    bool operator==(const NodeSpec&) const = default;
};

struct GroupSpec {
    std::string name;
    GroupKind kind = GroupKind::Rack;
    std::string parent;
    std::string model;
    bool operator==(const GroupSpec&) const = default;
};

struct LinkSpec {
    PortRef a, b;
    LinkTier tier = LinkTier::InfiniBand;
    BytesPerSec bytesPerSecPerDirection = 0;
    std::optional<int> lanes;
    std::optional<double> latencyNs;
    bool operator==(const LinkSpec&) const = default;
};

struct LinkRef {
    PortRef a, b;
    bool operator==(const LinkRef&) const = default;
};

// What the user set by hand on one device, over what the generator or the file's node gave it.
// Applied after every address is assigned, so that setting one renumbers no other device.
struct NodeOverride {
    std::optional<std::string> model;
    std::optional<std::uint32_t> pci;
    std::optional<std::uint16_t> lid;
    std::optional<std::uint64_t> guid;
    std::optional<std::uint32_t> ipv4;
    std::optional<std::uint64_t> mac;
    bool empty() const { return !model && !pci && !lid && !guid && !ipv4 && !mac; }
    bool operator==(const NodeOverride&) const = default;
};

struct Design {
    std::string name;
    std::string description;
    nlohmann::json catalog; // extra catalog entries the design uses; null when none
    std::optional<ClusterOptions> generator;
    // What the compute fabric runs, for a design without a generator (a generator states its
    // own); absent: InfiniBand.
    std::optional<ScaleOutNetwork> network;
    // How its switches route, for a design without a generator; absent: the network's default.
    std::optional<FabricRouting> routing;
    std::vector<std::string> removedNodes;
    std::vector<LinkRef> removedLinks;
    std::vector<GroupSpec> groups;
    std::vector<NodeSpec> nodes;
    std::vector<LinkSpec> links;
    std::map<std::string, NodeOverride> overrides; // by node name
    std::map<std::string, Position> positions; // by group or node name
    std::vector<JobSpec> jobs;
    std::vector<TrainingJobSpec> trainingJobs;
    // Devices and links marked failed or degraded, kept in the design and applied to what jobs
    // run on (ExpandedDesign::survivors), never to the topology itself.
    FailureScenario failures;
    // Named lists of scenes to present the design with (Story.h), in the user's order.
    std::vector<Story> stories;
    bool operator==(const Design&) const = default;
};

inline constexpr int kDesignFormatVersion = 1;
inline constexpr const char* kDesignFormatName = "scalescope";

struct ExpandedDesign {
    Topology topology;
    std::optional<ClusterReport> cluster; // how the generator built it, when there is one
    // The catalog it was built with (the base plus the design's own section): what every edit,
    // query, simulation and export of this topology looks models up in.
    SharedCatalog catalog;
    // What survives the design's failure scenario, made once per expansion for every job that
    // runs on it (planJob); null when no scenario applies (none, or disabled). `topology` stays
    // the full design, as drawn.
    std::shared_ptr<const SurvivingTopology> survivors;
};

// The base catalog plus the design's own section; the base itself when the design has none.
// Throws InputError naming `origin` and /catalog/... for each problem of the section.
SharedCatalog designCatalog(const Design& design, const SharedCatalog& base, const std::string& origin);

// Builds the topology a design describes, with the base catalog plus the design's own entries.
// Throws InputError naming `origin` and the JSON pointer of each problem.
ExpandedDesign expandDesign(const Design& design, const SharedCatalog& base, const std::string& origin);

// A design that states every group, node (with its addresses) and link of a topology, with no
// generator: for hand editing and for graphs that no preset describes.
Design designFromTopology(const Topology& topology, std::string name);

// How a design file states a node of a topology, its name (and group's) prefixed with `prefix`;
// with or without the addresses it has now.
NodeSpec nodeSpecOf(const Topology& topology, const Node& node, const std::string& prefix, bool withAddresses);

// How a design file states a link of a topology, its node names prefixed with `prefix`.
LinkSpec linkSpecOf(const Topology& topology, const Link& link, const std::string& prefix = {});

// Ports a catalog model gives a device of this kind, when the catalog knows the model.
std::optional<int> catalogPorts(const Catalog& catalog, NodeKind kind, const std::string& model);

// The highest port of its own tier (NVLink, InfiniBand or Ethernet) a device has cabled, plus
// one: the fewest ports a model of it may have.
int portsInUse(const Topology& topology, NodeId node);

// The link's default lane count for its tier and rate.
int defaultLanes(LinkTier tier, BytesPerSec bytesPerSec);

} // namespace scalescope

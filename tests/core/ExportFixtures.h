// What the tests of the exporters share: a preset's cluster, small topologies written by hand
// and a group found by name.
#pragma once

#include "BuiltClusters.h"
#include "model/Topology.h"

#include <QtGlobal>

#include <string>

namespace scalescope::fixtures {

inline NodeId addDevice(Topology& t, const std::string& name, NodeKind kind, GroupId group = kNoGroup,
    const std::string& model = "", std::uint32_t pci = Addresses::kNoPci)
{
    Node node;
    node.name = name;
    node.kind = kind;
    node.group = group;
    node.model = t.internModel(model);
    node.addresses.pciBdf = pci;
    return t.addNode(node);
}

inline void cable(Topology& t, NodeId a, NodeId b, LinkTier tier, double gBps, int lanes = 1)
{
    Link link;
    link.a = a;
    link.b = b;
    link.tier = tier;
    link.lanes = static_cast<std::uint16_t>(lanes);
    link.bytesPerSecPerDirection = bytesPerSecFromGBps(gBps);
    link.latencyNs = 10;
    t.addLink(link);
}

inline GroupId groupNamed(const Topology& t, const std::string& name)
{
    const auto g = t.findGroup(name);
    if (!g)
        qFatal("no group %s", name.c_str());
    return *g;
}

} // namespace scalescope::fixtures

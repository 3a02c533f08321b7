// Small topologies written by hand for the tests of the layout's parts, and the geometry checks
// they share.
#pragma once

#include "model/Topology.h"
#include "layout/SceneLayout.h"

#include <cmath>
#include <string>

namespace scalescope::fixtures {

inline GroupId addGroup(Topology& t, const std::string& name, GroupKind kind, GroupId parent = kNoGroup)
{
    return t.addGroup(Group { name, kind, parent, 0 });
}

inline NodeId addDevice(Topology& t, const std::string& name, NodeKind kind, GroupId group = kNoGroup,
    Network network = Network::None, SwitchRole role = SwitchRole::None)
{
    Node node;
    node.name = name;
    node.kind = kind;
    node.group = group;
    node.network = network;
    node.role = role;
    return t.addNode(node);
}

// An InfiniBand switch outside any group, in the compute fabric.
inline NodeId addSwitch(Topology& t, const std::string& name, SwitchRole role)
{
    return addDevice(t, name, NodeKind::IbSwitch, kNoGroup, Network::Compute, role);
}

inline LinkId addCable(Topology& t, NodeId a, NodeId b, LinkTier tier = LinkTier::InfiniBand,
    BytesPerSec bytesPerSecPerDirection = bytesPerSecFromGbps(400))
{
    Link link;
    link.a = a;
    link.b = b;
    link.tier = tier;
    link.bytesPerSecPerDirection = bytesPerSecPerDirection;
    return t.addLink(link);
}

inline bool inside(const SceneRect& inner, const SceneRect& outer)
{
    return inner.x >= outer.x - 1e-3f && inner.y >= outer.y - 1e-3f
        && inner.x + inner.width <= outer.x + outer.width + 1e-3f
        && inner.y + inner.height <= outer.y + outer.height + 1e-3f;
}

inline bool sameRect(const SceneRect& a, const SceneRect& b)
{
    return a.x == b.x && a.y == b.y && a.width == b.width && a.height == b.height;
}

// `moved` is `from` shifted by (dx, dy), its size kept.
inline bool shifted(const SceneRect& from, const SceneRect& moved, float dx, float dy)
{
    return std::abs(moved.x - (from.x + dx)) < 1e-3f && std::abs(moved.y - (from.y + dy)) < 1e-3f
        && moved.width == from.width && moved.height == from.height;
}

inline bool overlap(const SceneRect& a, const SceneRect& b)
{
    return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

} // namespace scalescope::fixtures

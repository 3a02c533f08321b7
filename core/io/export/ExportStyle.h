// What the diagram exporters (DOT, draw.io) share: the colour and shape of each kind of device
// and tier of link (the canvas's light-theme colours), the words and rate of a link's label, and
// the links between the same two devices on one tier taken together as one edge.
#pragma once

#include "model/Topology.h"

#include <string>
#include <string_view>
#include <vector>

namespace scalescope::exportstyle {

// "#76b900": fill of a device of this kind.
std::string_view kindColour(NodeKind kind);
// Stroke of a link of this tier.
std::string_view tierColour(LinkTier tier);
// "NVLink", "InfiniBand", ... as people write them.
std::string_view tierTitle(LinkTier tier);

// The links between two devices on one tier: an NVLink bundle of 5 and an NVL72 GPU's links to
// one switch chip alike become one edge.
struct MergedLink {
    NodeId a = 0, b = 0; // a < b
    LinkTier tier = LinkTier::NvLink;
    int links = 0; // Topology links taken together
    int lanes = 0; // NVLink: links in all; other tiers: serdes lanes of one link
    BytesPerSec bytesPerSecPerDirection = 0; // all of them together
    LinkId first = 0; // the first of them, in topology order
};
// In order of each pair's first link, so the output is stable.
std::vector<MergedLink> mergeParallelLinks(const Topology& topology);

// "NVLink x5, 125 GB/s" or "InfiniBand, 400 Gb/s": rates in bytes inside a system, in bits
// on the network tiers, as the hardware is named.
std::string linkLabel(const MergedLink& link);

// Text as XML 1.0 can hold it: each character XML forbids (C0 controls other than tab, newline
// and carriage return, U+FFFE, U+FFFF) and each byte that is not UTF-8 becomes U+FFFD. Names
// that passed model/NameCheck.h pass unchanged.
std::string xmlText(std::string_view text);

// The part of a device's name after its group's name ("gpu3" for "node0/gpu3").
std::string_view shortName(const Topology& topology, const Node& node);

} // namespace scalescope::exportstyle

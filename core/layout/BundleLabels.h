// The labels of a drawing list's bundles: each says how many links it holds, the rate of each
// when they share one, and all together ("256 x 400 Gb/s, 102.4 Tb/s"). Zoomed out, bundles
// alike (of one tier, saying the same, from one block: a fat tree's units up to their leaf tier)
// are a family labelled once ("16 bands, each 256 x 400 Gb/s, 102.4 Tb/s"), on the longest of
// them that has room, rather than the same words on every band.
#pragma once

#include "layout/DrawingList.h"
#include "layout/SceneLabels.h"

#include <string>
#include <vector>

namespace scalescope {

// "64 x 400 Gb/s, 25.6 Tb/s", in the user's language.
std::string bundleText(const Topology& topology, const DrawingList& list, std::uint32_t bundle);

// Every bundle's label (at Blocks detail, a family's once), appended to `out`.
void addBundleLabels(
    const Topology& topology, const Scene& scene, const DrawingList& list, std::vector<LabelCandidate>& out);

// Scale-out links are spoken of in bits, NVLink and PCIe in bytes; one label never mixes them.
std::string formatTierRate(LinkTier tier, BytesPerSec rate);

} // namespace scalescope

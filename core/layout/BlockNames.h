// What each block of the collapsed view is called on screen and in diagrams, and what it holds:
// a rack's name, a run of racks by its first and last ("rack0 - rack7, 8 racks"), a scalable unit by its number,
// nodes and ends ("SU 3: 32 nodes, rack24 - rack31"), a single device's name, a tier of switches
// by how many and what, with its plane when there are several and its network when not the
// compute fabric ("ib0: 64 leaf switches, QM9700", "4 storage spine switches, SN4600").
#pragma once

#include "layout/SceneLayout.h"

#include <string>
#include <string_view>

namespace scalescope {

// "GPUs", "InfiniBand switches", "storage servers": what devices of a kind are called, many of them.
std::string_view pluralOfKind(NodeKind kind);
// "leaf switches", "spine switches"; "switches" for a switch of no tier.
std::string_view pluralOfRole(SwitchRole role);

// Fills scene.blockNames, one per block, with their shorter forms (scene.blockShortNames: "SU 3:
// 32 nodes", "SU 3"; "128 spine switches", "128 spines") and what each holds
// (scene.blockContents), from scene.blockOfNode and scene.blockGroupings.
void nameBlocks(const Topology& topology, Scene& scene);

} // namespace scalescope

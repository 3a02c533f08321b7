// What each block of the collapsed view is called on screen and in diagrams, and what it holds:
// a rack's name, a run of racks by its first and last ("rack0 - rack7, 8 racks"), a scalable unit by its number,
// nodes and ends ("SU 3: 32 nodes, rack24 - rack31"), a single device's name, a tier of switches
// by how many and what, with its plane when there are several and its network when not the
// compute fabric ("ib0: 64 leaf switches, QM9700", "4 storage spine switches, SN4600").
#pragma once

#include "layout/SceneLayout.h"

#include <string>

namespace scalescope {

// "%1 GPUs", "%1 InfiniBand switches", "%1 storage servers": how many devices of a kind there are,
// as the text marked for translation (QT_TRANSLATE_NOOP, in English; look it up with translated()
// and fill %1 with the count). Always the plural: a block or a row holds several.
const char* countedKind(NodeKind kind);
// "%1 leaf switches", "%1 spine switches"; "%1 switches" for switches of no tier.
const char* countedRole(SwitchRole role);

// Fills scene.blockNames, one per block in the user's language, with their shorter forms (scene.blockShortNames: "SU 3:
// 32 nodes", "SU 3"; "128 spine switches", "128 spines") and what each holds
// (scene.blockContents), from scene.blockOfNode and scene.blockGroupings.
void nameBlocks(const Topology& topology, Scene& scene);

} // namespace scalescope

// What each block of the collapsed view is called on screen and in diagrams: a rack's name, a
// run of racks by its first and last ("rack0 - rack7, 8 racks"), a single device's name, a band
// of switches by how many and what ("64 leaf switches, QM9700").
#pragma once

#include "layout/SceneLayout.h"

#include <string>

namespace scalescope {

// Fills scene.blockNames, one per block, from scene.blockOfNode.
void nameBlocks(const Topology& topology, Scene& scene);

} // namespace scalescope

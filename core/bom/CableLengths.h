// How long the cable of each link is, in metres, from where the layout puts its two ends: racks
// stand 0.6 m apart in a row (a standard 600 mm rack) and rows 2.4 m apart (a 1.2 m rack and a
// 1.2 m aisle); a switch outside any rack stands in a network rack in front of the first row, at
// its drawn place. A cable inside one rack is 2 m long; between racks it runs the horizontal and
// row distance plus 1 m up and down at each end.
#pragma once

#include "layout/SceneLayout.h"
#include "model/Topology.h"

#include <vector>

namespace scalescope {

inline constexpr double kRackPitchMetres = 0.6;
inline constexpr double kRowPitchMetres = 2.4;
inline constexpr double kInRackCableMetres = 2.0;
inline constexpr double kRiserMetres = 1.0; // up out of a rack or down into one, at each end

// The length of every link's cable, indexed by LinkId (0 for links that need none: those inside a
// node or tray, NVLink, PCIe and NVLink-C2C).
std::vector<double> cableLengthsMetres(const Topology& topology, const Scene& scene);

// Whether a link is cabled between boxes (InfiniBand and Ethernet links).
bool needsCable(const Link& link);

} // namespace scalescope

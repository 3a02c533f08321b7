// The bisection bandwidth of a design's scale-out (compute) fabric, computed on its links: the
// compute NICs in design order are split into two halves (the first half and the rest; for the
// generated fabrics, whose hosts come in leaf and scalable-unit order, this puts whole units and
// pods on each side, the cut across the spine or core layer that limits a Clos), and the most
// the first half can send to the second at once is the maximum flow between them through the
// fabric's links (NIC to leaf, leaf to spine, spine to core; each link's rate per direction),
// which equals the smallest cut between them. Switches are taken as non-blocking inside.
//
// Checks by hand: a two-tier fat tree of N NICs at rate r and leaf down:up ratio R, whose leaves
// each hold whole numbers of NICs, gives (N/2) r / R (1:1: half the NICs at line rate, full
// bisection); a single leaf, or rails that each reach every NIC of theirs on one leaf, give what
// the NICs of one side of each leaf can send to the other's.
#pragma once

#include "model/Topology.h"
#include "model/Units.h"

#include <cstddef>

namespace scalescope {

struct FabricBisection {
    std::size_t nicsFirstHalf = 0, nicsSecondHalf = 0; // compute NICs on each side
    // The first half's own NIC links: the most any fabric could carry across, one direction.
    BytesPerSec firstHalfNicBytesPerSec = 0;
    // What the fabric carries from the first half to the second at once, one direction.
    BytesPerSec bytesPerSec = 0;

    // Of what the first half's NICs could send, the share the fabric carries (1: full bisection).
    double fraction() const { return firstHalfNicBytesPerSec > 0 ? bytesPerSec / firstHalfNicBytesPerSec : 0; }
};

FabricBisection fabricBisection(const Topology& topology);

} // namespace scalescope

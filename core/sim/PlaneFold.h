// NVSwitch planes folded into one. The switch chips of an NVLink domain that reach the same GPUs
// by the same lanes at the same capacities (an NVL72 rack's 18 chips, a DGX H100's two pairs of
// 5-lane and 4-lane chips) carry, in every flow run, the same flows with the same bytes: every
// route between GPUs and every NVLS flow spreads over all chips in proportion to lanes. So a run
// routes over one chip of each such class, its segments standing for the class's chips
// (`Segment::copies`), and afterwards the other chips' link directions take the load and bytes
// of the representative's: the same results from a fraction of the flows (an NVL72 alltoall's
// flows inside a rack 18 times fewer).
#pragma once

#include "model/Topology.h"
#include "sim/ChannelCapacities.h"
#include "sim/Router.h"

#include <cstdint>
#include <vector>

namespace scalescope {

struct PlaneFold {
    // Per node: how many NVSwitch chips it stands for; 0 for a chip folded into another; 1 for
    // every other node.
    std::vector<std::uint16_t> copies;
    // Per channel: the channel whose load and bytes it takes (itself unless folded).
    std::vector<Channel> sourceOf;
};

// The classes of interchangeable NVSwitch chips. A domain is folded only when its NVLinks all
// join a GPU to a switch chip, once per pair; chips join a class when they reach the same GPUs
// by the same lanes and their channels have the same capacities in `capacities`.
PlaneFold foldSwitchPlanes(const Topology& topology, const ChannelCapacities& capacities);

// Per channel, `perChannel` of the channel it takes its load from.
template <typename T> std::vector<T> unfolded(const PlaneFold& fold, const std::vector<T>& perChannel)
{
    std::vector<T> out(perChannel.size());
    for (Channel c = 0; c < out.size(); ++c)
        out[c] = perChannel[fold.sourceOf[c]];
    return out;
}

} // namespace scalescope

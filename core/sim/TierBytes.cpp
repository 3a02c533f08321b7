#include "sim/TierBytes.h"

#include <algorithm>

namespace scalescope {

void addTransferPayload(
    TierBytes& payload, const std::vector<Segment>& segments, double bytes, const Topology& topology)
{
    std::array<double, kLinkTierCount> share {};
    for (const Segment& segment : segments) {
        std::array<bool, kLinkTierCount> uses {};
        for (const Channel c : segment.channels)
            uses[static_cast<std::size_t>(topology.links[c / 2].tier)] = true;
        for (std::size_t t = 0; t < uses.size(); ++t)
            share[t] += uses[t] ? segment.share * segment.copies : 0;
    }
    for (std::size_t t = 0; t < share.size(); ++t)
        payload[t] += bytes * std::min(share[t], 1.0);
}

TierBytes linkBytesPerTier(const std::vector<double>& carried, const Topology& topology)
{
    TierBytes out {};
    for (Channel c = 0; c < carried.size(); ++c)
        out[static_cast<std::size_t>(topology.links[c / 2].tier)] += carried[c];
    return out;
}

} // namespace scalescope

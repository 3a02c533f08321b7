// Max-min fair rates by water-filling: the channel with the smallest fair share (capacity left
// over the flows not yet rated) fixes the rate of all its flows; their rates come off every
// other channel they use; repeat until every flow has a rate. Its working arrays are kept
// between calls, as a phase solves again after every batch of finishes.
#pragma once

#include "sim/ChannelLists.h"

#include <cstdint>
#include <utility>
#include <vector>

namespace scalescope {

class MaxMinFairRates {
public:
    // The rates in bytes/s of the `active` flows, in the order of `active`, on channels of
    // `capacity` bytes/s.
    std::vector<double> solve(
        const ChannelLists& flows, const std::vector<std::size_t>& active, const std::vector<double>& capacity);

private:
    // The channels the `active` flows use, renumbered densely so that all bookkeeping is in
    // flat arrays: their capacity, flow count and flows (compressed). Returns how many.
    std::size_t indexChannels(
        const ChannelLists& flows, const std::vector<std::size_t>& active, const std::vector<double>& capacity);
    // Every used channel's fair share numbered, equal shares alike (`distinct`, `shareOf`).
    void numberShares(std::size_t used);
    // The used channels by fair share, ascending: (share, dense channel).
    const std::vector<std::pair<double, std::uint32_t>>& sortedShares(std::size_t used);

    struct Scratch {
        std::vector<std::uint32_t> dense; // per channel: its dense number, ~0 when unused
        std::vector<Channel> used;
        std::vector<double> remaining;
        std::vector<int> unfixed;
        std::vector<std::uint32_t> start, fill, members;
        std::vector<std::pair<double, std::uint32_t>> order; // (fair share, dense channel), ascending
        std::vector<std::uint64_t> shareSlots; // distinct fair shares' bits, hashed
        std::vector<std::uint32_t> shareSlotIds;
        std::vector<double> distinct;
        std::vector<std::uint32_t> shareOf; // per dense channel: its share's number
    };
    Scratch m_scratch;
};

} // namespace scalescope

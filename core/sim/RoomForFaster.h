// What the slower flows of a phase leave of each channel to the faster ones. Water-filling
// fixes rates in rising order, so when flows finish, the flows slower than the slowest that
// finished keep their rates; only the faster share again, in what the slower leave.
#pragma once

#include "sim/ChannelLists.h"

#include <cstdint>
#include <vector>

namespace scalescope {

class RoomForFaster {
public:
    // Per channel the `active` flows on it (compressed); every channel at its `capacity`.
    void index(const ChannelLists& flows, const std::vector<std::size_t>& active, const std::vector<double>& capacity);
    // Capacity minus the rates of the live flows not in `faster`, on every channel a flow of
    // `faster` uses (others as `capacity`); null when rounding left one of them without room.
    // `rate` and `done` are per flow.
    const std::vector<double>* leftBySlower(const ChannelLists& flows, const std::vector<std::size_t>& faster,
        const std::vector<double>& rate, const std::vector<bool>& done, const std::vector<double>& capacity);
    // Every channel back at its `capacity`, for the next leftBySlower.
    void restoreCapacity(const std::vector<double>& capacity);

private:
    std::vector<std::uint32_t> m_channelStart, m_channelFlows;
    std::vector<double> m_adjusted;
    std::vector<bool> m_adjustedMark, m_isFaster;
    std::vector<Channel> m_adjustedChannels;
};

} // namespace scalescope

// Flows' channel lists end to end in one array (compressed rows): what the sharing of a phase
// reads over and over, held without a list of its own per flow.
#pragma once

#include "sim/FluidFlow.h"

#include <cstdint>
#include <span>
#include <vector>

namespace scalescope {

class ChannelLists {
public:
    ChannelLists() = default;
    // Each flow's channels, in the order of `flows`.
    explicit ChannelLists(const std::vector<FluidFlow>& flows);

    // How many flows; each has a list, maybe empty.
    std::size_t size() const { return m_starts.empty() ? 0 : m_starts.size() - 1; } // empty once moved from
    // Flow `flow`'s channels.
    std::span<const Channel> operator[](std::size_t flow) const
    {
        return std::span<const Channel>(m_channels).subspan(m_starts[flow], m_starts[flow + 1] - m_starts[flow]);
    }

    // Room for `flows` lists of `channels` in all.
    void reserve(std::size_t flows, std::size_t channels);
    // A list after the others (the next flow's): its channels one by one, then endList.
    void add(Channel channel) { m_channels.push_back(channel); }
    void endList() { m_starts.push_back(static_cast<std::uint32_t>(m_channels.size())); }

private:
    std::vector<std::uint32_t> m_starts { 0 };
    std::vector<Channel> m_channels;
};

} // namespace scalescope

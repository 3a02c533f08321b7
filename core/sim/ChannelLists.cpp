#include "sim/ChannelLists.h"

namespace scalescope {

ChannelLists::ChannelLists(const std::vector<FluidFlow>& flows)
{
    std::size_t channels = 0;
    for (const FluidFlow& flow : flows)
        channels += flow.channels.size();
    reserve(flows.size(), channels);
    for (const FluidFlow& flow : flows) {
        m_channels.insert(m_channels.end(), flow.channels.begin(), flow.channels.end());
        endList();
    }
}

void ChannelLists::reserve(std::size_t flows, std::size_t channels)
{
    m_starts.reserve(m_starts.size() + flows);
    m_channels.reserve(m_channels.size() + channels);
}

} // namespace scalescope

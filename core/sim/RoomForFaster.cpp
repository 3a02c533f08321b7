#include "sim/RoomForFaster.h"

namespace scalescope {

void RoomForFaster::index(
    const ChannelLists& flows, const std::vector<std::size_t>& active, const std::vector<double>& capacity)
{
    m_channelStart.assign(capacity.size() + 1, 0);
    for (const std::size_t f : active)
        for (const Channel c : flows[f])
            ++m_channelStart[c + 1];
    for (std::size_t c = 0; c < capacity.size(); ++c)
        m_channelStart[c + 1] += m_channelStart[c];
    std::vector<std::uint32_t> fill(m_channelStart.begin(), m_channelStart.end() - 1);
    m_channelFlows.resize(m_channelStart.back());
    for (const std::size_t f : active)
        for (const Channel c : flows[f])
            m_channelFlows[fill[c]++] = static_cast<std::uint32_t>(f);
    m_adjusted = capacity;
    m_adjustedMark.assign(capacity.size(), false);
    m_isFaster.assign(flows.size(), false);
    m_adjustedChannels.clear();
}

const std::vector<double>* RoomForFaster::leftBySlower(const ChannelLists& flows,
    const std::vector<std::size_t>& faster, const std::vector<double>& rate, const std::vector<bool>& done,
    const std::vector<double>& capacity)
{
    for (const std::size_t f : faster)
        m_isFaster[f] = true;
    bool usable = true;
    for (const std::size_t f : faster)
        for (const Channel c : flows[f]) {
            if (m_adjustedMark[c])
                continue;
            m_adjustedMark[c] = true;
            m_adjustedChannels.push_back(c);
            double slower = 0;
            for (std::uint32_t k = m_channelStart[c]; k < m_channelStart[c + 1]; ++k) {
                const std::uint32_t g = m_channelFlows[k];
                if (!done[g] && !m_isFaster[g])
                    slower += rate[g];
            }
            m_adjusted[c] = capacity[c] - slower;
            // The slower flows never fill a channel a faster one uses; rounding could.
            if (!(m_adjusted[c] > capacity[c] * kSameRateFraction))
                usable = false;
        }
    for (const std::size_t f : faster)
        m_isFaster[f] = false;
    return usable ? &m_adjusted : nullptr;
}

void RoomForFaster::restoreCapacity(const std::vector<double>& capacity)
{
    for (const Channel c : m_adjustedChannels) {
        m_adjusted[c] = capacity[c];
        m_adjustedMark[c] = false;
    }
    m_adjustedChannels.clear();
}

} // namespace scalescope

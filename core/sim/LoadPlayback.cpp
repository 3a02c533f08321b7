#include "sim/LoadPlayback.h"

#include <algorithm>

namespace scalescope {

LoadPlayback::LoadPlayback(const LoadTimeline& timeline)
    : m_timeline(timeline)
    , m_directionLoads(2 * timeline.activeCount(), 0.0f)
{
    for (std::size_t i = 0; i < timeline.activeCount(); ++i)
        for (int d = 0; d < 2; ++d) {
            const auto direction = static_cast<std::uint32_t>(2 * i + static_cast<std::size_t>(d));
            for (const LinkSegment& s : timeline.activeSegments(i, d)) {
                m_changes.push_back({ s.startUs, direction });
                m_changes.push_back({ s.endUs, direction });
            }
        }
    std::sort(m_changes.begin(), m_changes.end(), [](const Change& x, const Change& y) {
        return x.timeUs < y.timeUs || (x.timeUs == y.timeUs && x.direction < y.direction);
    });
}

void LoadPlayback::sampleAll(double timeUs)
{
    m_loads.assign(m_timeline.linkCount(), 0.0f);
    for (std::size_t i = 0; i < m_timeline.activeCount(); ++i) {
        const float a = m_timeline.activeUtilization(i, 0, timeUs), b = m_timeline.activeUtilization(i, 1, timeUs);
        m_directionLoads[2 * i] = a;
        m_directionLoads[2 * i + 1] = b;
        m_loads[m_timeline.activeLink(i)] = std::max(a, b);
    }
    m_looked = m_directionLoads.size();
}

void LoadPlayback::lookAt(std::uint32_t direction, double timeUs)
{
    const std::size_t active = direction / 2;
    m_directionLoads[direction] = m_timeline.activeUtilization(active, static_cast<int>(direction % 2), timeUs);
    m_loads[m_timeline.activeLink(active)] = std::max(m_directionLoads[2 * active], m_directionLoads[2 * active + 1]);
}

const std::vector<float>& LoadPlayback::seek(double timeUs)
{
    // The changes in (last time, timeUs]: a load at a time counts segments beginning at it and
    // not those ending at it, so these are all the directions whose load may differ.
    const auto after = [](const Change& c, double t) { return c.timeUs <= t; };
    if (!m_timeUs || timeUs < *m_timeUs) {
        sampleAll(timeUs);
    } else {
        const auto first = m_changes.begin() + static_cast<std::ptrdiff_t>(m_nextChange);
        const auto last
            = std::partition_point(first, m_changes.end(), [&](const Change& c) { return after(c, timeUs); });
        if (static_cast<std::size_t>(last - first) >= m_directionLoads.size()) {
            sampleAll(timeUs); // most directions change: as cheap to look at every one
        } else {
            m_looked = 0;
            for (auto c = first; c != last; ++c, ++m_looked)
                lookAt(c->direction, timeUs);
        }
    }
    m_timeUs = timeUs;
    m_nextChange = static_cast<std::size_t>(
        std::partition_point(m_changes.begin(), m_changes.end(), [&](const Change& c) { return after(c, timeUs); })
        - m_changes.begin());
    return m_loads;
}

} // namespace scalescope

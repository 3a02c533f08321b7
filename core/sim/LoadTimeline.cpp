#include "sim/LoadTimeline.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>

namespace scalescope {

LoadTimeline::LoadTimeline(const SimResult& result, std::size_t linkCount)
    : m_durationUs(result.timeUs)
    , m_linkCount(linkCount)
{
    // An analytic run has steps but no per-link load: nothing by link to hold (a sweep of a
    // large design makes many).
    if (!result.links.empty())
        m_activeOf.assign(linkCount, -1);
    // A link direction may come in several timelines: gather each direction's segments first.
    std::vector<std::vector<LinkSegment>> gathered;
    std::vector<std::array<std::int32_t, 2>> slotOf(m_activeOf.size(), { -1, -1 });
    std::vector<double> bytesOf;
    for (const LinkTimeline& timeline : result.links) {
        if (timeline.link >= linkCount || timeline.segments.empty())
            continue;
        std::int32_t& slot = slotOf[timeline.link][timeline.fromA ? 0 : 1];
        if (slot < 0) {
            slot = static_cast<std::int32_t>(gathered.size());
            gathered.emplace_back();
            bytesOf.push_back(0);
        }
        auto& segments = gathered[static_cast<std::size_t>(slot)];
        segments.insert(segments.end(), timeline.segments.begin(), timeline.segments.end());
        bytesOf[static_cast<std::size_t>(slot)] += timeline.bytes;
    }
    for (LinkId link = 0; link < slotOf.size(); ++link) {
        if (slotOf[link][0] < 0 && slotOf[link][1] < 0)
            continue;
        m_activeOf[link] = static_cast<std::int32_t>(m_active.size());
        Active active { link, {} };
        for (int d = 0; d < 2; ++d) {
            if (slotOf[link][d] < 0)
                continue;
            auto& segments = gathered[static_cast<std::size_t>(slotOf[link][d])];
            std::sort(segments.begin(), segments.end(),
                [](const LinkSegment& x, const LinkSegment& y) { return x.startUs < y.startUs; });
            active.directions[d] = Range { static_cast<std::uint32_t>(m_segments.size()),
                static_cast<std::uint32_t>(segments.size()), bytesOf[static_cast<std::size_t>(slotOf[link][d])] };
            m_segments.insert(m_segments.end(), segments.begin(), segments.end());
        }
        m_active.push_back(active);
    }
    double firstLoadUs = std::numeric_limits<double>::infinity();
    for (const LinkSegment& segment : m_segments)
        if (segment.utilization > 0)
            firstLoadUs = std::min(firstLoadUs, segment.startUs);
    m_firstLoadUs = std::isfinite(firstLoadUs) ? firstLoadUs : 0.0;
    for (const SimEvent& event : result.events) {
        m_stepTimes.push_back(event.startUs);
        m_eventStarts.push_back(event.startUs);
        m_eventEnds.push_back(event.endUs);
    }
    std::sort(m_stepTimes.begin(), m_stepTimes.end());
    m_stepTimes.erase(std::unique(m_stepTimes.begin(), m_stepTimes.end()), m_stepTimes.end());
}

float LoadTimeline::at(const Range& range, double timeUs) const
{
    if (range.count == 0)
        return 0;
    const LinkSegment* begin = m_segments.data() + range.first;
    const LinkSegment* end = begin + range.count;
    // The last segment that starts at or before the time, if it has not ended.
    const LinkSegment* after
        = std::upper_bound(begin, end, timeUs, [](double t, const LinkSegment& s) { return t < s.startUs; });
    if (after == begin)
        return 0;
    const LinkSegment& s = *(after - 1);
    return timeUs < s.endUs ? static_cast<float>(s.utilization) : 0.0f;
}

void LoadTimeline::sample(double timeUs, std::vector<float>& out) const
{
    out.assign(m_linkCount, 0.0f);
    for (const Active& active : m_active)
        out[active.link] = std::max(at(active.directions[0], timeUs), at(active.directions[1], timeUs));
}

float LoadTimeline::utilizationAt(LinkId link, double timeUs, bool fromA) const
{
    if (link >= m_activeOf.size() || m_activeOf[link] < 0)
        return 0;
    return at(m_active[static_cast<std::size_t>(m_activeOf[link])].directions[fromA ? 0 : 1], timeUs);
}

std::vector<LinkSegment> LoadTimeline::segments(LinkId link, bool fromA) const
{
    if (link >= m_activeOf.size() || m_activeOf[link] < 0)
        return {};
    const Range& range = m_active[static_cast<std::size_t>(m_activeOf[link])].directions[fromA ? 0 : 1];
    return std::vector<LinkSegment>(m_segments.begin() + range.first, m_segments.begin() + range.first + range.count);
}

double LoadTimeline::bytes(LinkId link, bool fromA) const
{
    if (link >= m_activeOf.size() || m_activeOf[link] < 0)
        return 0;
    return m_active[static_cast<std::size_t>(m_activeOf[link])].directions[fromA ? 0 : 1].bytes;
}

double LoadTimeline::nextStep(double timeUs) const
{
    const auto it = std::upper_bound(m_stepTimes.begin(), m_stepTimes.end(), timeUs);
    return it == m_stepTimes.end() ? m_durationUs : *it;
}

double LoadTimeline::previousStep(double timeUs) const
{
    const auto it = std::lower_bound(m_stepTimes.begin(), m_stepTimes.end(), timeUs);
    return it == m_stepTimes.begin() ? 0.0 : *(it - 1);
}

std::span<const LinkSegment> LoadTimeline::activeSegments(std::size_t i, int direction) const
{
    const Range& range = m_active[i].directions[direction];
    return std::span<const LinkSegment>(m_segments).subspan(range.first, range.count);
}

int LoadTimeline::eventAt(double timeUs) const
{
    int found = -1;
    for (std::size_t i = 0; i < m_eventStarts.size(); ++i)
        if (m_eventStarts[i] <= timeUs && timeUs < m_eventEnds[i])
            found = static_cast<int>(i); // the latest that has begun
    return found;
}

std::vector<LinkUtilization> busiestLinks(const LoadTimeline& timeline, const Topology& topology, std::size_t count)
{
    std::vector<LinkUtilization> loads;
    const double seconds = timeline.durationUs() * 1e-6;
    if (seconds <= 0)
        return loads;
    for (LinkId l = 0; l < topology.links.size() && l < timeline.linkCount(); ++l) {
        const double bytes = std::max(timeline.bytes(l, true), timeline.bytes(l, false));
        if (bytes > 0)
            loads.push_back({ l, bytes / (topology.links[l].bytesPerSecPerDirection * seconds) });
    }
    const auto top = loads.begin() + static_cast<std::ptrdiff_t>(std::min(count, loads.size()));
    std::partial_sort(loads.begin(), top, loads.end(),
        [](const LinkUtilization& x, const LinkUtilization& y) { return x.utilization > y.utilization; });
    loads.erase(top, loads.end());
    return loads;
}

} // namespace scalescope

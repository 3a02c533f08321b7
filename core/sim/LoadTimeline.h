// A flow simulation's per-link load over simulated time, ready to be sampled many times a
// second for a heatmap: each link's utilization (the busier of its two directions) at a time,
// and the times at which the algorithm's phases and steps begin, for stepping through them.
#pragma once

#include "sim/Simulator.h"

#include <cstdint>
#include <span>
#include <vector>

namespace scalescope {

class LoadTimeline {
public:
    LoadTimeline() = default;
    // `linkCount`: the topology's links; timelines of links past it are ignored.
    LoadTimeline(const SimResult& result, std::size_t linkCount);

    double durationUs() const { return m_durationUs; }
    std::size_t linkCount() const { return m_linkCount; }
    bool empty() const { return m_active.empty(); }

    // Every link's utilization (0 to 1) at `timeUs`: `out` gets linkCount() entries.
    void sample(double timeUs, std::vector<float>& out) const;
    // One link's, in each direction (a -> b, b -> a).
    float utilizationAt(LinkId link, double timeUs, bool fromA) const;
    // A link's segments in one direction, in time order (empty when it carried nothing).
    std::vector<LinkSegment> segments(LinkId link, bool fromA) const;
    // Bytes a link carried in each direction over the whole run.
    double bytes(LinkId link, bool fromA) const;

    // When the first link starts to carry anything (0 when none does): where a run's heatmap first
    // shows traffic, for a latency comes before any byte moves.
    double firstLoadUs() const { return m_firstLoadUs; }
    // Where phases and steps begin, in order; the next one after `timeUs` (the end when
    // none), and the one before it (0 when none).
    const std::vector<double>& stepTimes() const { return m_stepTimes; }
    double nextStep(double timeUs) const;
    double previousStep(double timeUs) const;
    // The event (an index into SimResult::events) under way at `timeUs`, or -1.
    int eventAt(double timeUs) const;

    // The links that carried anything (LoadPlayback's view): the i-th one's link, the segments
    // of one of its directions (0: a -> b, 1: b -> a), and that direction's utilization at a time.
    std::size_t activeCount() const { return m_active.size(); }
    LinkId activeLink(std::size_t i) const { return m_active[i].link; }
    std::span<const LinkSegment> activeSegments(std::size_t i, int direction) const;
    float activeUtilization(std::size_t i, int direction, double timeUs) const
    {
        return at(m_active[i].directions[direction], timeUs);
    }

private:
    struct Range {
        std::uint32_t first = 0, count = 0;
        double bytes = 0;
    };
    struct Active {
        LinkId link = 0;
        Range directions[2]; // a -> b, b -> a
    };
    float at(const Range& range, double timeUs) const;

    double m_durationUs = 0;
    double m_firstLoadUs = 0;
    std::size_t m_linkCount = 0;
    std::vector<LinkSegment> m_segments; // every direction's, each run sorted by start
    std::vector<Active> m_active; // links that carried anything, by link
    std::vector<std::int32_t> m_activeOf; // per link: index into m_active, or -1 (none at all: no load)
    std::vector<double> m_stepTimes;
    std::vector<double> m_eventStarts, m_eventEnds;
};

struct LinkUtilization {
    LinkId link = 0;
    double utilization = 0; // 0..1
};

// The `count` links that were busiest over the whole run, busiest first: the busier direction's
// bytes against what its line rate could have carried in the run's time (links of `topology`,
// the one the run was on).
std::vector<LinkUtilization> busiestLinks(const LoadTimeline& timeline, const Topology& topology, std::size_t count);

} // namespace scalescope

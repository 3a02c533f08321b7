// A LoadTimeline played back: every link's load at one time after another, as a heatmap shows
// it frame by frame. A link direction's load changes only where one of its segments begins or
// ends, so going forward a seek looks only at the directions with such a change in between (a
// frame of a playback touches the few links whose load changed, not every one of a million);
// going back, or so far forward that most would change, it samples the whole timeline again.
// The same loads as LoadTimeline::sample at every time, whatever the order of the seeks.
#pragma once

#include "sim/LoadTimeline.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace scalescope {

class LoadPlayback {
public:
    // `timeline` must outlive the playback. Sorts every segment's beginning and end once.
    explicit LoadPlayback(const LoadTimeline& timeline);

    // Every link's utilization (0 to 1) at `timeUs`: LoadTimeline::linkCount() entries.
    const std::vector<float>& seek(double timeUs);
    const LoadTimeline& timeline() const { return m_timeline; }
    // Link directions the last seek looked at (every active one when it sampled anew).
    std::size_t lastDirectionsLooked() const { return m_looked; }

private:
    struct Change {
        double timeUs = 0;
        std::uint32_t direction = 0; // active link * 2 + its direction
    };
    void sampleAll(double timeUs);
    void lookAt(std::uint32_t direction, double timeUs);

    const LoadTimeline& m_timeline;
    std::vector<Change> m_changes; // by time
    std::vector<float> m_loads; // per link
    std::vector<float> m_directionLoads; // per active link's direction
    std::optional<double> m_timeUs; // of the last seek
    std::size_t m_nextChange = 0; // the first change after it
    std::size_t m_looked = 0;
};

} // namespace scalescope

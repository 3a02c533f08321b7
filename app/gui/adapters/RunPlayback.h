// A run's per-link load played back frame by frame (LoadPlayback), made on a worker thread and
// holding the run alive as long as the playback is: the traffic session's and the baseline's.
#pragma once

#include "design/JobRunner.h"
#include "sim/LoadPlayback.h"

#include <memory>

namespace scalescope::gui {

inline std::shared_ptr<LoadPlayback> playbackOf(const std::shared_ptr<const JobResult>& run)
{
    struct Held {
        std::shared_ptr<const JobResult> run;
        LoadPlayback playback;
    };
    auto held = std::make_shared<Held>(Held { run, LoadPlayback(run->timeline) });
    return std::shared_ptr<LoadPlayback>(held, &held->playback);
}

} // namespace scalescope::gui

// The runs an adapter has started on worker threads (std::async), kept until they end so that it
// can wait for them before it goes: those that have ended are let go before another starts.
#pragma once

#include <algorithm>
#include <chrono>
#include <future>
#include <vector>

namespace scalescope::gui {

inline void dropFinished(std::vector<std::future<void>>& jobs)
{
    jobs.erase(
        std::remove_if(jobs.begin(), jobs.end(),
            [](std::future<void>& job) { return job.wait_for(std::chrono::seconds(0)) == std::future_status::ready; }),
        jobs.end());
}

} // namespace scalescope::gui

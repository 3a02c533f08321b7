// A flag another thread raises to end a long simulation early: the run stops at its next check
// and throws SimulationStopped; nothing it computed is returned.
#pragma once

#include <atomic>
#include <stdexcept>

namespace scalescope {

struct SimulationStopped : std::runtime_error {
    SimulationStopped()
        : std::runtime_error("the simulation was stopped")
    {
    }
};

class StopFlag {
public:
    StopFlag() = default;
    explicit StopFlag(const std::atomic<bool>* flag)
        : m_flag(flag)
    {
    }
    bool raised() const { return m_flag && m_flag->load(std::memory_order_relaxed); }
    void check() const
    {
        if (raised())
            throw SimulationStopped();
    }

private:
    const std::atomic<bool>* m_flag = nullptr;
};

} // namespace scalescope

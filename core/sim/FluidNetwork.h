// Fluid flows on link directions with max-min fair sharing: every flow gets the same rate as
// every other on its bottleneck, and no link direction carries more than its capacity. Rates
// are recomputed only when flows finish, all that finish together at once, and only among the
// flows that share channels with them; the load of every link direction is recorded as
// piecewise-constant segments.
#pragma once

#include "sim/FluidFlow.h"
#include "sim/LinkSegment.h"
#include "sim/MaxMinFair.h"
#include "sim/RoomForFaster.h"
#include "sim/Router.h"
#include "sim/StopFlag.h"

#include <vector>

namespace scalescope {

class FluidNetwork {
public:
    // Capacities per channel in bytes/s: `effective` limits the flows, `raw` is what
    // utilization is measured against (the line rate).
    // `stop` is checked as flows finish: a raised flag ends run() with SimulationStopped.
    FluidNetwork(std::vector<double> effective, std::vector<double> raw, StopFlag stop = {});

    // Runs the flows from startUs until all are done; returns the finishing time in us.
    // `scale` multiplies the effective capacity of the channels it names (NVLS phases).
    double run(const std::vector<FluidFlow>& flows, double startUs, const std::vector<double>* scale = nullptr);

    // Per channel, its load over time; channels that never carried anything have none.
    const std::vector<std::vector<LinkSegment>>& timeline() const { return m_timeline; }
    // The same, handed over: the network's own starts again empty.
    std::vector<std::vector<LinkSegment>> takeTimeline();
    const std::vector<double>& bytesCarried() const { return m_bytes; }

private:
    struct Run; // one call of run(): every flow's rate, bytes left and finish time
    struct FinishedBatch;

    // The flows with bytes to move; throws std::invalid_argument when a flow crosses a channel
    // without capacity.
    static std::vector<std::size_t> activeFlows(
        const std::vector<FluidFlow>& flows, const std::vector<double>& capacity);
    // The first rates of the active flows, their finish times, the channels' loads.
    void startFlows(Run& run, const std::vector<std::size_t>& active);
    // Ends the flows due next, and those due within kBatch of the phase's elapsed time after.
    FinishedBatch finishDueFlows(Run& run);
    // The unfinished flows of the `groups` where something finished (`unfinished` of them) share
    // capacity anew.
    void shareAgain(Run& run, const std::vector<std::uint32_t>& groups, std::size_t unfinished);
    // A channel's load changes by `delta` bytes/s at `at`: what it held until then is recorded.
    void changeLoad(Channel c, double delta, double at, const std::vector<double>& capacity);
    void record(Channel channel, double startUs, double endUs, double utilization);

    // Flows due within this fraction of the phase's elapsed time end in one batch.
    static constexpr double kBatch = 5e-3;

    std::vector<double> m_effective, m_raw;
    StopFlag m_stop;
    MaxMinFairRates m_rates;
    RoomForFaster m_room;
    std::vector<double> m_load; // bytes/s on each channel now
    std::vector<double> m_loadSince; // us since which it has held
    std::vector<std::vector<LinkSegment>> m_timeline;
    std::vector<double> m_bytes;
};

} // namespace scalescope

// Fluid flows on link directions with max-min fair sharing: every flow gets the same rate as
// every other on its bottleneck, and no link direction carries more than its capacity. Rates
// are recomputed only when flows finish, all that finish together at once, and only among the
// flows that share channels with them; the load of every link direction is recorded as
// piecewise-constant segments.
#pragma once

#include "sim/Router.h"
#include "sim/StopFlag.h"

#include <vector>

namespace scalescope {

struct FluidFlow {
    std::vector<Channel> channels;
    double bytes = 0;
};

struct ChannelSegment {
    double startUs = 0;
    double endUs = 0;
    double utilization = 0;
};

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
    const std::vector<std::vector<ChannelSegment>>& timeline() const { return m_timeline; }
    const std::vector<double>& bytesCarried() const { return m_bytes; }

private:
    // Max-min fair rates of the `active` flows, in the order of `active`.
    std::vector<double> maxMinRates(const std::vector<FluidFlow>& flows, const std::vector<std::size_t>& active,
        const std::vector<double>& capacity) const;
    void record(Channel channel, double startUs, double endUs, double utilization);
    static std::vector<FluidFlow> narrowestChannels(const std::vector<FluidFlow>& flows,
        const std::vector<std::size_t>& active, const std::vector<double>& capacity);
    static std::vector<std::uint32_t> independentGroups(
        const std::vector<FluidFlow>& flows, const std::vector<std::size_t>& active, std::size_t channels);

    // Per channel the flows of the running phase on it (compressed), and the capacities the
    // slower flows leave to the faster ones when only those share again.
    void indexChannels(const std::vector<FluidFlow>& flows, const std::vector<std::size_t>& active,
        const std::vector<double>& capacity);
    // Capacity minus the rates of the live flows not in `faster`, on every channel a flow of
    // `faster` uses (others as `capacity`); null when rounding left one of them without room.
    const std::vector<double>* leftBySlower(const std::vector<FluidFlow>& flows, const std::vector<std::size_t>& faster,
        const std::vector<double>& rate, const std::vector<bool>& done, const std::vector<double>& capacity);
    void restoreCapacity(const std::vector<double>& capacity);
    std::vector<std::uint32_t> m_channelStart, m_channelFlows;
    std::vector<double> m_adjusted;
    std::vector<bool> m_adjustedMark, m_isFaster;
    std::vector<Channel> m_adjustedChannels;

    // Rates this close (relatively) are the same.
    static constexpr double kSameRate = 1e-9;
    // Flows due within this fraction of the phase's elapsed time end in one batch.
    static constexpr double kBatch = 5e-3;

    std::vector<double> m_effective, m_raw;
    StopFlag m_stop;
    // Working arrays of maxMinRates, kept between calls.
    struct Scratch {
        std::vector<std::uint32_t> dense; // per channel: its dense number, ~0 when unused
        std::vector<Channel> used;
        std::vector<double> remaining;
        std::vector<int> unfixed;
        std::vector<std::uint32_t> start, fill, members;
        std::vector<std::pair<double, std::uint32_t>> order; // (fair share, dense channel), ascending
        std::vector<std::uint64_t> shareSlots; // distinct fair shares' bits, hashed
        std::vector<std::uint32_t> shareSlotIds;
        std::vector<double> distinct;
        std::vector<std::uint32_t> shareOf; // per dense channel: its share's number
    };
    // The channels of the last maxMinRates by fair share, ascending.
    const std::vector<std::pair<double, std::uint32_t>>& sortedShares(std::size_t used) const;
    mutable Scratch m_scratch;
    std::vector<double> m_load; // bytes/s on each channel now
    std::vector<double> m_loadSince; // us since which it has held
    std::vector<std::vector<ChannelSegment>> m_timeline;
    std::vector<double> m_bytes;
};

// Merges flows that take exactly the same channels.
std::vector<FluidFlow> mergeFlows(std::vector<FluidFlow> flows);

} // namespace scalescope

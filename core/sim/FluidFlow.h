// A fluid flow: bytes to move over a list of channels (link directions), all at one rate. And
// what the fluid network does to the flows of a phase before it shares capacity among them:
// flows on the same channels merged, channels that carry the same flows reduced to the
// narrowest, flows split into groups that share no channel.
#pragma once

#include "sim/Router.h"

#include <cstdint>
#include <vector>

namespace scalescope {

// Rates this close (relatively) are the same.
inline constexpr double kSameRateFraction = 1e-9;

struct FluidFlow {
    std::vector<Channel> channels;
    double bytes = 0;
};

// Merges flows that take exactly the same channels, in the order of their channel lists;
// drops those with no bytes or no channels.
std::vector<FluidFlow> mergeFlows(std::vector<FluidFlow> flows);

// mergeFlows as the flows come: each channel list is held once, its bytes summed in the order
// they were added, so that a phase of millions of routed segments on a few thousand distinct
// paths never holds more than those few thousand. flows() gives what mergeFlows would of all
// that was added.
class FlowMerger {
public:
    static constexpr std::uint32_t kNone = ~0u;
    // Adds `bytes` over `channels`: the flow's number, for addTo; kNone (nothing added) when
    // either is empty.
    std::uint32_t add(std::vector<Channel>&& channels, double bytes);
    std::uint32_t add(const std::vector<Channel>& channels, double bytes) { return add(std::vector(channels), bytes); }
    // Adds `bytes` to flow `flow` (a number add gave), as add would on its channels.
    void addTo(std::uint32_t flow, double bytes) { m_flows[flow].bytes += bytes; }
    // The merged flows in the order of their channel lists; the merger is empty after.
    std::vector<FluidFlow> flows();
    std::size_t size() const { return m_flows.size(); }

private:
    void grow();

    std::vector<FluidFlow> m_flows;
    // Open addressing: per slot the flow + 1 (0 when free) in the low half and the top of its
    // channel list's hash in the high half, so that most probes read no flow.
    std::vector<std::uint64_t> m_slots;
};

class ChannelLists;

// The `active` flows' channels that can limit them: of channels that carry exactly the same
// flows, the one of least `capacity`. Indexed like `flows` (other flows' lists left empty).
ChannelLists narrowestChannels(
    const std::vector<FluidFlow>& flows, const std::vector<std::size_t>& active, const std::vector<double>& capacity);

// Per flow, its group: the `active` flows that share a channel, directly or through others, are
// one group (numbered by its smallest flow); flows of different groups never change each
// other's rates.
std::vector<std::uint32_t> independentGroups(
    const ChannelLists& flows, const std::vector<std::size_t>& active, std::size_t channels);

} // namespace scalescope

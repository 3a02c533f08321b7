#include "sim/PhaseFlows.h"

#include <unordered_map>

namespace scalescope {
namespace {

// The transfers with those between the same two GPUs summed into the first of them, in the
// order of their first appearance.
std::vector<Transfer> gatherPairs(const std::vector<Transfer>& transfers)
{
    std::vector<Transfer> gathered;
    std::unordered_map<std::uint64_t, std::size_t> indexOf;
    indexOf.reserve(transfers.size());
    for (const Transfer& t : transfers) {
        const auto [it, fresh] = indexOf.try_emplace(std::uint64_t(t.from) << 32 | t.to, gathered.size());
        if (fresh)
            gathered.push_back(t);
        else
            gathered[it->second].bytes += t.bytes;
    }
    return gathered;
}

void addRouted(const Transfer& t, Router& router, const Topology& topology, TierBytes& payload, FlowMerger& merger)
{
    const std::vector<Segment> route = router.route(t.from, t.to);
    addTransferPayload(payload, route, t.bytes, topology);
    for (const Segment& s : route)
        merger.add(s.channels, t.bytes * s.share);
}

} // namespace

std::vector<FluidFlow> routePhase(Phase& phase, Router& router, const Topology& topology, TierBytes& payload)
{
    FlowMerger merger;
    for (const FluidFlow& f : phase.flows)
        merger.add(f.channels, f.bytes);
    phase.flows = {};
    for (const FluidFlow& f : phase.delivered)
        addTransferPayload(payload, { Segment { f.channels, 1 } }, f.bytes, topology);
    if (phase.distinctPairs) {
        for (const Transfer& t : phase.transfers)
            addRouted(t, router, topology, payload, merger);
    } else {
        for (const Transfer& t : gatherPairs(phase.transfers))
            addRouted(t, router, topology, payload, merger);
    }
    return merger.flows();
}

} // namespace scalescope

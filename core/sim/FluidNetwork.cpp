#include "sim/FluidNetwork.h"

#include "util/DisjointSets.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <cstring>
#include <queue>
#include <stdexcept>
#include <tuple>
#include <unordered_map>

namespace scalescope {

FluidNetwork::FluidNetwork(std::vector<double> effective, std::vector<double> raw, StopFlag stop)
    : m_effective(std::move(effective))
    , m_raw(std::move(raw))
    , m_stop(stop)
    , m_timeline(m_effective.size())
    , m_bytes(m_effective.size(), 0)
{
}

std::vector<double> FluidNetwork::maxMinRates(const std::vector<FluidFlow>& flows,
    const std::vector<std::size_t>& active, const std::vector<double>& capacity) const
{
    // Water-filling: the channel with the smallest fair share fixes the rate of all its flows;
    // their rates come off every other channel they use; repeat until every flow has a rate.
    // Channels are renumbered densely so that all bookkeeping is in flat arrays, kept between
    // calls (a phase solves again after every batch of finishes).
    Scratch& s = m_scratch;
    std::vector<std::uint32_t>& dense = s.dense;
    dense.resize(capacity.size(), ~0u);
    s.used.clear();
    s.remaining.clear();
    s.unfixed.clear();
    for (const std::size_t f : active)
        for (const Channel c : flows[f].channels) {
            if (dense[c] == ~0u) {
                dense[c] = static_cast<std::uint32_t>(s.used.size());
                s.used.push_back(c);
                s.remaining.push_back(capacity[c]);
                s.unfixed.push_back(0);
            }
            ++s.unfixed[dense[c]];
        }
    const std::size_t used = s.used.size();
    // Flows on each channel, compressed.
    s.start.assign(used + 1, 0);
    for (std::size_t d = 0; d < used; ++d)
        s.start[d + 1] = s.start[d] + static_cast<std::uint32_t>(s.unfixed[d]);
    s.fill.assign(s.start.begin(), s.start.end() - 1);
    s.members.resize(s.start.back());
    for (std::uint32_t i = 0; i < active.size(); ++i)
        for (const Channel c : flows[active[i]].channels)
            s.members[s.fill[dense[c]]++] = i;

    // Channels by fair share, smallest first. Freezing a flow at the smallest share only
    // raises the shares of its other channels, so keys are never too high: a key below its
    // channel's true share goes back (into `later`) with the true one, and a key equal to it
    // is the smallest share of all. Taking the sorted entries and the re-keyed few in a heap
    // gives the same order as one heap of all, at a fraction of the cost; and the loop ends
    // as soon as every flow has its rate.
    using Entry = std::pair<double, std::uint32_t>;
    const std::vector<Entry>& order = sortedShares(used);
    std::priority_queue<Entry, std::vector<Entry>, std::greater<>> later;
    std::size_t next = 0;
    std::vector<double> rate(active.size(), -1); // by position in `active`
    std::size_t unrated = active.size();
    while (unrated > 0 && (next < order.size() || !later.empty())) {
        Entry entry;
        if (later.empty() || (next < order.size() && order[next] < later.top())) {
            entry = order[next++];
        } else {
            entry = later.top();
            later.pop();
        }
        const auto [key, d] = entry;
        if (s.unfixed[d] == 0)
            continue;
        const double share = s.remaining[d] / s.unfixed[d];
        if (share > key * (1 + 1e-12) + 1e-300) {
            later.emplace(share, d);
            continue;
        }
        for (std::uint32_t k = s.start[d]; k < s.start[d + 1]; ++k) {
            const std::uint32_t i = s.members[k];
            if (rate[i] >= 0)
                continue;
            rate[i] = std::max(0.0, share);
            --unrated;
            for (const Channel other : flows[active[i]].channels) {
                const std::uint32_t o = dense[other];
                s.remaining[o] -= rate[i];
                --s.unfixed[o];
            }
        }
    }
    for (const Channel c : s.used)
        dense[c] = ~0u;
    return rate;
}

const std::vector<std::pair<double, std::uint32_t>>& FluidNetwork::sortedShares(std::size_t used) const
{
    // Every (fair share, dense channel) in ascending order. Shares are capacity over a flow
    // count, so on real fabrics they take few distinct values: the channels are bucketed by
    // share, in channel order within a bucket, which is the order a sort of the pairs gives.
    Scratch& s = m_scratch;
    s.order.clear();
    s.distinct.clear();
    s.shareOf.resize(used);
    // Shares numbered through a small open-addressing table on their bits (never 0: shares are
    // positive), grown when half full.
    std::vector<std::uint64_t>& slots = s.shareSlots;
    std::vector<std::uint32_t>& slotIds = s.shareSlotIds;
    slots.assign(64, 0);
    slotIds.resize(64);
    auto slotOf = [](std::uint64_t bits, std::size_t mask) {
        bits ^= bits >> 29;
        bits *= 0xbf58476d1ce4e5b9ull;
        return static_cast<std::size_t>(bits ^ (bits >> 32)) & mask;
    };
    for (std::uint32_t d = 0; d < used; ++d) {
        const double share = s.remaining[d] / s.unfixed[d];
        std::uint64_t bits;
        std::memcpy(&bits, &share, sizeof bits);
        std::size_t mask = slots.size() - 1;
        std::size_t i = slotOf(bits, mask);
        while (slots[i] != 0 && slots[i] != bits)
            i = (i + 1) & mask;
        if (slots[i] == 0) {
            if (2 * (s.distinct.size() + 1) > slots.size()) {
                // Grow, then place the share in the bigger table.
                std::vector<std::uint64_t> oldSlots(slots.size() * 2, 0);
                oldSlots.swap(slots);
                slotIds.assign(slots.size(), 0);
                mask = slots.size() - 1;
                for (std::uint32_t id = 0; id < s.distinct.size(); ++id) {
                    std::uint64_t known;
                    std::memcpy(&known, &s.distinct[id], sizeof known);
                    std::size_t j = slotOf(known, mask);
                    while (slots[j] != 0)
                        j = (j + 1) & mask;
                    slots[j] = known;
                    slotIds[j] = id;
                }
                i = slotOf(bits, mask);
                while (slots[i] != 0)
                    i = (i + 1) & mask;
            }
            slots[i] = bits;
            slotIds[i] = static_cast<std::uint32_t>(s.distinct.size());
            s.distinct.push_back(share);
        }
        s.shareOf[d] = slotIds[i];
    }
    if (s.distinct.size() * 8 > used) {
        for (std::uint32_t d = 0; d < used; ++d)
            s.order.emplace_back(s.distinct[s.shareOf[d]], d);
        std::sort(s.order.begin(), s.order.end());
        return s.order;
    }
    // Buckets in ascending share; each bucket's first slot in the output.
    std::vector<std::uint32_t> byShare(s.distinct.size());
    for (std::uint32_t i = 0; i < byShare.size(); ++i)
        byShare[i] = i;
    std::sort(byShare.begin(), byShare.end(),
        [&](std::uint32_t x, std::uint32_t y) { return s.distinct[x] < s.distinct[y]; });
    std::vector<std::uint32_t> slot(s.distinct.size() + 1, 0);
    for (std::uint32_t d = 0; d < used; ++d)
        ++slot[s.shareOf[d] + 1];
    std::vector<std::uint32_t> first(s.distinct.size(), 0);
    std::uint32_t position = 0;
    for (const std::uint32_t bucket : byShare) {
        first[bucket] = position;
        position += slot[bucket + 1];
    }
    s.order.resize(used);
    for (std::uint32_t d = 0; d < used; ++d)
        s.order[first[s.shareOf[d]]++] = { s.distinct[s.shareOf[d]], d };
    return s.order;
}

void FluidNetwork::record(Channel channel, double startUs, double endUs, double utilization)
{
    auto& segments = m_timeline[channel];
    if (!segments.empty() && std::fabs(segments.back().utilization - utilization) < 1e-9
        && std::fabs(segments.back().endUs - startUs) < 1e-9) {
        segments.back().endUs = endUs;
        return;
    }
    segments.push_back(ChannelSegment { startUs, endUs, utilization });
}

double FluidNetwork::run(const std::vector<FluidFlow>& flows, double startUs, const std::vector<double>* scale)
{
    std::vector<double> capacity = m_effective;
    if (scale)
        for (std::size_t c = 0; c < capacity.size(); ++c)
            capacity[c] *= (*scale)[c];
    std::vector<std::size_t> active;
    for (std::size_t f = 0; f < flows.size(); ++f) {
        for (const Channel c : flows[f].channels)
            if (!(capacity[c] > 0))
                throw std::invalid_argument("a transfer crosses a link without bandwidth");
        if (flows[f].bytes > 0 && !flows[f].channels.empty())
            active.push_back(f);
    }
    if (active.empty())
        return startUs;
    // Sharing is decided by fewer channels: of channels that carry exactly the same flows only
    // the narrowest can limit them.
    const std::vector<FluidFlow> solving = narrowestChannels(flows, active, capacity);
    const std::vector<std::uint32_t> group = independentGroups(solving, active, capacity.size());
    indexChannels(solving, active, capacity);

    // Per flow: its rate, bytes left at `since`, and when it will finish at that rate.
    std::vector<double> rate(flows.size(), 0);
    {
        const std::vector<double> initial = maxMinRates(solving, active, capacity);
        for (std::size_t i = 0; i < active.size(); ++i)
            rate[active[i]] = initial[i];
    }
    std::vector<double> left(flows.size(), 0), since(flows.size(), startUs), finish(flows.size(), 0);
    std::vector<std::uint32_t> version(flows.size(), 0);
    std::vector<bool> done(flows.size(), true);
    using Due = std::tuple<double, std::uint32_t, std::uint32_t>; // finish time, flow, version
    std::priority_queue<Due, std::vector<Due>, std::greater<>> due;
    // Per channel: the load now and since when it has held.
    m_load.assign(capacity.size(), 0);
    m_loadSince.assign(capacity.size(), startUs);
    auto changeLoad = [&](Channel c, double delta, double at) {
        const double before = m_load[c];
        if (before > 0 && at > m_loadSince[c]) {
            record(c, m_loadSince[c], at, before / m_raw[c]);
            m_bytes[c] += before * (at - m_loadSince[c]) * 1e-6;
        }
        double after = before + delta;
        if (after < 1e-9 * capacity[c])
            after = 0;
        m_load[c] = after;
        m_loadSince[c] = at;
    };
    for (const std::size_t f : active) {
        left[f] = flows[f].bytes;
        done[f] = false;
        finish[f] = startUs + left[f] / rate[f] * 1e6;
        due.emplace(finish[f], static_cast<std::uint32_t>(f), 0);
        for (const Channel c : flows[f].channels)
            changeLoad(c, rate[f], startUs);
    }

    std::size_t live = active.size();
    std::vector<bool> dirty(flows.size(), false);
    std::vector<std::vector<std::size_t>> members(flows.size());
    for (const std::size_t f : active)
        members[group[f]].push_back(f);
    double now = startUs;
    while (!due.empty()) {
        m_stop.check();
        const auto [first, flow, v] = due.top();
        if (done[flow] || v != version[flow]) {
            due.pop();
            continue;
        }
        // Flows due within kBatch of the phase's elapsed time end together: one recomputation
        // for all of them; no flow ends before its time, and none later than by that fraction.
        const double limit = first + kBatch * std::max(first - startUs, 0.0);
        double at = first;
        double slowestFinished = std::numeric_limits<double>::infinity(); // the lowest rate among the finished
        std::vector<std::uint32_t> changed;
        while (!due.empty()) {
            const auto [when, f, fv] = due.top();
            if (done[f] || fv != version[f]) {
                due.pop();
                continue;
            }
            if (when > limit)
                break;
            due.pop();
            at = std::max(at, when);
            done[f] = true;
            slowestFinished = std::min(slowestFinished, rate[f]);
            --live;
            for (const Channel c : flows[f].channels)
                changeLoad(c, -rate[f], when);
            if (!dirty[group[f]]) {
                dirty[group[f]] = true;
                changed.push_back(group[f]);
            }
        }
        now = at;
        // Only the groups where something finished share capacity anew.
        std::vector<std::size_t> resolve;
        for (const std::uint32_t g : changed) {
            auto& list = members[g];
            list.erase(std::remove_if(list.begin(), list.end(), [&](std::size_t f) { return done[f]; }), list.end());
            resolve.insert(resolve.end(), list.begin(), list.end());
            dirty[g] = false;
        }
        if (resolve.empty())
            continue;
        if (due.size() > 2 * live + 4096) {
            // Drop superseded entries before they pile up.
            std::vector<Due> live;
            while (!due.empty()) {
                const auto& top = due.top();
                if (!done[std::get<1>(top)] && std::get<2>(top) == version[std::get<1>(top)])
                    live.push_back(top);
                due.pop();
            }
            due = std::priority_queue<Due, std::vector<Due>, std::greater<>>(std::greater<>(), std::move(live));
        }
        // Water-filling fixes flows in rising order of rate, and the channels of a finished flow
        // only ever limited flows at its rate or above. So every flow slower than the slowest
        // that finished keeps its rate; only the others share again, in what the slower ones
        // leave of each channel.
        std::vector<std::size_t> faster;
        for (const std::size_t f : resolve)
            if (!(rate[f] < slowestFinished * (1 - kSameRate)))
                faster.push_back(f);
        if (faster.empty())
            continue;
        const std::vector<double>* room
            = faster.size() * 4 < resolve.size() ? leftBySlower(solving, faster, rate, done, capacity) : nullptr;
        if (room)
            resolve.swap(faster);
        const std::vector<double> fresh = maxMinRates(solving, resolve, room ? *room : capacity);
        restoreCapacity(capacity);
        for (std::size_t i = 0; i < resolve.size(); ++i) {
            const std::size_t f = resolve[i];
            if (std::fabs(fresh[i] - rate[f]) <= 1e-12 * rate[f])
                continue; // same rate: same finish time, nothing to redo
            left[f] = std::max(0.0, left[f] - rate[f] * (now - since[f]) * 1e-6);
            since[f] = now;
            for (const Channel c : flows[f].channels)
                changeLoad(c, fresh[i] - rate[f], now);
            rate[f] = fresh[i];
            finish[f] = now + left[f] / rate[f] * 1e6;
            due.emplace(finish[f], static_cast<std::uint32_t>(f), ++version[f]);
        }
    }
    return now;
}

void FluidNetwork::indexChannels(
    const std::vector<FluidFlow>& flows, const std::vector<std::size_t>& active, const std::vector<double>& capacity)
{
    m_channelStart.assign(capacity.size() + 1, 0);
    for (const std::size_t f : active)
        for (const Channel c : flows[f].channels)
            ++m_channelStart[c + 1];
    for (std::size_t c = 0; c < capacity.size(); ++c)
        m_channelStart[c + 1] += m_channelStart[c];
    std::vector<std::uint32_t> fill(m_channelStart.begin(), m_channelStart.end() - 1);
    m_channelFlows.resize(m_channelStart.back());
    for (const std::size_t f : active)
        for (const Channel c : flows[f].channels)
            m_channelFlows[fill[c]++] = static_cast<std::uint32_t>(f);
    m_adjusted = capacity;
    m_adjustedMark.assign(capacity.size(), false);
    m_isFaster.assign(flows.size(), false);
    m_adjustedChannels.clear();
}

const std::vector<double>* FluidNetwork::leftBySlower(const std::vector<FluidFlow>& flows,
    const std::vector<std::size_t>& faster, const std::vector<double>& rate, const std::vector<bool>& done,
    const std::vector<double>& capacity)
{
    for (const std::size_t f : faster)
        m_isFaster[f] = true;
    bool usable = true;
    for (const std::size_t f : faster)
        for (const Channel c : flows[f].channels) {
            if (m_adjustedMark[c])
                continue;
            m_adjustedMark[c] = true;
            m_adjustedChannels.push_back(c);
            double slower = 0;
            for (std::uint32_t k = m_channelStart[c]; k < m_channelStart[c + 1]; ++k) {
                const std::uint32_t g = m_channelFlows[k];
                if (!done[g] && !m_isFaster[g])
                    slower += rate[g];
            }
            m_adjusted[c] = capacity[c] - slower;
            // The slower flows never fill a channel a faster one uses; rounding could.
            if (!(m_adjusted[c] > capacity[c] * kSameRate))
                usable = false;
        }
    for (const std::size_t f : faster)
        m_isFaster[f] = false;
    return usable ? &m_adjusted : nullptr;
}

void FluidNetwork::restoreCapacity(const std::vector<double>& capacity)
{
    for (const Channel c : m_adjustedChannels) {
        m_adjusted[c] = capacity[c];
        m_adjustedMark[c] = false;
    }
    m_adjustedChannels.clear();
}

std::vector<FluidFlow> FluidNetwork::narrowestChannels(
    const std::vector<FluidFlow>& flows, const std::vector<std::size_t>& active, const std::vector<double>& capacity)
{
    // A channel's signature: a sum of per-flow random words over the flows it carries.
    std::vector<std::uint64_t> signature(capacity.size(), 0);
    for (const std::size_t f : active) {
        std::uint64_t word = f + 0x9e3779b97f4a7c15ull;
        word = (word ^ (word >> 30)) * 0xbf58476d1ce4e5b9ull;
        word = (word ^ (word >> 27)) * 0x94d049bb133111ebull;
        word ^= word >> 31;
        for (const Channel c : flows[f].channels)
            signature[c] += word;
    }
    std::unordered_map<std::uint64_t, Channel> narrowest;
    for (const std::size_t f : active)
        for (const Channel c : flows[f].channels) {
            auto [it, fresh] = narrowest.emplace(signature[c], c);
            if (!fresh && capacity[c] < capacity[it->second])
                it->second = c;
        }
    std::vector<FluidFlow> out(flows.size());
    for (const std::size_t f : active) {
        out[f].bytes = flows[f].bytes;
        for (const Channel c : flows[f].channels)
            if (narrowest.at(signature[c]) == c)
                out[f].channels.push_back(c);
    }
    return out;
}

std::vector<std::uint32_t> FluidNetwork::independentGroups(
    const std::vector<FluidFlow>& flows, const std::vector<std::size_t>& active, std::size_t channels)
{
    // Flows that share no channel, directly or through others, never change each other's rates.
    DisjointSets sets(flows.size());
    std::vector<std::uint32_t> firstOn(channels, ~0u);
    for (const std::size_t f : active)
        for (const Channel c : flows[f].channels) {
            if (firstOn[c] == ~0u)
                firstOn[c] = static_cast<std::uint32_t>(f);
            else
                sets.join(static_cast<std::uint32_t>(f), firstOn[c]);
        }
    std::vector<std::uint32_t> group(flows.size());
    for (std::uint32_t f = 0; f < group.size(); ++f)
        group[f] = sets.find(f);
    return group;
}

std::vector<FluidFlow> mergeFlows(std::vector<FluidFlow> flows)
{
    // In the order of their channel lists, those with the same list as one.
    std::vector<std::uint32_t> order;
    order.reserve(flows.size());
    for (std::uint32_t f = 0; f < flows.size(); ++f)
        if (flows[f].bytes > 0 && !flows[f].channels.empty())
            order.push_back(f);
    std::sort(order.begin(), order.end(), [&](std::uint32_t x, std::uint32_t y) {
        return flows[x].channels < flows[y].channels || (flows[x].channels == flows[y].channels && x < y);
    });
    std::vector<FluidFlow> out;
    for (const std::uint32_t f : order) {
        if (!out.empty() && out.back().channels == flows[f].channels) {
            out.back().bytes += flows[f].bytes;
            continue;
        }
        out.push_back(FluidFlow { std::move(flows[f].channels), flows[f].bytes });
    }
    return out;
}

} // namespace scalescope

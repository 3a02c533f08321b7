#include "sim/MaxMinFair.h"

#include <algorithm>
#include <cstring>
#include <functional>
#include <queue>

namespace scalescope {

std::size_t MaxMinFairRates::indexChannels(
    const ChannelLists& flows, const std::vector<std::size_t>& active, const std::vector<double>& capacity)
{
    Scratch& s = m_scratch;
    std::vector<std::uint32_t>& dense = s.dense;
    dense.resize(capacity.size(), ~0u);
    s.used.clear();
    s.remaining.clear();
    s.unfixed.clear();
    for (const std::size_t f : active)
        for (const Channel c : flows[f]) {
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
        for (const Channel c : flows[active[i]])
            s.members[s.fill[dense[c]]++] = i;
    return used;
}

std::vector<double> MaxMinFairRates::solve(
    const ChannelLists& flows, const std::vector<std::size_t>& active, const std::vector<double>& capacity)
{
    Scratch& s = m_scratch;
    std::vector<std::uint32_t>& dense = s.dense;
    const std::size_t used = indexChannels(flows, active, capacity);

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
            for (const Channel other : flows[active[i]]) {
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

void MaxMinFairRates::numberShares(std::size_t used)
{
    Scratch& s = m_scratch;
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
}

const std::vector<std::pair<double, std::uint32_t>>& MaxMinFairRates::sortedShares(std::size_t used)
{
    // Every (fair share, dense channel) in ascending order. Shares are capacity over a flow
    // count, so on real fabrics they take few distinct values: the channels are bucketed by
    // share, in channel order within a bucket, which is the order a sort of the pairs gives.
    Scratch& s = m_scratch;
    s.order.clear();
    numberShares(used);
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

} // namespace scalescope

#include "sim/FluidFlow.h"

#include "sim/ChannelLists.h"
#include "util/DisjointSets.h"

#include <algorithm>
#include <unordered_map>

namespace scalescope {

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

namespace {

std::uint64_t hashChannels(const std::vector<Channel>& channels)
{
    std::uint64_t h = 0x9e3779b97f4a7c15ull ^ channels.size();
    for (const Channel c : channels) {
        h ^= c;
        h *= 0xbf58476d1ce4e5b9ull;
        h ^= h >> 31;
    }
    return h;
}

} // namespace

std::uint32_t FlowMerger::add(std::vector<Channel>&& channels, double bytes)
{
    if (!(bytes > 0) || channels.empty())
        return kNone;
    if (2 * (m_flows.size() + 1) > m_slots.size())
        grow();
    const std::uint64_t tag = hashChannels(channels) & ~0xffffffffull;
    const std::size_t mask = m_slots.size() - 1;
    for (std::size_t i = (tag >> 32) & mask;; i = (i + 1) & mask) {
        const std::uint64_t slot = m_slots[i];
        const auto flow = static_cast<std::uint32_t>(slot) - 1;
        if (slot == 0) {
            m_slots[i] = tag | (m_flows.size() + 1);
            m_flows.push_back(FluidFlow { std::move(channels), bytes });
            return static_cast<std::uint32_t>(m_flows.size() - 1);
        }
        if ((slot & ~0xffffffffull) == tag && m_flows[flow].channels == channels) {
            m_flows[flow].bytes += bytes;
            return flow;
        }
    }
}

void FlowMerger::grow()
{
    std::vector<std::uint64_t> old(std::max<std::size_t>(64, m_slots.size() * 2), 0);
    old.swap(m_slots);
    const std::size_t mask = m_slots.size() - 1;
    for (const std::uint64_t slot : old) {
        if (slot == 0)
            continue;
        std::size_t i = (slot >> 32) & mask;
        while (m_slots[i] != 0)
            i = (i + 1) & mask;
        m_slots[i] = slot;
    }
}

std::vector<FluidFlow> FlowMerger::flows()
{
    // Channel lists are distinct, so sorting them gives mergeFlows' order. Sorted by their first
    // two channels as one number (an order the lists' own agrees with), the lists themselves
    // compared only on a tie.
    std::vector<std::pair<std::uint64_t, std::uint32_t>> order(m_flows.size());
    for (std::uint32_t f = 0; f < m_flows.size(); ++f) {
        const std::vector<Channel>& c = m_flows[f].channels;
        order[f] = { std::uint64_t(c[0]) << 32 | (c.size() > 1 ? c[1] : 0), f };
    }
    std::sort(order.begin(), order.end(), [&](const auto& x, const auto& y) {
        if (x.first != y.first)
            return x.first < y.first;
        return m_flows[x.second].channels < m_flows[y.second].channels;
    });
    std::vector<FluidFlow> out;
    out.reserve(m_flows.size());
    for (const auto& [key, f] : order)
        out.push_back(std::move(m_flows[f]));
    m_flows.clear();
    m_slots.clear();
    return out;
}

ChannelLists narrowestChannels(
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
    // Each signature's narrowest channel, the first met (flow by flow) among equals; decided once
    // per channel, not once per flow on it.
    std::vector<Channel> met;
    std::vector<bool> seen(capacity.size(), false);
    for (const std::size_t f : active)
        for (const Channel c : flows[f].channels)
            if (!seen[c]) {
                seen[c] = true;
                met.push_back(c);
            }
    std::unordered_map<std::uint64_t, Channel> narrowest;
    narrowest.reserve(met.size());
    for (const Channel c : met) {
        auto [it, fresh] = narrowest.emplace(signature[c], c);
        if (!fresh && capacity[c] < capacity[it->second])
            it->second = c;
    }
    std::vector<bool> kept(capacity.size(), false);
    for (const Channel c : met)
        kept[c] = narrowest.at(signature[c]) == c;
    std::vector<bool> isActive(flows.size(), false);
    std::size_t keptUses = 0;
    for (const std::size_t f : active) {
        isActive[f] = true;
        keptUses += static_cast<std::size_t>(
            std::count_if(flows[f].channels.begin(), flows[f].channels.end(), [&](Channel c) { return kept[c]; }));
    }
    ChannelLists out;
    out.reserve(flows.size(), keptUses);
    for (std::size_t f = 0; f < flows.size(); ++f) {
        if (isActive[f])
            for (const Channel c : flows[f].channels)
                if (kept[c])
                    out.add(c);
        out.endList();
    }
    return out;
}

std::vector<std::uint32_t> independentGroups(
    const ChannelLists& flows, const std::vector<std::size_t>& active, std::size_t channels)
{
    DisjointSets sets(flows.size());
    std::vector<std::uint32_t> firstOn(channels, ~0u);
    for (const std::size_t f : active)
        for (const Channel c : flows[f]) {
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

} // namespace scalescope

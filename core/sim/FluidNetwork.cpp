#include "sim/FluidNetwork.h"

#include "model/Localized.h"
#include "sim/DueQueue.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <stdexcept>

namespace scalescope {

struct FluidNetwork::Run {
    const std::vector<FluidFlow>& flows;
    std::vector<double> capacity; // bytes/s per channel
    double startUs = 0;
    double now = 0;
    ChannelLists solving; // the flows' channels that can limit them (narrowestChannels)
    std::vector<std::uint32_t> group; // per flow: its independent group
    // Per flow: its rate, bytes left at `since`, and when it will finish at that rate.
    std::vector<double> rate, left, since, finish;
    std::vector<std::uint32_t> version; // of its entry in `due`; older entries are stale
    std::vector<bool> done;
    std::vector<bool> dirty; // per group: something in it finished in this batch
    std::vector<std::vector<std::size_t>> members; // per group: its flows, finished ones dropped as found
    std::size_t live = 0; // flows not done
    DueQueue due;
    // Kept between batches: the flows that share capacity anew (collectResolve).
    std::vector<std::size_t> faster, resolve;

    bool isStale(const Due& entry) const
    {
        return done[std::get<1>(entry)] || std::get<2>(entry) != version[std::get<1>(entry)];
    }

    // The unfinished flows of `groups` whose rate is not below `slowestFinished`, into `faster`;
    // all their unfinished flows into `resolve` only when the faster are many enough to be solved
    // with them (shareAgain), else `resolve` is left empty. Returns how many are unfinished. The
    // groups are no longer dirty after.
    std::size_t collectResolve(const std::vector<std::uint32_t>& groups, double slowestFinished)
    {
        faster.clear();
        resolve.clear();
        std::size_t unfinished = 0;
        for (const std::uint32_t g : groups) {
            auto& list = members[g];
            list.erase(std::remove_if(list.begin(), list.end(), [&](std::size_t f) { return done[f]; }), list.end());
            unfinished += list.size();
            for (const std::size_t f : list)
                if (!(rate[f] < slowestFinished * (1 - kSameRateFraction)))
                    faster.push_back(f);
            dirty[g] = false;
        }
        if (!fasterAlone(unfinished))
            collectAll(groups);
        return unfinished;
    }

    // All unfinished flows of `groups` (collected by collectResolve) into `resolve`.
    void collectAll(const std::vector<std::uint32_t>& groups)
    {
        resolve.clear();
        for (const std::uint32_t g : groups)
            resolve.insert(resolve.end(), members[g].begin(), members[g].end());
    }

    // Whether the faster flows are few enough among `unfinished` to share what the slower leave
    // (RoomForFaster) rather than all of them solving again.
    bool fasterAlone(std::size_t unfinished) const { return faster.size() * 4 < unfinished; }

    // Drops superseded entries before they pile up.
    void dropStale()
    {
        due.dropIf([this](const Due& entry) { return isStale(entry); });
    }
};

struct FluidNetwork::FinishedBatch {
    double atUs = 0; // when the last of them finished
    double slowestRate = std::numeric_limits<double>::infinity(); // the lowest rate among them
    std::vector<std::uint32_t> groups; // the groups they were in, each once
};

FluidNetwork::FluidNetwork(std::vector<double> effective, std::vector<double> raw, StopFlag stop)
    : m_effective(std::move(effective))
    , m_raw(std::move(raw))
    , m_stop(stop)
    , m_timeline(m_effective.size())
    , m_bytes(m_effective.size(), 0)
{
}

std::vector<std::vector<LinkSegment>> FluidNetwork::takeTimeline()
{
    std::vector<std::vector<LinkSegment>> out = std::move(m_timeline);
    m_timeline.assign(out.size(), {});
    return out;
}

void FluidNetwork::record(Channel channel, double startUs, double endUs, double utilization)
{
    auto& segments = m_timeline[channel];
    if (!segments.empty() && std::fabs(segments.back().utilization - utilization) < 1e-9
        && std::fabs(segments.back().endUs - startUs) < 1e-9) {
        segments.back().endUs = endUs;
        return;
    }
    segments.push_back(LinkSegment { startUs, endUs, utilization });
}

void FluidNetwork::changeLoad(Channel c, double delta, double at, const std::vector<double>& capacity)
{
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
}

double FluidNetwork::run(const std::vector<FluidFlow>& flows, double startUs, const std::vector<double>* scale)
{
    std::vector<double> capacity = m_effective;
    if (scale)
        for (std::size_t c = 0; c < capacity.size(); ++c)
            capacity[c] *= (*scale)[c];
    const std::vector<std::size_t> active = activeFlows(flows, capacity);
    if (active.empty())
        return startUs;
    Run run { flows, std::move(capacity), startUs };
    // Sharing is decided by fewer channels: of channels that carry exactly the same flows only
    // the narrowest can limit them.
    run.solving = narrowestChannels(flows, active, run.capacity);
    run.group = independentGroups(run.solving, active, run.capacity.size());
    m_room.index(run.solving, active, run.capacity);
    startFlows(run, active);
    while (!run.due.empty()) {
        m_stop.check();
        if (run.isStale(run.due.top())) {
            run.due.pop();
            continue;
        }
        const FinishedBatch batch = finishDueFlows(run);
        run.now = batch.atUs;
        // Only the groups where something finished share capacity anew.
        const std::size_t unfinished = run.collectResolve(batch.groups, batch.slowestRate);
        if (run.faster.empty())
            continue;
        if (run.due.size() > 2 * run.live + 4096)
            run.dropStale();
        shareAgain(run, batch.groups, unfinished);
    }
    return run.now;
}

std::vector<std::size_t> FluidNetwork::activeFlows(
    const std::vector<FluidFlow>& flows, const std::vector<double>& capacity)
{
    std::vector<std::size_t> active;
    for (std::size_t f = 0; f < flows.size(); ++f) {
        for (const Channel c : flows[f].channels)
            if (!(capacity[c] > 0))
                throw std::invalid_argument(
                    localized(QT_TRANSLATE_NOOP("scalescope-core", "a transfer crosses a link without bandwidth")));
        if (flows[f].bytes > 0 && !flows[f].channels.empty())
            active.push_back(f);
    }
    return active;
}

void FluidNetwork::startFlows(Run& run, const std::vector<std::size_t>& active)
{
    const std::size_t count = run.flows.size();
    run.rate.assign(count, 0);
    {
        const std::vector<double> initial = m_rates.solve(run.solving, active, run.capacity);
        for (std::size_t i = 0; i < active.size(); ++i)
            run.rate[active[i]] = initial[i];
    }
    run.left.assign(count, 0);
    run.since.assign(count, run.startUs);
    run.finish.assign(count, 0);
    run.version.assign(count, 0);
    run.done.assign(count, true);
    m_load.assign(run.capacity.size(), 0);
    m_loadSince.assign(run.capacity.size(), run.startUs);
    std::vector<Due> due;
    due.reserve(active.size());
    for (const std::size_t f : active) {
        run.left[f] = run.flows[f].bytes;
        run.done[f] = false;
        run.finish[f] = run.startUs + run.left[f] / run.rate[f] * 1e6;
        due.emplace_back(run.finish[f], static_cast<std::uint32_t>(f), 0);
        for (const Channel c : run.flows[f].channels)
            changeLoad(c, run.rate[f], run.startUs, run.capacity);
    }
    run.due = DueQueue(std::move(due));
    run.live = active.size();
    run.dirty.assign(count, false);
    run.members.assign(count, {});
    for (const std::size_t f : active)
        run.members[run.group[f]].push_back(f);
    run.now = run.startUs;
}

FluidNetwork::FinishedBatch FluidNetwork::finishDueFlows(Run& run)
{
    // Flows due within kBatch of the phase's elapsed time end together: one recomputation
    // for all of them; no flow ends before its time, and none later than by that fraction.
    const double first = std::get<0>(run.due.top());
    const double limit = first + kBatch * std::max(first - run.startUs, 0.0);
    FinishedBatch batch;
    batch.atUs = first;
    while (!run.due.empty()) {
        const auto [when, f, fv] = run.due.top();
        if (run.done[f] || fv != run.version[f]) {
            run.due.pop();
            continue;
        }
        if (when > limit)
            break;
        run.due.pop();
        batch.atUs = std::max(batch.atUs, when);
        run.done[f] = true;
        batch.slowestRate = std::min(batch.slowestRate, run.rate[f]);
        --run.live;
        for (const Channel c : run.flows[f].channels)
            changeLoad(c, -run.rate[f], when, run.capacity);
        if (!run.dirty[run.group[f]]) {
            run.dirty[run.group[f]] = true;
            batch.groups.push_back(run.group[f]);
        }
    }
    return batch;
}

void FluidNetwork::shareAgain(Run& run, const std::vector<std::uint32_t>& groups, std::size_t unfinished)
{
    // Water-filling fixes flows in rising order of rate, and the channels of a finished flow
    // only ever limited flows at its rate or above. So every flow slower than the slowest that
    // finished keeps its rate; only the others (run.faster) share again, in what the slower ones
    // leave of each channel, or, when they are many, all unfinished flows solve again.
    const std::vector<double>* room = run.fasterAlone(unfinished)
        ? m_room.leftBySlower(run.solving, run.faster, run.rate, run.done, run.capacity)
        : nullptr;
    if (!room && run.resolve.empty()) // rounding left the faster no room: all of them after all
        run.collectAll(groups);
    const std::vector<std::size_t>& resolve = room ? run.faster : run.resolve;
    const std::vector<double> fresh = m_rates.solve(run.solving, resolve, room ? *room : run.capacity);
    m_room.restoreCapacity(run.capacity);
    for (std::size_t i = 0; i < resolve.size(); ++i) {
        const std::size_t f = resolve[i];
        if (std::fabs(fresh[i] - run.rate[f]) <= 1e-12 * run.rate[f])
            continue; // same rate: same finish time, nothing to redo
        run.left[f] = std::max(0.0, run.left[f] - run.rate[f] * (run.now - run.since[f]) * 1e-6);
        run.since[f] = run.now;
        for (const Channel c : run.flows[f].channels)
            changeLoad(c, fresh[i] - run.rate[f], run.now, run.capacity);
        run.rate[f] = fresh[i];
        run.finish[f] = run.now + run.left[f] / run.rate[f] * 1e6;
        run.due.emplace(run.finish[f], static_cast<std::uint32_t>(f), ++run.version[f]);
    }
}

} // namespace scalescope

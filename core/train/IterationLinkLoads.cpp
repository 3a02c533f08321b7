#include "train/IterationLinkLoads.h"

#include "model/Localized.h"
#include "model/Units.h"
#include "sim/SimulateTogether.h"
#include "train/IterationComms.h"
#include "train/ParallelGroups.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace scalescope {
namespace {

constexpr const char* kKinds[] = { "tp", "cp", "ep", "pp", "dp" };

// The kind's collective that takes most time per iteration; null when the job has none.
const IterationCollective* busiestOfKind(const IterationResult& result, const std::string& kind)
{
    const IterationCollective* busiest = nullptr;
    for (const IterationCollective& c : result.collectives)
        if (c.kind == kind && c.bytes > 0 && (!busiest || c.totalUs() > busiest->totalUs()))
            busiest = &c;
    return busiest;
}

// Each link's busier direction's mean utilization over the run.
std::vector<LinkLoad> meanLoads(const TogetherResult& run)
{
    std::map<LinkId, double> busiest;
    if (run.timeUs <= 0)
        return {};
    for (const LinkTimeline& timeline : run.links) {
        double busyUs = 0;
        for (const LinkSegment& s : timeline.segments)
            busyUs += s.utilization * (s.endUs - s.startUs);
        double& load = busiest[timeline.link];
        load = std::max(load, std::min(1.0, busyUs / run.timeUs));
    }
    std::vector<LinkLoad> out;
    out.reserve(busiest.size());
    for (const auto& [link, load] : busiest)
        if (load > 0)
            out.push_back({ link, static_cast<float>(load) });
    return out;
}

std::string describe(const IterationCollective& c, const std::vector<std::vector<int>>& groups)
{
    const auto bytes = static_cast<ByteCount>(std::llround(c.bytes));
    // "reduce_scatter of 160 MiB on 8 groups of 8 GPUs"
    return localized(groups.size() == 1 ? QT_TRANSLATE_NOOP("scalescope-core", "%1 of %2 on %3 group of %4 GPUs")
                                        : QT_TRANSLATE_NOOP("scalescope-core", "%1 of %2 on %3 groups of %4 GPUs"),
        { toString(c.collective), formatSize(bytes), std::to_string(groups.size()),
            std::to_string(groups.front().size()) });
}

} // namespace

const KindLinkLoads* IterationLinkLoads::find(const std::string& kind) const
{
    for (const KindLinkLoads& k : kinds)
        if (k.kind == kind)
            return &k;
    return nullptr;
}

std::vector<std::vector<int>> groupsOfKind(
    const ParallelConfig& config, const RankOrder& order, const IterationCollective& collective)
{
    const ParallelGroups groups(config, order);
    const std::string& kind = collective.kind;
    std::vector<std::vector<int>> out;
    if (kind == "pp")
        return ppNeighbourPairs(groups, config);
    std::vector<std::vector<int>> all;
    if (kind == "cp")
        all = cpGroupsFor(groups, config, collective.collective);
    else if (kind == "tp" || kind == "ep")
        all = groups.groups(kind == "tp" ? ParallelGroup::Tp : ParallelGroup::Ep);
    else if (kind == "dp")
        all = groups.groups(collective.onExpertGroups ? ParallelGroup::ExpertDp : ParallelGroup::DpCp);
    for (std::vector<int>& ranks : all)
        if (ranks.size() > 1)
            out.push_back(std::move(ranks));
    return out;
}

IterationLinkLoads iterationLinkLoads(
    const Topology& topology, const Catalog& catalog, const IterationResult& result, SimOptions options)
{
    options.fidelity = Fidelity::Flow;
    IterationLinkLoads out;
    for (const char* kind : kKinds) {
        const IterationCollective* busiest = busiestOfKind(result, kind);
        if (!busiest)
            continue;
        const std::vector<std::vector<int>> groups = groupsOfKind(result.config, result.order, *busiest);
        if (groups.empty())
            continue;
        std::vector<Workload> workloads;
        workloads.reserve(groups.size());
        for (const std::vector<int>& group : groups) {
            Workload w;
            w.collective = busiest->collective;
            w.bytes = static_cast<ByteCount>(std::llround(busiest->bytes));
            for (int rank : group)
                w.ranks.push_back(result.placement.at(static_cast<std::size_t>(rank)));
            workloads.push_back(std::move(w));
        }
        const TogetherResult run = simulateTogether(topology, catalog, workloads, options);
        out.kinds.push_back({ kind, describe(*busiest, groups), run.timeUs, meanLoads(run) });
    }
    return out;
}

void combineLinkLoads(const IterationLinkLoads& loads, const std::vector<std::string>& kinds, std::size_t linkCount,
    std::vector<float>& out)
{
    out.assign(linkCount, 0.0F);
    for (const std::string& kind : kinds)
        if (const KindLinkLoads* found = loads.find(kind))
            for (const LinkLoad& load : found->links)
                if (load.link < linkCount)
                    out[load.link] = std::max(out[load.link], load.utilization);
}

std::vector<std::string> kindsActiveAt(const IterationResult& result, double timeUs)
{
    static constexpr TimelineKind kCommunication[]
        = { TimelineKind::Tp, TimelineKind::Cp, TimelineKind::Ep, TimelineKind::Pp, TimelineKind::Dp };
    const double endUs = result.iterationUs;
    std::vector<std::string> kinds;
    for (const TimelineKind kind : kCommunication) {
        bool active = false;
        for (const StageTimeline& stage : result.timeline)
            for (const TimelineBar& bar : stage.bars)
                // A bar holds its start, not its end; the last instant belongs to the bars ending there.
                active = active
                    || (bar.kind == kind && bar.startUs <= timeUs
                        && (timeUs < bar.endUs || (timeUs >= endUs && bar.endUs >= endUs)));
        if (active)
            kinds.push_back(toString(kind));
    }
    return kinds;
}

} // namespace scalescope

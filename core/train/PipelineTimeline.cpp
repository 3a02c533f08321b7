#include "train/PipelineTimeline.h"

#include "model/Localized.h"
#include "train/TrainingIteration.h"

#include <algorithm>
#include <stdexcept>

namespace scalescope {
namespace {

// One stage's passes in 1F1B order: `warmup` forwards, then one forward and one backward in turn,
// then the remaining backwards. True is a forward.
std::vector<bool> oneFOneBOrder(long long passes, long long warmup)
{
    std::vector<bool> order;
    order.reserve(static_cast<std::size_t>(2 * passes));
    for (long long i = 0; i < warmup; ++i)
        order.push_back(true);
    for (long long i = warmup; i < passes; ++i) {
        order.push_back(true);
        order.push_back(false);
    }
    for (long long i = 0; i < warmup; ++i)
        order.push_back(false);
    return order;
}

struct PassTimes {
    std::vector<double> forwardEnd, backwardEnd; // per pass
};

// When every pass of every stage ends: a forward after the stage before ended it, a backward after
// the stage after ended it (the last stage: after its own forward), each after the stage's previous.
std::vector<PassTimes> schedule(int stages, long long passes, double forwardUs, double backwardUs,
    std::vector<std::vector<std::pair<double, bool>>>& startsOut)
{
    std::vector<PassTimes> t(static_cast<std::size_t>(stages));
    std::vector<std::vector<bool>> orders;
    for (int s = 0; s < stages; ++s) {
        t[s].forwardEnd.assign(static_cast<std::size_t>(passes), -1);
        t[s].backwardEnd.assign(static_cast<std::size_t>(passes), -1);
        orders.push_back(oneFOneBOrder(passes, std::min<long long>(stages - 1 - s, passes)));
    }
    std::vector<std::size_t> next(static_cast<std::size_t>(stages), 0);
    std::vector<long long> forwards(static_cast<std::size_t>(stages), 0), backwards(forwards);
    std::vector<double> free(static_cast<std::size_t>(stages), 0);
    startsOut.assign(static_cast<std::size_t>(stages), {});
    for (bool progress = true; progress;) {
        progress = false;
        for (int s = 0; s < stages; ++s) {
            while (next[s] < orders[s].size()) {
                const bool forward = orders[s][next[s]];
                const long long i = forward ? forwards[s] : backwards[s];
                double ready = 0;
                if (forward && s > 0)
                    ready = t[s - 1].forwardEnd[i];
                else if (!forward)
                    ready = s + 1 < stages ? t[s + 1].backwardEnd[i] : t[s].forwardEnd[i];
                if (ready < 0)
                    break; // waits for another stage
                const double start = std::max(free[s], ready);
                free[s] = start + (forward ? forwardUs : backwardUs);
                (forward ? t[s].forwardEnd : t[s].backwardEnd)[i] = free[s];
                startsOut[s].emplace_back(start, forward);
                ++(forward ? forwards[s] : backwards[s]);
                ++next[s];
                progress = true;
            }
        }
    }
    return t;
}

void addBar(std::vector<TimelineBar>& bars, TimelineKind kind, double& at, double us)
{
    if (us <= 0)
        return;
    bars.push_back({ kind, at, at + us });
    at += us;
}

// A pass's bars: its compute, then its share of the exposed communication.
void addPass(
    std::vector<TimelineBar>& bars, double start, double computeUs, double share, const StagePass& pass, double chunks)
{
    double at = start;
    addBar(bars, TimelineKind::Compute, at, computeUs);
    addBar(bars, TimelineKind::Tp, at, share * pass.tpUs / chunks);
    addBar(bars, TimelineKind::Cp, at, share * pass.cpUs / chunks);
    addBar(bars, TimelineKind::Ep, at, share * pass.epUs / chunks);
}

} // namespace

std::string toString(TimelineKind kind)
{
    switch (kind) {
    case TimelineKind::Compute:
        return "compute";
    case TimelineKind::Tp:
        return "tp";
    case TimelineKind::Cp:
        return "cp";
    case TimelineKind::Ep:
        return "ep";
    case TimelineKind::Pp:
        return "pp";
    case TimelineKind::Dp:
        return "dp";
    case TimelineKind::Bubble:
        return "bubble";
    case TimelineKind::Optimizer:
        return "optimizer";
    }
    return "compute";
}

std::vector<StageTimeline> pipelineTimeline(
    const StagePass& pass, int stages, int virtualStages, long long microBatches, const IterationBreakdown& breakdown)
{
    if (stages < 1 || virtualStages < 1 || microBatches < 1)
        throw std::invalid_argument(localized(QT_TRANSLATE_NOOP(
            "scalescope-core", "a pipeline timeline needs at least one stage, chunk and micro-batch")));
    const double chunks = virtualStages;
    const long long passes = microBatches * virtualStages;
    const double compute = pass.forwardUs + pass.backwardUs;
    const double forwardShare = compute > 0 ? pass.forwardUs / compute : 0.5;
    const double comm = pass.tpUs + pass.cpUs + pass.epUs;
    const double forwardUs = (pass.forwardUs + forwardShare * comm) / chunks;
    const double backwardUs = (pass.backwardUs + (1 - forwardShare) * comm) / chunks;

    std::vector<std::vector<std::pair<double, bool>>> starts;
    schedule(stages, passes, forwardUs, backwardUs, starts);
    double pipelineEnd = 0;
    for (const auto& stage : starts)
        if (!stage.empty())
            pipelineEnd = std::max(pipelineEnd, stage.back().first + (stage.back().second ? forwardUs : backwardUs));

    std::vector<StageTimeline> timeline(static_cast<std::size_t>(stages));
    for (int s = 0; s < stages; ++s) {
        std::vector<TimelineBar>& bars = timeline[s].bars;
        timeline[s].stage = s;
        double at = 0;
        for (const auto& [start, forward] : starts[s]) {
            addBar(bars, TimelineKind::Bubble, at, start - at);
            at = start;
            const double share = forward ? forwardShare : 1 - forwardShare;
            addPass(bars, start, (forward ? pass.forwardUs : pass.backwardUs) / chunks, share, pass, chunks);
            at = start + (forward ? forwardUs : backwardUs);
        }
        addBar(bars, TimelineKind::Bubble, at, pipelineEnd - at);
        at = pipelineEnd;
        addBar(bars, TimelineKind::Pp, at, breakdown.pp);
        addBar(bars, TimelineKind::Dp, at, breakdown.dp);
        addBar(bars, TimelineKind::Optimizer, at, breakdown.optimizer);
    }
    return timeline;
}

} // namespace scalescope

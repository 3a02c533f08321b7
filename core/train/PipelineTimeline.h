// One iteration as a Gantt chart: per pipeline stage, what it does when, under the 1F1B schedule
// (PipeDream-Flush, Narayanan et al. SC21, section 2.2). Every stage is given the slowest stage's
// work per micro-batch, as the iteration's time is (TrainingIteration.h), so the chart's last bar
// ends at the iteration time and each stage's bubble is (p - 1)/(m + p - 1) of the pipeline's time.
// Interleaving over v virtual stages is drawn as 1F1B over v x m chunk passes of 1/v the work each,
// which has the same bubble, (p - 1)/v stage times. After the pipeline: the stage-to-stage
// transfers on the critical path, the exposed data-parallel communication and the optimizer step,
// the same on every stage.
#pragma once

#include <string>
#include <vector>

namespace scalescope {

struct IterationBreakdown;

enum class TimelineKind { Compute, Tp, Cp, Ep, Pp, Dp, Bubble, Optimizer };
std::string toString(TimelineKind kind); // "compute", "tp", ..., "optimizer"

struct TimelineBar {
    TimelineKind kind = TimelineKind::Compute;
    double startUs = 0, endUs = 0;
};

struct StageTimeline {
    int stage = 0;
    std::vector<TimelineBar> bars; // in time order, none overlapping
};

// One micro-batch through one stage (all its chunks), microseconds: the computation and the
// communication left exposed, forward and backward together.
struct StagePass {
    double forwardUs = 0, backwardUs = 0; // computation
    double tpUs = 0, cpUs = 0, epUs = 0; // exposed communication
};

// The 1F1B chart of `stages` stages, `microBatches` micro-batches, `virtualStages` chunks per stage,
// each pass as `pass`; `breakdown` gives the PP, DP and optimizer times that follow the pipeline.
// Communication is split between a pass's forward and backward in proportion to their compute.
std::vector<StageTimeline> pipelineTimeline(
    const StagePass& pass, int stages, int virtualStages, long long microBatches, const IterationBreakdown& breakdown);

} // namespace scalescope

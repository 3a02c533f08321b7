// One training iteration of a model on placed GPUs, analytic: compute per micro-batch from
// FLOPs and the efficiency model (ComputeTime), every collective timed by the simulator on the
// job's GPUs (IterationComms), combined by the pipeline schedule:
//
//   iteration = m x stage + bubble + PP transfers + exposed DP + optimizer step
//
// where `stage` is the slowest pipeline stage's time for one micro-batch forward and backward
// (its computation plus the TP, CP and EP communication not hidden behind it), m the
// micro-batches per pipeline, bubble = (p - 1) / v x stage (1F1B: the bubble is (p - 1)/(m + p - 1)
// of the pipeline's time; interleaving over v virtual stages divides it by v, Narayanan et al.
// SC21, section 2.2), the PP transfers 2 (v m + p - 1) stage-to-stage sends on the critical path.
// DP's gradient reduction follows stage 0's last backward (in 1F1B the last to finish); overlapped,
// only what does not fit behind that backward is exposed, and never less than its last bucket;
// the parameter all-gather likewise behind the next forward. The optimizer step is memory-bound:
// Adam reads the FP32 master weight, both moments and the FP32 gradient and writes the first three
// and the BF16 weight, 30 bytes per parameter the GPU updates, at its HBM bandwidth.
//
// MFU: model FLOPs (ModelCounts: Megatron-LM's count, without recomputation) per iteration over
// the iteration time and the GPUs' dense peak at the precision; hardware FLOP/s add recomputation.
#pragma once

#include "catalog/Catalog.h"
#include "model/Topology.h"
#include "sim/Simulator.h"
#include "train/CollectiveTimer.h"
#include "train/ComputeTime.h"
#include "train/IterationComms.h"
#include "train/ParallelConfig.h"
#include "train/ParallelGroups.h"
#include "train/PipelineTimeline.h"
#include "train/TrainingMemory.h"

#include <map>
#include <stdexcept>
#include <string>
#include <vector>

namespace scalescope {

struct IterationOptions {
    RankOrder order = defaultRankOrder();
    bool overlapDataParallel = true; // gradient buckets with backward, parameter gathers with forward
    bool overlapTensorParallel = false; // TP communication behind the layer's compute (tp-comm-overlap)
    SimOptions sim; // how the collectives are timed
    // Flow fidelity: other jobs' collectives by kind (tp, cp, ep, pp, dp) that run at the same
    // moment as this job's of that kind (TrainingTenants.h).
    std::map<std::string, std::vector<Workload>> background;
    bool timeline = false; // draw the 1F1B schedule into IterationResult::timeline (PipelineTimeline.h)
};

struct IterationBreakdown { // microseconds of one iteration
    double compute = 0, tp = 0, cp = 0, ep = 0, pp = 0, dp = 0, bubble = 0, optimizer = 0;
    double total() const { return compute + tp + cp + ep + pp + dp + bubble + optimizer; }
};

struct IterationResult {
    ParallelConfig config;
    RankOrder order;
    std::vector<NodeId> placement; // rank r on placement[r]
    std::string gpuName;
    double iterationUs = 0;
    IterationBreakdown breakdownUs;
    double tokensPerSec = 0;
    double mfu = 0; // model FLOPs over peak dense at the precision
    double tflopsPerGpu = 0; // model FLOPs per second per GPU, 10^12
    double hardwareTflopsPerGpu = 0; // with recomputation's FLOPs
    ComputeRates rates; // what the compute was timed at: a large product, memory-bound work
    double bubbleFraction = 0; // of the pipeline's time (m stages + bubble)
    long long microBatches = 0;
    int slowestStage = 0;
    MemoryPerGpu memory;
    std::vector<IterationCollective> collectives; // busiest (most time per iteration) first
    int simulations = 0; // collectives the simulator timed (the rest came from its cache)
    Fidelity fidelity = Fidelity::Analytic;
    std::vector<BusyLink> busiestLinks; // flow fidelity: the busiest link directions, busiest first
    std::vector<StageTimeline> timeline; // per pipeline stage, when IterationOptions::timeline
};

// A configuration the model, GPU or placement cannot run: every problem in words.
class TrainingConfigError : public std::invalid_argument {
public:
    explicit TrainingConfigError(std::vector<std::string> problems);
    const std::vector<std::string>& problems() const { return m_problems; }

private:
    std::vector<std::string> m_problems;
};

// A config without a global batch runs withGlobalBatch's (BatchShape.h); IterationResult::config
// states the one it ran.
// Throws TrainingConfigError for an invalid configuration (checkTraining's messages, a rank order
// that leaves out a used dimension, GPUs of no known throughput) and std::invalid_argument when
// the simulator cannot run on the GPUs.
IterationResult simulateIteration(const Topology& topology, const Catalog& catalog, const ModelSpec& model,
    const ParallelConfig& config, const std::vector<NodeId>& gpus, const IterationOptions& options = {});

// The same on the timer's GPUs, its cache of timed group shapes kept for the next call: several
// configurations on one placement (ConfigSearch) time each shape once. The timer's SimOptions
// are used, not options.sim.
IterationResult simulateIteration(const Topology& topology, const Catalog& catalog, const ModelSpec& model,
    const ParallelConfig& config, CollectiveTimer& timer, const IterationOptions& options = {});

} // namespace scalescope

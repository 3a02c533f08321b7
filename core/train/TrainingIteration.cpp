#include "train/TrainingIteration.h"

#include "model/Localized.h"
#include "train/ActivationOffload.h"
#include "train/CollectiveTimer.h"
#include "train/ComputeTime.h"
#include "train/ModelCounts.h"
#include "train/TpExposure.h"
#include "train/TrainingCheck.h"
#include "train/BatchShape.h"

#include <algorithm>

namespace scalescope {
namespace {

constexpr std::size_t kBusiestLinks = 10; // link directions kept in the result at flow fidelity
constexpr double kOptimizerBytesPerParam = 30; // Adam: read 4+4+4+4, write 4+4+4 and the BF16 weight 2

const GpuSpec& jobGpu(const Topology& topology, const Catalog& catalog, const std::vector<NodeId>& gpus)
{
    if (gpus.empty())
        throw TrainingConfigError({ localized(QT_TRANSLATE_NOOP("scalescope-core", "the job has no GPUs")) });
    const Node& first = topology.nodes.at(gpus.front());
    const GpuSpec* gpu = catalog.gpu(topology.modelOf(first));
    if (!gpu || gpu->bf16DenseTflops <= 0)
        throw TrainingConfigError({ localized(QT_TRANSLATE_NOOP("scalescope-core",
                                                  "%1 is a GPU of unknown throughput (\"%2\"): the catalog gives no "
                                                  "dense BF16 TFLOP/s for it"),
            { first.name, topology.modelOf(first) }) });
    return *gpu;
}

// What one pipeline stage does for one micro-batch.
struct StageWork {
    int layers = 0, moeLayers = 0;
    MicroBatchCompute compute;
    double tpUs = 0, cpUs = 0, epUs = 0; // exposed, forward and backward
    double totalUs() const { return compute.forwardUs + compute.backwardUs + tpUs + cpUs + epUs; }
};

StageWork stageWork(const ModelSpec& model, const ParallelConfig& config, const GpuSpec& gpu, const LayerComms& comms,
    bool overlapTp, int stage)
{
    StageWork work;
    for (int chunk = 0; chunk < config.vpp; ++chunk) {
        const LayerRange range = chunkLayers(model.layers, config, stage, chunk);
        const int first = range.first;
        const bool output = stage == config.pp - 1 && chunk == config.vpp - 1;
        const MicroBatchCompute c = layersCompute(model, config, gpu, first, range.count, output, overlapTp);
        work.compute.forwardUs += c.forwardUs;
        work.compute.backwardUs += c.backwardUs;
        work.compute.attentionForwardUs += c.attentionForwardUs;
        work.compute.attentionBackwardUs += c.attentionBackwardUs;
        work.compute.forwardProductsUs += c.forwardProductsUs;
        work.compute.wholeProductsUs += c.wholeProductsUs;
        work.layers += range.count;
        for (int layer = first; layer < first + range.count; ++layer)
            work.moeLayers += isMoeLayer(model, layer) ? 1 : 0;
    }
    work.tpUs = tpExposedUs(comms, work.compute, work.layers, overlapTp);
    // Ring attention hides behind attention's own products, forward and backward; gathered K and
    // V and the all-to-alls are waited for.
    const double layers = std::max(1, work.layers);
    const double attentionForward = work.compute.attentionForwardUs / layers;
    const double attentionBackward = work.compute.attentionBackwardUs / layers;
    work.cpUs = work.layers
        * (std::max(0.0, comms.cpRingForwardUs - attentionForward)
            + std::max(0.0, comms.cpRingBackwardUs - attentionBackward) + comms.cpExposedForwardUs
            + comms.cpExposedBackwardUs);
    work.epUs = work.moeLayers * (comms.epForwardUs + comms.epBackwardUs);
    return work;
}

// Offloaded activations' copies to the host and back, where they outlast the compute beside them,
// counted as the stage's compute (PP is 1 when activations are offloaded).
void addOffloadCopies(StageWork& stage, const Topology& topology, NodeId gpu, double offloadedBytes)
{
    const double hostBytesPerSec = hostLinkBytesPerSec(topology, gpu);
    if (!(hostBytesPerSec > 0))
        throw TrainingConfigError({ localized(
            QT_TRANSLATE_NOOP("scalescope-core", "%1 has no link to its host's memory to offload activations to"),
            { topology.nodes[gpu].name }) });
    const OffloadTime exposed
        = exposedOffload(offloadedBytes, hostBytesPerSec, stage.compute.forwardUs, stage.compute.backwardUs);
    stage.compute.forwardUs += exposed.forwardUs;
    stage.compute.backwardUs += exposed.backwardUs;
}

double optimizerUs(const ModelSpec& model, const ParallelConfig& config, const GpuSpec& gpu)
{
    const bool sharded = config.dpMode != DataParallelMode::Plain;
    const double denseShards = sharded ? 1.0 * config.dp * config.cp : 1.0;
    const double expertShards = sharded ? std::max(1.0, denseShards / config.ep) : 1.0;
    double most = 0;
    for (int stage = 0; stage < config.pp; ++stage) {
        const HeldParams held = heldParams(model, config, stage);
        most = std::max(most, held.dense / denseShards + held.experts / expertShards);
    }
    const double hbmBytesPerSec = achievedHbmBytesPerSec(gpu);
    return hbmBytesPerSec > 0 ? most * kOptimizerBytesPerParam / hbmBytesPerSec * 1e6 : 0.0;
}

double exposedUs(double totalUs, double bucketUs, double windowUs, bool overlap)
{
    return overlap ? std::min(totalUs, std::max(bucketUs, totalUs - windowUs)) : totalUs;
}

void finishResult(IterationResult& r, const ModelSpec& model, const GpuSpec& gpu)
{
    const ParallelConfig& c = r.config;
    const double seq = seqLengthOf(model, c);
    const double tokens = 1.0 * c.effectiveGlobalBatch() * seq;
    const double seconds = r.iterationUs * 1e-6;
    const double gpus = static_cast<double>(c.gpus());
    const double peak = (c.precision == Precision::Fp8 ? gpu.fp8DenseTflops : gpu.bf16DenseTflops) * 1e12;
    const double modelFlops = modelFlopsPerToken(model, static_cast<int>(seq)) * tokens;
    double recomputed = 0;
    if (c.recompute == Recompute::Full)
        recomputed = (forwardFlopsPerToken(model, static_cast<int>(seq)) - logitsFlopsPerToken(model)) * tokens
            * fullyRecomputedLayers(model.layers, c) / model.layers;
    else if (c.recompute == Recompute::Selective) // the modules' products; moe_act's is element-wise
        recomputed = model.layers * tokens
            * ((c.recomputeModules.coreAttention ? attentionScoreFlopsPerToken(model, static_cast<int>(seq)) : 0.0)
                + (c.recomputeModules.mlaUpProjection ? 2.0 * upProjectionParams(model) : 0.0));
    r.tokensPerSec = tokens / seconds;
    r.tflopsPerGpu = modelFlops / seconds / gpus / 1e12;
    r.hardwareTflopsPerGpu = (modelFlops + recomputed) / seconds / gpus / 1e12;
    r.mfu = modelFlops / seconds / gpus / peak;
    r.rates = computeRates(gpu, c.precision);
    std::sort(r.collectives.begin(), r.collectives.end(),
        [](const IterationCollective& a, const IterationCollective& b) { return a.totalUs() > b.totalUs(); });
}

} // namespace

TrainingConfigError::TrainingConfigError(std::vector<std::string> problems)
    : std::invalid_argument(problems.empty()
            ? localized(QT_TRANSLATE_NOOP("scalescope-core", "invalid training configuration"))
            : problems.front())
    , m_problems(std::move(problems))
{
}

IterationResult simulateIteration(const Topology& topology, const Catalog& catalog, const ModelSpec& model,
    const ParallelConfig& config, const std::vector<NodeId>& gpus, const IterationOptions& options)
{
    jobGpu(topology, catalog, gpus); // its message before the simulator's about the same GPUs
    CollectiveTimer timer(topology, catalog, gpus, options.sim);
    timer.setBackground(options.background);
    return simulateIteration(topology, catalog, model, config, timer, options);
}

IterationResult simulateIteration(const Topology& topology, const Catalog& catalog, const ModelSpec& model,
    const ParallelConfig& stated, CollectiveTimer& timer, const IterationOptions& options)
{
    ParallelConfig config = withGlobalBatch(model, stated);
    if (config.cpComm == ContextParallelComm::AllToAllThenRing) // the result states the groups it ran with
        config.cpAllToAllRanks = cpAllToAllRanksOf(model, config);
    const std::vector<NodeId>& gpus = timer.gpus();
    const int simulationsBefore = timer.simulations();
    const GpuSpec& gpu = jobGpu(topology, catalog, gpus);
    if (auto problems = checkTraining(model, config, gpu, static_cast<long long>(gpus.size())); !problems.empty())
        throw TrainingConfigError(std::move(problems));
    if (options.order.size() != 5)
        throw TrainingConfigError(
            { localized(QT_TRANSLATE_NOOP("scalescope-core", "rank order \"%1\" must name tp, cp, ep, dp and pp"),
                { toString(options.order) }) });

    IterationResult r;
    r.config = config;
    r.order = options.order;
    r.placement = gpus;
    r.gpuName = gpu.name;
    r.memory = memoryPerGpu(model, config);
    r.microBatches = config.microBatches();

    const ParallelGroups groups(config, options.order);
    IterationComms comms(model, config, groups, timer);

    std::vector<StageWork> stages;
    for (int stage = 0; stage < config.pp; ++stage)
        stages.push_back(stageWork(model, config, gpu, comms.layer(), options.overlapTensorParallel, stage));
    if (config.offloadLayers > 0)
        addOffloadCopies(stages.front(), topology, gpus.front(), r.memory.offloadedBytes);
    const auto slowest = std::max_element(
        stages.begin(), stages.end(), [](const StageWork& a, const StageWork& b) { return a.totalUs() < b.totalUs(); });
    r.slowestStage = static_cast<int>(slowest - stages.begin());

    const double m = r.microBatches, p = config.pp, v = config.vpp;
    IterationBreakdown& b = r.breakdownUs;
    b.compute = m * (slowest->compute.forwardUs + slowest->compute.backwardUs);
    b.tp = m * slowest->tpUs;
    b.cp = m * slowest->cpUs;
    b.ep = m * slowest->epUs;
    b.bubble = (p - 1) / v * slowest->totalUs();
    b.pp = config.pp > 1 ? 2 * (v * m + p - 1) * comms.layer().ppSendUs : 0.0;

    const HeldParams first = heldParams(model, config, 0); // stage 0 finishes its backward last
    const DataParallelComms dp = comms.dataParallel(first.dense, first.experts);
    const bool overlap = options.overlapDataParallel;
    b.dp = exposedUs(dp.gradientUs, dp.gradientLastBucketUs, stages.front().compute.backwardUs, overlap)
        + exposedUs(dp.paramGatherUs, dp.paramGatherBucketUs, stages.front().compute.forwardUs, overlap);
    b.optimizer = optimizerUs(model, config, gpu);

    r.iterationUs = b.total();
    if (options.timeline) {
        const StagePass pass { slowest->compute.forwardUs, slowest->compute.backwardUs, slowest->tpUs, slowest->cpUs,
            slowest->epUs };
        r.timeline = pipelineTimeline(pass, config.pp, config.vpp, r.microBatches, b);
    }
    r.bubbleFraction = b.bubble / (m * slowest->totalUs() + b.bubble);
    comms.listCollectives(slowest->layers, slowest->moeLayers, r.collectives);
    r.simulations = timer.simulations() - simulationsBefore;
    r.fidelity = options.sim.fidelity;
    r.busiestLinks = timer.busiestLinks(kBusiestLinks);
    finishResult(r, model, gpu);
    return r;
}

} // namespace scalescope

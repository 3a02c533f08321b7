#include "train/TrainingCheck.h"

#include "train/BatchShape.h"
#include "train/TrainingMemory.h"

#include <cstdio>

namespace scalescope {
namespace {

std::string str(long long value)
{
    return std::to_string(value);
}

std::string gigabytes(double bytes)
{
    char text[32];
    std::snprintf(text, sizeof text, "%.1f GB", bytes / 1e9);
    return text;
}

void checkDegrees(const ParallelConfig& c, std::vector<std::string>& problems)
{
    const std::pair<const char*, int> degrees[] = { { "tensor parallel (TP)", c.tp },
        { "pipeline parallel (PP)", c.pp }, { "virtual pipeline stages (VPP)", c.vpp }, { "data parallel (DP)", c.dp },
        { "context parallel (CP)", c.cp }, { "expert parallel (EP)", c.ep }, { "micro-batch", c.microBatch } };
    for (const auto& [what, degree] : degrees)
        if (degree < 1)
            problems.push_back(std::string(what) + " must be at least 1, not " + str(degree));
}

void checkAttentionAndLayers(const ModelSpec& m, const ParallelConfig& c, std::vector<std::string>& problems)
{
    if (m.heads % c.tp != 0)
        problems.push_back(
            "tensor parallel " + str(c.tp) + " does not divide the " + str(m.heads) + " attention heads of " + m.name);
    else if (!m.latentAttention && m.kvHeads % c.tp != 0)
        problems.push_back("tensor parallel " + str(c.tp) + " does not divide the " + str(m.kvHeads)
            + " key/value heads of " + m.name);
    if (c.pp >= 1 && c.vpp >= 1 && !splitsLayers(m.layers, c))
        problems.push_back("pipeline parallel " + str(c.pp) + " x virtual stages " + str(c.vpp) + " = "
            + str(1LL * c.pp * c.vpp) + " does not divide the " + str(m.layers) + " layers of " + m.name + " (nor "
            + str(m.layers + 2) + ", for one layer fewer on the first and last stages)");
    if (c.vpp > 1 && c.pp == 1)
        problems.push_back("virtual pipeline stages (VPP " + str(c.vpp) + ") need pipeline parallel above 1");
}

void checkExperts(const ModelSpec& m, const ParallelConfig& c, std::vector<std::string>& problems)
{
    if (c.ep == 1)
        return;
    if (!m.moe) {
        problems.push_back("expert parallel " + str(c.ep) + " needs a mixture of experts; " + m.name + " has none");
        return;
    }
    if (m.moe->experts % c.ep != 0)
        problems.push_back(
            "expert parallel " + str(c.ep) + " does not divide the " + str(m.moe->experts) + " experts of " + m.name);
    if ((c.dp * c.cp) % c.ep != 0)
        problems.push_back("expert parallel " + str(c.ep) + " does not divide data parallel x context parallel = "
            + str(c.dp * c.cp) + " (experts are split among the ranks that hold the same layers)");
}

void checkBatchAndSequence(const ModelSpec& m, const ParallelConfig& stated, std::vector<std::string>& problems)
{
    const ParallelConfig c = withGlobalBatch(m, stated);
    const long long perStep = 1LL * c.microBatch * c.dp;
    if (c.globalBatch < 0 || c.effectiveGlobalBatch() % perStep != 0)
        problems.push_back("global batch " + str(c.effectiveGlobalBatch()) + " is not a multiple of micro-batch "
            + str(c.microBatch) + " x data parallel " + str(c.dp) + " = " + str(perStep));
    else if (c.vpp > 1 && c.microBatches() % c.pp != 0)
        problems.push_back("the interleaved schedule needs the " + str(c.microBatches())
            + " micro-batches per pipeline to be a multiple of pipeline parallel " + str(c.pp));
    const int seq = seqLengthOf(m, c);
    if (c.cp > 1 && seq % (2 * c.cp) != 0)
        problems.push_back("context parallel " + str(c.cp) + " needs the sequence of " + str(seq)
            + " tokens to be a multiple of 2 x CP = " + str(2 * c.cp));
    if (c.sequenceParallel && c.tp > 1 && (seq / c.cp) % c.tp != 0)
        problems.push_back("sequence parallelism needs the " + str(seq / c.cp)
            + " tokens per context-parallel rank to be a multiple of tensor parallel " + str(c.tp));
}

} // namespace

std::vector<std::string> checkParallelConfig(
    const ModelSpec& model, const ParallelConfig& config, std::optional<long long> gpus)
{
    std::vector<std::string> problems;
    checkDegrees(config, problems);
    if (!problems.empty())
        return problems;
    checkAttentionAndLayers(model, config, problems);
    checkExperts(model, config, problems);
    checkBatchAndSequence(model, config, problems);
    if (gpus && *gpus != config.gpus())
        problems.push_back(str(*gpus) + " GPUs are not TP " + str(config.tp) + " x PP " + str(config.pp) + " x DP "
            + str(config.dp) + " x CP " + str(config.cp) + " = " + str(config.gpus()));
    return problems;
}

std::vector<std::string> checkFitsGpu(const ModelSpec& model, const ParallelConfig& config, const GpuSpec& gpu)
{
    std::vector<std::string> problems;
    if (config.precision == Precision::Fp8 && gpu.fp8DenseTflops <= 0)
        problems.push_back("the " + gpu.name + " has no FP8 tensor cores; train it in bf16");
    const MemoryPerGpu memory = memoryPerGpu(model, config);
    const double capacityBytes = gpu.memoryGB * 1e9;
    if (capacityBytes > 0 && memory.totalBytes() > capacityBytes)
        problems.push_back(model.name + " needs " + gigabytes(memory.totalBytes()) + " per GPU on pipeline stage "
            + str(memory.stage) + " (weights " + gigabytes(memory.weightsBytes) + ", gradients "
            + gigabytes(memory.gradientsBytes) + ", optimizer state " + gigabytes(memory.optimizerBytes)
            + ", activations " + gigabytes(memory.activationsBytes) + ") but the " + gpu.name + " has "
            + gigabytes(capacityBytes));
    return problems;
}

std::vector<std::string> checkTraining(
    const ModelSpec& model, const ParallelConfig& config, const GpuSpec& gpu, std::optional<long long> gpus)
{
    std::vector<std::string> problems = checkParallelConfig(model, config, gpus);
    if (problems.empty())
        problems = checkFitsGpu(model, config, gpu);
    return problems;
}

} // namespace scalescope

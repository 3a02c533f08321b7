#include "train/IterationComms.h"
#include "train/BatchShape.h"
#include "train/TrainingCheck.h"

#include <algorithm>
#include <cmath>

namespace scalescope {
namespace {

constexpr double kActivationBytes = 2; // BF16 activations between layers and stages
constexpr double kParamBytes = 2; // BF16 parameters gathered
constexpr double kMinBucketParams = 40e6, kBucketParamsPerDpRank = 1e6; // Megatron-Core's default

} // namespace

std::vector<std::vector<int>> cpGroupsFor(
    const ParallelGroups& groups, const ParallelConfig& config, Collective collective)
{
    std::vector<std::vector<int>> cpGroups = groups.groups(ParallelGroup::Cp);
    const int inner = config.cpAllToAllRanks;
    if (config.cpComm != ContextParallelComm::AllToAllThenRing || inner < 1 || config.cp % inner != 0)
        return cpGroups;
    const int outer = config.cp / inner;
    std::vector<std::vector<int>> out;
    for (const std::vector<int>& cp : cpGroups)
        if (collective == Collective::AllToAll)
            for (int group = 0; group < outer; ++group)
                out.emplace_back(cp.begin() + group * inner, cp.begin() + (group + 1) * inner);
        else
            for (int place = 0; place < inner; ++place) {
                std::vector<int>& across = out.emplace_back();
                for (int group = 0; group < outer; ++group)
                    across.push_back(cp[group * inner + place]);
            }
    return out;
}

std::vector<std::vector<int>> ppNeighbourPairs(const ParallelGroups& groups, const ParallelConfig& config)
{
    std::vector<std::vector<int>> pairs;
    for (const std::vector<int>& pipeline : groups.groups(ParallelGroup::Pp)) {
        for (std::size_t stage = 0; stage + 1 < pipeline.size(); ++stage)
            pairs.push_back({ pipeline[stage], pipeline[stage + 1] });
        if (config.vpp > 1 && pipeline.size() > 1)
            pairs.push_back({ pipeline.back(), pipeline.front() });
    }
    return pairs;
}

IterationComms::IterationComms(
    const ModelSpec& model, const ParallelConfig& config, const ParallelGroups& groups, CollectiveTimer& timer)
    : m_model(model)
    , m_config(config)
    , m_groups(groups)
    , m_timer(timer)
{
    m_tokens = 1.0 * config.microBatch * seqLengthOf(model, config) / config.cp;
    timeTensorParallel();
    timeContextParallel();
    timeExpertParallel();
    timePipeline();
}

double IterationComms::recomputedShare() const
{
    return 1.0 * fullyRecomputedLayers(m_model.layers, m_config) / std::max(1, m_model.layers);
}

void IterationComms::timeTensorParallel()
{
    if (m_config.tp < 2)
        return;
    const auto groups = m_groups.groups(ParallelGroup::Tp);
    const double bytes = m_tokens * m_model.hidden * kActivationBytes;
    const double recomputed = recomputedShare();
    m_layer.recomputedShare = recomputed;
    if (m_config.sequenceParallel) {
        m_layer.tpGatherUs = m_timer.slowestUs(Collective::AllGather, bytes, groups, "tp");
        m_layer.tpScatterUs = m_timer.slowestUs(Collective::ReduceScatter, bytes, groups, "tp");
        // Forward two of each; backward four all-gathers and two reduce-scatters.
        m_perLayer.push_back({ "tp", Collective::AllGather, bytes, 6 + 2 * recomputed, m_layer.tpGatherUs });
        m_perLayer.push_back({ "tp", Collective::ReduceScatter, bytes, 4 + 2 * recomputed, m_layer.tpScatterUs });
    } else {
        m_layer.tpReduceUs = m_timer.slowestUs(Collective::AllReduce, bytes, groups, "tp");
        m_perLayer.push_back({ "tp", Collective::AllReduce, bytes, 4 + 2 * recomputed, m_layer.tpReduceUs });
    }
}

// The widths of one token's Q, K, V and attention output, all heads.
IterationComms::AttentionWidths IterationComms::attentionWidths() const
{
    const AttentionShape shape = attentionShape(m_model);
    AttentionWidths w;
    w.query = 1.0 * shape.queryHeads * shape.queryKeyHeadDim;
    w.key = 1.0 * shape.keyValueHeads * shape.queryKeyHeadDim;
    w.value = 1.0 * shape.keyValueHeads * shape.valueHeadDim;
    w.output = 1.0 * shape.queryHeads * shape.valueHeadDim;
    return w;
}

void IterationComms::timeContextParallel()
{
    if (m_config.cp < 2)
        return;
    switch (m_config.cpComm) {
    case ContextParallelComm::P2p:
        return timeCpRing(m_groups.groups(ParallelGroup::Cp), m_config.cp);
    case ContextParallelComm::AllGather:
        return timeCpAllGather();
    case ContextParallelComm::AllToAll:
        return timeCpAllToAll(m_groups.groups(ParallelGroup::Cp));
    case ContextParallelComm::AllToAllThenRing:
        return timeCpAllToAllThenRing();
    }
}

// Every rank's K and V round the ring of `ranks` (an all-gather's traffic) forward; K and V again
// and their gradients backward, beside attention's products. After an all-to-all a rank holds
// more tokens of fewer heads: the same bytes.
void IterationComms::timeCpRing(const std::vector<std::vector<int>>& groups, int ranks)
{
    const AttentionWidths w = attentionWidths();
    const double bytes = ranks * m_tokens * (w.key + w.value) / m_config.tp * kActivationBytes;
    const double recomputed = recomputedShare();
    const double ring = m_timer.slowestUs(Collective::AllGather, bytes, groups, "cp");
    m_layer.cpRingForwardUs = ring;
    m_layer.cpRingBackwardUs = (2 + recomputed) * ring;
    m_perLayer.push_back({ "cp", Collective::AllGather, bytes, 3 + recomputed, ring });
}

// K and V each gathered on their own, forward and again backward, and dK and dV each
// reduce-scattered after the backward (Transformer Engine's AttnFuncWithCPAndKVAllGather).
void IterationComms::timeCpAllGather()
{
    const AttentionWidths w = attentionWidths();
    const double bytes = m_config.cp * m_tokens * (w.key + w.value) / m_config.tp * kActivationBytes;
    const auto& groups = m_groups.groups(ParallelGroup::Cp);
    const double recomputed = recomputedShare();
    const double gather = m_timer.slowestUs(Collective::AllGather, bytes / 2, groups, "cp");
    const double scatter = m_timer.slowestUs(Collective::ReduceScatter, bytes / 2, groups, "cp");
    m_layer.cpExposedForwardUs = 2 * gather;
    m_layer.cpExposedBackwardUs = (2 + 2 * recomputed) * gather + 2 * scatter;
    m_perLayer.push_back({ "cp", Collective::AllGather, bytes / 2, 4 + 2 * recomputed, gather });
    m_perLayer.push_back({ "cp", Collective::ReduceScatter, bytes / 2, 2, scatter });
}

// Q, K and V all-to-all in `groups` before attention (the rank's sequence share of every head in,
// the group's sequence of its heads out) and the output back after it, forward; the output's
// gradient before the backward and Q's, K's and V's gradients after it (Transformer Engine's
// AttnFuncWithCPAndQKVOA2A, which keeps the output as attention wrote it for the backward).
// Q, K and V leave back to back on one stream: one all-to-all of their sum.
void IterationComms::timeCpAllToAll(const std::vector<std::vector<int>>& groups)
{
    const AttentionWidths w = attentionWidths();
    const double perToken = m_tokens / m_config.tp * kActivationBytes;
    const double qkvBytes = (w.query + w.key + w.value) * perToken, outBytes = w.output * perToken;
    const double recomputed = recomputedShare();
    const double qkv = m_timer.slowestUs(Collective::AllToAll, qkvBytes, groups, "cp");
    const double out = m_timer.slowestUs(Collective::AllToAll, outBytes, groups, "cp");
    m_layer.cpExposedForwardUs = qkv + out;
    m_layer.cpExposedBackwardUs = (1 + recomputed) * (qkv + out);
    m_perLayer.push_back({ "cp", Collective::AllToAll, qkvBytes, 2 + recomputed, qkv });
    m_perLayer.push_back({ "cp", Collective::AllToAll, outBytes, 2 + recomputed, out });
}

// Megatron-Core's hierarchical CP (hierarchical_context_parallel_sizes [a, CP / a]): the
// all-to-all inside each group of a consecutive CP ranks, the ring between the groups, among the
// ranks at the same place in each (parallel_state.py, create_hierarchical_groups).
void IterationComms::timeCpAllToAllThenRing()
{
    ParallelConfig stated = m_config;
    stated.cpAllToAllRanks = cpAllToAllRanksOf(m_model, m_config);
    timeCpAllToAll(cpGroupsFor(m_groups, stated, Collective::AllToAll));
    timeCpRing(cpGroupsFor(m_groups, stated, Collective::AllGather), m_config.cp / stated.cpAllToAllRanks);
}

void IterationComms::timeExpertParallel()
{
    if (m_config.ep < 2 || !m_model.moe)
        return;
    const double tokensPerRank = m_config.sequenceParallel ? m_tokens / m_config.tp : m_tokens;
    const double bytes = tokensPerRank * m_model.moe->expertsPerToken * m_model.hidden * kActivationBytes;
    const double exchange = m_timer.slowestUs(Collective::AllToAll, bytes, m_groups.groups(ParallelGroup::Ep), "ep");
    const double recomputed = 2.0 * recomputedShare();
    m_layer.epForwardUs = 2 * exchange;
    m_layer.epBackwardUs = (2 + recomputed) * exchange;
    m_perLayer.push_back({ "ep", Collective::AllToAll, bytes, 4 + recomputed, exchange });
}

void IterationComms::timePipeline()
{
    if (m_config.pp < 2)
        return;
    const std::vector<std::vector<int>> neighbours = ppNeighbourPairs(m_groups, m_config);
    m_ppBytes = m_tokens * m_model.hidden * kActivationBytes / m_config.tp; // each TP rank sends its share
    const double bytes = m_ppBytes;
    m_layer.ppSendUs = m_timer.slowestUs(Collective::SendRecv, bytes, neighbours, "pp");
}

IterationComms::Bucketed IterationComms::bucketed(
    Collective collective, double params, double bytesPerParam, ParallelGroup kind, int groupSize)
{
    Bucketed out;
    if (groupSize < 2 || params <= 0)
        return out;
    const auto groups = m_groups.groups(kind);
    const double bucketParams = std::max(kMinBucketParams, kBucketParamsPerDpRank * groupSize);
    const double fullBuckets = std::floor(params / bucketParams);
    const double rest = params - fullBuckets * bucketParams;
    const double fullUs
        = fullBuckets > 0 ? m_timer.slowestUs(collective, bucketParams * bytesPerParam, groups, "dp") : 0.0;
    const double restUs = m_timer.slowestUs(collective, rest * bytesPerParam, groups, "dp");
    out.totalUs = fullBuckets * fullUs + restUs;
    out.bucketUs = std::max(fullUs, restUs);
    const double count = fullBuckets + (rest > 0 ? 1 : 0);
    m_dpCollectives.push_back({ "dp", collective, fullBuckets > 0 ? bucketParams * bytesPerParam : rest * bytesPerParam,
        count, count > 0 ? out.totalUs / count : 0.0, kind == ParallelGroup::ExpertDp });
    return out;
}

DataParallelComms IterationComms::dataParallel(double denseParams, double expertParams)
{
    m_dpCollectives.clear();
    const DataParallelMode mode = m_config.dpMode;
    const Collective gradients = mode == DataParallelMode::Plain ? Collective::AllReduce : Collective::ReduceScatter;
    const int denseRanks = m_config.dp * m_config.cp;
    const int expertRanks = std::max(1, denseRanks / m_config.ep);
    const double gradientBytes = gradientBytesPerParam(m_config); // FP32, or BF16
    const Bucketed denseGrad = bucketed(gradients, denseParams, gradientBytes, ParallelGroup::DpCp, denseRanks);
    const Bucketed expertGrad = bucketed(gradients, expertParams, gradientBytes, ParallelGroup::ExpertDp, expertRanks);
    DataParallelComms out;
    out.gradientUs = denseGrad.totalUs + expertGrad.totalUs;
    out.gradientLastBucketUs = std::max(denseGrad.bucketUs, expertGrad.bucketUs);
    if (mode == DataParallelMode::Plain)
        return out;
    const Bucketed denseParam
        = bucketed(Collective::AllGather, denseParams, kParamBytes, ParallelGroup::DpCp, denseRanks);
    const Bucketed expertParam
        = bucketed(Collective::AllGather, expertParams, kParamBytes, ParallelGroup::ExpertDp, expertRanks);
    const double gathers = mode == DataParallelMode::Fsdp ? 2.0 : 1.0; // FSDP: for forward and for backward
    out.paramGatherUs = gathers * (denseParam.totalUs + expertParam.totalUs);
    out.paramGatherBucketUs = std::max(denseParam.bucketUs, expertParam.bucketUs);
    return out;
}

void IterationComms::listCollectives(int layers, int moeLayers, std::vector<IterationCollective>& out) const
{
    const double microBatches = m_config.microBatches();
    for (IterationCollective c : m_perLayer) {
        c.count *= microBatches * (c.kind == "ep" ? moeLayers : layers);
        out.push_back(c);
    }
    if (m_config.pp > 1) {
        const double sends = 2.0 * (m_config.vpp * microBatches + m_config.pp - 1);
        out.push_back({ "pp", Collective::SendRecv, m_ppBytes, sends, m_layer.ppSendUs });
    }
    out.insert(out.end(), m_dpCollectives.begin(), m_dpCollectives.end());
}

} // namespace scalescope

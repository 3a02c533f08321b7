#include "io/TrainingJobFile.h"

#include "design/JobSpec.h"
#include "io/EnumField.h"
#include "model/Localized.h"
#include "model/Names.h"
#include "util/JsonDocument.h"
#include "train/ParallelGroups.h"
#include "train/TrainingCheck.h"

namespace scalescope {
namespace {

using Need = JsonFields::Need;
constexpr std::int64_t kMaxWays = 1 << 20; // ways of any one parallelism: beyond any cluster

// tp, pp, vpp, dp, cp, ep, batches and sequence length; each at least 1 (batch and sequence 0:
// their defaults).
void parseShape(JsonFields& f, ParallelConfig& c)
{
    const auto ways = [&](const char* key, int& into) {
        if (const auto value = f.integer(key, 1, kMaxWays, kOptional))
            into = static_cast<int>(*value);
    };
    ways("tp", c.tp);
    ways("pp", c.pp);
    ways("vpp", c.vpp);
    ways("dp", c.dp);
    ways("cp", c.cp);
    ways("ep", c.ep);
    ways("micro_batch", c.microBatch);
    if (const auto value = f.integer("global_batch", 0, 1LL << 30, kOptional))
        c.globalBatch = static_cast<int>(*value);
    if (const auto value = f.integer("seq_length", 0, 1LL << 24, kOptional))
        c.seqLength = static_cast<int>(*value);
}

void parseRuntime(JsonFields& f, ParallelConfig& c)
{
    c.sequenceParallel = f.boolean("sequence_parallel", kOptional).value_or(true);
    c.fusedAttention = f.boolean("fused_attention", kOptional).value_or(true);
    c.precision = parseEnum(f, "precision", parsePrecision, "bf16, fp8", kOptional).value_or(Precision::Bf16);
    c.fp8Recipe = parseEnum(f, "fp8_recipe", parseFp8Recipe, "delayed, tensorwise, mxfp8, blockwise", kOptional)
                      .value_or(Fp8Recipe::Delayed);
    c.dpMode = parseEnum(f, "dp_mode", parseDataParallelMode, "plain, distributed-optimizer, fsdp", kOptional)
                   .value_or(DataParallelMode::DistributedOptimizer);
    c.gradReduceInFp32 = parseEnum(f, "grad_reduce", parseGradientReduction, "fp32, bf16", kOptional).value_or(true);
    c.lossFusion
        = parseEnum(f, "loss_fusion", parseLossFusion, "unfused, native, te", kOptional).value_or(LossFusion::Unfused);
    c.recompute
        = parseEnum(f, "recompute", parseRecompute, "none, selective, full", kOptional).value_or(Recompute::Selective);
    c.cpComm = parseEnum(f, "cp_comm", parseContextParallelComm, "p2p, all_gather, a2a, a2a+p2p", kOptional)
                   .value_or(ContextParallelComm::P2p);
    if (const auto ranks = f.integer("cp_a2a_ranks", 0, kMaxWays, kOptional)) {
        c.cpAllToAllRanks = static_cast<int>(*ranks);
        if (c.cpComm != ContextParallelComm::AllToAllThenRing && c.cpAllToAllRanks > 0)
            f.problems().add(f.pointerTo("cp_a2a_ranks"),
                localized(QT_TRANSLATE_NOOP("scalescope-core", "all-to-all groups go with \"cp_comm\": \"a2a+p2p\"")));
    }
    if (const auto layers = f.integer("recompute_layers", 0, kMaxWays, kOptional))
        c.recomputeLayers = static_cast<int>(*layers);
    if (const auto layers = f.integer("offload_layers", 0, kMaxWays, kOptional))
        c.offloadLayers = static_cast<int>(*layers);
}

// Megatron-Core's pipeline layout: the layers of every virtual stage, whole numbers from 0.
void parseLayerLayout(JsonFields& f, ParallelConfig& c)
{
    const nlohmann::json* list = f.array("pipeline_layout", kOptional);
    if (!list)
        return;
    constexpr std::size_t kMostStages = 4096;
    if (list->empty() || list->size() > kMostStages) {
        f.problems().add(f.pointerTo("pipeline_layout"),
            localized(QT_TRANSLATE_NOOP("scalescope-core", "give the layers of each virtual stage, 1 to %1 of them"),
                { std::to_string(kMostStages) }));
        return;
    }
    for (std::size_t i = 0; i < list->size(); ++i) {
        const nlohmann::json& value = (*list)[i];
        if (!value.is_number_integer() || value.get<std::int64_t>() < 0 || value.get<std::int64_t>() > kMaxWays) {
            f.problems().add(f.pointerTo("pipeline_layout") + "/" + std::to_string(i),
                localized(QT_TRANSLATE_NOOP("scalescope-core", "expected a whole number of layers from 0, found %1"),
                    { describeJsonValue(value) }));
            c.layerLayout.clear();
            return;
        }
        c.layerLayout.push_back(static_cast<int>(value.get<std::int64_t>()));
    }
}

// Selective recomputation's modules, as Megatron-Core lists them: ["mla_up_proj", "moe_act"].
void parseRecomputeModules(JsonFields& f, ParallelConfig& c)
{
    const nlohmann::json* list = f.array("recompute_modules", kOptional);
    if (!list)
        return;
    if (list->empty()) {
        f.problems().add(f.pointerTo("recompute_modules"),
            localized(QT_TRANSLATE_NOOP("scalescope-core", "name at least one of core_attn, mla_up_proj, moe_act")));
        return;
    }
    std::string text;
    for (std::size_t i = 0; i < list->size(); ++i) {
        const nlohmann::json& value = (*list)[i];
        if (!value.is_string() || !scalescope::parseRecomputeModules(value.get<std::string>())) {
            f.problems().add(f.pointerTo("recompute_modules") + "/" + std::to_string(i),
                localized(QT_TRANSLATE_NOOP("scalescope-core", "expected core_attn, mla_up_proj or moe_act, found %1"),
                    { describeJsonValue(value) }));
            return;
        }
        text += (text.empty() ? "" : ",") + value.get<std::string>();
    }
    c.recomputeModules = *scalescope::parseRecomputeModules(text);
}

// The model and its configuration's shape, checked as one.
void checkAgainstModel(JsonFields& f, const TrainingJobSpec& job, const Catalog& catalog)
{
    if (job.model.empty())
        return;
    const ModelSpec* model = catalog.model(job.model);
    if (!model) {
        f.problems().add(f.pointerTo("model"),
            localized(
                QT_TRANSLATE_NOOP("scalescope-core", "\"%1\" is not a model of the catalog (see scalescope models)"),
                { job.model }));
        return;
    }
    const std::vector<std::string> problems = checkParallelConfig(*model, job.parallel);
    for (const std::string& problem : problems)
        f.problems().add(f.pointer(), problem);
    if (problems.empty())
        try {
            parseRankOrder(job.order, job.parallel);
        } catch (const std::invalid_argument& error) {
            f.problems().add(f.pointerTo("order"), error.what());
        }
}

} // namespace

TrainingJobSpec parseTrainingJob(JsonFields& f, const Catalog& catalog)
{
    TrainingJobSpec job;
    job.name = f.nonEmptyString("name");
    job.model = f.string("model").value_or("");
    parseShape(f, job.parallel);
    parseRuntime(f, job.parallel);
    parseLayerLayout(f, job.parallel);
    parseRecomputeModules(f, job.parallel);
    job.order = f.string("order", kOptional).value_or(kDefaultRankOrder);
    job.placement = f.string("placement", kOptional).value_or("packed");
    if (job.placement.empty())
        f.problems().add(f.pointerTo("placement"),
            localized(QT_TRANSLATE_NOOP("scalescope-core", "give packed, spread, random or the GPUs in rank order")));
    if (const auto seed = f.integer("seed", 0, std::numeric_limits<std::int64_t>::max(), kOptional))
        job.seed = static_cast<std::uint64_t>(*seed);
    job.fidelity = parseEnum(f, "fidelity", parseFidelity, "analytic, flow", kOptional).value_or(Fidelity::Analytic);
    job.overlapDataParallel = f.boolean("overlap_dp", kOptional).value_or(true);
    job.overlapTensorParallel = f.boolean("overlap_tp", kOptional).value_or(false);
    job.qpsPerConnection
        = static_cast<int>(f.integer("qps_per_connection", 1, kMaxQpsPerConnection, kOptional).value_or(1));
    f.rejectUnknownKeys();
    checkAgainstModel(f, job, catalog);
    return job;
}

nlohmann::ordered_json trainingJobJson(const TrainingJobSpec& job)
{
    const ParallelConfig& c = job.parallel;
    nlohmann::ordered_json out { { "name", job.name }, { "model", job.model }, { "tp", c.tp }, { "pp", c.pp },
        { "vpp", c.vpp }, { "dp", c.dp }, { "cp", c.cp }, { "ep", c.ep }, { "micro_batch", c.microBatch },
        { "global_batch", c.globalBatch }, { "seq_length", c.seqLength }, { "sequence_parallel", c.sequenceParallel },
        { "fused_attention", c.fusedAttention }, { "precision", std::string(toString(c.precision)) },
        { "dp_mode", std::string(toString(c.dpMode)) }, { "recompute", std::string(toString(c.recompute)) },
        { "order", job.order }, { "placement", job.placement } };
    if (c.precision == Precision::Fp8 || c.fp8Recipe != Fp8Recipe::Delayed) // kept while bf16 is tried
        out["fp8_recipe"] = std::string(toString(c.fp8Recipe));
    if (!c.gradReduceInFp32)
        out["grad_reduce"] = std::string(gradientReductionName(c));
    if (c.lossFusion != LossFusion::Unfused)
        out["loss_fusion"] = std::string(toString(c.lossFusion));
    if (c.recomputeLayers > 0)
        out["recompute_layers"] = c.recomputeLayers;
    if (c.recomputeModules != RecomputeModules {})
        out["recompute_modules"] = recomputeModuleNames(c.recomputeModules);
    if (c.offloadLayers > 0)
        out["offload_layers"] = c.offloadLayers;
    if (c.cpComm != ContextParallelComm::P2p)
        out["cp_comm"] = std::string(toString(c.cpComm));
    if (c.cpComm == ContextParallelComm::AllToAllThenRing && c.cpAllToAllRanks > 0)
        out["cp_a2a_ranks"] = c.cpAllToAllRanks;
    if (!c.layerLayout.empty())
        out["pipeline_layout"] = c.layerLayout;
    if (job.placement == "random" || job.seed != 0)
        out["seed"] = job.seed;
    out["fidelity"] = std::string(toString(job.fidelity));
    out["overlap_dp"] = job.overlapDataParallel;
    out["overlap_tp"] = job.overlapTensorParallel;
    if (job.qpsPerConnection != 1)
        out["qps_per_connection"] = job.qpsPerConnection;
    return out;
}

} // namespace scalescope

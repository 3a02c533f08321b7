#include "train/ParallelConfig.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <numeric>
#include <utility>

namespace scalescope {
namespace {

template <typename Enum, std::size_t N>
std::optional<Enum> lookUp(const std::array<std::pair<Enum, std::string_view>, N>& names, std::string_view text)
{
    for (const auto& [value, name] : names)
        if (name == text)
            return value;
    return std::nullopt;
}

template <typename Enum, std::size_t N>
std::string_view nameOf(const std::array<std::pair<Enum, std::string_view>, N>& names, Enum value)
{
    for (const auto& [candidate, name] : names)
        if (candidate == value)
            return name;
    return "?";
}

constexpr std::array<std::pair<Precision, std::string_view>, 2> kPrecisions { { { Precision::Bf16, "bf16" },
    { Precision::Fp8, "fp8" } } };
constexpr std::array<std::pair<Fp8Recipe, std::string_view>, 4> kFp8Recipes { {
    { Fp8Recipe::Delayed, "delayed" },
    { Fp8Recipe::Tensorwise, "tensorwise" },
    { Fp8Recipe::Mxfp8, "mxfp8" },
    { Fp8Recipe::Blockwise, "blockwise" },
} };
constexpr std::array<std::pair<DataParallelMode, std::string_view>, 3> kDpModes { {
    { DataParallelMode::Plain, "plain" },
    { DataParallelMode::DistributedOptimizer, "distributed-optimizer" },
    { DataParallelMode::Fsdp, "fsdp" },
} };
constexpr std::array<std::pair<ContextParallelComm, std::string_view>, 4> kCpComms { {
    { ContextParallelComm::P2p, "p2p" },
    { ContextParallelComm::AllGather, "all_gather" },
    { ContextParallelComm::AllToAll, "a2a" },
    { ContextParallelComm::AllToAllThenRing, "a2a+p2p" },
} };
constexpr std::array<std::pair<LossFusion, std::string_view>, 3> kLossFusions { {
    { LossFusion::Unfused, "unfused" },
    { LossFusion::Native, "native" },
    { LossFusion::TransformerEngine, "te" },
} };
constexpr std::array<std::pair<Recompute, std::string_view>, 3> kRecomputes { {
    { Recompute::None, "none" },
    { Recompute::Selective, "selective" },
    { Recompute::Full, "full" },
} };

// The whole number `text` spells out, within [least, most]; nullopt for anything else.
std::optional<long long> wholeNumberIn(std::string_view text, long long least, long long most)
{
    long long value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size() || text.empty() || value < least || value > most)
        return std::nullopt;
    return value;
}

// The parts of a list separated by commas, spaces around each trimmed; "" is one empty part.
std::vector<std::string_view> commaSeparated(std::string_view text)
{
    std::vector<std::string_view> parts;
    std::size_t start = 0;
    while (start <= text.size()) {
        const std::size_t end = std::min(text.find(',', start), text.size());
        std::string_view part = text.substr(start, end - start);
        while (!part.empty() && part.front() == ' ')
            part.remove_prefix(1);
        while (!part.empty() && part.back() == ' ')
            part.remove_suffix(1);
        parts.push_back(part);
        start = end + 1;
    }
    return parts;
}

} // namespace

bool splitsLayers(int layers, const ParallelConfig& config)
{
    const long long positions = 1LL * config.pp * config.vpp;
    if (positions < 1)
        return false;
    if (!config.layerLayout.empty())
        return static_cast<long long>(config.layerLayout.size()) == positions
            && std::all_of(config.layerLayout.begin(), config.layerLayout.end(), [](int n) { return n >= 0; })
            && std::accumulate(config.layerLayout.begin(), config.layerLayout.end(), 0LL) == layers;
    return layers % positions == 0 || (positions > 1 && (layers + 2) % positions == 0);
}

LayerRange chunkLayers(int layers, const ParallelConfig& config, int stage, int chunk)
{
    const int positions = config.pp * config.vpp;
    const int position = chunk * config.pp + stage;
    if (!config.layerLayout.empty()) {
        if (position >= static_cast<int>(config.layerLayout.size()))
            return { layers, 0 }; // a layout of too few stages, which checkParallelConfig refuses
        const auto at = config.layerLayout.begin() + position;
        return { std::accumulate(config.layerLayout.begin(), at, 0), *at };
    }
    if (layers % positions == 0)
        return { position * (layers / positions), layers / positions };
    const int each = (layers + 2) / positions; // the first and last take each - 1
    if (position == 0)
        return { 0, each - 1 };
    return { each - 1 + (position - 1) * each, position == positions - 1 ? each - 1 : each };
}

Recompute layerRecompute(const ParallelConfig& config, int indexInChunk)
{
    if (config.recompute == Recompute::Full && config.recomputeLayers > 0 && indexInChunk >= config.recomputeLayers)
        return Recompute::None;
    return config.recompute;
}

int fullyRecomputedLayers(int layers, const ParallelConfig& config)
{
    if (config.recompute != Recompute::Full)
        return 0;
    if (config.recomputeLayers == 0 || !splitsLayers(layers, config))
        return layers;
    int recomputed = 0;
    for (int stage = 0; stage < config.pp; ++stage)
        for (int chunk = 0; chunk < config.vpp; ++chunk)
            recomputed += std::min(config.recomputeLayers, chunkLayers(layers, config, stage, chunk).count);
    return recomputed;
}

double gradientBytesPerParam(const ParallelConfig& config)
{
    return config.gradReduceInFp32 ? 4.0 : 2.0;
}

std::string_view gradientReductionName(const ParallelConfig& config)
{
    return config.gradReduceInFp32 ? "fp32" : "bf16";
}

std::optional<bool> parseGradientReduction(std::string_view text)
{
    if (text == "fp32" || text == "bf16")
        return text == "fp32";
    return std::nullopt;
}

std::string_view toString(Precision precision)
{
    return nameOf(kPrecisions, precision);
}
std::string_view toString(Fp8Recipe recipe)
{
    return nameOf(kFp8Recipes, recipe);
}
std::string_view toString(DataParallelMode mode)
{
    return nameOf(kDpModes, mode);
}
std::string_view toString(Recompute recompute)
{
    return nameOf(kRecomputes, recompute);
}
std::string_view toString(ContextParallelComm comm)
{
    return nameOf(kCpComms, comm);
}
std::optional<Precision> parsePrecision(std::string_view text)
{
    return lookUp(kPrecisions, text);
}
std::optional<Fp8Recipe> parseFp8Recipe(std::string_view text)
{
    return lookUp(kFp8Recipes, text);
}
std::optional<DataParallelMode> parseDataParallelMode(std::string_view text)
{
    return lookUp(kDpModes, text);
}
std::optional<Recompute> parseRecompute(std::string_view text)
{
    return lookUp(kRecomputes, text);
}
std::optional<ContextParallelComm> parseContextParallelComm(std::string_view text)
{
    return lookUp(kCpComms, text);
}
std::string_view toString(LossFusion fusion)
{
    return nameOf(kLossFusions, fusion);
}
std::optional<LossFusion> parseLossFusion(std::string_view text)
{
    return lookUp(kLossFusions, text);
}

std::optional<RecomputeModules> parseRecomputeModules(std::string_view text)
{
    RecomputeModules modules { false, false, false };
    for (const std::string_view part : commaSeparated(text)) {
        if (part == "core_attn")
            modules.coreAttention = true;
        else if (part == "mla_up_proj")
            modules.mlaUpProjection = true;
        else if (part == "moe_act")
            modules.moeActivation = true;
        else
            return std::nullopt;
    }
    return modules;
}

std::vector<std::string> recomputeModuleNames(const RecomputeModules& modules)
{
    std::vector<std::string> names;
    if (modules.coreAttention)
        names.emplace_back("core_attn");
    if (modules.mlaUpProjection)
        names.emplace_back("mla_up_proj");
    if (modules.moeActivation)
        names.emplace_back("moe_act");
    return names;
}

std::string recomputeModulesText(const RecomputeModules& modules)
{
    std::string text;
    for (const std::string& name : recomputeModuleNames(modules))
        text += (text.empty() ? "" : ",") + name;
    return text;
}

std::optional<std::vector<int>> parseLayerLayout(std::string_view text)
{
    constexpr long long kMostStages = 4096;
    std::vector<int> layout;
    for (const std::string_view part : commaSeparated(text)) {
        const std::size_t star = part.find('*');
        const std::optional<long long> count = wholeNumberIn(part.substr(0, star), 0, 1 << 20);
        const std::optional<long long> times
            = star == std::string_view::npos ? 1LL : wholeNumberIn(part.substr(star + 1), 1, kMostStages);
        if (!count || !times || static_cast<long long>(layout.size()) + *times > kMostStages)
            return std::nullopt;
        layout.insert(layout.end(), static_cast<std::size_t>(*times), static_cast<int>(*count));
    }
    return layout;
}

std::string layerLayoutText(const std::vector<int>& layout)
{
    std::string text;
    for (std::size_t i = 0; i < layout.size();) {
        std::size_t run = 1;
        while (i + run < layout.size() && layout[i + run] == layout[i])
            ++run;
        text += (text.empty() ? "" : ",") + std::to_string(layout[i]) + (run > 1 ? "*" + std::to_string(run) : "");
        i += run;
    }
    return text;
}

} // namespace scalescope

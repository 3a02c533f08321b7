#include "train/ParallelConfig.h"

#include <algorithm>
#include <array>
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
constexpr std::array<std::pair<DataParallelMode, std::string_view>, 3> kDpModes { {
    { DataParallelMode::Plain, "plain" },
    { DataParallelMode::DistributedOptimizer, "distributed-optimizer" },
    { DataParallelMode::Fsdp, "fsdp" },
} };
constexpr std::array<std::pair<Recompute, std::string_view>, 3> kRecomputes { {
    { Recompute::None, "none" },
    { Recompute::Selective, "selective" },
    { Recompute::Full, "full" },
} };

} // namespace

bool splitsLayers(int layers, const ParallelConfig& config)
{
    const long long positions = 1LL * config.pp * config.vpp;
    if (positions < 1)
        return false;
    return layers % positions == 0 || (positions > 1 && (layers + 2) % positions == 0 && (layers + 2) / positions > 1);
}

LayerRange chunkLayers(int layers, const ParallelConfig& config, int stage, int chunk)
{
    const int positions = config.pp * config.vpp;
    const int position = chunk * config.pp + stage;
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

std::string_view toString(Precision precision)
{
    return nameOf(kPrecisions, precision);
}
std::string_view toString(DataParallelMode mode)
{
    return nameOf(kDpModes, mode);
}
std::string_view toString(Recompute recompute)
{
    return nameOf(kRecomputes, recompute);
}
std::optional<Precision> parsePrecision(std::string_view text)
{
    return lookUp(kPrecisions, text);
}
std::optional<DataParallelMode> parseDataParallelMode(std::string_view text)
{
    return lookUp(kDpModes, text);
}
std::optional<Recompute> parseRecompute(std::string_view text)
{
    return lookUp(kRecomputes, text);
}

} // namespace scalescope

#include "train/BatchShape.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace scalescope {

int seqLengthOf(const ModelSpec& model, const ParallelConfig& config)
{
    return config.seqLength > 0 ? config.seqLength : model.seqLength;
}

long long defaultGlobalBatch(const ModelSpec& model, const ParallelConfig& config)
{
    const double sequences = kDefaultBatchTokens / std::max(1, seqLengthOf(model, config));
    const long long pipelines = config.vpp > 1 ? std::max(1, config.pp) : 1; // the interleaved schedule's rule
    const long long step = std::max(1LL, 1LL * config.microBatch * config.dp * pipelines);
    const long long steps = std::max(1LL, std::llround(sequences / static_cast<double>(step)));
    return std::min(steps * step, static_cast<long long>(std::numeric_limits<int>::max()) / step * step);
}

ParallelConfig withGlobalBatch(const ModelSpec& model, ParallelConfig config)
{
    if (config.globalBatch == 0)
        config.globalBatch = static_cast<int>(defaultGlobalBatch(model, config));
    return config;
}

} // namespace scalescope

#include "train/ParallelGroups.h"

#include "model/Localized.h"

#include <algorithm>
#include <stdexcept>

namespace scalescope {
namespace {

constexpr ParallelDim kAllDims[]
    = { ParallelDim::Tp, ParallelDim::Cp, ParallelDim::Ep, ParallelDim::Dp, ParallelDim::Pp };

int degree(const ParallelConfig& config, ParallelDim dim)
{
    switch (dim) {
    case ParallelDim::Tp:
        return config.tp;
    case ParallelDim::Cp:
        return config.cp;
    case ParallelDim::Ep:
        return config.ep;
    case ParallelDim::Dp:
        return config.dp;
    case ParallelDim::Pp:
        return config.pp;
    }
    return 1;
}

} // namespace

std::string_view toString(ParallelDim dim)
{
    switch (dim) {
    case ParallelDim::Tp:
        return "tp";
    case ParallelDim::Cp:
        return "cp";
    case ParallelDim::Ep:
        return "ep";
    case ParallelDim::Dp:
        return "dp";
    case ParallelDim::Pp:
        return "pp";
    }
    return "?";
}

std::string_view toString(ParallelGroup kind)
{
    switch (kind) {
    case ParallelGroup::Tp:
        return "tp";
    case ParallelGroup::Cp:
        return "cp";
    case ParallelGroup::Dp:
        return "dp";
    case ParallelGroup::DpCp:
        return "dp-cp";
    case ParallelGroup::Pp:
        return "pp";
    case ParallelGroup::Ep:
        return "ep";
    case ParallelGroup::ExpertDp:
        return "expert-dp";
    }
    return "?";
}

std::string toString(const RankOrder& order)
{
    std::string text;
    for (ParallelDim dim : order)
        text += (text.empty() ? "" : "-") + std::string(toString(dim));
    return text;
}

RankOrder defaultRankOrder()
{
    return { std::begin(kAllDims), std::end(kAllDims) };
}

RankOrder parseRankOrder(std::string_view text, const ParallelConfig& config)
{
    RankOrder order;
    std::size_t start = 0;
    while (start <= text.size()) {
        const std::size_t dash = std::min(text.find('-', start), text.size());
        const std::string_view word = text.substr(start, dash - start);
        const auto dim = std::find_if(
            std::begin(kAllDims), std::end(kAllDims), [&](ParallelDim d) { return toString(d) == word; });
        if (dim == std::end(kAllDims))
            throw std::invalid_argument(localized(
                QT_TRANSLATE_NOOP("scalescope-core", "rank order \"%1\": \"%2\" is not one of tp, cp, ep, dp, pp"),
                { text, word }));
        if (std::find(order.begin(), order.end(), *dim) != order.end())
            throw std::invalid_argument(
                localized(QT_TRANSLATE_NOOP("scalescope-core", "rank order \"%1\" names %2 twice"), { text, word }));
        order.push_back(*dim);
        start = dash + 1;
    }
    for (ParallelDim dim : kAllDims) {
        if (std::find(order.begin(), order.end(), dim) != order.end())
            continue;
        if (degree(config, dim) > 1)
            throw std::invalid_argument(
                localized(QT_TRANSLATE_NOOP("scalescope-core", "rank order \"%1\" leaves out %2, which is %3"),
                    { text, toString(dim), std::to_string(degree(config, dim)) }));
        order.push_back(dim); // degree 1: its place does not matter
    }
    return order;
}

int ParallelGroups::Generator::size(ParallelDim dim) const
{
    const auto at = std::find(dims.begin(), dims.end(), dim);
    return sizes[static_cast<std::size_t>(at - dims.begin())];
}

int ParallelGroups::Generator::coordinate(int rank, ParallelDim dim) const
{
    for (std::size_t i = 0; i < dims.size(); ++i) {
        if (dims[i] == dim)
            return rank % sizes[i];
        rank /= sizes[i];
    }
    return 0;
}

ParallelGroups::ParallelGroups(const ParallelConfig& config, RankOrder order)
    : m_order(std::move(order))
{
    const int expertDp = std::max(1, config.dp * config.cp / std::max(1, config.ep));
    for (ParallelDim dim : m_order) {
        m_dense.dims.push_back(dim);
        m_dense.sizes.push_back(dim == ParallelDim::Ep ? 1 : degree(config, dim));
        m_expert.dims.push_back(dim);
        m_expert.sizes.push_back(dim == ParallelDim::Cp ? 1 : dim == ParallelDim::Dp ? expertDp : degree(config, dim));
    }
    m_world = static_cast<int>(config.gpus());
}

RankCoordinates ParallelGroups::coordinates(int rank) const
{
    RankCoordinates c;
    c.tp = m_dense.coordinate(rank, ParallelDim::Tp);
    c.cp = m_dense.coordinate(rank, ParallelDim::Cp);
    c.dp = m_dense.coordinate(rank, ParallelDim::Dp);
    c.pp = m_dense.coordinate(rank, ParallelDim::Pp);
    c.ep = m_expert.coordinate(rank, ParallelDim::Ep);
    c.expertDp = m_expert.coordinate(rank, ParallelDim::Dp);
    return c;
}

// The groups of ranks that differ only in the dimensions `within`: ranks sharing every other
// coordinate, numbered by those coordinates.
std::vector<std::vector<int>> ParallelGroups::groupsOver(
    const Generator& generator, const std::vector<ParallelDim>& within) const
{
    int members = 1;
    for (ParallelDim dim : within)
        members *= generator.size(dim);
    std::vector<std::vector<int>> groups(static_cast<std::size_t>(m_world / members));
    for (int rank = 0; rank < m_world; ++rank) {
        long long key = 0, stride = 1, rest = rank;
        for (std::size_t i = 0; i < generator.dims.size(); ++i) {
            const int size = generator.sizes[i];
            const bool inGroup = std::find(within.begin(), within.end(), generator.dims[i]) != within.end();
            if (!inGroup) {
                key += (rest % size) * stride;
                stride *= size;
            }
            rest /= size;
        }
        groups[static_cast<std::size_t>(key)].push_back(rank);
    }
    std::sort(groups.begin(), groups.end());
    return groups;
}

std::vector<std::vector<int>> ParallelGroups::groups(ParallelGroup kind) const
{
    switch (kind) {
    case ParallelGroup::Tp:
        return groupsOver(m_dense, { ParallelDim::Tp });
    case ParallelGroup::Cp:
        return groupsOver(m_dense, { ParallelDim::Cp });
    case ParallelGroup::Dp:
        return groupsOver(m_dense, { ParallelDim::Dp });
    case ParallelGroup::DpCp:
        return groupsOver(m_dense, { ParallelDim::Dp, ParallelDim::Cp });
    case ParallelGroup::Pp: // only the stage varies in a pipeline, so ascending ranks are ascending stages
        return groupsOver(m_dense, { ParallelDim::Pp });
    case ParallelGroup::Ep:
        return groupsOver(m_expert, { ParallelDim::Ep });
    case ParallelGroup::ExpertDp:
        return groupsOver(m_expert, { ParallelDim::Dp });
    }
    return {};
}

std::vector<int> ParallelGroups::blockSizes() const
{
    // Each generator's innermost dimensions span consecutive ranks: the dense one's TP, TP x CP,
    // ...; the expert one's TP, TP x EP, ... The dense spans always nest; an expert span is kept
    // where it nests with them (divides every wider block, is divided by every narrower one).
    // Without expert parallelism the expert layers reduce over the dense groups: the dense alone.
    const bool experts = m_expert.size(ParallelDim::Ep) > 1;
    std::vector<long long> dense, expert;
    long long denseSpan = 1, expertSpan = 1;
    for (std::size_t k = 0; k < m_dense.sizes.size(); ++k) {
        dense.push_back(denseSpan *= m_dense.sizes[k]);
        expert.push_back(expertSpan *= m_expert.sizes[k]);
    }
    dense.push_back(m_world);
    std::vector<long long> spans = dense;
    const auto nests = [&](long long span) {
        return std::all_of(spans.begin(), spans.end(),
            [&](long long other) { return span <= other ? other % span == 0 : span % other == 0; });
    };
    if (experts)
        for (const long long span : expert)
            if (nests(span))
                spans.push_back(span);
    std::sort(spans.begin(), spans.end());
    spans.erase(std::unique(spans.begin(), spans.end()), spans.end());
    return std::vector<int>(spans.begin(), spans.end());
}

RankBlocks rankBlocksOf(const ParallelConfig& config, const RankOrder& order)
{
    RankBlocks blocks;
    blocks.block = std::max(1, config.tp);
    for (const int size : ParallelGroups(config, order).blockSizes())
        if (size > blocks.block)
            blocks.wider.push_back(size);
    return blocks;
}

} // namespace scalescope
